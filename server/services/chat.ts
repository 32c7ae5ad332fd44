import { currentLanguage, t } from "../../core/i18n/translate";
import {
  initialState,
  isResetPhrase,
  nextTurn,
  startConversation,
  toQuoteRequest,
  type ConversationState,
} from "../../core/conversation/engine";
import type { CollectedFields, ReplyMessage } from "../../core/conversation/slots";
import { citationUrl, findAnswer } from "../../core/conversation/retrieval";
import type { ChatConsentResponse, ChatInit, ChatReply } from "../../core/shared/api/chat";
import { AppError } from "../../core/shared/errors";
import { isUuid } from "../../core/shared/ids";
import type { ProvinceCode } from "../../core/shared/provinces";
import type { QuoteForm } from "../../core/shared/quote-form";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import {
  createChatSession,
  findChatSession,
  markChatCompleted,
  recordChatTurn,
  type ChatMode,
  type ChatSessionRow,
} from "../repositories/chat-repository";
import type { createKnowledgeCache } from "./chat-knowledge";
import { type ChatLlm, LlmBudget } from "./chat-llm";
import { hashPrivacyKey } from "./privacy-key";
import type { SessionStartResponse } from "../../core/shared/api/quotes";

export interface ChatDependencies {
  db: Database;
  logger: Logger;
  now: () => Date;
  knowledge: ReturnType<typeof createKnowledgeCache>;
  startQuoteSession: (
    form: QuoteForm,
    chatSessionId: string,
    privacyKey: string | null,
  ) => Promise<SessionStartResponse>;
  /** The optional LLM provider; null (the default) keeps the built-in engine alone, with no network. */
  llm: ChatLlm | null;
}

/** A turn's catalogue messages as one reply. */
function say(reply: readonly ReplyMessage[]): string {
  return reply.map((part) => t(part.key, part.params)).join(" ");
}

async function requireChat(db: Database, chatSessionId: string): Promise<ChatSessionRow> {
  const session = isUuid(chatSessionId) ? await findChatSession(db, chatSessionId) : null;
  if (!session || session.completedAt) throw new AppError("not_found", t("assistant.error.sessionNotFound"));
  return session;
}

/**
 * `{action: "init"}`: a new conversation, in quote flow or plain chat, with its greeting, tied to the
 * privacy key of the browser that started it (only its hash is stored; ADR 0027).
 */
export async function startChat(
  dependencies: ChatDependencies,
  mode: ChatMode,
  privacyKey: string | null = null,
): Promise<ChatInit> {
  const opening = mode === "quote_flow" ? startConversation() : null;
  const response = opening ? say(opening.reply) : t("assistant.greetingChat");
  const session = await createChatSession(dependencies.db, {
    mode,
    greeting: response,
    state: opening ? (opening.state as unknown as Record<string, unknown>) : {},
    privacyKeyHash: privacyKey ? hashPrivacyKey(privacyKey) : null,
  });
  return { chatSessionId: session.id, fields: {}, response };
}

/**
 * A plain-chat answer, quoted from our own pages with the page named; never invented. With a provider,
 * the answer may be put in its words from that one passage, under the same no-new-facts guard.
 */
async function answerFromContent(
  dependencies: ChatDependencies,
  budget: LlmBudget,
  message: string,
  province: ProvinceCode | undefined,
) {
  // Answers come from the pages in the language the visitor is spoken to in.
  const index = await dependencies.knowledge.getIndex(currentLanguage());
  const found = findAnswer(index, message, province ? { provinceCode: province } : {});
  if (!found.passage) {
    return {
      response: t(found.reason === "needs_quote" ? "assistant.needsQuote" : "assistant.noAnswer"),
      sources: [],
    };
  }
  const quoted = await budget.answer(message, found.passage.text, found.snippet);
  return {
    response: `${t("assistant.answerFrom", { title: found.passage.title })} ${quoted}`,
    sources: [{ title: found.passage.title, url: citationUrl(found.passage) }],
  };
}

