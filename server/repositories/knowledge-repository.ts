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
import type { CategoryRow } from "./category-repository";
import type { CompanyPageRow } from "./company-page-repository";
import type { ProvincePageRow } from "./province-repository";

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

/** Reads every source of the assistant's knowledge index at once (six queries, run together). */
export async function listKnowledgeSources(db: Database): Promise<KnowledgeSources> {
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
      .where(and(eq(posts.status, "published"), isNotNull(posts.publishedAt)))
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
