import type { MessageKey } from "../../core/i18n/messages-en";
import type { FactorScope, FactorSubject, PricingFactor } from "../../core/pricing/estimate-premium";
import type { DeclineReason, PartnerSearch } from "../../core/pricing/partners";
import type { HouseholdSummary, PricingSummary } from "../../core/pricing/price-quote-form";
import type { BundleSummary } from "../../core/pricing/estimate-bundle";
import { PROVINCE_CODES } from "../../core/shared/provinces";
import type { HomeRequest } from "../../core/shared/quote-form";
import {
  DEDUCTIBLES,
  ONTARIO_OPTIONAL_BENEFITS,
  VEHICLE_USES,
  type QuoteRequest,
} from "../../core/shared/quote-request";
import { z } from "../../core/shared/zod";

/*
 * The shapes of the JSON a quote session and its quotes are stored with. The database does not check
 * them, so a row written by an older version or edited by hand is read through these, and one that
 * does not fit is treated as missing by the caller rather than crashing the page. They check the
 * stored shape, not the visitor's rules: the request schema's newest vehicle year moves with the
 * calendar and it reads the liability limit as the form's string, so it would refuse rows it wrote.
 */

/** Every scope once: a scope added to FactorScope does not compile until it is listed here too. */
const FACTOR_SCOPES: { [Scope in FactorScope]: Scope } = {
  whole: "whole",
  liability: "liability",
  physical_damage: "physical_damage",
  comprehensive: "comprehensive",
};

// Any string will do: t() shows a key it does not know as the key itself, and says so on the console.
const messageKeySchema = z.custom<MessageKey>((value) => typeof value === "string");

const rangeSchema = z.object({ low: z.number(), high: z.number() });

const factorSubjectSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("driver"), index: z.number(), age: z.number() }),
  z.object({ kind: z.literal("vehicle"), index: z.number(), name: z.string() }),
]) satisfies z.ZodType<FactorSubject>;

const pricingFactorSchema = z.object({
  key: z.string(),
  scope: z.enum(FACTOR_SCOPES),
  multiplier: z.number(),
  reason: z.object({ key: messageKeySchema, params: z.record(z.string(), z.union([z.string(), z.number()])) }),
  subject: factorSubjectSchema.optional(),
}) satisfies z.ZodType<PricingFactor>;

const factorsSchema = z.array(pricingFactorSchema);

/** A quote's JSON columns: what it offers, what explains its price and its range (none for a referral). */
export const storedQuoteJsonSchema = z.object({
  features: z.array(z.string()),
  factors: factorsSchema,
  range: rangeSchema.nullable(),
});

const DECLINE_REASONS: { [Reason in DeclineReason]: Reason } = {
  age: "age",
  experience: "experience",
  new_drivers_only: "new_drivers_only",
  accidents: "accidents",
  tickets: "tickets",
  high_risk: "high_risk",
  record_required: "record_required",
  vehicle_age: "vehicle_age",
};

const partnerSearchSchema = z.object({
  searched: z.number(),
  declined: z.array(z.object({ partner_id: z.string(), partner_name: z.string(), reason: z.enum(DECLINE_REASONS) })),
}) satisfies z.ZodType<PartnerSearch>;

const vehiclePremiumSchema = z.object({
  vehicle: z.number(),
  name: z.string(),
  annual_premium: z.number(),
  monthly_premium: z.number(),
});

/** A household's part of the summary (issue 25): its vehicles and drivers as priced, each partner's split. */
const householdSummarySchema = z.object({
  vehicles: z.array(
    z.object({
      index: z.number(),
      name: z.string(),
      principalDriver: z.number(),
      occasionalDrivers: z.array(z.number()),
      annual: z.number(),
    }),
  ),
  drivers: z.array(z.object({ age: z.number() })),
  splits: z.record(z.string(), z.array(vehiclePremiumSchema)),
}) satisfies z.ZodType<HouseholdSummary>;

