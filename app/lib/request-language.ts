import { languageOfPath, type Language } from "../../core/i18n/languages";

/** The language of the page a loader or action answers for: its address decides (decision 0035). */
export function requestLanguage(request: Request): Language {
  return languageOfPath(new URL(request.url).pathname);
}
