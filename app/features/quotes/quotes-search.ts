import { categoryFromAlias } from "../../../core/shared/insurance-categories";
import {
  ENTRY_POINTS,
  isCategorySlug,
  type CategorySlug,
  type EntryPoint,
} from "../../../core/shared/quote-form-fields";
import type { CoverageChange } from "../../../core/shared/quote-form";
import { DEDUCTIBLES, LIABILITY_LIMITS, QUOTE_LIMITS } from "../../../core/shared/quote-request-fields";
import { PROVINCES, type ProvinceCode } from "../../../core/shared/provinces";

export interface QuotesSearch {
  category: CategorySlug | null;
  province: ProvinceCode | null;
  from: EntryPoint | null;
  blog: string | null;
  session: string | null;
  /** Answers carried in from elsewhere (the policy analyzer): shown in the wizard, still editable. */
  prefill: {
    city?: string;
    postalCode?: string;
    vehicleYear?: string;
    vehicleMake?: string;
    vehicleModel?: string;
  };
  /** Coverage read from the visitor's current policy, priced instead of our defaults. */
  coverage: CoverageChange | null;
  /**
   * The renewal month the policy analyzer read ("YYYY-MM", decision 0062): carried through the wizard
   * to the results, where the e-mail panel offers it for the reminder.
   */
  renewalMonth: string | null;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Reads /quotes?category=&province=&from=&blog=&session=. The province may be a landing-page slug
 * (from province pages) or a code (from comparison pages); anything unknown is ignored, not an error.
 */
export function parseQuotesSearch(params: URLSearchParams): QuotesSearch {
  const category = params.get("category");
  const province = params.get("province")?.toLowerCase() ?? "";
  const from = params.get("from");
  const blog = params.get("blog");
  const session = params.get("session");
  return {
    category: isCategorySlug(category) ? category : null,
    province:
      PROVINCES.find(
        (item) => item.slug === province || item.slugFr === province || item.code.toLowerCase() === province,
      )?.code ?? null,
    from: (ENTRY_POINTS as readonly string[]).includes(from ?? "") ? (from as EntryPoint) : null,
    blog: blog && blog.length <= 200 && SLUG.test(blog) ? blog : null,
    session: session && session.length <= 64 ? session : null,
    prefill: readPrefill(params),
    coverage: readCoverage(params),
    renewalMonth: readRenewalMonth(params),
  };
}

/**
 * The query of the link's canonical address when it names the line another way (the learn guides'
 * `home-insurance`, French words, capitals), for a 301 to it (issue 24); null when it is canonical or
 * names no line we know (an unknown category is ignored, as before).
 */
export function canonicalQuotesQuery(params: URLSearchParams): string | null {
  const category = params.get("category");
  if (category === null || isCategorySlug(category)) return null;
  const canonical = categoryFromAlias(category);
  if (!canonical) return null;
  const query = new URLSearchParams(params);
  query.set("category", canonical);
  return query.toString();
}

function text(params: URLSearchParams, name: string, max: number): string | undefined {
  const value = params.get(name)?.trim();
  return value && value.length <= max ? value : undefined;
}

function readPrefill(params: URLSearchParams): QuotesSearch["prefill"] {
  const prefill: QuotesSearch["prefill"] = {};
  const city = text(params, "city", QUOTE_LIMITS.cityMax);
  const postalCode = text(params, "postalCode", 7);
  const vehicleYear = text(params, "vehicleYear", 4);
  const vehicleMake = text(params, "vehicleMake", QUOTE_LIMITS.makeMax);
  const vehicleModel = text(params, "vehicleModel", QUOTE_LIMITS.modelMax);
  if (city) prefill.city = city;
  if (postalCode && /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/.test(postalCode))
    prefill.postalCode = postalCode.toUpperCase();
  if (vehicleYear && /^\d{4}$/.test(vehicleYear)) prefill.vehicleYear = vehicleYear;
  if (vehicleMake) prefill.vehicleMake = vehicleMake;
  if (vehicleModel) prefill.vehicleModel = vehicleModel;
  return prefill;
}

function readRenewalMonth(params: URLSearchParams): string | null {
  const month = params.get("renewalMonth")?.trim() ?? "";
  return /^\d{4}-(?:0[1-9]|1[0-2])$/.test(month) ? month : null;
}

function readCoverage(params: URLSearchParams): CoverageChange | null {
  const liabilityLimit = params.get("liabilityLimit");
  const deductible = Number(params.get("deductible"));
  const collision = params.get("collision");
  const comprehensive = params.get("comprehensive");
  const isFlag = (value: string | null) => value === "true" || value === "false";
  if (
    !(LIABILITY_LIMITS as readonly string[]).includes(liabilityLimit ?? "") ||
    !(DEDUCTIBLES as readonly number[]).includes(deductible) ||
    !isFlag(collision) ||
    !isFlag(comprehensive)
  ) {
    return null;
  }
  return {
    liabilityLimit: liabilityLimit as CoverageChange["liabilityLimit"],
    deductible: deductible as CoverageChange["deductible"],
    collision: collision === "true",
    comprehensive: comprehensive === "true",
  };
}
