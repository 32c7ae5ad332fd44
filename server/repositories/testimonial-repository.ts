import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { testimonials } from "../../db/schema";

export async function listActiveTestimonials(db: Database) {
  return db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      provinceCode: testimonials.provinceCode,
      rating: testimonials.rating,
      quote: testimonials.quote,
      avatarInitials: testimonials.avatarInitials,
      isIllustrative: testimonials.isIllustrative,
    })
    .from(testimonials)
    .where(eq(testimonials.active, true))
    .orderBy(asc(testimonials.displayOrder));
}

export type TestimonialRow = Awaited<ReturnType<typeof listActiveTestimonials>>[number];
