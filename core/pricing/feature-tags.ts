import { z } from "../shared/zod";
import { CATEGORY_SLUGS, type CategorySlug } from "../shared/insurance-categories";

/**
 * What a partner's product offers, in words a visitor filters results by (issue 24, decision 0045).
 * The catalogue tags each line's product (`feature_tags` in content/partners/*.yaml); the features'
 * sentences stay the partner's own words.
 */
export const FEATURE_TAGS = [
  "claims_any_time",
  "accident_forgiveness",
  "monthly_payments",
  "discounts",
  "endorsements",
  "broker_help",
] as const;
export type FeatureTag = (typeof FEATURE_TAGS)[number];

export function isFeatureTag(value: string): value is FeatureTag {
  return (FEATURE_TAGS as readonly string[]).includes(value);
}

/**
 * Our rating's rubric: one point for each of these a product offers, out of five. Published on the
 * results page ("How we rate"), so anyone can check a rating against the partner's own list.
 * Help from a broker is a filter, not a point: it is a way of buying, not a part of the product.
 */
export const RATING_RUBRIC: readonly FeatureTag[] = [
  "claims_any_time",
  "accident_forgiveness",
  "monthly_payments",
  "discounts",
  "endorsements",
];

/** A product's rating by the rubric: how many of its five points the product's tags earn. */
export function ratingOf(tags: readonly FeatureTag[]): number {
  return RATING_RUBRIC.filter((tag) => tags.includes(tag)).length;
}

const tagList = z.array(z.enum(FEATURE_TAGS));

/** Tags by line, as the catalogue and the partners table keep them. */
export type PartnerFeatureTags = Partial<Record<CategorySlug, FeatureTag[]>>;

export const featureTagsSchema = z.partialRecord(z.enum(CATEGORY_SLUGS), tagList);

/**
 * A partner's tags for a line, from what is stored. A row from before tags (or a tag a newer build
 * wrote, in a rolling deploy) reads as no tag rather than hiding the partner.
 */
export function readFeatureTags(stored: unknown, line: CategorySlug): FeatureTag[] {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return [];
  const list = (stored as Record<string, unknown>)[line];
  if (!Array.isArray(list)) return [];
  return [...new Set(list.filter((tag): tag is FeatureTag => typeof tag === "string" && isFeatureTag(tag)))];
}
