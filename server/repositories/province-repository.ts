import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { provinceFaqs, provincePages, provinces } from "../../db/schema";
import type { Language } from "../../core/i18n/languages";
import { findProvinceByCode } from "../../core/shared/provinces";
import { findTranslationBySlug, listTranslations, overlay } from "./translation-repository";

export type ProvincePageRow = typeof provincePages.$inferSelect;

/**
 * A published province page by its address in `language`; a French page is the English row with its
 * French text (decision 0035), and exists only where that text does.
 */
export async function findPublishedProvincePage(
  db: Database,
  slug: string,
  language: Language = "en",
): Promise<ProvincePageRow | null> {
  const translation = language === "en" ? null : await findTranslationBySlug(db, "province_page", language, slug);
  if (language !== "en" && !translation) return null;
  const [row] = await db
    .select()
    .from(provincePages)
    .where(
      and(
        translation ? eq(provincePages.provinceCode, translation.key) : eq(provincePages.slug, slug),
        eq(provincePages.published, true),
      ),
    )
    .limit(1);
  return row ? overlay(row, translation) : null;
}

/** Active provinces by name in the reader's language (quote-side spec, section 7), each with its page's address. */
export async function listActiveProvinces(
  db: Database,
  language: Language = "en",
): Promise<{ code: string; name: string; slug: string }[]> {
  const rows = await db
    .select({ code: provinces.code, name: provinces.name, slug: provinces.slug })
    .from(provinces)
    .where(eq(provinces.active, true))
    .orderBy(asc(provinces.name));
  if (language === "en") return rows;
  return rows
    .map((row) => {
      const province = findProvinceByCode(row.code);
      return province ? { code: row.code, name: province.nameFr, slug: province.slugFr } : row;
    })
    .sort((a, b) => a.name.localeCompare(b.name, "fr-CA"));
}

/** Every province's FAQs in one query, each province's in display order, in the reader's language. */
export async function listProvinceFaqsByProvince(
  db: Database,
  language: Language = "en",
): Promise<Map<string, { question: string; answer: string }[]>> {
  if (language !== "en") {
    // A translated province page carries its questions; the FAQ page reads them from there.
    const translations = await listTranslations(db, "province_page", language);
    return new Map(
      [...translations].map(([code, translation]) => [
        code,
        ((translation.fields.faqs ?? []) as { q: string; a: string }[]).map(({ q, a }) => ({ question: q, answer: a })),
      ]),
    );
  }
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

export async function listPublishedProvincePagesForSitemap(
  db: Database,
): Promise<{ slug: string; provinceCode: string; updatedAt: Date }[]> {
  return db
    .select({ slug: provincePages.slug, provinceCode: provincePages.provinceCode, updatedAt: provincePages.updatedAt })
    .from(provincePages)
    .where(eq(provincePages.published, true))
    .orderBy(asc(provincePages.slug));
}
