/**
 * Deterministic OCR-like damage to a document's lines, for tests and the bench: the same seed
 * always gives the same text. Each kind of damage is one small function; `simulateOcrNoise`
 * applies them all in a fixed order.
 */

/** A small seeded random generator (mulberry32): a number in [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

/** A whole number in [0, max). */
function pick(random: Random, max: number): number {
  return Math.floor(random() * max);
}

/** Indexes of the characters in `lines` that match `test`, as [line, column] pairs. */
function positions(lines: string[], test: (line: string, column: number) => boolean): [number, number][] {
  const found: [number, number][] = [];
  lines.forEach((line, row) => {
    for (let column = 0; column < line.length; column += 1) if (test(line, column)) found.push([row, column]);
  });
  return found;
}

/** Replaces `count` randomly chosen characters that pass `test` with `replacement`. */
function replaceSome(
  lines: string[],
  random: Random,
  count: number,
  test: (line: string, column: number) => boolean,
  replacement: string,
): string[] {
  const result = [...lines];
  for (let done = 0; done < count; done += 1) {
    const candidates = positions(result, test);
    const chosen = candidates[pick(random, candidates.length)];
    if (!chosen) break;
    const [row, column] = chosen;
    const line = result[row] ?? "";
    result[row] = line.slice(0, column) + replacement + line.slice(column + 1);
  }
  return result;
}

/** "$" read as "S" in a few amounts. */
export function dollarAsS(lines: string[], random: Random, count = 3): string[] {
  return replaceSome(lines, random, count, (line, column) => line.charAt(column) === "$", "S");
}

/** A zero inside a number read as the letter O. */
export function zeroAsO(lines: string[], random: Random, count = 2): string[] {
  return replaceSome(
    lines,
    random,
    count,
    (line, column) => line.charAt(column) === "0" && /[\d,]/.test(line.charAt(column - 1)),
    "O",
  );
}

const GARBAGE = [" ~", " |", "`", " .,", "_", " »", " *", " ^"];

/** Stray characters at the end of a few lines. */
export function trailingGarbage(lines: string[], random: Random, count = 3): string[] {
  const result = [...lines];
  for (let done = 0; done < count; done += 1) {
    const row = pick(random, result.length);
    result[row] = `${result[row] ?? ""}${GARBAGE[pick(random, GARBAGE.length)]}`;
  }
  return result;
}

/** One line in lower case. */
export function lowercaseLine(lines: string[], random: Random): string[] {
  const result = [...lines];
  const row = pick(random, result.length);
  result[row] = (result[row] ?? "").toLowerCase();
  return result;
}

/** One line broken at a gap before one of its amounts, the rest landing on a line of its own. */
export function breakBeforeAmount(lines: string[], random: Random): string[] {
  const candidates = lines
    .map((line, row) => ({ row, at: line.search(/(?<=\s)(?:[$S]\d|\d{1,3}(?: \d{3})*\s?\$)/) }))
    .filter(({ row, at }) => at > 0 && /\p{L}{3}/u.test((lines[row] ?? "").slice(0, at)));
  const chosen = candidates[pick(random, candidates.length)];
  if (!chosen) return [...lines];
  const line = lines[chosen.row] ?? "";
  return [
    ...lines.slice(0, chosen.row),
    line.slice(0, chosen.at).trimEnd(),
    line.slice(chosen.at),
    ...lines.slice(chosen.row + 1),
  ];
}

/** A few pairs of neighbouring lines merged into one. */
export function mergeLines(lines: string[], random: Random, count = 2): string[] {
  const result = [...lines];
  for (let done = 0; done < count && result.length > 1; done += 1) {
    const row = pick(random, result.length - 1);
    result.splice(row, 2, `${result[row] ?? ""} ${result[row + 1] ?? ""}`);
  }
  return result;
}

/** Some single spaces doubled. */
export function doubleSpaces(lines: string[], random: Random, share = 0.15): string[] {
  return lines.map((line) => line.replace(/ /g, () => (random() < share ? "  " : " ")));
}

/** Letters OCR commonly confuses, each with what it is misread as. */
const LETTER_SLIPS: Record<string, string> = {
  e: "c",
  a: "o",
  i: "l",
  u: "v",
  h: "b",
  n: "m",
  o: "a",
  t: "f",
  r: "n",
  E: "F",
  B: "8",
  S: "5",
  I: "1",
  G: "6",
  Z: "2",
};

/** Letters misread as similar ones ("e" -> "c", "S" -> "5"): damage no clean-up can undo. */
export function letterSlips(lines: string[], random: Random, count: number): string[] {
  const result = [...lines];
  for (let done = 0; done < count; done += 1) {
    const candidates = positions(result, (line, column) => line.charAt(column) in LETTER_SLIPS);
    const chosen = candidates[pick(random, candidates.length)];
    if (!chosen) break;
    const [row, column] = chosen;
    const line = result[row] ?? "";
    result[row] = line.slice(0, column) + (LETTER_SLIPS[line.charAt(column)] ?? "") + line.slice(column + 1);
  }
  return result;
}

/** Whole lines lost (a fold in the paper, a cropped photo). */
export function dropLines(lines: string[], random: Random, count: number): string[] {
  const result = [...lines];
  for (let done = 0; done < count && result.length > 1; done += 1) result.splice(pick(random, result.length), 1);
  return result;
}

export interface NoiseOptions {
  /** Multiplies the recoverable damage (1: three "$", two zeros, three ends, one lower-cased line, one break, two merges). */
  strength?: number;
  /** Letters misread as others, anywhere (unrecoverable). */
  letterSlips?: number;
  /** Lines lost (unrecoverable). */
  droppedLines?: number;
}

/**
 * OCR-like damage, in order: character slips ($ -> S, 0 -> O), stray end characters, lines
 * lower-cased, lines broken before an amount, lines merged, spaces doubled; then, when asked,
 * unrecoverable damage (misread letters, lost lines).
 */
export function simulateOcrNoise(lines: string[], seed: number, options: NoiseOptions = {}): string {
  const { strength = 1, letterSlips: slips = 0, droppedLines = 0 } = options;
  const random = seededRandom(seed);
  let result = dollarAsS(lines, random, 3 * strength);
  result = zeroAsO(result, random, 2 * strength);
  result = trailingGarbage(result, random, 3 * strength);
  for (let done = 0; done < strength; done += 1) result = lowercaseLine(result, random);
  for (let done = 0; done < strength; done += 1) result = breakBeforeAmount(result, random);
  result = mergeLines(result, random, 2 * strength);
  result = doubleSpaces(result, random, Math.min(0.5, 0.15 * strength));
  result = letterSlips(result, random, slips);
  result = dropLines(result, random, droppedLines);
  return result.join("\n");
}
