import { createHash, randomBytes } from "node:crypto";
import { currentLanguage, t } from "../../core/i18n/translate";
import { localizePath } from "../../core/shared/localized-paths";
import { AppError } from "../../core/shared/errors";
import {
  normalizeEmail,
  privacyConfirmationSchema,
  privacyRequestSchema,
  PRIVACY_RESPONSE_DAYS,
  type PrivacyRequestKind,
} from "../../core/shared/privacy-request";
import type { Database, Transaction } from "../../db/client";
import { describeIssues, type FieldProblem } from "../http/json-body";
import type { Logger } from "../logger";
import type { ClientRateLimiter, RateLimitRule } from "../middleware/rate-limit";
import { hashPrivacyKey } from "./privacy-key";
import { emailHash } from "./email-address";
import { parsePrivacyCode } from "../../core/shared/privacy-key";
import {
  claimRequestByToken,
  collectSubjectData,
  completePrivacyRequest,
  countRecentRequests,
  deleteSubjectData,
  findRequestByTokenHash,
  insertPrivacyRequest,
  insertPrivacyRequestWithEmail,
  listPrivacyRequests,
  resolvePrivacyKey,
  type DeletionCounts,
  type PrivacySubject,
  type SubjectData,
} from "../repositories/privacy-repository";

export interface PrivacySettings {
  /** Public site address, for the confirmation link. */
  siteUrl: string;
  /** How long an e-mailed confirmation link works. */
  tokenTtlHours: number;
  /** Confirmation e-mails sent to one address per 24 hours at most (further requests get the same answer). */
  emailsPerAddressPerDay: number;
  /** Requests one client may make in an hour, by the page or the API (one bucket per client). */
  perHour: number;
}

/** One limit per client address for every way in: the API and the pages' form posts share its counter. */
export function privacyRateRule(perHour: number): RateLimitRule {
  return { name: "privacy", limit: perHour, windowSeconds: 3600 };
}

export interface PrivacyDependencies {
  db: Database;
  logger: Logger;
  now: () => Date;
  settings: PrivacySettings;
}

const DAY_MS = 24 * 60 * 60 * 1000;
export const PRIVACY_CONFIRM_PATH = "/privacy-request/confirm";

export { emailHash };

function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

function referenceHash(subject: PrivacySubject): string {
  return sha256(`sessions:${[...subject.quoteSessionIds, ...subject.chatSessionIds].sort().join(",")}`);
}

export type PrivacyExport = ReturnType<typeof buildExport>;

export type PrivacyOutcome =
  | { status: "exported"; requestId: string; export: PrivacyExport }
  | { status: "deleted"; requestId: string; deleted: DeletionCounts }
  | { status: "awaiting_confirmation" };

/** Top-level keys in snake_case, like the rest of the public API (nested JSON stays as stored). */
function snakeKeys(row: object): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), value]),
  );
}

function buildExport(requestId: string, generatedAt: Date, data: SubjectData) {
  return {
    format: "quotemaple-privacy-export/1",
    request_id: requestId,
    generated_at: generatedAt.toISOString(),
    notice: t("privacy.export.notice"),
    quote_sessions: data.quoteSessions.map(snakeKeys),
    quotes: data.quotes.map(snakeKeys),
    quote_clicks: data.quoteClicks.map(snakeKeys),
    consent_records: data.consentRecords.map(snakeKeys),
    chat_sessions: data.chatSessions.map(snakeKeys),
    chat_messages: data.chatMessages.map(snakeKeys),
    contact_messages: data.contactMessages.map(snakeKeys),
    email_subscriptions: data.emailSubscriptions.map(snakeKeys),
    analytics_events: data.analyticsEvents.map(snakeKeys),
  };
}

function exportCounts(data: SubjectData): Record<string, number> {
  return {
    quote_sessions: data.quoteSessions.length,
    quotes: data.quotes.length,
    quote_clicks: data.quoteClicks.length,
    consent_records: data.consentRecords.length,
    chat_sessions: data.chatSessions.length,
    chat_messages: data.chatMessages.length,
    contact_messages: data.contactMessages.length,
    email_subscriptions: data.emailSubscriptions.length,
    analytics_events: data.analyticsEvents.length,
  };
}

