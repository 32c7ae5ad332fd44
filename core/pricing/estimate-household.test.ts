import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { partnerProfile } from "../../tests/fixtures/partner-profiles";
import type { QuoteRequest } from "../shared/quote-request";
import { estimateHousehold, isHouseholdRequest, vehicleName } from "./estimate-household";
import { estimatePremium } from "./estimate-premium";
import { carPartnerQuote, partnerEligibility, toPartnerProfile } from "./partners";
import { explainQuote, planPricing, type CatalogPartner } from "./price-quote-form";
import { ESTIMATES_2026_V1 as TABLE } from "./rate-tables/estimates-2026-v1";
import { HOME_ESTIMATES_2025_V1 } from "./rate-tables/home-estimates-2025-v1";

// A household priced per vehicle with its principal driver (issue 25, decision 0057).

const CONTEXT = { currentYear: 2026 };

type Household = QuoteRequest & {
  drivers: NonNullable<QuoteRequest["drivers"]>;
  vehicles: NonNullable<QuoteRequest["vehicles"]>;
};
type Driver = Household["drivers"][number];
type Vehicle = Household["vehicles"][number];

const PARENT: Driver = { age: 47, years_licensed: 29, tickets_last_3y: 0, accidents_last_6y: 0 };
const PARTNER: Driver = { age: 45, years_licensed: 20, tickets_last_3y: 0, accidents_last_6y: 0 };
const TEEN: Driver = { age: 17, years_licensed: 1, tickets_last_3y: 0, accidents_last_6y: 0 };
const CRV: Vehicle = { year: 2022, make: "Honda", model: "CR-V", principal_driver: 0 };
const MAZDA: Vehicle = { year: 2016, make: "Mazda", model: "3", principal_driver: 1 };

function household(
  drivers: Driver[],
  vehicles: Vehicle[],
  province: QuoteRequest["region"]["province"] = "ON",
): Household {
  const first = vehicles[0]!;
  const { age: _age, ...driver } = drivers[first.principal_driver]!;
  return {
    region: { country: "CA", province },
    location: { city: "Toronto" },
    vehicle: { year: first.year, make: first.make, model: first.model },
    driver,
    coverage: { liability_limit: 1_000_000, collision: true, comprehensive: true, deductible: 500 },
    drivers,
    vehicles,
  };
}

/** One vehicle priced alone with its principal driver, as a single request. */
function alone(request: Household, vehicle: Vehicle): number {
  const { age: _age, ...driver } = request.drivers[vehicle.principal_driver]!;
  const { drivers: _drivers, vehicles: _vehicles, ...rest } = request;
  return estimatePremium(
    { ...rest, vehicle: { year: vehicle.year, make: vehicle.make, model: vehicle.model }, driver },
    TABLE,
    CONTEXT,
  ).annual;
}

