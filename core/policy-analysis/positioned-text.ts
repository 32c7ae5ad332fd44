import { joinedOcrWord, repairOcrWord } from "./ocr-words";

/**
 * Text rebuilt from where its words sit on the page (issue 23): a PDF's text layer comes in the order
 * its producer drew it (the right column first, a table column by column), and plain text loses how
 * far apart two words are. Here words are put back in reading rows, top to bottom and left to right,
 * each at its column on a character grid, so words far apart stay far apart: what comes under a label
 * starts under it, and a wide gap between cells (three spaces or more) tells cells apart.
 */

export interface PositionedWord {
  text: string;
  /** Left edge and baseline, in page units, y growing downwards. */
  x: number;
  y: number;
  width: number;
  /** The font's height. */
  height: number;
}

/** A gap this many characters wide or more separates two cells. */
export const CELL_GAP = 3;
/** The widest gap written: a page is never wider than this many characters (a word placed far off is not). */
const MAX_GAP = 300;

/** The median of some numbers (0 for none). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? 0 : (sorted[Math.floor(sorted.length / 2)] ?? 0);
}

/** The page's text, one row a line, words at their columns. */
export function textFromPositions(words: PositionedWord[]): string {
  const visible = words.filter((word) => word.text.trim().length > 0 && word.width > 0);
  if (visible.length === 0) return "";
  // The width of one character, from the words themselves.
  const charWidth = median(visible.map((word) => word.width / [...word.text].length)) || 1;
  const rows: PositionedWord[][] = [];
  for (const word of [...visible].sort((a, b) => a.y - b.y || a.x - b.x)) {
    const row = rows.at(-1);
    const baseline = row?.[0];
    // Same row when the baselines are within a third of the font's height.
    if (row && baseline && Math.abs(word.y - baseline.y) <= Math.max(word.height, baseline.height) / 3) row.push(word);
    else rows.push([word]);
  }
  const left = visible.reduce((least, word) => Math.min(least, word.x), Number.POSITIVE_INFINITY);
  return rows
    .map((row) => {
      let line = "";
      let end = Number.NEGATIVE_INFINITY;
      for (const word of row.sort((a, b) => a.x - b.x)) {
        const gap = (word.x - end) / charWidth;
        if (line.length > 0) {
          // Touching pieces of one word join; a space-wide gap is one space; a wide one keeps the column.
          const column = Math.round((word.x - left) / charWidth);
          const spaces = Math.min(MAX_GAP, Math.max(CELL_GAP, column - line.length));
          line += gap < 0.3 ? "" : gap < CELL_GAP - 0.5 ? " " : " ".repeat(spaces);
        } else {
          line = " ".repeat(Math.min(MAX_GAP, Math.max(0, Math.round((word.x - left) / charWidth))));
        }
        line += word.text;
        end = word.x + word.width;
      }
      return line.trimEnd();
    })
    .join("\n");
}

/** A box on an image, in pixels: left, top, right, bottom. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** One line as OCR read it (Tesseract's lines of a block), with each word's box and the line's baseline. */
export interface OcrLine {
  words: (Box & { text: string })[];
  /** The baseline's two ends, whose slope is the page's skew along this line. */
  baseline?: Box;
}

/** A line's words, vertical middle and height, the middle taken back to the page's left edge along the skew. */
interface PlacedLine {
  words: (Box & { text: string })[];
  left: number;
  right: number;
  middle: number;
  height: number;
}

/**
 * A word OCR made of marks alone (";", "|", "“", "©", "°", "[", "!"): the edge of a box or a table's rule
 * read as a word, never what the document says, and, between a label and its value ("Policy Number  ;
 * TC 0091"), it keeps them apart. A sign that can be a cell's whole content stays: "$", "%", "+", a dash
 * ("—" for none), "/", "&", "#".
 */
