import { repairDigits } from "./normalize-text";

/** A money amount found in a line: its value in dollars and where it sits. */
export interface MoneyToken {
  value: number;
  start: number;
  end: number;
}

// How amounts are printed on Canadian policies:
//   English, sign first: "$1,000,000", "$1,936.00", "$0" (OCR often reads "$" as "S": "S780").
//   French, sign last:   "2 000 000 $", "318 $", "1 936,00 $".
// A number is either grouped by threes with one kind of separator, or plain digits, with an
// optional two-digit cents part after "." or ",". Space-grouping is only accepted sign-last
// (French style): sign-first, "$1,000 402" must stay two amounts when the second "$" is lost.
const COMMA_GROUPED = String.raw`\d{1,3}(?:,\d{3})+(?:\.\d{1,2})?`;
const DOT_GROUPED = String.raw`\d{1,3}(?:\.\d{3})+(?:,\d{1,2})?`;
// Sign last, a first group of four digits is a group whose space OCR lost ("1000 000 $").
const SPACE_GROUPED = String.raw`\d{1,4}(?: {1,2}\d{3})+(?:[.,]\d{1,2})?`;
const PLAIN = String.raw`\d+(?:[.,]\d{1,2})?`;
// Sign first, OCR can read one of the commas as a dot ("$1,000.000"): groups of three after either
// mark are thousands, whichever it is; only a last part of one or two digits is cents.
const MIXED_GROUPED = String.raw`\d{1,3}(?:[.,]\d{3})+(?:[.,]\d{1,2})?`;

const SIGN_FIRST_NUMBER = `(${COMMA_GROUPED}|${DOT_GROUPED}|${MIXED_GROUPED}|${PLAIN})`;
// The number must end cleanly: an amount glued to a letter ("$5a0", "$1,00a") is a misread, not "$5" or "$1".
const CLEAN_END = String.raw`(?![\d\p{L}]|[.,][\d\p{L}])`;
const DOLLAR_FIRST = String.raw`\$ ?${SIGN_FIRST_NUMBER}${CLEAN_END}`;
// "S" read for "$" only when it stands alone before the digits: not in "4S4B…" or "SEF 20".
const S_FIRST = String.raw`(?<![\p{L}\d])[Ss]${SIGN_FIRST_NUMBER}${CLEAN_END}`;
// A "$" right before digits is the next amount's sign, not this number's ("—1 $1,000,000": OCR noise, then an amount).
const SIGN_LAST = String.raw`(?<![\p{L}\d.,$])(${SPACE_GROUPED}|${COMMA_GROUPED}|${DOT_GROUPED}|${PLAIN}) ?(?:\$(?!\d)|[Ss](?![\p{L}\d]))`;
const MONEY = new RegExp(`${DOLLAR_FIRST}|${S_FIRST}|${SIGN_LAST}`, "gu");

/** The value of a printed number: separators dropped, a final one- or two-digit part read as cents. */
export function parseNumber(text: string): number | null {
  const compact = text.replace(/\s+/g, "");
  if (!/^\d[\d.,]*$/.test(compact)) return null;
  const cents = /[.,](\d{1,2})$/.exec(compact);
  const whole = (cents ? compact.slice(0, cents.index) : compact).replace(/[.,]/g, "");
  if (!/^\d+$/.test(whole)) return null;
  const value = Number(whole) + (cents ? Number(cents[1]) / (cents[1]?.length === 1 ? 10 : 100) : 0);
  return Number.isFinite(value) ? value : null;
}

/** Every amount in a line, left to right. Expects text already through `normalizeLine`. */
export function findMoney(line: string): MoneyToken[] {
  const tokens: MoneyToken[] = [];
  for (const match of line.matchAll(MONEY)) {
    const value = parseNumber(match[1] ?? match[2] ?? match[3] ?? "");
    if (value === null) continue;
    tokens.push({ value, start: match.index, end: match.index + match[0].length });
  }
  return tokens;
}

/**
 * Reads one amount as printed: "$1,000,000", "$1,936.00", "2 000 000 $", "318 $", "$0",
 * "S1,OOO" (OCR), or a bare number "1,000". Null when the text holds no amount.
 */
export function parseMoney(text: string): number | null {
  const cleaned = repairDigits(text.replace(/[\u00a0\u202f\u2007]/g, " ").trim());
  const token = findMoney(cleaned)[0];
  if (token) return token.value;
  return parseNumber(cleaned);
}
