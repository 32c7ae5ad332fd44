import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { companyPages } from "../../db/schema";
import type { Language } from "../../core/i18n/languages";
import { findTranslationBySlug, overlay } from "./translation-repository";

export type CompanyPageRow = typeof companyPages.$inferSelect;

/** A published company page by its address in `language`, with its translated text (decision 0035). */
export async function findPublishedCompanyPage(
  db: Database,
  slug: string,
  language: Language = "en",
): Promise<CompanyPageRow | null> {
  const translation = language === "en" ? null : await findTranslationBySlug(db, "company_page", language, slug);
  if (language !== "en" && !translation) return null;
  const [page] = await db
    .select()
    .from(companyPages)
    .where(and(eq(companyPages.slug, translation?.key ?? slug), eq(companyPages.published, true)))
    .limit(1);
  return page ? overlay(page, translation) : null;
}

export async function listPublishedCompanyPages(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: companyPages.slug, updatedAt: companyPages.updatedAt })
    .from(companyPages)
    .where(eq(companyPages.published, true))
    .orderBy(companyPages.slug);
}
