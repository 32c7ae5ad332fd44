import type { ProvinceCode } from "../shared/provinces";

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
}

/** The multiplier of the highest band whose minimum the value reaches. */
export function bandMultiplier(bands: readonly Band[], value: number): number {
  let multiplier = bands[0]?.multiplier ?? 1;
  for (const band of bands) if (value >= band.min) multiplier = band.multiplier;
  return multiplier;
}
