import { usableCoverImage } from "../../core/content/admin-post-input";
import type { BlogIndexQuery } from "../../core/content/blog-query";
import { BLOG_PAGE_SIZE, totalPagesFor, type PostCategory } from "../../core/content/blog-rules";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import { toLanguage, type Language } from "../../core/i18n/languages";
import { listPublishedPostCategories, listPublishedPosts, type PostCardRow } from "../repositories/post-repository";

export interface PostCardView {
  slug: string;
  title: string;
  excerpt: string | null;
  coverImageUrl: string | null;
  category: PostCategory | null;
  readingMin: number;
  /** ISO date-time: published, else created. */
  date: string;
  /** The post's language: a list in one language also shows posts not translated into it. */
  language: Language;
}

export interface BlogIndexView {
  posts: PostCardView[];
  total: number;
  hasMore: boolean;
  page: number;
  totalPages: number;
  category: PostCategory | null;
  categories: PostCategory[];
}

export function toPostCard(row: PostCardRow): PostCardView {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    coverImageUrl: usableCoverImage(row.coverImageUrl),
    category: row.category,
    readingMin: row.readingMin,
    date: (row.publishedAt ?? row.createdAt).toISOString(),
    language: toLanguage(row.language),
  };
}

/**
 * A page of the blog index. As the spec asks, a failed list read is logged and shows an empty
 * list (total 0, hasMore false); a failed category read is logged and shows no filters.
 */
export async function listBlogPosts(
  dependencies: { db: Database; logger: Logger },
  query: BlogIndexQuery,
  language: Language,
): Promise<BlogIndexView> {
  const { db, logger } = dependencies;
  const [list, categories] = await Promise.all([
    listPublishedPosts(db, {
      category: query.category,
      limit: BLOG_PAGE_SIZE,
      offset: (query.page - 1) * BLOG_PAGE_SIZE,
      language,
    }).catch((error: unknown) => {
      logger.error({ err: error }, "Error fetching posts:");
      return { rows: [], total: 0 };
    }),
    listPublishedPostCategories(db, language).catch((error: unknown) => {
      logger.error({ err: error }, "Error fetching categories:");
      return [];
    }),
  ]);
  return {
    posts: list.rows.map(toPostCard),
    total: list.total,
    hasMore: query.page * BLOG_PAGE_SIZE < list.total,
    page: query.page,
    totalPages: totalPagesFor(list.total),
    category: query.category,
    categories,
  };
}
