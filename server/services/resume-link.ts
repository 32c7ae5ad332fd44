import { createHash, randomBytes } from "node:crypto";
import { createTranslator, currentLanguage, t } from "../../core/i18n/translate";
import { isLanguage, toLanguage, type Language } from "../../core/i18n/languages";
import type { ChatMode } from "../../core/shared/api/chat";
import { BRAND } from "../../core/shared/brand";
import { AppError } from "../../core/shared/errors";
import { categoryName } from "../../core/shared/insurance-categories";
import { localizePath } from "../../core/shared/localized-paths";
import { PATHS } from "../../core/shared/paths";
import { positionIn, readDraft, stepsFor, type WizardDraft, type WizardPosition } from "../../core/shared/quote-draft";
import { emailAddressSchema } from "../../core/shared/come-back";
import { isUuid } from "../../core/shared/ids";
import { findQuoteDraft, insertResumeLink, saveQuoteDraft } from "../repositories/quote-draft-repository";
import { findChatSession, listChatMessages, type ChatSessionRow } from "../repositories/chat-repository";
import { inLanguage } from "../middleware/request-language";
import { undeliverableReason, type ComeBackDependencies } from "./come-back";
import { hashPrivacyKey, holdsPrivacyKey } from "./privacy-key";
import { QUOTE_DRAFT_TTL_MS } from "./quote-wizard";
import "../../core/i18n/messages/come-back";

// "Finish later" (issue 25 section 4, decisions 0062 and 0069): an unfinished wizard's answers, or an
// unfinished conversation with the assistant, kept under a secret of their own and e-mailed as a link
// that opens them on any device. One way for both: the same secret, address checks, e-mail and life. The secret is 32 random
// bytes, stored as its SHA-256 only, in the wizard's draft table under a key no privacy key can
// have (`resume:` and the hash), so it lives as long as a draft does (a day, decision 0029) and the
// retention job deletes it with the others. It opens the answers and nothing else: it is no privacy
// key or code, no results link, and no shared link.

/** How long a resume link works: as long as the draft it opens is kept. */
export const RESUME_LINK_TTL_MS = QUOTE_DRAFT_TTL_MS;

const TOKEN = /^[0-9a-f]{64}$/;
const KEY_PREFIX = "resume:";

function resumeKey(token: string): string {
  return `${KEY_PREFIX}${createHash("sha256").update(`resume-link:${token}`).digest("hex")}`;
}

function refused(message: string): AppError {
  return new AppError("validation_failed", t("api.validationFailed"), [{ field: "resumeEmail", message }]);
}

function until(date: Date, language: Language): string {
  return new Intl.DateTimeFormat(language === "fr" ? "fr-CA" : "en-CA", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "America/Toronto",
  }).format(date);
}

/** What a link keeps: the wizard's answers and step, or which conversation it opens. */
type Kept = { draft: WizardDraft; at: string; language: Language } | { chat: string; language: Language };

/**
 * Checks the address as the results e-mail's is (syntax; an MX record in production; the
 * suppression list) before anything is kept; then keeps what the link opens and queues its e-mail,
 * together, in the language of what it opens. A transactional message the visitor asked for: one
 * e-mail, no subscription, no consent record (decision 0062).
 */
async function sendResumeLink(
  dependencies: ComeBackDependencies,
  email: unknown,
  kept: Kept,
  intro: string,
): Promise<{ email: string }> {
  const parsed = emailAddressSchema().safeParse(email ?? "");
  if (!parsed.success) throw refused(parsed.error.issues[0]?.message ?? t("comeBack.error.email"));
  const address = parsed.data;
  const undeliverable = await undeliverableReason(dependencies, address);
  if (undeliverable) throw refused(undeliverable);
  const now = dependencies.now();
  const { language } = kept;
  const translate = createTranslator(language);
  const token = randomBytes(32).toString("hex");
  const link = new URL(localizePath(PATHS.resumeQuote(token), language), dependencies.siteUrl).toString();
  const body = [
    translate("comeBack.email.greeting"),
    "",
    intro,
    link,
    "",
    translate("resume.email.expires", { until: until(new Date(now.getTime() + RESUME_LINK_TTL_MS), language) }),
    "",
    "--",
    translate("resume.email.why", { site: new URL(dependencies.siteUrl).host }),
    translate("comeBack.email.sender", { email: BRAND.supportEmail }),
    translate("resume.email.stop", { email: BRAND.supportEmail }),
  ].join("\n");
  await insertResumeLink(dependencies.db, resumeKey(token), { ...kept }, now, {
    kind: "resume_link",
    toAddress: address,
    subject: translate("resume.email.subject"),
    body,
    replyTo: BRAND.supportEmail,
    headers: null,
  });
  dependencies.onQueued?.();
  return { email: address };
}

