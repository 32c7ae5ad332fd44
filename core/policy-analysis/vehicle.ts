import { fold, hasUniformCase, titleCase } from "./normalize-text";
import { known, unknown, type ExtractedVehicle, type Field } from "./types";
import { isValidVin, repairLookAlike, repairVin, VIN_SHAPE, vinMatchesMake, vinModelYears } from "./vin";

/** Makes sold in Canada, as manufacturers spell them; matched without case or accents. */
const MAKES = [
  "Acura", "Alfa Romeo", "Aston Martin", "Audi", "Bentley", "BMW", "Buick", "Cadillac", "Chevrolet",
  "Chrysler", "Dodge", "Ferrari", "Fiat", "Ford", "Genesis", "GMC", "Honda", "Hyundai", "Infiniti",
  "Jaguar", "Jeep", "Kia", "Lamborghini", "Land Rover", "Lexus", "Lincoln", "Lucid", "Maserati",
  "Mazda", "McLaren", "Mercedes-Benz", "Mini", "Mitsubishi", "Nissan", "Polestar", "Pontiac",
  "Porsche", "Ram", "Rivian", "Rolls-Royce", "Saturn", "Scion", "Smart", "Subaru", "Suzuki",
  "Tesla", "Toyota", "Volkswagen", "Volvo",
]; // prettier-ignore

/** Spellings seen on documents for a make, mapped to its canonical name. */
const MAKE_ALIASES: Record<string, string> = {
  chev: "Chevrolet",
  chevy: "Chevrolet",
  mercedes: "Mercedes-Benz",
  "mercedes benz": "Mercedes-Benz",
  vw: "Volkswagen",
  "land-rover": "Land Rover",
};

/** Models whose name is two words; any other model is its first word ("RAV4 LE 4DR AWD" -> "RAV4"). */
const TWO_WORD_MODELS = [
  "grand caravan", "grand cherokee", "santa fe", "santa cruz", "model 3", "model y", "model s",
  "model x", "range rover", "land cruiser", "crown victoria", "town car", "town & country",
  "transit connect", "sierra 1500", "silverado 1500", "ram 1500", "ioniq 5", "ioniq 6", "mx-5 miata",
]; // prettier-ignore

/** Models printed with a fixed mix of capitals, kept as the maker writes them. */
const MODEL_SPELLINGS = ["RAV4", "CR-V", "HR-V", "CX-5", "CX-30", "CX-50", "CX-9", "F-150", "F-250", "RDX", "MDX"];

/** Words that end a model name: what follows is the VIN or another field. */
const STOP_WORDS = new Set(["vin", "niv", "serial", "body", "type", "model", "year", "make", "colour", "color"]);

/** The canonical make for the words starting at `words[index]`, with how many words it used. */
function matchMake(words: string[], index: number): { make: string; used: number } | null {
  for (const used of [2, 1]) {
    if (words.length - index < used) continue;
    const phrase = fold(words.slice(index, index + used).join(" ")).replace(/[,:;]+$/, "");
    const alias = MAKE_ALIASES[phrase];
    if (alias) return { make: alias, used };
    const make = MAKES.find((candidate) => fold(candidate) === phrase || fold(candidate).replace("-", " ") === phrase);
    if (make) return { make, used };
  }
  return null;
}

/** The model from the words after the make: one word, or two for known two-word models. */
function readModel(words: string[]): string | null {
  const clean = words.map((word) => word.replace(/[,;]+$/, "")).filter((word) => word.length > 0);
  const first = clean[0];
  const pair = clean.slice(0, 2).join(" ");
  // "Model 3" is a model, though "model" alone is a column's name.
  if (first && TWO_WORD_MODELS.includes(fold(pair)) && STOP_WORDS.has(fold(first))) return pair;
  if (!first || STOP_WORDS.has(fold(first)) || !/[\p{L}\d]/u.test(first)) return null;
  const model = TWO_WORD_MODELS.includes(fold(pair)) ? pair : first;
  return spellModel(model);
}

/** A model in the maker's spelling: known mixed-case names, else title case when the print's case says nothing. */
export function spellModel(model: string): string {
  const known = MODEL_SPELLINGS.find((spelling) => fold(spelling) === fold(model));
  if (known) return known;
  return model
    .split(" ")
    .map((word) => (/\d/.test(word) ? word.toUpperCase() : hasUniformCase(word) ? titleCase(word) : word))
    .join(" ");
}

/** A plausible model year for a policy in force around `referenceYear` (or any recent year). */
function plausibleYear(year: number, referenceYear: number | null): boolean {
  return year >= 1950 && year <= (referenceYear ?? 2100) + 1;
}

