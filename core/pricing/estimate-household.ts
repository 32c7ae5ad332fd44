import type { QuoteRequest } from "../shared/quote-request";
import {
  DRIVER_FACTOR_KEYS,
  driverRecordFactors,
  estimatePremium,
  factor,
  type FactorSubject,
  type PremiumEstimate,
  type PricingContext,
  type PricingFactor,
  type VehicleEstimate,
} from "./estimate-premium";
import type { RateTable } from "./rate-table";
import "../i18n/messages/quote-results";

type HouseholdDriver = NonNullable<QuoteRequest["drivers"]>[number];
type HouseholdVehicle = NonNullable<QuoteRequest["vehicles"]>[number];

/** The factors a vehicle's principal driver, or the vehicle itself, accounts for. */
const VEHICLE_FACTOR_KEYS: ReadonlySet<string> = new Set(["vehicle_age", "high_theft"]);

/** "2021 Toyota RAV4 LE": how a household's vehicle is named wherever a price is explained. */
export function vehicleName(vehicle: Pick<HouseholdVehicle, "year" | "make" | "model" | "trim">): string {
  return [vehicle.year, vehicle.make, vehicle.model, vehicle.trim].filter(Boolean).join(" ");
}

/**
 * A household's lists, whether the request gave them or only its single driver and vehicle (then a
 * household of one of each, whose driver's age the form asked apart).
 */
export function householdOf(
  request: QuoteRequest,
  singleDriverAge: number | null,
): { drivers: HouseholdDriver[]; vehicles: HouseholdVehicle[] } {
  return {
    drivers: request.drivers ?? [{ age: singleDriverAge ?? 0, ...request.driver }],
    vehicles: request.vehicles ?? [{ ...request.vehicle, principal_driver: 0 }],
  };
}

/** Whether a request describes a household (its lists) rather than one driver and one vehicle. */
export function isHouseholdRequest(
  request: QuoteRequest,
): request is QuoteRequest & { drivers: HouseholdDriver[]; vehicles: HouseholdVehicle[] } {
  return request.drivers !== undefined && request.vehicles !== undefined;
}

/** How much a driver's record costs: the product of its experience, accident and ticket factors. */
function recordMultiplier(driver: HouseholdDriver, table: RateTable): number {
  return driverRecordFactors(driver, table).reduce((total, item) => total * item.multiplier, 1);
}

/** What a vehicle's use and tires do to its price, when the household says. */
function vehicleUseFactors(vehicle: HouseholdVehicle, subject: FactorSubject, table: RateTable): PricingFactor[] {
  const rating = table.household;
  const factors: PricingFactor[] = [];
  if (vehicle.use === "pleasure") {
    factors.push(factor("use", "whole", rating.pleasureUse, "pricing.factor.pleasureUse"));
  } else if (vehicle.use === "commute" && (vehicle.commute_km ?? 0) >= rating.longCommuteKm) {
    factors.push(
      factor("use", "whole", rating.longCommute, "pricing.factor.longCommute", { km: vehicle.commute_km ?? 0 }),
    );
  }
  if (vehicle.winter_tires === true) {
    factors.push(factor("winter_tires", "whole", rating.winterTires, "pricing.factor.winterTires"));
  }
  return factors.map((item) => ({ ...item, subject }));
}

/** The request one vehicle is priced with: that vehicle and its principal driver, the household's coverage and place. */
function vehicleRequest(request: QuoteRequest, vehicle: HouseholdVehicle, driver: HouseholdDriver): QuoteRequest {
  const { drivers: _drivers, vehicles: _vehicles, ...rest } = request;
  return {
    ...rest,
    vehicle: {
      year: vehicle.year,
      make: vehicle.make,
      model: vehicle.model,
      ...(vehicle.trim === undefined ? {} : { trim: vehicle.trim }),
    },
    driver: {
      years_licensed: driver.years_licensed,
      tickets_last_3y: driver.tickets_last_3y,
      accidents_last_6y: driver.accidents_last_6y,
    },
  };
}

/** Names the driver or the vehicle behind each factor of one vehicle's estimate. */
function withSubjects(
  factors: readonly PricingFactor[],
  driver: FactorSubject,
  vehicle: FactorSubject,
): PricingFactor[] {
  return factors.map((item) => {
    if (item.subject) return item;
    if (DRIVER_FACTOR_KEYS.has(item.key)) return { ...item, subject: driver };
    if (VEHICLE_FACTOR_KEYS.has(item.key)) return { ...item, subject: vehicle };
    return item;
  });
}

