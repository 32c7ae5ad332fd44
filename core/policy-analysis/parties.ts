import { FSA_PATTERN, provinceForFsa } from "../shared/postal-codes";
import type { ProvinceCode } from "../shared/provinces";
import { MAX_PLACE_WORDS, placesNamed } from "../shared/gazetteer";
import { fold, hasUniformCase, nameCase, titleCase } from "./normalize-text";
import { known, unknown, type Field } from "./types";

/* ------------------------------------------------------------------------------------------------
 * Provider (the insurer)
 * --------------------------------------------------------------------------------------------- */

/** Words that make a line an insurer's name. */
const INSURER_WORDS =
  /\b(?:insurance|assurances?|mutual|mutuelle|general|generale|company|compagnie|indemnity|underwriters|insurer|assureur|group|groupe|sgi|icbc)\b/u;

/** Words that start a document title after the insurer's name on a merged line: the name ends before them. */
const TITLE_WORDS = new Set([
  "certificate", "certificat", "card", "carte", "automobile", "auto", "policy", "police", "declarations", "standard", "owner's",
  "owners", "vehicle", "vehicule", "licence", "license", "autoplan", "autopac", "form", "formulaire", "section",
  "coverage", "renewal", "ontario", "alberta", "quebec", "nova", "new", "newfoundland", "prince", "manitoba",
  "saskatchewan", "british", "s.p.f.", "q.p.f.", "f.p.q.", "oap", "pink", "liability", "-", "/", "policy:",
  // A customer site's menu beside its name ("Harbourline Insurance  Overview  Policies  Claims").
  "overview", "accueil", "claims", "reclamations", "billing", "paiements", "payments", "documents", "account", "profil",
  "profile", "menu", "dashboard", "tableau", "conditions",
]); // prettier-ignore

/** Public insurers, recognised by name or plan. */
const PUBLIC_INSURERS: { pattern: RegExp; name: string }[] = [
  { pattern: /\bicbc\b|insurance corporation of british columbia|\bautoplan\b/u, name: "ICBC" },
  { pattern: /manitoba public insurance|\bmpi\b|\bautopac\b/u, name: "Manitoba Public Insurance" },
  { pattern: /saskatchewan government insurance|\bsgi\b/u, name: "SGI" },
];

/** Public insurers' full names at the start of a line. */
const PUBLIC_FULL_NAME =
  /^(?:insurance corporation of british columbia|manitoba public insurance(?: corporation)?|saskatchewan government insurance)\b/u;

/** Lines that name someone else: the broker, the agent, the lienholder. */
const NOT_INSURER = /\b(?:broker|brokers|courtier|agent|agency|lienholder|lessor|creancier)\b/u;

/**
 * A word OCR glued from the end of the name and the start of the title beside it ("Comp&BATIFICATE",
 * "InsuranceCERTIFICATE"): lower-case letters, maybe a mark, then an upper-case run. Its first part.
 */
const GLUED_TITLE = /^(\p{Lu}?\p{Ll}+)[^\p{L}\d\s]?\p{Lu}{3,}/u;

/** A legal word that ends an insurer's name. */
export const LEGAL_WORD = /^(?:company|compagnie|inc|incorporated|ltd|limited|ltee|limitee|corporation|corp)\.?,?$/u;

/** Legal words a name cut short by a glued title may end with, in English and French. */
const LEGAL_ENDINGS = {
  en: ["Company", "Corporation", "Limited", "Incorporated"],
  fr: ["Compagnie", "Corporation", "Limitée", "Incorporée"],
};

/** A name whose last word is the start of a legal word ("…Insurance Comp"), with that word whole. */
function withLegalWordWhole(words: string[]): string[] {
  const last = words.at(-1) ?? "";
  if (last.length < 3) return words;
  const french = words.some((word) => /^(?:assurances?|mutuelle|generale|la|le|du|des)$/u.test(fold(word)));
  const whole = LEGAL_ENDINGS[french ? "fr" : "en"].filter((legal) => legal.startsWith(last) && legal !== last);
  return whole.length === 1 ? [...words.slice(0, -1), whole[0] as string] : words;
}

