import type { MessageKey } from "./messages-en";
import { registeredMessages } from "./registry";

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

export const DEFAULT_LANGUAGE = "en";

/**
 * Returns a translate function for a language; unknown languages fall back to English. Messages are looked up
 * when asked for, not when the function is made, because a lazily loaded chunk registers its parts later.
 */
export function createTranslator(language: string = DEFAULT_LANGUAGE): Translate {
  return (key, params) => {
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

export const t = createTranslator();
