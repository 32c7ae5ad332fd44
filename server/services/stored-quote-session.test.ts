import { describe, expect, it } from "vitest";
import { appetite } from "../../tests/fixtures/partner-profiles";
import { planPricing, type CatalogPartner, type PricingPlan } from "../../core/pricing/price-quote-form";
import type { HomeRequest } from "../../core/shared/quote-form";
import type { QuoteRequest } from "../../core/shared/quote-request";
import { asPriced, pricingTables } from "./quote-session-common";
import {
  storedCarRequestSchema,
  storedHomeRequestSchema,
  storedPricingSchema,
  storedQuoteJsonSchema,
} from "./stored-quote-session";

const PARTNER: CatalogPartner = {
  id: "partner",
  name: "A Partner",
  kind: "rating_table",
  lines: ["car", "home"],
  provinces: ["ON", "MB"],
  appetite: appetite({ maxAccidents: 5, maxTickets: 5, acceptsHighRisk: true }),
  pricePosture: { multiplier: 1, newDriverMultiplier: 1, highRiskMultiplier: 1 },
  features: { car: ["A car feature"], home: ["A home feature"] },
};

const CAR: QuoteRequest = {
  region: { country: "CA", province: "MB", postal_fsa: "R3C" },
  location: { city: "Winnipeg" },
  vehicle: { year: 2021, make: "Mazda", model: "CX-5", trim: "GS" },
  driver: { years_licensed: 2, tickets_last_3y: 1, accidents_last_6y: 1 },
  coverage: { liability_limit: 2_000_000, collision: false, comprehensive: false, deductible: 1000 },
};

const HOME: HomeRequest = { province: "ON", postal_fsa: "M5V", city: "Toronto", home_age: 30 };

const TABLES = pricingTables(new Date("2026-03-02T12:00:00Z"));

/** What a value is once it has been through a jsonb column. */
function stored(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

function priced(plan: PricingPlan) {
  if (plan.kind !== "priced") throw new Error("expected a priced plan");
  return plan;
}

describe("the stored shapes read back what the pricing engine stores", () => {
  it("a car session: its request, its summary and its quotes", () => {
    const plan = priced(
      planPricing({ category: "car", province: "MB", car: CAR, home: null, driverAge: 30 }, [PARTNER], TABLES),
    );
    const request = asPriced(CAR, plan);
    expect(storedCarRequestSchema.parse(stored(request))).toEqual(request);
    expect(storedPricingSchema.parse(stored(plan.summary))).toEqual(plan.summary);
    expect(plan.quotes.length).toBeGreaterThan(0);
    for (const quote of plan.quotes) {
      const json = { features: quote.features, factors: quote.factors, range: quote.range };
      expect(storedQuoteJsonSchema.parse(stored(json))).toEqual(json);
    }
  });

  it("a car request without the optional trim, city or postal area", () => {
    const { location: _location, ...bare } = CAR;
    const request = {
      ...bare,
      region: { country: "CA", province: "MB" },
      vehicle: { ...CAR.vehicle, trim: undefined },
    };
    expect(storedCarRequestSchema.safeParse(stored(request)).success).toBe(true);
  });

  it("a home session: its request and its summary", () => {
    const plan = priced(
      planPricing({ category: "home", province: "ON", car: null, home: HOME, driverAge: null }, [PARTNER], TABLES),
    );
    expect(storedHomeRequestSchema.parse(stored(HOME))).toEqual(HOME);
    expect(storedPricingSchema.parse(stored(plan.summary))).toEqual(plan.summary);
  });

  it("a referral's quote: its features, no factors and no range", () => {
    const json = { features: ["A feature"], factors: [], range: null };
    expect(storedQuoteJsonSchema.parse(json)).toEqual(json);
  });
});

describe("the stored shapes refuse what the pages could not show", () => {
  it("a request emptied by the retention job, or of the other line", () => {
    expect(storedCarRequestSchema.safeParse({}).success).toBe(false);
    expect(storedHomeRequestSchema.safeParse({}).success).toBe(false);
    expect(storedCarRequestSchema.safeParse(HOME).success).toBe(false);
    expect(storedHomeRequestSchema.safeParse(CAR).success).toBe(false);
  });

  it("a summary or a factor with a part missing or of the wrong type", () => {
    const plan = priced(
      planPricing({ category: "home", province: "ON", car: null, home: HOME, driverAge: null }, [PARTNER], TABLES),
    );
    const { highRisk: _highRisk, ...withoutHighRisk } = plan.summary;
    expect(storedPricingSchema.safeParse(withoutHighRisk).success).toBe(false);
    expect(storedPricingSchema.safeParse({ ...plan.summary, annual: "1200" }).success).toBe(false);
    const [factor] = plan.summary.factors;
    expect(factor).toBeDefined();
    const quote = (factors: unknown[]) => ({ features: [], factors, range: null });
    expect(storedQuoteJsonSchema.safeParse(quote([{ ...factor, reason: undefined }])).success).toBe(false);
    expect(storedQuoteJsonSchema.safeParse(quote([{ ...factor, scope: "everything" }])).success).toBe(false);
    expect(storedQuoteJsonSchema.safeParse({ features: "A feature", factors: [], range: null }).success).toBe(false);
  });
});
