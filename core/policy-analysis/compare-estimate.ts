import type { MessageKey } from "../i18n/messages-en";
import { DEFAULT_COVERAGE } from "../shared/quote-form";
import { DEDUCTIBLES, LIABILITY_LIMITS, quoteRequestSchemaFor, type QuoteRequest } from "../shared/quote-request";
import { findProvinceByCode } from "../shared/provinces";
import type { CoverageKey, PolicyExtraction } from "./types";
import "../i18n/messages/analyzer";

/**
 * From a policy to a like-for-like estimate: the structured Quote request our pricing engine
 * takes, with every assumption spelled out, and the query string that pre-fills /quotes.
 */

/** Something the estimate assumes that the policy does not say (a catalogue message). */
export interface Assumption {
  key: MessageKey;
  params: Record<string, string | number>;
}

export interface EstimateRequest {
  request: QuoteRequest;
  assumptions: Assumption[];
}

/** The driving record assumed: clean, and licensed long enough to be out of the experience surcharges. */
export const ASSUMED_DRIVER = { years_licensed: 10, tickets_last_3y: 0, accidents_last_6y: 0 } as const;
/** Fields with less confidence than this are not used to estimate or pre-fill. */
const MIN_CONFIDENCE = 0.5;
/** Provinces where partners quote only the optional layer above the public Basic plan (domain facts, section 1). */
const PUBLIC_BASIC_PROVINCES = new Set(["BC", "MB", "SK"]);

type LiabilityLimit = (typeof LIABILITY_LIMITS)[number];
type Deductible = (typeof DEDUCTIBLES)[number];

/** The allowed value nearest to `value`; a tie goes to the larger one. */
function nearest<T extends number>(value: number, allowed: readonly T[]): T {
  let best = allowed[0] as T;
  for (const candidate of allowed) {
    if (Math.abs(candidate - value) <= Math.abs(best - value)) best = candidate;
  }
  return best;
}

/** $3M -> 2,000,000; $200K -> 500,000 (the limits our estimate prices). */
export function nearestLiabilityLimit(limit: number): LiabilityLimit {
  const value = nearest(limit, LIABILITY_LIMITS.map(Number));
  return String(value) as LiabilityLimit;
}

/** $250 -> 300, $750 -> 1,000 (the deductibles our estimate prices). */
export function nearestDeductible(deductible: number): Deductible {
  return nearest(deductible, DEDUCTIBLES);
}

/** "$1,000,000" for assumption messages. */
function dollars(value: number): string {
  return `$${Math.round(value).toLocaleString("en-CA")}`;
}

/** A field's value when it is sure enough to act on. */
function sure<T>(field: { value: T | null; confidence: number }): T | null {
  return field.value !== null && field.confidence >= MIN_CONFIDENCE ? field.value : null;
}

interface CoverageChoice {
  liabilityLimit: LiabilityLimit;
  deductible: Deductible;
  collision: boolean;
  comprehensive: boolean;
  /** Which of the four came from the policy (the rest are our defaults). */
  fromPolicy: { liabilityLimit: boolean; deductible: boolean; physicalDamage: boolean };
  assumptions: Assumption[];
}

/** The coverage to price, read from the policy where it can be, with what was rounded or assumed. */
function coverageChoice(extraction: PolicyExtraction): CoverageChoice {
  const assumptions: Assumption[] = [];
  const find = (key: CoverageKey) =>
    extraction.coverages.find((item) => item.key === key && item.confidence >= MIN_CONFIDENCE);
  const has = (...keys: CoverageKey[]) => keys.some((key) => find(key) !== undefined);

  const found = find("third_party_liability")?.limit ?? null;
  const liabilityLimit = found === null ? DEFAULT_COVERAGE.liabilityLimit : nearestLiabilityLimit(found);
  if (found === null) {
    assumptions.push({ key: "policy.assumption.liabilityDefault", params: { used: dollars(Number(liabilityLimit)) } });
  } else if (Number(liabilityLimit) !== found) {
    assumptions.push({
      key: "policy.assumption.liabilityRounded",
      params: { used: dollars(Number(liabilityLimit)), found: dollars(found) },
    });
  }

  const deductibleSource = [
    find("collision"),
    find("all_perils"),
    find("comprehensive"),
    find("specified_perils"),
  ].find((item) => item?.deductible !== null && item?.deductible !== undefined);
  const foundDeductible = deductibleSource?.deductible ?? null;
  const deductible = foundDeductible === null ? DEFAULT_COVERAGE.deductible : nearestDeductible(foundDeductible);
  if (foundDeductible === null) {
    assumptions.push({ key: "policy.assumption.deductibleDefault", params: { used: dollars(deductible) } });
  } else if (deductible !== foundDeductible) {
    assumptions.push({
      key: "policy.assumption.deductibleRounded",
      params: { used: dollars(deductible), found: dollars(foundDeductible) },
    });
  }

  const coverageKnown = extraction.coverages.length > 0;
  const collision = coverageKnown ? has("collision", "all_perils") : DEFAULT_COVERAGE.collision;
  const comprehensive = coverageKnown
    ? has("comprehensive", "all_perils", "specified_perils")
    : DEFAULT_COVERAGE.comprehensive;
  if (!coverageKnown) assumptions.push({ key: "policy.assumption.physicalDamageDefault", params: {} });
  else if (has("specified_perils") && !has("comprehensive", "all_perils")) {
    assumptions.push({ key: "policy.assumption.specifiedPerils", params: {} });
  }
  return {
    liabilityLimit,
    deductible,
    collision,
    comprehensive,
    fromPolicy: { liabilityLimit: found !== null, deductible: foundDeductible !== null, physicalDamage: coverageKnown },
    assumptions,
  };
}

