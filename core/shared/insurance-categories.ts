/** The insurance lines the site covers; `slug` is used in /quotes?category= and /learn/{slug}-insurance. */
export const INSURANCE_CATEGORIES = [
  {
    slug: "car",
    title: "Car Insurance",
    titleFr: "Assurance auto",
    nameFr: "auto",
    learnSlug: "car-insurance",
    learnSlugFr: "assurance-auto",
  },
  {
    slug: "home",
    title: "Home Insurance",
    titleFr: "Assurance habitation",
    nameFr: "habitation",
    learnSlug: "home-insurance",
    learnSlugFr: "assurance-habitation",
  },
  {
    slug: "travel",
    title: "Travel Insurance",
    titleFr: "Assurance voyage",
    nameFr: "voyage",
    learnSlug: "travel-insurance",
    learnSlugFr: "assurance-voyage",
  },
  {
    slug: "business",
    title: "Business Insurance",
    titleFr: "Assurance entreprise",
    nameFr: "entreprise",
    learnSlug: "business-insurance",
    learnSlugFr: "assurance-entreprise",
  },
  {
    slug: "life",
    title: "Life Insurance",
    titleFr: "Assurance vie",
    nameFr: "vie",
    learnSlug: "life-insurance",
    learnSlugFr: "assurance-vie",
  },
] as const;

/** A category's title in a language ("Car Insurance", "Assurance auto"); the slug when unknown. */
export function categoryTitle(slug: string, language: "en" | "fr"): string {
  const category = INSURANCE_CATEGORIES.find((item) => item.slug === slug);
  if (!category) return slug;
  return language === "fr" ? category.titleFr : category.title;
}

/** A category's short name inside a sentence ("car", "auto"). */
export function categoryName(slug: string, language: "en" | "fr"): string {
  const category = INSURANCE_CATEGORIES.find((item) => item.slug === slug);
  if (!category) return slug;
  return language === "fr" ? category.nameFr : category.slug;
}

export type InsuranceCategory = (typeof INSURANCE_CATEGORIES)[number];

export const CATEGORY_SLUGS = INSURANCE_CATEGORIES.map((category) => category.slug) as [
  "car",
  "home",
  "travel",
  "business",
  "life",
];
export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

/** Whether a text is one of the quote categories' slugs. */
export function isCategorySlug(value: string | null | undefined): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly (string | null | undefined)[]).includes(value);
}

/**
 * The line a link names, however it spells it: the slug, the learn guide's slug (the spec's
 * `car-insurance`), its French slug or French word, in any letter case; null for anything else.
 */
export function categoryFromAlias(value: string | null | undefined): CategorySlug | null {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return null;
  const found = INSURANCE_CATEGORIES.find((category) =>
    ([category.slug, category.learnSlug, category.learnSlugFr, category.nameFr] as string[]).includes(wanted),
  );
  return found?.slug ?? null;
}

/** The quote category for a blog post's insurance type (tenant and condo are home policies). */
export function categoryForInsuranceType(insuranceType: string | null | undefined): CategorySlug | null {
  if (insuranceType === "tenant" || insuranceType === "condo") return "home";
  return isCategorySlug(insuranceType) ? insuranceType : null;
}
