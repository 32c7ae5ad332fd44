import type { AdminPostInput, AdminPostListQuery, PostStatus } from "../../core/content/admin-post-input";
import { nextFeaturedOrder } from "../../core/content/featured-order";
import type { AdminPostListItem, AdminPostView } from "../../core/shared/api/admin";
import { normalizeArticleMarkdown } from "../../core/content/normalize-article";
import { preparePublishedArticle } from "../../core/content/prepare-published-article";
import { t } from "../../core/i18n/translate";
import { AppError } from "../../core/shared/errors";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import {
  deletePost,
  findPostById,
  highestFeaturedOrder,
  insertPost,
  isSlugTaken,
  isUniqueViolation,
  listAdminPosts,
  lockFeaturedOrdering,
  POST_SLUG_CONSTRAINT,
  updatePost,
  type AdminPostListRow,
  type PostWrite,
} from "../repositories/admin-post-repository";
import type { PostRow } from "../repositories/post-repository";

export interface AdminPostDependencies {
  db: Database;
  logger: Logger;
  now: () => Date;
  /** Called after every successful write so caches of published content are dropped at once. */
  onPostsChanged: () => void;
}

/** Who acts, for the audit log (the staff gate sets it; absent only when called outside a request). */
export interface StaffActor {
  id: string;
  role: string;
}

function toListItem(row: AdminPostListRow): AdminPostListItem {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    isFeatured: row.isFeatured,
    featuredOrder: row.featuredOrder,
  };
}

export function toAdminPostView(row: PostRow): AdminPostView {
  return {
    id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    slug: row.slug,
    contentMd: row.contentMd,
    excerpt: row.excerpt,
    coverImageUrl: row.coverImageUrl,
    coverImageCaption: row.coverImageCaption,
    category: row.category,
    insuranceType: row.insuranceType,
    status: row.status,
    isFeatured: row.isFeatured,
    featuredOrder: row.featuredOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

function notFound(): AppError {
  return new AppError("not_found", t("admin.posts.notFound"));
}

function slugConflict(slug: string): AppError {
  const message = t("admin.posts.slugTaken", { slug });
  return new AppError("conflict", message, [{ field: "slug", message }]);
}

/**
 * What publishing writes: the markdown with the announced removals applied (leading heading,
 * leading image, call-to-action markers, image lines after the first), the sanitized HTML and
 * table of contents rendered from it, reading minutes, an excerpt when there is none, status
 * published, and published_at on the first publish only.
 */
export function publishedFields(
  post: { contentMd: string; excerpt: string | null; publishedAt: Date | null },
  now: Date,
): PostWrite {
  const contentMd = normalizeArticleMarkdown(post.contentMd).markdown;
  if (contentMd.trim() === "") throw new AppError("unprocessable", t("admin.posts.nothingToPublish"));
  const prepared = preparePublishedArticle(contentMd, post.excerpt);
  return {
    contentMd,
    contentHtml: prepared.contentHtml,
    tocHtml: prepared.tocHtml,
    readingMin: prepared.readingMin,
    excerpt: prepared.excerpt || null,
    status: "published",
    publishedAt: post.publishedAt ?? now,
    updatedAt: now,
  };
}

function editorFields(input: AdminPostInput): PostWrite & Pick<PostRow, "title" | "slug" | "contentMd"> {
  return {
    title: input.title,
    subtitle: input.subtitle,
    slug: input.slug,
    contentMd: input.contentMd,
    excerpt: input.excerpt,
    coverImageUrl: input.coverImageUrl,
    coverImageCaption: input.coverImageCaption,
    category: input.category,
    insuranceType: input.insuranceType,
    status: input.status,
  };
}

/** Runs a write that may hit the slug's unique constraint (two saves racing past the pre-check). */
async function guardSlug<Value>(slug: string, write: () => Promise<Value>): Promise<Value> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, POST_SLUG_CONSTRAINT)) throw slugConflict(slug);
    throw error;
  }
}

function changed(dependencies: AdminPostDependencies, row: PostRow, action: string, actor?: StaffActor): void {
  dependencies.onPostsChanged();
  dependencies.logger.info(
    { postId: row.id, slug: row.slug, status: row.status, staffId: actor?.id, staffRole: actor?.role },
    `post ${action}`,
  );
}

export async function listPostsForStaff(
  dependencies: AdminPostDependencies,
  query: AdminPostListQuery,
): Promise<AdminPostListItem[]> {
  const rows = await listAdminPosts(dependencies.db, { search: query.search, status: query.status });
  return rows.map(toListItem);
}

export async function loadPostForStaff(dependencies: AdminPostDependencies, id: string): Promise<AdminPostView> {
  const row = await findPostById(dependencies.db, id);
  if (!row) throw notFound();
  return toAdminPostView(row);
}

