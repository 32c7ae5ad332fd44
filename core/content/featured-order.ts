/** Featured posts are ordered 1..6 (content spec, section 4 and 9). */
export const FEATURED_ORDER_CAP = 6;

/**
 * The order a post gets when it is featured: one more than the highest existing featured order,
 * capped at 6, or 1 when no post is featured.
 */
export function nextFeaturedOrder(highestExisting: number | null | undefined): number {
  if (highestExisting == null) return 1;
  return Math.min(highestExisting + 1, FEATURED_ORDER_CAP);
}