/** Labels in front of the vehicle description. */
const VEHICLE_LABEL =
  /\b(?:described\s+automobile|automobile|vehicle|vehicule|year\/make\/model|auto)\b\s*(?:\/\s*\w+\s*)?:?/iu;
const YEAR_LABEL = /\b(?:model\s+year|year|annee)\s*:\s*((?:19|20)\d\d)\b/iu;
const MAKE_LABEL = /\b(?:make|marque)\s*:\s*([\p{L}][\p{L}-]*(?:\s[\p{L}][\p{L}-]*)?)/iu;
const MODEL_LABEL = /\b(?:model|mod[eè]le)\s*:\s*(\S+(?:\s\S+){0,3})/iu;

/** Year, make and model from "Model Year: 2021 Make: Toyota Model: RAV4" style labels. */
function fromLabels(lines: string[]) {
  let year: number | null = null;
  let make: string | null = null;
  let model: string | null = null;
  for (const line of lines) {
    const folded = fold(line);
    const yearMatch = YEAR_LABEL.exec(folded);
    if (year === null && yearMatch) year = Number(yearMatch[1]);
    const makeMatch = MAKE_LABEL.exec(line);
    if (make === null && makeMatch?.[1]) {
      const words = makeMatch[1].split(" ");
      make = matchMake(words, 0)?.make ?? null;
    }
    const modelMatch = MODEL_LABEL.exec(line.replace(/\bmodel\s+year\s*:/giu, ""));
    if (model === null && modelMatch?.[1]) model = readModel(modelMatch[1].split(" "));
  }
  return { year, make, model };
}

/** Year, make and model from a "2019 FORD F-150 XLT" description, preferring lines with a vehicle label or VIN. */
function fromDescription(lines: string[], referenceYear: number | null) {
  const ranked = [...lines].sort((a, b) => Number(VEHICLE_LABEL.test(b)) - Number(VEHICLE_LABEL.test(a)));
  for (const line of ranked) {
    const words = line.split(" ");
    for (let index = 0; index < words.length - 1; index += 1) {
      const year = Number((words[index] ?? "").replace(/[,:]$/, ""));
      if (!/^(?:19|20)\d\d[,:]?$/.test(words[index] ?? "") || !plausibleYear(year, referenceYear)) continue;
      // A dash between the year and the make is a separator (or OCR's reading of a wide gap: "2020 — NISSAN").
      const from = /^[-\u2013\u2014|]$/u.test(words[index + 1] ?? "") ? index + 2 : index + 1;
      const make = matchMake(words, from);
      if (!make) continue;
      const model = readModel(words.slice(from + make.used, from + 4 + make.used));
      return { year, make: make.make, model, labelled: VEHICLE_LABEL.test(line) };
    }
  }
  return null;
}

// "VIN", "Vehicle Identification Number (VIN):", "Serial Number:", "NIV / VIN:", "Numéro de série".
const VIN_LABEL =
  /\b(?:vehicle\s+identification\s+number|vin|niv|serial\s+(?:number|no)|numero\s+de\s+serie)\b(?:\s*\(\s*vin\s*\))?(?:\s*\/\s*(?:vin|niv)\b)?[\s:#.)]*/giu;

/** A VIN right after a label: the next token, or the next 17 characters with OCR's stray spaces removed. */
function vinAfterLabel(after: string, modelYear: number | null): FoundVin | null {
  const printed = after.split(" ")[0] ?? "";
  const token = repairVin(printed, modelYear);
  if (VIN_SHAPE.test(token) && /\d/.test(token))
    return { vin: token, labelled: true, repaired: changed(printed, token) };
  const compactPrinted = after.replace(/[\s-]/g, "").slice(0, 17);
  const compact = repairVin(compactPrinted, modelYear);
  return isValidVin(compact) ? { vin: compact, labelled: true, repaired: changed(compactPrinted, compact) } : null;
}

/** A VIN as found: whether it followed a label, and whether OCR's confusions were undone in it. */
interface FoundVin {
  vin: string;
  labelled: boolean;
  repaired: boolean;
}

/** True when repairing changed a printed character (not only its case). */
function changed(printed: string, repaired: string): boolean {
  return printed.toUpperCase() !== repaired;
}

/** The VIN: after a label, else any 17-character token of the VIN alphabet; OCR slips repaired. */
function findVin(lines: string[], modelYear: number | null): FoundVin | null {
  for (const line of lines) {
    for (const match of fold(line).matchAll(VIN_LABEL)) {
      const start = match.index + match[0].length;
      const found = vinAfterLabel(line.slice(start, start + 24), modelYear);
      if (found) return found;
    }
  }
  for (const line of lines) {
    // A J OCR read as "/", "|", ")" or "]" inside it: only a candidate whose check digit then holds.
    for (const match of line.matchAll(/(?<![\p{L}\d])[A-Za-z0-9][A-Za-z0-9/|)\]]{15}[A-Za-z0-9](?![\p{L}\d])/gu)) {
      const marked = /[/|)\]]/u.test(match[0]);
      const candidate = repairVin(match[0], modelYear);
      if (marked && !isValidVin(candidate)) continue;
      if (VIN_SHAPE.test(candidate) && /\d/.test(candidate) && /[A-Z]/.test(candidate)) {
        return { vin: candidate, labelled: false, repaired: changed(match[0], candidate) };
      }
    }
  }
  return null;
}

