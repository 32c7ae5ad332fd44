import type { Language } from "../core/i18n/languages";
import type { PageAssets } from "../core/shared/page-assets";
import type { DatabaseHandle } from "../db/client";
import type { Logger } from "./logger";
import type { StaffPrincipal } from "./http/hono-env";
import type { ClientRateLimiter } from "./middleware/rate-limit";
import type { BlogIndexQuery } from "../core/content/blog-query";
import { BRAND } from "../core/shared/brand";
import { getBlogPost } from "./services/get-blog-post";
import { getCompanyPage } from "./services/get-company-page";
import { getHomePage } from "./services/get-home-page";
import { getLegalPage } from "./services/get-legal-page";
import { getProvincePage } from "./services/get-province-page";
import { getFaqPage } from "./services/get-faq-page";
import { getComparisonPage } from "./services/get-comparison-page";
import { getLearnArticle, listLearnArticles } from "./services/get-learn-pages";
import { submitContactMessage, type ContactSettings } from "./services/submit-contact-message";
import { listBlogPosts } from "./services/list-blog-posts";
import { listActivePartners } from "./repositories/quote-repository";
import { createOcrEngine, type OcrEngine, type OcrJob } from "./adapters/ocr";
import { createPdfReader, type PdfReader } from "./adapters/pdf-threads";
import { loadConfig } from "./config";
import {
  reservePhotoReading,
  policyLimitsFrom,
  preparePolicyAnalysis,
  type PolicyAnalysisLimits,
} from "./services/analyze-policy";
import { consentChat, sendChatMessage, startChat } from "./services/chat";
import { createKnowledgeCache } from "./services/chat-knowledge";
import { adminPostService } from "./services/admin-posts";
import { analyticsDashboardService } from "./services/analytics-dashboard";
import type { ChatLlm } from "./services/chat-llm";
import {
  confirmPrivacyRequest,
  describeConfirmation,
  listPrivacyRequestsForStaff,
  submitPrivacyRequest,
  type PrivacySettings,
  type SubmitPrivacyOptions,
} from "./services/privacy-requests";

import { requestResultsEmail, resolveEmailedResults, unsubscribeByToken } from "./services/come-back";
import { emailHash, type MxLookup } from "./services/email-address";
import { suppressAddress } from "./repositories/email-repository";
import { quoteEmailRateRule } from "../core/shared/come-back";
import { getHandoffView } from "./services/get-handoff-view";
import { getQuoteSessionView } from "./services/get-quote-session-view";
import { recordQuoteClick } from "./services/record-quote-click";
import { repriceQuoteSession } from "./services/reprice-quote-session";
import { startQuoteSession } from "./services/start-quote-session";
import type { PendingRateLimitHit } from "./repositories/rate-limit-repository";
import { loadQuoteDraft, moveQuoteWizard, quoteRateRule, type WizardPost } from "./services/quote-wizard";
import { emailChatResumeLink, emailResumeLink, openResumeLink } from "./services/resume-link";
import type { WizardDraft } from "../core/shared/quote-draft";
import type { PolicyPageOutcome } from "../core/shared/policy-upload";
import type { QuoteClick } from "../core/shared/api/quotes";
import type { CoverageChange, QuoteForm } from "../core/shared/quote-form";
import type { StaffAccountForRequest } from "./http/staff-account";

/** Published content reaches the assistant's answers within this time. */
const KNOWLEDGE_TTL_MS = 5 * 60 * 1000;

/**
 * Remembers a loader's answer for `ttlMs` (0 = always load). One load at a time; a failed load is
 * not remembered, so the next call tries again.
 */
function cached<Value>(load: () => Promise<Value>, ttlMs: number): () => Promise<Value> {
  if (ttlMs <= 0) return load;
  let entry: { value: Promise<Value>; expiresAt: number } | null = null;
  return () => {
    const now = Date.now();
    if (entry && entry.expiresAt > now) return entry.value;
    const value = load();
    entry = { value, expiresAt: now + ttlMs };
    value.catch(() => {
      entry = null;
    });
    return value;
  };
}

