import { and, eq, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { contentTranslations } from "../../db/schema";
import type { Language } from "../../core/i18n/languages";

/** What a translation row is the text of (decision 0035). */
export type TranslationKind =
  "province_page" | "category" | "category_province" | "company_page" | "testimonial" | "partner" | "general_faq";

export interface Translation {
  key: string;
  slug: string | null;
  fields: Record<string, unknown>;
}

/** The row with its translated columns in place of the English ones. */
export function overlay<Row extends object>(row: Row, translation: Translation | null | undefined): Row {
  return translation ? { ...row, ...(translation.fields as Partial<Row>) } : row;
}

const translationColumns = {
  key: contentTranslations.key,
  slug: contentTranslations.slug,
  fields: contentTranslations.fields,
};

/** A kind's translations in a language, and one more condition. */
function translationsWhere(kind: TranslationKind, language: Language, condition?: SQL) {
  return and(eq(contentTranslations.kind, kind), eq(contentTranslations.language, language), condition);
}

async function findOne(
  db: Database,
  kind: TranslationKind,
  language: Language,
  by: { key: string } | { slug: string },
): Promise<Translation | null> {
  const [row] = await db
    .select(translationColumns)
    .from(contentTranslations)
    .where(
      translationsWhere(
        kind,
        language,
        "key" in by ? eq(contentTranslations.key, by.key) : eq(contentTranslations.slug, by.slug),
      ),
    )
    .limit(1);
  return row ?? null;
}
/** The translation of one thing, by its English key. */
export function findTranslation(
  db: Database,
  kind: TranslationKind,
  language: Language,
  key: string,
): Promise<Translation | null> {
  return findOne(db, kind, language, { key });
}

/** The translation whose page has this address in its language. */
export function findTranslationBySlug(
  db: Database,
  kind: TranslationKind,
  language: Language,
  slug: string,
): Promise<Translation | null> {
  return findOne(db, kind, language, { slug });
}

/** Every translation of a kind in a language, by English key. */
export async function listTranslations(
  db: Database,
  kind: TranslationKind,
  language: Language,
): Promise<Map<string, Translation>> {
  const rows = await db.select(translationColumns).from(contentTranslations).where(translationsWhere(kind, language));
  return new Map(rows.map((row) => [row.key, row]));
}
