import type { Language } from "../../i18n/languages";
import type { ProvinceCode } from "../../shared/provinces";
import { PROVINCE_NAME_TERMS, detectProvinces } from "./detect-provinces";
import { analyzeText, foldText, normalizeWord } from "./tokenize";
import type { Passage } from "./types";

export interface IndexSettings {
  /** BM25 term-frequency saturation. */
  k1: number;
  /** BM25 length normalisation. */
  b: number;
  /** How much a term in the passage's heading (or FAQ question) counts, against 1 in its text. */
  headingWeight: number;
  /** How much a term in the page title counts. */
  titleWeight: number;
  /** Bonus per query word pair found side by side, times the pair's mean idf. */
  pairBonus: number;
  /** Bonus when the whole question (two words or more) appears as written, times its summed idf. */
  phraseBonus: number;
  /** Weight of a province or city name in a question (the province is preferred separately). */
  provinceTermWeight: number;
  /**
   * Weight of a question word no page contains ("my neighbour said…", "at a Costco"): chatter no
   * passage can match. It still counts against coverage, less than a word the pages use.
   */
  unknownTermWeight: number;
}

export const DEFAULT_INDEX_SETTINGS: IndexSettings = {
  k1: 1.2,
  b: 0.75,
  headingWeight: 2.5,
  titleWeight: 0.5,
  pairBonus: 0.25,
  phraseBonus: 0.5,
  provinceTermWeight: 0.2,
  unknownTermWeight: 0.35,
};

export interface IndexedPassage {
  passage: Passage;
  /** Field-weighted term frequencies (text 1, heading headingWeight, title titleWeight). */
  termFrequencies: ReadonlyMap<string, number>;
  /** Field-weighted length in terms. */
  length: number;
  headingSequence: readonly string[];
  textSequence: readonly string[];
  /** The passage's own province, else the provinces its heading or title names. */
  provinces: readonly ProvinceCode[];
}

export interface KnowledgeIndex {
  /** The language of its pages: questions are analysed in it too. */
  readonly language: Language;
  readonly entries: readonly IndexedPassage[];
  readonly documentFrequency: ReadonlyMap<string, number>;
  readonly averageLength: number;
  readonly settings: IndexSettings;
}

export interface ScoredEntry {
  entry: IndexedPassage;
  score: number;
  /** Share of the question's idf weight that the passage matches (0–1). */
  coverage: number;
  /** The question's terms found in the passage. */
  matched: string[];
}

export interface AnalyzedQuery {
  /** Distinct query terms, in first-seen order. */
  terms: string[];
  sequence: string[];
  /** Each term's weight: 1, provinceTermWeight for province and city names, unknownTermWeight for words no page has. */
  weights: ReadonlyMap<string, number>;
}

function addTerms(frequencies: Map<string, number>, terms: readonly string[], weight: number): void {
  for (const term of terms) frequencies.set(term, (frequencies.get(term) ?? 0) + weight);
}

function passageProvinces(passage: Passage): ProvinceCode[] {
  if (passage.provinceCode) return [passage.provinceCode];
  const fromHeading = passage.heading ? detectProvinces(passage.heading) : [];
  return fromHeading.length > 0 ? fromHeading : detectProvinces(passage.title);
}

/**
 * Indexes one language's passages for BM25 search. Pure and deterministic: the same passages give
 * the same index.
 */
export function buildKnowledgeIndex(
  passages: readonly Passage[],
  settings: Partial<IndexSettings> = {},
  language: Language = "en",
): KnowledgeIndex {
  const merged: IndexSettings = { ...DEFAULT_INDEX_SETTINGS, ...settings };
  const documentFrequency = new Map<string, number>();
  const entries = passages.map((passage): IndexedPassage => {
    const text = analyzeText(passage.text, language);
    const heading = analyzeText(passage.heading ?? "", language);
    const title = analyzeText(passage.title, language);
    const termFrequencies = new Map<string, number>();
    addTerms(termFrequencies, text.terms, 1);
    addTerms(termFrequencies, heading.terms, merged.headingWeight);
    addTerms(termFrequencies, title.terms, merged.titleWeight);
    for (const term of termFrequencies.keys()) documentFrequency.set(term, (documentFrequency.get(term) ?? 0) + 1);
    return {
      passage,
      termFrequencies,
      length: text.terms.length + heading.terms.length * merged.headingWeight + title.terms.length * merged.titleWeight,
      headingSequence: heading.sequence,
      textSequence: text.sequence,
      provinces: passageProvinces(passage),
    };
  });
  const totalLength = entries.reduce((sum, entry) => sum + entry.length, 0);
  return {
    language,
    entries,
    documentFrequency,
    averageLength: entries.length > 0 ? totalLength / entries.length : 0,
    settings: merged,
  };
}

/** BM25 inverse document frequency (never negative); an unknown term gets the highest value. */
export function inverseDocumentFrequency(index: KnowledgeIndex, term: string): number {
  const count = index.entries.length;
  const frequency = index.documentFrequency.get(term) ?? 0;
  return Math.log(1 + (count - frequency + 0.5) / (frequency + 0.5));
}

