import type { ChatLink, ChatMode } from "./storage";

/** The Smart Quote Concierge's calls (quote-side spec, section 7), against our own API. */

export interface ChatInit {
  chatSessionId: string;
  fields: Record<string, unknown>;
  response: string;
}

export interface ChatReply {
  fields: Record<string, unknown>;
  readyForConsent: boolean;
  toolResults: { rejected: { key: string; reason: string }[] };
  response: string;
  showProvincePicker: boolean;
  sources: ChatLink[];
}

/**
 * A call's outcome: the answer, or the server's own error text (with its reason, such as
 * "ai_unavailable", when it gave one), or nothing usable (network, bad body).
 */
export type Outcome<T> =
  { ok: true; value: T } | { ok: false; message: string | null; status: number | null; reason?: string };

async function postJson<T>(url: string, body: unknown): Promise<Outcome<T>> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, message: null, status: null };
  }
  const parsed = (await response.json().catch(() => null)) as
    (T & { error?: { message?: unknown; details?: { reason?: unknown } } }) | null;
  if (!response.ok || parsed === null) {
    const message = parsed?.error?.message;
    const reason = parsed?.error?.details?.reason;
    return {
      ok: false,
      message: typeof message === "string" && message ? message : null,
      status: response.status,
      ...(typeof reason === "string" ? { reason } : {}),
    };
  }
  return { ok: true, value: parsed };
}

export function initChat(mode: ChatMode): Promise<Outcome<ChatInit>> {
  return postJson<ChatInit>("/api/chat/message", { action: "init", mode });
}

export function sendChat(chatSessionId: string, message: string): Promise<Outcome<ChatReply>> {
  return postJson<ChatReply>("/api/chat/message", { chatSessionId, message });
}

export function sendConsent(chatSessionId: string, consentContact: boolean): Promise<Outcome<{ sessionId: string }>> {
  return postJson<{ sessionId: string }>("/api/chat/consent", { chatSessionId, consent: true, consentContact });
}

export function sendContact(form: { name: string; email: string; message: string }): Promise<Outcome<{ ok: true }>> {
  return postJson<{ ok: true }>("/api/contact", { ...form, subject: "general" });
}

export { analyzePolicy } from "../policy/analyze-policy-request";
