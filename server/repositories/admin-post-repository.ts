import { and, desc, eq, ilike, max, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../db/client";
import { posts } from "../../db/schema";
import type { PostRow } from "./post-repository";

export type PostStatus = PostRow["status"];
export type NewPostRow = typeof posts.$inferInsert;

/** Columns a staff member may write; the rest (tags, SEO fields) are left alone by the admin. */
export type PostWrite = Partial<
  Pick<
    NewPostRow,
    | "title"
    | "subtitle"
    | "slug"
    | "contentMd"
    | "contentHtml"
    | "tocHtml"
    | "readingMin"
    | "excerpt"
    | "coverImageUrl"
    | "coverImageCaption"
    | "category"
    | "insuranceType"
    | "status"
    | "isFeatured"
    | "featuredOrder"
    | "publishedAt"
    | "updatedAt"
  >
>;

const listColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  status: posts.status,
  createdAt: posts.createdAt,
  isFeatured: posts.isFeatured,
  featuredOrder: posts.featuredOrder,
};

export type AdminPostListRow = { [Key in keyof typeof listColumns]: PostRow[Key] };

/** `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Every post, newest first, optionally with one status and a case-insensitive title substring. */
export async function listAdminPosts(
  db: Database,
  filters: { search: string | null; status: PostStatus | null },
): Promise<AdminPostListRow[]> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(posts.status, filters.status));
  if (filters.search) conditions.push(ilike(posts.title, `%${escapeLikePattern(filters.search)}%`));
  return db
    .select(listColumns)
    .from(posts)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(posts.createdAt), desc(posts.id));
}

export async function findPostById(db: Database, id: string): Promise<PostRow | null> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id)).limit(1);
  return row ?? null;
}

/** Whether another post (not `exceptId`) already has this slug. */
export async function isSlugTaken(db: Database, slug: string, exceptId?: string): Promise<boolean> {
  const [row] = await db
    .select({ id: posts.id })
    .from(posts)
    .where(exceptId ? and(eq(posts.slug, slug), ne(posts.id, exceptId)) : eq(posts.slug, slug))
    .limit(1);
  return row !== undefined;
}

/** Staff work is never overwritten by seeding, so every admin write clears the seed hash. */
export async function insertPost(
  db: Database,
  values: PostWrite & Pick<NewPostRow, "title" | "slug" | "contentMd">,
): Promise<PostRow> {
  const [row] = await db
    .insert(posts)
    .values({ ...values, seedHash: null })
    .returning();
  if (!row) throw new Error("insert into posts returned no row");
  return row;
}

export async function updatePost(db: Database, id: string, values: PostWrite): Promise<PostRow | null> {
  const [row] = await db
    .update(posts)
    .set({ ...values, seedHash: null })
    .where(eq(posts.id, id))
    .returning();
  return row ?? null;
}

export async function deletePost(db: Database, id: string): Promise<boolean> {
  const rows = await db.delete(posts).where(eq(posts.id, id)).returning({ id: posts.id });
  return rows.length > 0;
}

/** The highest featured order among featured posts other than `exceptId`, or null when none. */
export async function highestFeaturedOrder(db: Database, exceptId: string): Promise<number | null> {
  const [row] = await db
    .select({ highest: max(posts.featuredOrder) })
    .from(posts)
    .where(and(eq(posts.isFeatured, true), ne(posts.id, exceptId)));
  return row?.highest ?? null;
}

/** Postgres' unique_violation (23505), whether the driver throws it directly or drizzle wraps it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth += 1) {
    const candidate = current as { code?: unknown; constraint?: unknown; message?: unknown; cause?: unknown };
    if (candidate.code === "23505") {
      if (!constraint) return true;
      const named = typeof candidate.constraint === "string" ? candidate.constraint : String(candidate.message ?? "");
      return named.includes(constraint);
    }
    current = candidate.cause;
  }
  return false;
}

export const POST_SLUG_CONSTRAINT = "posts_slug_unique";

/**
 * Serializes featured-order assignments until the surrounding transaction ends, so two posts
 * featured at the same moment cannot both get the same order (a no-op wait on PGlite).
 */
export async function lockFeaturedOrdering(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('posts.featured_order'))`);
}