/**
 * The Quote request that prices the same coverage for the same car and place, for a driver with a
 * clean record licensed 10+ years (said in `assumptions`). Null when the province or the vehicle
 * (year, make, model) is not known, or the request would not be valid for `currentYear`.
 */
export function estimateRequestFrom(extraction: PolicyExtraction, currentYear: number): EstimateRequest | null {
  const province = sure(extraction.province);
  const year = sure(extraction.vehicle.year);
  const make = sure(extraction.vehicle.make);
  const model = sure(extraction.vehicle.model);
  if (!province || year === null || !make || !model) return null;
  const postal = sure(extraction.postalCode);
  const city = sure(extraction.city);
  const choice = coverageChoice(extraction);
  const input = {
    region: { country: "CA", province, ...(postal ? { postal_fsa: postal.slice(0, 3) } : {}) },
    ...(city ? { location: { city } } : {}),
    vehicle: { year, make, model },
    driver: { ...ASSUMED_DRIVER },
    coverage: {
      liability_limit: choice.liabilityLimit,
      collision: choice.collision,
      comprehensive: choice.comprehensive,
      deductible: choice.deductible,
    },
  };
  const parsed = quoteRequestSchemaFor(currentYear).safeParse(input);
  if (!parsed.success) return null;
  const assumptions: Assumption[] = [
    { key: "policy.assumption.cleanRecord", params: {} },
    { key: "policy.assumption.yearsLicensed", params: { years: ASSUMED_DRIVER.years_licensed } },
    ...choice.assumptions,
  ];
  if (PUBLIC_BASIC_PROVINCES.has(province)) {
    assumptions.push({
      key: "policy.assumption.optionalLayer",
      params: { province: findProvinceByCode(province)?.name ?? province },
    });
  }
  return { request: parsed.data, assumptions };
}

/**
 * The query string that opens /quotes pre-filled from a policy: category=car, from=policy, the
 * province code, and whatever else is known (city, postal code, vehicle, coverage); for a business's
 * policy category=business with the province, city and postal code only.
 */
export function quotePrefill(extraction: PolicyExtraction): URLSearchParams {
  // A business's policy (a company's or a fleet's vehicles) reaches the business line's partners,
  // which refer without a price, not our car estimate for a person's car.
  const business = extraction.businessUse.value === true;
  const params = new URLSearchParams({ category: business ? "business" : "car" });
  const province = sure(extraction.province);
  if (province) params.set("province", province);
  params.set("from", "policy");
  const set = (name: string, value: string | number | null) => {
    if (value !== null) params.set(name, String(value));
  };
  set("city", sure(extraction.city));
  set("postalCode", sure(extraction.postalCode));
  if (business) return params;
  set("vehicleYear", sure(extraction.vehicle.year));
  set("vehicleMake", sure(extraction.vehicle.make));
  set("vehicleModel", sure(extraction.vehicle.model));
  if (extraction.isPolicy.value && extraction.coverages.length > 0) {
    const choice = coverageChoice(extraction);
    if (choice.fromPolicy.liabilityLimit) set("liabilityLimit", choice.liabilityLimit);
    if (choice.fromPolicy.deductible) set("deductible", choice.deductible);
    set("collision", String(choice.collision));
    set("comprehensive", String(choice.comprehensive));
  }
  return params;
}
