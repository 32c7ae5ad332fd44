/**
 * The profiles the comparison pages' figures are for (issue 24), apart from the engine so that a page
 * can name them without loading it.
 */

/** The lines we price ourselves; the others have no rate table and so no figures. */
export type PricedLine = "car" | "home";

export function isPricedLine(line: string): line is PricedLine {
  return line === "car" || line === "home";
}

/**
 * The car profile every car figure is for: the rate tables' own reference (a clean driver, 10+ years
 * licensed, $1M liability, $500 deductible, collision and comprehensive), on a five-year-old car
 * that is not a high-theft model, anywhere in the province.
 */
export const CAR_REFERENCE = {
  yearsLicensed: 12,
  vehicleAgeYears: 5,
  make: "Toyota",
  model: "Camry",
  liabilityLimit: 1_000_000,
  deductible: 500,
} as const;

/** The home profile: an owner-occupied house 15 years old, in a town or city (not a rural postal area). */
export const HOME_REFERENCE = { homeAgeYears: 15 } as const;

/** A car the engine rates as a high-theft model (comprehensive costs more where theft is rated). */
export const HIGH_THEFT_EXAMPLE = { make: "Honda", model: "CR-V" } as const;
