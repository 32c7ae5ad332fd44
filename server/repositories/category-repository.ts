import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, categoryProvinceContent } from "../../db/schema";
import type { Language } from "../../core/i18n/languages";
import { findTranslation, findTranslationBySlug, listTranslations, overlay } from "./translation-repository";

export type CategoryRow = typeof categories.$inferSelect;

/**
 * Active categories with an article body, by display order (content spec, section 7); in another
 * language, those whose guide is translated, with its text (decision 0035).
 */
export async function listLearnCategories(db: Database, language: Language = "en") {
  const rows = await selectLearnCategories(db);
  if (language === "en") return rows;
  const translations = await listTranslations(db, "category", language);
  return rows.flatMap((row) => {
    const translation = translations.get(row.slug);
    return translation?.fields.articleMd ? [overlay(row, translation)] : [];
  });
}

function selectLearnCategories(db: Database) {
  return db
    .select({
      slug: categories.slug,
      title: categories.title,
      articleSlug: categories.articleSlug,
      articleTitle: categories.articleTitle,
      articleMd: categories.articleMd,
      articleLastUpdated: categories.articleLastUpdated,
    })
    .from(categories)
    .where(and(eq(categories.active, true), isNotNull(categories.articleMd)))
    .orderBy(asc(categories.displayOrder));
}

/**
 * One active category by its slug or its article slug ("car" or "car-insurance"); in another language
 * by its slug or its translated article slug ("car" or "assurance-auto"), with its translated text.
 */
export async function findActiveCategory(
  db: Database,
  slug: string,
  language: Language = "en",
): Promise<CategoryRow | null> {
  const translation =
    language === "en"
      ? null
      : ((await findTranslationBySlug(db, "category", language, slug)) ??
        (await findTranslation(db, "category", language, slug)));
  if (language !== "en" && !translation) return null;
  const [row] = await db
    .select()
    .from(categories)
    .where(
      and(
        eq(categories.active, true),
        translation
          ? eq(categories.slug, translation.key)
          : or(eq(categories.slug, slug), eq(categories.articleSlug, slug)),
      ),
    )
    .limit(1);
  return row ? overlay(row, translation) : null;
}

export async function listActiveCategories(db: Database, language: Language = "en") {
  const rows = await db
    .select({ slug: categories.slug, title: categories.title, articleSlug: categories.articleSlug })
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.sortOrder));
  if (language === "en") return rows;
  const translations = await listTranslations(db, "category", language);
  return rows.map((row) => overlay(row, translations.get(row.slug)));
}

export async function findCategoryProvinceContent(
  db: Database,
  categorySlug: string,
  provinceCode: string,
  language: Language = "en",
) {
  const [row] = await db
    .select()
    .from(categoryProvinceContent)
    .where(
      and(
        eq(categoryProvinceContent.categorySlug, categorySlug),
        eq(categoryProvinceContent.provinceCode, provinceCode),
      ),
    )
    .limit(1);
  if (!row || language === "en") return row ?? null;
  const translation = await findTranslation(db, "category_province", language, `${categorySlug}:${provinceCode}`);
  // A province's override not yet translated is left out: the page shows the category's own text.
  return translation ? overlay(row, translation) : null;
}
