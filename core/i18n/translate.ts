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
  return (key, params) => translateIn(language, key, params);
}

function translateIn(language: string, key: MessageKey, params?: MessageParams): string {
  lookupListener?.(key);
  const messages = registeredMessages(language) ?? registeredMessages(DEFAULT_LANGUAGE);
  const template = messages?.get(key);
  if (template === undefined) {
    // Loud on purpose: the browser journeys and the tests fail on a console error, so a module that uses a
    // key without importing its part is caught before the page ships the key itself as text.
    console.error(`Message "${key}" is not registered: import its part from core/i18n/messages/ where it is used.`);
    return key;
  }
  return formatMessage(template, params, language);
}

/** An amount as English writes it, "1,000,000" or "$1,000,000": made by code that formats for en-CA. */
const ENGLISH_AMOUNT = /^(\$?)(\d{1,3}(?:,\d{3})+|\d+)$/;

/**
 * A value in the reader's language: an amount written the English way ("1,000,000", "$500", as the
 * engines and stored quotes give them) is written as fr-CA does for French ("1 000 000", "500 $").
 */
function localValue(value: string | number, language: string): string {
  const text = String(value);
  if (language !== "fr" || typeof value !== "string") return text;
  const amount = ENGLISH_AMOUNT.exec(text);
  if (!amount) return text;
  const [, dollar, digits = ""] = amount;
  if (!dollar && !digits.includes(",")) return text;
  const grouped = digits.replaceAll(",", "").replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0");
  return dollar ? `${grouped}\u00a0$` : grouped;
}

/** Replaces {name} placeholders; a placeholder without a value is left as written so it is noticed. */
export function formatMessage(template: string, params?: MessageParams, language: string = DEFAULT_LANGUAGE): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? localValue(params[name]!, language) : placeholder,
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
export const t: Translate = (key, params) => translateIn(languageSource(), key, params);
