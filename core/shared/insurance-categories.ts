/** The insurance lines the site covers; `slug` is used in /quotes?category= and /learn/{slug}-insurance. */
export const INSURANCE_CATEGORIES = [
  { slug: "car", title: "Car Insurance", learnSlug: "car-insurance" },
  { slug: "home", title: "Home Insurance", learnSlug: "home-insurance" },
  { slug: "travel", title: "Travel Insurance", learnSlug: "travel-insurance" },
  { slug: "business", title: "Business Insurance", learnSlug: "business-insurance" },
  { slug: "life", title: "Life Insurance", learnSlug: "life-insurance" },
] as const;

export type InsuranceCategory = (typeof INSURANCE_CATEGORIES)[number];

export const CATEGORY_SLUGS = INSURANCE_CATEGORIES.map((category) => category.slug) as [
  "car",
  "home",
  "travel",
  "business",
  "life",
];
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** The quote category for a blog post's insurance type (tenant and condo are home policies). */
export function categoryForInsuranceType(insuranceType: string | null | undefined): CategorySlug | null {
  if (insuranceType === "tenant" || insuranceType === "condo") return "home";
  return (CATEGORY_SLUGS as readonly string[]).includes(insuranceType ?? "") ? (insuranceType as CategorySlug) : null;
}