/** Home and car together (issue 25): the home as estimated and each partner's offer for both lines. */
const bundleSummarySchema = z.object({
  province: z.enum(PROVINCE_CODES),
  home: z.object({
    homeAge: z.number(),
    annual: z.number(),
    range: rangeSchema,
    factors: factorsSchema,
    liabilityLimit: z.number(),
    deductible: z.number(),
    rateTableVersion: z.string(),
  }),
  offers: z.record(
    z.string(),
    z.object({
      kind: z.enum(["bundle", "separate", "car_only"]),
      car: z.number(),
      home: z.number().nullable(),
      homePartner: z.object({ id: z.string(), name: z.string() }).nullable(),
      discount: z.number(),
      annual: z.number(),
      separately: z.number(),
      saving: z.number(),
    }),
  ),
}) satisfies z.ZodType<BundleSummary>;

/**
 * A session's `pricing` column when it is not null (a referral session has no summary). Sessions
 * priced before the partner search was recorded have none, and those priced before Ontario's
 * accident-benefits reform (decision 0046) no `optionalAccidentBenefits`.
 */
export const storedPricingSchema = z.object({
  line: z.enum(["car", "home"]),
  annual: z.number(),
  range: rangeSchema,
  factors: factorsSchema,
  optionalLayerOnly: z.boolean(),
  optionalAccidentBenefits: z.boolean().optional(),
  highRisk: z.boolean(),
  physicalDamageMandatory: z.boolean(),
  rateTableVersion: z.string(),
  coverage: z.object({ coverage_type: z.string(), coverage_limit: z.number(), deductible: z.number() }),
  search: partnerSearchSchema.optional(),
  household: householdSummarySchema.optional(),
  // Ontario's coverage choices (decision 0060); sessions priced before them have none.
  choices: z.array(z.object({ key: z.enum([...ONTARIO_OPTIONAL_BENEFITS, "dcpd"]), change: z.number() })).optional(),
  bundle: bundleSummarySchema.optional(),
}) satisfies z.ZodType<
  Omit<PricingSummary, "search" | "optionalAccidentBenefits" | "household" | "choices" | "bundle"> & {
    search?: PartnerSearch | undefined;
    household?: HouseholdSummary | undefined;
    bundle?: BundleSummary | undefined;
    optionalAccidentBenefits?: boolean | undefined;
    choices?: PricingSummary["choices"] | undefined;
  }
>;

/** A car session's `request` column: the Quote request as the shared schema returned it. */
export const storedCarRequestSchema = z.object({
  region: z.object({
    country: z.literal("CA"),
    province: z.enum(PROVINCE_CODES),
    postal_fsa: z.string().optional(),
  }),
  location: z.object({ city: z.string().optional() }).optional(),
  vehicle: z.object({
    year: z.number(),
    make: z.string(),
    model: z.string(),
    trim: z.string().optional(),
  }),
  driver: z.object({
    years_licensed: z.number(),
    tickets_last_3y: z.number(),
    accidents_last_6y: z.number(),
  }),
  coverage: z.object({
    liability_limit: z.number(),
    collision: z.boolean(),
    comprehensive: z.boolean(),
    deductible: z.union(DEDUCTIBLES.map((value) => z.literal(value))),
    declined_benefits: z.array(z.enum(ONTARIO_OPTIONAL_BENEFITS)).optional(),
    dcpd_opt_out: z.boolean().optional(),
  }),
  // A household (issue 25); sessions of one driver and one vehicle have neither list.
  drivers: z
    .array(
      z.object({
        age: z.number(),
        years_licensed: z.number(),
        tickets_last_3y: z.number(),
        accidents_last_6y: z.number(),
      }),
    )
    .optional(),
  vehicles: z
    .array(
      z.object({
        year: z.number(),
        make: z.string(),
        model: z.string(),
        trim: z.string().optional(),
        use: z.enum(VEHICLE_USES).optional(),
        commute_km: z.number().optional(),
        winter_tires: z.boolean().optional(),
        principal_driver: z.number(),
      }),
    )
    .optional(),
  // Home and car together (issue 25); a car alone has none.
  home: z.object({ home_age: z.number() }).optional(),
}) satisfies z.ZodType<QuoteRequest>;

/** A home session's `request` column. */
export const storedHomeRequestSchema = z.object({
  province: z.enum(PROVINCE_CODES),
  postal_fsa: z.string(),
  city: z.string(),
  home_age: z.number(),
}) satisfies z.ZodType<HomeRequest>;
