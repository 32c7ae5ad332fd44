import { oncePerYear } from "./once-per-year";
import { z } from "./zod";
import { t } from "../i18n/translate";
import { CATEGORY_SLUGS, type CategorySlug } from "./insurance-categories";
import { provinceForFsa } from "./postal-codes";
import { PROVINCE_CODES, type ProvinceCode } from "./provinces";
import {
  DEDUCTIBLES,
  LIABILITY_LIMITS,
  QUOTE_LIMITS,
  postalProvinceMismatch,
  quoteRequestSchema,
  wholeNumber,
  type QuoteRequest,
} from "./quote-request";
import "../i18n/messages/quote-validation";
import {
  CAR_FORM_FIELDS,
  HOME_PART,
  HOME_PART_REQUEST_BY_FORM,
  HOUSEHOLD_LISTS,
  formFieldForPath,
  householdFieldNames,
  type CarFormField,
  type HouseholdList,
} from "./quote-fields";

import {
  DEFAULT_COVERAGE,
  ENTRY_POINTS,
  POSTAL_CODE_PATTERN,
  QUOTE_FORM_LIMITS,
  formatPostalCode,
  productTypeFor,
  type HomeRequest,
} from "./quote-form-fields";

export * from "./quote-form-fields";

/** Car-only fields: read as unknown, then checked by the structured Quote request schema. */
const carFields = Object.fromEntries(CAR_FORM_FIELDS.map((field) => [field, z.unknown().optional()])) as Record<
  CarFormField,
  z.ZodOptional<z.ZodUnknown>
>;

const optionalText = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

type RawForm = {
  category: CategorySlug;
  productType: "auto" | "home";
  province: ProvinceCode;
  city: string;
  postalCode: string;
  driverAge?: number | undefined;
  homeAge?: number | undefined;
  drivers?: unknown;
  vehicles?: unknown;
  declinedBenefits?: unknown;
  dcpdOptOut?: unknown;
  home?: unknown;
} & { [Key in keyof typeof carFields]?: unknown };

/** A household list's item in the request's names; a key the table does not know is passed on for the schema to refuse. */
function toRequestItem(list: HouseholdList, item: unknown): unknown {
  if (typeof item !== "object" || item === null || Array.isArray(item)) return item;
  const { requestByForm } = householdFieldNames(list);
  return Object.fromEntries(
    Object.entries(item)
      .filter(([key, value]) => !(key === "trim" && optionalText(value) === undefined))
      .map(([key, value]) => [requestByForm[key] ?? key, value]),
  );
}

/** The home part in the request's names ("homeAge" -> "home_age"); anything else is passed on for the schema to refuse. */
function toHomePart(part: unknown): unknown {
  if (typeof part !== "object" || part === null || Array.isArray(part)) return part;
  return Object.fromEntries(Object.entries(part).map(([key, value]) => [HOME_PART_REQUEST_BY_FORM[key] ?? key, value]));
}

/** Whether the form describes its household with either list (rather than one driver and one vehicle). */
function isHousehold(form: Pick<RawForm, "drivers" | "vehicles">): boolean {
  return form.drivers !== undefined || form.vehicles !== undefined;
}

/** The single-driver or single-vehicle form fields as one list item (in the request's names). */
function singleItem(list: HouseholdList, form: RawForm): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const field of HOUSEHOLD_LISTS[list].fields) {
    const value = field.single === null ? undefined : form[field.single as keyof RawForm];
    if (value !== undefined && !(field.single === "vehicleTrim" && optionalText(value) === undefined)) {
      item[field.request] = value;
    }
  }
  if (list === "vehicles") item.principal_driver = 0;
  return item;
}

/** The household's lists in the request's names: the form's own, or its single driver or vehicle as a list of one. */
function householdInput(form: RawForm): { drivers: unknown; vehicles: unknown } {
  const listOf = (list: HouseholdList) => {
    const given = form[list];
    if (given === undefined) return [singleItem(list, form)];
    return Array.isArray(given) ? given.map((item) => toRequestItem(list, item)) : given;
  };
  return { drivers: listOf("drivers"), vehicles: listOf("vehicles") };
}

