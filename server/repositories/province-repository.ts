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

/** Every province's FAQs in one query, each province's in display order. */
export async function listProvinceFaqsByProvince(
  db: Database,
): Promise<Map<string, { question: string; answer: string }[]>> {
  const rows = await db
    .select({ provinceCode: provinceFaqs.provinceCode, question: provinceFaqs.question, answer: provinceFaqs.answer })
    .from(provinceFaqs)
    .orderBy(asc(provinceFaqs.provinceCode), asc(provinceFaqs.displayOrder));
  const byProvince = new Map<string, { question: string; answer: string }[]>();
  for (const { provinceCode, ...faq } of rows) {
    const list = byProvince.get(provinceCode) ?? [];
    list.push(faq);
    byProvince.set(provinceCode, list);
  }
  return byProvince;
}

export async function listPublishedProvincePagesForSitemap(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: provincePages.slug, updatedAt: provincePages.updatedAt })
    .from(provincePages)
    .where(eq(provincePages.published, true))
    .orderBy(asc(provincePages.slug));
}
