import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { QuoteRequest } from "../shared/quote-request";
import { ONTARIO_OPTIONAL_BENEFITS } from "../shared/quote-request-fields";
import { estimateHousehold } from "./estimate-household";
import { estimatePremium } from "./estimate-premium";
import { choiceEffects, estimateCar } from "./ontario-choices";
import { planPricing } from "./price-quote-form";
import { CURRENT_CAR_RATE_TABLE } from "./rate-table-registry";
import { ESTIMATES_2026_V1 } from "./rate-tables/estimates-2026-v1";
import { ESTIMATES_2026_V2 as TABLE } from "./rate-tables/estimates-2026-v2";
import { HOME_ESTIMATES_2025_V1 } from "./rate-tables/home-estimates-2025-v1";

// Ontario's optional accident benefits and the DCPD opt-out priced (issue 25, section 3; decision 0060).

const CONTEXT = { currentYear: 2026 };
const RATING = TABLE.ontarioChoices!;
const BASE = TABLE.provinces.ON.base;

function request(coverage: Partial<QuoteRequest["coverage"]> = {}, city = "Toronto"): QuoteRequest {
  return {
    region: { country: "CA", province: "ON", postal_fsa: "M5V" },
    location: { city },
    vehicle: { year: 2021, make: "Toyota", model: "Corolla" },
    driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { liability_limit: 1_000_000, collision: true, comprehensive: true, deductible: 500, ...coverage },
  };
}

const annual = (item: QuoteRequest, table = TABLE) => estimatePremium(item, table, CONTEXT).annual;

describe("Ontario's coverage choices in the estimate", () => {
  it("prices the standard package exactly as before: nothing given, an empty list or DCPD kept", () => {
    const before = annual(request(), ESTIMATES_2026_V1);
    expect(annual(request())).toBe(before);
    expect(annual(request({ declined_benefits: [], dcpd_opt_out: false }))).toBe(before);
    expect(estimatePremium(request(), TABLE, CONTEXT).choices).toEqual([]);
  });

  it.each(ONTARIO_OPTIONAL_BENEFITS)("takes off the share of %s, times the territory and driver factors", (benefit) => {
    const standard = estimatePremium(request(), TABLE, CONTEXT);
    const declined = estimatePremium(request({ declined_benefits: [benefit] }), TABLE, CONTEXT);
    // Toronto (1.36) and 12 years licensed (1.0) are the factors of the whole premium here.
    const expected = BASE * RATING.benefitShares[benefit] * 1.36;
    expect(declined.choices).toEqual([{ key: benefit, change: Math.round(-expected) }]);
    expect(standard.annual - declined.annual).toBeCloseTo(expected, -0.5);
    expect(declined.annual).toBeLessThan(standard.annual);
    // What is taken off belongs to the part that is not collision or comprehensive.
    expect(declined.parts.collision).toBe(standard.parts.collision);
    expect(declined.parts.liability + declined.parts.collision + declined.parts.comprehensive).toBeCloseTo(
      declined.annual,
      -0.5,
    );
  });

  it("makes income replacement the dearest optional benefit: about $130 a year in Toronto", () => {
    const effects = choiceEffects(request(), TABLE, CONTEXT)!;
    expect(effects.income_replacement).toBe(-130);
    for (const benefit of ONTARIO_OPTIONAL_BENEFITS) {
      expect(effects[benefit]).toBeGreaterThanOrEqual(effects.income_replacement);
    }
  });

  it("saves all of DCPD's share without collision, and only part of it while collision is kept", () => {
    const withCollision = choiceEffects(request(), TABLE, CONTEXT)!.dcpd;
    const withoutCollision = choiceEffects(request({ collision: false }), TABLE, CONTEXT)!.dcpd;
    expect(withoutCollision).toBe(Math.round(-BASE * RATING.dcpdShare * 1.36));
    expect(withCollision).toBe(Math.round(-BASE * RATING.dcpdShare * RATING.dcpdSavedWithCollision * 1.36));
    expect(withoutCollision).toBeLessThan(withCollision);
  });

  it("adds the choices' effects up: each is a share of the same premium", () => {
    const effects = choiceEffects(request(), TABLE, CONTEXT)!;
    const chosen = ["income_replacement", "caregiver"] as const;
    const all = estimatePremium(request({ declined_benefits: [...chosen], dcpd_opt_out: true }), TABLE, CONTEXT);
    expect(all.choices?.map((choice) => choice.key)).toEqual([...chosen, "dcpd"]);
    const sum = effects.income_replacement + effects.caregiver + effects.dcpd;
    expect(Math.abs(annual(request()) + sum - all.annual)).toBeLessThanOrEqual(2);
  });

  it("never raises the estimate, and leaving more out never costs more (any Ontario driver)", () => {
    fc.assert(
      fc.property(
        fc.subarray([...ONTARIO_OPTIONAL_BENEFITS]),
        fc.constantFrom(...ONTARIO_OPTIONAL_BENEFITS),
        fc.boolean(),
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 0, max: 4 }),
        (declined, another, optOut, years, accidents) => {
          const driver = { years_licensed: years, tickets_last_3y: 0, accidents_last_6y: accidents };
          const base = { ...request({ declined_benefits: declined, dcpd_opt_out: optOut }), driver };
          const more = [...new Set([...declined, another])];
          const standard = annual({ ...request(), driver });
          expect(annual(base)).toBeLessThanOrEqual(standard);
          expect(annual({ ...base, coverage: { ...base.coverage, declined_benefits: more } })).toBeLessThanOrEqual(
            annual(base),
          );
        },
      ),
    );
  });

  it("leaves a table made before the choices (2026 v1) at the standard package", () => {
    const declined = request({ declined_benefits: ["income_replacement"], dcpd_opt_out: true });
    expect(annual(declined, ESTIMATES_2026_V1)).toBe(annual(request(), ESTIMATES_2026_V1));
    expect(estimatePremium(declined, ESTIMATES_2026_V1, CONTEXT).choices).toBeUndefined();
    expect(choiceEffects(request(), ESTIMATES_2026_V1, CONTEXT)).toBeNull();
  });

  it("is what new sessions are priced with, and the summary carries the choices", () => {
    expect(CURRENT_CAR_RATE_TABLE).toBe(TABLE);
    const plan = planPricing(
      {
        category: "car",
        province: "ON",
        car: request({ declined_benefits: ["non_earner"] }),
        home: null,
        driverAge: 40,
      },
      [],
      { car: TABLE, home: HOME_ESTIMATES_2025_V1, currentYear: 2026 },
    );
    expect(plan.kind === "priced" && plan.summary.choices).toEqual([
      { key: "non_earner", change: choiceEffects(request(), TABLE, CONTEXT)!.non_earner },
    ]);
  });
});