/** A VIN with a character OCR misread put back (`repairVin`, `repairLookAlike`): likely, not read. */
export const REPAIRED_VIN_CONFIDENCE = 0.75;

/**
 * The described vehicle. `referenceYear` (the policy's effective year, when known) bounds the
 * model year. The VIN's model-year code cross-checks the printed year.
 */
export function extractVehicle(lines: string[], referenceYear: number | null): ExtractedVehicle {
  const labels = fromLabels(lines);
  const description = fromDescription(lines, referenceYear);
  const read = findVin(lines, labels.year ?? description?.year ?? null);
  const printedMake = labels.make ?? description?.make ?? null;
  // A look-alike OCR swapped ("SNMJ…" for Hyundai's "5NMJ…"), when the printed make confirms it.
  const lookAlike =
    read && printedMake ? repairLookAlike(read.vin, printedMake, labels.year ?? description?.year ?? null) : null;
  const found = read && lookAlike ? { ...read, vin: lookAlike } : read;
  const vinYears = found ? vinModelYears(found.vin) : [];

  let year: Field<number> = unknown();
  const yearValue = labels.year ?? description?.year ?? null;
  if (yearValue !== null && plausibleYear(yearValue, referenceYear)) {
    const agreesWithVin = vinYears.includes(yearValue);
    const vinSaysOtherwise = found !== null && isValidVin(found.vin) && vinYears.length > 0 && !agreesWithVin;
    year = known(yearValue, vinSaysOtherwise ? 0.5 : agreesWithVin ? 0.97 : 0.85);
  }
  const makeValue = labels.make ?? description?.make ?? null;
  const make = makeValue ? known(makeValue, 0.9) : unknown<string>();
  const modelValue = labels.model ?? description?.model ?? null;
  const model = modelValue ? known(modelValue, labels.model || description?.labelled ? 0.85 : 0.7) : unknown<string>();

  if (!found) return { year, make, model, vin: unknown(), vinValid: unknown() };
  const valid = isValidVin(found.vin);
  // A check digit that holds can still hide two misreadings; a manufacturer code that is not the
  // printed make's says so.
  const otherMaker = makeValue !== null && vinMatchesMake(found.vin, makeValue) === false;
  // A VIN in which OCR's confusions were undone is our inference, not what was printed: OCR that
  // misread one character may have misread another, and a check digit holds by chance one time in
  // eleven ("H" read as "B" swapped to an "8" that weighs what "H" did; "E…A" read as "c…o" whose
  // effects cancel). It is shown as likely, for the visitor to check, never as read.
  const confidence =
    !valid || otherMaker ? (found.labelled ? 0.6 : 0.4) : lookAlike || found.repaired ? REPAIRED_VIN_CONFIDENCE : 0.97;
  return {
    year,
    make,
    model,
    vin: known(found.vin, confidence),
    vinValid: known(valid, 0.97),
  };
}

/**
 * Every vehicle a document describes, in its order: one per row that holds a VIN with a year and a
 * make ("1 2019 TOYOTA CAMRY 4T1B…", "2 2022 HYUNDAI KONA KM8K…") when there are two or more such
 * rows with different VINs; otherwise the document's one vehicle, read from the whole text.
 */
export function extractVehicles(lines: string[], referenceYear: number | null): ExtractedVehicle[] {
  const rows: ExtractedVehicle[] = [];
  for (const line of lines) {
    if (!/\b[A-HJ-NPR-Z0-9]{17}\b/i.test(line)) continue;
    const vehicle = extractVehicle([line], referenceYear);
    const vin = vehicle.vin.value;
    if (vin === null || vehicle.year.value === null || vehicle.make.value === null) continue;
    if (!rows.some((seen) => seen.vin.value === vin)) rows.push(vehicle);
  }
  if (rows.length >= 2) return rows;
  const one = extractVehicle(lines, referenceYear);
  return [one.year, one.make, one.model, one.vin].some((field) => field.value !== null) ? [one] : [];
}

/** A vehicle of which nothing was read. */
export function unknownVehicle(): ExtractedVehicle {
  return { year: unknown(), make: unknown(), model: unknown(), vin: unknown(), vinValid: unknown() };
}
