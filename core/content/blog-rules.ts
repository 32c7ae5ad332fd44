import { z } from "zod";

/** Content spec, section 9. */
export const BLOG_PAGE_SIZE = 12;
export const RELATED_POSTS_LIMIT = 3;
export const POST_CATEGORIES = ["guides", "tips", "news", "resources"] as const;
export const POST_INSURANCE_TYPES = ["car", "home", "tenant", "condo", "travel", "life"] as const;
export const POST_STATUSES = ["draft", "review", "published"] as const;

export type PostCategory = (typeof POST_CATEGORIES)[number];

export function totalPagesFor(total: number): number {
  return Math.ceil(total / BLOG_PAGE_SIZE);
}

/** The blog index's query (?category=&page=); anything unusable falls back to all posts, page 1. */
export const blogIndexQuerySchema = z.object({
  category: z.enum(POST_CATEGORIES).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type BlogIndexQuery = z.output<typeof blogIndexQuerySchema>;

export function parseBlogIndexQuery(searchParams: URLSearchParams): BlogIndexQuery {
  return blogIndexQuerySchema.parse({
    category: searchParams.get("category") || null,
    page: searchParams.get("page") ?? 1,
  });
}