/** The use cases the React Router loaders and actions may call, bound to this process's database. */
export function createAppServices(dependencies: {
  database: DatabaseHandle;
  logger: Logger;
  contact?: ContactSettings;
  quotes?: {
    partnerTimeoutMs: number;
    partnerCacheMs?: number;
    /** Quote starts (and wizard posts) per client per minute. */
    perMinute?: number;
    now?: () => Date;
    fetch?: typeof fetch;
  };
  policy?: { ocr: OcrEngine; pdf: PdfReader; limits: PolicyAnalysisLimits };
  /** The assistant's optional LLM provider (absent: the built-in engine alone). */
  llm?: ChatLlm | null;
  /** Visitors' privacy requests (absent: the defaults, links to http://localhost:3000). */
  privacy?: PrivacySettings;
  /** Results e-mails and renewal reminders (decision 0058); absent: links to http://localhost:3000, no MX lookup. */
  comeBack?: {
    siteUrl: string;
    checkMx: boolean;
    resolveMx?: MxLookup;
    onQueued?: (() => void) | undefined;
    /** Requests per client address per hour (RATE_LIMIT_QUOTE_EMAILS_PER_HOUR). */
    perHour?: number;
  };
  /** Called when staff change published content (the server drops its cached pages). */
  onContentChanged?: () => void;
}) {
  const { database, logger } = dependencies;
  const policy = dependencies.policy ?? {
    ocr: createOcrEngine(logger),
    pdf: createPdfReader(logger),
    limits: policyLimitsFrom(loadConfig({})),
  };
  const quoteDependencies = {
    db: database.db,
    prepared: database.prepared,
    logger,
    partners: cached(() => listActivePartners(database.db, logger), dependencies.quotes?.partnerCacheMs ?? 0),
    now: dependencies.quotes?.now ?? (() => new Date()),
    partnerTimeoutMs: dependencies.quotes?.partnerTimeoutMs ?? 2500,
    fetch: dependencies.quotes?.fetch,
  };
  const wizardDependencies = {
    db: database.db,
    now: quoteDependencies.now,
    rule: quoteRateRule(dependencies.quotes?.perMinute ?? 30),
    startQuoteSession: (form: QuoteForm, privacyKey: string) =>
      startQuoteSession(quoteDependencies, form, { channel: "wizard", privacyKey }),
  };
  const chatDependencies = {
    db: database.db,
    logger,
    now: quoteDependencies.now,
    knowledge: createKnowledgeCache(database.db, KNOWLEDGE_TTL_MS, { logger }),
    startQuoteSession: (form: QuoteForm, chatSessionId: string, privacyKey: string | null) =>
      startQuoteSession(quoteDependencies, form, { channel: "assistant", chatSessionId, privacyKey }),
    llm: dependencies.llm ?? null,
  };
  const contactSettings = dependencies.contact ?? { notifyTo: BRAND.supportEmail, perHour: 10 };
  const withDatabase = { db: database.db, logger };
  const privacyDependencies = {
    ...withDatabase,
    now: () => new Date(),
    settings: dependencies.privacy ?? {
      siteUrl: "http://localhost:3000",
      tokenTtlHours: 24,
      emailsPerAddressPerDay: 3,
      perHour: 10,
    },
  };
  const comeBackDependencies = {
    ...withDatabase,
    now: quoteDependencies.now,
    siteUrl: dependencies.comeBack?.siteUrl ?? "http://localhost:3000",
    checkMx: dependencies.comeBack?.checkMx ?? false,
    resolveMx: dependencies.comeBack?.resolveMx,
    onQueued: dependencies.comeBack?.onQueued,
    quotes: quoteDependencies,
  };
  return {
    /** E-mail me my quotes / remind me before renewal, for the browser that made the session (decision 0058). */
    requestResultsEmail: (input: unknown, privacyKey: string | null) =>
      requestResultsEmail(comeBackDependencies, input, privacyKey),
    /** The per-hour bucket every results e-mail request counts against, from the page or the API. */
    quoteEmailRateRule: quoteEmailRateRule(dependencies.comeBack?.perHour ?? 20),
    /** A reported bounce or complaint (POST /api/email/bounces): nothing more goes to the address. */
    suppressEmailAddress: (email: string, reason: "bounced" | "complained") =>
      suppressAddress(database.db, emailHash(email), reason, quoteDependencies.now()),
    resolveEmailedResults: (token: string) => resolveEmailedResults(comeBackDependencies, token),
    unsubscribeByToken: (token: string) => unsubscribeByToken(comeBackDependencies, token),
    /** "Finish later": an unfinished wizard's answers e-mailed as a link of their own (decision 0062). */
    emailResumeLink: (input: { draft: WizardDraft; at: unknown; email: unknown }) =>
      emailResumeLink(comeBackDependencies, input),
    /** The same link for an unfinished conversation, for the browser that started it (decision 0069). */
    emailChatResumeLink: (input: { chatSessionId: string; email: unknown }, privacyKey: string | null) =>
      emailChatResumeLink(comeBackDependencies, input, privacyKey),
    openResumeLink: (token: string, privacyKey: string) => openResumeLink(comeBackDependencies, token, privacyKey),
    listBlogPosts: (query: BlogIndexQuery, language: Language) => listBlogPosts(withDatabase, query, language),
    getBlogPost: (slug: string) => getBlogPost(withDatabase, slug),
    analyticsDashboard: analyticsDashboardService({
      db: database.db,
      now: () => new Date(),
      isSnapshot: database.kind === "postgres",
    }),
    // Staff post writes; each one drops the assistant's cached knowledge of published posts and the
    // server's cached pages, so the blog, post and home pages change at once.
    adminPosts: adminPostService({
      ...withDatabase,
      now: () => new Date(),
      onPostsChanged: () => {
        chatDependencies.knowledge.invalidate();
        dependencies.onContentChanged?.();
      },
    }),
    getHomePage: (language: Language) => getHomePage(withDatabase, language),
    getProvincePage: (slug: string, language: Language) => getProvincePage(withDatabase, slug, language),
    getFaqPage: (language: Language) => getFaqPage(withDatabase, language),
    listLearnArticles: (language: Language) => listLearnArticles(withDatabase, language),
    getLearnArticle: (slug: string, defaultDescription: string, language: Language) =>
      getLearnArticle(withDatabase, slug, defaultDescription, language),
    getComparisonPage: (category: string, province: string | undefined, language: Language) =>
      getComparisonPage(quoteDependencies, category, province, language),
    submitContactMessage: (input: unknown, options: Parameters<typeof submitContactMessage>[2]) =>
      submitContactMessage({ ...withDatabase, settings: contactSettings }, input, options),
    getCompanyPage: (slug: string, language: Language) => getCompanyPage(withDatabase, slug, language),
    getLegalPage: (slug: string, language: Language) => getLegalPage(slug, language),
    /** The API's start; given the request's rate-limit hit, the session's statement counts it (decision 0076). */
    startQuoteSession: (
      form: QuoteForm,
      privacyKey: string | null = null,
      rateLimitHit: PendingRateLimitHit | null = null,
    ) => startQuoteSession(quoteDependencies, form, { channel: "wizard", privacyKey, rateLimitHit }),
    /** The per-minute bucket every quote post counts against, from the page or the API. */
    quoteRateRule: wizardDependencies.rule,
    loadQuoteDraft: (privacyKey: string) => loadQuoteDraft(wizardDependencies, privacyKey),
    moveQuoteWizard: (post: WizardPost, options: { privacyKey: string; limit: ClientRateLimiter }) =>
      moveQuoteWizard(wizardDependencies, post, options),
    repriceQuoteSession: (
      change: { sessionId: string; aggregatorSessionId: string; coverage: CoverageChange },
      privacyKey: string | null,
    ) => repriceQuoteSession(quoteDependencies, change, privacyKey),
    recordQuoteClick: (click: QuoteClick, privacyKey: string | null) =>
      recordQuoteClick(quoteDependencies, click, privacyKey),
    getQuoteSessionView: (sessionId: string, privacyKey: string | null, language: Language = "en") =>
      getQuoteSessionView(withDatabase, sessionId, privacyKey, language),
    getHandoffView: (partnerId: string, reference: string | null, quoteId: string | null, language: Language = "en") =>
      getHandoffView(withDatabase, partnerId, reference, quoteId, language),
    startChat: (mode: "quote_flow" | "chat", privacyKey: string | null = null) =>
      startChat(chatDependencies, mode, privacyKey),
    sendChatMessage: (chatSessionId: string, message: string) =>
      sendChatMessage(chatDependencies, chatSessionId, message),
    consentChat: (chatSessionId: string, consentContact: boolean, privacyKey: string | null = null) =>
      consentChat(chatDependencies, chatSessionId, consentContact, privacyKey),
    submitPrivacyRequest: (input: unknown, options: SubmitPrivacyOptions) =>
      submitPrivacyRequest(privacyDependencies, input, options),
    confirmPrivacyRequest: (input: unknown, options: Parameters<typeof confirmPrivacyRequest>[2]) =>
      confirmPrivacyRequest(privacyDependencies, input, options),
    describePrivacyConfirmation: (token: string) => describeConfirmation(privacyDependencies, token),
    listPrivacyRequests: () => listPrivacyRequestsForStaff(privacyDependencies),
    reservePhotoReading: () => reservePhotoReading(policy),
    preparePolicyAnalysis: (bytes: Uint8Array, reserved: OcrJob | null = null) =>
      preparePolicyAnalysis(
        {
          ocr: policy.ocr,
          pdf: policy.pdf,
          logger,
          now: quoteDependencies.now,
          limits: policy.limits,
        },
        bytes,
        reserved,
      ),
  };
}

