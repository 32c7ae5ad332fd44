import { oncePerYear } from "./once-per-year";
import { z } from "./zod";
import { t } from "../i18n/translate";
import { FSA_PATTERN, provinceForFsa } from "./postal-codes";
import { PROVINCE_CODES, findProvinceByCode } from "./provinces";
import "../i18n/messages/quote-validation";
import { QUOTE_FORM_LIMITS } from "./quote-form-fields";
import {
  DEDUCTIBLES,
  HOUSEHOLD_LIMITS,
  LIABILITY_LIMITS,
  ONTARIO_OPTIONAL_BENEFITS,
  QUOTE_LIMITS,
  VEHICLE_USES,
} from "./quote-request-fields";

export {
  DEDUCTIBLES,
  HOUSEHOLD_LIMITS,
  LIABILITY_LIMITS,
  ONTARIO_MANDATORY_BENEFITS,
  ONTARIO_OPTIONAL_BENEFITS,
  QUOTE_LIMITS,
  VEHICLE_USES,
  coverageChoicesOf,
  type OntarioCoverageChoice,
  type OntarioOptionalBenefit,
  type VehicleUse,
} from "./quote-request-fields";

/** A whole number between min and max; `field` is the label the messages use. */
export const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: () => t("quote.validation.number", { field }) })
    .int({ error: () => t("quote.validation.wholeNumber", { field }) })
    .min(min, { error: () => t("quote.validation.atLeast", { field, min }) })
    .max(max, { error: () => t("quote.validation.atMost", { field, max }) });

/** The message for a postal area that belongs to another province (one wording for every form). */
export function postalProvinceMismatch(postal: string, provinceCode: string): string {
  const province = findProvinceByCode(provinceCode)?.name ?? provinceCode;
  return t("quote.validation.postalProvince", { postal, province });
}

/**
 * The structured Quote request, one definition for the wizard, the API, the review screen and the
 * assistant. `currentYear` comes in from outside so the rule stays pure and testable.
 */
