import { mergeComparisonContent, type ComparisonContent } from "../../core/content/comparison";
import { PROVINCES, type Province } from "../../core/shared/provinces";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
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
}

/** The province part of /compare/{category}/{province}: the province's name in lower-case words. */
export function provinceUrlSlug(province: Pick<Province, "name">): string {
  return province.name.toLowerCase().replace(/[^a-z]+/g, "-");
}

export type ComparisonPageResult =
  { status: "found"; page: ComparisonPageView } | { status: "category_not_found" } | { status: "province_not_found" };

export async function getComparisonPage(
  dependencies: { db: Database; logger: Logger },
  categorySlug: string,
  provinceSlug?: string,
): Promise<ComparisonPageResult> {
  const { db } = dependencies;
  const category = await findActiveCategory(db, categorySlug);
  if (!category || category.slug !== categorySlug) return { status: "category_not_found" };
  const province = provinceSlug
    ? PROVINCES.find((candidate) => provinceUrlSlug(candidate) === provinceSlug)
    : undefined;
  if (provinceSlug && !province) return { status: "province_not_found" };
  const override = province ? await findCategoryProvinceContent(db, category.slug, province.code) : null;
  const others = await listActiveCategories(db);
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
      province: province ? { code: province.code, name: province.name, slug: provinceUrlSlug(province) } : null,
      content: mergeComparisonContent(base, override),
      otherCategories: others
        .filter((other) => other.slug !== category.slug)
        .map(({ slug, title }) => ({ slug, title })),
      provinces: PROVINCES.filter((candidate) => candidate.code !== province?.code).map((candidate) => ({
        code: candidate.code,
        name: candidate.name,
        slug: provinceUrlSlug(candidate),
      })),
    },
  };
}
