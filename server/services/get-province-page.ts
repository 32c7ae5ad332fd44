import type { Root } from "hast";
import { parseStoredHtmlCached } from "./render-markdown-cached";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import type { Language } from "../../core/i18n/languages";
import { listPostsByTag } from "../repositories/post-repository";
import { findPublishedProvincePage, listActiveProvinces } from "../repositories/province-repository";
import { toPostCard, type PostCardView } from "./list-blog-posts";

/** Quote-side spec, section 9: related province posts. */
export const PROVINCE_RELATED_POSTS_LIMIT = 3;

export interface ProvincePageView {
  slug: string;
  code: string;
  name: string;
  heroTitle: string;
  heroIntro: string;
  seoTitle: string;
  seoDescription: string | null;
  minCoverage: Root | null;
  localFactors: Root | null;
  avgCostCopy: string | null;
  savingsTips: string[];
  faqs: { q: string; a: string }[];
  relatedPosts: PostCardView[];
  otherProvinces: { code: string; name: string; slug: string }[];
}

export type ProvincePageResult = { status: "found"; page: ProvincePageView } | { status: "not_found" | "failed" };

/** A province landing page with its related posts and the other provinces. */
export async function getProvincePage(
  dependencies: { db: Database; logger: Logger },
  slug: string,
  language: Language,
): Promise<ProvincePageResult> {
  const { db, logger } = dependencies;
  try {
    const page = await findPublishedProvincePage(db, slug, language);
    if (!page) return { status: "not_found" };
    const [related, provinces] = await Promise.all([
      listPostsByTag(db, page.blogTag, PROVINCE_RELATED_POSTS_LIMIT, language).catch((error: unknown) => {
        logger.error({ err: error }, "Error fetching related posts:");
        return [];
      }),
      listActiveProvinces(db, language),
    ]);
    return {
      status: "found",
      page: {
        slug: page.slug,
        code: page.provinceCode,
        name: page.name,
        heroTitle: page.heroTitle,
        heroIntro: page.heroIntro,
        seoTitle: page.seoTitle || page.heroTitle,
        seoDescription: page.seoDescription,
        minCoverage: page.minCoverageHtml ? parseStoredHtmlCached(page.minCoverageHtml) : null,
        localFactors: page.localFactorsHtml ? parseStoredHtmlCached(page.localFactorsHtml) : null,
        avgCostCopy: page.avgCostCopy,
        savingsTips: page.savingsTips,
        faqs: page.faqs,
        relatedPosts: related.map(toPostCard),
        otherProvinces: provinces.filter((province) => province.code !== page.provinceCode),
      },
    };
  } catch (error) {
    logger.error({ err: error, slug }, "province page load failed");
    return { status: "failed" };
  }
}