export function quoteRequestSchema(currentYear: number) {
  const maxYear = currentYear + 1;
  const vehicleShape = {
    year: wholeNumber(t("quote.field.vehicleYear"), QUOTE_LIMITS.vehicleYearMin, maxYear),
    make: z
      .string({ error: () => t("quote.validation.make") })
      .trim()
      .min(QUOTE_LIMITS.makeMin, { error: () => t("quote.validation.makeMin", { min: QUOTE_LIMITS.makeMin }) })
      .max(QUOTE_LIMITS.makeMax, { error: () => t("quote.validation.makeMax", { max: QUOTE_LIMITS.makeMax }) }),
    model: z
      .string({ error: () => t("quote.validation.model") })
      .trim()
      .min(QUOTE_LIMITS.modelMin, { error: () => t("quote.validation.model") })
      .max(QUOTE_LIMITS.modelMax, {
        error: () => t("quote.validation.modelMax", { max: QUOTE_LIMITS.modelMax }),
      }),
    trim: z
      .string({ error: () => t("quote.validation.trimText") })
      .trim()
      .max(QUOTE_LIMITS.trimMax, { error: () => t("quote.validation.trimMax", { max: QUOTE_LIMITS.trimMax }) })
      .optional(),
  };
  const driverShape = {
    years_licensed: wholeNumber(t("quote.field.yearsLicensed"), 0, QUOTE_LIMITS.yearsLicensedMax),
    tickets_last_3y: wholeNumber(t("quote.field.tickets"), 0, QUOTE_LIMITS.ticketsMax),
    accidents_last_6y: wholeNumber(t("quote.field.accidents"), 0, QUOTE_LIMITS.accidentsMax),
  };
  const householdDriver = z
    .object({
      age: wholeNumber(t("quote.field.age"), QUOTE_FORM_LIMITS.driverAgeMin, QUOTE_FORM_LIMITS.driverAgeMax),
      ...driverShape,
    })
    .strict();
  const householdVehicle = z
    .object({
      ...vehicleShape,
      use: z.enum(VEHICLE_USES, { error: () => t("quote.validation.vehicleUse") }).optional(),
      commute_km: wholeNumber(
        t("quote.field.commuteKm"),
        HOUSEHOLD_LIMITS.commuteKmMin,
        HOUSEHOLD_LIMITS.commuteKmMax,
      ).optional(),
      winter_tires: z.boolean({ error: () => t("quote.validation.winterTires") }).optional(),
      principal_driver: z
        .number({ error: () => t("quote.validation.principalDriver") })
        .int({ error: () => t("quote.validation.principalDriver") })
        .min(0, { error: () => t("quote.validation.principalDriver") }),
    })
    .strict();
  return z
    .object({
      region: z
        .object({
          country: z.literal("CA", { error: () => t("quote.validation.country") }),
          province: z.enum(PROVINCE_CODES, { error: () => t("quote.validation.province") }),
          postal_fsa: z
            .string()
            .trim()
            .toUpperCase()
            .regex(FSA_PATTERN, { error: () => t("quote.validation.fsa") })
            .optional(),
        })
        .strict(),
      location: z
        .object({ city: z.string().trim().min(1).max(QUOTE_LIMITS.cityMax).optional() })
        .strict()
        .optional(),
      vehicle: z.object(vehicleShape).strict(),
      driver: z.object(driverShape).strict(),
      coverage: z
        .object({
          liability_limit: z.enum(LIABILITY_LIMITS, { error: () => t("quote.validation.liability") }).transform(Number),
          collision: z.boolean({ error: () => t("quote.validation.collision") }),
          comprehensive: z.boolean({ error: () => t("quote.validation.comprehensive") }),
          deductible: z.union(
            DEDUCTIBLES.map((value) => z.literal(value)),
            {
              error: t("quote.validation.deductible"),
            },
          ),
          // Ontario's choices (decision 0060): absent means the standard package, as before.
          declined_benefits: z
            .array(
              z.enum(ONTARIO_OPTIONAL_BENEFITS, {
                error: () => t("quote.validation.declinedBenefit", { allowed: ONTARIO_OPTIONAL_BENEFITS.join(", ") }),
              }),
              { error: () => t("quote.validation.declinedBenefits") },
            )
            .optional(),
          dcpd_opt_out: z.boolean({ error: () => t("quote.validation.dcpdOptOut") }).optional(),
        })
        .strict(),
      drivers: z
        .array(householdDriver, { error: () => t("quote.validation.driversList") })
        .min(1, { error: () => t("quote.validation.driversList") })
        .max(HOUSEHOLD_LIMITS.driversMax, {
          error: () => t("quote.validation.driversMax", { max: HOUSEHOLD_LIMITS.driversMax }),
        })
        .optional(),
      vehicles: z
        .array(householdVehicle, { error: () => t("quote.validation.vehiclesList") })
        .min(1, { error: () => t("quote.validation.vehiclesList") })
        .max(HOUSEHOLD_LIMITS.vehiclesMax, {
          error: () => t("quote.validation.vehiclesMax", { max: HOUSEHOLD_LIMITS.vehiclesMax }),
        })
        .optional(),
      // Home and car together (issue 25): the home at the quote's address, priced beside the car.
      home: z
        .object(
          {
            home_age: z
              .number({
                error: (issue) =>
                  issue.input === undefined
                    ? t("quote.validation.homeAge")
                    : t("quote.validation.number", { field: t("quote.field.homeAge") }),
              })
              .int({ error: () => t("quote.validation.wholeNumber", { field: t("quote.field.homeAge") }) })
              .min(0, { error: () => t("quote.validation.atLeast", { field: t("quote.field.homeAge"), min: 0 }) })
              .max(QUOTE_FORM_LIMITS.homeAgeMax, {
                error: () =>
                  t("quote.validation.atMost", { field: t("quote.field.homeAge"), max: QUOTE_FORM_LIMITS.homeAgeMax }),
              }),
          },
          {
            error: (issue) =>
              issue.code === "unrecognized_keys" ? t("quote.validation.homePartKey") : t("quote.validation.homePart"),
          },
        )
        .strict()
        .optional(),
    })
    .strict()
    .superRefine((request, context) => {
      checkHousehold(request, context);
      checkOntarioChoices(request, context);
      const fsa = request.region.postal_fsa;
      if (!fsa || !FSA_PATTERN.test(fsa)) return;
      const fsaProvince = provinceForFsa(fsa);
      if (fsaProvince !== request.region.province) {
        context.addIssue({
          code: "custom",
          path: ["region", "postal_fsa"],
          message: postalProvinceMismatch(fsa, request.region.province),
        });
      }
    });
}