/** An object's own fields named in `keys`, for the single vehicle or driver a household's first stands for. */
function pick(value: unknown, keys: readonly string[]): Record<string, unknown> {
  if (typeof value !== "object" || value === null) return {};
  return Object.fromEntries(
    keys.filter((key) => key in value).map((key) => [key, (value as Record<string, unknown>)[key]]),
  );
}

const SINGLE_VEHICLE_KEYS = ["year", "make", "model", "trim"] as const;
const SINGLE_DRIVER_KEYS = ["years_licensed", "tickets_last_3y", "accidents_last_6y"] as const;

/** The household's first vehicle and its principal driver: the request's single `vehicle` and `driver`. */
function firstOfHousehold(household: { drivers: unknown; vehicles: unknown }) {
  const vehicles = Array.isArray(household.vehicles) ? household.vehicles : [];
  const drivers = Array.isArray(household.drivers) ? household.drivers : [];
  const first = vehicles[0];
  const principal = pick(first, ["principal_driver"]).principal_driver;
  const driver = drivers[typeof principal === "number" && drivers[principal] !== undefined ? principal : 0];
  return { vehicle: pick(first, SINGLE_VEHICLE_KEYS), driver: pick(driver, SINGLE_DRIVER_KEYS) };
}

/** The structured request a car form describes (before validation). */
function carRequestInput(form: RawForm) {
  // The postal code and city have their own rules above; pass them on only when they hold, so a
  // bad value is reported once, in the form's own words.
  const postalValid = POSTAL_CODE_PATTERN.test(form.postalCode);
  const cityValid = form.city.length >= 1 && form.city.length <= QUOTE_LIMITS.cityMax;
  const chosen = (value: unknown, fallback: unknown) => (value === undefined ? fallback : value);
  const household = isHousehold(form) ? householdInput(form) : null;
  const first = household ? firstOfHousehold(household) : null;
  return {
    region: {
      country: "CA",
      province: form.province,
      ...(postalValid ? { postal_fsa: form.postalCode.slice(0, 3) } : {}),
    },
    ...(cityValid ? { location: { city: form.city } } : {}),
    vehicle: first?.vehicle ?? {
      year: form.vehicleYear,
      make: form.vehicleMake,
      model: form.vehicleModel,
      ...(optionalText(form.vehicleTrim) === undefined ? {} : { trim: form.vehicleTrim }),
    },
    driver: first?.driver ?? {
      years_licensed: form.yearsLicensed,
      tickets_last_3y: form.ticketsLast3y,
      accidents_last_6y: form.accidentsLast6y,
    },
    // Omitted coverage takes the defaults; an explicit null is an answer, and is rejected.
    coverage: {
      liability_limit: chosen(form.liabilityLimit, DEFAULT_COVERAGE.liabilityLimit),
      collision: chosen(form.collision, DEFAULT_COVERAGE.collision),
      comprehensive: chosen(form.comprehensive, DEFAULT_COVERAGE.comprehensive),
      deductible: chosen(form.deductible, DEFAULT_COVERAGE.deductible),
      // Ontario's choices (decision 0060): absent, the standard package.
      ...(form.declinedBenefits === undefined ? {} : { declined_benefits: form.declinedBenefits }),
      ...(form.dcpdOptOut === undefined ? {} : { dcpd_opt_out: form.dcpdOptOut }),
    },
    ...(household ?? {}),
    ...(form.home === undefined ? {} : { [HOME_PART.request]: toHomePart(form.home) }),
  };
}

/**
 * Where a problem of the request is shown on a car form. In a household, the single `vehicle` and
 * `driver` are copies of its first vehicle and that vehicle's driver, so their problems are said
 * once, on the list; a list the form gave as single fields has its problems on those fields.
 */
function formFieldOfProblem(form: RawForm, path: readonly PropertyKey[]): string | null {
  if (!isHousehold(form)) return formFieldForPath(path);
  const [head, index, name] = path;
  if (head === "vehicle" || head === "driver") return null;
  if ((head === "drivers" || head === "vehicles") && form[head] === undefined && index === 0) {
    const field = HOUSEHOLD_LISTS[head].fields.find((item) => item.request === name);
    if (field?.single) return field.single;
  }
  return formFieldForPath(path);
}

