import type { AdminPostInput, AdminPostListQuery, PostStatus } from "../../core/content/admin-post-input";
import { nextFeaturedOrder } from "../../core/content/featured-order";
import { checkTranslationLink, TRANSLATION_TAKEN_MESSAGE } from "../../core/content/post-translation";
import { toLanguage, type Language } from "../../core/i18n/languages";
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
  findTranslationLinkRow,
  findTranslationTwin,
  highestFeaturedOrder,
  insertPost,
  isSlugTaken,
  isUniqueViolation,
  linkTranslation,
  listAdminPosts,
  lockFeaturedOrdering,
  lockTranslationLinks,
  POST_SLUG_CONSTRAINT,
  POST_TRANSLATION_CONSTRAINT,
  unlinkTranslationsOf,
  updatePost,
  type AdminPostListRow,
  type PostWrite,
} from "../repositories/admin-post-repository";
import type { PostRow } from "../repositories/post-repository";
import type { StaffAuditAction } from "../../core/shared/staff-audit";
import { recordStaffAction } from "./staff-audit";

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
  email?: string;
  ip?: string;
}

/**
 * Writes the staff audit event (decision 0053) inside the change's own transaction, so a publish,
 * unpublish, delete or feature is never kept without its record.
 */
async function auditPost(db: Database, actor: StaffActor | undefined, action: StaffAuditAction, row: PostRow) {
  await recordStaffAction(db, { id: actor?.id ?? null, email: actor?.email ?? null, ip: actor?.ip ?? null }, action, {
    target: `post ${row.slug}`,
    details: { postId: row.id, language: row.language },
  });
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
    language: row.language,
    translationId: row.translationId,
  };
}

/** A stored post as the editor loads it, with the id of its translation (either way round) or null. */
export function toAdminPostView(row: PostRow, translationId: string | null): AdminPostView {
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
    language: toLanguage(row.language),
    translationId,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    publishedAt: row.publishedAt?.toISOString() ?? null,
  };
}

/** The view of a stored post, its translation looked up. */
async function viewOf(db: Database, row: PostRow): Promise<AdminPostView> {
  const twin = await findTranslationTwin(db, row);
  return toAdminPostView(row, twin?.id ?? null);
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

/**
 * Runs a write that may hit the slug's unique constraint or the one-translation-per-language one (two
 * saves racing past the checks) and answers them as the checks would have.
 */
async function guardWrite<Value>(slug: string, write: () => Promise<Value>): Promise<Value> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, POST_SLUG_CONSTRAINT)) throw slugConflict(slug);
    if (isUniqueViolation(error, POST_TRANSLATION_CONSTRAINT)) throw translationRefused(TRANSLATION_TAKEN_MESSAGE);
    throw error;
  }
}

function translationRefused(message: string): AppError {
  return new AppError("validation_failed", message, [{ field: "translationId", message }]);
}

/** No change to a post's translation link. */
const KEEP_LINK = Symbol("keep the link");

/**
 * The translation link a save asks for: the id given (null: none); when none is given, the link the
 * post has, unless its language changes, which ends it (a link joins two languages).
 */
function requestedLink(input: AdminPostInput, languageChanged: boolean): string | null | typeof KEEP_LINK {
  if (input.translationId !== undefined) return input.translationId;
  return languageChanged ? null : KEEP_LINK;
}

/**
 * Checks a requested link against the stored posts (inside the save's transaction, links locked):
 * the target exists, is another post, is in the other language and is no other post's translation.
 */
async function checkLink(
  db: Database,
  post: { id: string | null; language: Language },
  targetId: string,
): Promise<void> {
  const target = await findTranslationLinkRow(db, targetId);
  const twin = target ? await findTranslationTwin(db, target) : null;
  const checked = checkTranslationLink(post, target, twin);
  if (!checked.ok) throw translationRefused(checked.message);
}

/**
 * Writes a post's side of a link change after the post itself is written: links naming it from
 * elsewhere end, and an English post's chosen translation is pointed at it (the link is stored on
 * the French post, whose own row the save already wrote).
 */