type HouseholdCheck = {
  drivers?: { age: number; years_licensed: number }[] | undefined;
  vehicles?: { use?: string | undefined; commute_km?: number | undefined; principal_driver: number }[] | undefined;
};

/**
 * The household's rules across fields: every driver licensed no longer than their age allows, every
 * vehicle's principal driver one of the listed drivers (the first, when only the single driver is
 * given), a commute distance exactly when the vehicle is used to commute.
 */
function checkHousehold(request: HouseholdCheck, context: z.RefinementCtx): void {
  const issue = (path: PropertyKey[], message: string) => context.addIssue({ code: "custom", path, message });
  request.drivers?.forEach((driver, index) => {
    const max = Math.max(0, driver.age - QUOTE_FORM_LIMITS.licenceAge);
    if (driver.years_licensed > max) {
      issue(["drivers", index, "years_licensed"], t("quote.validation.licensedVsAge", { age: driver.age, max }));
    }
  });
  const driverCount = request.drivers?.length ?? 1;
  request.vehicles?.forEach((vehicle, index) => {
    if (vehicle.principal_driver >= driverCount) {
      issue(
        ["vehicles", index, "principal_driver"],
        t("quote.validation.principalDriverRange", { vehicle: index + 1, count: driverCount }),
      );
    }
    if (vehicle.use === "commute" && vehicle.commute_km === undefined) {
      issue(["vehicles", index, "commute_km"], t("quote.validation.commuteKm"));
    }
    if (vehicle.use !== "commute" && vehicle.commute_km !== undefined) {
      issue(["vehicles", index, "commute_km"], t("quote.validation.commuteKmOnly"));
    }
  });
}

/**
 * Ontario's coverage choices are Ontario's: elsewhere accident benefits and direct compensation are
 * not the driver's to decline (an empty list or `false` is the standard package anywhere). Each
 * benefit is named once.
 */
function checkOntarioChoices(
  request: {
    region: { province: string };
    coverage: { declined_benefits?: string[] | undefined; dcpd_opt_out?: boolean | undefined };
  },
  context: z.RefinementCtx,
): void {
  const { declined_benefits: declined = [], dcpd_opt_out: optOut } = request.coverage;
  const outside = request.region.province !== "ON";
  if (outside && declined.length > 0) {
    context.addIssue({
      code: "custom",
      path: ["coverage", "declined_benefits"],
      message: t("quote.validation.ontarioOnly"),
    });
  }
  if (outside && optOut === true) {
    context.addIssue({
      code: "custom",
      path: ["coverage", "dcpd_opt_out"],
      message: t("quote.validation.ontarioOnly"),
    });
  }
  if (new Set(declined).size !== declined.length) {
    context.addIssue({
      code: "custom",
      path: ["coverage", "declined_benefits"],
      message: t("quote.validation.declinedTwice"),
    });
  }
}

export type QuoteRequestInput = z.input<ReturnType<typeof quoteRequestSchema>>;
export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>;

/** The Quote request schema of a calendar year, built once per year. */
export const quoteRequestSchemaFor = oncePerYear(quoteRequestSchema);
