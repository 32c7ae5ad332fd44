/**
 * The dashboard's date range: whole days in the business's time zone (Toronto), both ends included.
 * Pure: "today" comes in as an argument.
 */

export const ANALYTICS_TIME_ZONE = "America/Toronto";
export const DEFAULT_RANGE_DAYS = 30;
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface DateRange {
  /** First day, YYYY-MM-DD (Toronto). */
  from: string;
  /** Last day, YYYY-MM-DD (Toronto), included. */
  to: string;
  /** Number of days from `from` to `to`, both included. */
  days: number;
}

export type DateRangeProblem = "from_invalid" | "to_invalid" | "from_after_to" | "too_long";

export type DateRangeResult =
  { ok: true; range: DateRange } | { ok: false; problem: DateRangeProblem; field: "from" | "to" };

/** The calendar day an instant falls on in Toronto, as YYYY-MM-DD. */
export function torontoDay(instant: Date): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: ANALYTICS_TIME_ZONE,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** Days since the epoch of a YYYY-MM-DD calendar date, or null when it is not a real date. */
function dayNumber(value: string): number | null {
  const match = DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const check = new Date(time);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return time / DAY_MS;
}

function dateOf(dayIndex: number): string {
  return new Date(dayIndex * DAY_MS).toISOString().slice(0, 10);
}

/** Adds whole days to a YYYY-MM-DD date (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const index = dayNumber(date);
  if (index === null) throw new Error(`not a date: ${date}`);
  return dateOf(index + days);
}

/** Every day of a range, in order. */
export function daysOf(range: DateRange): string[] {
  return Array.from({ length: range.days }, (_, offset) => addDays(range.from, offset));
}

/**
 * Reads `from` and `to` (either may be missing or empty): `to` defaults to today, `from` to 29 days
 * before `to` (30 days in all). At most MAX_RANGE_DAYS days.
 */
export function resolveDateRange(input: { from?: string | null; to?: string | null }, today: string): DateRangeResult {
  const toText = input.to?.trim() || today;
  const toIndex = dayNumber(toText);
  if (toIndex === null) return { ok: false, problem: "to_invalid", field: "to" };
  const fromText = input.from?.trim() || dateOf(toIndex - (DEFAULT_RANGE_DAYS - 1));
  const fromIndex = dayNumber(fromText);
  if (fromIndex === null) return { ok: false, problem: "from_invalid", field: "from" };
  if (fromIndex > toIndex) return { ok: false, problem: "from_after_to", field: "from" };
  const days = toIndex - fromIndex + 1;
  if (days > MAX_RANGE_DAYS) return { ok: false, problem: "too_long", field: "from" };
  return { ok: true, range: { from: dateOf(fromIndex), to: dateOf(toIndex), days } };
}
