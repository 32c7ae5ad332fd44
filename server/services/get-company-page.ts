import type { Root } from "hast";
import { renderMarkdownCached } from "./render-markdown-cached";
import { COMPANY_SLUGS } from "../../core/shared/paths";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import type { Language } from "../../core/i18n/languages";
import { COMPANY_SLUGS_FR } from "../../core/shared/localized-paths";
import { findPublishedCompanyPage } from "../repositories/company-page-repository";

export interface CompanyPageView {
  slug: string;
  title: string;
  metaTitle: string;
  metaDescription: string | null;
  heroTitle: string;
  heroSubtitle: string | null;
  sections: { title: string; body: Root; imageUrl: string | null }[];
  cta: { title: string; subtitle: string | null; buttonText: string | null; buttonLink: string | null } | null;
}

/** Only the about-us page shows section images (content spec, "Company page"). */
const SLUGS_WITH_SECTION_IMAGES = new Set<string>([COMPANY_SLUGS[0], COMPANY_SLUGS_FR[COMPANY_SLUGS[0]]!]);

/**
 * A published company page ready to render, or null when there is none. A load error is logged
 * and treated as not found, as the spec asks.
 */
export async function getCompanyPage(
  dependencies: { db: Database; logger: Logger },
  slug: string,
  language: Language,
): Promise<CompanyPageView | null> {
  let page;
  try {
    page = await findPublishedCompanyPage(dependencies.db, slug, language);
  } catch (error) {
    dependencies.logger.error({ err: error, slug }, "company page load failed");
    return null;
  }
  if (!page) return null;
  const showImages = SLUGS_WITH_SECTION_IMAGES.has(page.slug);
  return {
    slug: page.slug,
    title: page.title,
    metaTitle: page.metaTitle || page.title,
    metaDescription: page.metaDescription || page.heroSubtitle,
    heroTitle: page.heroTitle,
    heroSubtitle: page.heroSubtitle,
    sections: page.contentSections.map((section) => ({
      title: section.title,
      body: renderMarkdownCached(section.body),
      imageUrl: showImages ? (section.image_url ?? null) : null,
    })),
    cta: page.ctaTitle
      ? {
          title: page.ctaTitle,
          subtitle: page.ctaSubtitle,
          buttonText: page.ctaButtonText,
          buttonLink: page.ctaButtonLink,
        }
      : null,
  };
}
