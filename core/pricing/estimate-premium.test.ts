import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PROVINCE_CODES } from "../shared/provinces";
import type { QuoteRequest } from "../shared/quote-request";
import { estimatePremium, monthlyPremium } from "./estimate-premium";
import { ESTIMATES_2025_V1 as TABLE } from "./rate-tables/estimates-2025-v1";
import { ESTIMATES_2026_V1 } from "./rate-tables/estimates-2026-v1";

const CONTEXT = { currentYear: 2026 };

const requestArbitrary: fc.Arbitrary<QuoteRequest> = fc.record({
  region: fc.record({ country: fc.constant("CA" as const), province: fc.constantFrom(...PROVINCE_CODES) }),
  location: fc.option(fc.record({ city: fc.constantFrom("Toronto", "Brampton", "Ottawa", "Calgary", "Halifax") }), {
    nil: undefined,
  }),
  vehicle: fc.record({
    year: fc.integer({ min: 1990, max: 2027 }),
    make: fc.constantFrom("Toyota", "Honda", "Ford", "Hyundai"),
    model: fc.constantFrom("RAV4", "Civic", "F-150", "Elantra", "Corolla"),
  }),
  driver: fc.record({
    years_licensed: fc.integer({ min: 0, max: 80 }),
    tickets_last_3y: fc.integer({ min: 0, max: 20 }),
    accidents_last_6y: fc.integer({ min: 0, max: 20 }),
  }),
  coverage: fc.record({
    liability_limit: fc.constantFrom(500000, 1000000, 2000000),
    collision: fc.boolean(),
    comprehensive: fc.boolean(),
    deductible: fc.constantFrom(300 as const, 500 as const, 1000 as const),
  }),
}) as fc.Arbitrary<QuoteRequest>;

const annual = (request: QuoteRequest) => estimatePremium(request, TABLE, CONTEXT).annual;

describe("estimatePremium properties", () => {
  it.each([
    ["accidents", "accidents_last_6y"],
    ["tickets", "tickets_last_3y"],
  ] as const)("more %s never make a quote cheaper", (_label, field) => {
    fc.assert(
      fc.property(requestArbitrary, fc.integer({ min: 0, max: 19 }), (request, count) => {
        const fewer = structuredClone(request);
        fewer.driver[field] = count;
        const more = structuredClone(request);
        more.driver[field] = count + 1;
        expect(annual(more)).toBeGreaterThanOrEqual(annual(fewer));
      }),
    );
  });

  it("a higher deductible never makes a quote dearer", () => {
    fc.assert(
      fc.property(requestArbitrary, (request) => {
        const prices = ([300, 500, 1000] as const).map((deductible) =>
          annual({ ...request, coverage: { ...request.coverage, deductible } }),
        );
        expect(prices[1]).toBeLessThanOrEqual(prices[0] ?? 0);
        expect(prices[2]).toBeLessThanOrEqual(prices[1] ?? 0);
      }),
    );
  });

  it("adding collision or comprehensive never makes a quote cheaper", () => {
    fc.assert(
      fc.property(requestArbitrary, (request) => {
        const without = { ...request, coverage: { ...request.coverage, collision: false } };
        const withCollision = { ...request, coverage: { ...request.coverage, collision: true } };
        expect(annual(withCollision)).toBeGreaterThanOrEqual(annual(without));
        const noComprehensive = { ...request, coverage: { ...request.coverage, comprehensive: false } };
        const withComprehensive = { ...request, coverage: { ...request.coverage, comprehensive: true } };
        expect(annual(withComprehensive)).toBeGreaterThanOrEqual(annual(noComprehensive));
      }),
    );
  });

  it("is deterministic, in whole dollars, with a range around the estimate", () => {
    fc.assert(
      fc.property(requestArbitrary, (request) => {
        const first = estimatePremium(request, TABLE, CONTEXT);
        expect(estimatePremium(structuredClone(request), TABLE, CONTEXT)).toEqual(first);
        expect(Number.isInteger(first.annual)).toBe(true);
        expect(first.annual).toBeGreaterThan(0);
        expect(first.range.low).toBeLessThanOrEqual(first.annual);
        expect(first.range.high).toBeGreaterThanOrEqual(first.annual);
        expect(monthlyPremium(first.annual)).toBe(Math.round(first.annual / 12));
      }),
    );
  });
});