describe("a household's Ontario choices", () => {
  const household = (coverage: Partial<QuoteRequest["coverage"]> = {}) => {
    const single = request(coverage);
    return {
      ...single,
      drivers: [
        { age: 47, years_licensed: 29, tickets_last_3y: 0, accidents_last_6y: 0 },
        { age: 19, years_licensed: 3, tickets_last_3y: 1, accidents_last_6y: 0 },
      ],
      vehicles: [
        { year: 2021, make: "Toyota", model: "Corolla", principal_driver: 0 },
        { year: 2016, make: "Mazda", model: "3", principal_driver: 1 },
      ],
    };
  };

  it("takes each choice off every vehicle's premium and says the sum once", () => {
    const standard = estimateHousehold(household(), TABLE, CONTEXT);
    const declined = estimateHousehold(household({ declined_benefits: ["income_replacement"] }), TABLE, CONTEXT);
    expect(declined.vehicles[0]!.annual).toBeLessThan(standard.vehicles[0]!.annual);
    expect(declined.vehicles[1]!.annual).toBeLessThan(standard.vehicles[1]!.annual);
    const change = declined.choices![0]!.change;
    expect(Math.abs(standard.annual + change - declined.annual)).toBeLessThanOrEqual(2);
    // The young driver's vehicle costs more, so its income replacement does too.
    expect(change).toBeLessThan(choiceEffects(request(), TABLE, CONTEXT)!.income_replacement * 2);
    expect(estimateCar(household(), TABLE, CONTEXT).annual).toBe(standard.annual);
  });
});

describe("public-plan provinces and Quebec keep decision 0013, per vehicle, with the current table", () => {
  const elsewhere = (province: "BC" | "MB" | "SK" | "QC") => {
    const single: QuoteRequest = {
      ...request(),
      region: { country: "CA", province },
      location: { city: "Somewhere" },
    };
    const vehicles = [
      { year: 2021, make: "Toyota", model: "Corolla", principal_driver: 0 },
      { year: 2016, make: "Mazda", model: "3", principal_driver: 1 },
    ];
    const drivers = [
      { age: 47, years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
      { age: 45, years_licensed: 20, tickets_last_3y: 0, accidents_last_6y: 0 },
    ];
    return { single, household: { ...single, drivers, vehicles } };
  };

  it.each(["BC", "MB", "SK", "QC"] as const)(
    "%s: each vehicle's comparable share only, the same as 2026 v1, and no Ontario choices",
    (province) => {
      const { household } = elsewhere(province);
      const estimate = estimateHousehold(household, TABLE, CONTEXT);
      expect(estimate.optionalLayerOnly).toBe(province !== "QC");
      expect(estimate.choices).toBeUndefined();
      expect(estimate.annual).toBe(estimateHousehold(household, ESTIMATES_2026_V1, CONTEXT).annual);
      const share = TABLE.provinces[province].comparableShare;
      for (const vehicle of estimate.vehicles) {
        const { drivers: _drivers, vehicles: _vehicles, ...rest } = household;
        const driver = household.drivers[vehicle.principalDriver]!;
        const alone = estimatePremium(
          {
            ...rest,
            vehicle: household.vehicles[vehicle.index]!,
            driver: {
              years_licensed: driver.years_licensed,
              tickets_last_3y: driver.tickets_last_3y,
              accidents_last_6y: driver.accidents_last_6y,
            },
          } as QuoteRequest,
          TABLE,
          CONTEXT,
        );
        expect(vehicle.annual).toBe(alone.annual);
        // The estimate is the comparable share of the full premium's parts (all of it in Quebec's private part).
        const full = alone.parts.liability + alone.parts.collision + alone.parts.comprehensive;
        expect(Math.abs(alone.annual - full * share)).toBeLessThanOrEqual(1.5);
      }
    },
  );
});
