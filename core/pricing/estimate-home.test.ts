import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partnerProfile } from "../../tests/fixtures/partner-profiles";
import { PROVINCES, PROVINCE_CODES } from "../shared/provinces";
import type { HomeRequest } from "../shared/quote-form";
import { estimateHomePremium, type HomeEstimate } from "./estimate-home";
import { homePartnerQuote, partnersForLine, type PartnerProfile } from "./partners";
import { HOME_ESTIMATES_2025_V1 as TABLE } from "./rate-tables/home-estimates-2025-v1";

const reference: HomeRequest = { province: "ON", postal_fsa: "M5V", city: "Toronto", home_age: 15 };

const home = (changes: Partial<HomeRequest>): HomeRequest => ({ ...reference, ...changes });

const THIRD_LETTERS = "ABCEGHJKLMNPRSTVWXYZ".split("");

/** A province with an FSA whose first letter belongs to it. */
const homeRequestArbitrary: fc.Arbitrary<HomeRequest> = fc.constantFrom(...PROVINCES).chain((province) =>
  fc.record({
    province: fc.constant(province.code),
    postal_fsa: fc
      .tuple(
        fc.constantFrom(...province.postalLetters),
        fc.integer({ min: 0, max: 9 }),
        fc.constantFrom(...THIRD_LETTERS),
      )
      .map(([first, digit, third]) => `${first}${digit}${third}`),
    city: fc.constantFrom("Toronto", "Halifax", "Calgary", "Smalltown"),
    home_age: fc.integer({ min: 0, max: 300 }),
  }),
);

