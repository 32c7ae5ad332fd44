import { LANGUAGE_PREFIXES, languageOfPath, type Language } from "../i18n/languages";
import { INSURANCE_CATEGORIES } from "./insurance-categories";
import { PROVINCES } from "./provinces";

/**
 * Each page's address in English and in French (decision 0035, docs/french.md): French pages live
 * under /fr with French words. One table, read both ways, so a link, the language switcher, hreflang
 * and the sitemap agree. Blog posts are the exception: a post's twin is a post of its own, found in
 * the database (`translation_of`), so their slugs are not here.
 */
interface Segment {
  en: string;
  fr: string;
  /** The next segment's words, when they are translated too; absent: kept as they are. */
  next?: readonly Segment[];
  /** The segment's children are blog slugs: kept for links, unknown for the switcher. */
  posts?: true;
}

/** The part of /compare/{category}/{province}: the province's name in lower-case words, no accents. */
export function provinceWords(name: string): string {
  return name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z]+/g, "-");
}

const COMPARE_PROVINCES: readonly Segment[] = PROVINCES.map((province) => ({
  en: provinceWords(province.name),
  fr: provinceWords(province.nameFr),
}));

const COMPARE_CATEGORIES: readonly Segment[] = INSURANCE_CATEGORIES.map((category) => ({
  en: category.slug,
  fr: category.nameFr,
  next: COMPARE_PROVINCES,
}));

/** The French slug of each learn guide, company page and legal page. */
export const LEARN_SLUGS_FR: Readonly<Record<string, string>> = Object.fromEntries(
  INSURANCE_CATEGORIES.map((category) => [category.learnSlug, category.learnSlugFr]),
);
export const COMPANY_SLUGS_FR: Readonly<Record<string, string>> = {
  "about-us": "qui-sommes-nous",
  "how-it-works": "comment-ca-marche",
  partners: "partenaires",
  "why-choose-quotemaple": "pourquoi-quotemaple",
};
export const LEGAL_SLUGS_FR: Readonly<Record<string, string>> = {
  privacy: "confidentialite",
  terms: "conditions-d-utilisation",
  disclaimer: "avis-de-non-responsabilite",
};

const fromRecord = (record: Readonly<Record<string, string>>): Segment[] =>
  Object.entries(record).map(([en, fr]) => ({ en, fr }));

const TOP: readonly Segment[] = [
  // The e-mailed link to finish a quote (decision 0062); its secret is the same in both languages.
  { en: "quotes", fr: "soumissions", next: [{ en: "resume", fr: "reprendre" }] },
  { en: "blog", fr: "blogue", posts: true },
  { en: "faq", fr: "faq" },
  { en: "learn", fr: "guides", next: fromRecord(LEARN_SLUGS_FR) },
  { en: "compare", fr: "comparer", next: COMPARE_CATEGORIES },
  { en: "contact", fr: "contact" },
  { en: "policy-analyzer", fr: "analyseur-de-police" },
  { en: "company", fr: "entreprise", next: fromRecord(COMPANY_SLUGS_FR) },
  { en: "legal", fr: "juridique", next: fromRecord(LEGAL_SLUGS_FR) },
  { en: "privacy-request", fr: "demande-confidentialite", next: [{ en: "confirm", fr: "confirmer" }] },
  // E-mailed links (decision 0058); the secret after them is the same in both languages.
  {
    en: "email",
    fr: "courriel",
    next: [
      { en: "quotes", fr: "soumissions" },
      { en: "unsubscribe", fr: "desabonnement" },
    ],
  },
  // A partner's id is a name, the same in both languages.
  { en: "handoff", fr: "transfert" },
  ...PROVINCES.map((province) => ({ en: province.slug, fr: province.slugFr })),
];

