/**
 * The widget's browser storage (quote-side spec, section 3 "Browser storage"): whether the panel is
 * open or minimized, whether the visitor has interacted with it, and the saved chat session (read back by
 * saved-session.ts, which only the panel needs; the rest is on every page, decision 0033).
 * Every access is guarded: storage can be full, disabled or blocked, and that must never break a page.
 */

export type WidgetState = "open" | "minimized";
import type { ChatMode, ChatSource } from "../../../core/shared/api/chat";

export type { ChatMode };

/** A link shown with a message: a page an answer came from, or the prefilled quote. */
export type ChatLink = ChatSource;

export interface ChatMessage {
  role: "user" | "assistant";
  content: string;
  /** Pages a plain-chat answer came from. */
  sources?: ChatLink[];
  /** Extra links offered with a message (the policy summary's prefilled quote). */
  links?: ChatLink[];
}

export interface SavedChatSession {
  mode: ChatMode;
  messages: ChatMessage[];
  chatSessionId: string | null;
  fields: Record<string, unknown>;
  readyForConsent: boolean;
  timestamp: string;
}

export const STORAGE_KEYS = {
  state: "qm.assistant.state",
  interacted: "qm.assistant.interacted",
  session: "qm.assistant.chatSession",
} as const;

/** A stored value, or null when there is none or storage cannot be read. */
export function readStored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores a value (null removes it); storage that cannot be written is left as it is. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): the widget still works for this page.
  }
}

export function readWidgetState(): WidgetState | null {
  const value = readStored(STORAGE_KEYS.state);
  return value === "open" || value === "minimized" ? value : null;
}

export function saveWidgetState(state: WidgetState | null): void {
  writeStored(STORAGE_KEYS.state, state);
}

export function readInteracted(): boolean {
  return readStored(STORAGE_KEYS.interacted) === "true";
}

export function saveInteracted(): void {
  writeStored(STORAGE_KEYS.interacted, "true");
}

export function saveSession(session: SavedChatSession | null): void {
  writeStored(STORAGE_KEYS.session, session === null ? null : JSON.stringify(session));
}

export function hasSavedSession(): boolean {
  return readStored(STORAGE_KEYS.session) !== null;
}
