/** Content spec, section 9. */
export const BLOG_PAGE_SIZE = 12;
export const RELATED_POSTS_LIMIT = 3;
export const POST_CATEGORIES = ["guides", "tips", "news", "resources"] as const;
export const POST_INSURANCE_TYPES = ["car", "home", "tenant", "condo", "travel", "life"] as const;
export const POST_STATUSES = ["draft", "review", "published"] as const;

export type PostCategory = (typeof POST_CATEGORIES)[number];
export type PostInsuranceType = (typeof POST_INSURANCE_TYPES)[number];

export function totalPagesFor(total: number): number {
  return Math.ceil(total / BLOG_PAGE_SIZE);
}
