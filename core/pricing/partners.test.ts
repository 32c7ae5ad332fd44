import { describe, expect, it } from "vitest";
import { appetite, partnerProfile } from "../../tests/fixtures/partner-profiles";
import type { QuoteRequest } from "../shared/quote-request";
import { estimatePremium } from "./estimate-premium";
import {
  allFeatures,
  featuresFor,
  partnerEligibility,
  quotePartners,
  savingBetween,
  searchCarPartners,
  toPartnerProfile,
} from "./partners";
import { ESTIMATES_2025_V1 as TABLE } from "./rate-tables/estimates-2025-v1";

const CONTEXT = { currentYear: 2026 };
/** A 35-year-old: old enough for every ordinary appetite. */
const PROFILE = { age: 35, currentYear: 2026 };

const request: QuoteRequest = {
  region: { country: "CA", province: "ON", postal_fsa: "K1A" },
  location: { city: "Ottawa" },
  vehicle: { year: 2021, make: "Mazda", model: "CX-5" },
  driver: { years_licensed: 8, tickets_last_3y: 1, accidents_last_6y: 0 },
  coverage: { liability_limit: 2000000, collision: true, comprehensive: true, deductible: 1000 },
};

describe("partnerEligibility", () => {
  it("checks line, province, high-risk appetite, experience, accidents and tickets, with a reason", () => {
    expect(partnerEligibility(partnerProfile({ id: "a" }), request, false, PROFILE)).toEqual({ eligible: true });
    expect(partnerEligibility(partnerProfile({ id: "a", lines: ["home"] }), request, false, PROFILE)).toEqual({
      eligible: false,
      reason: "line",
    });
    expect(partnerEligibility(partnerProfile({ id: "a", provinces: ["BC"] }), request, false, PROFILE)).toEqual({
      eligible: false,
      reason: "province",
    });
    expect(partnerEligibility(partnerProfile({ id: "a" }), request, true, PROFILE)).toEqual({
      eligible: false,
      reason: "high_risk",
    });
    const strict = partnerProfile({
      id: "a",
      appetite: appetite({ minYearsLicensed: 10, maxAccidents: 0, maxTickets: 0 }),
    });
    expect(partnerEligibility(strict, request, false, PROFILE)).toEqual({ eligible: false, reason: "experience" });
  });
});

describe("the appetite's limits", () => {
  const verdict = (limits: Parameters<typeof appetite>[0], change: Partial<QuoteRequest["driver"]> = {}, age = 35) =>
    partnerEligibility(
      partnerProfile({ id: "a", appetite: appetite(limits) }),
      { ...request, driver: { ...request.driver, ...change } },
      false,
      { age, currentYear: 2026 },
    );

  it("keeps a product for new drivers from drivers licensed longer, and takes those within it", () => {
    expect(verdict({ maxYearsLicensed: 4 }, { years_licensed: 17 })).toEqual({
      eligible: false,
      reason: "new_drivers_only",
    });
    expect(verdict({ maxYearsLicensed: 4 }, { years_licensed: 5 })).toEqual({
      eligible: false,
      reason: "new_drivers_only",
    });
    expect(verdict({ maxYearsLicensed: 4 }, { years_licensed: 4 })).toEqual({ eligible: true });
  });

  it("keeps a non-standard writer from a clean driver, and takes several accidents or tickets", () => {
    const nonStandard = {
      maxAccidents: 20,
      maxTickets: 20,
      acceptsHighRisk: true,
      minRecord: { accidents: 2, tickets: 3 },
    };
    expect(verdict(nonStandard, { accidents_last_6y: 0, tickets_last_3y: 0 })).toEqual({
      eligible: false,
      reason: "record_required",
    });
    expect(verdict(nonStandard, { accidents_last_6y: 1, tickets_last_3y: 2 })).toEqual({
      eligible: false,
      reason: "record_required",
    });
    expect(verdict(nonStandard, { accidents_last_6y: 2, tickets_last_3y: 0 })).toEqual({ eligible: true });
    expect(verdict(nonStandard, { accidents_last_6y: 0, tickets_last_3y: 3 })).toEqual({ eligible: true });
  });

  it("checks the driver's age when the form gave it, and not when it did not", () => {
    expect(verdict({ minAge: 25 }, {}, 24)).toEqual({ eligible: false, reason: "age" });
    expect(verdict({ minAge: 25 }, {}, 25)).toEqual({ eligible: true });
    expect(verdict({ maxAge: 75 }, {}, 76)).toEqual({ eligible: false, reason: "age" });
    expect(
      partnerEligibility(partnerProfile({ id: "a", appetite: appetite({ minAge: 25 }) }), request, false, {
        age: null,
        currentYear: 2026,
      }),
    ).toEqual({ eligible: true });
  });

  it("checks the vehicle's age against the current year", () => {
    const old = { ...request, vehicle: { ...request.vehicle, year: 2005 } };
    const limited = partnerProfile({ id: "a", appetite: appetite({ maxVehicleAge: 20 }) });
    expect(partnerEligibility(limited, old, false, { age: 35, currentYear: 2026 })).toEqual({
      eligible: false,
      reason: "vehicle_age",
    });
    expect(partnerEligibility(limited, old, false, { age: 35, currentYear: 2025 })).toEqual({ eligible: true });
  });

  it("reads an appetite stored before these limits as having none of them", () => {
    const stored = toPartnerProfile({
      id: "old",
      name: "Old",
      lines: ["car"],
      provinces: ["ON"],
      appetite: { min_years_licensed: 1, max_accidents: 2, max_tickets: 3, accepts_high_risk: false },
      pricePosture: { multiplier: 1, new_driver_multiplier: 1, high_risk_multiplier: 1 },
      features: [],
    });
    expect(stored.appetite).toEqual(appetite({ minYearsLicensed: 1 }));
  });

  it("ignores a limit it does not know (a newer build's) rather than dropping the partner", () => {
    const stored = toPartnerProfile({
      id: "newer",
      name: "Newer",
      lines: ["car"],
      provinces: ["ON"],
      appetite: { min_years_licensed: 1, max_accidents: 2, max_tickets: 3, accepts_high_risk: false, max_claims: 1 },
      pricePosture: { multiplier: 1, new_driver_multiplier: 1, high_risk_multiplier: 1 },
      features: [],
    });
    expect(stored.appetite).toEqual(appetite({ minYearsLicensed: 1 }));
  });
});

