/** Content spec, section 9: the FAQ page's general list holds at most 10 unique questions. */
export const GENERAL_FAQ_LIMIT = 10;

export interface FaqEntry {
  question: string;
  answer: string;
}

function questionKey(question: string): string {
  return question.trim().toLowerCase().replace(/\s+/g, " ");
}

/** The first distinct questions across provinces (de-duplicated by question text), in order. */
export function pickGeneralQuestions(groups: readonly FaqEntry[][], limit: number = GENERAL_FAQ_LIMIT): FaqEntry[] {
  const seen = new Set<string>();
  const picked: FaqEntry[] = [];
  for (const entry of groups.flat()) {
    const key = questionKey(entry.question);
    if (seen.has(key)) continue;
    seen.add(key);
    picked.push(entry);
    if (picked.length === limit) break;
  }
  return picked;
}
