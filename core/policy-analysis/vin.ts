/**
 * Vehicle identification numbers (North America): 17 characters, never I, O or Q, with a check
 * digit in position 9 computed from a transliteration table and fixed position weights.
 */

/** Letter values of the transliteration table (digits keep their own value). */
const TRANSLITERATION: Record<string, number> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 6, G: 7, H: 8,
  J: 1, K: 2, L: 3, M: 4, N: 5, P: 7, R: 9,
  S: 2, T: 3, U: 4, V: 5, W: 6, X: 7, Y: 8, Z: 9,
}; // prettier-ignore

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];

/** 17 characters from the VIN alphabet (digits and letters except I, O, Q). */
export const VIN_SHAPE = /^[A-HJ-NPR-Z0-9]{17}$/;

/** The check digit ("0"–"9" or "X") a VIN should carry in position 9; null when the shape is wrong. */
export function vinCheckDigit(vin: string): string | null {
  const upper = vin.toUpperCase();
  if (!VIN_SHAPE.test(upper)) return null;
  let sum = 0;
  for (let index = 0; index < 17; index += 1) {
    const char = upper.charAt(index);
    const value = /\d/.test(char) ? Number(char) : (TRANSLITERATION[char] ?? 0);
    sum += value * (WEIGHTS[index] ?? 0);
  }
  const remainder = sum % 11;
  return remainder === 10 ? "X" : String(remainder);
}

/** True for a 17-character VIN without I, O or Q whose position-9 check digit holds. */
export function isValidVin(vin: string): boolean {
  const check = vinCheckDigit(vin);
  return check !== null && vin.toUpperCase().charAt(8) === check;
}

/** Model-year codes of position 10, starting at 1980 (and again at 2010). */
const YEAR_CODES = "ABCDEFGHJKLMNPRSTVWXY123456789";

/** The model years position 10 can mean (30 years apart), or [] when the code is not a year code. */
export function vinModelYears(vin: string): number[] {
  const index = YEAR_CODES.indexOf(vin.toUpperCase().charAt(9));
  return index < 0 ? [] : [1980 + index, 2010 + index];
}

/** OCR misreadings a VIN cannot contain, and what each may stand for (most likely first). */
const OCR_VIN_CONFUSIONS: Record<string, string[]> = {
  I: ["1"],
  O: ["0"],
  Q: ["0"],
  "|": ["1", "J"],
  ")": ["J", "1"],
  "]": ["J", "1"],
  "/": ["J", "1"],
  $: ["S"],
};

/** Characters of the VIN alphabet that OCR reads for one another: tried only when the check digit fails. */
const LOOK_ALIKES: Record<string, string[]> = {
  S: ["5"],
  "5": ["S"],
  B: ["8"],
  "8": ["B"],
  Z: ["2"],
  "2": ["Z"],
  G: ["6"],
  "6": ["G"],
  J: ["1"],
  "1": ["J"],
};

/**
 * Undoes the usual OCR confusions inside a VIN candidate (I -> 1, O and Q -> 0, a J read as "|",
 * ")", "]" or "/", "$" -> S) and upper-cases it. Where a character is ambiguous, the reading whose
 * check digit holds (and whose model-year code matches `modelYear`, when given) wins; otherwise the
 * most likely reading is returned.
 */
export function repairVin(candidate: string, modelYear: number | null = null): string {
  const upper = candidate.toUpperCase();
  let readings = [""];
  for (const character of upper) {
    const options = OCR_VIN_CONFUSIONS[character] ?? [character];
    // At most a few ambiguous characters are worth trying; beyond that keep the likeliest reading.
    readings =
      readings.length * options.length > 16
        ? readings.map((reading) => reading + options[0])
        : readings.flatMap((reading) => options.map((option) => reading + option));
  }
  const valid = readings.filter((reading) => reading.length === 17 && isValidVin(reading));
  // J and 1 weigh the same in the check digit; the model-year code (position 10) tells them apart.
  const matchingYear =
    modelYear === null ? undefined : valid.find((reading) => vinModelYears(reading).includes(modelYear));
  return matchingYear ?? valid[0] ?? readings[0] ?? upper;
}