/** The insurer's name at the start of a line, cut before title words; null when the line is not one. */
function insurerAtStart(line: string): string | null {
  if (/^[^:]{1,40}:/.test(line) || NOT_INSURER.test(fold(line))) return null;
  let words: string[] = [];
  // A lone mark or lower-case letter before the name is OCR's reading of the page's margin ("d Bluenose…").
  for (const word of line.replace(/^(?:[^\p{L}\s]|\p{Ll})\s+(?=\p{Lu})/u, "").split(" ")) {
    // The name ends at a title word or at a stray mark (a token without letters, other than "&").
    if (TITLE_WORDS.has(fold(word)) || (!/[\p{L}\d]/u.test(word) && word !== "&")) break;
    // A word glued to the title beside the name ends it, its legal word cut short and put back whole.
    const glued = words.length >= 2 ? GLUED_TITLE.exec(word) : null;
    if (glued) {
      words = withLegalWordWhole([...words, glued[1] as string]);
      break;
    }
    words.push(word);
  }
  // A name in mixed case ends at its legal word when capitals follow: the title beside it, which OCR
  // read with no wide gap between them ("Assurances Fleuve-Bleu inc CONDITIONS PARTICULIERES").
  // A mark OCR put after the legal word ("inc?") is dropped with what follows.
  const bare = (word: string) => fold(word).replace(/[^\p{L}.]+$/u, "");
  const ending = words.findIndex((word, index) => index > 0 && LEGAL_WORD.test(bare(word)));
  const title = words.slice(ending + 1).some((word) => /^\p{Lu}{3,}[.,:]?$/u.test(word));
  if (ending > 0 && title && !hasUniformCase(words.slice(0, ending + 1).join(" "))) {
    const legalWord = words[ending] ?? "";
    words = [...words.slice(0, ending), legalWord.slice(0, bare(legalWord).length)];
  }
  // OCR's marks after the name's legal word ("… INSURANCE COMPANY Bl"): one or two characters each.
  const legal = words.findLastIndex((word) => LEGAL_WORD.test(fold(word)));
  if (legal >= 0 && legal < words.length - 1 && words.slice(legal + 1).every((word) => word.length <= 2)) {
    words = words.slice(0, legal + 1);
  }
  const name = words.join(" ").replace(/[\s,;:-]+$/, "");
  const count = words.length;
  if (count < 1 || count > 8 || !INSURER_WORDS.test(fold(name)) || /\d/.test(name)) return null;
  return hasUniformCase(name) ? name.split(" ").map(keepAcronym).join(" ") : name;
}

/** An insurer's word in title case, but an acronym ("ICBC", "SGI") as printed. */
function keepAcronym(word: string): string {
  return /^[A-Z]{2,4}$/.test(word) ? word : titleCase(word);
}

const PROVIDER_LABEL = /\b(?:insurer|insurance company|underwritten by|assureur|insured by)\s*:\s*(.+)$/iu;

/**
 * The insurer: a labelled name; else an insurer-like name on one of the first lines (before the
 * policy number); else a public insurer recognised by its plan (ICBC, Autopac, SGI); else a name
 * with its legal word printed beside the policy number (a footer).
 */
export function extractProvider(lines: string[], policyNumber: string | null = null): Field<string> {
  for (const line of lines) {
    const labelled = PROVIDER_LABEL.exec(line)?.[1];
    const name = labelled ? insurerAtStart(labelled.trim()) : null;
    if (name) return known(name, 0.9);
  }
  for (const [index, line] of lines.slice(0, 4).entries()) {
    // A public insurer's full name holds a province's name, which otherwise starts a title.
    const publicName = PUBLIC_FULL_NAME.exec(fold(line));
    if (publicName) return known(line.slice(0, publicName[0].length), 0.9);
    const name = insurerAtStart(line);
    // A name cut from a longer (merged) line is less sure: where it ends is a guess from title words.
    if (name) return known(name, fold(name) === fold(line) ? (index === 0 ? 0.9 : 0.8) : 0.75);
    if (/\bpolicy\s*(?:number|no\b)|num[ée]ro de police/iu.test(line)) break;
  }
  const text = fold(lines.slice(0, 12).join(" "));
  const publicInsurer = PUBLIC_INSURERS.find((candidate) => candidate.pattern.test(text));
  if (publicInsurer) return known(publicInsurer.name, 0.9);
  const pageHead = insurerHeadingPage(lines);
  if (pageHead.value !== null) return pageHead;
  return policyNumber ? insurerBesidePolicyNumber(lines, policyNumber) : unknown();
}

