import type { ProvinceCode } from "../shared/provinces";
import type { OntarioOptionalBenefit } from "../shared/quote-request-fields";

/** How a province's car insurance is sold, which decides what partners can quote (domain facts, section 1). */
export type ProvinceSystem = "private" | "public_basic" | "qc_saaq";

export interface Band {
  /** Inclusive lower bound. */
  min: number;
  multiplier: number;
}

/**
 * A versioned, data-only rate table. Every figure is an estimate for comparison, derived from public
 * Canadian averages by province and the usual rating factors (decision 0013 explains how a premium
 * is built from them); none is an insurer's rate.
 */
export interface RateTable {
  version: string;
  label: string;
  /** The year whose premiums the table estimates; results name it ("our 2026 rate tables"). */
  year: number;
  /**
   * Where each province's reference premium comes from: a published average and the trend that
   * carries it from its year to the table's. `scripts/rate-table-check.ts` prints them side by side.
   */
  calibration: RateTableCalibration;
  provinces: Record<
    ProvinceCode,
    {
      /** Annual premium for the reference profile (clean, 10+ years, $1M, $500, collision and comprehensive). */
      base: number;
      system: ProvinceSystem;
      /** Share of the full premium that private partners can quote (1 where all of it is private). */
      comparableShare: number;
      /** Collision and comprehensive are part of the public Basic plan and cannot be removed. */
      physicalDamageMandatory: boolean;
      /**
       * The date (ISO) from which accident benefits other than medical, rehabilitation and attendant
       * care are optional (Ontario, 1 July 2026). The reference premium still includes them.
       */
      optionalAccidentBenefitsSince?: string;
    }
  >;
  yearsLicensed: Band[];
  accidents: Band[];
  tickets: { bands: Band[]; eachAfterLast: number };
  liability: Record<number, number>;
  deductible: Record<number, number>;
  physicalDamageShares: { collision: number; comprehensive: number };
  ontarioCities: Record<string, number>;
  ruralFsaMultiplier: number;
  highTheft: { models: string[]; comprehensiveMultiplier: number; provinces: ProvinceCode[] };
  vehicleAge: Band[];
  /** Drivers with this many at-fault accidents or more are high risk and go to partners that accept them. */
  highRiskAccidents: number;
  /** How a household's vehicles and drivers are rated (issue 25, decision 0057). */
  household: HouseholdRating;
  /**
   * What Ontario's coverage choices take off (decision 0060); absent from tables made before them,
   * which price every Ontario session with the standard package.
   */
  ontarioChoices?: OntarioChoiceRating;
}

/**
 * The price of what an Ontario driver may leave out, as shares of the province's reference premium
 * (the standard package includes them all), multiplied by the driver's and territory's factors like
 * the rest of the premium. Confidence L: our own derivation, explained in decision 0060.
 */
export interface OntarioChoiceRating {
  /** Each optional accident benefit's share of the reference premium. */
  benefitShares: Record<OntarioOptionalBenefit, number>;
  /** Direct compensation – property damage's share of the reference premium. */
  dcpdShare: number;
  /**
   * The part of DCPD's cost an opt-out saves while collision is kept: a not-at-fault claim is then
   * paid under collision, less its deductible, so most of the cost stays.
   */
  dcpdSavedWithCollision: number;
}

/**
 * A household's factors, applied only to what a household request says (a single driver and vehicle
 * is priced as before). Confidence L: our own derivation from common Canadian rating practice.
 */
export interface HouseholdRating {
  /** A vehicle driven for pleasure only (not to work or school). */
  pleasureUse: number;
  /** A one-way commute of at least this many km costs `longCommute`. */
  longCommuteKm: number;
  longCommute: number;
  /** Four winter tires (Ontario insurers must offer a discount for them since 2016). */
  winterTires: number;
  /**
   * A listed driver who is principal for no vehicle is rated as an occasional driver of the
   * household's dearest vehicle: that vehicle's premium is multiplied by 1 + `share` × (the driver's
   * record multiplier − 1), their experience, accidents and tickets against a clean, experienced
   * record, and by at least `minimum`.
   */
  occasionalDriver: { share: number; minimum: number };
}

/** A published average premium per province, and the multiplier that brings it to the table's year. */
export interface RateTableCalibration {
  /** Who published the averages, in words for the check's printout. */
  source: string;
  sourceYear: number;
  /** The published average annual premium (the whole premium, public Basic included). */
  averages: Record<ProvinceCode, number>;
  /** Multiplier from the source year to the table's year (confidence L: our own derivation). */
  trend: Record<ProvinceCode, number>;
}

/** The multiplier of the highest band whose minimum the value reaches. */
export function bandMultiplier(bands: readonly Band[], value: number): number {
  let multiplier = bands[0]?.multiplier ?? 1;
  for (const band of bands) if (value >= band.min) multiplier = band.multiplier;
  return multiplier;
}

/**
 * The year a rate table's version names, as visitors are told it ("2026"), not its identifier
 * ("estimates-2026-v1", a developer's word: issue 24). Every version names its year; the results
 * and the comparison pages both say it this way.
 */
export function rateTableYear(version: string): string {
  return /\b(20\d\d)\b/.exec(version)?.[1] ?? "";
}
