import { describe, expect, it } from "vitest";
import { partnerProfile } from "../../tests/fixtures/partner-profiles";
import type { QuoteRequest } from "../shared/quote-request";
import { estimatePremium } from "./estimate-premium";
import { partnerEligibility, quotePartners, savingBetween } from "./partners";
import { ESTIMATES_2025_V1 as TABLE } from "./rate-tables/estimates-2025-v1";

const CONTEXT = { currentYear: 2026 };

const request: QuoteRequest = {
  region: { country: "CA", province: "ON", postal_fsa: "K1A" },
  location: { city: "Ottawa" },
  vehicle: { year: 2021, make: "Mazda", model: "CX-5" },
  driver: { years_licensed: 8, tickets_last_3y: 1, accidents_last_6y: 0 },
  coverage: { liability_limit: 2000000, collision: true, comprehensive: true, deductible: 1000 },
};

describe("partnerEligibility", () => {
  it("checks line, province, high-risk appetite, experience, accidents and tickets, with a reason", () => {
    expect(partnerEligibility(partnerProfile({ id: "a" }), request, false)).toEqual({ eligible: true });
    expect(partnerEligibility(partnerProfile({ id: "a", lines: ["home"] }), request, false)).toEqual({
      eligible: false,
      reason: "line",
    });
    expect(partnerEligibility(partnerProfile({ id: "a", provinces: ["BC"] }), request, false)).toEqual({
      eligible: false,
      reason: "province",
    });
    expect(partnerEligibility(partnerProfile({ id: "a" }), request, true)).toEqual({
      eligible: false,
      reason: "high_risk",
    });
    const strict = partnerProfile({
      id: "a",
      appetite: { minYearsLicensed: 10, maxAccidents: 0, maxTickets: 0, acceptsHighRisk: false },
    });
    expect(partnerEligibility(strict, request, false)).toEqual({ eligible: false, reason: "experience" });
  });
});

describe("quotePartners", () => {
  const partners = [
    partnerProfile({ id: "dear", pricePosture: { multiplier: 1.1, newDriverMultiplier: 1, highRiskMultiplier: 1 } }),
    partnerProfile({ id: "cheap", pricePosture: { multiplier: 0.9, newDriverMultiplier: 1, highRiskMultiplier: 1 } }),
    partnerProfile({ id: "elsewhere", provinces: ["QC"] }),
    partnerProfile({
      id: "high-risk",
      appetite: { minYearsLicensed: 0, maxAccidents: 20, maxTickets: 20, acceptsHighRisk: true },
      pricePosture: { multiplier: 1.2, newDriverMultiplier: 1, highRiskMultiplier: 1.15 },
    }),
  ];

  it("prices each eligible partner in whole dollars, cheapest first, with the quote result fields", () => {
    const estimate = estimatePremium(request, TABLE, CONTEXT);
    const quotes = quotePartners(request, estimate, partners);
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
    const quotes = quotePartners(risky, estimatePremium(risky, TABLE, CONTEXT), partners);
    expect(quotes.map((quote) => quote.partner_id)).toEqual(["high-risk"]);
  });

  it("has no saving to show with fewer than two quotes", () => {
    expect(savingBetween([])).toBe(0);
    expect(savingBetween([{ annual_premium: 900 }])).toBe(0);
  });
});
