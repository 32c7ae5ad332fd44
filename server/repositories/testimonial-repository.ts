import { asc, eq } from "drizzle-orm";
import type { Database } from "../../db/client";
import { testimonials } from "../../db/schema";
import type { Language } from "../../core/i18n/languages";
import { listTranslations, overlay } from "./translation-repository";

/** Active testimonials in display order, their words in the reader's language where translated. */
export async function listActiveTestimonials(db: Database, language: Language = "en") {
  const rows = await selectActiveTestimonials(db);
  if (language === "en") return rows;
  const translations = await listTranslations(db, "testimonial", language);
  return rows.map((row) => overlay(row, translations.get(`${row.name}:${row.provinceCode}`)));
}

function selectActiveTestimonials(db: Database) {
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

export type TestimonialRow = Awaited<ReturnType<typeof selectActiveTestimonials>>[number];