describe("estimateHomePremium", () => {
  it("prices the reference home (ON, 10 to 24 years old, urban) at the province base", () => {
    const estimate = estimateHomePremium(reference, TABLE);
    expect(estimate.annual).toBe(TABLE.provinces.ON);
    expect(estimate.annual).toBe(1400);
    expect(estimate.factors).toEqual([
      {
        key: "home_age",
        scope: "whole",
        multiplier: 1,
        reason: { key: "pricing.factor.homeAge", params: { age: 15 } },
      },
    ]);
  });

  it("prices a 10-to-24-year-old urban home at the base in every province", () => {
    for (const province of PROVINCES) {
      for (const home_age of [10, 17, 24]) {
        const postal_fsa = `${province.postalLetters[0]}1A`;
        expect(estimateHomePremium(home({ province: province.code, home_age, postal_fsa }), TABLE).annual).toBe(
          TABLE.provinces[province.code],
        );
      }
    }
  });

  it.each([
    [0, 0.9],
    [9, 0.9],
    [10, 1.0],
    [24, 1.0],
    [25, 1.15],
    [49, 1.15],
    [50, 1.3],
    [300, 1.3],
  ])("applies the age band of a %s-year-old home (x%s)", (home_age, multiplier) => {
    const estimate = estimateHomePremium(home({ home_age }), TABLE);
    expect(estimate.annual).toBe(Math.round(1400 * multiplier));
    expect(estimate.factors[0]).toEqual({
      key: "home_age",
      scope: "whole",
      multiplier,
      reason: { key: "pricing.factor.homeAge", params: { age: home_age } },
    });
  });

  it("never makes an older home cheaper", () => {
    fc.assert(
      fc.property(homeRequestArbitrary, fc.integer({ min: 0, max: 299 }), (request, age) => {
        const younger = estimateHomePremium({ ...request, home_age: age }, TABLE).annual;
        const older = estimateHomePremium({ ...request, home_age: age + 1 }, TABLE).annual;
        expect(older).toBeGreaterThanOrEqual(younger);
      }),
    );
  });

  it("never makes an older home cheaper, for any pair of ages", () => {
    fc.assert(
      fc.property(
        homeRequestArbitrary,
        fc.integer({ min: 0, max: 300 }),
        fc.integer({ min: 0, max: 300 }),
        (request, a, b) => {
          const [young, old] = a <= b ? [a, b] : [b, a];
          expect(estimateHomePremium({ ...request, home_age: old }, TABLE).annual).toBeGreaterThanOrEqual(
            estimateHomePremium({ ...request, home_age: young }, TABLE).annual,
          );
        },
      ),
    );
  });

  it("raises a rural home (second character 0) by the table's rural multiplier, with a territory factor", () => {
    const rural = estimateHomePremium(home({ postal_fsa: "K0A", city: "Smiths Falls" }), TABLE);
    expect(rural.annual).toBe(Math.round(1400 * TABLE.ruralFsaMultiplier));
    expect(rural.annual).toBe(1610);
    expect(rural.factors).toContainEqual({
      key: "territory",
      scope: "whole",
      multiplier: TABLE.ruralFsaMultiplier,
      reason: { key: "pricing.factor.homeRural", params: { fsa: "K0A" } },
    });
    expect(rural.factors.map((factor) => factor.key)).toEqual(["home_age", "territory"]);
  });

  it("adds no territory factor in an urban area", () => {
    for (const postal_fsa of ["M5V", "K1A", "L4W", "N2L"]) {
      const estimate = estimateHomePremium(home({ postal_fsa }), TABLE);
      expect(estimate.factors.map((factor) => factor.key)).toEqual(["home_age"]);
    }
  });

  it("combines the age band and the rural multiplier", () => {
    expect(estimateHomePremium(home({ postal_fsa: "K0A", home_age: 60 }), TABLE).annual).toBe(
      Math.round(1400 * (1.3 * TABLE.ruralFsaMultiplier)),
    );
    expect(estimateHomePremium(home({ province: "AB", postal_fsa: "T0L", home_age: 3 }), TABLE).annual).toBe(
      Math.round(1900 * (0.9 * TABLE.ruralFsaMultiplier)),
    );
  });

  it("prices a rural home higher than the same home in an urban area", () => {
    fc.assert(
      fc.property(homeRequestArbitrary, (request) => {
        const urban = `${request.postal_fsa.charAt(0)}1${request.postal_fsa.charAt(2)}`;
        const rural = `${request.postal_fsa.charAt(0)}0${request.postal_fsa.charAt(2)}`;
        const urbanEstimate = estimateHomePremium({ ...request, postal_fsa: urban }, TABLE);
        const ruralEstimate = estimateHomePremium({ ...request, postal_fsa: rural }, TABLE);
        expect(ruralEstimate.annual).toBeGreaterThan(urbanEstimate.annual);
        expect(ruralEstimate.annual).toBe(
          Math.round(
            TABLE.provinces[request.province] * (urbanEstimate.factors[0]!.multiplier * TABLE.ruralFsaMultiplier),
          ),
        );
      }),
    );
  });

  it("uses a rural multiplier from the table it is given", () => {
    const table = { ...TABLE, ruralFsaMultiplier: 2 };
    expect(estimateHomePremium(home({ postal_fsa: "K0A" }), table).annual).toBe(2800);
    expect(estimateHomePremium(home({ postal_fsa: "K1A" }), table).annual).toBe(1400);
  });

  it("is deterministic: the same request gives the same estimate", () => {
    fc.assert(
      fc.property(homeRequestArbitrary, (request) => {
        const copy = structuredClone(request);
        expect(estimateHomePremium(request, TABLE)).toEqual(estimateHomePremium(copy, TABLE));
        expect(request).toEqual(copy);
      }),
    );
  });

  it("does not depend on the city", () => {
    fc.assert(
      fc.property(homeRequestArbitrary, fc.string(), (request, city) => {
        expect(estimateHomePremium({ ...request, city }, TABLE)).toEqual(estimateHomePremium(request, TABLE));
      }),
    );
  });

  it("gives whole dollars and a range of plus or minus 25 percent around the annual price", () => {
    fc.assert(
      fc.property(homeRequestArbitrary, (request) => {
        const estimate: HomeEstimate = estimateHomePremium(request, TABLE);
        expect(Number.isInteger(estimate.annual)).toBe(true);
        expect(Number.isInteger(estimate.range.low)).toBe(true);
        expect(Number.isInteger(estimate.range.high)).toBe(true);
        expect(estimate.annual).toBeGreaterThan(0);
        expect(estimate.range.low).toBeLessThan(estimate.annual);
        expect(estimate.annual).toBeLessThan(estimate.range.high);
        expect(estimate.range.low).toBe(Math.round(estimate.annual * (1 - 0.25)));
        expect(estimate.range.high).toBe(Math.round(estimate.annual * (1 + 0.25)));
      }),
    );
  });

  it("gives the reference home a range of 1050 to 1750", () => {
    expect(estimateHomePremium(reference, TABLE).range).toEqual({ low: 1050, high: 1750 });
  });

  it("reports the table's liability limit, deductible and version", () => {
    const estimate = estimateHomePremium(reference, TABLE);
    expect(estimate.liabilityLimit).toBe(1_000_000);
    expect(estimate.deductible).toBe(1000);
    expect(estimate.rateTableVersion).toBe("home-estimates-2025-v1");
  });

  it("has a base price for every province and age bands in increasing order", () => {
    expect(Object.keys(TABLE.provinces).sort()).toEqual([...PROVINCE_CODES].sort());
    for (const code of PROVINCE_CODES) expect(TABLE.provinces[code]).toBeGreaterThan(0);
    expect(TABLE.homeAge[0]?.min).toBe(0);
    for (let index = 1; index < TABLE.homeAge.length; index++) {
      expect(TABLE.homeAge[index]!.min).toBeGreaterThan(TABLE.homeAge[index - 1]!.min);
      expect(TABLE.homeAge[index]!.multiplier).toBeGreaterThanOrEqual(TABLE.homeAge[index - 1]!.multiplier);
    }
    expect(TABLE.ruralFsaMultiplier).toBeGreaterThan(1);
  });
});

