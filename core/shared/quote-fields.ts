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

/**
 * Ontario's coverage choices (issue 25, decision 0060): the optional accident benefits declined and
 * the direct compensation opt-out (OPCF 49). Both are optional and mean the standard package when
 * absent; they exist in the wizard's form and the structured request, not (yet) in the assistant's tool.
 */
export const ONTARIO_CHOICE_FIELDS = [
  { path: "coverage.declined_benefits", form: "declinedBenefits" },
  { path: "coverage.dcpd_opt_out", form: "dcpdOptOut" },
] as const;
export type OntarioChoiceFormField = (typeof ONTARIO_CHOICE_FIELDS)[number]["form"];

/** Where each request path is reported on the form (its problems shown at that field). */
export const FORM_FIELD_BY_PATH: Readonly<Record<string, string>> = Object.fromEntries(
  [...QUOTE_FIELDS, ...ONTARIO_CHOICE_FIELDS].map((field) => [field.path, field.form]),
);

/** The LLM tool's argument names and the field each one fills. */
export const PATH_BY_TOOL_NAME = Object.fromEntries(QUOTE_FIELDS.map((field) => [field.tool, field.path])) as Record<
  QuoteToolName,
  QuoteFieldPath
>;

/**
 * A household (issue 25): up to four drivers and three vehicles beside the single driver and vehicle
 * above. Each list item's fields, said once: its name in the structured Quote request (`request`),
 * in the form of POST /api/session/start (`form`), and the single-driver or single-vehicle form
 * field it stands for when the household is one of each (`single`, null when the single form has
 * none). The form's lists are turned into the request's and their problems reported back through
 * these tables only.
 */
export const HOUSEHOLD_DRIVER_FIELDS = [
  { request: "age", form: "age", single: "driverAge" },
  { request: "years_licensed", form: "yearsLicensed", single: "yearsLicensed" },
  { request: "tickets_last_3y", form: "ticketsLast3y", single: "ticketsLast3y" },
  { request: "accidents_last_6y", form: "accidentsLast6y", single: "accidentsLast6y" },
] as const;

export const HOUSEHOLD_VEHICLE_FIELDS = [
  { request: "year", form: "year", single: "vehicleYear" },
  { request: "make", form: "make", single: "vehicleMake" },
  { request: "model", form: "model", single: "vehicleModel" },
  { request: "trim", form: "trim", single: "vehicleTrim" },
  { request: "use", form: "use", single: null },
  { request: "commute_km", form: "commuteKm", single: null },
  { request: "winter_tires", form: "winterTires", single: null },
  { request: "principal_driver", form: "principalDriver", single: null },
] as const;

/** The household's lists: their names in the request and in the form, and their fields. */
export const HOUSEHOLD_LISTS = {
  drivers: { request: "drivers", form: "drivers", fields: HOUSEHOLD_DRIVER_FIELDS },
  vehicles: { request: "vehicles", form: "vehicles", fields: HOUSEHOLD_VEHICLE_FIELDS },
} as const;
export type HouseholdList = keyof typeof HOUSEHOLD_LISTS;

export type HouseholdDriverFormField = (typeof HOUSEHOLD_DRIVER_FIELDS)[number]["form"];
export type HouseholdVehicleFormField = (typeof HOUSEHOLD_VEHICLE_FIELDS)[number]["form"];

type HouseholdFieldNames = {
  formByRequest: Readonly<Record<string, string>>;
  requestByForm: Readonly<Record<string, string>>;
};

function fieldNamesOf(list: HouseholdList): HouseholdFieldNames {
  const fields = HOUSEHOLD_LISTS[list].fields;
  return {
    formByRequest: Object.fromEntries(fields.map((field) => [field.request, field.form])),
    requestByForm: Object.fromEntries(fields.map((field) => [field.form, field.request])),
  };
}

/** Built once: every quote start reads them for each driver and vehicle (decision 0080). */
const FIELD_NAMES: Record<HouseholdList, HouseholdFieldNames> = {
  drivers: fieldNamesOf("drivers"),
  vehicles: fieldNamesOf("vehicles"),
};

/** One list item's form field names by request name ("years_licensed" -> "yearsLicensed"), and back. */
export function householdFieldNames(list: HouseholdList): HouseholdFieldNames {
  return FIELD_NAMES[list];
}

/**
 * Home and car together (issue 25, section 2): the home's part beside the car's, said once. Its name
 * in the structured Quote request (`home`) and in the form of POST /api/session/start (`home`), and
 * each field's name in both and the home-only form's field it stands for (`homeAge`). The home is
 * the one at the quote's address (province, city and postal code are the car's), so only what the
 * home adds is asked.
 */
export const HOME_PART_FIELDS = [{ request: "home_age", form: "homeAge", single: "homeAge" }] as const;
export const HOME_PART = { request: "home", form: "home", fields: HOME_PART_FIELDS } as const;
export type HomePartFormField = (typeof HOME_PART_FIELDS)[number]["form"];

/** The home part's form field names by request name ("home_age" -> "homeAge"), and back. */
export const HOME_PART_FORM_BY_REQUEST: Readonly<Record<string, string>> = Object.fromEntries(
  HOME_PART_FIELDS.map((field) => [field.request, field.form]),
);
export const HOME_PART_REQUEST_BY_FORM: Readonly<Record<string, string>> = Object.fromEntries(
  HOME_PART_FIELDS.map((field) => [field.form, field.request]),
);

/**
 * Where a problem of the request is shown on the form: "drivers.1.years_licensed" on
 * "drivers.1.yearsLicensed", a single field's path on its form field, anything else as it is.
 */
export function formFieldForPath(path: readonly PropertyKey[]): string {
  const [head, index, name] = path;
  if ((head === "drivers" || head === "vehicles") && typeof index === "number") {
    const formName = typeof name === "string" ? householdFieldNames(head).formByRequest[name] : undefined;
    return [head, index, ...(name === undefined ? [] : [formName ?? String(name)])].join(".");
  }
  if (head === HOME_PART.request) {
    const name = path[1];
    if (name === undefined) return HOME_PART.form;
    return `${HOME_PART.form}.${typeof name === "string" ? (HOME_PART_FORM_BY_REQUEST[name] ?? name) : String(name)}`;
  }
  const joined = path.map(String).join(".");
  // A list's item ("coverage.declined_benefits.2") is shown on the list's field.
  const listField = ONTARIO_CHOICE_FIELDS.find((field) => joined.startsWith(`${field.path}.`));
  return FORM_FIELD_BY_PATH[joined] ?? listField?.form ?? joined;
}