/**
 * The primary driver's age: the single form's, or that of the household's first vehicle's principal
 * driver, read from the request already checked (not the form again).
 */
function primaryDriverAge(form: RawForm, car: QuoteRequest | null): number | undefined {
  if (form.drivers === undefined || !car?.drivers) return form.driverAge;
  return car.drivers[car.vehicles?.[0]?.principal_driver ?? 0]?.age;
}

/** The single-driver or single-vehicle fields a form also gave as a list (one place for each answer). */
function singleFieldsBesideLists(form: RawForm): { field: string; list: HouseholdList }[] {
  const found: { field: string; list: HouseholdList }[] = [];
  for (const list of ["drivers", "vehicles"] as const) {
    if (form[list] === undefined) continue;
    for (const field of HOUSEHOLD_LISTS[list].fields) {
      if (field.single !== null && form[field.single as keyof RawForm] !== undefined) {
        found.push({ field: field.single, list });
      }
    }
  }
  return found;
}

/**
 * The body of POST /api/session/start: the spec's Quote form data (province, city, productType,
 * vehicle, driverAge, postalCode, the two consents) plus what the wizard also collects (category,
 * driving record, coverage, the age of a home, the entry point). Car answers are checked by the
 * structured Quote request schema, so there is one set of rules and messages.
 */
