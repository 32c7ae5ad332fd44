/**
 * The widget's browser storage (quote-side spec, section 3 "Browser storage"): whether the panel is
 * open or minimized, whether the visitor has interacted with it, and the saved chat session.
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

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage unavailable (private mode, quota): the widget still works for this page.
  }
}

export function readWidgetState(): WidgetState | null {
  const value = read(STORAGE_KEYS.state);
  return value === "open" || value === "minimized" ? value : null;
}

export function saveWidgetState(state: WidgetState | null): void {
  write(STORAGE_KEYS.state, state);
}

export function readInteracted(): boolean {
  return read(STORAGE_KEYS.interacted) === "true";
}

export function saveInteracted(): void {
  write(STORAGE_KEYS.interacted, "true");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isLinkList(value: unknown): value is ChatLink[] {
  return (
    Array.isArray(value) &&
    value.every((link) => isRecord(link) && typeof link.title === "string" && typeof link.url === "string")
  );
}

function isMessage(value: unknown): value is ChatMessage {
  return (
    isRecord(value) &&
    (value.role === "user" || value.role === "assistant") &&
    typeof value.content === "string" &&
    (value.sources === undefined || isLinkList(value.sources)) &&
    (value.links === undefined || isLinkList(value.links))
  );
}

/** The saved session, or null when there is none or it cannot be trusted (logged, then ignored). */
export function readSavedSession(): SavedChatSession | null {
  const raw = read(STORAGE_KEYS.session);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (
      !isRecord(parsed) ||
      !Array.isArray(parsed.messages) ||
      !parsed.messages.every(isMessage) ||
      (parsed.chatSessionId !== null && typeof parsed.chatSessionId !== "string")
    ) {
      throw new Error("unexpected shape");
    }
    return {
      mode: parsed.mode === "quote_flow" ? "quote_flow" : "chat",
      messages: parsed.messages,
      chatSessionId: parsed.chatSessionId,
      fields: isRecord(parsed.fields) ? parsed.fields : {},
      readyForConsent: parsed.readyForConsent === true,
      timestamp: typeof parsed.timestamp === "string" ? parsed.timestamp : new Date().toISOString(),
    };
  } catch (error) {
    console.warn("The saved assistant conversation could not be read and was ignored.", error);
    write(STORAGE_KEYS.session, null);
    return null;
  }
}

export function saveSession(session: SavedChatSession | null): void {
  write(STORAGE_KEYS.session, session === null ? null : JSON.stringify(session));
}

export function hasSavedSession(): boolean {
  return read(STORAGE_KEYS.session) !== null;
}