/** E-mails a link to the answers of an unfinished wizard, in the page's language. */
export async function emailResumeLink(
  dependencies: ComeBackDependencies,
  input: { draft: WizardDraft; at: unknown; email: unknown },
): Promise<{ email: string }> {
  const language = currentLanguage();
  const at = positionIn(stepsFor(input.draft.category), input.at) ?? stepsFor(input.draft.category)[0]!;
  const intro = createTranslator(language)("resume.email.intro", {
    line: categoryName(input.draft.category, language),
  });
  const sent = await sendResumeLink(dependencies, input.email, { draft: { ...input.draft }, at, language }, intro);
  dependencies.logger.info({ category: input.draft.category }, "resume link queued");
  return sent;
}

/** The language a conversation is held in: the last it was spoken in, else the one it began in. */
function conversationLanguage(session: ChatSessionRow): Language {
  return isLanguage(session.state.language) ? session.state.language : toLanguage(session.language);
}

/** A conversation a link may keep or open: under way (not handed off, not anonymized). */
async function openConversation(dependencies: Pick<ComeBackDependencies, "db">, id: string) {
  const session = isUuid(id) ? await findChatSession(dependencies.db, id) : null;
  return session && !session.completedAt && !session.anonymizedAt ? session : null;
}

/**
 * E-mails a link to an unfinished conversation with the assistant (decision 0069), in the
 * conversation's language. Only the browser that started it may (its privacy key), only in a quote,
 * and only once it holds a detail: before that there is nothing to keep. The link keeps which
 * conversation it opens; the transcript and details stay where they are, on the server.
 */
export async function emailChatResumeLink(
  dependencies: ComeBackDependencies,
  input: { chatSessionId: string; email: unknown },
  privacyKey: string | null,
): Promise<{ email: string }> {
  const session = await openConversation(dependencies, input.chatSessionId);
  const isTheirs =
    session !== null && (session.privacyKeyHash === null || holdsPrivacyKey(session.privacyKeyHash, privacyKey));
  if (!session || !isTheirs) throw new AppError("not_found", t("assistant.error.sessionNotFound"));
  const language = conversationLanguage(session);
  return inLanguage(language, async () => {
    if (session.mode !== "quote_flow" || Object.keys(session.fields).length === 0) {
      throw new AppError("conflict", t("resume.chat.nothingYet"));
    }
    const intro = createTranslator(language)("resume.email.introChat");
    const sent = await sendResumeLink(dependencies, input.email, { chat: session.id, language }, intro);
    dependencies.logger.info({ chatSessionId: session.id }, "chat resume link queued");
    return sent;
  });
}

/** A conversation as the widget shows it, opened by its link in another browser (decision 0069). */
export interface ResumedChat {
  chatSessionId: string;
  mode: ChatMode;
  language: Language;
  messages: { role: "user" | "assistant"; content: string }[];
  fields: Record<string, unknown>;
  readyForConsent: boolean;
}

/** What a link opens: the wizard at a step (its answers now this browser's draft), or a conversation. */
export type OpenedResumeLink = { kind: "wizard"; position: WizardPosition } | { kind: "chat"; chat: ResumedChat };

/**
 * Opens a resume link in this browser. A wizard's answers become this browser's draft (by its
 * privacy key) and the step it was left at is answered; a conversation is answered as the widget
 * shows it, to carry on. Null for a link that is malformed, unknown or expired, and for a
 * conversation that was handed off or deleted since.
 */
export async function openResumeLink(
  dependencies: Pick<ComeBackDependencies, "db" | "now">,
  token: string,
  privacyKey: string,
): Promise<OpenedResumeLink | null> {
  // Hex in either case is the same link (a mail client or a reader may have upper-cased it).
  const secret = token.toLowerCase();
  if (!TOKEN.test(secret)) return null;
  const now = dependencies.now();
  const stored = await findQuoteDraft(dependencies.db, resumeKey(secret), new Date(now.getTime() - RESUME_LINK_TTL_MS));
  if (!stored || typeof stored !== "object") return null;
  const { draft: kept, at, chat } = stored as { draft?: unknown; at?: unknown; chat?: unknown };
  if (typeof chat === "string") {
    const session = await openConversation(dependencies, chat);
    if (!session) return null;
    const messages = await listChatMessages(dependencies.db, session.id);
    return {
      kind: "chat",
      chat: {
        chatSessionId: session.id,
        mode: session.mode,
        language: conversationLanguage(session),
        messages: messages.map(({ role, content }) => ({ role, content })),
        fields: session.fields,
        readyForConsent: session.readyForConsent,
      },
    };
  }
  if (!kept || typeof kept !== "object") return null;
  // Stored JSON is read like any client input: only what the form could have held survives.
  const draft = readDraft((field) => (kept as Record<string, unknown>)[field]);
  await saveQuoteDraft(dependencies.db, hashPrivacyKey(privacyKey), { ...draft, consentDataSharing: false }, now);
  return { kind: "wizard", position: positionIn(stepsFor(draft.category), at) ?? stepsFor(draft.category)[0]! };
}
