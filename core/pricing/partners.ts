import { z } from "../shared/zod";
import { CATEGORY_SLUGS, isCategorySlug, type CategorySlug } from "../shared/insurance-categories";
import type { ProvinceCode } from "../shared/provinces";
import type { QuoteRequest } from "../shared/quote-request";
import type { HomeEstimate } from "./estimate-home";
import type { BundleOffer } from "./estimate-bundle";

import { monthlyPremium, type PremiumEstimate, type VehicleEstimate } from "./estimate-premium";

/**
 * Which car drivers and vehicles a partner writes (decision 0013, extended 2026-11-27). A limit that
 * is null does not apply.
 */
export interface Appetite {
  minAge: number | null;
  maxAge: number | null;
  minYearsLicensed: number;
  /** A product for new drivers writes no one licensed longer than this. */
  maxYearsLicensed: number | null;
  maxAccidents: number;
  maxTickets: number;
  /** Takes drivers with three or more at-fault accidents (priced with its high-risk loading). */
  acceptsHighRisk: boolean;
  /**
   * A non-standard writer: only drivers with at least this many at-fault accidents in six years or
   * tickets in three (or a high-risk record); a clean driver belongs in the standard market.
   */
  minRecord: { accidents: number; tickets: number } | null;
  /** The oldest vehicle it insures, in years since its model year. */
  maxVehicleAge: number | null;
}

/** What a partner will quote: who it accepts, and how its prices sit against the market estimate. */
export interface PartnerProfile {
  id: string;
  name: string;
  lines: string[];
  provinces: ProvinceCode[] | string[];
  appetite: Appetite;
  pricePosture: {
    /** Multiplier on the market estimate for a standard driver. */
    multiplier: number;
    /** Extra multiplier for drivers licensed under five years. */
    newDriverMultiplier: number;
    /** Extra multiplier for high-risk drivers. */
    highRiskMultiplier: number;
    /** Off each vehicle's price when a household insures two or more with the partner (absent or 0: none offered). */
    multiVehicleDiscount?: number;
    /** Off both the car and the home policy when they are bought together (absent or 0: no bundle discount). */
    bundleDiscount?: number;
  };
  /** What the partner's product for each line it writes includes (a home product is not a car's). */
  features: PartnerFeatures;
}

/** A partner's features by line, in the catalogue's words (English; translations pair with them). */
export type PartnerFeatures = Partial<Record<CategorySlug, string[]>>;

/** What a partner's product for a line includes; nothing when the catalogue says nothing of it. */
export function featuresFor(partner: Pick<PartnerProfile, "features">, line: CategorySlug): string[] {
  return partner.features[line] ?? [];
}

/** Everything a partner's products include, each feature once, in the catalogue's order of lines. */
export function allFeatures(partner: Pick<PartnerProfile, "features">): string[] {
  return [...new Set(CATEGORY_SLUGS.flatMap((line) => featuresFor(partner, line)))];
}

const featureList = z.array(z.string().min(1));

/**
 * Features as stored: a list for each line. A row written before features were per line holds one
 * list, which meant every line the partner writes.
 */
export const storedFeaturesSchema = z.union([z.partialRecord(z.enum(CATEGORY_SLUGS), featureList), featureList]);

/** A partner's features by line, from what is stored. */
export function readPartnerFeatures(stored: unknown, lines: readonly string[]): PartnerFeatures | null {
  const parsed = storedFeaturesSchema.safeParse(stored);
  if (!parsed.success) return null;
  if (!Array.isArray(parsed.data)) return parsed.data;
  const list = parsed.data;
  return Object.fromEntries(lines.filter(isCategorySlug).map((line) => [line, list]));
}

const optionalLimit = z.number().int().min(0).nullable().default(null);

/**
 * An appetite as stored: the limits added after decision 0013 are optional (null: no limit). A key
 * it does not know (a newer build's, in a rolling deploy) is ignored, not a reason to drop the
 * partner; the seed files are read strictly (db/seed).
 */
export const storedAppetiteSchema = z.object({
  min_age: optionalLimit,
  max_age: optionalLimit,
  min_years_licensed: z.number().int().min(0),
  max_years_licensed: optionalLimit,
  max_accidents: z.number().int().min(0),
  max_tickets: z.number().int().min(0),
  accepts_high_risk: z.boolean(),
  min_record: z
    .object({ accidents: z.number().int().min(1), tickets: z.number().int().min(1) })
    .nullable()
    .default(null),
  max_vehicle_age: optionalLimit,
});

