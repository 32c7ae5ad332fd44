import { fold } from "./normalize-text";

/**
 * The words of a policy's coverage rows and labels, in English and French (accent-folded): OCR of a
 * coarse scan or a photo misreads a letter or two inside them ("Third party hability", "Deductbie",
 * "Colirsion", "Coverage perod"), and a row whose coverage name is misread is no coverage at all.
 */
const VOCABULARY = [
  "liability", "collision", "comprehensive", "perils", "deductible", "extension", "protection",
  "accident", "benefits", "uninsured", "underinsured", "compensation", "specified", "premium",
  "coverage", "motorist", "damage", "injury", "responsabilite", "dommages", "franchise", "versement",
  // Labels, with their French neighbours so that a French word is never "repaired" into English.
  "period", "periode", "vehicle", "vehicule", "policy", "police", "insurance", "assurance", "effective",
  "number", "numero",
]; // prettier-ignore

/** Real words one or two letters from a vocabulary word, never repaired ("disability" is not "liability"). */
const REAL_WORDS = new Set([
  "disability", "stability", "viability", "damaged", "average", "leverage", "incident", "projection", "collusion", "lumber",
  "pouce", "pouces",
]); // prettier-ignore

/** Levenshtein distance, stopping early past `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** How many letters a vocabulary word may have misread: none below 5 letters, one up to 7, two from 8. */
function allowance(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 5 ? 1 : 0;
}

/** The word in the case it was read in: all capitals, a capital first, or lower case. */
function inCaseOf(read: string, word: string): string {
  if (read.length > 1 && read === read.toUpperCase()) return word.toUpperCase();
  if (read.charAt(0) === read.charAt(0).toUpperCase()) return word.charAt(0).toUpperCase() + word.slice(1);
  return word;
}

/**
 * An OCR word put back to the coverage word it is a letter or two from (within `allowance`, one
 * letter longer or shorter at most), in the case it was read in, with the marks around it kept. A word
 * that is itself a vocabulary word (accents aside), its plural or singular, a real word near one, or
 * as near to two vocabulary words, is left as read.
 */
export function repairOcrWord(text: string): string {
  const parts = /^([^\p{L}]*)(\p{L}{4,})([^\p{L}]*)$/u.exec(text);
  if (!parts) return text;
  const [, before = "", letters = "", after = ""] = parts;
  const folded = fold(letters);
  if (REAL_WORDS.has(folded)) return text;
  let found: string | null = null;
  let nearest = Number.POSITIVE_INFINITY;
  let ties = 0;
  for (const word of VOCABULARY) {
    if (folded === word || folded === `${word}s` || `${folded}s` === word) return text;
    const limit = allowance(word);
    if (limit === 0 || Math.abs(folded.length - word.length) > 1) continue;
    const far = distance(folded, word, limit);
    if (far > limit) continue;
    if (far < nearest) [found, nearest, ties] = [word, far, 0];
    else if (far === nearest) ties += 1;
  }
  if (found && ties === 0) return `${before}${inCaseOf(letters, found)}${after}`;
  // "li" read as one "u" ("POUCY" for "POLICY"): two letters for one, further than the allowance says.
  const split = [...folded.matchAll(/u/gu)]
    .map((match) => `${folded.slice(0, match.index)}li${folded.slice(match.index + 1)}`)
    .find((word) => VOCABULARY.includes(word));
  return split ? `${before}${inCaseOf(letters, split)}${after}` : text;
}

/**
 * Two pieces OCR split a vocabulary word into ("Polic y Number", "Deduc tible"): joined when together
 * they are exactly that word (accents aside) and neither piece is one on its own. Null otherwise.
 */
export function joinedOcrWord(first: string, second: string): string | null {
  if (!/^\p{L}+$/u.test(first) || !/^\p{L}+$/u.test(second)) return null;
  const joined = fold(first + second);
  if (!VOCABULARY.includes(joined)) return null;
  const isWord = (piece: string) => VOCABULARY.some((word) => fold(piece) === word || fold(piece) === `${word}s`);
  return isWord(first) || isWord(second) ? null : first + second;
}
