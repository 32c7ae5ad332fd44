import { createContext, useContext, useMemo } from "react";
import { DEFAULT_LANGUAGE, createTranslator, type Translate } from "../../core/i18n/translate";

/**
 * The page's language: the root layout provides it from its loader; the assistant island (drawn
 * outside React Router on pages that do not hydrate, decision 0032) provides the page's own.
 */
export const LanguageContext = createContext<string>(DEFAULT_LANGUAGE);

/** The translate function for the page's language (English until another catalogue is added). */
export function useTranslate(): Translate {
  const language = useContext(LanguageContext);
  return useMemo(() => createTranslator(language), [language]);
}
