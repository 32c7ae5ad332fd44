import { isPricedLine } from "../pricing/reference-profiles";

/**
 * Whether search engines may index a comparison page (issue 24): a category page always; a province
 * page only for a line we price, whose figures are its own. The others say nothing of their own yet,
 * so they are kept out of the index and of the sitemap, and name their category page as canonical.
 */
export function isIndexableComparison(categorySlug: string, hasProvince: boolean): boolean {
  return !hasProvince || isPricedLine(categorySlug);
}

export interface ComparisonFaq {
  question: string;
  answer: string;
}

export interface ComparisonContent {
  heroLabel: string | null;
  heroHeading: string | null;
  heroSubtext: string | null;
  coveragePoints: string[];
  saveTips: string[];
  faq: ComparisonFaq[];
  seoTitle: string | null;
  metaDescription: string | null;
}

export type ComparisonOverride = { published: boolean } & {
  [Key in keyof ComparisonContent]?: ComparisonContent[Key] | null | undefined;
};

/**
 * Province content replaces the category's hero, coverage, tips, FAQ and SEO fields, one field at
 * a time, and only when it is published (content spec, "Comparison pages").
 */
export function mergeComparisonContent(
  base: ComparisonContent,
  override: ComparisonOverride | null,
): ComparisonContent {
  if (!override?.published) return base;
  const pick = <Key extends keyof ComparisonContent>(key: Key): ComparisonContent[Key] => {
    const value = override[key];
    if (value === null || value === undefined) return base[key];
    if (Array.isArray(value) && value.length === 0) return base[key];
    if (typeof value === "string" && value.trim() === "") return base[key];
    return value as ComparisonContent[Key];
  };
  return {
    heroLabel: pick("heroLabel"),
    heroHeading: pick("heroHeading"),
    heroSubtext: pick("heroSubtext"),
    coveragePoints: pick("coveragePoints"),
    saveTips: pick("saveTips"),
    faq: pick("faq"),
    seoTitle: pick("seoTitle"),
    metaDescription: pick("metaDescription"),
  };
}