describe("estimateHousehold", () => {
  it("prices each vehicle with its principal driver and adds them up", () => {
    const request = household([PARENT, PARTNER], [CRV, MAZDA]);
    const estimate = estimateHousehold(request, TABLE, CONTEXT);
    expect(estimate.vehicles.map((vehicle) => vehicle.annual)).toEqual([alone(request, CRV), alone(request, MAZDA)]);
    expect(estimate.annual).toBe(alone(request, CRV) + alone(request, MAZDA));
    expect(estimate.vehicles.map((vehicle) => vehicle.name)).toEqual(["2022 Honda CR-V", "2016 Mazda 3"]);
  });

  it("prices a household of one driver and one vehicle as the single request", () => {
    const request = household([PARENT], [CRV]);
    expect(estimateHousehold(request, TABLE, CONTEXT).annual).toBe(alone(request, CRV));
  });

  it("rates a driver who is principal for no vehicle as an occasional driver of the dearest vehicle", () => {
    const base = household([PARENT, PARTNER], [CRV, MAZDA]);
    const withTeen = household([PARENT, PARTNER, TEEN], [CRV, MAZDA]);
    const estimate = estimateHousehold(withTeen, TABLE, CONTEXT);
    const dearest = alone(base, CRV) >= alone(base, MAZDA) ? 0 : 1;
    expect(estimate.vehicles[dearest]!.occasionalDrivers).toEqual([2]);
    expect(estimate.vehicles[1 - dearest]!.annual).toBe(
      estimateHousehold(base, TABLE, CONTEXT).vehicles[1 - dearest]!.annual,
    );
    const loading = estimate.factors.find((factor) => factor.key === "occasional_driver");
    expect(loading?.subject).toEqual({ kind: "driver", index: 2, age: 17 });
    // A driver licensed one year costs 2.4 against a clean, experienced 1: 35% of the difference.
    expect(loading?.multiplier).toBeCloseTo(1 + 0.35 * (2.4 - 1), 3);
    expect(estimate.annual).toBeGreaterThan(estimateHousehold(base, TABLE, CONTEXT).annual * 1.2);
  });

  it("loads a young occasional driver more than an experienced one, and an experienced one at least the minimum", () => {
    const young = estimateHousehold(household([PARENT, TEEN], [CRV]), TABLE, CONTEXT);
    const experienced = estimateHousehold(household([PARENT, PARTNER], [CRV]), TABLE, CONTEXT);
    const single = estimateHousehold(household([PARENT], [CRV]), TABLE, CONTEXT);
    expect(young.annual).toBeGreaterThan(experienced.annual);
    expect(experienced.annual).toBeGreaterThan(single.annual);
    expect(experienced.factors.find((factor) => factor.key === "occasional_driver")?.multiplier).toBe(
      TABLE.household.occasionalDriver.minimum,
    );
  });

  it("makes pleasure use and winter tires cheaper and a long commute dearer", () => {
    const price = (vehicle: Vehicle) => estimateHousehold(household([PARENT], [vehicle]), TABLE, CONTEXT).annual;
    const plain = price(CRV);
    expect(price({ ...CRV, use: "pleasure" })).toBeLessThan(plain);
    expect(price({ ...CRV, winter_tires: true })).toBeLessThan(plain);
    expect(price({ ...CRV, use: "commute", commute_km: 10 })).toBe(plain);
    expect(price({ ...CRV, use: "commute", commute_km: 40 })).toBeGreaterThan(plain);
  });

  it("names the driver or the vehicle behind each factor that is theirs", () => {
    const estimate = estimateHousehold(household([PARENT, TEEN], [CRV, { ...MAZDA, use: "pleasure" }]), TABLE, CONTEXT);
    const teenLicence = estimate.factors.find(
      (factor) => factor.key === "years_licensed" && factor.subject?.kind === "driver" && factor.subject.index === 1,
    );
    expect(teenLicence?.multiplier).toBe(2.4);
    expect(estimate.factors.find((factor) => factor.key === "use")?.subject).toEqual({
      kind: "vehicle",
      index: 1,
      name: "2016 Mazda 3",
    });
    // The household's coverage and place apply alike to every vehicle: said once, about no one.
    expect(estimate.factors.filter((factor) => factor.key === "territory")).toHaveLength(1);
    expect(estimate.factors.find((factor) => factor.key === "territory")?.subject).toBeUndefined();
  });

  it("is high risk when any listed driver is", () => {
    const risky = { ...TEEN, age: 30, years_licensed: 10, accidents_last_6y: 3 };
    expect(estimateHousehold(household([PARENT, risky], [CRV]), TABLE, CONTEXT).highRisk).toBe(true);
    expect(estimateHousehold(household([PARENT, TEEN], [CRV]), TABLE, CONTEXT).highRisk).toBe(false);
  });

  it.each(["BC", "MB", "SK"] as const)(
    "compares only the optional layer of each vehicle in %s (decision 0013, per vehicle)",
    (province) => {
      const request = household([PARENT, PARTNER], [CRV, MAZDA], province);
      const estimate = estimateHousehold(request, TABLE, CONTEXT);
      expect(estimate.optionalLayerOnly).toBe(true);
      expect(estimate.vehicles.map((vehicle) => vehicle.annual)).toEqual([alone(request, CRV), alone(request, MAZDA)]);
      const full = TABLE.provinces[province].base;
      for (const vehicle of estimate.vehicles) expect(vehicle.annual).toBeLessThan(full);
    },
  );

  it("never lowers the price for another accident or ticket on any driver", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 }),
        fc.integer({ min: 0, max: 5 }),
        fc.constantFrom("accidents_last_6y", "tickets_last_3y"),
        (index, count, field) => {
          const drivers = [PARENT, PARTNER, TEEN];
          const before = estimateHousehold(household(drivers, [CRV, MAZDA]), TABLE, CONTEXT).annual;
          const worse = drivers.map((driver, at) => (at === index ? { ...driver, [field]: count + 1 } : driver));
          const after = estimateHousehold(household(worse, [CRV, MAZDA]), TABLE, CONTEXT).annual;
          expect(after).toBeGreaterThanOrEqual(before);
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("a partner's household quote", () => {
  const request = household([PARENT, PARTNER], [CRV, MAZDA]);
  const estimate = estimateHousehold(request, TABLE, CONTEXT);

  it("takes a partner's multi-vehicle discount off each vehicle, and splits the price by vehicle", () => {
    const plain = carPartnerQuote(partnerProfile({ id: "plain" }), request, estimate);
    const discounting = carPartnerQuote(
      partnerProfile({
        id: "discounting",
        pricePosture: { multiplier: 1, newDriverMultiplier: 1, highRiskMultiplier: 1, multiVehicleDiscount: 0.12 },
      }),
      request,
      estimate,
    );
    expect(plain.annual_premium).toBe(estimate.annual);
    expect(plain.multi_vehicle_discount).toBeUndefined();
    expect(discounting.multi_vehicle_discount).toBe(0.12);
    expect(discounting.vehicle_premiums?.map((vehicle) => vehicle.annual_premium)).toEqual(
      estimate.vehicles.map((vehicle) => Math.round(vehicle.annual * 0.88)),
    );
    expect(discounting.annual_premium).toBe(
      discounting.vehicle_premiums!.reduce((total, vehicle) => total + vehicle.annual_premium, 0),
    );
  });

  it("gives no multi-vehicle discount to one vehicle", () => {
    const one = household([PARENT, PARTNER], [CRV]);
    const quote = carPartnerQuote(
      partnerProfile({
        id: "discounting",
        pricePosture: { multiplier: 1, newDriverMultiplier: 1, highRiskMultiplier: 1, multiVehicleDiscount: 0.12 },
      }),
      one,
      estimateHousehold(one, TABLE, CONTEXT),
    );
    expect(quote.multi_vehicle_discount).toBeUndefined();
  });

  it("applies a partner's new-driver loading to the vehicles a new driver is rated on only", () => {
    const newDriverCar = household([PARENT, { ...PARTNER, years_licensed: 2, age: 20 }], [CRV, MAZDA]);
    const newEstimate = estimateHousehold(newDriverCar, TABLE, CONTEXT);
    const quote = carPartnerQuote(
      partnerProfile({ id: "loads", pricePosture: { multiplier: 1, newDriverMultiplier: 1.2, highRiskMultiplier: 1 } }),
      newDriverCar,
      newEstimate,
    );
    expect(quote.vehicle_premiums?.map((vehicle) => vehicle.annual_premium)).toEqual([
      newEstimate.vehicles[0]!.annual,
      Math.round(newEstimate.vehicles[1]!.annual * 1.2),
    ]);
  });

  it("names the discount in the quote's explanation and splits a partner's single total in proportion", () => {
    const partner = partnerProfile({
      id: "discounting",
      pricePosture: { multiplier: 1, newDriverMultiplier: 1, highRiskMultiplier: 1, multiVehicleDiscount: 0.1 },
    });
    const explained = explainQuote(carPartnerQuote(partner, request, estimate), partner, estimate);
    expect(explained.factors.find((factor) => factor.key === "multi_vehicle")?.multiplier).toBe(0.9);
    expect(explained.factors.find((factor) => factor.key === "partner")?.multiplier).toBeCloseTo(1, 2);
    const { vehicle_premiums: _split, ...total } = carPartnerQuote(partnerProfile({ id: "http" }), request, estimate);
    const split = explainQuote({ ...total, annual_premium: 1001 }, partner, estimate).vehicle_premiums!;
    expect(split.reduce((sum, vehicle) => sum + vehicle.annual_premium, 0)).toBe(1001);
  });

  it("is declined by a partner that would not insure one of the listed drivers", () => {
    const experienced = partnerProfile({
      id: "experienced",
      appetite: { ...partnerProfile({ id: "x" }).appetite, minYearsLicensed: 3 },
    });
    const PROFILE = { age: null, currentYear: 2026 };
    expect(partnerEligibility(experienced, request, false, PROFILE)).toEqual({ eligible: true });
    const withTeen = household([PARENT, PARTNER, TEEN], [CRV, MAZDA]);
    expect(partnerEligibility(experienced, withTeen, false, PROFILE)).toEqual({
      eligible: false,
      reason: "experience",
    });
  });
});

describe("planPricing of a household", () => {
  const seedLike = (id: string, discount: number): CatalogPartner => ({
    ...toPartnerProfile({
      id,
      name: id,
      lines: ["car"],
      provinces: ["ON"],
      appetite: { min_years_licensed: 0, max_accidents: 2, max_tickets: 3, accepts_high_risk: false },
      pricePosture: {
        multiplier: 1,
        new_driver_multiplier: 1,
        high_risk_multiplier: 1,
        multi_vehicle_discount: discount,
      },
      features: { car: ["A feature"] },
    }),
    kind: "rating_table",
  });
  const tables = { car: TABLE, home: HOME_ESTIMATES_2025_V1, currentYear: 2026 };

  it("summarises the household's vehicles and drivers, and splits every quote by vehicle", () => {
    const request = household([PARENT, TEEN], [CRV, MAZDA]);
    expect(isHouseholdRequest(request)).toBe(true);
    const plan = planPricing(
      { category: "car", province: "ON", car: request, home: null, driverAge: 47 },
      [seedLike("plain", 0), seedLike("discounting", 0.12)],
      tables,
    );
    if (plan.kind !== "priced") throw new Error("expected a priced plan");
    expect(plan.summary.household?.vehicles.map((vehicle) => [vehicle.name, vehicle.principalDriver])).toEqual([
      [vehicleName(CRV), 0],
      [vehicleName(MAZDA), 1],
    ]);
    expect(plan.summary.household?.drivers).toEqual([{ age: 47 }, { age: 17 }]);
    expect(plan.quotes.map((quote) => quote.partner_id)).toEqual(["discounting", "plain"]);
    for (const quote of plan.quotes) expect(quote.vehicle_premiums).toHaveLength(2);
  });

  it("says nothing of a household for one driver and one vehicle", () => {
    const { drivers: _drivers, vehicles: _vehicles, ...single } = household([PARENT], [CRV]);
    const plan = planPricing(
      { category: "car", province: "ON", car: single, home: null, driverAge: 47 },
      [seedLike("discounting", 0.12)],
      tables,
    );
    if (plan.kind !== "priced") throw new Error("expected a priced plan");
    expect(plan.summary.household).toBeUndefined();
    expect(plan.quotes[0]?.vehicle_premiums).toBeUndefined();
  });
});