export type AppServices = ReturnType<typeof createAppServices>;

/** What every loader and action receives as `context`. */
// A type alias (not an interface) so it fits React Router's indexable AppLoadContext.
export type RequestContext = {
  services: AppServices;
  /** The page script and the assistant island (decision 0032); null where none was built. */
  pageAssets: PageAssets | null;
  requestId: string;
  siteUrl: string;
  /** The signed-in staff member on /admin pages (set by the staff page gate), else undefined. */
  staff?: StaffPrincipal | undefined;
  /** This request's staff session, looked up from its cookie (once); staff loaders call it themselves. */
  authenticateStaff: () => Promise<StaffPrincipal | null>;
  /** On POST /policy-analyzer: what the upload came to (read and analyzed before the page's action). */
  policyUpload?: PolicyPageOutcome | undefined;
  /** This browser's privacy key (ADR 0027) from its cookie, or null (none, or sent by another site). */
  privacyKey: string | null;
  /** The key for what this request makes, with the Set-Cookie line that gives or renews it. */
  issuePrivacyKey: () => { key: string; cookie: string };
  /** Counts one attempt by this request's client against a rule (the same buckets as the JSON API). */
  limit: ClientRateLimiter;
  /**
   * Signs a staff member in from the sign-in page's form, exactly as `POST /api/admin/login` does
   * (the same limits, messages and log): the cookies to set, or the refusal in the visitor's words.
   */
  signInStaff: (
    input: unknown,
  ) => Promise<
    | { ok: true; cookies: string[]; twoFactor: "code" | "enrol" | null }
    | { ok: false; status: number; message: string; retryAfterSeconds: number | null }
  >;
  /** Two-factor sign-in, staff accounts and the audit log, for this request (decision 0053). */
  staffAccount: StaffAccountForRequest;
};
