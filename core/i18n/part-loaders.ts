import { languageOfPath, type Language } from "./languages";
import { hasPart, partsNeeded } from "./registry";

type PartLoader = () => Promise<unknown>;

/**
 * Each part of the catalogue in each language, as a chunk of its own that registers itself when loaded
 * (decision 0035). The browser bundle's modules carry no messages: a page gets the parts its render used
 * in its HTML, and any other part it needs from here, in its language only. Staff parts stay English.
 */
const LOADERS: Record<Language, Record<string, PartLoader>> = {
  en: {
    shell: () => import("./messages/shell"),
    home: () => import("./messages/home"),
    quotes: () => import("./messages/quotes"),
    "quote-steps": () => import("./messages/quote-steps"),
    "quote-results": () => import("./messages/quote-results"),
    "quote-validation": () => import("./messages/quote-validation"),
    handoff: () => import("./messages/handoff"),
    widget: () => import("./messages/widget"),
    launcher: () => import("./messages/launcher"),
    analyzer: () => import("./messages/analyzer"),
    blog: () => import("./messages/blog"),
    learn: () => import("./messages/learn"),
    contact: () => import("./messages/contact"),
    privacy: () => import("./messages/privacy"),
    staff: () => import("./messages/staff"),
    server: () => import("./messages/server"),
    language: () => import("./messages/language"),
    "come-back": () => import("./messages/come-back"),
    "ontario-choices": () => import("./messages/ontario-choices"),
  },
  fr: {
    shell: () => import("./messages/fr/shell"),
    home: () => import("./messages/fr/home"),
    quotes: () => import("./messages/fr/quotes"),
    "quote-steps": () => import("./messages/fr/quote-steps"),
    "quote-results": () => import("./messages/fr/quote-results"),
    "quote-validation": () => import("./messages/fr/quote-validation"),
    handoff: () => import("./messages/fr/handoff"),
    widget: () => import("./messages/fr/widget"),
    launcher: () => import("./messages/fr/launcher"),
    analyzer: () => import("./messages/fr/analyzer"),
    blog: () => import("./messages/fr/blog"),
    learn: () => import("./messages/fr/learn"),
    contact: () => import("./messages/fr/contact"),
    privacy: () => import("./messages/fr/privacy"),
    server: () => import("./messages/fr/server"),
    language: () => import("./messages/fr/language"),
    "come-back": () => import("./messages/fr/come-back"),
    "ontario-choices": () => import("./messages/fr/ontario-choices"),
  },
};

/** The language a part is shown in on a page in `language`: its own, or English for a part with no translation (staff). */
function shownIn(language: Language, part: string): Language {
  return LOADERS[language][part] ? language : "en";
}

/** The parts the loaded modules use that are not registered yet in the language they are shown in. */
function missingParts(language: Language): string[] {
  return partsNeeded().filter((part) => !hasPart(shownIn(language, part), part));
}

/**
 * Loads, in `language`, every part the loaded modules use that is not registered yet (a later step,
 * the concierge, a client-only button).
 */
export async function ensureParts(language: Language): Promise<void> {
  await Promise.all(missingParts(language).map((part) => LOADERS[shownIn(language, part)][part]?.()));
}

/** The same for the page in the browser, in the language of its address. */
export function ensurePageParts(): Promise<void> {
  return ensureParts(languageOfPath(window.location.pathname));
}
