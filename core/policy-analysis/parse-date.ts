import { fold } from "./normalize-text";

/**
 * Dates as policies print them: "March 15, 2026", "Sep 12, 2026", "15 mars 2026", "1er mai 2026",
 * "2026-05-01", "07/01/2026".
 *
 * Numeric dates with the year last are ambiguous. The rule: when one of the two first numbers is
 * above 12 it must be the day; otherwise English-Canadian insurer documents (Ontario, the A–D
 * provinces, ICBC, Autopac) are read month first (MM/DD/YYYY, as their systems print) and Quebec
 * documents day first (JJ/MM/AAAA). An ambiguous date is reported as such so callers lower their
 * confidence.
 */
export type DateOrder = "month_first" | "day_first";

export interface FoundDate {
  iso: string;
  start: number;
  end: number;
  /** True for a numeric date whose day and month could be swapped. */
  ambiguous: boolean;
}

/** Month numbers by English and French name and abbreviation (accents folded). */
const MONTHS: Record<string, number> = {
  january: 1, jan: 1, janvier: 1, janv: 1,
  february: 2, feb: 2, fevrier: 2, fevr: 2, fev: 2,
  march: 3, mar: 3, mars: 3,
  april: 4, apr: 4, avril: 4, avr: 4,
  may: 5, mai: 5,
  june: 6, jun: 6, juin: 6,
  july: 7, jul: 7, juillet: 7, juil: 7,
  august: 8, aug: 8, aout: 8,
  september: 9, sep: 9, sept: 9, septembre: 9,
  october: 10, oct: 10, octobre: 10,
  november: 11, nov: 11, novembre: 11,
  december: 12, dec: 12, decembre: 12,
}; // prettier-ignore

const MONTH_NAME = String.raw`[a-z]{3,9}`;
/** The four shapes, matched on accent-folded lower-case text so positions stay the same. */
const PATTERNS: { regex: RegExp; read: (match: RegExpMatchArray) => [number, number, number] | null }[] = [
  // 2026-05-01, 2026/05/01
  { regex: /\b(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})\b/g, read: (m) => [num(m[1]), num(m[2]), num(m[3])] },
  // March 15, 2026 / Sep. 12 2026
  {
    regex: new RegExp(String.raw`\b(${MONTH_NAME})\.?\s+(\d{1,2})(?:st|nd|rd|th)?[,.]?\s+(\d{4})\b`, "g"),
    read: (m) => withMonth(m[1], m[2], m[3]),
  },
  // "1er" as OCR reads it, its 1 taken for an l or an I ("ler octobre 2026"): no French word is "ler".
  {
    regex: new RegExp(String.raw`\b[li]er\s+(${MONTH_NAME})\.?,?\s+(\d{4})\b`, "g"),
    read: (m) => withMonth(m[1], "1", m[2]),
  },
  // 15 March 2026 / 1er mai 2026
  {
    regex: new RegExp(String.raw`\b(\d{1,2})(?:er|st|nd|rd|th)?\s+(${MONTH_NAME})\.?,?\s+(\d{4})\b`, "g"),
    read: (m) => withMonth(m[2], m[1], m[3]),
  },
];
const NUMERIC = /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g;

/** A number from a regex group. */
function num(text: string | undefined): number {
  return Number(text ?? NaN);
}

/** [year, month, day] from a month name, a day and a year; null for an unknown month name. */
function withMonth(name: string | undefined, day: string | undefined, year: string | undefined) {
  const month = MONTHS[name ?? ""];
  return month === undefined ? null : ([num(year), month, num(day)] as [number, number, number]);
}

/** "2026-03-15" for a real calendar date, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1900 || year > 2200) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, "0")}-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`;
}

/** Every date in a line with its position; numeric dates read with `order` when ambiguous. */
export function findDates(line: string, order: DateOrder = "month_first"): FoundDate[] {
  const text = fold(line);
  const found: FoundDate[] = [];
  const overlaps = (start: number, end: number) => found.some((date) => start < date.end && end > date.start);
  for (const { regex, read } of PATTERNS) {
    for (const match of text.matchAll(regex)) {
      const parts = read(match);
      const iso = parts ? isoDate(...parts) : null;
      const end = match.index + match[0].length;
      if (iso && !overlaps(match.index, end)) found.push({ iso, start: match.index, end, ambiguous: false });
    }
  }
  for (const match of text.matchAll(NUMERIC)) {
    const first = num(match[1]);
    const second = num(match[2]);
    const year = num(match[3]);
    const ambiguous = first <= 12 && second <= 12 && first !== second;
    const dayFirst = first > 12 || (second <= 12 && order === "day_first");
    const iso = dayFirst ? isoDate(year, second, first) : isoDate(year, first, second);
    const end = match.index + match[0].length;
    if (iso && !overlaps(match.index, end)) found.push({ iso, start: match.index, end, ambiguous });
  }
  return found.sort((a, b) => a.start - b.start);
}

/** Reads one date ("March 15, 2026", "07/01/2026", "2026-05-01", "1er mai 2026"); null when there is none. */
export function parseDate(text: string, order: DateOrder = "month_first"): string | null {
  return findDates(text, order)[0]?.iso ?? null;
}
