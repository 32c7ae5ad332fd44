import { BRAND } from "../../core/shared/brand";

const LONG_DATE = new Intl.DateTimeFormat(BRAND.locale, {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
});

/** Long en-CA date ("November 21, 2026"), in UTC so server and browser agree. */
export function formatLongDate(iso: string): string {
  return LONG_DATE.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}

const MONTH_YEAR = new Intl.DateTimeFormat(BRAND.locale, { year: "numeric", month: "long", timeZone: "UTC" });

/** "November 2026". */
export function formatMonthYear(iso: string): string {
  return MONTH_YEAR.format(new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso));
}