async function writeLink(db: Database, post: { id: string; language: Language }, link: string | null): Promise<void> {
  const keep = post.language === "en" ? link : null;
  await unlinkTranslationsOf(db, post.id, keep);
  if (post.language === "en" && link) await linkTranslation(db, link, post.id);
}

/** The post's own link column for a requested link: only a French post stores one. */
function ownLinkColumn(language: Language, link: string | null | typeof KEEP_LINK): Pick<PostWrite, "translationOf"> {
  if (link === KEEP_LINK) return {};
  return { translationOf: language === "fr" ? link : null };
}

function changed(dependencies: AdminPostDependencies, row: PostRow, action: string, actor?: StaffActor): void {
  dependencies.onPostsChanged();
  dependencies.logger.info(
    {
      postId: row.id,
      slug: row.slug,
      status: row.status,
      language: row.language,
      staffId: actor?.id,
      staffRole: actor?.role,
    },
    `post ${action}`,
  );
}

export async function listPostsForStaff(
  dependencies: AdminPostDependencies,
  query: AdminPostListQuery,
): Promise<AdminPostListItem[]> {
  const rows = await listAdminPosts(dependencies.db, {
    search: query.search,
    status: query.status,
    language: query.language,
  });
  return rows.map(toListItem);
}

export async function loadPostForStaff(dependencies: AdminPostDependencies, id: string): Promise<AdminPostView> {
  const row = await findPostById(dependencies.db, id);
  if (!row) throw notFound();
  return viewOf(dependencies.db, row);
}

/**
 * Saving with status published goes through publishing, so no published post lacks sanitized HTML.
 * The post and its translation link are written together, links locked, so a link is checked against
 * what is stored when it is written.
 */
export async function createPost(
  dependencies: AdminPostDependencies,
  input: AdminPostInput,
  actor?: StaffActor,
): Promise<AdminPostView> {
  if (await isSlugTaken(dependencies.db, input.slug)) throw slugConflict(input.slug);
  const now = dependencies.now();
  const language = input.language ?? "en";
  const link = requestedLink(input, false);
  const values = {
    ...editorFields(input),
    language,
    ...ownLinkColumn(language, link),
    createdAt: now,
    updatedAt: now,
    ...(input.status === "published"
      ? publishedFields({ contentMd: input.contentMd, excerpt: input.excerpt, publishedAt: null }, now)
      : {}),
  };
  const view = await guardWrite(input.slug, () =>
    dependencies.db.transaction(async (transaction) => {
      const db: Database = transaction;
      await lockTranslationLinks(db);
      if (typeof link === "string") await checkLink(db, { id: null, language }, link);
      const row = await insertPost(db, values);
      if (link !== KEEP_LINK) await writeLink(db, { id: row.id, language }, link);
      if (input.status === "published") await auditPost(db, actor, "post.publish", row);
      return { row, view: await viewOf(db, row) };
    }),
  );
  changed(dependencies, view.row, input.status === "published" ? "created and published" : "created", actor);
  return view.view;
}

