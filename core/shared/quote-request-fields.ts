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

/** A household (issue 25): at most four drivers and three vehicles; a commute's one-way distance in km. */
export const HOUSEHOLD_LIMITS = {
  driversMax: 4,
  vehiclesMax: 3,
  commuteKmMin: 1,
  commuteKmMax: 200,
} as const;

/** What a vehicle is used for: driven to work or school (with the one-way distance), or for pleasure only. */
export const VEHICLE_USES = ["commute", "pleasure"] as const;
export type VehicleUse = (typeof VEHICLE_USES)[number];

/**
 * Ontario's optional accident benefits (O. Reg. 383/24, from 1 July 2026; decision 0060): every
 * accident benefit other than medical, rehabilitation and attendant care, which stay in every policy.
 * The same identifiers in the structured Quote request and in the form of POST /api/session/start.
 */
export const ONTARIO_OPTIONAL_BENEFITS = [
  "income_replacement",
  "non_earner",
  "caregiver",
  "housekeeping",
  "dependant_care",
  "death_and_funeral",
  "educational_expenses",
  "visitor_expenses",
  "damaged_items",
] as const;
export type OntarioOptionalBenefit = (typeof ONTARIO_OPTIONAL_BENEFITS)[number];

/** The accident benefits every Ontario policy keeps, shown as included. */
export const ONTARIO_MANDATORY_BENEFITS = ["medical_rehabilitation", "attendant_care"] as const;

/** An Ontario coverage choice: an optional benefit declined, or direct compensation (OPCF 49) opted out of. */
export type OntarioCoverageChoice = OntarioOptionalBenefit | "dcpd";

/** The choices a request makes, in the table's order: its declined benefits, then DCPD when opted out of. */
export function coverageChoicesOf(coverage: {
  declined_benefits?: readonly string[] | undefined;
  dcpd_opt_out?: boolean | undefined;
}): OntarioCoverageChoice[] {
  const declined = new Set(coverage.declined_benefits ?? []);
  return [
    ...ONTARIO_OPTIONAL_BENEFITS.filter((benefit) => declined.has(benefit)),
    ...(coverage.dcpd_opt_out === true ? (["dcpd"] as const) : []),
  ];
}
