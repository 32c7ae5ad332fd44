/** The insurance lines the site covers; `slug` is used in /quotes?category= and /learn/{slug}-insurance. */
export const INSURANCE_CATEGORIES = [
  { slug: "car", title: "Car Insurance", learnSlug: "car-insurance" },
  { slug: "home", title: "Home Insurance", learnSlug: "home-insurance" },
  { slug: "travel", title: "Travel Insurance", learnSlug: "travel-insurance" },
  { slug: "business", title: "Business Insurance", learnSlug: "business-insurance" },
  { slug: "life", title: "Life Insurance", learnSlug: "life-insurance" },
] as const;

export type InsuranceCategory = (typeof INSURANCE_CATEGORIES)[number];
