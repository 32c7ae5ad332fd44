import { afterEach } from "vitest";
import { nextTurn, startConversation, type TurnResult } from "../../core/conversation/engine";
import { setLanguageSource } from "../../core/i18n/translate";

/** The engine's tests' today: November 2026 (dated facts are counted against it). */
export const CONVERSATION_CONTEXT = { currentYear: 2026, currentMonth: 11 };

/**
 * A conversation in the built-in engine in `language` (the page's, as the widget sends it), each
 * message in turn from a new quote flow: the last turn's result. Call `resetLanguageAfterEach()` once
 * in a file that uses it.
 */
export function playConversation(language: "en" | "fr", ...messages: string[]): TurnResult {
  setLanguageSource(() => language);
  let state = startConversation().state;
  let result: TurnResult | undefined;
  for (const text of messages) {
    result = nextTurn(state, text, CONVERSATION_CONTEXT);
    state = result.state;
  }
  return result as TurnResult;
}

/** Puts the language back to English after each test of the calling file. */
export function resetLanguageAfterEach(): void {
  afterEach(() => setLanguageSource(() => "en"));
}