/** Carries out an access or deletion for a known subject inside a transaction, and records it as done. */
async function fulfil(
  dependencies: PrivacyDependencies,
  kind: PrivacyRequestKind,
  subject: PrivacySubject,
  record: (transaction: Transaction, outcome: Record<string, number>) => Promise<string>,
): Promise<Exclude<PrivacyOutcome, { status: "awaiting_confirmation" }>> {
  const now = dependencies.now();
  return dependencies.db.transaction(async (transaction) => {
    if (kind === "access") {
      const data = await collectSubjectData(transaction, subject);
      const counts = exportCounts(data);
      const requestId = await record(transaction, counts);
      dependencies.logger.info({ privacyRequestId: requestId, kind, counts }, "privacy access request answered");
      return { status: "exported", requestId, export: buildExport(requestId, now, data) };
    }
    const deleted = await deleteSubjectData(transaction, subject);
    const requestId = await record(transaction, { ...deleted });
    dependencies.logger.info({ privacyRequestId: requestId, kind, counts: deleted }, "privacy deletion request done");
    return { status: "deleted", requestId, deleted };
  });
}

export interface SubmitPrivacyOptions {
  /** Counts the attempt in the client's bucket, shared by the page and the API. */
  limit: ClientRateLimiter;
  /** The privacy key in the requesting browser's cookie (null: none, or a request from another site). */
  browserKey: string | null;
  /**
   * The page asks a visitor to tick "I understand" before a deletion that acts at once (`confirm:
   * "yes"` in the input); the API's callers have made that choice in their own screens.
   */
  requireDeletionAcknowledgement?: boolean;
}

/**
 * Counts the attempt (every attempt, valid or not), then checks the raw input with the shared
 * schema: validation_failed with the fields' problems, rate_limited with retryAfterSeconds.
 */
async function readRequest(dependencies: PrivacyDependencies, input: unknown, options: SubmitPrivacyOptions) {
  await options.limit(privacyRateRule(dependencies.settings.perHour));
  const fields =
    input !== null && typeof input === "object" && !Array.isArray(input) ? (input as Record<string, unknown>) : null;
  const { confirm, ...request } = fields ?? {};
  const parsed = privacyRequestSchema.safeParse(fields ? request : input);
  const problems: FieldProblem[] = parsed.success ? [] : describeIssues(parsed.error.issues);
  const needsAcknowledgement =
    options.requireDeletionAcknowledgement === true && request.kind === "deletion" && !request.email;

  if (needsAcknowledgement && confirm !== "yes") {
    problems.push({ field: "confirm", message: t("privacy.error.confirm") });
  }
  if (!parsed.success || problems.length > 0) {
    throw new AppError("validation_failed", t("api.validationFailed"), problems);
  }
  return parsed.data;
}

/**
 * A visitor's request, from the page's action or POST /api/privacy-requests (both pass the raw
 * input; the limit and the validation are here). The browser's privacy key (its cookie, or the code
 * it shows, typed elsewhere) is a secret only that browser was given, so it acts at once (ADR 0027);
 * an e-mail address proves nothing by itself, so it only queues a one-time confirmation link to that
 * address and answers the same whether or not anything is stored for it.
 */
export async function submitPrivacyRequest(
  dependencies: PrivacyDependencies,
  rawInput: unknown,
  options: SubmitPrivacyOptions,
): Promise<PrivacyOutcome> {
  const input = await readRequest(dependencies, rawInput, options);
  const now = dependencies.now();
  const dueAt = new Date(now.getTime() + PRIVACY_RESPONSE_DAYS * DAY_MS);
  if (input.thisBrowser || input.code !== undefined) {
    const key = input.thisBrowser ? options.browserKey : parsePrivacyCode(input.code ?? "");
    const subject = key ? await resolvePrivacyKey(dependencies.db, hashPrivacyKey(key)) : null;
    if (!subject) {
      throw new AppError("not_found", t(input.thisBrowser ? "privacy.error.noBrowserData" : "privacy.error.notFound"));
    }
    return fulfil(dependencies, input.kind, subject, async (transaction, outcome) => {
      const row = await insertPrivacyRequest(transaction, {
        kind: input.kind,
        channel: "reference",
        status: "completed",
        subjectHash: referenceHash(subject),
        receivedAt: now,
        dueAt,
        completedAt: now,
        outcome,
      });
      return row.id;
    });
  }
  const email = normalizeEmail(input.email ?? "");
  const subjectHash = emailHash(email);
  const recent = await countRecentRequests(dependencies.db, subjectHash, new Date(now.getTime() - DAY_MS));
  if (recent >= dependencies.settings.emailsPerAddressPerDay) {
    dependencies.logger.warn({ recent }, "privacy request: confirmation e-mails for this address capped for today");
    return { status: "awaiting_confirmation" };
  }
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(now.getTime() + dependencies.settings.tokenTtlHours * 60 * 60 * 1000);
  // The link opens the confirmation page in the language the request was made in.
  const link = `${dependencies.settings.siteUrl}${localizePath(PRIVACY_CONFIRM_PATH, currentLanguage())}?token=${token}`;
  const action = input.kind === "access" ? t("privacy.email.actionAccess") : t("privacy.email.actionDeletion");
  const row = await insertPrivacyRequestWithEmail(
    dependencies.db,
    {
      kind: input.kind,
      channel: "email",
      status: "awaiting_confirmation",
      subjectHash,
      tokenHash: sha256(token),
      tokenExpiresAt: expiresAt,
      receivedAt: now,
      dueAt,
    },
    {
      kind: "privacy_confirmation",
      toAddress: email,
      subject: t("privacy.email.subject"),
      body: t("privacy.email.body", { action, link, hours: dependencies.settings.tokenTtlHours }),
      replyTo: null,
    },
  );
  dependencies.logger.info(
    { privacyRequestId: row.id, kind: input.kind },
    "privacy request awaits e-mail confirmation",
  );
  return { status: "awaiting_confirmation" };
}