export async function updatePostForStaff(
  dependencies: AdminPostDependencies,
  id: string,
  input: AdminPostInput,
  actor?: StaffActor,
): Promise<AdminPostView> {
  if (!(await findPostById(dependencies.db, id))) throw notFound();
  if (await isSlugTaken(dependencies.db, input.slug, id)) throw slugConflict(input.slug);
  const now = dependencies.now();
  const saved = await guardWrite(input.slug, () =>
    dependencies.db.transaction(async (transaction) => {
      const db: Database = transaction;
      await lockTranslationLinks(db);
      await lockFeaturedOrdering(db);
      const existing = await findPostById(db, id);
      if (!existing) throw notFound();
      const language = input.language ?? toLanguage(existing.language);
      const languageChanged = language !== existing.language;
      const link = requestedLink(input, languageChanged);
      if (typeof link === "string") await checkLink(db, { id, language }, link);
      const values: PostWrite = {
        ...editorFields(input),
        language,
        ...ownLinkColumn(language, link),
        // Featured posts are ordered within their language: one that changes language takes the
        // next place among the featured posts of its new one.
        ...(languageChanged && existing.isFeatured
          ? { featuredOrder: nextFeaturedOrder(await highestFeaturedOrder(db, id, language)) }
          : {}),
        updatedAt: now,
        ...(input.status === "published"
          ? publishedFields(
              { contentMd: input.contentMd, excerpt: input.excerpt, publishedAt: existing.publishedAt },
              now,
            )
          : {}),
      };
      const row = await updatePost(db, id, values);
      if (!row) throw notFound();
      if (link !== KEEP_LINK) await writeLink(db, { id, language }, link);
      if (input.status === "published") await auditPost(db, actor, "post.publish", row);
      else if (existing.status === "published") await auditPost(db, actor, "post.unpublish", row);
      return { row, view: await viewOf(db, row) };
    }),
  );
  changed(dependencies, saved.row, input.status === "published" ? "saved and published" : "saved", actor);
  return saved.view;
}

export async function deletePostForStaff(
  dependencies: AdminPostDependencies,
  id: string,
  actor?: StaffActor,
): Promise<void> {
  const existing = await dependencies.db.transaction(async (transaction) => {
    const db: Database = transaction;
    const row = await findPostById(db, id);
    if (!row || !(await deletePost(db, id))) throw notFound();
    await auditPost(db, actor, "post.delete", row);
    return row;
  });
  changed(dependencies, existing, "deleted", actor);
}

/** The publish service: sanitize, normalize and make the post live. */
export async function publishPost(
  dependencies: AdminPostDependencies,
  id: string,
  actor?: StaffActor,
): Promise<AdminPostView> {
  const row = await dependencies.db.transaction(async (transaction) => {
    const db: Database = transaction;
    const existing = await findPostById(db, id);
    if (!existing) throw notFound();
    const updated = await updatePost(db, id, publishedFields(existing, dependencies.now()));
    if (!updated) throw notFound();
    await auditPost(db, actor, "post.publish", updated);
    return updated;
  });
  changed(dependencies, row, "published", actor);
  return viewOf(dependencies.db, row);
}

/** The list's publish/unpublish toggle: to published through the publish service, otherwise a plain update. */
export async function setPostStatus(
  dependencies: AdminPostDependencies,
  id: string,
  status: PostStatus,
  actor?: StaffActor,
): Promise<AdminPostView> {
  if (status === "published") return publishPost(dependencies, id, actor);
  const row = await dependencies.db.transaction(async (transaction) => {
    const db: Database = transaction;
    const existing = await findPostById(db, id);
    const updated = await updatePost(db, id, { status, updatedAt: dependencies.now() });
    if (!existing || !updated) throw notFound();
    if (existing.status === "published") await auditPost(db, actor, "post.unpublish", updated);
    return updated;
  });
  changed(dependencies, row, `set to ${status}`, actor);
  return viewOf(dependencies.db, row);
}

/**
 * Featured on: one more than the highest order among the other featured posts of the post's language,
 * capped at 6, or 1 (a post already featured keeps its order). Off: clears both fields. Each language
 * has its own featured posts (decision 0036), so a French #1 and an English #1 do not collide.
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
    if (!featured) {
      const updated = await updatePost(db, id, { isFeatured: false, featuredOrder: null });
      if (updated && existing.isFeatured) await auditPost(db, actor, "post.unfeature", updated);
      return updated;
    }
    if (existing.isFeatured && existing.featuredOrder !== null) return existing;
    const order = nextFeaturedOrder(await highestFeaturedOrder(db, id, toLanguage(existing.language)));
    const updated = await updatePost(db, id, { isFeatured: true, featuredOrder: order });
    if (updated) await auditPost(db, actor, "post.feature", updated);
    return updated;
  });
  if (!row) throw notFound();
  changed(dependencies, row, featured ? `featured as #${row.featuredOrder}` : "unfeatured", actor);
  return viewOf(dependencies.db, row);
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
