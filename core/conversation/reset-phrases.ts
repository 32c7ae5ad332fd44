/**
 * Quote-side spec, section 4: any message containing one of these (case-insensitive) starts over.
 * Kept in its own module, with no imports, so the browser's assistant can check a message without
 * pulling in the conversation engine.
 */
export const RESET_PHRASES = [
  "main screen",
  "main menu",
  "start over",
  "go back",
  "back to start",
  "show options",
  "reset",
  "restart",
  "beginning",
  "home screen",
  "menu",
  "start again",
] as const;

export function isResetPhrase(text: string): boolean {
  const lower = text.toLowerCase().replace(/\s+/g, " ");
  return RESET_PHRASES.some((phrase) => lower.includes(phrase));
}
