/** Typing headline timings (quote-side spec, section 9). */
export const TYPING_TIMINGS = { typeMs: 100, deleteMs: 50, pauseMs: 1500, nextWordMs: 300 } as const;

export interface TypingState {
  wordIndex: number;
  length: number;
  phase: "typing" | "deleting";
}

/**
 * One step of the headline: type a character every 100 ms, pause 1500 ms on the full word, delete
 * a character every 50 ms, then wait 300 ms before typing the next word. Returns the next state and
 * how long to wait before showing it.
 */
export function nextTypingStep(state: TypingState, words: readonly string[]): { state: TypingState; delayMs: number } {
  const word = words[state.wordIndex] ?? "";
  if (state.phase === "typing") {
    if (state.length < word.length)
      return { state: { ...state, length: state.length + 1 }, delayMs: TYPING_TIMINGS.typeMs };
    return { state: { ...state, phase: "deleting", length: word.length - 1 }, delayMs: TYPING_TIMINGS.pauseMs };
  }
  if (state.length > 0) return { state: { ...state, length: state.length - 1 }, delayMs: TYPING_TIMINGS.deleteMs };
  return {
    state: { wordIndex: (state.wordIndex + 1) % words.length, length: 1, phase: "typing" },
    delayMs: TYPING_TIMINGS.nextWordMs,
  };
}
