/** Another part of the page asks the Smart Quote Concierge to open in a given mode. */
export const OPEN_ASSISTANT_EVENT = "qm:open-assistant";

export type AssistantRequest = { mode: "quote_flow" | "chat" };

export function openAssistant(request: AssistantRequest): void {
  window.dispatchEvent(new CustomEvent<AssistantRequest>(OPEN_ASSISTANT_EVENT, { detail: request }));
}
