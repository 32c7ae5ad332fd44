import { and, asc, desc, eq, isNotNull } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  categories,
  categoryProvinceContent,
  companyPages,
  posts,
  provinceFaqs,
  provincePages,
  provinces,
} from "../../db/schema";
import type { Language } from "../../core/i18n/languages";
import type { CategoryRow } from "./category-repository";
import type { CompanyPageRow } from "./company-page-repository";
import type { ProvincePageRow } from "./province-repository";
import { listTranslations, overlay, type Translation } from "./translation-repository";

export type CategoryProvinceRow = typeof categoryProvinceContent.$inferSelect;

/** Everything published that the assistant answers from, each list in the order it is indexed. */
export interface KnowledgeSources {
  /** Published pages of active provinces. */
  provincePages: ProvincePageRow[];
  /** Active categories (their comparison pages and learn guides). */
  categories: CategoryRow[];
  /** Published province comparison pages. */
  categoryProvinces: CategoryProvinceRow[];
  /** Published blog posts, newest first. */
  posts: { slug: string; title: string; contentMd: string }[];
  /** The FAQ page's questions, by province name then the page's order. */
  provinceFaqs: { code: string; question: string; answer: string; order: number }[];
  companyPages: CompanyPageRow[];
}

/**
 * Reads every source of the assistant's knowledge index in `language` at once (queries run together).
 * In another language than English, a page is there only where its translation is (decision 0035),
 * with the translated text over the English row; posts are those written in the language.
 */
export async function listKnowledgeSources(db: Database, language: Language = "en"): Promise<KnowledgeSources> {
  const english = await listEnglishSources(db, language);
  if (language === "en") return english;
  const [provinceTexts, categoryTexts, overrideTexts, companyTexts] = await Promise.all([
    listTranslations(db, "province_page", language),
    listTranslations(db, "category", language),
    listTranslations(db, "category_province", language),
    listTranslations(db, "company_page", language),
  ]);
  const translated = <Row extends object>(rows: Row[], texts: Map<string, Translation>, key: (row: Row) => string) =>
    rows.flatMap((row) => {
      const text = texts.get(key(row));
      return text ? [overlay(row, text)] : [];
    });
  return {
    provincePages: translated(english.provincePages, provinceTexts, (row) => row.provinceCode),
    // A guide not translated is left out; the category's comparison text is there when translated.
    categories: translated(english.categories, categoryTexts, (row) => row.slug).map((row) =>
      categoryTexts.get(row.slug)?.fields.articleMd ? row : { ...row, articleMd: null, articleFaq: [] },
    ),
    categoryProvinces: translated(
      english.categoryProvinces,
      overrideTexts,
      (row) => `${row.categorySlug}:${row.provinceCode}`,
    ),
    posts: english.posts,
    // The French FAQ page shows the translated province pages' questions, indexed with those pages.
    provinceFaqs: [],
    companyPages: translated(english.companyPages, companyTexts, (row) => row.slug),
  };
}

async function listEnglishSources(db: Database, language: Language): Promise<KnowledgeSources> {
  const [provincePageRows, categoryRows, overrideRows, postRows, faqRows, companyRows] = await Promise.all([
    db
      .select()
      .from(provincePages)
      .innerJoin(provinces, eq(provinces.code, provincePages.provinceCode))
      .where(and(eq(provincePages.published, true), eq(provinces.active, true)))
      .orderBy(asc(provincePages.slug)),
    db.select().from(categories).where(eq(categories.active, true)).orderBy(asc(categories.displayOrder)),
    db
      .select()
      .from(categoryProvinceContent)
      .where(eq(categoryProvinceContent.published, true))
      .orderBy(asc(categoryProvinceContent.categorySlug), asc(categoryProvinceContent.provinceCode)),
    db
      .select({ slug: posts.slug, title: posts.title, contentMd: posts.contentMd })
      .from(posts)
      .where(and(eq(posts.status, "published"), isNotNull(posts.publishedAt), eq(posts.language, language)))
      .orderBy(desc(posts.publishedAt), asc(posts.slug)),
    db
      .select({
        code: provinceFaqs.provinceCode,
        question: provinceFaqs.question,
        answer: provinceFaqs.answer,
        order: provinceFaqs.displayOrder,
      })
      .from(provinceFaqs)
      .innerJoin(provinces, eq(provinces.code, provinceFaqs.provinceCode))
      .where(eq(provinces.active, true))
      .orderBy(asc(provinces.name), asc(provinceFaqs.displayOrder), asc(provinceFaqs.id)),
    db.select().from(companyPages).where(eq(companyPages.published, true)).orderBy(asc(companyPages.slug)),
  ]);
  return {
    provincePages: provincePageRows.map((row) => row.province_pages),
    categories: categoryRows,
    categoryProvinces: overrideRows,
    posts: postRows,
    provinceFaqs: faqRows,
    companyPages: companyRows,
  };
}
