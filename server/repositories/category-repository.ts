import { and, asc, eq, isNotNull, or } from "drizzle-orm";
import type { Database } from "../../db/client";
import { categories, categoryProvinceContent } from "../../db/schema";

export type CategoryRow = typeof categories.$inferSelect;

/** Active categories with an article body, by display order (content spec, section 7). */
export async function listLearnCategories(db: Database) {
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

/** One active category by its slug or its article slug ("car" or "car-insurance"). */
export async function findActiveCategory(db: Database, slug: string): Promise<CategoryRow | null> {
  const [row] = await db
    .select()
    .from(categories)
    .where(and(eq(categories.active, true), or(eq(categories.slug, slug), eq(categories.articleSlug, slug))))
    .limit(1);
  return row ?? null;
}

export async function listActiveCategories(db: Database) {
  return db
    .select({ slug: categories.slug, title: categories.title, articleSlug: categories.articleSlug })
    .from(categories)
    .where(eq(categories.active, true))
    .orderBy(asc(categories.sortOrder));
}

export async function findCategoryProvinceContent(db: Database, categorySlug: string, provinceCode: string) {
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
  return row ?? null;
}
