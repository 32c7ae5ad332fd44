import { normalizeLine } from "./normalize-text";
import { findMoney } from "./parse-money";
import { dropPreviousColumn, joinStackedLabels, pairLabelledCells } from "./stacked-labels";

/**
 * Turns raw text into logical lines: one label with its values per line. OCR and PDF text layers
 * merge neighbouring lines ("... $24 Direct Compensation - Property Damage $0 $188") and break
 * others ("Collision" / "$1,000 $402"), so lines are re-cut at known anchors first, then lines
 * holding only amounts are joined back to the row above them.
 */

/** Where a new logical line always starts (unless it follows "/", which pairs a French and an English label). */
const ALWAYS_ANCHORS: RegExp[] = [
  /\b(?:section|chapitre)\s+[a-d]\b/giu,
  /\b(?:optional|extension)\s*:/giu,
  /\bbasic\s+(?:autoplan|autopac|coverage)\b|\bbasic\s*:/giu,
  // Endorsement form numbers: OPCF 20, SEF No. 44, S.E.F. 20, Q.E.F. 43, F.A.Q. 20.
  /\b(?:o\.?\s?p\.?\s?c\.?\s?f|s\.?\s?e\.?\s?f|q\.?\s?e\.?\s?f|f\.?\s?a\.?\s?q)\.?\s*(?:no\.?\s*|n[°º]\s*|#\s*)?\d/giu,
  /\btotal\s+(?:annual\s+|policy\s+|term\s+)?(?:insurance\s+)?(?:premium|cost)\b|\bprime\s+(?:annuelle\s+)?totale\b/giu,
  /\b(?:exclusions?|avenants|endorsements)\b|\bnot\s+covered\s*:|\bnon\s+couvert\s*:/giu,
];

/** Coverage labels that start a new logical line only right after an amount (the previous row's last column). */
const AFTER_AMOUNT_ANCHORS =
  /\b(?:liability|third[\s-]party|accident\s+benefits|enhanced\s+accident|(?:un|under)insured|direct\s+compensation|loss\s+or\s+damage|collision|comprehensive|all\s+perils|specified\s+perils|tous\s+risques|responsabilit[eé]\s+civile|cas\s+\d)/giu;

/** Words that may sit between an amount and the next row's label: a misread "Optional:", a dash, a mark. */
const BETWEEN_ROWS = /^[\s);.,*#=\\-]*(?:[\p{L}']+:?[\s);.,*#=\\-]*){0,2}$/u;
const COLUMN_WORD = /\b(?:limit|limite|deductible|franchise|premium|prime|inclusive)\b/iu;

/**
 * Where the row before a coverage label at `index` ends, when that row ends with an amount: right
 * after the amount. At most two short words may sit between (a label OCR misread, like "Opfional:"),
 * and none of them a column word. Null when the label does not follow an amount.
 */
function rowEndBefore(line: string, index: number): number | null {
  const before = line.slice(0, index);
  const last = findMoney(before).at(-1);
  if (!last) return null;
  const between = before.slice(last.end);
  return BETWEEN_ROWS.test(between) && !COLUMN_WORD.test(between) ? last.end : null;
}

/**
 * True when the anchor at `index` follows a "/" (a bilingual pair) or an "and", or opens a
 * parenthesis ("Excluded driver (OPCF 28A): …", a form named inside a label): not a new line.
 */
function isPairedLabel(line: string, index: number): boolean {
  return /(?:\/|\band|\bet|&|\()\s*$/iu.test(line.slice(0, index));
}

/** Cuts one physical line at its anchors. */
export function splitAtAnchors(line: string): string[] {
  const cuts = new Set<number>();
  for (const anchor of ALWAYS_ANCHORS) {
    for (const match of line.matchAll(anchor)) {
      if (match.index > 0 && !isPairedLabel(line, match.index)) cuts.add(match.index);
    }
  }
  for (const match of line.matchAll(AFTER_AMOUNT_ANCHORS)) {
    const end = match.index > 0 ? rowEndBefore(line, match.index) : null;
    if (end !== null && end > 0) cuts.add(end);
  }
  const positions = [0, ...[...cuts].sort((a, b) => a - b), line.length];
  const parts: string[] = [];
  for (let index = 0; index < positions.length - 1; index += 1) {
    const part = line.slice(positions[index], positions[index + 1]).trim();
    if (part) parts.push(part);
  }
  return parts;
}

/** Words that may sit next to amounts on a line of their own ("Deductible $500 Premium $488"). */
const COLUMN_WORDS = /\b(?:limit|limite|deductible|franchise|premium|prime|inclusive)\b|[/:;,.()*#=\\\-–]/giu;

/** True when a line holds amounts and nothing else but column words: it continues the line above. */
export function isAmountOnly(line: string): boolean {
  const tokens = findMoney(line);
  if (tokens.length === 0) return false;
  let rest = line;
  for (const token of [...tokens].reverse()) rest = rest.slice(0, token.start) + " " + rest.slice(token.end);
  return rest.replace(COLUMN_WORDS, " ").trim() === "";
}

const COLUMN_WORD_ALONE = /^(?:limit|limite|deductible|franchise|premium|prime)\s*:?$/iu;

/** A line of nothing but rule marks: dashes, underscores, equals signs, tildes. */
const RULE_ONLY = /^[\s\-\u2010-\u2015\u2212_=~]+$/u;

/** The most text read from one document, and from one line: a declarations page is a few KB. */
const MAX_TEXT = 200_000;
const MAX_LINE = 2_000;

/** Normalised logical lines of a document, in reading order (within MAX_TEXT, each line within MAX_LINE). */
export function logicalLines(text: string): string[] {
  const raw = text
    .slice(0, MAX_TEXT)
    .split(/\r\n|\r|\n/)
    .map((line) => line.slice(0, MAX_LINE))
    // A line of rule marks alone (a table's rule read by OCR, "——") separates nothing it reads: a
    // row of labels over a rule over its values is read as labels over values.
    .filter((line) => line.trim().length > 0 && !RULE_ONLY.test(line));
  const segments = joinStackedLabels(
    pairLabelledCells(dropPreviousColumn(raw))
      .map(normalizeLine)
      .filter((line) => line.length > 0),
  ).flatMap(splitAtAnchors);
  const joined: string[] = [];
  for (const [index, segment] of segments.entries()) {
    const last = joined.length - 1;
    // A column word alone ("Limit") heads the amount on the line below it (a stacked summary).
    const next = segments[index + 1];
    if (COLUMN_WORD_ALONE.test(segment) && next !== undefined && isAmountOnly(next)) {
      segments[index + 1] = `${segment} ${next}`;
      continue;
    }
    // Amounts alone on a line are the end of the row above (its last columns wrapped or were cut off).
    if (last >= 0 && isAmountOnly(segment)) {
      joined[last] = `${joined[last]} ${segment}`;
    } else {
      joined.push(segment);
    }
  }
  return joined;
}
