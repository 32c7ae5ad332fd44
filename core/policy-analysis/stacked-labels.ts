import { coverageKeyOf } from "./coverages";
import { fold } from "./normalize-text";
import { findMoney } from "./parse-money";
import { INSURED_PARTY, OTHER_PARTY } from "./parties";

/**
 * Values printed under their label instead of beside it: liability cards, eSlips and digital
 * insurers' summaries stack "Policy Number / No de police" above "LMA-5120-0388". Such a label line
 * holds field names only (one language, or both joined by "/"); it is joined to the line below as
 * "Policy Number: LMA-5120-0388", in the first language printed, the form every reader expects.
 */

/** Field names as labels print them, accent-folded, in English and French. */
const FIELD_NAMES = [
  "policy number", "policy no", "policy #", "certificate number", "certificate no",
  "no de police", "n de police", "numero de police", "numero du contrat", "no du contrat",
  "insurer", "insurer name", "name of insurer", "nom de l'assureur", "insurance company", "insurance company name", "assureur", "compagnie d'assurance", "compagnie d'assurances",
  "named insured", "insured", "insured name", "policyholder", "owner", "registered owner",
  "assure", "assure designe", "assures designes", "titulaire", "titulaire de la police", "proprietaire",
  "effective date", "effective", "policy effective", "policy expiry", "policy expiration", "policy starts", "policy ends", "policy start date", "policy end date",
  "start date", "end date", "expiry date", "expiration date", "expiry", "policy period", "policy term", "term",
  "date d'effet", "date d'entree en vigueur", "date d'expiration", "date d'echeance", "duree du contrat",
  "periode d'assurance", "periode de validite",
  "year", "make", "model", "vin", "vehicle identification no", "vehicle identification number",
  "annee", "marque", "modele", "niv", "numero de serie", "no de serie", "n de serie", "numero d'identification du vehicule",
  "no d'identification du vehicule", "n d'identification du vehicule",
  "vehicle", "described vehicle", "described automobile", "vehicule", "vehicule decrit", "vehicule assure",
  "annual premium", "total premium", "total annual premium", "prime annuelle", "prime totale", "prime annuelle totale",
  "province of issue", "province d'emission", "agent or broker", "broker", "agent ou courtier", "courtier",
  "broker / agent", "agent", "cabinet", "cabinet / courtier", "autoplan broker", "insurance broker",
  "policy effective date", "policy expiry date", "policy expiration date", "reason for issuance", "transaction",
  "coverage period", "issuer", "issued", "date issued", "issue date", "date of issue", "date d'emission",
  "licence plate", "plate", "plate number", "body type", "body style", "list price new", "auto", "rate class", "usage", "use",
  "named insured and address", "insured and address", "owner / named insured", "registrant",
  "assure designe et adresse", "article 1 - assure designe et adresse", "nom et adresse de l'assure", "motif",
]; // prettier-ignore

const NAMES = new Set(FIELD_NAMES);
/**
 * The policy number's labels with their spaces taken out: OCR glues a label's words ("Numérode
 * police", "PolicyNumber"). Only these: other glued labels are read by their row's layout.
 */
const GLUED_NAMES = new Set(
  ["policy number", "policy no", "no de police", "numero de police", "numero du contrat", "no du contrat"].map((name) =>
    name.replace(/ /g, ""),
  ),
);
/** A field name as printed, or with the spaces between its words lost. */
const isFieldName = (name: string) => NAMES.has(name) || GLUED_NAMES.has(name.replace(/ /g, ""));
/** Longer than this, a line holds more than labels. */
const MAX_LABEL_LINE = 160;

