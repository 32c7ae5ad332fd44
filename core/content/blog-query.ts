import { z } from "../shared/zod";
import { POST_CATEGORIES } from "./blog-rules";

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
