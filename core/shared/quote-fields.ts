/**
 * The quote's fields, said once (issue 19): each one's path in the structured Quote request (the
 * assistant's slot key), its name in the wizard's form and in POST /api/session/start, and its name
 * in the assistant's LLM tool. Every mapping between them derives from this table, so a new field
 * (a second driver, a second vehicle) is added here and the compiler names every place that must
 * say something about it.
 */
export const QUOTE_FIELDS = [
  { path: "region.province", form: "province", tool: "province" },
  { path: "region.postal_fsa", form: "postalCode", tool: "postal_code" },
  { path: "location.city", form: "city", tool: "city" },
  { path: "vehicle.year", form: "vehicleYear", tool: "vehicle_year" },
  { path: "vehicle.make", form: "vehicleMake", tool: "vehicle_make" },
  { path: "vehicle.model", form: "vehicleModel", tool: "vehicle_model" },
  { path: "vehicle.trim", form: "vehicleTrim", tool: "vehicle_trim" },
  { path: "driver.years_licensed", form: "yearsLicensed", tool: "years_licensed" },
  { path: "driver.tickets_last_3y", form: "ticketsLast3y", tool: "tickets_last_3_years" },
  { path: "driver.accidents_last_6y", form: "accidentsLast6y", tool: "accidents_last_6_years" },
  { path: "coverage.liability_limit", form: "liabilityLimit", tool: "liability_limit" },
  { path: "coverage.collision", form: "collision", tool: "collision" },
  { path: "coverage.comprehensive", form: "comprehensive", tool: "comprehensive" },
  { path: "coverage.deductible", form: "deductible", tool: "deductible" },
] as const;

type QuoteField = (typeof QUOTE_FIELDS)[number];
export type QuoteFieldPath = QuoteField["path"];
export type QuoteToolName = QuoteField["tool"];

/** The fields only a car quote has (its vehicle, driving record and coverage), by form name. */
export type CarFormField = Extract<QuoteField, { path: `${"vehicle" | "driver" | "coverage"}.${string}` }>["form"];

export const CAR_FORM_FIELDS = QUOTE_FIELDS.filter((field) => /^(vehicle|driver|coverage)\./.test(field.path)).map(
  (field) => field.form,
) as CarFormField[];

/** Where each request path is reported on the form (its problems shown at that field). */
export const FORM_FIELD_BY_PATH: Readonly<Record<string, string>> = Object.fromEntries(
  QUOTE_FIELDS.map((field) => [field.path, field.form]),
);

/** The LLM tool's argument names and the field each one fills. */
export const PATH_BY_TOOL_NAME = Object.fromEntries(QUOTE_FIELDS.map((field) => [field.tool, field.path])) as Record<
  QuoteToolName,
  QuoteFieldPath
>;