/** The most a multi-vehicle discount may take off: more would be no estimate anyone publishes. */
export const MULTI_VEHICLE_DISCOUNT_MAX = 0.3;

/** The most a home-and-car bundle discount may take off: more is no figure an insurer publishes (decision 0061). */
export const BUNDLE_DISCOUNT_MAX = 0.3;

/** A posture as stored; partners written before households (issue 25) offer no multi-vehicle discount. */
export const storedPostureSchema = z.object({
  multiplier: z.number().positive(),
  new_driver_multiplier: z.number().positive(),
  high_risk_multiplier: z.number().positive(),
  multi_vehicle_discount: z.number().min(0).max(MULTI_VEHICLE_DISCOUNT_MAX).default(0),
  // Home and car together (issue 25); postures stored before it offer no bundle discount.
  bundle_discount: z.number().min(0).max(BUNDLE_DISCOUNT_MAX).default(0),
});

/** A partner as stored (seed files and the partners table keep appetite and posture in snake_case). */
export interface StoredPartner {
  id: string;
  name: string;
  lines: string[];
  provinces: string[];
  appetite: unknown;
  pricePosture: unknown;
  features: unknown;
}

/** Reads a stored partner into a profile; a malformed appetite or posture throws with the partner's id. */
export function toPartnerProfile(stored: StoredPartner): PartnerProfile {
  const appetite = storedAppetiteSchema.safeParse(stored.appetite);
  const posture = storedPostureSchema.safeParse(stored.pricePosture);
  const features = readPartnerFeatures(stored.features, stored.lines);
  if (!appetite.success || !posture.success || !features)
    throw new Error(`partner ${stored.id} has a malformed appetite, posture or features`);
  return {
    id: stored.id,
    name: stored.name,
    lines: stored.lines,
    provinces: stored.provinces,
    appetite: {
      minAge: appetite.data.min_age,
      maxAge: appetite.data.max_age,
      minYearsLicensed: appetite.data.min_years_licensed,
      maxYearsLicensed: appetite.data.max_years_licensed,
      maxAccidents: appetite.data.max_accidents,
      maxTickets: appetite.data.max_tickets,
      acceptsHighRisk: appetite.data.accepts_high_risk,
      minRecord: appetite.data.min_record,
      maxVehicleAge: appetite.data.max_vehicle_age,
    },
    pricePosture: {
      multiplier: posture.data.multiplier,
      newDriverMultiplier: posture.data.new_driver_multiplier,
      highRiskMultiplier: posture.data.high_risk_multiplier,
      multiVehicleDiscount: posture.data.multi_vehicle_discount,
      bundleDiscount: posture.data.bundle_discount,
    },
    features,
  };
}

/** Why a partner that writes the line in the province does not quote a profile. */
export type DeclineReason =
  "age" | "experience" | "new_drivers_only" | "accidents" | "tickets" | "high_risk" | "record_required" | "vehicle_age";

export type IneligibleReason = "line" | "province" | DeclineReason;

/** What eligibility knows of the driver beyond the Quote request. */
export interface DriverProfile {
  /** The driver's age when the form asked for it (the assistant's older sessions did not). */
  age: number | null;
  currentYear: number;
}

/** Whether a partner quotes this car request, and if not, why not. */
export function partnerEligibility(
  partner: PartnerProfile,
  request: QuoteRequest,
  highRisk: boolean,
  profile: DriverProfile,
): { eligible: true } | { eligible: false; reason: IneligibleReason } {
  const appetite = partner.appetite;
  const no = (reason: IneligibleReason) => ({ eligible: false as const, reason });
  if (!partner.lines.includes("car")) return no("line");
  if (!(partner.provinces as string[]).includes(request.region.province)) return no("province");
  if (highRisk && !appetite.acceptsHighRisk) return no("high_risk");
  // A household is written whole: every listed driver and every vehicle must be in the appetite.
  const drivers = request.drivers ?? [{ ...request.driver, age: profile.age }];
  const vehicles = request.vehicles ?? [request.vehicle];
  for (const driver of drivers) {
    const age = driver.age;
    if (
      age !== null &&
      ((appetite.minAge !== null && age < appetite.minAge) || (appetite.maxAge !== null && age > appetite.maxAge))
    )
      return no("age");
    if (driver.years_licensed < appetite.minYearsLicensed) return no("experience");
    if (appetite.maxYearsLicensed !== null && driver.years_licensed > appetite.maxYearsLicensed)
      return no("new_drivers_only");
    if (driver.accidents_last_6y > appetite.maxAccidents) return no("accidents");
    if (driver.tickets_last_3y > appetite.maxTickets) return no("tickets");
  }
  const record = appetite.minRecord;
  const hasRecord = drivers.some(
    (driver) =>
      driver.accidents_last_6y >= (record?.accidents ?? 0) || driver.tickets_last_3y >= (record?.tickets ?? 0),
  );
  if (record && !highRisk && !hasRecord) return no("record_required");
  const maxVehicleAge = appetite.maxVehicleAge;
  if (maxVehicleAge !== null && vehicles.some((vehicle) => profile.currentYear - vehicle.year > maxVehicleAge))
    return no("vehicle_age");
  return { eligible: true };
}

