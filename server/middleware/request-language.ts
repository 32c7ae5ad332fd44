import { AsyncLocalStorage } from "node:async_hooks";
import type { MiddlewareHandler } from "hono";
import { LANGUAGES, languageOfPath, type Language } from "../../core/i18n/languages";
import { DEFAULT_LANGUAGE, setLanguageSource } from "../../core/i18n/translate";

const requestLanguage = new AsyncLocalStorage<Language>();

/**
 * The language asked for by an Accept-Language header ("fr-CA,fr;q=0.9,en;q=0.8"): the one of ours
 * with the highest weight, English when none is named.
 */
export function negotiateLanguage(header: string | undefined | null): Language {
  let best: { language: Language; weight: number } | null = null;
  for (const part of (header ?? "").split(",")) {
    const [range = "", ...parameters] = part.trim().toLowerCase().split(";");
    const primary = range.split("-")[0] ?? "";
    const language = LANGUAGES.find((candidate) => candidate === primary);
    if (!language) continue;
    const q = parameters.map((parameter) => parameter.trim()).find((parameter) => parameter.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    if (!Number.isFinite(weight) || weight <= 0) continue;
    if (!best || weight > best.weight) best = { language, weight };
  }
  return best?.language ?? DEFAULT_LANGUAGE;
}

/**
 * Runs work in a language other than the request's: a conversation keeps its own (issue 22), so its
 * replies, refusals and answers are in the language it is spoken in, whatever the page sends.
 */
export function inLanguage<T>(language: Language, work: () => T): T {
  return requestLanguage.run(language, work);
}

/**
 * The language of what a request answers (decision 0035): a page's is its address's (never a header:
 * one URL, one page, for every cache); an API call's is the one its Accept-Language asks for (our
 * pages send their own). Messages made while serving it (refusals, e-mails, replies) use it through `t`.
 */
export function requestLanguageMiddleware(): MiddlewareHandler {
  setLanguageSource(() => requestLanguage.getStore() ?? DEFAULT_LANGUAGE);
  return (context, next) => {
    const path = context.req.path;
    const language = /^\/+api(\/|$)/i.test(path)
      ? negotiateLanguage(context.req.header("accept-language"))
      : languageOfPath(path);
    return requestLanguage.run(language, next);
  };
}
