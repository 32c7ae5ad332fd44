import { and, desc, eq, ilike, max, ne, or, sql, type SQL } from "drizzle-orm";
import { toLanguage, type Language } from "../../core/i18n/languages";
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
    | "language"
    | "translationOf"
  >
>;

/**
 * The post linked to this row as its translation, either way round: the English post a French one
 * translates, or the French post that translates an English one (decision 0036). The outer row's
 * columns are named with their table: drizzle writes a select's own columns unqualified, which inside
 * the subquery would mean the twin's.
 */
const twinId = sql<string | null>`coalesce("posts"."translation_of", (
  select twin.id from posts twin where twin.translation_of = "posts"."id" order by twin.created_at limit 1))`;

const listColumns = {
  id: posts.id,
  title: posts.title,
  slug: posts.slug,
  status: posts.status,
  createdAt: posts.createdAt,
  isFeatured: posts.isFeatured,
  featuredOrder: posts.featuredOrder,
  language: posts.language,
  translationId: twinId,
};

export type AdminPostListRow = Pick<
  PostRow,
  "id" | "title" | "slug" | "status" | "createdAt" | "isFeatured" | "featuredOrder"
> & { language: Language; translationId: string | null };

/** `%`, `_` and the escape character itself match literally inside a LIKE pattern. */
export function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Every post, newest first, optionally in one status and one language, with a case-insensitive title substring. */
export async function listAdminPosts(
  db: Database,
  filters: { search: string | null; status: PostStatus | null; language: Language | null },
): Promise<AdminPostListRow[]> {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(posts.status, filters.status));
  if (filters.language) conditions.push(eq(posts.language, filters.language));
  if (filters.search) conditions.push(ilike(posts.title, `%${escapeLikePattern(filters.search)}%`));
  const rows = await db
    .select(listColumns)
    .from(posts)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(posts.createdAt), desc(posts.id));
  return rows.map((row) => ({ ...row, language: toLanguage(row.language) }));
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

/**
 * The highest featured order among the featured posts of one language other than `exceptId`, or null
 * when none: each language has its own featured posts, ordered 1 to 6 (decision 0036).
 */
export async function highestFeaturedOrder(db: Database, exceptId: string, language: Language): Promise<number | null> {
  const [row] = await db
    .select({ highest: max(posts.featuredOrder) })
    .from(posts)
    .where(and(eq(posts.isFeatured, true), eq(posts.language, language), ne(posts.id, exceptId)));
  return row?.highest ?? null;
}

/** A post as a translation link needs it: its title for messages, its language and its own link. */
export interface TranslationLinkRow {
  id: string;
  title: string;
  language: Language;
  translationOf: string | null;
}

const linkColumns = { id: posts.id, title: posts.title, language: posts.language, translationOf: posts.translationOf };

export async function findTranslationLinkRow(db: Database, id: string): Promise<TranslationLinkRow | null> {
  const [row] = await db.select(linkColumns).from(posts).where(eq(posts.id, id)).limit(1);
  return row ? { ...row, language: toLanguage(row.language) } : null;
}

/**
 * The post linked to `post` as its translation, either way round (the post it translates, or the one
 * that translates it), other than `exceptId`; null when none.
 */
export async function findTranslationTwin(
  db: Database,
  post: { id: string; translationOf: string | null },
  exceptId?: string,
): Promise<TranslationLinkRow | null> {
  const linked = post.translationOf
    ? or(eq(posts.id, post.translationOf), eq(posts.translationOf, post.id))
    : eq(posts.translationOf, post.id);
  const where = exceptId
    ? and(linked, ne(posts.id, exceptId), ne(posts.id, post.id))
    : and(linked, ne(posts.id, post.id));
  const [row] = await db.select(linkColumns).from(posts).where(where).orderBy(posts.createdAt).limit(1);
  return row ? { ...row, language: toLanguage(row.language) } : null;
}

/**
 * Ends every link that names `postId` as the post translated (except from `keepId`). A staff edit of
 * those rows too, so seeding no longer rewrites them (decision 0002).
 */
export async function unlinkTranslationsOf(db: Database, postId: string, keepId: string | null): Promise<void> {
  const linked = eq(posts.translationOf, postId);
  await db
    .update(posts)
    .set({ translationOf: null, seedHash: null })
    .where(keepId ? and(linked, ne(posts.id, keepId)) : linked);
}

/** Records `translationId` as translating `originalId` (the link lives on the French post). */
export async function linkTranslation(db: Database, translationId: string, originalId: string): Promise<void> {
  await db.update(posts).set({ translationOf: originalId, seedHash: null }).where(eq(posts.id, translationId));
}

export const POST_TRANSLATION_CONSTRAINT = "posts_translation_language_idx";

/**
 * Serializes translation links until the surrounding transaction ends, so two saves cannot link the
 * same post to two others at once (a no-op wait on PGlite).
 */
export async function lockTranslationLinks(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('posts.translation_of'))`);
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
