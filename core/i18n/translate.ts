import { MESSAGES_EN, type MessageKey, type Messages } from "./messages-en";

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

const CATALOGUES: Record<string, Messages> = { en: MESSAGES_EN };

export const DEFAULT_LANGUAGE = "en";

/** Returns a translate function for a language; unknown languages fall back to English. */
export function createTranslator(language: string = DEFAULT_LANGUAGE): Translate {
  const catalogue = CATALOGUES[language] ?? MESSAGES_EN;
  return (key, params) => formatMessage(catalogue[key], params);
}

/** Replaces {name} placeholders; a placeholder without a value is left as written so it is noticed. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in params ? String(params[name]) : placeholder,
  );
}

export const t = createTranslator();
