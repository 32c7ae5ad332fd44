/**
 * Retrieval over the site's own content for the assistant's plain-chat mode: passages in, the best
 * passage and its verbatim sentences out, or a reason there is no answer. Pure; nothing generated.
 */
export {
  DEFAULT_ANSWER_THRESHOLDS,
  asksForOwnPrice,
  mentionsPrice,
  findAnswer,
  isAnswer,
  pickSnippet,
  type AnswerThresholds,
  type FindAnswerOptions,
} from "./answer";
export {
  DEFAULT_INDEX_SETTINGS,
  analyzeQuery,
  buildKnowledgeIndex,
  inverseDocumentFrequency,
  searchIndex,
  type IndexSettings,
  type IndexedPassage,
  type KnowledgeIndex,
  type ScoredEntry,
} from "./build-index";
export { detectProvinces } from "./detect-provinces";
export {
  MAX_PASSAGE_WORDS,
  faqPassage,
  headingSlug,
  markdownInlineToText,
  sentenceRanges,
  splitIntoPassages,
  type SplitOptions,
} from "./split-passages";
export { analyzeText, foldText, stem, tokenize } from "./tokenize";
export type {
  Confidence,
  FindAnswerResult,
  KnowledgeAnswer,
  NoAnswer,
  NoAnswerReason,
  Passage,
  PassageKind,
  ScoredPassage,
} from "./types";

/** The page address to link to: the page, plus the section's anchor when it has one. */
export function citationUrl(passage: { url: string; anchor?: string | undefined }): string {
  return passage.anchor ? `${passage.url}#${passage.anchor}` : passage.url;
}
