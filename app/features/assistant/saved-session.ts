import {
  readStored,
  STORAGE_KEYS,
  writeStored,
  type ChatLink,
  type ChatMessage,
  type SavedChatSession,
} from "./storage";

// Reading back the saved chat session (storage.ts writes it): only the panel does, so only its file carries this.

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
  const raw = readStored(STORAGE_KEYS.session);
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
    writeStored(STORAGE_KEYS.session, null);
    return null;
  }
}