/** Saving with status published goes through publishing, so no published post lacks sanitized HTML. */
export async function createPost(
  dependencies: AdminPostDependencies,
  input: AdminPostInput,
  actor?: StaffActor,
): Promise<AdminPostView> {
  const { db } = dependencies;
  if (await isSlugTaken(db, input.slug)) throw slugConflict(input.slug);
  const now = dependencies.now();
  const fields = editorFields(input);
  const values = {
    ...fields,
    createdAt: now,
    updatedAt: now,
    ...(input.status === "published"
      ? publishedFields({ contentMd: input.contentMd, excerpt: input.excerpt, publishedAt: null }, now)
      : {}),
  };
  const row = await guardSlug(input.slug, () => insertPost(db, values));
  changed(dependencies, row, input.status === "published" ? "created and published" : "created", actor);
  return toAdminPostView(row);
}

export async function updatePostForStaff(
  dependencies: AdminPostDependencies,
  id: string,
  input: AdminPostInput,
  actor?: StaffActor,
): Promise<AdminPostView> {
  const { db } = dependencies;
  const existing = await findPostById(db, id);
  if (!existing) throw notFound();
  if (await isSlugTaken(db, input.slug, id)) throw slugConflict(input.slug);
  const now = dependencies.now();
  const fields = editorFields(input);
  const values: PostWrite = {
    ...fields,
    updatedAt: now,
    ...(input.status === "published"
      ? publishedFields({ contentMd: input.contentMd, excerpt: input.excerpt, publishedAt: existing.publishedAt }, now)
      : {}),
  };
  const row = await guardSlug(input.slug, () => updatePost(db, id, values));
  if (!row) throw notFound();
  changed(dependencies, row, input.status === "published" ? "saved and published" : "saved", actor);
  return toAdminPostView(row);
}

export async function deletePostForStaff(
  dependencies: AdminPostDependencies,
  id: string,
  actor?: StaffActor,
): Promise<void> {
  const existing = await findPostById(dependencies.db, id);
  if (!existing || !(await deletePost(dependencies.db, id))) throw notFound();
  changed(dependencies, existing, "deleted", actor);
}

/** The publish service: sanitize, normalize and make the post live. */
export async function publishPost(
  dependencies: AdminPostDependencies,
  id: string,
  actor?: StaffActor,
): Promise<AdminPostView> {
  const existing = await findPostById(dependencies.db, id);
  if (!existing) throw notFound();
  const row = await updatePost(dependencies.db, id, publishedFields(existing, dependencies.now()));
  if (!row) throw notFound();
  changed(dependencies, row, "published", actor);
  return toAdminPostView(row);
}

/** The list's publish/unpublish toggle: to published through the publish service, otherwise a plain update. */
export async function setPostStatus(
  dependencies: AdminPostDependencies,
  id: string,
  status: PostStatus,
  actor?: StaffActor,
): Promise<AdminPostView> {
  if (status === "published") return publishPost(dependencies, id, actor);
  const row = await updatePost(dependencies.db, id, { status, updatedAt: dependencies.now() });
  if (!row) throw notFound();
  changed(dependencies, row, `set to ${status}`, actor);
  return toAdminPostView(row);
}

/**
 * Featured on: one more than the highest order among the other featured posts, capped at 6, or 1
 * (a post already featured keeps its order). Off: clears both fields.
 */
export async function setPostFeatured(
  dependencies: AdminPostDependencies,
  id: string,
  featured: boolean,
  actor?: StaffActor,
): Promise<AdminPostView> {
  const row = await dependencies.db.transaction(async (transaction) => {
    const db: Database = transaction;
    await lockFeaturedOrdering(db);
    const existing = await findPostById(db, id);
    if (!existing) throw notFound();
    if (!featured) return updatePost(db, id, { isFeatured: false, featuredOrder: null });
    if (existing.isFeatured && existing.featuredOrder !== null) return existing;
    const order = nextFeaturedOrder(await highestFeaturedOrder(db, id));
    return updatePost(db, id, { isFeatured: true, featuredOrder: order });
  });
  if (!row) throw notFound();
  changed(dependencies, row, featured ? `featured as #${row.featuredOrder}` : "unfeatured", actor);
  return toAdminPostView(row);
}

/** The admin post use cases bound to one database, as app-services exposes them. */
export function adminPostService(dependencies: AdminPostDependencies) {
  return {
    list: (query: AdminPostListQuery) => listPostsForStaff(dependencies, query),
    load: (id: string) => loadPostForStaff(dependencies, id),
    create: (input: AdminPostInput, actor?: StaffActor) => createPost(dependencies, input, actor),
    update: (id: string, input: AdminPostInput, actor?: StaffActor) =>
      updatePostForStaff(dependencies, id, input, actor),
    delete: (id: string, actor?: StaffActor) => deletePostForStaff(dependencies, id, actor),
    publish: (id: string, actor?: StaffActor) => publishPost(dependencies, id, actor),
    setStatus: (id: string, status: PostStatus, actor?: StaffActor) => setPostStatus(dependencies, id, status, actor),
    setFeatured: (id: string, featured: boolean, actor?: StaffActor) =>
      setPostFeatured(dependencies, id, featured, actor),
  };
}

export type AdminPostService = ReturnType<typeof adminPostService>;