/** A home partner (see partnerProfile for the rest). */
const partner = (overrides: Partial<PartnerProfile> & { id: string }): PartnerProfile =>
  partnerProfile({ lines: ["home"], features: { home: ["Guaranteed replacement cost"] }, ...overrides });

const estimateOf = (annual: number): HomeEstimate => ({
  annual,
  factors: [],
  range: { low: Math.round(annual * 0.75), high: Math.round(annual * 1.25) },
  liabilityLimit: 1_000_000,
  deductible: 1000,
  rateTableVersion: "test",
});

describe("homePartnerQuote", () => {
  it("prices the home estimate with the partner's posture as a homeowner quote", () => {
    const estimate = estimateHomePremium(reference, TABLE);
    const quote = homePartnerQuote(
      partner({
        id: "maple-home",
        name: "Maple Home",
        pricePosture: { multiplier: 0.95, newDriverMultiplier: 9, highRiskMultiplier: 9 },
      }),
      estimate,
    );
    expect(quote).toEqual({
      partner_id: "maple-home",
      partner_name: "Maple Home",
      coverage_type: "home:homeowner",
      coverage_limit: 1_000_000,
      deductible: 1000,
      features: ["Guaranteed replacement cost"],
      annual_premium: 1330,
      monthly_premium: Math.round(1330 / 12),
    });
    expect(quote.monthly_premium).toBe(111);
  });

  it("rounds the annual price to whole dollars and the monthly price to annual / 12", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (annual, multiplier) => {
          const quote = homePartnerQuote(
            partner({ id: "p", pricePosture: { multiplier, newDriverMultiplier: 1, highRiskMultiplier: 1 } }),
            estimateOf(annual),
          );
          expect(quote.annual_premium).toBe(Math.max(1, Math.round(annual * multiplier)));
          expect(Number.isInteger(quote.annual_premium)).toBe(true);
          expect(quote.monthly_premium).toBe(Math.round(quote.annual_premium / 12));
          expect(quote.coverage_type).toBe("home:homeowner");
        },
      ),
    );
  });

  it("takes the limit and deductible from the estimate", () => {
    const quote = homePartnerQuote(partner({ id: "p" }), {
      ...estimateOf(1200),
      liabilityLimit: 2_000_000,
      deductible: 500,
    });
    expect(quote.coverage_limit).toBe(2_000_000);
    expect(quote.deductible).toBe(500);
    expect(quote.annual_premium).toBe(1200);
    expect(quote.monthly_premium).toBe(100);
  });

  it("never quotes less than one dollar a year", () => {
    const quote = homePartnerQuote(
      partner({ id: "p", pricePosture: { multiplier: 0, newDriverMultiplier: 1, highRiskMultiplier: 1 } }),
      estimateOf(1400),
    );
    expect(quote.annual_premium).toBe(1);
  });
});

describe("partnersForLine", () => {
  const partners = [
    partner({ id: "home-on-ab" }),
    partner({ id: "car-only", lines: ["car"] }),
    partner({ id: "car-and-home-bc", lines: ["car", "home"], provinces: ["BC"] }),
    partner({ id: "home-and-travel-on", lines: ["home", "travel"], provinces: ["ON"] }),
    partner({ id: "travel-everywhere", lines: ["travel"], provinces: [...PROVINCE_CODES] }),
  ];

  it("keeps the partners that write the line in the province, in their original order", () => {
    expect(partnersForLine(partners, "home", "ON").map((item) => item.id)).toEqual([
      "home-on-ab",
      "home-and-travel-on",
    ]);
    expect(partnersForLine(partners, "home", "BC").map((item) => item.id)).toEqual(["car-and-home-bc"]);
    expect(partnersForLine(partners, "travel", "QC").map((item) => item.id)).toEqual(["travel-everywhere"]);
    expect(partnersForLine(partners, "car", "ON").map((item) => item.id)).toEqual(["car-only"]);
  });

  it("returns nothing for a line or province nobody writes", () => {
    expect(partnersForLine(partners, "life", "ON")).toEqual([]);
    expect(partnersForLine(partners, "home", "PE")).toEqual([]);
    expect(partnersForLine([], "home", "ON")).toEqual([]);
  });

  it("returns the partner objects themselves and does not change the list", () => {
    const before = structuredClone(partners);
    const found = partnersForLine(partners, "home", "AB");
    expect(found).toEqual([partners[0]]);
    expect(found[0]).toBe(partners[0]);
    expect(partners).toEqual(before);
  });
});
