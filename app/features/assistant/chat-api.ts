import type { ChatMode } from "../../../core/shared/api/chat";
import { API } from "../../../core/shared/api/endpoints";
import { callApi } from "../../lib/api-client";

/** The Smart Quote Concierge's calls (quote-side spec, section 7), through the one API client. */

export type { ChatReply } from "../../../core/shared/api/chat";

export function initChat(mode: ChatMode) {
  return callApi(API.chatInit, { action: "init", mode });
}

export function sendChat(chatSessionId: string, message: string) {
  return callApi(API.chatMessage, { chatSessionId, message });
}

export function sendConsent(chatSessionId: string, consentContact: boolean) {
  return callApi(API.chatConsent, { chatSessionId, consent: true, consentContact });
}

export function sendContact(form: { name: string; email: string; message: string }) {
  return callApi(API.contact, { ...form, subject: "general" });
}

export { analyzePolicy } from "../policy/analyze-policy-request";

/** "Finish later" (decision 0069): a link to this conversation, e-mailed to the visitor. */
export function sendResumeLink(chatSessionId: string, email: string) {
  return callApi(API.chatResumeLink, { chatSessionId, email });
}
