import { createContext, useContext, useMemo } from "react";
import { DEFAULT_LANGUAGE, createTranslator, setLanguageSource, type Translate } from "../../core/i18n/translate";
import { languageOfPath, type Language } from "../../core/i18n/languages";
import { localizePath } from "../../core/shared/localized-paths";

// In the browser, messages made outside components (a form's check, a notice) follow the address too.
if (typeof window !== "undefined") setLanguageSource(() => languageOfPath(window.location.pathname));

/**
 * The page's language: the root layout provides it from its address (decision 0035); the assistant
 * island (drawn outside React Router on pages that do not hydrate, decision 0032) provides the page's own.
 */
export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** The translate function for the page's language. */
export function useTranslate(): Translate {
  const language = useLanguage();
  return useMemo(() => createTranslator(language), [language]);
}

/** Turns an English path (PATHS) into the address of that page in the page's language. */
export function useLocalizePath(): (path: string) => string {
  const language = useLanguage();
  return useMemo(() => (path: string) => localizePath(path, language), [language]);
}
