import { localizePath } from "../../core/shared/localized-paths";

/**
 * The pages issue 24 names for the Nu HTML Checker and axe, in English: one of each kind a visitor
 * meets (a post, a guide, a comparison, the company pages, three provinces, the 404 page).
 */
export const CHECKED_PAGES_EN = [
  "/",
  "/quotes",
  "/policy-analyzer",
  "/blog",
  "/blog/car-insurance-glossary",
  "/learn",
  "/learn/car-insurance",
  "/compare/car",
  "/compare/car/ontario",
  "/faq",
  "/contact",
  "/company/about-us",
  "/company/how-it-works",
  "/company/why-choose-quotemaple",
  "/company/partners",
  "/ontario-auto-insurance-quote",
  "/quebec-car-insurance-quote",
  "/bc-car-insurance-quote",
] as const;

/** The 404 page: an address no page has, in each language. */
export const NOT_FOUND_PATHS = { en: "/no-such-page", fr: "/fr/page-inexistante" } as const;

/** The French post translating the English one above (a post's slug is not in the address table). */
const FRENCH_POST = "/fr/blogue/lexique-assurance-auto";

/** The same pages in French, at their French addresses. */
export const CHECKED_PAGES_FR = CHECKED_PAGES_EN.map((path) =>
  path === "/blog/car-insurance-glossary" ? FRENCH_POST : localizePath(path, "fr"),
);

/** Every checked page in both languages, with the status it must answer. */
export const CHECKED_PAGES: readonly { path: string; status: number }[] = [
  ...CHECKED_PAGES_EN.map((path) => ({ path, status: 200 })),
  { path: NOT_FOUND_PATHS.en, status: 404 },
  ...CHECKED_PAGES_FR.map((path) => ({ path, status: 200 })),
  { path: NOT_FOUND_PATHS.fr, status: 404 },
];
