import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import type { Language } from "../../core/i18n/languages";
import { listFeaturedPosts } from "../repositories/post-repository";
import { listActiveTestimonials, type TestimonialRow } from "../repositories/testimonial-repository";
import { toPostCard, type PostCardView } from "./list-blog-posts";
import { listPartnerReach } from "../repositories/quote-repository";
import { catalogueFigures, type CatalogueFigures } from "../../core/shared/trust-claims";

/** Quote-side spec, section 9. */
export const FEATURED_POSTS_LIMIT = 6;

export interface HomePageView {
  featuredPosts: PostCardView[];
  testimonials: TestimonialRow[];
  /** The figures the home page shows, counted from our partner catalogue; null when it cannot be read. */
  catalogue: CatalogueFigures | null;
}

/** What the home page needs from the database. Each part that fails is logged and left out. */
export async function getHomePage(
  dependencies: { db: Database; logger: Logger },
  language: Language,
): Promise<HomePageView> {
  const { db, logger } = dependencies;
  const [featured, testimonials, catalogue] = await Promise.all([
    listFeaturedPosts(db, FEATURED_POSTS_LIMIT, language).catch((error: unknown) => {
      logger.error({ err: error }, "featured posts load failed");
      return [];
    }),
    listActiveTestimonials(db, language).catch((error: unknown) => {
      logger.error({ err: error }, "testimonials load failed");
      return [];
    }),
    listPartnerReach(db)
      .then(catalogueFigures)
      .catch((error: unknown) => {
        logger.error({ err: error }, "partner catalogue figures failed");
        return null;
      }),
  ]);
  return { featuredPosts: featured.map(toPostCard), testimonials, catalogue };
}