describe("estimatePremium examples", () => {
  const reference: QuoteRequest = {
    region: { country: "CA", province: "ON", postal_fsa: "L6T" },
    location: { city: "Oakville" },
    vehicle: { year: 2020, make: "Honda", model: "Accord" },
    driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { liability_limit: 1000000, collision: true, comprehensive: true, deductible: 500 },
  };

  it("gives the province base for the reference profile with a mid-age car", () => {
    expect(annual(reference)).toBe(2270);
  });

  it("explains each factor with a catalogue message", () => {
    const estimate = estimatePremium({ ...reference, location: { city: "Brampton" } }, TABLE, CONTEXT);
    const territory = estimate.factors.find((item) => item.key === "territory");
    expect(territory).toMatchObject({
      multiplier: 1.67,
      reason: { key: "pricing.factor.city", params: { city: "Brampton" } },
    });
  });

  it("prices only the optional layer in BC, Manitoba and Saskatchewan, and keeps Manitoba's physical damage on", () => {
    const bc = estimatePremium({ ...reference, region: { country: "CA", province: "BC" } }, TABLE, CONTEXT);
    expect(bc.optionalLayerOnly).toBe(true);
    expect(bc.annual).toBeLessThan(TABLE.provinces.BC.base);
    const manitoba = estimatePremium(
      {
        ...reference,
        region: { country: "CA", province: "MB" },
        coverage: { ...reference.coverage, collision: false },
      },
      TABLE,
      CONTEXT,
    );
    expect(manitoba.collision).toBe(true);
  });

  it("raises comprehensive for high-theft models in Ontario and Quebec only", () => {
    const rav4 = { ...reference, vehicle: { year: 2020, make: "Toyota", model: "RAV4" } };
    expect(estimatePremium(rav4, TABLE, CONTEXT).factors.some((item) => item.key === "high_theft")).toBe(true);
    const inAlberta = { ...rav4, region: { country: "CA" as const, province: "AB" as const } };
    expect(estimatePremium(inAlberta, TABLE, CONTEXT).factors.some((item) => item.key === "high_theft")).toBe(false);
  });

  it("flags three or more accidents as high risk and widens the range when less is known", () => {
    expect(
      estimatePremium({ ...reference, driver: { ...reference.driver, accidents_last_6y: 3 } }, TABLE, CONTEXT).highRisk,
    ).toBe(true);
    const known = estimatePremium(reference, TABLE, CONTEXT);
    const unknown = estimatePremium(
      { ...reference, region: { country: "CA", province: "ON" }, location: undefined },
      TABLE,
      CONTEXT,
    );
    expect((unknown.range.high - unknown.range.low) / unknown.annual).toBeGreaterThan(
      (known.range.high - known.range.low) / known.annual,
    );
  });
});

describe("estimatePremium with the 2026 table (decision 0046)", () => {
  const ontario: QuoteRequest = {
    region: { country: "CA", province: "ON", postal_fsa: "L6T" },
    location: { city: "Oakville" },
    vehicle: { year: 2021, make: "Honda", model: "Accord" },
    driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { liability_limit: 1000000, collision: true, comprehensive: true, deductible: 500 },
  };

  it("gives Ontario's 2026 base for the reference profile, and names the table", () => {
    const estimate = estimatePremium(ontario, ESTIMATES_2026_V1, CONTEXT);
    expect(estimate.annual).toBe(2510);
    expect(estimate.rateTableVersion).toBe("estimates-2026-v1");
  });

  it("says Ontario's accident benefits are optional under the 2026 table only, and in no other province", () => {
    expect(estimatePremium(ontario, ESTIMATES_2026_V1, CONTEXT).optionalAccidentBenefits).toBe(true);
    expect(estimatePremium(ontario, TABLE, CONTEXT).optionalAccidentBenefits).toBe(false);
    for (const province of PROVINCE_CODES.filter((code) => code !== "ON")) {
      const request = { ...ontario, region: { country: "CA" as const, province }, location: undefined };
      expect(estimatePremium(request, ESTIMATES_2026_V1, CONTEXT).optionalAccidentBenefits).toBe(false);
    }
  });

  it("prices the same request higher than 2025 did, by the ratio of the bases", () => {
    for (const province of PROVINCE_CODES) {
      const request = { ...ontario, region: { country: "CA" as const, province }, location: undefined };
      const ratio = ESTIMATES_2026_V1.provinces[province].base / TABLE.provinces[province].base;
      const before = estimatePremium(request, TABLE, CONTEXT).annual;
      const after = estimatePremium(request, ESTIMATES_2026_V1, CONTEXT).annual;
      expect(after).toBeGreaterThan(before);
      expect(Math.abs(after - before * ratio)).toBeLessThanOrEqual(2);
    }
  });
});
