import "../i18n/messages/home";

/** The home page's trust statistics (quote-side spec, section 1). Marketing owns these figures. */
export const TRUST_CLAIMS = [
  { value: "$15M+", valueFr: "15\u00a0M$+", labelKey: "home.stat.premiums" },
  { value: "10K+", valueFr: "10\u00a0k+", labelKey: "home.stat.quotes" },
  { value: "50+", valueFr: "50+", labelKey: "home.stat.providers" },
  { value: "100%", valueFr: "100\u00a0%", labelKey: "home.stat.noSpam" },
] as const;

/** Categories offered as quick starts on the home page and province pages. */
export const QUOTE_CATEGORY_SLUGS = ["car", "home", "travel", "business"] as const;
export type QuoteCategorySlug = (typeof QUOTE_CATEGORY_SLUGS)[number];