const RULE_MARK = /^[^\p{L}\p{N}$%+\-\u2010-\u2015/&#]+$/u;

/** A box's edge glued to a word's start ("‘Year", "\"Model", "[Coverage") or end ("Nil”", "$500|"). */
const LEADING_MARK = /^[‘“"|[]+(?=[\p{L}\p{N}$])/u;
const TRAILING_MARK = /(?<=[\p{L}\p{N}.)])[’”"|\]]+$/u;

/** A word without the marks of a box's edge or a rule glued to it. */
function withoutEdgeMarks(text: string): string {
  return text.replace(LEADING_MARK, "").replace(TRAILING_MARK, "");
}

/**
 * A line's words with a vocabulary word OCR split in two put back together ("Polic y Number"): the
 * second piece must follow the first closely (a gap narrower than the line's height), as a space
 * inside a word does.
 */
function joinSplitWords(words: (Box & { text: string })[]): (Box & { text: string })[] {
  const out: (Box & { text: string })[] = [];
  for (const word of words) {
    const previous = out.at(-1);
    const height = Math.max(word.y1 - word.y0, previous ? previous.y1 - previous.y0 : 0);
    const joined = previous && word.x0 - previous.x1 < height ? joinedOcrWord(previous.text, word.text) : null;
    if (previous && joined) {
      out[out.length - 1] = {
        text: joined,
        x0: previous.x0,
        y0: Math.min(previous.y0, word.y0),
        x1: word.x1,
        y1: Math.max(previous.y1, word.y1),
      };
    } else out.push(word);
  }
  return out;
}

/**
 * The page's text from OCR word boxes (issue 23), like a PDF's from its words' positions: OCR cuts a
 * page into blocks (a table's label column, then its amounts column), and its lines come block by
 * block. Here lines side by side on the page (along its skew, read from the baselines) are put back in
 * one row, and every word at its column, so a row reads label, then amounts, and the cells of a table
 * stay three spaces or more apart.
 */
export function textFromOcrLines(lines: OcrLine[]): string {
  // The skew: the median slope of the baselines of lines long enough to show one.
  const slopes = lines
    .map((line) => line.baseline)
    .filter((baseline): baseline is Box => baseline !== undefined && baseline.x1 - baseline.x0 > 100)
    .map((baseline) => (baseline.y1 - baseline.y0) / (baseline.x1 - baseline.x0));
  const slope = median(slopes);
  const placed: PlacedLine[] = [];
  for (const line of lines) {
    const words = joinSplitWords(line.words.map((word) => ({ ...word, text: withoutEdgeMarks(word.text) })))
      .map((word) => ({ ...word, text: repairOcrWord(word.text) }))
      .filter(
        (word) => word.text.trim().length > 0 && !RULE_MARK.test(word.text) && word.x1 > word.x0 && word.y1 > word.y0,
      );
    if (words.length === 0) continue;
    const left = Math.min(...words.map((word) => word.x0));
    const right = Math.max(...words.map((word) => word.x1));
    const height = median(words.map((word) => word.y1 - word.y0));
    const middles = words.map((word) => (word.y0 + word.y1) / 2 - slope * ((word.x0 + word.x1) / 2));
    placed.push({ words, left, right, middle: median(middles), height });
  }
  placed.sort((a, b) => a.middle - b.middle);
  // A line joins a row whose middle is within half a line's height and where it overlaps no line.
  const rows: { middle: number; height: number; lines: PlacedLine[] }[] = [];
  for (const line of placed) {
    const row = rows.find(
      (candidate) =>
        Math.abs(candidate.middle - line.middle) <= Math.min(candidate.height, line.height) / 2 &&
        candidate.lines.every((other) => line.right <= other.left || line.left >= other.right),
    );
    if (row) row.lines.push(line);
    else rows.push({ middle: line.middle, height: line.height, lines: [line] });
  }
  const words: PositionedWord[] = rows.flatMap((row, index) =>
    row.lines.flatMap((line) =>
      line.words.map((word) => ({ text: word.text, x: word.x0, y: index, width: word.x1 - word.x0, height: 0 })),
    ),
  );
  return textFromPositions(words);
}
