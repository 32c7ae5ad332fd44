import { describe, expect, it } from "vitest";
import { isRuralFsa, normalizeFsa, provinceForFsa } from "./postal-codes";
import { quoteRequestSchema, type QuoteRequestInput } from "./quote-request";

const CURRENT_YEAR = 2026;
const schema = quoteRequestSchema(CURRENT_YEAR);

const valid: QuoteRequestInput = {
  region: { country: "CA", province: "ON", postal_fsa: "M5V" },
  location: { city: "Toronto" },
  vehicle: { year: 2021, make: "Toyota", model: "RAV4", trim: "LE" },
  driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
  coverage: { liability_limit: "1000000", collision: true, comprehensive: true, deductible: 500 },
};

function withChange(change: (input: QuoteRequestInput) => void): QuoteRequestInput {
  const copy = structuredClone(valid);
  change(copy);
  return copy;
}

function problems(input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
}

describe("quoteRequestSchema", () => {
  it("accepts a complete request and converts the liability limit to a number", () => {
    const parsed = schema.parse(valid);
    expect(parsed.coverage.liability_limit).toBe(1_000_000);
    expect(parsed.region.postal_fsa).toBe("M5V");
  });

  it.each([
    [1989, false],
    [1990, true],
    [CURRENT_YEAR + 1, true],
    [CURRENT_YEAR + 2, false],
    [2020.5, false],
  ])("vehicle year %s -> %s", (year, ok) => {
    expect(problems(withChange((input) => void (input.vehicle.year = year))).length === 0).toBe(ok);
  });

  it.each([
    ["M", false],
    ["VW", true],
    ["x".repeat(40), true],
    ["x".repeat(41), false],
  ])("make of %s characters", (make, ok) => {
    expect(problems(withChange((input) => void (input.vehicle.make = make))).length === 0).toBe(ok);
  });

  it.each([
    ["", false],
    ["Z", true],
    ["m".repeat(60), true],
    ["m".repeat(61), false],
  ])("model %s", (model, ok) => {
    expect(problems(withChange((input) => void (input.vehicle.model = model))).length === 0).toBe(ok);
  });

  it.each([
    ["years_licensed", -1, false],
    ["years_licensed", 0, true],
    ["years_licensed", 80, true],
    ["years_licensed", 81, false],
    ["tickets_last_3y", 20, true],
    ["tickets_last_3y", 21, false],
    ["accidents_last_6y", 20, true],
    ["accidents_last_6y", 21, false],
    ["accidents_last_6y", 1.5, false],
  ] as const)("driver %s = %s", (field, value, ok) => {
    expect(problems(withChange((input) => void (input.driver[field] = value))).length === 0).toBe(ok);
  });

  it("accepts only the three liability limits, given as text, and the three deductibles", () => {
    expect(problems(withChange((input) => void (input.coverage.liability_limit = "2000000")))).toEqual([]);
    expect(
      problems(
        withChange((input) => void ((input.coverage as { liability_limit: unknown }).liability_limit = 1000000)),
      ),
    ).not.toEqual([]);
    expect(
      problems(
        withChange((input) => void ((input.coverage as { liability_limit: unknown }).liability_limit = "750000")),
      ),
    ).not.toEqual([]);
    expect(
      problems(withChange((input) => void ((input.coverage as { deductible: unknown }).deductible = 250))),
    ).toEqual(["coverage.deductible: The deductible must be $300, $500 or $1,000."]);
  });

  it("rejects another country, an unknown province, extra fields and non-boolean coverage", () => {
    expect(problems(withChange((input) => void ((input.region as { country: unknown }).country = "US")))).not.toEqual(
      [],
    );
    expect(problems(withChange((input) => void ((input.region as { province: unknown }).province = "YT")))).toEqual([
      "region.province: Choose one of the ten provinces.",
    ]);
    expect(problems({ ...valid, extra: 1 })).not.toEqual([]);
    expect(
      problems(withChange((input) => void ((input.coverage as { collision: unknown }).collision = "yes"))),
    ).not.toEqual([]);
  });

  it("checks the postal area's letter against the province, with its own message", () => {
    expect(problems(withChange((input) => void (input.region.postal_fsa = "V6B")))).toEqual([
      "region.postal_fsa: Postal code V6B is not in Ontario. Check the postal code or the province.",
    ]);
    expect(problems(withChange((input) => void (input.region.postal_fsa = "D1A")))).toEqual([
      "region.postal_fsa: Enter the first three characters of a Canadian postal code, like M5V.",
    ]);
    expect(problems(withChange((input) => void (input.region.postal_fsa = "k0a")))).toEqual([]);
    expect(problems(withChange((input) => void delete input.region.postal_fsa))).toEqual([]);
  });
});

describe("postal codes", () => {
  it("normalises, maps letters to provinces and spots rural areas", () => {
    expect(normalizeFsa("m5v 2t6")).toBe("M5V");
    expect(normalizeFsa("Q1A")).toBeNull();
    expect(provinceForFsa("H2X")).toBe("QC");
    expect(provinceForFsa("A1C")).toBe("NL");
    expect(provinceForFsa("X0A")).toBeNull();
    expect(isRuralFsa("K0A")).toBe(true);
    expect(isRuralFsa("K1A")).toBe(false);
  });
});