/** Tokens the provider has used in a session, kept in its state beside the conversation. */
function tokensUsed(state: Record<string, unknown>): number {
  const used = state.llmTokens;
  return typeof used === "number" && Number.isFinite(used) && used >= 0 ? used : 0;
}

/** `{chatSessionId, message}`: one turn of the conversation, stored with its reply. */
export async function sendChatMessage(
  dependencies: ChatDependencies,
  chatSessionId: string,
  message: string,
): Promise<ChatReply> {
  const session = await requireChat(dependencies.db, chatSessionId);
  const fields = session.fields as CollectedFields;
  const { llmTokens: _tokens, ...savedState } = session.state;
  const budget = new LlmBudget(dependencies.llm, dependencies.logger, tokensUsed(session.state));
  if (session.mode === "chat") {
    const answer = await answerFromContent(dependencies, budget, message, fields.region?.province);
    await recordChatTurn(
      dependencies.db,
      session.id,
      { message, reply: answer.response },
      budget.enabled ? { state: { ...savedState, llmTokens: budget.used } } : {},
    );
    return {
      fields,
      readyForConsent: false,
      toolResults: { rejected: [] },
      response: answer.response,
      showProvincePicker: false,
      sources: answer.sources,
    };
  }
  const state: ConversationState = { ...initialState(), ...(savedState as Partial<ConversationState>), fields };
  const currentYear = dependencies.now().getUTCFullYear();
  const external = isResetPhrase(message)
    ? null
    : await budget.extract(message, { known: fields, lastAsked: state.lastAsked, currentYear });
  const turn = nextTurn(state, message, { currentYear }, external ?? undefined);
  const draft = say(turn.reply);
  const response = turn.reset ? draft : await budget.phrase(draft);
  await recordChatTurn(
    dependencies.db,
    session.id,
    { message, reply: response },
    {
      fields: turn.fields as Record<string, unknown>,
      state: {
        ...(turn.state as unknown as Record<string, unknown>),
        ...(budget.enabled ? { llmTokens: budget.used } : {}),
      },
      readyForConsent: turn.readyForConsent,
      provinceRejections: turn.state.provinceRejections,
    },
  );
  return {
    fields: turn.fields,
    readyForConsent: turn.readyForConsent,
    toolResults: { rejected: turn.rejected.map((rejection) => ({ key: rejection.key, reason: rejection.reason })) },
    response,
    showProvincePicker: turn.showProvincePicker,
    sources: [],
  };
}

/**
 * The consent block: a real quote session from what the conversation collected, priced by the
 * engine, with the consents recorded against the assistant channel, tied to the privacy key of the
 * browser that consents.
 */
export async function consentChat(
  dependencies: ChatDependencies,
  chatSessionId: string,
  consentContact: boolean,
  privacyKey: string | null = null,
): Promise<ChatConsentResponse> {
  const session = await requireChat(dependencies.db, chatSessionId);
  if (session.mode !== "quote_flow" || !session.readyForConsent) {
    throw new AppError("conflict", t("assistant.notReady"));
  }
  const built = toQuoteRequest(session.fields as CollectedFields, dependencies.now().getUTCFullYear());
  if (!built.ok) throw new AppError("conflict", t("assistant.notReady"));
  const request = built.request;
  const fsa = request.region.postal_fsa ?? "";
  const started = await dependencies.startQuoteSession(
    {
      category: "car",
      productType: "auto",
      province: request.region.province,
      city: request.location?.city ?? "",
      postalCode: fsa,
      fsa,
      driverAge: null,
      consentDataSharing: true,
      consentContact,
      from: "assistant",
      blog: null,
      car: request,
      home: null,
    },
    session.id,
    privacyKey,
  );
  await markChatCompleted(dependencies.db, session.id);
  dependencies.logger.info({ chatSessionId: session.id, quoteSessionId: started.session_id }, "assistant handed off");
  return { sessionId: started.session_id };
}
