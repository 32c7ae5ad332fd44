import { z } from "zod";
import { FSA_PATTERN, provinceForFsa } from "./postal-codes";
import { PROVINCE_CODES, findProvinceByCode } from "./provinces";

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

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .number({ error: `${field} must be a number.` })
    .int(`${field} must be a whole number.`)
    .min(min, `${field} must be at least ${min}.`)
    .max(max, `${field} must be at most ${max}.`);

/**
 * The structured Quote request, one definition for the wizard, the API, the review screen and the
 * assistant. `currentYear` comes in from outside so the rule stays pure and testable.
 */
export function quoteRequestSchema(currentYear: number) {
  const maxYear = currentYear + 1;
  return z
    .object({
      region: z
        .object({
          country: z.literal("CA", { error: "Country must be CA: we compare Canadian insurance only." }),
          province: z.enum(PROVINCE_CODES, { error: "Choose one of the ten provinces." }),
          postal_fsa: z
            .string()
            .trim()
            .toUpperCase()
            .regex(FSA_PATTERN, "Enter the first three characters of a Canadian postal code, like M5V.")
            .optional(),
        })
        .strict(),
      location: z
        .object({ city: z.string().trim().min(1).max(QUOTE_LIMITS.cityMax).optional() })
        .strict()
        .optional(),
      vehicle: z
        .object({
          year: wholeNumber("Vehicle year", QUOTE_LIMITS.vehicleYearMin, maxYear),
          make: z
            .string({ error: "Enter the vehicle make." })
            .trim()
            .min(QUOTE_LIMITS.makeMin, `The make must be at least ${QUOTE_LIMITS.makeMin} characters.`)
            .max(QUOTE_LIMITS.makeMax, `The make must be at most ${QUOTE_LIMITS.makeMax} characters.`),
          model: z
            .string({ error: "Enter the vehicle model." })
            .trim()
            .min(QUOTE_LIMITS.modelMin, "Enter the vehicle model.")
            .max(QUOTE_LIMITS.modelMax, `The model must be at most ${QUOTE_LIMITS.modelMax} characters.`),
          trim: z
            .string()
            .trim()
            .max(QUOTE_LIMITS.trimMax, `The trim must be at most ${QUOTE_LIMITS.trimMax} characters.`)
            .optional(),
        })
        .strict(),
      driver: z
        .object({
          years_licensed: wholeNumber("Years licensed", 0, QUOTE_LIMITS.yearsLicensedMax),
          tickets_last_3y: wholeNumber("Tickets in the last 3 years", 0, QUOTE_LIMITS.ticketsMax),
          accidents_last_6y: wholeNumber("Accidents in the last 6 years", 0, QUOTE_LIMITS.accidentsMax),
        })
        .strict(),
      coverage: z
        .object({
          liability_limit: z
            .enum(LIABILITY_LIMITS, { error: "Liability must be $500,000, $1,000,000 or $2,000,000." })
            .transform(Number),
          collision: z.boolean({ error: "Collision must be yes or no." }),
          comprehensive: z.boolean({ error: "Comprehensive must be yes or no." }),
          deductible: z.union(
            DEDUCTIBLES.map((value) => z.literal(value)),
            {
              error: "The deductible must be $300, $500 or $1,000.",
            },
          ),
        })
        .strict(),
    })
    .strict()
    .superRefine((request, context) => {
      const fsa = request.region.postal_fsa;
      if (!fsa || !FSA_PATTERN.test(fsa)) return;
      const fsaProvince = provinceForFsa(fsa);
      if (fsaProvince !== request.region.province) {
        const chosen = findProvinceByCode(request.region.province)?.name ?? request.region.province;
        context.addIssue({
          code: "custom",
          path: ["region", "postal_fsa"],
          message: `Postal code ${fsa} is not in ${chosen}. Check the postal code or the province.`,
        });
      }
    });
}

export type QuoteRequestInput = z.input<ReturnType<typeof quoteRequestSchema>>;
export type QuoteRequest = z.output<ReturnType<typeof quoteRequestSchema>>;
