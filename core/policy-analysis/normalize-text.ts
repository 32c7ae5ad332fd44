/**
 * Text clean-up shared by every extractor. Input comes from a PDF's text layer or from OCR of a
 * photo, so lines may carry odd spaces, dotted leaders, stray characters at their ends and
 * letters O where digits 0 were printed.
 */

/** Characters OCR leaves at the start or end of a line that never carry meaning. */
const JUNK_CHARS = "~|`^_*»«#=\\\\";
/** Of those, the ones that mean nothing anywhere in a policy (unlike "#" in "Policy #" or "*" in a masked number). */
const NOISE_ANYWHERE = /[~`^_»«]+/g;
/** A bar is noise, except inside a token, where it is usually a misread 1, l or J (kept for the VIN repair). */
const STRAY_BARS = /(?<![A-Za-z0-9])\|+|\|+(?![A-Za-z0-9])/g;
const LEADING_JUNK = new RegExp(`^[\\s${JUNK_CHARS}]+`, "u");
// Stray characters at the end: a run of junk characters, or a short run of punctuation after a space.
const TRAILING_JUNK = new RegExp(`(?:\\s+[${JUNK_CHARS},;:.]{1,4}|[${JUNK_CHARS}]+)\\s*$`, "u");

/**
 * A run of digits (with "," or "." inside) that may contain the letter O read for a zero:
 * "2O26", "$1,OOO". It must stand alone (no letter or digit either side), or follow a "$" or an
 * "S" read for "$", so words like "ON" or "OPCF" and tokens like "M4C" are left alone.
 */
const DIGIT_RUN = /(^|[^\p{L}\d]|(?:^|[^\p{L}\d])[Ss])([0-9Oo][0-9Oo,.]*)(?![\p{L}\d])/gu;

/** Replaces the letter O read for a zero inside numbers ("2O26" -> "2026"); needs a real digit in the run. */
export function repairDigits(text: string): string {
  return text.replace(DIGIT_RUN, (whole, before: string, run: string) =>
    /\d/.test(run) ? `${before}${run.replace(/[Oo]/g, "0")}` : whole,
  );
}

/**
 * Amounts as the money reader expects them: "CAD 1,250.00" and "1,250.00 CAD" with a dollar sign, and
 * a sign-first amount grouped by single spaces ("$2 272", "$1 000 000") without its spaces. Only a
 * single space (or no-break space) inside the number joins its groups: cells of a table are three or
 * more spaces apart before lines are cleaned, so "$500   402" stays two amounts.
 */
function moneyMarks(text: string): string {
  return (
    text
      .replace(/\bCAD\s?\$?\s?(?=\d)/g, "$")
      .replace(/(\d)\s?\$?\s?CAD\b/g, "$1 $")
      .replace(/\$ ?\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:[.,]\d{2})?(?![\d.,])/g, (amount) =>
        amount.replace(/[ \u00a0\u202f]/g, ""),
      )
      // A table's cell that is a number grouped by single spaces and nothing else ("1 000 000",
      // "1 347,50", printed without "$"), its spaces dropped while the cells are still apart.
      .replace(
        /(^|\s{2,})(\d{1,3}(?:[ \u00a0\u202f]\d{3})+(?:,\d{2})?)(?=\s{2,}|\s*$)/g,
        (_whole, before: string, amount: string) => `${before}${amount.replace(/[ \u00a0\u202f]/g, "")}`,
      )
  );
}

/**
 * Spaces and letters OCR loses or misreads in a policy's rows: a column word glued to its amount
 * ("franchise500 $", "Deductible$500") gets its space back, and a section or chapter letter B read as
 * the digit 8 ("Chapitre 83", "Section 8") is a B again when a section's number (1 to 3) or nothing follows.
 */
function ocrSeparations(text: string): string {
  return text
    .replace(/\b(limit|limite|deductible|franchise|premium|prime|max|maximum)(?=\$?\d)/giu, "$1 ")
    .replace(/\b(chapitre|section)\s+8([1-3]?)\b/giu, (_whole, word: string, part: string) => `${word} B${part}`);
}

/** An amount with a decimal comma whose "$" after it OCR read as a 5, glued or apart ("436,00 5", "512,405"). */
const FIVE_AFTER_CENTS = /(?<![\d.,])(\d{1,3}(?:[ \u00a0\u202f]\d{3})*,\d{2}) ?5(?=\s|$)/gu;

/**
 * A French amount's "$" OCR read as a 5 ("226,10 5", "512,405" for "512,40 $"): on a line whose
 * amounts carry their sign after them and none before, a number with a decimal comma and two cents
 * followed by a lone 5 gets its sign back. A French amount never has a third digit after its comma.
 */
function fiveAfterCents(text: string): string {
  if (!/\d ?\$(?!\d)/u.test(text) || /\$ ?\d/u.test(text)) return text;
  return text.replace(FIVE_AFTER_CENTS, "$1 $$");
}

/** Cleans one physical line: unicode spaces and dashes, dotted leaders, stray characters, O-for-0, spacing. */
export function normalizeLine(line: string): string {
  let text = line.normalize("NFC");
  text = moneyMarks(fiveAfterCents(text.replace(/[\t\f\v]/g, " ")));
  text = text.replace(/[\u00a0\u2007\u202f]/g, " ");
  text = text.replace(/[\u2010-\u2015\u2212]/g, "-").replace(/[\u2018\u2019\u02bc]/g, "'");
  text = text.replace(/[\u201c\u201d]/g, '"');
  // Dotted or underscored leaders between a label and its amount ("........", ". . . .", "____", "…").
  text = text.replace(/(?:\.\s?){3,}|…+|_{3,}/g, " ");
  text = text.replace(NOISE_ANYWHERE, " ").replace(STRAY_BARS, " ");
  text = repairDigits(text);
  text = ocrSeparations(text);
  text = text.replace(/\s+/g, " ");
  text = text.replace(LEADING_JUNK, "");
  let previous = "";
  while (previous !== text) {
    previous = text;
    text = text.replace(TRAILING_JUNK, "");
  }
  return text.trim();
}

/** Lower case without accents, for matching labels in English and French ("Période" -> "periode"). */
export function fold(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

const SMALL_WORDS = new Set(["of", "and", "the", "du", "de", "des", "la", "le", "les", "et", "d'", "l'"]);

/** "CHINOOK PRAIRIE INSURANCE COMPANY" -> "Chinook Prairie Insurance Company"; hyphen parts too. */
export function titleCase(text: string): string {
  return text
    .toLowerCase()
    .split(" ")
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word)
        ? word
        : word
            .split("-")
            .map((part) => (part ? part.charAt(0).toUpperCase() + part.slice(1) : part))
            .join("-"),
    )
    .join(" ");
}

/** A name in title case when its print's case says nothing ("KINGSTON" -> "Kingston"), else as printed. */
export function nameCase(name: string): string {
  return hasUniformCase(name) ? titleCase(name) : name;
}

/** True when the text has letters and all of them are upper case (or all lower case): its case says nothing. */
export function hasUniformCase(text: string): boolean {
  if (!/\p{L}/u.test(text)) return false;
  return text === text.toUpperCase() || text === text.toLowerCase();
}
