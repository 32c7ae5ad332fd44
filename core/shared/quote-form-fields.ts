// The quote form's constants and small helpers, apart from its schema so that the wizard can show
// and prefill its steps without loading zod (quote-form.ts builds the schema and re-exports these).
import { type CategorySlug } from "./insurance-categories";
import type { ProvinceCode } from "./provinces";

export { CATEGORY_SLUGS, isCategorySlug, type CategorySlug } from "./insurance-categories";

/** Lines we price ourselves; the others are handed to partners for that line without a price. */
export const PRICED_CATEGORIES = ["car", "home"] as const satisfies readonly CategorySlug[];
export function isPricedCategory(category: CategorySlug): boolean {
  return (PRICED_CATEGORIES as readonly string[]).includes(category);
}

/** The spec maps every type but home to productType auto. */
export function productTypeFor(category: CategorySlug): "auto" | "home" {
  return category === "home" ? "home" : "auto";
}

/** Where a visitor came from; decides the breadcrumb and feeds the funnel by entry point. */
export const ENTRY_POINTS = ["home", "province", "blog", "learn", "compare", "assistant", "policy", "direct"] as const;
export type EntryPoint = (typeof ENTRY_POINTS)[number];

/** The wizard's coverage defaults (issue 6): $1M liability, collision and comprehensive, $500 deductible. */
export const DEFAULT_COVERAGE = {
  liabilityLimit: "1000000",
  collision: true,
  comprehensive: true,
  deductible: 500,
} as const;

export const QUOTE_FORM_LIMITS = {
  driverAgeMin: 16,
  driverAgeMax: 100,
  homeAgeMax: 300,
  /** The youngest age at which any province issues a learner's licence (Alberta, 14). */
  licenceAge: 14,
  blogSlugMax: 200,
} as const;

/** A full Canadian postal code, with or without the space: letter-digit-letter digit-letter-digit. */
export const POSTAL_CODE_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/;

/** "m5v2t6" -> "M5V 2T6". */
export function formatPostalCode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return compact.length === 6 ? `${compact.slice(0, 3)} ${compact.slice(3)}` : value.trim().toUpperCase();
}

export interface HomeRequest {
  province: ProvinceCode;
  postal_fsa: string;
  city: string;
  home_age: number;
}