/** A declarations page's title after the insurer's name on its first line. */
const PAGE_TITLE =
  /^(?:automobile\s+policy\s+declarations|certificate\s+of\s+automobile\s+insurance|(?:automobile\s+)?policy\s+declarations|declarations|owner'?s\s+policy|conditions\s+particulieres|police\s+d'assurance\s+automobile)\b/u;

/**
 * A later page headed by the insurer's name beside the page's title ("Harbour Mutual Insurance
 * Company   AUTOMOBILE POLICY DECLARATIONS"), after a fax cover sheet or a letter: its insurer.
 */
function insurerHeadingPage(lines: string[]): Field<string> {
  for (const line of lines) {
    const name = insurerAtStart(line);
    if (!name) continue;
    const folded = fold(line).replace(/[’`]/g, "'");
    const last = fold(name.split(" ").at(-1) ?? "");
    const rest = folded.slice(folded.indexOf(last) + last.length).trim();
    if (PAGE_TITLE.test(rest)) return known(name, 0.75);
  }
  return unknown();
}

/**
 * A page's footer or running head: the insurer's name, ending with its legal word, then the policy
 * number ("Assurance Boréale inc. - AB-7714-2093 - Sommaire émis le…", "Northshore Mutual Insurance
 * Company | Policy NM 55 210"). Read when the title band, white on colour, was not.
 */
function insurerBesidePolicyNumber(lines: string[], policyNumber: string): Field<string> {
  const chars = [...policyNumber.replace(/[\s-]+/g, "")].map((char) => char.replace(/[^\p{L}\d]/gu, "\\$&"));
  const printed = new RegExp(chars.join("[\\s-]*"), "iu");
  for (const line of lines) {
    const at = printed.exec(line)?.index;
    if (!at) continue;
    // What comes before the number: the name, maybe a separator and the number's label.
    const before = line
      .slice(0, at)
      .replace(/(?:\s*(?:[-–—|•·:#]|\b(?:policy|police|contrat|no|n[°º]|de|du|number|num[ée]ro)\b\.?))+\s*$/iu, "")
      .trim();
    const name = insurerAtStart(before);
    const words = name?.split(" ") ?? [];
    if (name && name === before && words.length >= 2 && LEGAL_WORD.test(fold(words.at(-1) ?? ""))) {
      return known(name, 0.7);
    }
  }
  return unknown();
}

/* ------------------------------------------------------------------------------------------------
 * Policy number
 * --------------------------------------------------------------------------------------------- */

/** "Policy Number:", "Policy No.", "Policy #", "Policy / Certificate No.:", "Numéro de police", "Certificate No.". */
const POLICY_NUMBER_LABEL =
  /\b(?:polic(?:y|e)\s*(?:\/\s*certificate\s*)?(?:number|no\b\.?|#|num(?:ber)?\b\.?)|policy\s*\/\s*account(?:\s+(?:number|no\b\.?))?|(?:num[ée]ro|no\.?)\s*d[eu]\s*contrat|(?:num[ée]ro\s*|(?:n[°º]|no\.?)\s+)de\s*police|certificate\s+(?:number|no\b\.?))\s*[:.#]?\s*:?\s*/giu;

/**
 * Reads a policy number after its label: groups of letters and digits joined by spaces or hyphens
 * ("LM-4471-2209", "BGA 5521 0093", "AP 30 118 554"). A group without digits is kept only when it
 * is short (a prefix like "BGA") and digits follow; the first long word ("Reason", "Effective") ends it.
 */
function readPolicyNumber(after: string): string | null {
  const groups = after.split(" ");
  const kept: string[] = [];
  for (const [index, group] of groups.entries()) {
    if (!/^[A-Za-z0-9][A-Za-z0-9-]*$/.test(group)) break;
    const hasDigit = /\d/.test(group);
    const nextHasDigit = /\d/.test(groups[index + 1] ?? "") && /^[A-Za-z0-9-]+$/.test(groups[index + 1] ?? "");
    if (!hasDigit && !(group.length <= 4 && nextHasDigit)) break;
    kept.push(group);
  }
  const value = kept.join(" ").toUpperCase();
  const digits = value.replace(/\D/g, "").length;
  return digits >= 4 && value.length <= 30 ? value : null;
}

/** The policy (or certificate) number. */
export function extractPolicyNumber(lines: string[]): Field<string> {
  for (const line of lines) {
    for (const match of line.matchAll(POLICY_NUMBER_LABEL)) {
      const value = readPolicyNumber(line.slice(match.index + match[0].length));
      if (value) return known(value, 0.9);
    }
  }
  return unknown();
}

/* ------------------------------------------------------------------------------------------------
 * Named insured
 * --------------------------------------------------------------------------------------------- */

const INSURED_LABEL =
  /\b(?:named\s+insured(?:\s+and\s+address)?|name\s+of\s+insured|insured(?:'s)?\s+name|policyholder|registered\s+owner|owner|insured|assur[ée](?:\s+d[ée]sign[ée])?(?:\s+et\s+adresse)?)\s*:\s*/giu;

/** Words that start the next field on a merged line. */
const FIELD_WORDS = new Set([
  "address", "adresse", "vehicle", "vehicule", "automobile", "policy", "vin", "owner", "effective", "expiry",
  "broker", "serial", "model", "section", "date", "term", "period", "periode", "insured", "and", "et",
]); // prettier-ignore

/** A name read word by word: letters, hyphens, apostrophes; stops at a comma, a digit, a label or a field word. */
function readName(after: string): string | null {
  const words: string[] = [];
  for (const raw of after.split(" ")) {
    const word = raw.replace(/,.*$/, "");
    if (!/^[\p{L}][\p{L}'.-]*$/u.test(word) || FIELD_WORDS.has(fold(word).replace(/[.:]$/, "")) || raw.endsWith(":")) {
      break;
    }
    words.push(word);
    if (raw.includes(",") || words.length === 6) break;
  }
  if (words.length === 0) return null;
  const name = words.join(" ").replace(/\.$/, "");
  return name === name.toUpperCase() ? titleCase(name) : name;
}

/** The named insured (owner) as printed; show it masked (`maskName`). */
export function extractNamedInsured(lines: string[]): Field<string> {
  for (const line of lines) {
    for (const match of line.matchAll(INSURED_LABEL)) {
      const name = readName(line.slice(match.index + match[0].length));
      if (!name) continue;
      const words = name.split(" ").length;
      return known(name, words >= 2 && words <= 4 ? 0.9 : 0.6);
    }
  }
  return unknown();
}

/** Initials only: "Jordan Avery Tremblay" -> "J***** A**** T*******"; hyphenated parts each keep theirs. */
export function maskName(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .map((word) =>
      word
        .split("-")
        .map((part) => {
          const chars = Array.from(part);
          return chars.length === 0 ? part : `${chars[0]}${"*".repeat(chars.length - 1)}`;
        })
        .join("-"),
    )
    .join(" ");
}

/* ------------------------------------------------------------------------------------------------
 * Address: province, postal code, city
 * --------------------------------------------------------------------------------------------- */

/** Province abbreviations and names as addresses print them. */
const PROVINCE_WORDS: Record<string, ProvinceCode> = {
  on: "ON", ont: "ON", ontario: "ON",
  bc: "BC", "b.c": "BC", "british columbia": "BC", "colombie-britannique": "BC",
  ab: "AB", alta: "AB", alberta: "AB",
  qc: "QC", pq: "QC", que: "QC", quebec: "QC",
  mb: "MB", man: "MB", manitoba: "MB",
  sk: "SK", sask: "SK", saskatchewan: "SK",
  ns: "NS", "n.s": "NS", "nova scotia": "NS", "nouvelle-ecosse": "NS",
  nb: "NB", "n.b": "NB", "n.-b": "NB", "new brunswick": "NB", "nouveau-brunswick": "NB",
  "n.-e": "NS", "t.-n.-l": "NL", "i.-p.-e": "PE", "c.-b": "BC", "alb": "AB",
  nl: "NL", nf: "NL", nfld: "NL", "newfoundland and labrador": "NL", newfoundland: "NL",
  pe: "PE", pei: "PE", "p.e.i": "PE", "prince edward island": "PE",
}; // prettier-ignore

const PROVINCE_ALTERNATION = Object.keys(PROVINCE_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((word) => word.replace(/\./g, "\\.").replace(/ /g, "\\s+"))
  .join("|");

/** A postal code: letter digit letter, optional space, digit letter digit (case folded later). */
const POSTAL = /(?<![\p{L}\d])([A-Za-z)][\dOIlSZB][A-Za-z)85]) ?([\dOIlSZB][A-Za-z)85][\dOIlSZB])(?![\p{L}\d])/gu;

/** Letters OCR reads for digits ("S7N OW2"), ")" for a J ("N6C 1)9") and 8 for a B ("E38 3W7"), put back by position. */
const AS_DIGIT: Record<string, string> = { O: "0", I: "1", L: "1", S: "5", Z: "2", B: "8" };

/** Digits OCR reads for letters, put back where a letter must be. */
const AS_LETTER: Record<string, string> = { "8": "B", "5": "S" };

/** A postal code read by OCR, its letters and digits put back where each must be; null if it cannot be one. */
function postalOf(first: string, second: string): string | null {
  const digit = (char: string) => (/\d/.test(char) ? char : (AS_DIGIT[char.toUpperCase()] ?? char));
  // An 8 where a letter must be is a B ("E38 3W7"), a 5 an S ("G1R 258"): once at most, and never
  // the first letter.
  const letter = (char: string) => (char === ")" ? "J" : (AS_LETTER[char] ?? char.toUpperCase()));
  const [a = "", b = "", c = ""] = [...first];
  const [d = "", e = "", f = ""] = [...second];
  // At most one digit misread: "MOTORS" or "BIBLES" are words, not postal codes.
  if ([b, d, f].filter((char) => /\d/.test(char)).length < 2) return null;
  if ([c, e].filter((char) => /\d/.test(char)).length > 1) return null;
  const code = `${letter(a)}${digit(b)}${letter(c)} ${digit(d)}${letter(e)}${digit(f)}`;
  return /^[A-Z]\d[A-Z] \d[A-Z]\d$/.test(code) ? code : null;
}
/** "Toronto, ON M4C 1B5", "Gatineau (Québec) J8Y 3B5": a province word right before the postal code. */
const PROVINCE_BEFORE_POSTAL = new RegExp(`(?:^|[\\s,(])(${PROVINCE_ALTERNATION})\\.?\\)?,?\\s*$`, "iu");

/** Province names in titles ("Nova Scotia Automobile Policy") and plans, for a vote when the address is unclear. */
const TITLE_PROVINCES: { pattern: RegExp; code: ProvinceCode }[] = [
  { pattern: /\bontario\b|\bopcf\b|\boap\s?1\b/u, code: "ON" },
  { pattern: /\balberta\b/u, code: "AB" },
  { pattern: /\bnova scotia\b/u, code: "NS" },
  { pattern: /\bnew brunswick\b|\bnouveau-brunswick\b/u, code: "NB" },
  { pattern: /\bnewfoundland\b/u, code: "NL" },
  { pattern: /\bprince edward island\b/u, code: "PE" },
  { pattern: /\bquebec\b|\bq\.?p\.?f\.?\b|\bf\.?p\.?q\.?\b/u, code: "QC" },
  { pattern: /\bicbc\b|\bautoplan\b|\bbritish columbia\b/u, code: "BC" },
  { pattern: /\bautopac\b|\bmanitoba\b/u, code: "MB" },
  { pattern: /\bsgi\b|\bsaskatchewan\b/u, code: "SK" },
];

export interface AddressFacts {
  province: Field<ProvinceCode>;
  postalCode: Field<string>;
  city: Field<string>;
}

/** Whose address a postal code is, from the words printed nearest above it (or before it on its line). */
type AddressRole = "insured" | "other" | "both" | "unknown";

interface PostalCandidate {
  code: string;
  /** The province word printed right before it, if any. */
  printedProvince: ProvinceCode | null;
  city: string | null;
  /** Whether its line holds nothing but the city, the province and the code (no other box beside it). */
  alone: boolean;
  role: AddressRole;
}

/** Words that head someone else's address: the insurer (its name or office), the broker, a lienholder, claims. */
export const OTHER_PARTY =
  /\b(?:head\s+office|siege\s+social|bureau\s+(?:chef|principal)|broker|brokers|brokerage|courtier|courtage|cabinet|agent|agency|agence|claims|reclamations?|sinistres?|lienholder|lessor|creancier|issued\s+by|emis\s+par|insurer|assureur|underwritten|insurance|assurances?|corporation|mutual|mutuelle|inc|ltd|ltee|limited|limitee)\b/u;
/** Words that head the insured's own address. */
export const INSURED_PARTY =
  /\b(?:named\s+insured|insured|assures?|assuree?s?\s+designee?s?|policyholder|titulaire|preneur|owner(?!'s)|proprietaire|registered\s+owner)\b/u;
/** A line that starts with "Address": the insured's, unless it says whose (the broker's, the insurer's). */
const ADDRESS_LABEL = /^(?:mailing\s+|home\s+|residential\s+)?(?:address|adresse)\b/u;
/** A courtesy title before a person's name at a line's start: a letter's addressee. */
const ADDRESSEE =
  /^\s*(?:M|Mme|MME|Mlle|MLLE|Mr|MR|Mrs|MRS|Ms|MS|Dr|DR|Monsieur|MONSIEUR|Madame|MADAME)\.?\s+\p{Lu}[\p{L}'’-]+\s+\p{Lu}/u;
/** A postal code anywhere in a line (POSTAL without its global flag, for a test). */
const POSTAL_ANYWHERE = new RegExp(POSTAL.source, "u");
/** How many lines above a postal code its heading may be. */
const ROLE_REACH = 4;

/** The role the nearest line with party words gives (the code's own line first, before the code). */
function roleAbove(lines: string[], index: number, before: string): AddressRole {
  for (let offset = 0; offset <= ROLE_REACH && index - offset >= 0; offset += 1) {
    const line = offset === 0 ? before : (lines[index - offset] ?? "");
    // A letter's addressee ("MME ISABELLE CHARBONNEAU", "M. Rémi Thériault"): the insured, in the
    // envelope's window. Another address above this one (a head office's) is its own block.
    if (offset > 0 && ADDRESSEE.test(line)) return "insured";
    if (offset > 0 && POSTAL_ANYWHERE.test(line)) return "unknown";
    const text = fold(line);
    const other = OTHER_PARTY.test(text);
    const insured = INSURED_PARTY.test(text) || (!other && ADDRESS_LABEL.test(text));
    if (insured && other) return "both";
    if (insured) return "insured";
    if (other) return "other";
  }
  return "unknown";
}

/**
 * The city printed before the province: the last comma-separated piece ("88 Coxwell Avenue, Toronto"),
 * or on a line without commas the longest run of last words the gazetteer knows in that province
 * ("47 Cumberland Street Barrie"); a piece the gazetteer does not know is kept when it can only be a
 * name (letters, at most three words, after a comma or alone on its line).
 */
function cityBefore(text: string, province: ProvinceCode | null): string | null {
  const trimmed = text.replace(/[\s,(]+$/u, "");
  const pieces = trimmed.split(",");
  const last = (pieces.at(-1) ?? "").trim();
  const words = last.split(/\s+/).filter((word) => word.length > 0);
  for (let count = Math.min(MAX_PLACE_WORDS, words.length); count >= 1; count -= 1) {
    const candidate = words.slice(-count).join(" ");
    if (placesNamed(candidate).some((place) => place.code === province)) return nameCase(candidate);
  }
  if (!/^[\p{L}][\p{L}.'’ -]{1,39}$/u.test(last) || words.length > 3) return null;
  return nameCase(last);
}

/** Every postal code in the document with what is printed around it. */
function postalCandidates(lines: string[]): PostalCandidate[] {
  const candidates: PostalCandidate[] = [];
  for (const [index, line] of lines.entries()) {
    for (const match of line.matchAll(POSTAL)) {
      const code = postalOf(match[1] ?? "", match[2] ?? "");
      if (!code || !FSA_PATTERN.test(code.slice(0, 3)) || !/^\d[ABCEGHJ-NPRSTV-Z]\d$/.test(code.slice(4))) continue;
      const before = line.slice(0, match.index);
      const provinceMatch = PROVINCE_BEFORE_POSTAL.exec(fold(before));
      const printedProvince = provinceMatch
        ? (PROVINCE_WORDS[fold(provinceMatch[1] ?? "").replace(/\s+/g, " ")] ?? null)
        : null;
      const beforeProvince = provinceMatch ? before.slice(0, provinceMatch.index) : before;
      const city = provinceMatch ? cityBefore(beforeProvince, printedProvince) : null;
      const alone = city !== null && fold(beforeProvince).replace(/[^a-z]/g, "") === fold(city).replace(/[^a-z]/g, "");
      candidates.push({ code, printedProvince, city, alone, role: roleAbove(lines, index, before) });
    }
  }
  return candidates;
}

/** The province a document's title or plan names, when only one is named. */
function titleProvince(lines: string[]): ProvinceCode | null {
  const text = fold(lines.slice(0, 6).join(" "));
  const codes = new Set(TITLE_PROVINCES.filter((entry) => entry.pattern.test(text)).map((entry) => entry.code));
  return codes.size === 1 ? ([...codes][0] ?? null) : null;
}

const PROVINCE_LABEL =
  /\b(?:province\s+of\s+issue|issuing\s+province|province\s+d'emission|province\s+(?:ou\s+territoire\s+)?d'immatriculation|jurisdiction)\s*:?\s*(.+)$/u;
const PROVINCE_CODES = new Set(["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"]);

/** The province a card or slip names by label ("Province of issue: Ontario", "Province d'émission : QC"). */
function labelledProvince(lines: string[]): ProvinceCode | null {
  for (const line of lines) {
    const value = PROVINCE_LABEL.exec(fold(line).replace(/[’`]/g, "'"))?.[1]?.trim();
    if (!value) continue;
    const code = /^([a-z]{2})\b/.exec(value)?.[1]?.toUpperCase();
    if (code && PROVINCE_CODES.has(code)) return code as ProvinceCode;
    const named = TITLE_PROVINCES.find((entry) => entry.pattern.test(value));
    if (named) return named.code;
  }
  return null;
}