/** A French word that may be an elision texted without its apostrophe: "dhiver", "lassurance", "jusqua". */
const GLUED_ELISION = /(?<![\p{L}'’])(l|d|j|m|n|s|t|c|qu|jusqu)([aeiouyhàâäéèêëîïôöûü]\p{L}{2,})/giu;

/**
 * "les pneus dhiver cest obligatoire": texting drops the apostrophe of an elision. A word the pages
 * never use whose rest (after l, d, j, qu…) they do use is read with the apostrophe put back.
 */
function withElisions(index: KnowledgeIndex, question: string): string {
  if (index.language !== "fr") return question;
  const known = (word: string) => {
    const term = normalizeWord(foldText(word), "fr");
    return term === null || index.documentFrequency.has(term);
  };
  return question.replace(GLUED_ELISION, (whole: string, elision: string, rest: string) =>
    !known(whole) && known(rest) ? `${elision}'${rest}` : whole,
  );
}

export function analyzeQuery(index: KnowledgeIndex, question: string): AnalyzedQuery {
  const analyzed = analyzeText(withElisions(index, question), index.language);
  const terms = [...new Set(analyzed.terms)];
  const provinceTerms = PROVINCE_NAME_TERMS[index.language];
  const weights = new Map(
    terms.map((term) => {
      if (provinceTerms.has(term)) return [term, index.settings.provinceTermWeight] as const;
      return [term, index.documentFrequency.has(term) ? 1 : index.settings.unknownTermWeight] as const;
    }),
  );
  return { terms, sequence: analyzed.sequence, weights };
}

/** The question's total weight: the most any passage could match (coverage is relative to it). */
export function queryWeight(index: KnowledgeIndex, query: AnalyzedQuery): number {
  return query.terms.reduce(
    (sum, term) => sum + inverseDocumentFrequency(index, term) * (query.weights.get(term) ?? 1),
    0,
  );
}

function containsRun(sequence: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0 || run.length > sequence.length) return false;
  for (let start = 0; start + run.length <= sequence.length; start += 1) {
    if (run.every((term, offset) => sequence[start + offset] === term)) return true;
  }
  return false;
}

/**
 * One passage's BM25 score for a query (each term times its query weight), plus a bonus for each
 * pair of question words found side by side and for the whole question found as written, counted
 * in the heading and in the text separately.
 */
export function scoreEntry(index: KnowledgeIndex, entry: IndexedPassage, query: AnalyzedQuery): ScoredEntry {
  const { k1, b, pairBonus, phraseBonus } = index.settings;
  const weightOf = (term: string) => query.weights.get(term) ?? 1;
  let score = 0;
  let matchedWeight = 0;
  let totalWeight = 0;
  const matched: string[] = [];
  const lengthRatio = index.averageLength > 0 ? entry.length / index.averageLength : 1;
  for (const term of query.terms) {
    const idf = inverseDocumentFrequency(index, term) * weightOf(term);
    totalWeight += idf;
    const frequency = entry.termFrequencies.get(term) ?? 0;
    if (frequency === 0) continue;
    matchedWeight += idf;
    matched.push(term);
    score += (idf * frequency * (k1 + 1)) / (frequency + k1 * (1 - b + b * lengthRatio));
  }
  if (score > 0 && query.sequence.length >= 2) {
    const fields = [entry.headingSequence, entry.textSequence];
    for (let position = 0; position + 1 < query.sequence.length; position += 1) {
      const pair = query.sequence.slice(position, position + 2);
      const found = fields.filter((field) => containsRun(field, pair)).length;
      if (found === 0) continue;
      const weight = Math.min(...pair.map(weightOf));
      const meanIdf = pair.reduce((sum, term) => sum + inverseDocumentFrequency(index, term), 0) / 2;
      score += found * pairBonus * meanIdf * weight;
    }
    const found = fields.filter((field) => containsRun(field, query.sequence)).length;
    if (found > 0) {
      const phraseIdf = query.sequence.reduce(
        (sum, term) => sum + inverseDocumentFrequency(index, term) * weightOf(term),
        0,
      );
      score += found * phraseBonus * phraseIdf;
    }
  }
  return { entry, score, coverage: totalWeight > 0 ? matchedWeight / totalWeight : 0, matched };
}

/** Every passage that matches at least one query term, best first; ties go to the smaller id. */
export function searchIndex(index: KnowledgeIndex, question: string): ScoredEntry[] {
  const query = analyzeQuery(index, question);
  if (query.terms.length === 0) return [];
  return index.entries
    .map((entry) => scoreEntry(index, entry, query))
    .filter((scored) => scored.score > 0)
    .sort(compareScored);
}

export function compareScored(left: ScoredEntry, right: ScoredEntry): number {
  if (right.score !== left.score) return right.score - left.score;
  const leftId = left.entry.passage.id;
  const rightId = right.entry.passage.id;
  return leftId < rightId ? -1 : leftId > rightId ? 1 : 0;
}