/** The same factor once: the household's coverage and territory apply to every vehicle alike. */
function distinctFactors(factors: readonly PricingFactor[]): PricingFactor[] {
  const seen = new Set<string>();
  return factors.filter((item) => {
    const id = `${item.key}|${item.subject?.kind ?? ""}|${item.subject?.index ?? ""}|${item.multiplier}`;
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/**
 * Estimates a household (issue 25): each vehicle priced with its principal driver (decision 0013's
 * engine, the public-plan provinces' optional layer included), its use and tires; each listed
 * driver who is principal for no vehicle rated as an occasional driver of the dearest vehicle (where
 * the loading costs most), by a share of what their own record costs above a clean, experienced
 * one, and at least the table's minimum (a young occasional driver is priced as young). The
 * household's premium is the sum of its vehicles'. Pure.
 */
export function estimateHousehold(
  request: QuoteRequest & { drivers: HouseholdDriver[]; vehicles: HouseholdVehicle[] },
  table: RateTable,
  context: PricingContext,
): PremiumEstimate & { vehicles: VehicleEstimate[] } {
  const { drivers, vehicles } = request;
  const subjectOfDriver = (index: number): FactorSubject => ({ kind: "driver", index, age: drivers[index]!.age });
  const priceVehicle = (vehicle: HouseholdVehicle, index: number, extra: PricingFactor[]) => {
    const driver = drivers[vehicle.principal_driver]!;
    const vehicleSubject: FactorSubject = { kind: "vehicle", index, name: vehicleName(vehicle) };
    const estimate = estimatePremium(vehicleRequest(request, vehicle, driver), table, context, [
      ...vehicleUseFactors(vehicle, vehicleSubject, table),
      ...extra,
    ]);
    return {
      ...estimate,
      factors: withSubjects(estimate.factors, subjectOfDriver(vehicle.principal_driver), vehicleSubject),
    };
  };
  const estimates = vehicles.map((vehicle, index) => priceVehicle(vehicle, index, []));
  const occasional = drivers
    .map((_, index) => index)
    .filter((index) => !vehicles.some((v) => v.principal_driver === index));
  const occasionalOn = new Map<number, number[]>();
  if (occasional.length > 0) {
    // The dearest vehicle carries the occasional drivers (the first of equals).
    const target = estimates.reduce(
      (best, estimate, index) => (estimate.annual > estimates[best]!.annual ? index : best),
      0,
    );
    const vehicle = vehicles[target]!;
    const rule = table.household.occasionalDriver;
    const loadings = occasional.map((index) => {
      // Against a clean, experienced record (1), not the principal driver's: a worse record anywhere
      // in the household never makes it cheaper.
      const extra = rule.share * (recordMultiplier(drivers[index]!, table) - 1);
      const multiplier = Math.round(Math.max(rule.minimum, 1 + extra) * 1000) / 1000;
      return {
        ...factor("occasional_driver", "whole", multiplier, "pricing.factor.occasionalDriver", {
          vehicle: vehicleName(vehicle),
          years: drivers[index]!.years_licensed,
        }),
        subject: subjectOfDriver(index),
      };
    });
    estimates[target] = priceVehicle(vehicle, target, loadings);
    occasionalOn.set(target, occasional);
  }
  const first = estimates[0]!;
  const sum = (pick: (estimate: PremiumEstimate) => number) =>
    estimates.reduce((total, estimate) => total + pick(estimate), 0);
  return {
    ...first,
    annual: sum((estimate) => estimate.annual),
    parts: {
      liability: sum((estimate) => estimate.parts.liability),
      collision: sum((estimate) => estimate.parts.collision),
      comprehensive: sum((estimate) => estimate.parts.comprehensive),
    },
    factors: distinctFactors(estimates.flatMap((estimate) => estimate.factors)),
    highRisk: drivers.some((driver) => driver.accidents_last_6y >= table.highRiskAccidents),
    range: { low: sum((estimate) => estimate.range.low), high: sum((estimate) => estimate.range.high) },
    // Ontario's choices are the policy's: each takes off what it takes off every vehicle's premium.
    ...(first.choices
      ? {
          choices: first.choices.map((choice) => ({
            key: choice.key,
            change: sum((estimate) => estimate.choices?.find((item) => item.key === choice.key)?.change ?? 0),
          })),
        }
      : {}),
    vehicles: estimates.map((estimate, index) => ({
      index,
      name: vehicleName(vehicles[index]!),
      principalDriver: vehicles[index]!.principal_driver,
      occasionalDrivers: occasionalOn.get(index) ?? [],
      annual: estimate.annual,
      range: estimate.range,
      factors: estimate.factors,
    })),
  };
}
