// The quote request's limits and choices, apart from its schema so that forms can show them without
// loading zod (quote-request.ts builds the schema from them).

/** Quote-side spec, sections 5 and 9. */
export const QUOTE_LIMITS = {
  vehicleYearMin: 1990,
  makeMin: 2,
  makeMax: 40,
  modelMin: 1,
  modelMax: 60,
  trimMax: 60,
  yearsLicensedMax: 80,
  ticketsMax: 20,
  accidentsMax: 20,
  cityMax: 80,
} as const;

export const LIABILITY_LIMITS = ["500000", "1000000", "2000000"] as const;
export const DEDUCTIBLES = [300, 500, 1000] as const;
