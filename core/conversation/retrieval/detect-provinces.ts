import { PROVINCES, type ProvinceCode } from "../../shared/provinces";
import type { Language } from "../../i18n/languages";
import { analyzeText, splitWords } from "./tokenize";

/** Names in English and French, short forms and large cities of each province (folded words). */
const PROVINCE_NAMES: Readonly<Record<ProvinceCode, readonly string[]>> = {
  ON: ["ontario", "toronto", "ottawa", "mississauga", "brampton", "hamilton", "gta"],
  BC: ["british columbia", "colombie britannique", "bc", "vancouver", "victoria", "surrey", "burnaby"],
  AB: ["alberta", "calgary", "edmonton"],
  QC: [
    "quebec",
    "qc",
    "montreal",
    "laval",
    "gatineau",
    "longueuil",
    "sherbrooke",
    "saguenay",
    "levis",
    "trois rivieres",
  ],
  MB: ["manitoba", "winnipeg"],
  SK: ["saskatchewan", "regina", "saskatoon"],
  NS: ["nova scotia", "nouvelle ecosse", "halifax"],
  NB: ["new brunswick", "nouveau brunswick", "moncton", "fredericton"],
  NL: ["newfoundland", "terre neuve", "labrador", "st john"],
  PE: ["prince edward island", "ile du prince edouard", "pei", "ipe", "charlottetown"],
};

/** Words that point to a province but are subjects in their own right (public insurers, forms). */
const PROVINCE_HINTS: Readonly<Partial<Record<ProvinceCode, readonly string[]>>> = {
  ON: ["fsra", "fsrao", "opcf"],
  BC: ["icbc", "autoplan"],
  QC: ["saaq", "qef"],
  MB: ["mpi", "autopac"],
  SK: ["sgi"],
};

/** Two-letter codes that are also English words or common abbreviations count only in capitals. */
const CAPITAL_ONLY_CODES: readonly ProvinceCode[] = ["ON", "AB", "MB", "SK", "NS", "NB", "NL", "PE"];

const PATTERNS = (Object.entries(PROVINCE_NAMES) as [ProvinceCode, readonly string[]][]).map(([code, names]) => ({
  code,
  phrases: [...names, ...(PROVINCE_HINTS[code] ?? [])].map((name) => name.split(" ")),
}));

/**
 * The search terms of province names and cities, in each language's analysis. A question's province
 * is handled by preferring that province's passages, so these terms count for little in the score.
 */
export const PROVINCE_NAME_TERMS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: provinceNameTerms("en"),
  fr: provinceNameTerms("fr"),
};

function provinceNameTerms(language: Language): ReadonlySet<string> {
  return new Set(
    Object.values(PROVINCE_NAMES).flatMap((names) => names.flatMap((name) => analyzeText(name, language).terms)),
  );
}

function containsPhrase(words: readonly string[], phrase: readonly string[]): boolean {
  for (let index = 0; index + phrase.length <= words.length; index += 1) {
    if (phrase.every((word, offset) => words[index + offset] === word)) return true;
  }
  return false;
}

/** The provinces a text names, in the order of PROVINCES (deterministic). */
export function detectProvinces(text: string): ProvinceCode[] {
  const words = splitWords(text);
  const found = new Set<ProvinceCode>();
  for (const { code, phrases } of PATTERNS) {
    if (phrases.some((phrase) => containsPhrase(words, phrase))) found.add(code);
  }
  for (const code of CAPITAL_ONLY_CODES) {
    if (new RegExp(`(^|[^A-Za-z])${code}([^A-Za-z]|$)`).test(text)) found.add(code);
  }
  return PROVINCES.map((province) => province.code).filter((code) => found.has(code));
}
