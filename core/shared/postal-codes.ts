import { PROVINCES, type ProvinceCode } from "./provinces";

/** A forward sortation area: letter, digit, letter; D, F, I, O, Q, U never appear, W and Z never first. */
export const FSA_PATTERN = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z]$/;

/** "m5v 2t6" or "M5V" -> "M5V"; null when there is no valid FSA at the start. */
export function normalizeFsa(value: string): string | null {
  const fsa = value.replace(/\s+/g, "").toUpperCase().slice(0, 3);
  return FSA_PATTERN.test(fsa) ? fsa : null;
}

/** The province whose postal letters include the FSA's first letter (domain facts, section 3). */
export function provinceForFsa(fsa: string): ProvinceCode | null {
  const letter = fsa.charAt(0).toUpperCase();
  return PROVINCES.find((province) => (province.postalLetters as readonly string[]).includes(letter))?.code ?? null;
}

/** A second character of 0 marks a rural FSA. */
export function isRuralFsa(fsa: string): boolean {
  return fsa.charAt(1) === "0";
}
