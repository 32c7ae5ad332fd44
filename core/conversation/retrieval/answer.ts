import type { Language } from "../../i18n/languages";
import type { ProvinceCode } from "../../shared/provinces";
import {
  analyzeQuery,
  compareScored,
  inverseDocumentFrequency,
  queryWeight,
  scoreEntry,
  type AnalyzedQuery,
  type KnowledgeIndex,
  type ScoredEntry,
} from "./build-index";
import { PROVINCE_NAME_TERMS, detectProvinces } from "./detect-provinces";
import { sentenceRanges } from "./split-passages";
import { analyzeText, foldText } from "./tokenize";
import type { FindAnswerResult, KnowledgeAnswer, NoAnswer, Passage, ScoredPassage } from "./types";

export interface AnswerThresholds {
  /** Below this share of the question's idf weight matched, there is no answer. */
  minCoverage: number;
  /** Below this score per unit of the question's idf weight, there is no answer. */
  minStrength: number;
  /** From this coverage and strength up (and with a clear lead), the answer is "high" confidence. */
  highCoverage: number;
  highStrength: number;
  /** The best score must beat the next page's by this factor for "high" confidence. */
  highLead: number;
  /** Score factor for passages about the province the question names… */
  provinceBoost: number;
  /** …for passages about only other provinces… */
  otherProvinceFactor: number;
  /** …and for province passages when the question names no province. */
  unaskedProvinceFactor: number;
  /** Ranking multiplies the score by coverage to this power, so passages that miss words lose. */
  coveragePower: number;
}

export const DEFAULT_ANSWER_THRESHOLDS: AnswerThresholds = {
  minCoverage: 0.5,
  minStrength: 0.45,
  highCoverage: 0.75,
  highStrength: 1,
  highLead: 1.1,
  provinceBoost: 1.5,
  otherProvinceFactor: 0.5,
  unaskedProvinceFactor: 0.7,
  coveragePower: 2,
};

/**
 * Insurance words. A question with none of them ("what's the weather in Toronto") is answered only
 * when a passage matches at least two of its words, so one stray word match is not an answer.
 */
export const DOMAIN_WORDS: readonly string[] = (
  "insurance insure insurer policy coverage premium price quote estimate claim deductible liability " +
  "collision comprehensive accident benefits dcpd tpl endorsement opcf sef qef broker agent provider car " +
  "driver driving licence license home condo tenant property contents travel medical life business " +
  "commercial damage theft fire flood water sewer hail storm tire ticket fault icbc saaq mpi sgi fsra " +
  "quotemaple discount save renewal cancel beneficiary rider mandatory minimum perils underwriting " +
  "umbrella snowbird trip injury lawsuit sue bundle telematics compare comparison estimate partner licensed"
).split(" ");

/** The same in French (Quebec insurers' and the AMF's words). */
export const FRENCH_DOMAIN_WORDS: readonly string[] = (
  "assurance assurer assureur police couverture prime prix soumission estimation reclamation franchise " +
  "responsabilite collision accident indemnisation avenant courtier agent auto conducteur conduite permis " +
  "maison habitation condo locataire biens voyage medical vie entreprise commercial dommage vol incendie " +
  "inondation eau egout grele tempete pneu contravention infraction faute saaq amf icbc mpi sgi fsra " +
  "quotemaple rabais economiser renouvellement annuler beneficiaire obligatoire minimum risques souscription " +
  "blessure poursuite regroupement telematique chapitre sinistre constat comparer comparaison estimation " +
  "partenaire declarer dossier"
).split(" ");

const DOMAIN_TERMS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(DOMAIN_WORDS.flatMap((word) => analyzeText(word, "en").terms)),
  fr: new Set(FRENCH_DOMAIN_WORDS.flatMap((word) => analyzeText(word, "fr").terms)),
};

/**
 * The words that say what a question is about, which a passage must share to answer it: "how long
 * does an accident stay on my record?" is not answered by a passage about tickets, however well the
 * rest of its words match.
 */
const SUBJECT_WORDS: Readonly<Record<Language, readonly string[]>> = {
  en: ["accident", "ticket", "deductible", "collision", "comprehensive", "liability", "dcpd", "theft", "hail"],
  fr: ["accident", "contravention", "franchise", "collision", "responsabilite", "iddm", "vol", "grele"],
};
const SUBJECT_TERMS: Readonly<Record<Language, ReadonlySet<string>>> = {
  en: new Set(SUBJECT_WORDS.en.flatMap((word) => analyzeText(word, "en").terms)),
  fr: new Set(SUBJECT_WORDS.fr.flatMap((word) => analyzeText(word, "fr").terms)),
};
/** How much a passage's score keeps for each subject of the question it does not mention (of several). */
const MISSING_SUBJECT_FACTOR = 0.1;