/** What an e-mailed link will do, for the confirmation page (without using the token). */
export async function describeConfirmation(
  dependencies: Pick<PrivacyDependencies, "db" | "now">,
  token: string,
): Promise<{ kind: PrivacyRequestKind } | { problem: "invalid" | "expired" }> {
  const row = await findRequestByTokenHash(dependencies.db, sha256(token));
  if (!row || row.status !== "awaiting_confirmation") return { problem: "invalid" };
  if (row.tokenExpiresAt && row.tokenExpiresAt.getTime() <= dependencies.now().getTime()) return { problem: "expired" };
  return { kind: row.kind };
}

/**
 * Opens an e-mailed link: a single-use token (cleared in the same transaction that acts on it),
 * refused once expired or used. Counted in the same bucket as the requests, before validation.
 */
export async function confirmPrivacyRequest(
  dependencies: PrivacyDependencies,
  input: unknown,
  options: { limit: ClientRateLimiter },
): Promise<Exclude<PrivacyOutcome, { status: "awaiting_confirmation" }>> {
  await options.limit(privacyRateRule(dependencies.settings.perHour));
  const parsed = privacyConfirmationSchema.safeParse(input);
  if (!parsed.success) {
    throw new AppError("validation_failed", t("api.validationFailed"), describeIssues(parsed.error.issues));
  }
  const { token } = parsed.data;
  const now = dependencies.now();
  return dependencies.db.transaction(async (transaction) => {
    const row = await claimRequestByToken(transaction, sha256(token));
    if (!row) throw new AppError("not_found", t("privacy.error.tokenInvalid"));
    if (!row.tokenExpiresAt || row.tokenExpiresAt.getTime() <= now.getTime()) {
      throw new AppError("unprocessable", t("privacy.error.tokenExpired"));
    }
    const subject: PrivacySubject = { quoteSessionIds: [], chatSessionIds: [], emailHash: row.subjectHash };
    const nested: PrivacyDependencies = { ...dependencies, db: transaction as unknown as Database };
    return fulfil(nested, row.kind, subject, async (inner, outcome) => {
      await completePrivacyRequest(inner, row.id, now, outcome);
      return row.id;
    });
  });
}

export type StaffPrivacyStatus = "awaiting_confirmation" | "unverified" | "completed";

export interface StaffPrivacyRequest {
  id: string;
  kind: PrivacyRequestKind;
  channel: "reference" | "email";
  status: StaffPrivacyStatus;
  received_at: string;
  due_at: string;
  completed_at: string | null;
  /** Whole days until the deadline (negative once past). */
  days_left: number;
  overdue: boolean;
  outcome: Record<string, number>;
}

/**
 * The staff list, soonest deadline first. A request whose e-mailed link ran out unopened is
 * "unverified": nothing may be disclosed or deleted on an unconfirmed address, and the visitor
 * can ask again. Only requests still open past their 30 days are overdue.
 */
export async function listPrivacyRequestsForStaff(
  dependencies: Pick<PrivacyDependencies, "db" | "now">,
  limit = 500,
): Promise<StaffPrivacyRequest[]> {
  const now = dependencies.now().getTime();
  const rows = await listPrivacyRequests(dependencies.db, limit);
  return rows.map((row) => {
    const status: StaffPrivacyStatus =
      row.status === "completed"
        ? "completed"
        : row.tokenExpiresAt && row.tokenExpiresAt.getTime() <= now
          ? "unverified"
          : "awaiting_confirmation";
    return {
      id: row.id,
      kind: row.kind,
      channel: row.channel,
      status,
      received_at: row.receivedAt.toISOString(),
      due_at: row.dueAt.toISOString(),
      completed_at: row.completedAt?.toISOString() ?? null,
      days_left: Math.ceil((row.dueAt.getTime() - now) / DAY_MS),
      overdue: status === "awaiting_confirmation" && row.dueAt.getTime() < now,
      outcome: row.outcome,
    };
  });
}
