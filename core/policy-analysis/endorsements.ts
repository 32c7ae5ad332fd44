import type { MessageKey } from "../i18n/messages-en";
import { fold } from "./normalize-text";
import type { EndorsementFamily } from "./types";
import "../i18n/messages/analyzer";

/**
 * Endorsement form numbers: Ontario "OPCF 20", the A–D provinces' "SEF No. 44" / "S.E.F. 20",
 * Quebec's "Q.E.F. 43" and its French twin "F.A.Q. 43" (the same form). Letters may be dotted or
 * spaced, the number may follow "No." or "#", and may carry a letter ("44R", "43A").
 */
const FORM_NUMBER =
  /\b(o\.?\s?p\.?\s?c\.?\s?f|s\.?\s?e\.?\s?f|q\.?\s?e\.?\s?f|f\.?\s?a\.?\s?q)\.?\s*(?:no\.?\s*|n[°º]\s*|#\s*)?(\d{1,2}[a-z]?)\b/giu;

export interface FormReference {
  family: EndorsementFamily;
  number: string;
  start: number;
  end: number;
}

/** The family a printed prefix belongs to ("S.E.F." -> "SEF", "F.A.Q." -> "Q.E.F."). */
function familyOf(prefix: string): EndorsementFamily {
  const letters = fold(prefix).replace(/[^a-z]/g, "");
  if (letters === "opcf") return "OPCF";
  if (letters === "sef") return "SEF";
  return "Q.E.F.";
}

/** Every endorsement form number in a line, left to right. */
export function findForms(line: string): FormReference[] {
  return [...line.matchAll(FORM_NUMBER)].map((match) => ({
    family: familyOf(match[1] ?? ""),
    number: (match[2] ?? "").toUpperCase(),
    start: match.index,
    end: match.index + match[0].length,
  }));
}

/** "OPCF 20", "SEF 44", "Q.E.F. 43". */
export function formCode(family: EndorsementFamily, number: string): string {
  return `${family} ${number.toUpperCase()}`;
}

/**
 * What common forms do (domain-facts.md, section 4): 20 loss of use, 27 non-owned automobiles,
 * 43/43A waiver of depreciation, 44/44R family protection (OPCF and SEF; Quebec has none: bodily
 * injury is the SAAQ's), 49 DCPD opt-out (Ontario), 34 loss of use (Quebec). Null for others.
 */
export function formMeaning(family: EndorsementFamily, number: string): MessageKey | null {
  const base = number.toUpperCase();
  if (base === "20") return "policy.endorsement.lossOfUse";
  if (base === "27") return "policy.endorsement.nonOwnedAutomobiles";
  if (base === "43" || base === "43A") return "policy.endorsement.waiverOfDepreciation";
  if ((base === "44" || base === "44R") && family !== "Q.E.F.") return "policy.endorsement.familyProtection";
  if (base === "49" && family === "OPCF") return "policy.endorsement.dcpdOptOut";
  if (base === "34" && family === "Q.E.F.") return "policy.endorsement.lossOfUse";
  return null;
}

/** Loss of use as a document names it, as a coverage row or a form's description (folded text). */
export const LOSS_OF_USE_WORDING = /\bloss\s+of\s+use\b|perte\s+d'usage|privation\s+de\s+jouissance/;

/** What a form's printed description says it does, for the forms `formMeaning` knows. */
const DESCRIBED_MEANINGS: { meaning: MessageKey; pattern: RegExp }[] = [
  { meaning: "policy.endorsement.lossOfUse", pattern: LOSS_OF_USE_WORDING },
  { meaning: "policy.endorsement.waiverOfDepreciation", pattern: /\bdepreciation\b/ },
  { meaning: "policy.endorsement.familyProtection", pattern: /\bfamily\s+protection\b|protection\s+de\s+la\s+famille/ },
  { meaning: "policy.endorsement.nonOwnedAutomobiles", pattern: /\bnon[-\s]?owned\b|non\s+propri/ },
];

/**
 * True when a form's printed description names what another form does ("OPCF 2A Loss of Use": an
 * OCR'd "20"): its number is then in doubt however well its premium adds up.
 */
export function describedAsOtherForm(family: EndorsementFamily, number: string, description: string): boolean {
  const folded = fold(description);
  const described = DESCRIBED_MEANINGS.find(({ pattern }) => pattern.test(folded));
  return described !== undefined && described.meaning !== formMeaning(family, number);
}

/** True for a form that gives loss-of-use (rental) coverage. */
export function isLossOfUseForm(family: EndorsementFamily, number: string): boolean {
  return formMeaning(family, number) === "policy.endorsement.lossOfUse";
}

/** The form that adds family protection in a province, or null where there is none to suggest. */
export function familyProtectionForm(province: string): string | null {
  if (province === "ON") return "OPCF 44R";
  if (["AB", "NB", "NS", "PE", "NL"].includes(province)) return "SEF 44";
  return null;
}

/** The loss-of-use form of a province's endorsement family, or null (ICBC, Autopac, SGI sell it otherwise). */
export function lossOfUseForm(province: string): string | null {
  const family = familyForProvince(province);
  return family ? formCode(family, "20") : null;
}

/** The waiver-of-depreciation form of a province's endorsement family, or null. */
export function waiverOfDepreciationForm(province: string): string | null {
  const family = familyForProvince(province);
  return family ? formCode(family, "43") : null;
}

/** Which endorsement family a province's private policies use. */
export function familyForProvince(province: string): EndorsementFamily | null {
  if (province === "ON") return "OPCF";
  if (province === "QC") return "Q.E.F.";
  if (["AB", "NB", "NS", "PE", "NL"].includes(province)) return "SEF";
  return null;
}
