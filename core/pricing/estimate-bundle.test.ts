import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuoteRequest } from "../shared/quote-request";
import { bundleOffers, homeOfCarRequest } from "./estimate-bundle";
import { estimateHomePremium } from "./estimate-home";
import { toPartnerProfile } from "./partners";
import { planPricing, withBundleOffers, withHouseholdSplits, type CatalogPartner } from "./price-quote-form";
import { ESTIMATES_2026_V1 as TABLE } from "./rate-tables/estimates-2026-v1";
import { HOME_ESTIMATES_2025_V1 as HOME_TABLE } from "./rate-tables/home-estimates-2025-v1";

// Home and car together (issue 25, section 2; decision 0061).

const TABLES = { car: TABLE, home: HOME_TABLE, currentYear: 2026 };

const CAR: QuoteRequest = {
  region: { country: "CA", province: "ON", postal_fsa: "M5V" },
  location: { city: "Toronto" },
  vehicle: { year: 2021, make: "Toyota", model: "RAV4" },
  driver: { years_licensed: 15, tickets_last_3y: 0, accidents_last_6y: 0 },
  coverage: { liability_limit: 1000000, collision: true, comprehensive: true, deductible: 500 },
};
const WITH_HOME: QuoteRequest = { ...CAR, home: { home_age: 30 } };

function partner(id: string, lines: string[], bundleDiscount?: number, multiplier = 1): CatalogPartner {
  return {
    ...toPartnerProfile({
      id,
      name: `${id} (fictional)`,
      lines,
      provinces: ["ON"],
      appetite: { min_years_licensed: 0, max_accidents: 2, max_tickets: 3, accepts_high_risk: false },
      pricePosture: {
        multiplier,
        new_driver_multiplier: 1,
        high_risk_multiplier: 1,
        ...(bundleDiscount === undefined ? {} : { bundle_discount: bundleDiscount }),
      },
      features: Object.fromEntries(lines.map((line) => [line, [`A ${line} feature`, "24/7 claims"]])),
    }),
    kind: "rating_table",
  };
}

const BUNDLER = partner("bundler", ["car", "home"], 0.1);
const BOTH_NO_DISCOUNT = partner("both", ["car", "home"]);
const CAR_ONLY = partner("caronly", ["car"], undefined, 0.9);
const HOME_ONLY = partner("homeonly", ["home"], undefined, 0.95);
const CATALOGUE = [BUNDLER, BOTH_NO_DISCOUNT, CAR_ONLY, HOME_ONLY];

function pricedBundle(request: QuoteRequest, partners: CatalogPartner[] = CATALOGUE) {
  const plan = planPricing(
    { category: "car", province: "ON", car: request, home: null, driverAge: 40 },
    partners,
    TABLES,
  );
  if (plan.kind !== "priced") throw new Error("expected a priced plan");
  const quotes = withBundleOffers(plan.summary, plan.quotes, partners);
  return { plan, quotes, summary: withHouseholdSplits(plan.summary, quotes) };
}

