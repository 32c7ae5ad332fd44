import { messageLanguage } from "../../core/conversation/french";
import { isLanguage, toLanguage, type Language } from "../../core/i18n/languages";
import { currentLanguage, t } from "../../core/i18n/translate";
import {
  initialState,
  isResetPhrase,
  nextTurn,
  pendingQuestion,
  startConversation,
  toQuoteRequest,
  type ConversationContext,
  type ConversationState,
} from "../../core/conversation/engine";
import { questionShape, sentences } from "../../core/conversation/text";
import type { CollectedFields, FieldKey, ReplyMessage } from "../../core/conversation/slots";
import { questionTopic } from "../../core/conversation/topic";
import { asksForOwnPrice, citationUrl, findAnswer, mentionsPrice } from "../../core/conversation/retrieval";
import type { ChatConsentResponse, ChatInit, ChatReply, ChatSource } from "../../core/shared/api/chat";
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
import { inLanguage } from "../middleware/request-language";
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
 * A plain-chat answer, quoted from our own pages (in the conversation's language) with the page
 * named; never invented. With a provider, the answer may be put in its words from that one passage,
 * under the same no-new-facts guard. `found` is false when the pages hold no answer.
 */
async function answerFromContent(
  dependencies: ChatDependencies,
  budget: LlmBudget,
  message: string,
  province: ProvinceCode | undefined,
): Promise<{ response: string; sources: ChatSource[]; found: boolean }> {
  const index = await dependencies.knowledge.getIndex(currentLanguage());
  const found = findAnswer(index, message, province ? { provinceCode: province } : {});
  if (!found.passage) {
    return {
      // A request for the visitor's own price never reaches here: it moves the conversation into the quote.
      response: t("assistant.noAnswer"),
      sources: [],
      found: false,
    };
  }
  const quoted = await budget.answer(message, found.passage.text, found.snippet);
  return {
    response: `${t("assistant.answerFrom", { title: found.passage.title })} ${quoted}`,
    sources: [{ title: found.passage.title, url: citationUrl(found.passage) }],
    found: true,
  };
}

/** A question that supposes rather than tells: "if someone hits me…", "si quelqu'un me rentre dedans…". */
const SUPPOSES =
  /^(?:and |et |but |mais |ok,? )?(?:if|what if|let's say|say|suppose|supposing|si|s'il|mettons|disons|supposons)\b/;
/**
 * A request in a question's shape ("can I get 1 million liability and a 1000 deductible?", « est-ce que
 * je peux avoir la franchise à 1000? »): when it gives details, they are the answer, not a question.
 */
const REQUESTS =
  /^(?:and |et |so |alors |ok,? )?(?:can|could|may) (?:i|we) (?:get|have|do|go with|take|pick|choose|add|keep|put)\b|^(?:est-ce que |est-ce qu')?(?:je|on) (?:peux|pourrais|pourrait|peut)(?:-tu)? (?:avoir|prendre|mettre|garder|ajouter|choisir)\b|^(?:puis-je|pourrais-je|peut-on) (?:avoir|prendre|mettre|garder|ajouter|choisir)\b/;

/**
 * The questions a message asks in the middle of a quote ("what's a deductible?"), answered from our
 * pages, and what is left of the message to read as details. A sentence that opens with a question
 * word is a question; one that only ends in "?" is one when it gives no detail ("Toronto?" does).
 * A request for the visitor's own price is not a question here: the quote is its answer. Null when
 * nothing is asked or the pages hold no answer (the message is then read as usual).
 */
async function answerMidQuote(
  dependencies: ChatDependencies,
  budget: LlmBudget,
  state: ConversationState,
  message: string,
  today: ConversationContext,
): Promise<{ response: string; sources: ChatSource[]; rest: string; topic: FieldKey | null } | null> {
  if (isResetPhrase(message)) return null;
  // Whether a sentence is no detail to read: it supposes ("si je me blesse dans un accident, qui
  // paie?", whatever details it seems to give), or the engine finds none in it. Read once a sentence.
  const notDetails = new Map<string, boolean>();
  const readsNothing = (text: string): boolean => {
    const reading = nextTurn(state, text, today);
    return (
      reading.changed.length === 0 &&
      !reading.rejected.some((entry) => entry.message.key !== "chat.reason.provinceNeeded")
    );
  };
  const givesNoDetails = (text: string): boolean => {
    const known = notDetails.get(text) ?? (SUPPOSES.test(text.toLowerCase()) || readsNothing(text));
    notDetails.set(text, known);
    return known;
  };
  // A question led by a clause of details ("licensed 20 years, does SGI cover a deer?"): the clause
  // is read as details, the rest answered. Only a clause that gives details other than a place ("In
  // Ontario, do I need winter tires?" asks about Ontario).
  const leadDetails = (part: string): string[] => {
    const comma = part.indexOf(",");
    if (comma <= 0 || !questionShape(part)) return [part];
    const lead = part.slice(0, comma).trim();
    const tail = part.slice(comma + 1).trim();
    if (!tail || questionShape(lead) || questionShape(tail) !== "word" || SUPPOSES.test(lead.toLowerCase()))
      return [part];
    const reading = nextTurn(state, lead, today);
    const details = reading.changed.filter((key) => !key.startsWith("region.") && !key.startsWith("location."));
    return details.length > 0 ? [lead, tail] : [part];
  };
  const parts = sentences(message).flatMap(leadDetails);
  const asked = parts.filter((part) => {
    const shape = questionShape(part);
    if (!shape || asksForOwnPrice(part)) return false;
    // Only with an amount or a count: "can I keep ICBC's basic insurance?" is a question.
    const request = REQUESTS.test(
      part
        .toLowerCase()
        .normalize("NFKD")
        .replace(/[\u0300-\u036f]/g, ""),
    );
    if (request && /\d|\bmillions?\b/i.test(part) && !givesNoDetails(part)) return false;
    return shape === "word" || givesNoDetails(part);
  });
  if (asked.length === 0) return null;
  // Each question is looked up by itself ("Are you a broker? Who sells me the insurance?"): the first
  // the pages answer is answered.
  let answer: Awaited<ReturnType<typeof answerFromContent>> | null = null;
  // Then all of them together, then the whole message: "Someone backed into me. Not my fault. Is
  // that going to bump my insurance?" asks about what the sentences before it say.
  for (const question of new Set([...asked, asked.join(" "), message])) {
    answer = await answerFromContent(dependencies, budget, question, state.fields.region?.province);
    if (answer.found) break;
  }
  if (!answer?.found) {
    // A question our pages cannot answer is said so, and the quote goes on; it is never read for
    // details when it gives none, or when it only supposes ("if someone hits me, …?").
    const unanswered = asked.filter(givesNoDetails);
    if (unanswered.length === 0) return null;
    return {
      response: t("assistant.noAnswerMidQuote"),
      sources: [],
      rest: parts.filter((part) => !unanswered.includes(part)).join(" "),
      topic: null,
    };
  }
  return {
    response: answer.response,
    sources: answer.sources,
    rest: parts.filter((part) => !asked.includes(part)).join(" "),
    // What the question was about, so the next message can point back at it ("ok, I'll take it").
    topic: questionTopic(asked.join(" ")),
  };
}

/**
 * Whether a plain-chat message asks for the visitor's own price: it says so ("how much would I pay"),
 * or talks of a price and gives a detail of the quote ("how much for a Civic?"), or gives two details
 * or more without asking a question ("for a 2014 CX-5 in Ottawa").
 */
function wantsQuote(message: string, fields: CollectedFields, today: ConversationContext): boolean {
  if (asksForOwnPrice(message)) return true;
  const reading = nextTurn({ ...initialState(), fields }, message, today);
  const details = reading.changed.filter((key) => !key.startsWith("coverage."));
  if (details.length === 0) return false;
  if (mentionsPrice(message)) return true;
  return details.length >= 2 && !sentences(message).some((part) => questionShape(part) === "word");
}

/** The question the quote is waiting on, asked again after an answer. */
function resumeQuote(state: ConversationState): string {
  return say([pendingQuestion(state)]);
}

/** Tokens the provider has used in a session, kept in its state beside the conversation. */
function tokensUsed(state: Record<string, unknown>): number {
  const used = state.llmTokens;
  return typeof used === "number" && Number.isFinite(used) && used >= 0 ? used : 0;
}

/**
 * `{chatSessionId, message}`: one turn of the conversation, stored with its reply, in the
 * conversation's language: the page's at first, then the language of the last message clearly
 * written in one (issue 22); a short or mixed message keeps it.
 */
export async function sendChatMessage(
  dependencies: ChatDependencies,
  chatSessionId: string,
  message: string,
): Promise<ChatReply> {
  const session = await requireChat(dependencies.db, chatSessionId);
  const spoken = isLanguage(session.state.language) ? session.state.language : toLanguage(session.language);
  const language = messageLanguage(message) ?? spoken;
  return inLanguage(language, () => converse(dependencies, session, message, language));
}

async function converse(
  dependencies: ChatDependencies,
  session: ChatSessionRow,
  message: string,
  language: Language,
): Promise<ChatReply> {
  const fields = session.fields as CollectedFields;
  const { llmTokens: _tokens, language: _language, ...savedState } = session.state;
  const budget = new LlmBudget(dependencies.llm, dependencies.logger, tokensUsed(session.state));
  const now = dependencies.now();
  const currentYear = now.getUTCFullYear();
  // Today, for the engine to place events in time (the month places "janvier 2023" exactly).
  const today = { currentYear, currentMonth: now.getUTCMonth() + 1 };
  // What is kept beside the conversation's own state: its language, and the provider's tokens.
  const llmState = () => ({ language, ...(budget.enabled ? { llmTokens: budget.used } : {}) });
  // A price asked for in plain chat moves the conversation into the quote, keeping every detail the
  // message gives and asking only for what is missing (issue 22, superseding decision 0016).
  const toQuote = session.mode === "chat" && wantsQuote(message, fields, today);
  if (session.mode === "chat" && !toQuote) {
    const answer = await answerFromContent(dependencies, budget, message, fields.region?.province);
    await recordChatTurn(
      dependencies.db,
      session.id,
      { message, reply: answer.response },
      { state: { ...savedState, ...llmState() } },
    );
    return chatReply(fields, answer.response, answer.sources);
  }
  const state: ConversationState = toQuote
    ? { ...initialState(), fields }
    : { ...initialState(), ...(savedState as Partial<ConversationState>), fields };

  const question = toQuote ? null : await answerMidQuote(dependencies, budget, state, message, today);
  const topic = question?.topic ? { topic: question.topic } : {};
  if (question && !question.rest) {
    const response = `${question.response} ${resumeQuote(state)}`;
    await recordChatTurn(
      dependencies.db,
      session.id,
      { message, reply: response },
      { state: { ...savedState, topic: question.topic, ...llmState() } },
    );
    return {
      ...chatReply(fields, response, question.sources),
      readyForConsent: state.readyForConsent,
      showProvincePicker: state.showProvincePicker,
      mode: "quote_flow",
    };
  }

  // The details of the message (without the questions it asks, answered first).
  const details = question ? question.rest : message;
  const external = isResetPhrase(details)
    ? null
    : await budget.extract(details, { known: fields, lastAsked: state.lastAsked, currentYear });
  const turn = nextTurn({ ...state, ...topic }, details, today, external ?? undefined);
  const draft = [toQuote ? t("assistant.priceToQuote") : "", question?.response ?? "", say(turn.reply)]
    .filter(Boolean)
    .join(" ");
  const response = turn.reset ? draft : await budget.phrase(draft);
  await recordChatTurn(
    dependencies.db,
    session.id,
    { message, reply: response },
    {
      ...(toQuote ? { mode: "quote_flow" as const } : {}),
      fields: turn.fields as Record<string, unknown>,
      state: { ...(turn.state as unknown as Record<string, unknown>), ...topic, ...llmState() },
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
    sources: question?.sources ?? [],
    mode: "quote_flow",
  };
}

/** A reply that changes no detail: an answer from our pages. */
function chatReply(fields: CollectedFields, response: string, sources: ChatSource[]): ChatReply {
  return {
    fields,
    readyForConsent: false,
    toolResults: { rejected: [] },
    response,
    showProvincePicker: false,
    sources,
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
