import type { MessageKey } from "./messages-en";
import { registeredMessages } from "./registry";
import type { Language } from "./languages";

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const DEFAULT_LANGUAGE: Language = "en";

let lookupListener: ((key: string) => void) | null = null;

/** Told of every key looked up: the server's render notes which parts of the catalogue a page used. */
export function setLookupListener(listener: ((key: string) => void) | null): void {
  lookupListener = listener;
}

/**
 * Returns a translate function for a language; unknown languages fall back to English. Messages are looked up
 * when asked for, not when the function is made, because a lazily loaded chunk registers its parts later.
 */
export function createTranslator(language: string = DEFAULT_LANGUAGE): Translate {
  return (key, params) => {
    lookupListener?.(key);
    const messages = registeredMessages(language) ?? registeredMessages(DEFAULT_LANGUAGE);
    const template = messages?.get(key);
    if (template === undefined) {
      // Loud on purpose: the browser journeys and the tests fail on a console error, so a module that uses a
      // key without importing its part is caught before the page ships the key itself as text.
      console.error(`Message "${key}" is not registered: import its part from core/i18n/messages/ where it is used.`);
      return key;
    }
    return formatMessage(template, params);
  };
}

/** Replaces {name} placeholders; a placeholder without a value is left as written so it is noticed. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

let languageSource: () => Language = () => DEFAULT_LANGUAGE;

/**
 * Tells `t` where to find the language it answers in (decision 0035): the server, the language of the
 * request being served (kept per request); the browser, the page's. English until told.
 */
export function setLanguageSource(source: () => Language): void {
  languageSource = source;
}

/** The language `t` answers in now. */
export function currentLanguage(): Language {
  return languageSource();
}

/**
 * Translates in the current language: the one for messages made while serving a request (an API's
 * refusal, an e-mail, a reply), where threading the language through every call would say it twice.
 */
export const t: Translate = (key, params) => createTranslator(languageSource())(key, params);
