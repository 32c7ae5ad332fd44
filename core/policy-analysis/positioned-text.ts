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