/** The label phrases of a line made of labels only, or null when anything else is on it. */
export function labelPhrases(line: string): string[] | null {
  // Field names are short: a long line is never labels only (and is not split at all).
  if (line.length > MAX_LABEL_LINE) return null;
  const parts = line
    .split(/[/|]/)
    // OCR's marks of a box's edge around a label ("\"AUTOPLAN BROKER", "[Year") are not part of it.
    .map((part) =>
      part
        .trim()
        .replace(/[\s:.\]\[)("'|_]+$/u, "")
        .replace(/^[\s\[\]("'|_]+/u, "")
        // A form's rows are numbered ("1. Assureur / Insurer", "7) Insured"): the number is no part of the name.
        .replace(/^\d{1,2} ?[.)] ?(?=\p{L})/u, ""),
    )
    .filter((part) => part.length > 0);
  if (parts.length === 0) return null;
  // A note in parentheses after a label ("POLICY TERM (12:01 A.M. STANDARD TIME)") is not part of its name.
  const normalised = parts.map((part) =>
    fold(part)
      .replace(/\s*\([^)]*\)?\s*$/u, "")
      .replace(/[’`]/g, "'")
      .replace(/[°º.]/g, "")
      .replace(/\s+/g, " ")
      .trim(),
  );
  if (normalised.every(isFieldName)) return parts;
  // A bilingual label whose other language's wording is not one we know ("Effective / En vigueur"):
  // a known name beside a short phrase of words only. The known name comes first.
  const known = parts.filter((_, index) => isFieldName(normalised[index] ?? ""));
  const others = parts.filter((_, index) => !isFieldName(normalised[index] ?? ""));
  const pair = parts.length === 2 && line.includes("/") && known.length === 1;
  return pair && others.every((part) => OTHER_LANGUAGE_WORDING.test(part)) ? [...known, ...others] : null;
}

/** The other language's half of a bilingual label: up to four words of letters, no digits. */
const OTHER_LANGUAGE_WORDING = /^[\p{L}'’.-]+(?: [\p{L}'’.-]+){0,3}$/u;

/** Joins each label-only line to the value line below it. */
export function joinStackedLabels(lines: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const next = lines[index + 1];
    const phrases = labelPhrases(line);
    if (phrases && next !== undefined && labelPhrases(next) === null) {
      out.push(`${phrases[0]}: ${next}`);
      index += 1;
    } else {
      out.push(line);
    }
  }
  return out;
}

interface Cell {
  text: string;
  start: number;
  end: number;
}

/** A raw line's cells: runs of text apart by three spaces or more (positioned text keeps such gaps). */
export function cellsOf(line: string): Cell[] {
  const cells: Cell[] = [];
  for (const match of line.matchAll(/\S+(?: {1,2}\S+)*/g)) {
    cells.push({ text: match[0], start: match.index, end: match.index + match[0].length });
  }
  return withoutStrayMarks(cells);
}

const isLabel = (cell: Cell) => labelPhrases(cell.text) !== null;
const labelOf = (cell: Cell) => labelPhrases(cell.text)?.[0] ?? cell.text;

/** The header cell a value cell sits under: the one its columns overlap most, else the nearest start. */
function headerAbove(headers: Cell[], value: Cell): Cell | undefined {
  let best: Cell | undefined;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const header of headers) {
    const overlap = Math.min(header.end, value.end) - Math.max(header.start, value.start);
    const score = overlap > 0 ? overlap : -Math.abs(header.start - value.start);
    if (score > bestScore) {
      best = header;
      bestScore = score;
    }
  }
  return best;
}

/** "Label: value" for each label of a header row, its value the cells under it in one row. */
function pairs(headers: Cell[], row: Cell[]): string[] {
  const values = new Map<Cell, string[]>();
  row.forEach((value, position) => {
    const header = row.length === headers.length ? headers[position] : headerAbove(headers, value);
    if (header) values.set(header, [...(values.get(header) ?? []), value.text]);
  });
  return headers.map((header) => {
    const value = values.get(header);
    return value ? `${labelOf(header)}: ${value.join(" ")}` : header.text;
  });
}

/**
 * Two boxes side by side ("Named insured and address" beside "Broker / Agent"): each box's heading
 * and lines together, the left box first, so an address is read under its own heading.
 */
function boxes(headers: Cell[], rows: Cell[][]): string[] {
  return headers.flatMap((header) => {
    const lines = rows
      .flatMap((row) => row.filter((cell) => headerAbove(headers, cell) === header))
      .map((cell) => cell.text);
    const [first, ...rest] = lines;
    return first === undefined ? [header.text] : [`${labelOf(header)}: ${first}`, ...rest];
  });
}

/**
 * The rows of values under a header row: the next lines while each has no more cells than the header,
 * no label, no "Word:" pair, and every cell under one of the header's (a box's lines); only the first
 * for a header of more than two cells (a table's rows are read as rows). An amount ends a box: a name
 * or an address holds none, so a row with one after the first is a table below the boxes.
 */
function rowsUnder(headers: Cell[], lines: string[], from: number): Cell[][] {
  const rows: Cell[][] = [];
  for (let index = from; index < lines.length; index += 1) {
    const cells = cellsOf(lines[index] ?? "");
    const fits =
      cells.length > 0 &&
      cells.length <= headers.length &&
      !cells.some(isLabel) &&
      !/\p{L}{2,}\s?:/u.test(lines[index] ?? "") &&
      cells.every((cell) => headers.some((header) => overlaps(header, cell))) &&
      (rows.length === 0 || findMoney(lines[index] ?? "").length === 0);
    if (!fits) break;
    rows.push(cells);
    if (headers.length > 2) break;
  }
  return rows;
}

/** A line of at most 16 characters, no digit, with two marks of a rule or more: a rule OCR read as text. */
const RULE_READ_AS_TEXT = /^(?=\s*\S.{0,15}$)(?!.*\d)(?=(?:[^-—–_=~]*[-—–_=~]){2})/u;

/** Whether a cell sits under a header: their columns overlap (the header taken as reaching 40 columns right, where its value may run on), or it starts within three columns of it. */
function overlaps(header: Cell, cell: Cell): boolean {
  const right = header.end + 40;
  return Math.min(right, cell.end) > Math.max(header.start - 3, cell.start) || Math.abs(header.start - cell.start) <= 3;
}

/** How many rows a party's box holds under its heading at most: a name and an address of up to three lines. */
const MAX_BOX_ROWS = 4;
/** How far apart (in characters) two boxes side by side sit at least. */
const BOX_GAP = 10;

/**
 * Two headings side by side that name parties ("ARTICLE 1 - ASSURÉ DÉSIGNÉ ET ADRESSE" beside
 * "CABINET / COURTIER"), whether or not OCR read them as the field names they are, when one of them
 * names a party: the insured, the broker, the insurer. A line with an amount or a "Label:" pair is a
 * row of values, not headings.
 */
function partyHeadings(line: string, cells: Cell[]): boolean {
  const [left, right] = cells;
  if (cells.length !== 2 || !left || !right || right.start - left.end < BOX_GAP) return false;
  if (line.includes(":") || findMoney(line).length > 0) return false;
  return cells.some(
    (cell) => isLabel(cell) || INSURED_PARTY.test(fold(cell.text)) || OTHER_PARTY.test(fold(cell.text)),
  );
}

/** A postal code as OCR may read it (an O for a 0): the last line of a Canadian address. */
const POSTAL_LIKE = /(?<![\p{L}\d])[A-Za-z][\dOIlSZB][A-Za-z8] ?[\dOIlSZB][A-Za-z8][\dOIlSZB](?![\p{L}\d])/u;

/**
 * The rows of two parties' boxes under their headings: each row's cells start where a heading starts
 * (within three columns), no cell is a label, no row holds an amount; at most MAX_BOX_ROWS rows. A
 * box ends with its postal code (an address's last line): a row under a box that has ended, or once
 * both have, is below the boxes.
 */
function boxRowsUnder(headers: Cell[], lines: string[], from: number): Cell[][] {
  const rows: Cell[][] = [];
  const ended = new Set<Cell>();
  for (let index = from; index < lines.length && rows.length < MAX_BOX_ROWS; index += 1) {
    if (ended.size === headers.length) break;
    const line = lines[index] ?? "";
    const cells = cellsOf(line);
    const fits =
      cells.length > 0 &&
      cells.length <= headers.length &&
      !cells.some(isLabel) &&
      !/\p{L}{2,}\s?:/u.test(line) &&
      findMoney(line).length === 0 &&
      cells.every((cell) => headers.some((header) => Math.abs(header.start - cell.start) <= 3)) &&
      cells.every((cell) => !ended.has(headerAbove(headers, cell) as Cell));
    if (!fits) break;
    rows.push(cells);
    for (const cell of cells) if (POSTAL_LIKE.test(cell.text)) ended.add(headerAbove(headers, cell) as Cell);
  }
  return rows;
}

/** The rows of two parties' boxes under their headings, when there are boxes: two rows or more, one with both. */
function boxesUnder(headers: Cell[], lines: string[], from: number): Cell[][] | null {
  const rows = boxRowsUnder(headers, lines, from);
  return rows.length > 1 && rows.some((row) => row.length === 2) ? rows : null;
}

/**
 * Reads labels and values from cells, before lines lose their spacing:
 * - a row of labels over a row of values ("Policy Number   Effective Date   Expiry Date" above
 *   "LMA-4471-2291   June 1, 2026   June 1, 2027") becomes one "Label: value" line a pair, each value
 *   paired with the label it sits under; two headings over boxes side by side become the boxes one
 *   after the other;
 * - a row holding labels among other cells (two columns side by side, read as one row) is cut so
 *   that each label keeps the value after it and the other column's cells stand on lines of their own.
 * Rows without a field label (a coverage table's rows) are left whole.
 */
export function pairLabelledCells(rawLines: string[]): string[] {
  const lines = splitColumns(splitLetterhead(rawLines));
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? "";
    const cells = cellsOf(line);
    const tiles = tilesAt(lines, index);
    if (tiles) {
      out.push(...tiles);
      index += 2;
      continue;
    }
    // A table whose columns are the coverages ("TPL Limit   Accident Benefits   Collision Ded.") over
    // one row of values: each value read as its coverage's row.
    const byColumn = coverageColumns(cells, line, lines[index + 1], lines[index + 2]);
    if (byColumn) {
      out.push(...byColumn);
      index += 1;
      continue;
    }
    // Two parties' boxes side by side under headings OCR may have garbled: each box's lines together,
    // so an address is read under its own heading, never under the box beside it.
    const boxRows = !cells.every(isLabel) && partyHeadings(line, cells) ? boxesUnder(cells, lines, index + 1) : null;
    if (boxRows) {
      out.push(...boxes(cells, boxRows));
      index += boxRows.length;
      continue;
    }
    // A row of field names but one (a name OCR misread, "Reasonfor issuance", or one not known)
    // over a row of as many values: each value paired with the name above it, as a row of labels.
    const next = cellsOf(lines[index + 1] ?? "");
    const unnamed = cells.filter((cell) => !isLabel(cell)).length;
    if (
      cells.length >= 3 &&
      unnamed === 1 &&
      !/[\d:]/.test(line) &&
      next.length === cells.length &&
      !next.some(isLabel)
    ) {
      out.push(...pairs(cells, next), rejoin(next));
      index += 1;
      continue;
    }
    // A table's header row of column names, some of them field names ("Vehicle  Year  Make  Model
    // VIN  Principal Driver"): its rows below read as rows.
    const headerRow = cells.length >= 3 && !cells.every(isLabel) && !/[\d:]/.test(line);
    if (cells.length < 2 || !cells.some(isLabel) || headerRow) {
      out.push(line);
      continue;
    }
    if (cells.every(isLabel)) {
      // A rule under the labels that OCR read as a few marks and letters ("-—_— tntdu") is no row.
      if (RULE_READ_AS_TEXT.test(lines[index + 1] ?? "")) lines.splice(index + 1, 1);
      const rows = rowsUnder(cells, lines, index + 1);
      if (rows.length > 0) {
        if (rows.length > 1 && cells.length === 2) out.push(...boxes(cells, rows));
        // The row itself is kept too: "2021 TOYOTA RAV4 …" reads as a vehicle, whatever its columns.
        else out.push(...pairs(cells, rows[0] as Cell[]), rejoin(rows[0] as Cell[]));
        index += cells.length === 2 ? rows.length : 1;
        continue;
      }
    }
    // A new line starts at each label; other cells stay with the label before them.
    let current = "";
    for (const cell of cells) {
      if (isLabel(cell)) {
        if (current) out.push(current);
        current = `${labelOf(cell)}:`;
      } else {
        current = current ? `${current}${current.endsWith(":") ? " " : "   "}${cell.text}` : cell.text;
      }
    }
    if (current) out.push(current);
  }
  return out;
}

/**
 * A row of labels without the single letters or marks OCR read from the rules between them ("Policy
 * Number   -   j   Policy Effective Date"): a field's label is never one character, so when every
 * other cell is a label, these are not cells. Any other row keeps its cells as read.
 */
function withoutStrayMarks(cells: Cell[]): Cell[] {
  const kept = cells.filter((cell) => [...cell.text].length > 1 || /\p{N}/u.test(cell.text));
  return kept.length < cells.length && kept.length >= 2 && kept.every(isLabel) ? kept : cells;
}

/** How many lines at the top of a page may be its letterhead (the insurer's name beside the title). */
const LETTERHEAD_LINES = 4;
/** How far apart (in characters) the name and the title sit: the page's two sides, not two columns of a table. */
const LETTERHEAD_GAP = 20;

/**
 * The first lines, before any label: the insurer's name and office on the left, the document's title
 * far on the right, one row each. The two become lines of their own, so the name is read alone.
 */
function splitLetterhead(lines: string[]): string[] {
  const out: string[] = [];
  lines.forEach((line, index) => {
    const cells = cellsOf(line);
    const top = index < LETTERHEAD_LINES && !lines.slice(0, index + 1).some((seen) => cellsOf(seen).some(isLabel));
    const [name, title] = cells;
    const apart =
      cells.length === 2 && name !== undefined && title !== undefined && title.start - name.end >= LETTERHEAD_GAP;
    if (top && apart && !/\d[\d,.]*\s*\$|\$\s*\d/.test(line)) out.push(...cells.map((cell) => cell.text));
    else out.push(line);
  });
  return out;
}

/** The column where a row's second column starts: a label cell after a value, far enough right. */
function gutterOf(line: string): number | null {
  const cells = cellsOf(line);
  const label = cells.find(
    (cell, position) => position >= 1 && cell.start >= 20 && isLabel(cell) && !isLabel(cells[position - 1] as Cell),
  );
  return label ? label.start : null;
}

/** How many lines an address runs on at most after its first (a street, then the city and postal code). */
const ADDRESS_RUN = 3;

/**
 * How many lines from `from` are the rest of an address in the left column: lines of that column
 * only, without a label or a "Label:" pair, the last holding a postal code, up to ADDRESS_RUN; under a
 * line of the same column that is not a label's and holds no postal code. Zero otherwise.
 */
function addressRun(lines: string[], from: number, gutter: number, left: string[]): number {
  const previous = left.at(-1) ?? "";
  if (previous === "" || POSTAL_LIKE.test(previous) || cellsOf(previous).some(isLabel)) return 0;
  for (let count = 1; count <= ADDRESS_RUN && from + count - 1 < lines.length; count += 1) {
    const line = lines[from + count - 1] ?? "";
    const cells = cellsOf(line);
    if (cells.length === 0 || cells.some((cell) => cell.end > gutter - 2 || isLabel(cell)) || line.includes(":")) {
      return 0;
    }
    if (POSTAL_LIKE.test(line)) return count;
  }
  return 0;
}

/** Cells put back on a line, apart as cells. */
const rejoin = (cells: Cell[]) => cells.map((cell) => cell.text).join("   ");

/**
 * A page in two columns of label–value rows ("Policy number  MB 0062…" beside "Vehicle  2024
 * HYUNDAI…"), which rows read across: the left column's lines, then the right column's, so that what
 * continues a value on the next row (an address's second line) stays under its own label.
 */
export function splitColumns(lines: string[]): string[] {
  const out: string[] = [];
  let index = 0;
  while (index < lines.length) {
    const gutter = gutterOf(lines[index] ?? "");
    const firstCell = cellsOf(lines[index] ?? "")[0];
    // Two parties' headings over their boxes are read as boxes (pairLabelledCells), not as columns of
    // labels; over two columns of label-value rows ("Contrat" beside "Courtier"), as columns.
    const headings = cellsOf(lines[index] ?? "");
    const parties = partyHeadings(lines[index] ?? "", headings) && boxesUnder(headings, lines, index + 1) !== null;
    if (gutter === null || !firstCell || parties) {
      out.push(lines[index] ?? "");
      index += 1;
      continue;
    }
    const left: string[] = [];
    const right: string[] = [];
    let addressLeft = 0;
    let end = index;
    for (; end < lines.length; end += 1) {
      const cells = cellsOf(lines[end] ?? "");
      const leftCells = cells.filter((cell) => cell.end <= gutter - 2);
      const rightCells = cells.filter((cell) => cell.start >= gutter - 2);
      const crosses = leftCells.length + rightCells.length !== cells.length;
      const rightStarts = rightCells[0] === undefined || Math.abs(rightCells[0].start - gutter) <= 2;
      // A row with the left column only continues the block when indented (an address's next line),
      // or when it is among an address's lines (up to three, the last with its postal code) that the
      // left column's lines started, where the right column's box ended sooner.
      if (addressLeft > 0) addressLeft -= 1;
      else if (rightCells.length === 0 && cells.length > 0 && !crosses)
        addressLeft = addressRun(lines, end, gutter, left);
      const continuation = rightCells.length > 0 || (leftCells[0]?.start ?? 0) > firstCell.start + 2 || addressLeft > 0;
      if (cells.length === 0 || crosses || !rightStarts || !continuation) break;
      if (leftCells.length > 0) left.push(rejoin(leftCells));
      if (rightCells.length > 0) right.push(rejoin(rightCells));
    }
    if (end - index >= 2) {
      out.push(...left, ...right);
      index = end;
    } else {
      out.push(lines[index] ?? "");
      index += 1;
    }
  }
  return out;
}

const COLUMN_WORD = /^(?:limit|limite|deductible|franchise|premium|prime|montant(?: d'assurance)?)$/iu;

/**
 * Tiles side by side, each a coverage's name, a column word and its amount on three rows
 * ("Third Party Liability" / "Limit" / "$2,000,000" beside "Collision" / "Deductible" / "$1,000"):
 * one line a tile. Recognised by a row of column words alone under a row of as many names, each cell
 * starting where the one above it starts.
 */
function tilesAt(lines: string[], index: number): string[] | null {
  const rows = [0, 1, 2].map((offset) => cellsOf(lines[index + offset] ?? ""));
  const [names, words, values] = rows as [Cell[], Cell[], Cell[]];
  const count = names.length;
  if (count < 2 || words.length !== count || values.length !== count) return null;
  if (!words.every((cell) => COLUMN_WORD.test(cell.text))) return null;
  const aligned = (row: Cell[]) =>
    row.every((cell, position) => Math.abs(cell.start - (names[position]?.start ?? 0)) <= 2);
  if (!aligned(words) || !aligned(values)) return null;
  return names.map((name, position) => `${name.text} ${words[position]?.text ?? ""} ${values[position]?.text ?? ""}`);
}

/** Column headings of what a change replaces and of what it becomes, accent-folded. */
const BEFORE_COLUMN = /^(?:previous|former|old|before|was|avant|ancien(?:ne)?|precedent(?:e)?)(?:\s+[a-z]+)?$/;
const AFTER_COLUMN = /^(?:new|revised|after|now|apres|nouveau|nouvelle|modifiee?)(?:\s+[a-z]+)?$/;

/**
 * A change of coverage printed as a table with a column of what was ("Previous", "Avant") before the
 * column of what is ("New", "Après"): the rows below lose their cells under the first, so that each
 * row's amount is the one the policy now has. The table ends at a row that does not start where the
 * header's first column does.
 */
export function dropPreviousColumn(lines: string[]): string[] {
  const out: string[] = [];
  let header: { first: Cell; before: Cell; cells: Cell[] } | null = null;
  for (const line of lines) {
    const cells = cellsOf(line);
    if (header && cells.length >= 2 && Math.abs((cells[0] as Cell).start - header.first.start) <= 3) {
      const { before, cells: headers } = header;
      out.push(rejoin(cells.filter((cell, position) => position === 0 || headerAbove(headers, cell) !== before)));
      continue;
    }
    header = null;
    const folded = cells.map((cell) => fold(cell.text).trim());
    const beforeAt = folded.findIndex((text) => BEFORE_COLUMN.test(text));
    const afterAt = folded.findIndex((text) => AFTER_COLUMN.test(text));
    if (cells.length >= 3 && beforeAt > 0 && afterAt > beforeAt) {
      header = { first: cells[0] as Cell, before: cells[beforeAt] as Cell, cells };
    }
    out.push(line);
  }
  return out;
}

/** A column heading's word for what its amounts are ("TPL Limit", "Collision Ded.", "Franchise"). */
const COLUMN_ROLE = /\s*\b(limit|limite|ded\.?|deductible|franchise)\s*$/iu;
/** A cell that is a number alone, printed without "$" ("2,000,000", "1 000", "0", "4,862.00"). */
const BARE_CELL = /^\d{1,3}(?:[, \u00a0]\d{3})*(?:[.,]\d{2})?$|^\d+$/u;

/**
 * A coverage table turned on its side (a commercial schedule: one column per coverage, one row per
 * unit): a header row of three coverages or more, without digits, over exactly one row of values.
 * Each value under a coverage's heading becomes that coverage's row ("Collision deductible $1,000"),
 * the heading's role word kept; a number alone under it is an amount. Null for any other row, and
 * for several rows of values (whose vehicle each row is cannot be told here).
 */
function coverageColumns(
  headers: Cell[],
  line: string,
  next: string | undefined,
  after: string | undefined,
): string[] | null {
  if (headers.length < 3 || /\d/.test(line) || next === undefined) return null;
  const keys = new Set(headers.map((header) => coverageKeyOf(header.text)?.key).filter((key) => key !== undefined));
  if (keys.size < 3) return null;
  const values = cellsOf(next);
  if (values.length < 3 || values.some(isLabel)) return null;
  // A second row of as many values is a second unit.
  const second = cellsOf(after ?? "");
  if (second.length === values.length && second.some((cell) => BARE_CELL.test(cell.text))) return null;
  const rows: string[] = [];
  for (const value of values) {
    const header = headerAbove(headers, value);
    if (!header || !coverageKeyOf(header.text)) continue;
    const role = COLUMN_ROLE.exec(header.text);
    const name = role ? header.text.slice(0, role.index) : header.text;
    const word = role ? (/^(?:limit|limite)$/iu.test(role[1] ?? "") ? "limit" : "deductible") : "";
    const amount = BARE_CELL.test(value.text) ? `$${value.text.replace(/[ \u00a0]/gu, "")}` : value.text;
    rows.push([name, word, amount].filter((part) => part.length > 0).join(" "));
  }
  return rows.length >= 3 ? [...rows, next] : null;
}
