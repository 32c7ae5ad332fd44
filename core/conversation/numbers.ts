/**
 * Number words to digits, so every extractor reads one form: "twenty two" -> "22", "a couple of" -> "2",
 * "one million" -> "1000000", "500k" -> "500000", "twenty nineteen" -> "2019". Vague amounts ("a few",
 * "several", "a bunch of") become the word "few", which extractors treat as "ask again" rather than
 * guessing a number. The text around the numbers keeps its case.
 */

const ONES: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};

const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fourty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};

const SCALES: Record<string, number> = {
  hundred: 100,
  thousand: 1000,
  grand: 1000,
  million: 1_000_000,
  mil: 1_000_000,
};

/** Suffixes written straight after digits: "500k", "2m", "$1M", "2mm". */
const SUFFIXES: Record<string, number> = { k: 1000, m: 1_000_000, mm: 1_000_000, mil: 1_000_000, mill: 1_000_000 };

/** Phrases replaced before the word-by-word pass (case-insensitive, whole words). */
const PHRASES: [RegExp, string][] = [
  [/\bhalf a million\b/gi, "500000"],
  [/\b(?:a|one) million and a half\b/gi, "1500000"],
  [/\b(?:a|one) year and a half\b/gi, "1 year"],
  [/\b(?:half a year|less than (?:a|one|1) year|under (?:a|one|1) year)\b/gi, "0 years"],
  [/\ba decade\b/gi, "10 years"],
  [/\ba dozen\b/gi, "12"],
  // "million liability", "(the) million": a million with no count before it is one million.
  [/(?<!\b(?:\d[\d.,]*|a|one|two|three|four|five|half|un|deux|trois)\s*)\bmillions?\b/gi, "1 million"],
  // "a couple of years" is vague, as "une couple d'années" is: the exact count is asked for.
  [/\b(?:a couple of|a couple|couple of|couple) (years|yrs|decades)\b/gi, "few $1"],
  // "a couple of tickets", "a couple, I think", as a count of events: vague ("a couple" is two or
  // three in everyday speech), so the exact count is asked; "a couple of months ago" still places one.
  [
    /\b(?:a couple of|a couple|couple of)(?=\s+(?:(?:minor|small|speeding|traffic|little|at[- ]fault)\s+)?(?:tickets?|accidents?|claims?|collisions|fender[- ]?benders?|crash(?:es)?|infractions?|violations?|times)\b|\s*(?:[.,;!?]|$)|\s+(?:maybe|i think|probably|i guess|i believe|tops|or so)\b)/gi,
    "few",
  ],
  [/\b(?:a couple of|a couple|couple of|a pair of)\b/gi, "2"],
  [/\b(?:a few|several|a handful of|a bunch of|multiple|lots of|a lot of|quite a few)\b/gi, "few"],
];

type Part = { text: string; word: boolean };

function isNumberWord(lower: string): boolean {
  return lower in ONES || lower in TENS;
}

function isScale(lower: string): boolean {
  return lower in SCALES;
}

/** Digits with thousands separators ("1,000,000") or a decimal point ("1.5"); other commas end the number. */
function digitValue(text: string): number | null {
  if (/^\d{1,3}(?:,\d{3})+$/.test(text)) return Number(text.replace(/,/g, ""));
  if (/^\d+(?:\.\d+)?$/.test(text)) return Number(text);
  return null;
}

/**
 * Reads the number words in `words` (lower case): "twenty two" 22, "two thousand nineteen" 2019,
 * "one hundred and fifty" 150, "twenty nineteen" 2019, "nineteen ninety eight" 1998.
 */
function readWords(words: string[]): number | null {
  const values = words.map((word) => ONES[word] ?? TENS[word]);
  const first = values[0];
  const second = values[1];
  // A year said the short way: nineteen or twenty, then a number from 10 to 99.
  if ((first === 19 || first === 20) && second !== undefined && second >= 10 && words.every((w) => !isScale(w))) {
    const rest = readWords(words.slice(1));
    if (rest !== null && rest >= 10 && rest <= 99) return first * 100 + rest;
  }
  let total = 0;
  let current = 0;
  let previous: "ones" | "tens" | "scale" | "start" = "start";
  for (const word of words) {
    if (word === "and") continue;
    if (word in ONES) {
      const value = ONES[word] as number;
      if (previous === "ones" || (previous === "tens" && value >= 10)) return null;
      current += value;
      previous = "ones";
    } else if (word in TENS) {
      if (previous === "ones" || previous === "tens") return null;
      current += TENS[word] as number;
      previous = "tens";
    } else if (word === "a" || word === "an") {
      current = 1;
      previous = "ones";
    } else if (/^\d/.test(word)) {
      current = Number(word);
      previous = "ones";
    } else if (isScale(word)) {
      const scale = SCALES[word] as number;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
      previous = "scale";
    } else return null;
  }
  return total + current;
}