describe("searchCarPartners", () => {
  it("counts the partners that write car in the province, and says why each of the others declined", () => {
    const partners = [
      partnerProfile({ id: "standard" }),
      partnerProfile({ id: "new-drivers", appetite: appetite({ maxYearsLicensed: 4 }) }),
      partnerProfile({
        id: "non-standard",
        appetite: appetite({ acceptsHighRisk: true, minRecord: { accidents: 2, tickets: 3 } }),
      }),
      partnerProfile({ id: "home-only", lines: ["home"] }),
      partnerProfile({ id: "quebec", provinces: ["QC"] }),
    ];
    const { eligible, search } = searchCarPartners(partners, request, false, PROFILE);
    expect(eligible.map((partner) => partner.id)).toEqual(["standard"]);
    expect(search).toEqual({
      searched: 3,
      declined: [
        { partner_id: "new-drivers", partner_name: "new-drivers", reason: "new_drivers_only" },
        { partner_id: "non-standard", partner_name: "non-standard", reason: "record_required" },
      ],
    });
  });
});

describe("quotePartners", () => {
  const partners = [
    partnerProfile({ id: "dear", pricePosture: { multiplier: 1.1, newDriverMultiplier: 1, highRiskMultiplier: 1 } }),
    partnerProfile({ id: "cheap", pricePosture: { multiplier: 0.9, newDriverMultiplier: 1, highRiskMultiplier: 1 } }),
    partnerProfile({ id: "elsewhere", provinces: ["QC"] }),
    partnerProfile({
      id: "high-risk",
      appetite: appetite({ maxAccidents: 20, maxTickets: 20, acceptsHighRisk: true }),
      pricePosture: { multiplier: 1.2, newDriverMultiplier: 1, highRiskMultiplier: 1.15 },
    }),
  ];

  it("prices each eligible partner in whole dollars, cheapest first, with the quote result fields", () => {
    const estimate = estimatePremium(request, TABLE, CONTEXT);
    const quotes = quotePartners(request, estimate, partners, PROFILE);
    expect(quotes.map((quote) => quote.partner_id)).toEqual(["cheap", "dear", "high-risk"]);
    const [cheapest] = quotes;
    expect(cheapest).toMatchObject({
      partner_name: "cheap",
      coverage_type: "full:liability+collision+comprehensive",
      coverage_limit: 2000000,
      deductible: 1000,
      features: ["A feature"],
      annual_premium: Math.round(estimate.annual * 0.9),
    });
    expect(cheapest?.monthly_premium).toBe(Math.round((cheapest?.annual_premium ?? 0) / 12));
    expect(savingBetween(quotes)).toBe((quotes.at(-1)?.annual_premium ?? 0) - (cheapest?.annual_premium ?? 0));
  });

  it("routes high-risk drivers to partners that accept them instead of dropping them", () => {
    const risky = { ...request, driver: { ...request.driver, accidents_last_6y: 4 } };
    const quotes = quotePartners(risky, estimatePremium(risky, TABLE, CONTEXT), partners, PROFILE);
    expect(quotes.map((quote) => quote.partner_id)).toEqual(["high-risk"]);
  });

  it("has no saving to show with fewer than two quotes", () => {
    expect(savingBetween([])).toBe(0);
    expect(savingBetween([{ annual_premium: 900 }])).toBe(0);
  });
});

describe("features by line", () => {
  it("gives each line its own features, and nothing for a line the partner does not describe", () => {
    const partner = partnerProfile({ id: "a", features: { car: ["Winter tire discount"], home: ["Sewer backup"] } });
    expect(featuresFor(partner, "car")).toEqual(["Winter tire discount"]);
    expect(featuresFor(partner, "home")).toEqual(["Sewer backup"]);
    expect(featuresFor(partner, "travel")).toEqual([]);
    expect(allFeatures({ features: { car: ["Same", "Car"], home: ["Same", "Home"] } })).toEqual([
      "Same",
      "Car",
      "Home",
    ]);
  });

  it("reads a partner stored with one list of features as that list for each line it writes", () => {
    const stored = {
      id: "old",
      name: "Old",
      lines: ["car", "home"],
      provinces: ["ON"],
      appetite: { min_years_licensed: 0, max_accidents: 2, max_tickets: 3, accepts_high_risk: false },
      pricePosture: { multiplier: 1, new_driver_multiplier: 1, high_risk_multiplier: 1 },
    };
    expect(toPartnerProfile({ ...stored, features: ["One list"] }).features).toEqual({
      car: ["One list"],
      home: ["One list"],
    });
    expect(toPartnerProfile({ ...stored, features: { home: ["Home only"] } }).features).toEqual({
      home: ["Home only"],
    });
    expect(() => toPartnerProfile({ ...stored, features: { boat: ["?"] } })).toThrow(/malformed/);
    expect(() => toPartnerProfile({ ...stored, features: "a string" })).toThrow(/malformed/);
  });
});
