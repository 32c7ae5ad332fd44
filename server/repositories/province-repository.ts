import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { provinceFaqs, provincePages, provinces } from "../../db/schema";

export type ProvincePageRow = typeof provincePages.$inferSelect;

export async function findPublishedProvincePage(db: Database, slug: string): Promise<ProvincePageRow | null> {
  const [row] = await db
    .select()
    .from(provincePages)
    .where(and(eq(provincePages.slug, slug), eq(provincePages.published, true)))
    .limit(1);
  return row ?? null;
}

/** Active provinces by name (quote-side spec, section 7). */
export async function listActiveProvinces(db: Database): Promise<{ code: string; name: string; slug: string }[]> {
  return db
    .select({ code: provinces.code, name: provinces.name, slug: provinces.slug })
    .from(provinces)
    .where(eq(provinces.active, true))
    .orderBy(asc(provinces.name));
}

export async function listProvinceFaqs(db: Database, provinceCode: string) {
  return db
    .select({ question: provinceFaqs.question, answer: provinceFaqs.answer })
    .from(provinceFaqs)
    .where(eq(provinceFaqs.provinceCode, provinceCode))
    .orderBy(asc(provinceFaqs.displayOrder));
}

export async function listPublishedProvincePagesForSitemap(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: provincePages.slug, updatedAt: provincePages.updatedAt })
    .from(provincePages)
    .where(eq(provincePages.published, true))
    .orderBy(asc(provincePages.slug));
}