/**
 * A VIN whose check digit fails, with one look-alike letter or digit swapped (S and 5, B and 8, Z and
 * 2, G and 6, J and 1): only when exactly one swap makes the check digit hold and the VIN's
 * manufacturer code then is the printed make's (its model-year code the printed year, and a North
 * American VIN's last five characters digits). A check
 * digit alone could hold by chance (one in eleven); a misprinted VIN is not "repaired". A letter in
 * position 9, where only the check digit (a digit or X) can be, is replaced by the check digit the
 * other positions give, under the same conditions. Null otherwise.
 */
export function repairLookAlike(vin: string, make: string, modelYear: number | null): string | null {
  if (!VIN_SHAPE.test(vin) || isValidVin(vin) || vinMatchesMake(vin, make) === null) return null;
  const fits = (reading: string) =>
    isValidVin(reading) &&
    vinMatchesMake(reading, make) === true &&
    // A North American VIN (made in 1–5) ends in five digits: its production number.
    (!/^[1-5]/.test(reading) || /\d{5}$/.test(reading)) &&
    (modelYear === null || vinModelYears(reading).includes(modelYear));
  // Position 9 holds the check digit, a digit or X: a letter there was misread ("E" for a 6), and
  // the others say what it must be (the check digit's own position weighs nothing in the sum).
  if (/^[A-WYZ]$/.test(vin.charAt(8))) {
    const reading = vin.slice(0, 8) + (vinCheckDigit(vin) ?? "") + vin.slice(9);
    return fits(reading) ? reading : null;
  }
  const swaps = [...vin].flatMap((character, position) =>
    (LOOK_ALIKES[character] ?? []).map((other) => vin.slice(0, position) + other + vin.slice(position + 1)),
  );
  const fitting = swaps.filter(fits);
  return fitting.length === 1 ? (fitting[0] ?? null) : null;
}

/**
 * World manufacturer identifiers (the VIN's first characters) of the makes most often insured in
 * Canada, by prefix. Not every plant is listed: a make missing here is simply not cross-checked.
 */
const WMI_PREFIXES: Record<string, readonly string[]> = {
  Acura: ["JH4", "19U", "2HN", "5J8"],
  Audi: ["WA", "WU", "TRU"],
  BMW: ["WB", "5UX", "5YM", "4US"],
  Buick: ["1G", "2G", "3G", "KL", "LRB"],
  Cadillac: ["1G", "3G", "LRB"],
  Chevrolet: ["1G", "2G", "3G", "KL", "1N", "3N"],
  Chrysler: ["1C", "2C", "3C", "2A"],
  Dodge: ["1B", "1C", "2B", "2C", "3C", "3D", "ZAC"],
  Ford: ["1F", "2F", "3F", "MAJ", "WF0", "NM0"],
  GMC: ["1G", "2G", "3G", "1GT", "3GT"],
  Honda: ["JH", "1HG", "2HG", "2HK", "2HJ", "5FN", "5J6", "19X", "7FA", "SHH", "LUC"],
  Hyundai: ["KM", "5NP", "5NM", "5NT", "3KP"],
  Jeep: ["1C", "1J", "3C", "ZAC"],
  Kia: ["KN", "5XY", "3KP", "5XX"],
  Lexus: ["JT", "2T2", "58A"],
  Mazda: ["JM", "3MZ", "3MV", "1YV", "4F"],
  "Mercedes-Benz": ["WD", "W1", "4JG", "55S", "WDD"],
  Mitsubishi: ["JA", "4A", "ML3"],
  Nissan: ["JN", "1N", "3N", "5N"],
  Ram: ["1C", "2C", "3C", "3D", "ZFB"],
  Subaru: ["JF", "4S"],
  Tesla: ["5YJ", "7SA", "LRW", "XP7"],
  Toyota: ["JT", "2T", "4T", "5T", "3TM", "3TY", "MR0", "NMT"],
  Volkswagen: ["WV", "3VW", "1VW", "3VV"],
  Volvo: ["YV", "LYV", "7JR"],
};

/**
 * Whether a VIN's manufacturer code belongs to the printed make: true or false for the makes listed,
 * null otherwise. Two misread characters can cancel out in the check digit ("4S4B…" read "454B…");
 * the manufacturer code catches most of those.
 */
export function vinMatchesMake(vin: string, make: string): boolean | null {
  const prefixes = WMI_PREFIXES[make];
  if (!prefixes) return null;
  const upper = vin.toUpperCase();
  return prefixes.some((prefix) => upper.startsWith(prefix));
}
