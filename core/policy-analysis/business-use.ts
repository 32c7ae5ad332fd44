import { fold } from "./normalize-text";
import type { Field, Verdict } from "./types";

/**
 * What says a policy insures a business's vehicles: a fleet or commercial schedule ("Schedule of
 * automobiles", "Fleet / Commercial Schedule", "Commercial Lines", "Usage : commercial",
 * "flotte"), or a named insured that is a company ("… Ltd.", "… Inc.", "… Ltée", "… S.E.N.C.").
 * Our estimates price a person's car for personal use: such a policy is summarized, not compared.
 */
const BUSINESS_WORDING =
  /\b(?:fleet|flotte|commercial\s+(?:auto(?:mobile)?s?|lines|schedule|policy)|schedule\s+of\s+(?:automobiles|vehicles|units)|scheduled\s+units|(?:use|usage)\s*:\s*(?:commercial|business|affaires|commerciale?)|assurance\s+des\s+entreprises)\b/;
/** An exclusion or a note about commercial use is not a business policy ("Commercial use is not covered"). */
const EXCLUDING = /\b(?:not\s+covered|exclu|excluded|exclusions?|non\s+couvert|n'est\s+pas\s+couvert|except)/;

const COMPANY_NAME = /\b(?:ltd|limited|inc|incorporated|corp|corporation|ltee|limitee|s\.?e\.?n\.?c|llp|ulc)\.?$/;

/** Whether a document's lines, or its named insured, say it insures a business's vehicles. */
export function readsAsBusinessPolicy(lines: string[], namedInsured: Field<string>): Verdict<boolean> {
  const says = lines.map(fold).some((line) => BUSINESS_WORDING.test(line) && !EXCLUDING.test(line));
  if (says) return { value: true, confidence: 0.9 };
  const name = namedInsured.value === null ? "" : fold(namedInsured.value).trim();
  if (COMPANY_NAME.test(name)) return { value: true, confidence: 0.85 };
  return { value: false, confidence: 0.7 };
}