/**
 * Province, postal code and city of the insured's address. The postal code's first letter must
 * agree with the province (domain facts, section 3): when it does not, the postal code is dropped.
 */
export function extractAddress(lines: string[]): AddressFacts {
  // The insured's address, else one no heading claims; one under a heading shared with a broker
  // (two boxes side by side, read as one line) only when its city reads cleanly. Never the insurer's,
  // the broker's or a lienholder's: no address is better than someone else's.
  const rank = (candidate: PostalCandidate) =>
    (candidate.role === "insured" ? 0 : candidate.role === "unknown" ? 2 : candidate.alone ? 1 : 3) * 2 +
    (candidate.printedProvince ? 0 : 1);
  const all = postalCandidates(lines);
  const candidates = all.filter((candidate) => candidate.role !== "other");
  const best = [...candidates].sort((a, b) => rank(a) - rank(b))[0];
  // Without an address of the insured's, the province the other addresses agree on (a policy is
  // issued where its insured lives), with less confidence; never their postal code or city.
  const others = new Set(all.map((candidate) => provinceForFsa(candidate.code)).filter((code) => code !== null));
  const fromOthers = !best && others.size === 1 ? ([...others][0] ?? null) : null;
  const fromTitle = titleProvince(lines);
  const fromPostal = best ? provinceForFsa(best.code) : null;
  const printed = best?.printedProvince ?? null;
  const fromLabel = best ? null : labelledProvince(lines);
  const province = printed ?? fromPostal ?? fromLabel ?? fromTitle ?? fromOthers;
  if (!province) return { province: unknown(), postalCode: unknown(), city: unknown() };
  if (!best) {
    const agrees = fromTitle === null || fromOthers === null || fromTitle === fromOthers;
    return { province: known(province, agrees ? 0.7 : 0.5), postalCode: unknown(), city: unknown() };
  }

  const votes = [printed, fromPostal, fromTitle].filter((vote) => vote !== null);
  const agreeing = votes.filter((vote) => vote === province).length;
  const disagreeing = votes.length - agreeing;
  const confidence = disagreeing > 0 ? 0.5 : agreeing >= 2 ? 0.97 : printed || fromPostal ? 0.8 : 0.6;
  const postalAgrees = best !== undefined && fromPostal === province;
  return {
    province: known(province, confidence),
    postalCode: postalAgrees && best ? known(best.code, printed ? 0.95 : 0.85) : unknown(),
    city: best?.city && postalAgrees ? known(best.city, 0.75) : unknown(),
  };
}