describe("home and car together", () => {
  it("prices a car alone exactly as before: no bundle part, the car's prices", () => {
    const plan = planPricing(
      { category: "car", province: "ON", car: CAR, home: null, driverAge: 40 },
      CATALOGUE,
      TABLES,
    );
    if (plan.kind !== "priced") throw new Error("expected a priced plan");
    expect(plan.summary.bundle).toBeUndefined();
    expect(withBundleOffers(plan.summary, plan.quotes, CATALOGUE)).toEqual(plan.quotes);
  });

  it("estimates the home at the quote's address", () => {
    expect(homeOfCarRequest(WITH_HOME)).toEqual({ province: "ON", postal_fsa: "M5V", city: "Toronto", home_age: 30 });
    const { summary } = pricedBundle(WITH_HOME);
    const home = estimateHomePremium(homeOfCarRequest(WITH_HOME)!, HOME_TABLE);
    expect(summary.bundle?.home).toMatchObject({ homeAge: 30, annual: home.annual, range: home.range });
  });

  it("takes a bundling partner's discount off both policies and says what it saves", () => {
    const car = pricedBundle(CAR).plan;
    if (car.kind !== "priced") throw new Error("expected a priced plan");
    const carAlone = car.quotes.find((quote) => quote.partner_id === "bundler")!.annual_premium;
    const homeAlone = estimateHomePremium(homeOfCarRequest(WITH_HOME)!, HOME_TABLE).annual;
    const { quotes, summary } = pricedBundle(WITH_HOME);
    const bundler = quotes.find((quote) => quote.partner_id === "bundler")!;
    expect(bundler.bundle).toEqual({
      kind: "bundle",
      car: Math.round(carAlone * 0.9),
      home: Math.round(homeAlone * 0.9),
      homePartner: { id: "bundler", name: "bundler (fictional)" },
      discount: 0.1,
      annual: Math.round(carAlone * 0.9) + Math.round(homeAlone * 0.9),
      separately: carAlone + homeAlone,
      saving: carAlone + homeAlone - (Math.round(carAlone * 0.9) + Math.round(homeAlone * 0.9)),
    });
    expect(bundler.annual_premium).toBe(bundler.bundle?.annual);
    expect(bundler.monthly_premium).toBe(Math.round(bundler.annual_premium / 12));
    expect(bundler.factors.find((factor) => factor.key === "bundle")?.multiplier).toBe(0.9);
    expect(summary.bundle?.offers.bundler).toEqual(bundler.bundle);
    // What its home product includes is offered too, each feature once.
    expect(bundler.features).toEqual(["A car feature", "24/7 claims", "A home feature"]);
  });

  it("prices a partner that writes both without a bundle discount separately, saving nothing", () => {
    const both = pricedBundle(WITH_HOME).quotes.find((quote) => quote.partner_id === "both")!;
    expect(both.bundle).toMatchObject({ kind: "separate", discount: 0, saving: 0 });
    expect(both.bundle!.annual).toBe(both.bundle!.car + both.bundle!.home!);
    expect(both.factors.some((factor) => factor.key === "bundle")).toBe(false);
  });

  it("adds the cheapest separate home to a partner that writes only the car, and names who writes it", () => {
    const { quotes } = pricedBundle(WITH_HOME);
    const carOnly = quotes.find((quote) => quote.partner_id === "caronly")!;
    const homes = [BUNDLER, BOTH_NO_DISCOUNT, HOME_ONLY].map((writer) =>
      Math.round(estimateHomePremium(homeOfCarRequest(WITH_HOME)!, HOME_TABLE).annual * writer.pricePosture.multiplier),
    );
    expect(carOnly.bundle).toMatchObject({
      kind: "car_only",
      home: Math.min(...homes),
      homePartner: { id: "homeonly" },
      saving: 0,
    });
    expect(carOnly.annual_premium).toBe(carOnly.bundle!.car + carOnly.bundle!.home!);
    expect(carOnly.features).toEqual(["A car feature", "24/7 claims"]);
    // A partner that writes only the home quotes no car: it is not an offer of its own.
    expect(quotes.some((quote) => quote.partner_id === "homeonly")).toBe(false);
  });

  it("says the car is alone when no partner writes home in the province", () => {
    const { quotes } = pricedBundle(WITH_HOME, [CAR_ONLY]);
    expect(quotes[0]?.bundle).toMatchObject({ kind: "car_only", home: null, homePartner: null });
    expect(quotes[0]?.annual_premium).toBe(quotes[0]?.bundle?.car);
  });

  it("orders the offers by what both lines cost", () => {
    const { quotes } = pricedBundle(WITH_HOME);
    const totals = quotes.map((quote) => quote.annual_premium);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
  });

  it("never makes both lines dearer together than apart, whatever the prices and discount", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20000 }),
        fc.integer({ min: 1, max: 10000 }),
        fc.integer({ min: 0, max: 30 }),
        (car, homeAnnual, percent) => {
          const writer = partner("writer", ["car", "home"], percent / 100);
          const home = {
            annual: homeAnnual,
            range: { low: homeAnnual, high: homeAnnual },
            liabilityLimit: 1,
            deductible: 1,
          };
          const offer = bundleOffers([{ partner_id: "writer", annual_premium: car }], [writer], "ON", home).writer!;
          expect(offer.annual).toBeLessThanOrEqual(offer.separately);
          expect(offer.saving).toBe(offer.separately - offer.annual);
          expect(offer.saving).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it("reads a stored posture without a bundle discount as none, and refuses one beyond 30%", () => {
    expect(BOTH_NO_DISCOUNT.pricePosture.bundleDiscount).toBe(0);
    expect(() => partner("greedy", ["car", "home"], 0.45)).toThrow(/malformed/);
  });
});