export function quoteFormSchema(currentYear: number) {
  const requestSchema = quoteRequestSchema(currentYear);
  // The car request the refinement has just checked, for the transform that follows it on the same
  // object: read once, not twice (decision 0072).
  const checkedRequests = new WeakMap<object, QuoteRequest>();
  return z
    .object({
      category: z.enum(CATEGORY_SLUGS, { error: () => t("quote.validation.category") }),
      productType: z.enum(["auto", "home"], { error: () => t("quote.validation.productType") }),
      province: z.enum(PROVINCE_CODES, { error: () => t("quote.validation.province") }),
      city: z
        .string({ error: () => t("quote.validation.city") })
        .trim()
        .min(1, { error: () => t("quote.validation.city") })
        .max(QUOTE_LIMITS.cityMax, { error: () => t("quote.validation.cityMax", { max: QUOTE_LIMITS.cityMax }) }),
      postalCode: z
        .string({ error: () => t("quote.validation.postalCode") })
        .trim()
        .toUpperCase()
        .regex(POSTAL_CODE_PATTERN, { error: () => t("quote.validation.postalCode") }),
      driverAge: wholeNumber(
        t("quote.field.driverAge"),
        QUOTE_FORM_LIMITS.driverAgeMin,
        QUOTE_FORM_LIMITS.driverAgeMax,
      ).optional(),
      homeAge: wholeNumber(t("quote.field.homeAge"), 0, QUOTE_FORM_LIMITS.homeAgeMax).optional(),
      ...carFields,
      // A household (issue 25): read as unknown, then checked by the Quote request schema's lists.
      drivers: z.unknown().optional(),
      vehicles: z.unknown().optional(),
      // Ontario's coverage choices: read as unknown, then checked by the Quote request schema's coverage.
      declinedBenefits: z.unknown().optional(),
      dcpdOptOut: z.unknown().optional(),
      // Home and car together (issue 25): read as unknown, then checked by the Quote request schema's home part.
      [HOME_PART.form]: z.unknown().optional(),
      consentDataSharing: z.literal(true, { error: () => t("quote.validation.consentDataSharing") }),
      consentContact: z.boolean({ error: () => t("quote.validation.consentContact") }).default(false),
      from: z.enum(ENTRY_POINTS, { error: () => t("quote.validation.from") }).optional(),
      blog: z
        .string({ error: () => t("quote.validation.blog") })
        .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: () => t("quote.validation.blog") })
        .max(QUOTE_FORM_LIMITS.blogSlugMax, { error: () => t("quote.validation.blog") })
        .optional(),
    })
    .strict()
    .superRefine((form, context) => {
      const issue = (field: string, message: string) => context.addIssue({ code: "custom", path: [field], message });
      if (form.productType !== productTypeFor(form.category)) issue("productType", t("quote.validation.productType"));
      const fsa = form.postalCode.slice(0, 3);
      const postalValid = POSTAL_CODE_PATTERN.test(form.postalCode);
      if (postalValid && provinceForFsa(fsa) !== form.province) {
        issue("postalCode", postalProvinceMismatch(fsa, form.province));
      }
      if (form.category !== "car" && form.home !== undefined)
        issue(HOME_PART.form, t("quote.validation.homeWithCarOnly"));
      if (form.category !== "car") {
        const carOnly = [...Object.keys(carFields), "drivers", "vehicles", "declinedBenefits", "dcpdOptOut"];
        for (const field of carOnly as (keyof typeof carFields)[]) {
          if (form[field] !== undefined) issue(field, t("quote.validation.carOnly", { category: form.category }));
        }
      }
      if (form.category === "home") {
        if (form.homeAge === undefined) issue("homeAge", t("quote.validation.homeAge"));
        return;
      }
      if (form.driverAge === undefined && (form.category !== "car" || form.drivers === undefined)) {
        issue("driverAge", t("quote.validation.driverAge"));
      }
      if (form.category !== "car") return;
      for (const { field, list } of singleFieldsBesideLists(form)) {
        issue(
          field,
          t(list === "drivers" ? "quote.validation.driverBesideList" : "quote.validation.vehicleBesideList"),
        );
      }
      const seen = new Set([`postalCode|${postalProvinceMismatch(fsa, form.province)}`]);
      const result = requestSchema.safeParse(carRequestInput(form));
      if (result.success) checkedRequests.set(form, result.data);
      else {
        for (const problem of result.error.issues) {
          const field = formFieldOfProblem(form, problem.path);
          if (field === null || seen.has(`${field}|${problem.message}`)) continue;
          seen.add(`${field}|${problem.message}`);
          issue(field, problem.message);
        }
      }
      const years = form.yearsLicensed;
      const ageValid =
        form.driverAge !== undefined &&
        form.driverAge >= QUOTE_FORM_LIMITS.driverAgeMin &&
        form.driverAge <= QUOTE_FORM_LIMITS.driverAgeMax;
      if (!isHousehold(form) && ageValid && form.driverAge !== undefined && typeof years === "number") {
        const max = Math.max(0, form.driverAge - QUOTE_FORM_LIMITS.licenceAge);
        if (years > max) issue("yearsLicensed", t("quote.validation.licensedVsAge", { age: form.driverAge, max }));
      }
    })
    .transform((form) => {
      const postalCode = formatPostalCode(form.postalCode);
      const fsa = postalCode.slice(0, 3);
      const car: QuoteRequest | null =
        form.category === "car" ? (checkedRequests.get(form) ?? requestSchema.parse(carRequestInput(form))) : null;
      const home: HomeRequest | null =
        form.category === "home"
          ? { province: form.province, postal_fsa: fsa, city: form.city, home_age: form.homeAge ?? 0 }
          : null;
      return {
        category: form.category,
        productType: form.productType,
        province: form.province,
        city: form.city,
        postalCode,
        fsa,
        driverAge: form.category === "home" ? null : (primaryDriverAge(form, car) ?? null),
        consentDataSharing: form.consentDataSharing,
        consentContact: form.consentContact,
        from: form.from ?? null,
        blog: form.blog ?? null,
        car,
        home,
      };
    });
}

/** The form's schema of a calendar year, built once per year. */
export const quoteFormSchemaFor = oncePerYear(quoteFormSchema);

export type QuoteFormInput = z.input<ReturnType<typeof quoteFormSchema>>;
export type QuoteForm = z.output<ReturnType<typeof quoteFormSchema>>;

/** The coverage choices a visitor can change on the results screen (car only). */
export const coverageChangeSchema = z
  .object({
    liabilityLimit: z.enum(LIABILITY_LIMITS, { error: () => t("quote.validation.liability") }),
    collision: z.boolean({ error: () => t("quote.validation.collision") }),
    comprehensive: z.boolean({ error: () => t("quote.validation.comprehensive") }),
    deductible: z.union(
      DEDUCTIBLES.map((value) => z.literal(value)),
      { error: () => t("quote.validation.deductible") },
    ),
  })
  .strict();
export type CoverageChange = z.output<typeof coverageChangeSchema>;
