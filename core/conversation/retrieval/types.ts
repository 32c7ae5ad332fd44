import type { ProvinceCode } from "../../shared/provinces";

/**
 * Where a passage comes from. "faq" is any question-and-answer pair (the FAQ page, a guide's or a
 * province page's FAQ, a post's [FAQ] block); the others are sections of that kind of page.
 */
export type PassageKind = "faq" | "learn" | "province" | "compare" | "post" | "company";

/** A short piece of the site's own content that an answer can quote and cite. */
export interface Passage {
  /** Unique and stable for the same content (used to break ties, so answers are deterministic). */
  id: string;
  /** The title of the page the passage is on, as it should be cited. */
  title: string;
  /** The page's site path (from PATHS), without an anchor. */
  url: string;
  /** Plain text; snippets are cut from it verbatim. */
  text: string;
  kind: PassageKind;
  /** The section heading the passage sits under, or the question of a FAQ pair. */
  heading?: string | undefined;
  /** The id of that heading on the page, when the page renders one (url + "#" + anchor). */
  anchor?: string | undefined;
  /** Set when the passage is about one province (a province page, a province comparison page). */
  provinceCode?: ProvinceCode | undefined;
}

export type Confidence = "high" | "low";

export interface ScoredPassage {
  passage: Passage;
  score: number;
}

/** A passage that answers the question, with the sentences to quote from it. */
export interface KnowledgeAnswer {
  passage: Passage;
  score: number;
  confidence: Confidence;
  /** One to three consecutive sentences copied verbatim from passage.text. */
  snippet: string;
  /** Up to two other relevant passages, each on a different page. */
  alternatives: ScoredPassage[];
  /** The province the question names (or the one given in the options), if any. */
  provinceCode: ProvinceCode | null;
}

/**
 * Why there is no answer: the question asks for the visitor's own price ("needs_quote": offer to
 * start a quote), nothing in the content matches well enough ("no_match": say so and offer the
 * contact form), or the question has no searchable words ("empty_question").
 */
export type NoAnswerReason = "needs_quote" | "no_match" | "empty_question";

export interface NoAnswer {
  passage: null;
  reason: NoAnswerReason;
  provinceCode: ProvinceCode | null;
}

export type FindAnswerResult = KnowledgeAnswer | NoAnswer;
