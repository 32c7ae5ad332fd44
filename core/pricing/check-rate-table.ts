import { PROVINCE_CODES, type ProvinceCode } from "../shared/provinces";
import type { QuoteRequest } from "../shared/quote-request";
import { estimatePremium } from "./estimate-premium";
import type { RateTable } from "./rate-table";

/**
 * How far a province's reference estimate may sit from its source average carried to the table's
 * year by the stated trend (bases are rounded to $5, so a correct table is within 0.3%).
 */
export const REFERENCE_TOLERANCE = 0.01;

/**
 * The largest yearly rise the sources publish (Applied Rating Index 2024–2025, Ontario: 15–18%); a
 * trend implying more than this a year, or a fall, is not what the sources say.
 */
export const MAX_PUBLISHED_YEARLY_RISE = 0.18;

/** The age of the reference vehicle: inside the vehicle-age band whose multiplier is 1. */
const REFERENCE_VEHICLE_AGE = 5;

/**
 * The profile a province's reference premium describes (domain facts, section 2): a clean driver
 * licensed 10+ years, $1M liability, $500 deductible, collision and comprehensive, an ordinary car
 * that is not a high-theft model, no city or postal area (no territory factor).
 */
export function referenceRequest(province: ProvinceCode, table: Pick<RateTable, "year">): QuoteRequest {
  return {
    region: { country: "CA", province },
    vehicle: { year: table.year - REFERENCE_VEHICLE_AGE, make: "Mazda", model: "3" },
    driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
    coverage: { liability_limit: 1_000_000, collision: true, comprehensive: true, deductible: 500 },
  };
}

/** One province of a table against its source. */
export interface ProvinceCheck {
  province: ProvinceCode;
  /** The table's whole annual premium for the reference profile (public Basic included, as the source's is). */
  estimate: number;
  /** The source's published average, in its own year's dollars. */
  sourceAverage: number;
  /** estimate − sourceAverage, and the same as a share of the source. */
  difference: number;
  differenceShare: number;
  /** The stated trend from the source year to the table's year, and the yearly change it implies. */
  trend: number;
  yearlyChange: number;
  /** sourceAverage × trend: what the estimate should be. */
  expected: number;
  /** (estimate − expected) / expected. */
  deviation: number;
  isWithinTolerance: boolean;
  isTrendPublished: boolean;
}

/** Each province's reference estimate beside its source average, the stated trend and the difference. */
export function checkRateTable(table: RateTable): ProvinceCheck[] {
  const years = table.year - table.calibration.sourceYear;
  return PROVINCE_CODES.map((province) => {
    const { parts } = estimatePremium(referenceRequest(province, table), table, { currentYear: table.year });
    // The whole premium, not the optional layer partners quote in BC, MB and SK: the source's average is whole.
    const estimate = parts.liability + parts.collision + parts.comprehensive;
    const sourceAverage = table.calibration.averages[province];
    const trend = table.calibration.trend[province];
    const expected = sourceAverage * trend;
    const deviation = (estimate - expected) / expected;
    const yearlyChange = years > 0 ? Math.pow(trend, 1 / years) - 1 : 0;
    return {
      province,
      estimate,
      sourceAverage,
      difference: estimate - sourceAverage,
      differenceShare: (estimate - sourceAverage) / sourceAverage,
      trend,
      yearlyChange,
      expected: Math.round(expected),
      deviation,
      isWithinTolerance: Math.abs(deviation) <= REFERENCE_TOLERANCE,
      isTrendPublished: yearlyChange >= 0 && yearlyChange <= MAX_PUBLISHED_YEARLY_RISE,
    };
  });
}
