import { describe, expect, it } from "vitest";
import { acceptPhrasing, parseToolArguments, SLOT_TOOL, TOOL_FIELDS } from "./llm-tools";
import { FIELD_KEYS } from "./slots";

const context = { currentYear: 2026, known: {} };

describe("the slot tool", () => {
  it("offers one argument for every collected field", () => {
    expect(Object.values(TOOL_FIELDS).sort()).toEqual([...FIELD_KEYS].sort());
    expect(Object.keys(SLOT_TOOL.function.parameters.properties).sort()).toEqual(Object.keys(TOOL_FIELDS).sort());
  });
});

describe("parseToolArguments", () => {
  it("reads every field through the shared schema", () => {
    const result = parseToolArguments(
      JSON.stringify({
        province: "BC",
        postal_code: "v6b 1a1",
        city: " Vancouver ",
        vehicle_year: 2020,
        vehicle_make: "Subaru",
        vehicle_model: "Outback",
        vehicle_trim: "Touring",
        years_licensed: 8,
        tickets_last_3_years: 1,
        accidents_last_6_years: 0,
        liability_limit: 2000000,
        collision: true,
        comprehensive: false,
        deductible: 1000,
      }),
      context,
    );
    expect(result.rejected).toEqual([]);
    expect(result.values).toEqual({
      region: { country: "CA", province: "BC", postal_fsa: "V6B" },
      location: { city: "Vancouver" },
      vehicle: { year: 2020, make: "Subaru", model: "Outback", trim: "Touring" },
      driver: { years_licensed: 8, tickets_last_3y: 1, accidents_last_6y: 0 },
      coverage: { liability_limit: "2000000", collision: true, comprehensive: false, deductible: 1000 },
    });
  });

  it("rejects values the schema refuses, with the field key", () => {
    const result = parseToolArguments(
      JSON.stringify({ vehicle_year: 2031, deductible: 750, tickets_last_3_years: -1, province: "YT" }),
      context,
    );
    expect(result.values).toEqual({});
    expect(result.rejected.map((entry) => entry.key).sort()).toEqual([
      "coverage.deductible",
      "driver.tickets_last_3y",
      "region.province",
      "vehicle.year",
    ]);
    for (const entry of result.rejected) expect(entry.reason.length).toBeGreaterThan(5);
  });

  it("takes the province from a postal code when none is known, and refuses one from elsewhere", () => {
    expect(parseToolArguments('{"postal_code":"T2P"}', context).values.region).toEqual({
      country: "CA",
      province: "AB",
      postal_fsa: "T2P",
    });
    const known = { region: { country: "CA" as const, province: "QC" as const } };
    const mismatch = parseToolArguments('{"postal_code":"T2P"}', { currentYear: 2026, known });
    expect(mismatch.values).toEqual({});
    expect(mismatch.rejected[0]?.key).toBe("region.postal_fsa");
    const territory = parseToolArguments('{"postal_code":"X1A"}', context);
    expect(territory.values).toEqual({});
    expect(territory.rejected[0]?.reason).toContain("X1A");
  });

  it.each(["not json", "[]", "null", '"text"', "42", '{"__proto__":{"polluted":true},"unknown":1}'])(
    "ignores arguments that are not an object of known names: %s",
    (text) => {
      expect(parseToolArguments(text, context)).toEqual({ values: {}, rejected: [] });
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
  );

  it("ignores empty values", () => {
    expect(parseToolArguments('{"city":"","vehicle_make":null}', context)).toEqual({ values: {}, rejected: [] });
  });
});

describe("acceptPhrasing", () => {
  const draft = "Got it: a 2019 Honda Civic. How many years have you been licensed?";

  it("accepts a rewording that keeps every number", () => {
    const phrased = "Nice, a 2019 Honda Civic! How many years have you had your licence?";
    expect(acceptPhrasing(draft, phrased)).toBe(phrased);
  });

  it("refuses a new number, a dropped number, markup, links, and empty or long text", () => {
    expect(acceptPhrasing(draft, "A 2019 Civic costs about $1,450 a year. How long licensed?")).toBeNull();
    expect(acceptPhrasing(draft, "Nice Civic! How many years have you been licensed?")).toBeNull();
    expect(acceptPhrasing(draft, "<b>2019</b> Civic, years licensed?")).toBeNull();
    expect(acceptPhrasing(draft, "2019 Civic. See https://example.com")).toBeNull();
    expect(acceptPhrasing(draft, "2019 Civic. See [this](page)")).toBeNull();
    expect(acceptPhrasing(draft, "   ")).toBeNull();
    expect(acceptPhrasing(draft, `2019 ${"very ".repeat(300)}long`)).toBeNull();
  });

  it("counts grouped thousands as the same number", () => {
    const withAmount = "Liability limit: $1,000,000.";
    expect(acceptPhrasing(withAmount, "You'll have $1000000 of liability coverage.")).not.toBeNull();
  });

  it("allows numbers from the source passage when answering a question", () => {
    const passage = "Ontario requires at least $200,000 of third-party liability.";
    expect(acceptPhrasing("From our guide:", "Ontario's minimum is $200,000 of liability.", passage)).not.toBeNull();
    expect(acceptPhrasing("From our guide:", "Ontario's minimum is $500,000.", passage)).toBeNull();
  });
});
