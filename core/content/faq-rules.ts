/** Content spec, section 9: the FAQ page's general list holds at most 10 questions. */
export const GENERAL_FAQ_LIMIT = 10;

/** Fewer would not be a list worth its heading (issue 24 asks for about ten). */
export const GENERAL_FAQ_MINIMUM = 8;

export interface FaqEntry {
  question: string;
  answer: string;
}
