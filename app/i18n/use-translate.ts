import { useMemo } from "react";
import { useRouteLoaderData } from "react-router";
import { DEFAULT_LANGUAGE, createTranslator, type Translate } from "../../core/i18n/translate";

/** The translate function for the page's language (English until another catalogue is added). */
export function useTranslate(): Translate {
  const rootData = useRouteLoaderData("root") as { language?: string } | undefined;
  const language = rootData?.language ?? DEFAULT_LANGUAGE;
  return useMemo(() => createTranslator(language), [language]);
}
