import { fold } from "./normalize-text";

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
  "insurer", "insurance company", "insurance company name", "assureur", "compagnie d'assurance", "compagnie d'assurances",
  "named insured", "insured", "insured name", "policyholder", "owner", "registered owner",
  "assure", "assure designe", "assures designes", "titulaire", "titulaire de la police", "proprietaire",
  "effective date", "effective", "expiry date", "expiration date", "expiry", "policy period", "policy term", "term",
  "date d'effet", "date d'entree en vigueur", "date d'expiration", "date d'echeance", "duree du contrat",
  "periode d'assurance", "periode de validite",
  "year", "make", "model", "vin", "vehicle identification no", "vehicle identification number",
  "annee", "marque", "modele", "niv", "numero de serie", "numero d'identification du vehicule",
  "no d'identification du vehicule", "n d'identification du vehicule",
  "vehicle", "described vehicle", "described automobile", "vehicule", "vehicule decrit", "vehicule assure",
  "annual premium", "total premium", "total annual premium", "prime annuelle", "prime totale", "prime annuelle totale",
  "province of issue", "province d'emission", "agent or broker", "broker", "agent ou courtier", "courtier",
]; // prettier-ignore

const NAMES = new Set(FIELD_NAMES);

/** The label phrases of a line made of labels only, or null when anything else is on it. */
export function labelPhrases(line: string): string[] | null {
  const parts = line
    .split(/\s*[/|]\s*/)
    .map((part) => part.replace(/[\s:.]+$/u, "").trim())
    .filter((part) => part.length > 0);
  if (parts.length === 0) return null;
  const normalised = parts.map((part) =>
    fold(part).replace(/[’`]/g, "'").replace(/[°º.]/g, "").replace(/\s+/g, " ").trim(),
  );
  return normalised.every((part) => NAMES.has(part)) ? parts : null;
}

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