function splitPath(path: string): { pathname: string; suffix: string } {
  const cut = path.search(/[?#]/);
  return cut === -1 ? { pathname: path, suffix: "" } : { pathname: path.slice(0, cut), suffix: path.slice(cut) };
}

/**
 * Translates a path's words from one language to the other, segment by segment. Answers null when a
 * segment has no known twin; `keepPosts` keeps a blog slug as it is (a link to a post not translated).
 */
function translateSegments(
  segments: readonly string[],
  from: Language,
  to: Language,
  keepPosts: boolean,
): string[] | null {
  const out: string[] = [];
  let level: readonly Segment[] | undefined = TOP;
  for (let index = 0; index < segments.length; index += 1) {
    const word = segments[index]!;
    if (!level) {
      // Words with no table below (a partner's id) are the same in both languages.
      out.push(word);
      continue;
    }
    const match: Segment | undefined = level.find((segment) => segment[from] === word);
    if (!match) return null;
    out.push(match[to]);
    if (match.posts) {
      const rest = segments.slice(index + 1);
      if (rest.length === 0) return out;
      return keepPosts && rest.length === 1 ? [...out, ...rest] : null;
    }
    level = match.next;
  }
  return out;
}

/**
 * The same page in the other language: its twin's path (with the query and fragment kept), or null
 * when the page has no known twin here (a blog post: its twin comes from the database).
 */
export function twinPath(path: string, to: Language): string | null {
  const { pathname, suffix } = splitPath(path);
  const from = languageOfPath(pathname);
  if (from === to) return path;
  const bare = from === "fr" ? pathname.slice(LANGUAGE_PREFIXES.fr.length) : pathname;
  const segments = bare.split("/").filter(Boolean);
  const translated = translateSegments(segments, from, to, false);
  if (!translated) return null;
  return joinPath(translated, to) + suffix;
}

/**
 * An English path as a link on a page in `language`: the French address on French pages. A path with
 * no French twin (a post not translated, an address outside the table) is kept as it is.
 */
export function localizePath(path: string, language: Language): string {
  if (language === "en" || !path.startsWith("/") || path.startsWith("//")) return path;
  const { pathname, suffix } = splitPath(path);
  if (languageOfPath(pathname) === "fr") return path;
  const translated = translateSegments(pathname.split("/").filter(Boolean), "en", "fr", true);
  return translated ? joinPath(translated, "fr") + suffix : path;
}

function joinPath(segments: readonly string[], language: Language): string {
  const prefix = LANGUAGE_PREFIXES[language];
  if (segments.length === 0) return prefix || "/";
  return `${prefix}/${segments.join("/")}`;
}

/**
 * Where the language switcher leads (decision 0035): the page's twin (`declared` when the page knows
 * it, a blog post), or else the nearest page above it that has one (a post not translated leads to
 * the other language's blog), at worst the other language's home.
 */
export function switchTarget(path: string, to: Language, declared?: string | null): string {
  if (declared) return declared;
  const twin = declared === null ? null : twinPath(path, to);
  if (twin) return twin;
  let pathname = path.split(/[?#]/)[0] ?? "/";
  while (pathname.lastIndexOf("/") > 0) {
    pathname = pathname.slice(0, pathname.lastIndexOf("/"));
    const above = twinPath(pathname, to);
    if (above) return above;
  }
  return LANGUAGE_PREFIXES[to] || "/";
}

/** A province landing page's address from its slug in that language. */
export function provincePath(slug: string, language: Language): string {
  return `${LANGUAGE_PREFIXES[language]}/${slug}`;
}

type Section = "blog" | "learn" | "company" | "legal";

/**
 * A page's address from its slug in `language` (a slug the database gives in that language): a blog
 * post (in its own language's blog), a learn guide, a company or legal page.
 */
export function sectionPath(section: Section, slug: string, language: Language): string {
  const words = TOP.find((segment) => segment.en === section)!;
  return `${LANGUAGE_PREFIXES[language]}/${words[language]}/${slug}`;
}

/** A blog post's address: in the blog of the post's own language. */
export function postPath(slug: string, language: Language): string {
  return sectionPath("blog", slug, language);
}

/**
 * A comparison page's address in `language` (the routes are /compare/:category and
 * /compare/:category/:province), from the category's and the province's English URL words.
 */
export function comparePagePath(category: string, provinceSlug: string | null | undefined, language: Language): string {
  return localizePath(provinceSlug ? `/compare/${category}/${provinceSlug}` : `/compare/${category}`, language);
}
