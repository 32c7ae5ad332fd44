import { LOCALES, type Language } from "../../core/i18n/languages";

function formats(options: Intl.DateTimeFormatOptions): Record<Language, Intl.DateTimeFormat> {
  return {
    en: new Intl.DateTimeFormat(LOCALES.en, { ...options, timeZone: "UTC" }),
    fr: new Intl.DateTimeFormat(LOCALES.fr, { ...options, timeZone: "UTC" }),
  };
}

const LONG_DATE = formats({ year: "numeric", month: "long", day: "numeric" });
const MONTH_YEAR = formats({ year: "numeric", month: "long" });

function toDate(iso: string): Date {
  return new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso);
}

/**
 * A long date, in UTC so server and browser agree: "November 21, 2026"; in French "21 novembre 2026",
 * and "1er juillet 2026" for the first of a month, as French writes it.
 */
export function formatLongDate(iso: string, language: Language = "en"): string {
  const text = LONG_DATE[language].format(toDate(iso));
  return language === "fr" ? text.replace(/^1 /, "1er ") : text;
}

/** "November 2026", "novembre 2026". */
export function formatMonthYear(iso: string, language: Language = "en"): string {
  return MONTH_YEAR[language].format(toDate(iso));
}
