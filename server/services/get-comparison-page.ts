import { mergeComparisonContent, type ComparisonContent } from "../../core/content/comparison";
import { PROVINCES, type Province } from "../../core/shared/provinces";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import type { Language } from "../../core/i18n/languages";
import { provinceWords } from "../../core/shared/localized-paths";
import {
  findActiveCategory,
  findCategoryProvinceContent,
  listActiveCategories,
} from "../repositories/category-repository";

export interface ComparisonPageView {
  category: { slug: string; title: string; learnSlug: string | null };
  province: { code: string; name: string; slug: string } | null;
  content: ComparisonContent;
  otherCategories: { slug: string; title: string }[];
  provinces: { code: string; name: string; slug: string }[];
  language: Language;
}

/** The province part of /compare/{category}/{province}: the province's English name in lower-case words. */
export function provinceUrlSlug(province: Pick<Province, "name">): string {
  return provinceWords(province.name);
}

export type ComparisonPageResult =
  { status: "found"; page: ComparisonPageView } | { status: "category_not_found" } | { status: "province_not_found" };

export async function getComparisonPage(
  dependencies: { db: Database; logger: Logger },
  categorySlug: string,
  provinceSlug: string | undefined,
  language: Language,
): Promise<ComparisonPageResult> {
  const { db } = dependencies;
  const category = await findActiveCategory(db, categorySlug, language);
  if (!category || category.slug !== categorySlug) return { status: "category_not_found" };
  const province = provinceSlug
    ? PROVINCES.find((candidate) => provinceUrlSlug(candidate) === provinceSlug)
    : undefined;
  if (provinceSlug && !province) return { status: "province_not_found" };
  const override = province ? await findCategoryProvinceContent(db, category.slug, province.code, language) : null;
  const others = await listActiveCategories(db, language);
  const nameOf = (candidate: Province) => (language === "fr" ? candidate.nameFr : candidate.name);
  const base: ComparisonContent = {
    heroLabel: category.heroLabel,
    heroHeading: category.heroHeading,
    heroSubtext: category.heroSubtext,
    coveragePoints: category.coveragePoints,
    saveTips: category.saveTips,
    faq: category.faq,
    seoTitle: category.seoTitle,
    metaDescription: category.metaDescription,
  };
  return {
    status: "found",
    page: {
      category: {
        slug: category.slug,
        title: category.title,
        learnSlug: category.articleMd ? category.articleSlug : null,
      },
      province: province ? { code: province.code, name: nameOf(province), slug: provinceUrlSlug(province) } : null,
      content: mergeComparisonContent(base, override),
      otherCategories: others
        .filter((other) => other.slug !== category.slug)
        .map(({ slug, title }) => ({ slug, title })),
      provinces: PROVINCES.filter((candidate) => candidate.code !== province?.code).map((candidate) => ({
        code: candidate.code,
        name: nameOf(candidate),
        slug: provinceUrlSlug(candidate),
      })),
      language,
    },
  };
}
