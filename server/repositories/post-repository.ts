import { and, arrayContains, asc, count, desc, eq, isNotNull, ne } from "drizzle-orm";
import type { Database } from "../../db/client";
import { posts } from "../../db/schema";

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
};

export type PostCardRow = { [Key in keyof typeof cardColumns]: PostRow[Key] };

const isPublished = eq(posts.status, "published");

/** One page of published posts, newest first, optionally in one category, with the total count. */
export async function listPublishedPosts(
  db: Database,
  options: { category: PostCategory | null; limit: number; offset: number },
): Promise<{ rows: PostCardRow[]; total: number }> {
  const where = options.category ? and(isPublished, eq(posts.category, options.category)) : isPublished;
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
export async function listPublishedPostCategories(db: Database): Promise<PostCategory[]> {
  const rows = await db
    .selectDistinct({ category: posts.category })
    .from(posts)
    .where(and(isPublished, isNotNull(posts.category)));
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

/** Published posts in the same category, other than the current one, newest first. */
export async function listRelatedPosts(
  db: Database,
  options: { category: PostCategory; excludeSlug: string; limit: number },
): Promise<PostCardRow[]> {
  return db
    .select(cardColumns)
    .from(posts)
    .where(and(isPublished, eq(posts.category, options.category), ne(posts.slug, options.excludeSlug)))
    .orderBy(desc(posts.publishedAt))
    .limit(options.limit);
}

export async function listPublishedPostsForSitemap(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db
    .select({ slug: posts.slug, updatedAt: posts.updatedAt })
    .from(posts)
    .where(and(isPublished, eq(posts.noindex, false)))
    .orderBy(desc(posts.publishedAt));
}

/** Published featured posts by featured order, then newest first. */
export async function listFeaturedPosts(db: Database, limit: number): Promise<PostCardRow[]> {
  return db
    .select(cardColumns)
    .from(posts)
    .where(and(isPublished, eq(posts.isFeatured, true)))
    .orderBy(asc(posts.featuredOrder), desc(posts.publishedAt))
    .limit(limit);
}

/** Published posts carrying a tag (a province's blog tag), newest first. */
export async function listPostsByTag(db: Database, tag: string, limit: number): Promise<PostCardRow[]> {
  return db
    .select(cardColumns)
    .from(posts)
    .where(and(isPublished, arrayContains(posts.tags, [tag])))
    .orderBy(desc(posts.publishedAt))
    .limit(limit);
}
