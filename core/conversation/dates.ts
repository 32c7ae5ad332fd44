/**
 * Dates written as numbers or with their day, read as the month and year the record and licence
 * readers place events by (issue 22, decision 0066): "2023-06-02", "2023/06/02", "03/2022",
 * "12 janvier 2022", "January 12, 2022", "Q3 2022". The day is dropped (the readers count by month);
 * a day-month order that cannot be told from a month-day one ("03/04/2022") keeps only the year.
 * Runs on a cleaned message (accents off), before the French table.
 */

const MONTH_NAMES = [
  "January", "February", "March", "April", "May", "June",
  "July", "August", "September", "October", "November", "December",
]; // prettier-ignore

const MONTH_WORDS =
  "(?:jan(?:uary|vier)?|feb(?:ruary)?|fev(?:rier)?|mar(?:ch|s)?|apr(?:il)?|avr(?:il)?|may|mai|june?|juin|july?|juil(?:let)?|aug(?:ust)?|aout|sept?(?:ember|embre)?|oct(?:ober|obre)?|nov(?:ember|embre)?|dec(?:ember|embre)?)";
const YEAR = "((?:19|20)\\d\\d)";
/** Each month's name or abbreviation, English or French, without accents, in calendar order. */
const MONTH_PATTERNS = [
  /^jan/, /^fe/, /^mar/, /^(?:ap|av)/, /^ma[iy]/, /^ju(?:ne?|in)$/,
  /^jui?l/, /^a(?:ug|out)/, /^sep/, /^oct/, /^nov/, /^dec/,
]; // prettier-ignore

/** A month's number (1–12) from its English or French name or abbreviation, without accents. */
function monthNumber(name: string): number {
  const lower = name.toLowerCase();
  return MONTH_PATTERNS.findIndex((pattern) => pattern.test(lower)) + 1;
}

/** "le", "on", "the" before a date: the readers read "in <month> <year>". */
const LEAD = "(\\b(?:since|depuis|from|des|en|in|as of)\\s+)?(?:\\b(le|on the|on|the|du)\\s+)?";

const ISO = new RegExp(`${LEAD}\\b${YEAR}[-/.](\\d{1,2})[-/.](\\d{1,2})\\b`, "gi");
const DAY_MONTH_YEAR = new RegExp(`${LEAD}\\b(\\d{1,2})[-/.](\\d{1,2})[-/.]${YEAR}\\b`, "gi");
const MONTH_YEAR = new RegExp(`${LEAD}(?<![\\d/.-])\\b(\\d{1,2})[/.-]${YEAR}\\b(?![/.-]\\d)`, "gi");
const DAY_NAMED_MONTH = new RegExp(
  `\\b(?:(le|on the|on|the) )?(?:1er|\\d{1,2}(?:st|nd|rd|th)?)\\s+(?:of\\s+)?(${MONTH_WORDS})\\.?,?\\s+${YEAR}\\b`,
  "gi",
);
const NAMED_MONTH_DAY = new RegExp(`\\b(${MONTH_WORDS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?,?\\s+${YEAR}\\b`, "gi");
/** A quarter, placed at its middle month: "Q1 2025" is February 2025. */
const QUARTER = new RegExp(`\\b(?:q|t)([1-4])\\s*[-/ ]?\\s*${YEAR}\\b`, "gi");

/** "<Month> <year>", after the word that led the date, or "in"/"en" for the article it had ("on", "le"). */
function monthYear(lead: string | undefined, article: string | undefined, month: number, year: string): string {
  const name = MONTH_NAMES[month - 1];
  const before = lead ?? (article === undefined ? "" : /^(?:le|du)$/i.test(article) ? "en " : "in ");
  return `${before}${name ? `${name} ` : ""}${year}`;
}

/** A year then its month, apart ("2023 jan", "2020, in March", "2021 en mai"): the month before the year. */
const YEAR_THEN_MONTH = new RegExp(
  `\\b${YEAR},?\\s+(?:(?:in|en|au mois de|during)\\s+)?(${MONTH_WORDS})\\b\\.?(?!\\s*\\d)(?!\\s+(?:be|have|not|need|want|i|we)\\b)`,
  "gi",
);

/** The message with its numeric and day-precise dates as "<Month> <year>". */
export function spellDates(text: string): string {
  if (!/\d/.test(text)) return text;
  return text
    .replace(YEAR_THEN_MONTH, (whole, year: string, month: string) => {
      const number = monthNumber(month);
      return number > 0 ? `${MONTH_NAMES[number - 1]} ${year}` : whole;
    })
    .replace(
      ISO,
      (whole, lead: string | undefined, article: string | undefined, year: string, month: string, day: string) =>
        Number(month) >= 1 && Number(month) <= 12 && Number(day) >= 1 && Number(day) <= 31
          ? monthYear(lead, article, Number(month), year)
          : whole,
    )
    .replace(
      DAY_MONTH_YEAR,
      (whole, lead: string | undefined, article: string | undefined, first: string, second: string, year: string) => {
        const [a, b] = [Number(first), Number(second)];
        if (a < 1 || b < 1 || a > 31 || b > 31) return whole;
        // Day first when the first part cannot be a month, month first when the second cannot.
        if (a > 12 && b <= 12) return monthYear(lead, article, b, year);
        if (b > 12 && a <= 12) return monthYear(lead, article, a, year);
        return monthYear(lead, article, a === b ? a : 0, year);
      },
    )
    .replace(MONTH_YEAR, (whole, lead: string | undefined, article: string | undefined, month: string, year: string) =>
      Number(month) >= 1 && Number(month) <= 12 ? monthYear(lead, article, Number(month), year) : whole,
    )
    .replace(
      DAY_NAMED_MONTH,
      (_whole, article: string | undefined, month: string, year: string) =>
        `${article === undefined ? "" : /^le$/i.test(article) ? "en " : "in "}${month} ${year}`,
    )
    .replace(NAMED_MONTH_DAY, (_whole, month: string, year: string) => `${month} ${year}`)
    .replace(QUARTER, (_whole, quarter: string, year: string) => `${MONTH_NAMES[Number(quarter) * 3 - 2]} ${year}`);
}
