/**
 * The site's languages (decision 0035). The address alone decides a page's language: English at the
 * root, French under /fr; no cookie or Accept-Language header changes what a URL shows.
 */
export const LANGUAGES = ["en", "fr"] as const;
export type Language = (typeof LANGUAGES)[number];

/** The BCP 47 tag of each language as Canadians write it: `<html lang>`, hreflang and Intl formats. */
export const LOCALES: Readonly<Record<Language, string>> = { en: "en-CA", fr: "fr-CA" };

/** The prefix of each language's addresses ("" for English, at the root). */
export const LANGUAGE_PREFIXES: Readonly<Record<Language, string>> = { en: "", fr: "/fr" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored language code as a language; anything unknown is English (rows from before French). */
export function toLanguage(value: unknown): Language {
  return isLanguage(value) ? value : "en";
}

/** The language of a path: French for /fr and below, English for everything else. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/fr" || pathname.startsWith("/fr/") ? "fr" : "en";
}

/** The other language, for the switcher. */
export function otherLanguage(language: Language): Language {
  return language === "fr" ? "en" : "fr";
}