/** A reason of a partner that writes the line in the province (the others were not asked). */
function isDecline(reason: IneligibleReason): reason is DeclineReason {
  return reason !== "line" && reason !== "province";
}

/** A partner that writes the line in the province but does not quote this profile, and why. */
export interface DeclinedPartner {
  partner_id: string;
  partner_name: string;
  reason: DeclineReason;
}

/** Who was asked for a line in a province: how many partners write it there, and who declined. */
export interface PartnerSearch {
  searched: number;
  declined: DeclinedPartner[];
}

export interface PartnerQuote {
  partner_id: string;
  partner_name: string;
  coverage_type: string;
  coverage_limit: number;
  deductible: number;
  features: string[];
  annual_premium: number;
  monthly_premium: number;
  /** A household's price split by vehicle (in the order of the request's vehicles); absent for one vehicle alone. */
  vehicle_premiums?: VehiclePremium[];
  /** The share a multi-vehicle discount took off (0.1 for 10%), when one applied. */
  multi_vehicle_discount?: number;
  /** Home and car together (issue 25): what this offer for both lines is made of. */
  bundle?: BundleOffer;
}

/** One vehicle's part of a household's price. */
export interface VehiclePremium {
  /** The vehicle's place in the request's list (0-based). */
  vehicle: number;
  name: string;
  annual_premium: number;
  monthly_premium: number;
}

/** Coverage type label stored with a quote: what the price covers. */
export function coverageTypeFor(estimate: PremiumEstimate): string {
  const parts = ["liability"];
  if (estimate.collision) parts.push("collision");
  if (estimate.comprehensive) parts.push("comprehensive");
  return `${estimate.optionalLayerOnly ? "optional-layer" : "full"}:${parts.join("+")}`;
}

/** The price a rating-table partner gives a car request: the market estimate times its posture. */
export function carPartnerQuote(
  partner: PartnerProfile,
  request: QuoteRequest,
  estimate: PremiumEstimate,
): PartnerQuote {
  const posture = partner.pricePosture;
  const quote = (annual: number): PartnerQuote => ({
    partner_id: partner.id,
    partner_name: partner.name,
    coverage_type: coverageTypeFor(estimate),
    coverage_limit: request.coverage.liability_limit,
    deductible: request.coverage.deductible,
    features: featuresFor(partner, "car"),
    annual_premium: annual,
    monthly_premium: monthlyPremium(annual),
  });
  const loading = (isNewDriver: boolean) =>
    posture.multiplier *
    (isNewDriver ? posture.newDriverMultiplier : 1) *
    (estimate.highRisk ? posture.highRiskMultiplier : 1);
  if (!estimate.vehicles || !request.drivers) {
    return quote(Math.max(1, Math.round(estimate.annual * loading(request.driver.years_licensed < 5))));
  }
  // A household: each vehicle at the partner's loading for the drivers rated on it, less its
  // multi-vehicle discount when it insures two or more.
  const drivers = request.drivers;
  const discount = estimate.vehicles.length >= 2 ? (posture.multiVehicleDiscount ?? 0) : 0;
  const split = estimate.vehicles.map((vehicle): VehiclePremium => {
    const rated = [vehicle.principalDriver, ...vehicle.occasionalDrivers];
    const isNewDriver = rated.some((index) => (drivers[index]?.years_licensed ?? 0) < 5);
    const annual = Math.max(1, Math.round(vehicle.annual * loading(isNewDriver) * (1 - discount)));
    return {
      vehicle: vehicle.index,
      name: vehicle.name,
      annual_premium: annual,
      monthly_premium: monthlyPremium(annual),
    };
  });
  return {
    ...quote(split.reduce((total, vehicle) => total + vehicle.annual_premium, 0)),
    vehicle_premiums: split,
    ...(discount > 0 ? { multi_vehicle_discount: discount } : {}),
  };
}

