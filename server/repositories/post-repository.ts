import { and, arrayContains, asc, count, desc, eq, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { posts } from "../../db/schema";
import type { Language } from "../../core/i18n/languages";

export type PostRow = typeof posts.$inferSelect;
export type PostCategory = NonNullable<PostRow["category"]>;

const cardColumns = {
  id: posts.id,
  slug: posts.slug,
  title: posts.title,
  excerpt: posts.excerpt,
  coverImageUrl: posts.coverImageUrl,
  category: posts.category,
  readingMin: posts.readingMin,
  publishedAt: posts.publishedAt,
  createdAt: posts.createdAt,
  language: posts.language,
};

export type PostCardRow = { [Key in keyof typeof cardColumns]: PostRow[Key] };

const isPublished = eq(posts.status, "published");

/**
 * The posts a reader of `language` is shown in lists (decision 0035): those written in it, and those
 * in another language that have no published twin in it (shown with their language).
 */
export function listedIn(language: Language): SQL {
  if (language === "en") {
    return sql`(${posts.language} = 'en' or ${posts.translationOf} is null or not exists (
      select 1 from posts original where original.id = ${posts.translationOf} and original.status = 'published'))`;
  }
  return sql`(${posts.language} = ${language} or (${posts.language} = 'en' and not exists (
    select 1 from posts twin where twin.translation_of = ${posts.id} and twin.language = ${language}
      and twin.status = 'published')))`;
}

/** One page of published posts, newest first, optionally in one category, with the total count. */
export async function listPublishedPosts(
  db: Database,
  options: { category: PostCategory | null; limit: number; offset: number; language: Language },
): Promise<{ rows: PostCardRow[]; total: number }> {
  const listed = and(isPublished, listedIn(options.language));
  const where = options.category ? and(listed, eq(posts.category, options.category)) : listed;
  const [rows, [totals]] = await Promise.all([
    db
      .select(cardColumns)
      .from(posts)
      .where(where)
      .orderBy(desc(posts.publishedAt), desc(posts.createdAt))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(posts).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}

/** Distinct non-empty categories of published posts, alphabetical. */
export async function listPublishedPostCategories(db: Database, language: Language): Promise<PostCategory[]> {
  const rows = await db
    .selectDistinct({ category: posts.category })
    .from(posts)
    .where(and(isPublished, listedIn(language), isNotNull(posts.category)));
  // Sorted here: the database would sort the enum in declaration order, the spec wants names A–Z.
  return rows.flatMap((row) => (row.category ? [row.category] : [])).sort();
}

export async function findPublishedPostBySlug(db: Database, slug: string): Promise<PostRow | null> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(isPublished, eq(posts.slug, slug)))
    .limit(1);
  return row ?? null;
}

/** The published post in `language` that is the same article as this one (its translation or original). */
export async function findPublishedTwin(
  db: Database,
  post: Pick<PostRow, "id" | "translationOf">,
  language: Language,
): Promise<{ slug: string } | null> {
  const same = post.translationOf
    ? sql`(${posts.id} = ${post.translationOf} or ${posts.translationOf} = ${post.translationOf})`
    : eq(posts.translationOf, post.id);
  const [row] = await db
    .select({ slug: posts.slug })
    .from(posts)
    .where(and(isPublished, eq(posts.language, language), ne(posts.id, post.id), same))
    .limit(1);
  return row ?? null;
}

/** Published posts in the same category, other than the current one, newest first. */
export async function listRelatedPosts(
  db: Database,
  options: { category: PostCategory; excludeSlug: string; limit: number; language: Language },
): Promise<PostCardRow[]> {
  return db
    .select(cardColumns)
    .from(posts)
    .where(
      and(
        isPublished,
        listedIn(options.language),
        eq(posts.category, options.category),
        ne(posts.slug, options.excludeSlug),
      ),
    )
    .orderBy(desc(posts.publishedAt))
    .limit(options.limit);
}

export async function listPublishedPostsForSitemap(
  db: Database,
): Promise<{ id: string; slug: string; language: string; translationOf: string | null; updatedAt: Date }[]> {
  return db
    .select({
      id: posts.id,
      slug: posts.slug,
      language: posts.language,
      translationOf: posts.translationOf,
      updatedAt: posts.updatedAt,
    })
    .from(posts)
    .where(and(isPublished, eq(posts.noindex, false)))
    .orderBy(desc(posts.publishedAt));
}

/**
 * Published featured posts for a reader of `language`: those featured in it by their featured order
 * (each language orders its own, decision 0036), then featured posts of the other language that have
 * no twin in it, so another language's #1 never takes the place of this one's.
 */
export async function listFeaturedPosts(db: Database, limit: number, language: Language): Promise<PostCardRow[]> {
  return db
    .select(cardColumns)
    .from(posts)
    .where(and(isPublished, listedIn(language), eq(posts.isFeatured, true)))
    .orderBy(sql`${posts.language} = ${language} desc`, asc(posts.featuredOrder), desc(posts.publishedAt))
    .limit(limit);
}

/** Published posts carrying a tag (a province's blog tag), newest first. */
export async function listPostsByTag(
  db: Database,
  tag: string,
  limit: number,
  language: Language,
): Promise<PostCardRow[]> {
  return db
    .select(cardColumns)
    .from(posts)
    .where(and(isPublished, listedIn(language), arrayContains(posts.tags, [tag])))
    .orderBy(desc(posts.publishedAt))
    .limit(limit);
}
