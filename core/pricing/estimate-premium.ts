import type { MessageKey } from "../i18n/messages-en";
import { isRuralFsa } from "../shared/postal-codes";
import type { QuoteRequest } from "../shared/quote-request";
import { coverageChoicesOf, type OntarioCoverageChoice } from "../shared/quote-request-fields";
import { bandMultiplier, type RateTable } from "./rate-table";
import "../i18n/messages/quote-results";

export type FactorScope = "whole" | "liability" | "physical_damage" | "comprehensive";

/**
 * Whom a factor is about in a household (issue 25): a listed driver or a vehicle, by its place in
 * the request's list (0-based), with what names it to the visitor. A factor of the whole request
 * (coverage, territory) has none.
 */
export type FactorSubject =
  { kind: "driver"; index: number; age: number } | { kind: "vehicle"; index: number; name: string };

/** One rating factor: what it multiplies, by how much, and why (a catalogue message with values). */
export interface PricingFactor {
  key: string;
  scope: FactorScope;
  multiplier: number;
  reason: { key: MessageKey; params: Record<string, string | number> };
  subject?: FactorSubject;
}

export interface PremiumEstimate {
  /** Estimated annual premium of what partners can quote here, in whole dollars. */
  annual: number;
  /** The full premium's parts before the comparable share, in dollars (rounded). */
  parts: { liability: number; collision: number; comprehensive: number };
  factors: PricingFactor[];
  /** In BC, MB and SK only the optional layer above the public Basic plan is compared. */
  optionalLayerOnly: boolean;
  /**
   * Most accident benefits are optional in the province under this table (Ontario from 1 July 2026);
   * the estimate still includes them.
   */
  optionalAccidentBenefits: boolean;
  collision: boolean;
  comprehensive: boolean;
  highRisk: boolean;
  /** An honest range around the estimate; wider when we know less (no postal area or city). */
  range: { low: number; high: number };
  rateTableVersion: string;
  /** A household's vehicles, each priced with its principal driver (absent for one driver and one vehicle). */
  vehicles?: VehicleEstimate[];
  /**
   * Ontario's coverage choices the request made and what each took off the estimate (negative whole
   * dollars); an empty list is the standard package. Absent outside Ontario and with a table that
   * does not price the choices (decision 0060).
   */
  choices?: CoverageChoiceEffect[];
}

/** One Ontario coverage choice (a benefit declined, or DCPD opted out of) and its effect on the annual estimate. */
export interface CoverageChoiceEffect {
  key: OntarioCoverageChoice;
  /** Dollars a year, negative: what leaving it out takes off. */
  change: number;
}

/** One vehicle of a household: who drives it, what it costs, and why. */
export interface VehicleEstimate {
  /** Its place in the request's list of vehicles (0-based). */
  index: number;
  /** "2021 Toyota RAV4", as the results name it. */
  name: string;
  principalDriver: number;
  /** The occasional drivers rated on this vehicle (their places in the list of drivers). */
  occasionalDrivers: number[];
  annual: number;
  range: { low: number; high: number };
  factors: PricingFactor[];
}

export interface PricingContext {
  currentYear: number;
}

const BASE_RANGE = 0.12;
const RANGE_WITHOUT_FSA = 0.05;
const RANGE_WITHOUT_CITY = 0.03;

export function factor(
  key: string,
  scope: FactorScope,
  multiplier: number,
  reasonKey: MessageKey,
  params: Record<string, string | number> = {},
): PricingFactor {
  return { key, scope, multiplier, reason: { key: reasonKey, params } };
}

function product(factors: PricingFactor[], scope: FactorScope): number {
  return factors.filter((item) => item.scope === scope).reduce((total, item) => total * item.multiplier, 1);
}

function isHighTheftModel(request: QuoteRequest, table: RateTable): boolean {
  const name = `${request.vehicle.make} ${request.vehicle.model}`.toLowerCase();
  return table.highTheft.models.some((model) => name.includes(model));
}

/** The factors of a driver's record: experience, at-fault accidents and tickets. */
export function driverRecordFactors(driver: QuoteRequest["driver"], table: RateTable): PricingFactor[] {
  const lastTicketBand = table.tickets.bands.at(-1);
  const extraTickets = lastTicketBand ? Math.max(0, driver.tickets_last_3y - lastTicketBand.min) : 0;
  return [
    factor(
      "years_licensed",
      "whole",
      bandMultiplier(table.yearsLicensed, driver.years_licensed),
      "pricing.factor.yearsLicensed",
      { years: driver.years_licensed },
    ),
    factor(
      "accidents",
      "whole",
      bandMultiplier(table.accidents, driver.accidents_last_6y),
      "pricing.factor.accidents",
      {
        count: driver.accidents_last_6y,
      },
    ),
    factor(
      "tickets",
      "whole",
      bandMultiplier(table.tickets.bands, driver.tickets_last_3y) + extraTickets * table.tickets.eachAfterLast,
      "pricing.factor.tickets",
      { count: driver.tickets_last_3y },
    ),
  ];
}

/** The keys of the factors that come from the driver's record rather than the vehicle or the coverage. */
export const DRIVER_FACTOR_KEYS: ReadonlySet<string> = new Set(["years_licensed", "accidents", "tickets"]);