function split(text: string): Part[] {
  const parts: Part[] = [];
  for (const match of text.matchAll(/[A-Za-z]+|\d+(?:[.,]\d+)*|[^A-Za-z\d]+/g)) {
    parts.push({ text: match[0], word: /^[A-Za-z\d]/.test(match[0]) });
  }
  return parts;
}

/** A separator that may sit inside a spoken number: spaces or one hyphen. */
function joins(part: Part | undefined): boolean {
  return part !== undefined && !part.word && /^(?:\s+|\s*-\s*)$/.test(part.text);
}

/** The number starting at parts[index], if any: its value and the index after its last word. */
function readNumberAt(parts: Part[], index: number): { value: number; next: number } | null {
  const part = parts[index] as Part;
  // Digits glued to letters belong to a code ("K2M", "G2", "X5"), never to a number.
  if (parts[index - 1]?.word) return null;
  const lower = part.text.toLowerCase();
  const digits = digitValue(part.text);
  // "500k", "2m": a suffix written straight after the digits.
  const after = parts[index + 1];
  if (digits !== null && after?.word && after.text.toLowerCase() in SUFFIXES) {
    const followed = parts[index + 2];
    if (!followed?.word) return { value: digits * (SUFFIXES[after.text.toLowerCase()] as number), next: index + 2 };
  }
  const startsNumber =
    isNumberWord(lower) ||
    ((lower === "a" || lower === "an") &&
      joins(parts[index + 1]) &&
      isScale((parts[index + 2]?.text ?? "").toLowerCase())) ||
    (digits !== null && joins(parts[index + 1]) && isScale((parts[index + 2]?.text ?? "").toLowerCase()));
  if (!startsNumber) return digits !== null && part.text.includes(",") ? { value: digits, next: index + 1 } : null;
  const words = [digits !== null ? String(digits) : lower];
  let next = index + 1;
  while (joins(parts[next]) && parts[next + 1]?.word) {
    const candidate = (parts[next + 1] as Part).text.toLowerCase();
    const following = (parts[next + 3]?.text ?? "").toLowerCase();
    const usable =
      isNumberWord(candidate) ||
      isScale(candidate) ||
      (candidate === "and" && joins(parts[next + 2]) && (isNumberWord(following) || isScale(following)));
    if (!usable) break;
    words.push(candidate);
    next += 2;
  }
  // A trailing "and" was never part of the number.
  while (words[words.length - 1] === "and") {
    words.pop();
    next -= 2;
  }
  let value = readWords(words);
  // Words that do not form one number ("one two"): keep the first only.
  if (value === null) {
    value = readWords(words.slice(0, 1));
    next = index + 1;
  }
  return value === null ? null : { value, next };
}

/** Two small counts joined as a range; see `numberize`. */
const RANGE =
  /(^|[^\w$.,/-])(between |entre )?(\d{1,2})\s*(or|ou|to|a|-|and|et)\s*(\d{1,2})(?![\d.,/-]|\s*(?:m\b|k\b|%|\$|dollars?|mil|million|000|(?:years?|yrs?|ans?|months?|mois|weeks?|days?)\s+(?:ago|back)\b))(?<!\b(?:il y a|ago)\s*\d{1,2}\s*\S{1,3}\s*\d{1,2})/gi;

export function numberize(text: string): string {
  let phrased = text;
  for (const [pattern, replacement] of PHRASES) phrased = phrased.replace(pattern, replacement);
  const parts = split(phrased);
  let out = "";
  let index = 0;
  while (index < parts.length) {
    const part = parts[index] as Part;
    const number = part.word ? readNumberAt(parts, index) : null;
    if (number && Number.isFinite(number.value)) {
      out += String(Math.round(number.value * 100) / 100);
      index = number.next;
    } else {
      out += part.text;
      index += 1;
    }
  }
  return (
    out
      // "2 or 3", "10-12 years", "between 2 and 4", "2 ou 3": a range of counts is not one count, so it
      // is read as vague and the exact number asked. Not a range of times ("2 or 3 years ago", "il y a
      // 2 ou 3 ans"), of amounts ("1 or 2 million") or a code ("514-555-1234").
      .replace(RANGE, (whole, before: string, between: string | undefined, low: string, joint: string, high: string) =>
        Number(high) > Number(low) && (between || !/^(?:and|et)$/i.test(joint)) ? `${before}few` : whole,
      )
      // "fifteen (15) years", "1000 (one thousand)": a number written twice, as on a cheque, is one.
      .replace(/\b(\d+)\s*\(\s*\1\s*\)/g, "$1")
      .replace(/\b(\d+) decades?\b/gi, (_whole, count: string) => `${Number(count) * 10} years`)
      // "5 and a half years", "6 1/2 years": the whole years.
      .replace(/\b(\d{1,2})(?: and a half| 1\/2|\.5)(?= (?:years?|yrs?)\b)/gi, "$1")
      // "a little over 5 years", "just under 10": about that many.
      .replace(
        /\b(?:a (?:little|bit|tad) (?:over|more than|under|less than)|just (?:over|under)|slightly (?:over|under|more than|less than))\s+(?=\d)/gi,
        "about ",
      )
  );
}