export interface FindAnswerOptions extends Partial<AnswerThresholds> {
  /** The visitor's province when known elsewhere; a province named in the question wins. */
  provinceCode?: ProvinceCode | null | undefined;
  /** How many alternatives to return (default 2, at most 2). */
  maxAlternatives?: number | undefined;
}

const PERSONAL = /\b(?:i|i'd|i'll|i'm|me|my|mine|we|we'd|we're|our|us)\b/;
const MODEL_YEAR = /\b(?:19[89]\d|20[0-4]\d)\s+[a-z]/;
const AMOUNT_ASK = new RegExp(
  [
    String.raw`\bhow much\b`,
    String.raw`\bwhat(?:'s| is| will| would| should| does)\s+(?:my|the|our|it)\b`,
    String.raw`\b(?:give|get|send|show|tell)\s+(?:me|us)\s+(?:a |an |my |our )?(?:quote|price|estimate|rate|premium)`,
    String.raw`\b(?:want|need|like|get)\s+(?:a|an|my)\s+(?:quote|estimate|price)\b`,
    String.raw`\bquote me\b`,
    String.raw`\bwhat would (?:you|you guys|it|that)\s+(?:charge|cost|be)\b`,
    String.raw`\b(?:ballpark|rough (?:price|number|idea)|ball park)\b`,
    String.raw`\b(?:price|quote|estimate|rate|premium|cost)\s+(?:for|on|of)\s+(?:my|a|an|our|insuring)\b`,
  ].join("|"),
);
const PRICE_WORD =
  /\brough (?:number|idea|figure)\b|\b(?:pay|paying|cost|costs|costing|price|prices|priced|premium|premiums|rate|rates|quote|quotes|quoted|estimate|estimates|charge|charged|insure|insuring|ballpark)\b/;
const EXPLANATION =
  /\b(?:why|lower|lowering|reduce|save|saving|savings|cheaper|calculated|calculate|affect|affects|factor|factors|work|works|decline|declining|average|change|changes|impact|impacts|matter|matters|depend|depends|credit)\b/;

/** The same three tests in French (folded text: "coûter" is "couter"). */
const PERSONAL_FR = /\b(?:je|moi|mon|ma|mes|nous|notre|nos)\b|\b[jm]'/;
const AMOUNT_ASK_FR = new RegExp(
  [
    String.raw`\bcombien\b`,
    String.raw`\bquel(?:le)?s?\s+(?:serait|sera|est|serai[st])\s+(?:mon|ma|le|la|notre)\b`,
    String.raw`\b(?:donnez|donne|faites|fais|envoyez|envoie|calculez|calcule)[- ]?(?:moi|nous)\s+(?:une |un |mon |ma |le |la )?(?:soumission|prix|estimation|tarif|prime)`,
    String.raw`\b(?:veux|voudrais|aimerais|besoin d'|obtenir)\s*(?:une|un|mon|ma)\s+(?:soumission|estimation|prix)\b`,
    String.raw`\b(?:prix|soumission|estimation|tarif|prime|cout)\s+(?:pour|de|d')\s*(?:mon|ma|mes|une|un|notre|assurer)\b`,
  ].join("|"),
);
const PRICE_WORD_FR =
  /\b(?:payer|paie|paye|paierai[st]?|payerai[st]?|couter|coute|couterai[st]?|couteront|prix|prime|primes|tarif|tarifs|soumission|soumissions|estimation|assurer)\b/;
const EXPLANATION_FR =
  /\b(?:pourquoi|baisser|reduire|economiser|calcule|calculee|calculer|influence|influencent|influe|affecte|affectent|facteur|facteurs|fonctionne|moyenne|moyen|refuser|change|changer|changent|joue|jouent|impact|credit|depend)\b|moins cher/;

/**
 * Whether the question asks what the visitor would pay ("how much will I pay", "what would my
 * premium be for a 2019 Civic"): only a quote can answer that, never the site's content.
 * Questions about how prices work, how to lower them or the published averages are not.
 */
export function asksForOwnPrice(question: string): boolean {
  const text = foldText(question);
  const english =
    !EXPLANATION.test(text) &&
    AMOUNT_ASK.test(text) &&
    PRICE_WORD.test(text) &&
    (PERSONAL.test(text) || MODEL_YEAR.test(text));
  const french =
    !EXPLANATION_FR.test(text) &&
    AMOUNT_ASK_FR.test(text) &&
    PRICE_WORD_FR.test(text) &&
    (PERSONAL_FR.test(text) || MODEL_YEAR.test(text));
  return english || french;
}

const PRICE_TALK =
  /\b(?:what(?:'s| is| would be| does| will be)?\s+(?:the\s+)?insurance\s+(?:on|for)|(?:l')?assurance\s+(?:sur|pour)\s+(?:un|une|mon|ma)|how much|price|prices|priced|pricing|cost|costs|costing|pay|paying|quote|quotes|estimate|estimates|premium|premiums|rate|rates|insure|insuring|combien|prix|couter|coute|couterait|couteraient|cout|payer|paierai[st]?|payerai[st]?|soumission|soumissions|estimation|estimations|tarif|tarifs|prime|assurer|paye|paie|cheap|cheaper|cheapest|cher)\b/;

/** Whether a message talks about a price or a quote at all (English or French), asked or not. */
export function mentionsPrice(text: string): boolean {
  return PRICE_TALK.test(foldText(text));
}

function provinceFactor(
  entryProvinces: readonly ProvinceCode[],
  asked: readonly ProvinceCode[],
  thresholds: AnswerThresholds,
): number {
  if (entryProvinces.length === 0) return 1;
  if (asked.length === 0) return thresholds.unaskedProvinceFactor;
  return entryProvinces.some((code) => asked.includes(code))
    ? thresholds.provinceBoost
    : thresholds.otherProvinceFactor;
}

function sentenceWeight(index: KnowledgeIndex, sentence: string, query: AnalyzedQuery): number {
  let weight = 0;
  for (const term of new Set(analyzeText(sentence, index.language).terms)) {
    const termWeight = query.weights.get(term);
    if (termWeight !== undefined) weight += inverseDocumentFrequency(index, term) * termWeight;
  }
  return weight;
}

/**
 * The one to three consecutive sentences of the passage that best match the question, cut from
 * passage.text as they are (never rewritten). A FAQ answer is quoted from its start ("Yes. …").
 */
export function pickSnippet(index: KnowledgeIndex, passage: Passage, question: string | AnalyzedQuery): string {
  const query = typeof question === "string" ? analyzeQuery(index, question) : question;
  const ranges = sentenceRanges(passage.text);
  if (ranges.length === 0) return "";
  const weights = ranges.map(([start, end]) => sentenceWeight(index, passage.text.slice(start, end), query));
  let best = 0;
  weights.forEach((weight, position) => {
    if (weight > (weights[best] ?? 0)) best = position;
  });
  let first = best;
  let last = best;
  if (passage.kind === "faq" && best <= 2) first = 0;
  const words = () =>
    passage.text
      .slice(ranges[first]?.[0] ?? 0, ranges[last]?.[1] ?? 0)
      .split(/\s+/)
      .filter(Boolean).length;
  // Add the following sentence while the snippet is short or that sentence is about as relevant.
  const bestWeight = weights[best] ?? 0;
  while (last - first < 2 && last + 1 < ranges.length) {
    const next = weights[last + 1] ?? 0;
    if (words() < 15 || (next > 0 && next >= bestWeight / 2)) last += 1;
    else break;
  }
  const [start] = ranges[first] ?? [0, 0];
  const [, end] = ranges[last] ?? [0, 0];
  return passage.text.slice(start, end);
}

function noAnswer(reason: NoAnswer["reason"], provinceCode: ProvinceCode | null): NoAnswer {
  return { passage: null, reason, provinceCode };
}

/**
 * Lead-ins that carry no question of their own: "quick question:", "before I pick coverage,", "my
 * neighbour said (that)", "j'ai entendu dire que", "mon beau-frère dit que". Their words would only
 * weigh against every passage.
 */
const LEAD_INS = [
  /\b(?:(?:a |one |just a |just one )?quick question|one question|just wondering|i was wondering|before i (?:pick|choose|answer|go on|continue)[^,.:?!]*)\s*[,:.-]?\s*/gi,
  /\b(?:my|a|our) (?:[a-z-]+ ){0,2}(?:said|says|told me|tells me|mentioned|claims)(?: that)?\s*/gi,
  /\b(?:i(?:'ve| have)? heard|someone told me|somebody told me|people say)(?: that)?\s*/gi,
  /\b(?:petite question|juste une question|une question|question rapide)\s*[,:.-]?\s*/gi,
  /\b(?:mon|ma|mes|notre) (?:[\p{L}-]+ ){0,2}(?:dit|disent|m'a dit|mont dit|m'ont dit|pretend|prétend)(?: que| qu')?\s*/giu,
  /\b(?:j'ai entendu dire|on m'a dit|quelqu'un m'a dit)(?: que| qu')?\s*/gi,
];

function withoutLeadIns(question: string): string {
  const stripped = LEAD_INS.reduce((text, pattern) => text.replace(pattern, " "), question).trim();
  return stripped.length > 0 ? stripped : question;
}

/**
 * Answers a question from the index: the best passage, its most relevant sentences (verbatim),
 * and up to two alternatives on other pages. There is no answer when the question asks for the
 * visitor's own price ("needs_quote"), has no searchable words ("empty_question"), or nothing
 * matches well enough ("no_match"), so the assistant never has to guess.
 */
export function findAnswer(index: KnowledgeIndex, text: string, options: FindAnswerOptions = {}): FindAnswerResult {
  const question = withoutLeadIns(text);
  const thresholds: AnswerThresholds = { ...DEFAULT_ANSWER_THRESHOLDS, ...definedThresholds(options) };
  const named = detectProvinces(question);
  const asked = named.length > 0 ? named : options.provinceCode ? [options.provinceCode] : [];
  const provinceCode = asked[0] ?? null;
  if (asksForOwnPrice(question)) return noAnswer("needs_quote", provinceCode);
  const query = analyzeQuery(index, question);
  if (query.terms.length === 0) return noAnswer("empty_question", provinceCode);

  const totalWeight = queryWeight(index, query);
  const subjects = query.terms.filter((term) => SUBJECT_TERMS[index.language].has(term));
  const passes = (scored: ScoredEntry) => {
    // A passage on every subject of the question passes with a little less of the rest matched.
    const onSubject = subjects.length > 0 && subjects.every((term) => scored.matched.includes(term));
    // One that shares none of them answers another question.
    if (subjects.length > 0 && !subjects.some((term) => scored.matched.includes(term))) return false;
    const relaxed = onSubject ? 0.8 : 1;
    if (scored.score / totalWeight < thresholds.minStrength * relaxed) return false;
    if (scored.coverage >= thresholds.minCoverage * relaxed) return true;
    // A long question matched on three insurance words or more passes with less of its weight matched
    // ("do I get a discount for winter tires or is that a myth?"): its other words are chatter.
    const words = scored.matched.filter((term) => !PROVINCE_NAME_TERMS[index.language].has(term));
    return scored.coverage >= thresholds.minCoverage * 0.6 && words.length >= 3;
  };
  const ranked = index.entries
    .map((entry) => scoreEntry(index, entry, query))
    .filter((scored) => scored.score > 0 && passes(scored))
    .map((scored) => ({
      ...scored,
      score:
        scored.score *
        provinceFactor(scored.entry.provinces, asked, thresholds) *
        scored.coverage ** thresholds.coveragePower *
        MISSING_SUBJECT_FACTOR ** subjects.filter((term) => !scored.matched.includes(term)).length,
    }))
    .sort(compareScored);
  const top = ranked[0];
  if (!top) return noAnswer("no_match", provinceCode);
  const onTopic = query.terms.some((term) => DOMAIN_TERMS[index.language].has(term));
  const provinceTerms = PROVINCE_NAME_TERMS[index.language];
  const matchedWords = top.matched.filter((term) => !provinceTerms.has(term));
  if (!onTopic && matchedWords.length < 2) return noAnswer("no_match", provinceCode);

  const maxAlternatives = Math.min(2, Math.max(0, options.maxAlternatives ?? 2));
  const alternatives: ScoredPassage[] = [];
  const usedUrls = new Set([top.entry.passage.url]);
  for (const candidate of ranked.slice(1)) {
    if (alternatives.length >= maxAlternatives) break;
    const passage = candidate.entry.passage;
    if (usedUrls.has(passage.url) || passage.text === top.entry.passage.text) continue;
    usedUrls.add(passage.url);
    alternatives.push({ passage, score: round(candidate.score) });
  }

  const runnerUp = ranked.find((candidate) => candidate.entry.passage.url !== top.entry.passage.url);
  const aboutOtherProvince =
    asked.length > 0 && top.entry.provinces.length > 0 && !top.entry.provinces.some((code) => asked.includes(code));
  const high =
    !aboutOtherProvince &&
    top.coverage >= thresholds.highCoverage &&
    top.score / totalWeight >= thresholds.highStrength &&
    (!runnerUp || top.score >= runnerUp.score * thresholds.highLead);
  const answer: KnowledgeAnswer = {
    passage: top.entry.passage,
    score: round(top.score),
    confidence: high ? "high" : "low",
    snippet: pickSnippet(index, top.entry.passage, query),
    alternatives,
    provinceCode,
  };
  return answer;
}

function definedThresholds(options: FindAnswerOptions): Partial<AnswerThresholds> {
  const entries = Object.entries(options).filter(
    ([key, value]) => key in DEFAULT_ANSWER_THRESHOLDS && typeof value === "number",
  );
  return Object.fromEntries(entries) as Partial<AnswerThresholds>;
}

function round(score: number): number {
  return Math.round(score * 1000) / 1000;
}

export function isAnswer(result: FindAnswerResult): result is KnowledgeAnswer {
  return result.passage !== null;
}
