/** The Smart Quote Concierge's endpoints: what they take and what they answer (quote-side spec, section 7). */
import type { CollectedFields } from "../../conversation/slots";
import { t } from "../../i18n/translate";
import { CHAT_LIMITS } from "../chat";
import { z } from "../zod";
import "../../i18n/messages/server";

export const CHAT_MODES = ["quote_flow", "chat"] as const;
export type ChatMode = (typeof CHAT_MODES)[number];

/** `{action: "init"}` starts a conversation; `{chatSessionId, message}` continues one. */
export const chatMessageRequestSchema = z.union([
  z
    .object({
      action: z.literal("init"),
      mode: z.enum(CHAT_MODES, { error: () => t("assistant.error.mode") }).optional(),
    })
    .strict(),
  z
    .object({
      chatSessionId: z.string({ error: () => t("assistant.error.session") }).max(64),
      message: z
        .string({ error: () => t("assistant.error.message") })
        .trim()
        .min(1, { error: () => t("assistant.error.message") })
        .max(CHAT_LIMITS.messageMaxLength, {
          error: () => t("assistant.error.messageTooLong", { max: CHAT_LIMITS.messageMaxLength }),
        }),
    })
    .strict(),
]);
export type ChatMessageRequest = z.input<typeof chatMessageRequestSchema>;

export const chatConsentRequestSchema = z
  .object({
    chatSessionId: z.string({ error: () => t("assistant.error.session") }).max(64),
    consent: z.literal(true, { error: () => t("assistant.error.consent") }),
    consentContact: z.boolean().optional(),
  })
  .strict();
export type ChatConsentRequest = z.input<typeof chatConsentRequestSchema>;

/**
 * "Finish later" (decision 0069): an e-mailed link to this conversation. The address is checked by
 * the server as every visitor address is (the same schema and deliverability check as the wizard's).
 */
export const chatResumeLinkRequestSchema = z
  .object({
    chatSessionId: z.string({ error: () => t("assistant.error.session") }).max(64),
    email: z.unknown(),
  })
  .strict();
export type ChatResumeLinkRequest = { chatSessionId: string; email: string };

/** The answer to a resume link asked for: the address it was sent to. */
export interface ChatResumeLinkResponse {
  ok: true;
  email: string;
}

/** A page an answer came from. */
export interface ChatSource {
  title: string;
  url: string;
}

/** The answer to `{action: "init"}`: the new conversation and its greeting. */
export interface ChatInit {
  chatSessionId: string;
  fields: CollectedFields;
  response: string;
}

/** The answer to a message. */
export interface ChatReply {
  fields: CollectedFields;
  readyForConsent: boolean;
  toolResults: { rejected: { key: string; reason: string }[] };
  response: string;
  /** The spec's province picker: two consecutive rejections of the province while none is stored. */
  showProvincePicker: boolean;
  /** Pages an answer came from. */
  sources: ChatSource[];
  /** Set when the conversation is in the quote now (a price asked for in plain chat moves it there). */
  mode?: ChatMode;
}

/** The answer to the consent: the quote session the conversation became. */
export interface ChatConsentResponse {
  sessionId: string;
}