/** The rating factors that apply to a request (each one explains itself). */
export function ratingFactors(request: QuoteRequest, table: RateTable, context: PricingContext): PricingFactor[] {
  const { coverage, vehicle, region } = request;
  const factors: PricingFactor[] = driverRecordFactors(request.driver, table);
  const city = request.location?.city?.trim().toLowerCase();
  const cityMultiplier = region.province === "ON" && city ? table.ontarioCities[city] : undefined;
  if (cityMultiplier !== undefined) {
    factors.push(
      factor("territory", "whole", cityMultiplier, "pricing.factor.city", { city: request.location?.city ?? "" }),
    );
  } else if (region.postal_fsa && isRuralFsa(region.postal_fsa)) {
    factors.push(
      factor("territory", "whole", table.ruralFsaMultiplier, "pricing.factor.rural", { fsa: region.postal_fsa }),
    );
  }
  factors.push(
    factor("liability", "liability", table.liability[coverage.liability_limit] ?? 1, "pricing.factor.liability", {
      limit: coverage.liability_limit.toLocaleString("en-CA"),
    }),
    factor("deductible", "physical_damage", table.deductible[coverage.deductible] ?? 1, "pricing.factor.deductible", {
      deductible: coverage.deductible.toLocaleString("en-CA"),
    }),
  );
  const age = Math.max(0, context.currentYear - vehicle.year);
  factors.push(
    factor("vehicle_age", "physical_damage", bandMultiplier(table.vehicleAge, age), "pricing.factor.vehicleAge", {
      age,
    }),
  );
  if (table.highTheft.provinces.includes(region.province) && isHighTheftModel(request, table)) {
    factors.push(
      factor("high_theft", "comprehensive", table.highTheft.comprehensiveMultiplier, "pricing.factor.highTheft", {
        model: `${vehicle.make} ${vehicle.model}`,
      }),
    );
  }
  return factors;
}

/**
 * Estimates the annual premium for a request from a rate table: the province's reference premium
 * split into liability, collision and comprehensive parts, each multiplied by the factors that
 * apply to it. Pure: the same request and table always give the same estimate.
 */
export function estimatePremium(
  request: QuoteRequest,
  table: RateTable,
  context: PricingContext,
  /** Factors beyond the request's own (a household vehicle's use, an occasional driver), already explained. */
  extraFactors: readonly PricingFactor[] = [],
): PremiumEstimate {
  const province = table.provinces[request.region.province];
  const factors = [...ratingFactors(request, table, context), ...extraFactors];
  const shares = table.physicalDamageShares;
  const collision = request.coverage.collision || province.physicalDamageMandatory;
  const comprehensive = request.coverage.comprehensive || province.physicalDamageMandatory;
  const whole = product(factors, "whole");
  const physical = product(factors, "physical_damage");
  const liability =
    province.base * (1 - shares.collision - shares.comprehensive) * whole * product(factors, "liability");
  const collisionPart = collision ? province.base * shares.collision * whole * physical : 0;
  const comprehensivePart = comprehensive
    ? province.base * shares.comprehensive * whole * physical * product(factors, "comprehensive")
    : 0;
  const choices = ontarioChoiceChanges(request, table, whole, collision);
  const taken = choices?.reduce((total, choice) => total + choice.change, 0) ?? 0;
  const annual = Math.round((liability + taken + collisionPart + comprehensivePart) * province.comparableShare);
  const width =
    BASE_RANGE +
    (request.region.postal_fsa ? 0 : RANGE_WITHOUT_FSA) +
    (request.location?.city ? 0 : RANGE_WITHOUT_CITY);
  return {
    annual,
    parts: {
      // Accident benefits and direct compensation are part of what is not collision or comprehensive.
      liability: Math.round(liability + taken),
      collision: Math.round(collisionPart),
      comprehensive: Math.round(comprehensivePart),
    },
    factors,
    optionalLayerOnly: province.system === "public_basic",
    optionalAccidentBenefits: province.optionalAccidentBenefitsSince !== undefined,
    collision,
    comprehensive,
    highRisk: request.driver.accidents_last_6y >= table.highRiskAccidents,
    range: { low: Math.round(annual * (1 - width)), high: Math.round(annual * (1 + width)) },
    rateTableVersion: table.version,
    ...(choices ? { choices: choices.map((choice) => ({ key: choice.key, change: Math.round(choice.change) })) } : {}),
  };
}

/**
 * What each of an Ontario request's coverage choices takes off, in dollars (not rounded): the
 * choice's share of the reference premium times the factors of the whole premium (the driver's
 * record, the territory, a household's use and occasional drivers). The DCPD opt-out saves only part
 * of its share while collision is kept. Null outside Ontario or with a table without the choices.
 */
function ontarioChoiceChanges(
  request: QuoteRequest,
  table: RateTable,
  whole: number,
  collision: boolean,
): { key: OntarioCoverageChoice; change: number }[] | null {
  const rating = table.ontarioChoices;
  if (!rating || request.region.province !== "ON") return null;
  const base = table.provinces.ON.base;
  return coverageChoicesOf(request.coverage).map((key) => {
    const share: number =
      key === "dcpd" ? rating.dcpdShare * (collision ? rating.dcpdSavedWithCollision : 1) : rating.benefitShares[key];
    return { key, change: -base * share * whole };
  });
}

/** Whole-dollar monthly premium, rounded the same way everywhere. */
export function monthlyPremium(annual: number): number {
  return Math.round(annual / 12);
}