/**
 * A household's price split by vehicle in proportion to the market estimate of each (a partner that
 * prices over its own API answers one total); the last vehicle takes the rounding, so the parts add up.
 */
export function splitByVehicle(
  annual: number,
  vehicles: readonly Pick<VehicleEstimate, "index" | "name" | "annual">[],
): VehiclePremium[] {
  const total = vehicles.reduce((sum, vehicle) => sum + vehicle.annual, 0);
  let left = annual;
  return vehicles.map((vehicle, position) => {
    const part =
      position === vehicles.length - 1
        ? left
        : Math.round(total > 0 ? (annual * vehicle.annual) / total : annual / vehicles.length);
    left -= part;
    return { vehicle: vehicle.index, name: vehicle.name, annual_premium: part, monthly_premium: monthlyPremium(part) };
  });
}

/** Cheapest first; ties by name, so the order is stable. */
export function byPrice(a: PartnerQuote, b: PartnerQuote): number {
  return a.annual_premium - b.annual_premium || a.partner_name.localeCompare(b.partner_name);
}

/**
 * Prices the estimate for every eligible partner, cheapest first. High-risk drivers are routed to
 * partners that accept them rather than dropped.
 */
export function quotePartners(
  request: QuoteRequest,
  estimate: PremiumEstimate,
  partners: readonly PartnerProfile[],
  profile: DriverProfile,
): PartnerQuote[] {
  return searchCarPartners(partners, request, estimate.highRisk, profile)
    .eligible.map((partner) => carPartnerQuote(partner, request, estimate))
    .sort(byPrice);
}

/**
 * The car partners asked for a request: those that write car in its province, split into those
 * that quote it and those that decline it with their reason.
 */
export function searchCarPartners<Partner extends PartnerProfile>(
  partners: readonly Partner[],
  request: QuoteRequest,
  highRisk: boolean,
  profile: DriverProfile,
): { eligible: Partner[]; search: PartnerSearch } {
  const eligible: Partner[] = [];
  const declined: DeclinedPartner[] = [];
  for (const partner of partners) {
    const verdict = partnerEligibility(partner, request, highRisk, profile);
    if (verdict.eligible) eligible.push(partner);
    else if (isDecline(verdict.reason))
      declined.push({ partner_id: partner.id, partner_name: partner.name, reason: verdict.reason });
  }
  return { eligible, search: { searched: eligible.length + declined.length, declined } };
}

/** Partners that write a line in a province (home quotes, and hand-offs for unpriced lines). */
export function partnersForLine(
  partners: readonly PartnerProfile[],
  line: string,
  province: ProvinceCode,
): PartnerProfile[] {
  return partners.filter(
    (partner) => partner.lines.includes(line) && (partner.provinces as string[]).includes(province),
  );
}

export const HOME_COVERAGE_TYPE = "home:homeowner";

/** A home quote: the home estimate times the partner's posture. */
export function homePartnerQuote(
  partner: PartnerProfile,
  estimate: Pick<HomeEstimate, "annual" | "liabilityLimit" | "deductible">,
): PartnerQuote {
  const annual = Math.max(1, Math.round(estimate.annual * partner.pricePosture.multiplier));
  return {
    partner_id: partner.id,
    partner_name: partner.name,
    coverage_type: HOME_COVERAGE_TYPE,
    coverage_limit: estimate.liabilityLimit,
    deductible: estimate.deductible,
    features: featuresFor(partner, "home"),
    annual_premium: annual,
    monthly_premium: monthlyPremium(annual),
  };
}

/** The saving shown with results: highest minus lowest annual premium (0 with fewer than two). */
export function savingBetween(quotes: readonly Pick<PartnerQuote, "annual_premium">[]): number {
  if (quotes.length < 2) return 0;
  const premiums = quotes.map((quote) => quote.annual_premium);
  return Math.max(...premiums) - Math.min(...premiums);
}
