import { LANGUAGES } from "../i18n/languages";
import { localizePath } from "../shared/localized-paths";
import { PATHS } from "../shared/paths";
import type { FaqItem } from "./shortcodes";

/** The quote wizard's address in each language: /quotes, /fr/soumissions. */
const QUOTE_PATHS = LANGUAGES.map((language) => localizePath(PATHS.quotes, language));

/**
 * The CTA rule: on a blog article, quote wizard targets (/quotes, or /fr/soumissions on a French
 * article) get from=blog&blog={slug}, so the quotes an article leads to are counted for it.
 */
export function attributeQuoteLink(href: string, blogSlug: string | null | undefined): string {
  if (!blogSlug || !QUOTE_PATHS.some((path) => href.startsWith(path))) return href;
  const hashAt = href.indexOf("#");
  const [target, hash] = hashAt >= 0 ? [href.slice(0, hashAt), href.slice(hashAt)] : [href, ""];
  const separator = target.includes("?") ? "&" : "?";
  return `${target}${separator}from=blog&blog=${encodeURIComponent(blogSlug)}${hash}`;
}

/** Parses FAQ items from a faq-accordion element's items attribute; malformed data gives []. */
export function parseFaqItems(json: unknown): FaqItem[] {
  if (typeof json !== "string") return [];
  try {
    const parsed: unknown = JSON.parse(json);
    if (!Array.isArray(parsed)) return [];
    return parsed.flatMap((item: unknown) => {
      if (item && typeof item === "object" && "q" in item && "a" in item) {
        const { q, a } = item as { q: unknown; a: unknown };
        if (typeof q === "string" && typeof a === "string" && q.trim() && a.trim()) return [{ q, a }];
      }
      return [];
    });
  } catch {
    return [];
  }
}
