/** Another part of the page asks the Smart Quote Concierge to open in a given mode. */
export const OPEN_ASSISTANT_EVENT = "qm:open-assistant";

/** A conversation opened by its e-mailed link in another browser, to carry on (decision 0069). */
export interface ResumedConversation {
  mode: "quote_flow" | "chat";
  chatSessionId: string;
  messages: { role: "user" | "assistant"; content: string }[];
  fields: Record<string, unknown>;
  readyForConsent: boolean;
}

export type AssistantRequest = { mode: "quote_flow" | "chat"; conversation?: ResumedConversation };

export function openAssistant(request: AssistantRequest): void {
  window.dispatchEvent(new CustomEvent<AssistantRequest>(OPEN_ASSISTANT_EVENT, { detail: request }));
}
