import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import {
  analyticsEvents,
  analyticsSessionDays,
  analyticsSessionFirstViews,
  analyticsSessionIntervals,
  chatMessages,
  chatSessions,
  consentRecords,
  contactMessages,
  emailOutbox,
  privacyRequests,
  quoteClicks,
  quoteSessions,
  quotes,
} from "../../db/schema";
import type { OutboxEmail } from "./contact-repository";
import { deleteSubscriptionsOf, subscriptionsOf } from "./email-repository";

type Executor = Database | Transaction;

/** The rows a privacy request is about: quote and chat sessions (by privacy key) or an e-mail address. */
export interface PrivacySubject {
  quoteSessionIds: string[];
  chatSessionIds: string[];
  /** emailHash() of the address, for the e-mail channel (the address itself is not kept). */
  emailHash: string | null;
}

/**
 * Finds the sessions a browser's privacy key made (by the key's hash): its quote and chat sessions,
 * and the chats its quote sessions came from. Null when there are none.
 */
export async function resolvePrivacyKey(db: Executor, keyHash: string): Promise<PrivacySubject | null> {
  const sessions = await db
    .select({ id: quoteSessions.id, chatSessionId: quoteSessions.chatSessionId })
    .from(quoteSessions)
    .where(eq(quoteSessions.privacyKeyHash, keyHash));
  const chats = await db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(eq(chatSessions.privacyKeyHash, keyHash));
  const chatIds = new Set(chats.map((chat) => chat.id));
  for (const session of sessions) if (session.chatSessionId) chatIds.add(session.chatSessionId);
  if (sessions.length === 0 && chatIds.size === 0) return null;
  return { quoteSessionIds: sessions.map((session) => session.id), chatSessionIds: [...chatIds], emailHash: null };
}

/** Keys in an analytics event's data that may hold a quote or chat session id. */
const LINK_KEYS = ["sessionId", "quoteSessionId", "quote_session_id", "chatSessionId", "chat_session_id"] as const;

/**
 * The browser (analytics) session ids linked to these quote or chat sessions: those of events whose
 * data names one of the sessions. Every event of such a browser session belongs to the visitor.
 */
async function linkedAnalyticsSessionIds(db: Executor, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const idList = sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );
  const conditions = LINK_KEYS.map((key) => sql`${analyticsEvents.eventData} ->> ${key} in (${idList})`);
  const rows = await db
    .selectDistinct({ sessionId: analyticsEvents.sessionId })
    .from(analyticsEvents)
    .where(sql.join(conditions, sql` or `));
  return rows.map((row) => row.sessionId);
}

/** SHA-256 of an e-mail address as emailHash() computes it, done in SQL so addresses are matched by hash. */
function emailMatches(column: typeof contactMessages.email | typeof emailOutbox.replyTo, hash: string) {
  return sql`encode(sha256(convert_to('email:' || lower(trim(${column})), 'UTF8')), 'hex') = ${hash}`;
}

/** Everything stored about a subject, for an access request's JSON export. */
export async function collectSubjectData(db: Executor, subject: PrivacySubject) {
  const { quoteSessionIds, chatSessionIds } = subject;
  // The privacy key's hash is ours, not the visitor's data: it is left out of the export.
  const sessionRows = quoteSessionIds.length
    ? (await db.select().from(quoteSessions).where(inArray(quoteSessions.id, quoteSessionIds))).map(
        ({ privacyKeyHash: _hash, ...row }) => row,
      )
    : [];
  const quoteRows = quoteSessionIds.length
    ? await db.select().from(quotes).where(inArray(quotes.sessionId, quoteSessionIds)).orderBy(asc(quotes.createdAt))
    : [];
  const clickRows = quoteSessionIds.length
    ? await db
        .select()
        .from(quoteClicks)
        .where(inArray(quoteClicks.sessionId, quoteSessionIds))
        .orderBy(asc(quoteClicks.createdAt))
    : [];
  const consentConditions = [
    ...(quoteSessionIds.length ? [inArray(consentRecords.quoteSessionId, quoteSessionIds)] : []),
    ...(chatSessionIds.length ? [inArray(consentRecords.chatSessionId, chatSessionIds)] : []),
  ];
  const consentRows = consentConditions.length
    ? await db
        .select()
        .from(consentRecords)
        .where(or(...consentConditions))
        .orderBy(asc(consentRecords.createdAt))
    : [];
  const chatRows = chatSessionIds.length
    ? (await db.select().from(chatSessions).where(inArray(chatSessions.id, chatSessionIds))).map(
        ({ privacyKeyHash: _hash, ...row }) => row,
      )
    : [];
  const messageRows = chatSessionIds.length
    ? await db
        .select()
        .from(chatMessages)
        .where(inArray(chatMessages.chatSessionId, chatSessionIds))
        .orderBy(asc(chatMessages.id))
    : [];
  const contactRows = subject.emailHash
    ? await db
        .select()
        .from(contactMessages)
        .where(emailMatches(contactMessages.email, subject.emailHash))
        .orderBy(asc(contactMessages.createdAt))
    : [];
  // Results e-mails and reminders (decision 0058): of these sessions, or to this address.
  const subscriptionRows = await subscriptionsOf(db, subject);
  const analyticsSessionIds = await linkedAnalyticsSessionIds(db, [...quoteSessionIds, ...chatSessionIds]);
  const eventRows = analyticsSessionIds.length
    ? await db
        .select()
        .from(analyticsEvents)
        .where(inArray(analyticsEvents.sessionId, analyticsSessionIds))
        .orderBy(asc(analyticsEvents.occurredAt), asc(analyticsEvents.id))
    : [];
  return {
    quoteSessions: sessionRows,
    quotes: quoteRows,
    quoteClicks: clickRows,
    consentRecords: consentRows,
    chatSessions: chatRows,
    chatMessages: messageRows,
    contactMessages: contactRows,
    emailSubscriptions: subscriptionRows,
    analyticsEvents: eventRows,
  };
}

export type SubjectData = Awaited<ReturnType<typeof collectSubjectData>>;

export interface DeletionCounts {
  quote_sessions: number;
  quotes: number;
  quote_clicks: number;
  chat_sessions: number;
  chat_messages: number;
  contact_messages: number;
  email_outbox: number;
  /** Results e-mail and renewal reminder sign-ups (their addresses and link secrets). */
  email_subscriptions: number;
  analytics_events: number;
  /** Consent records kept as proof of consent, their link to the deleted session removed. */
  consent_records_kept: number;
}

async function countWhere(db: Executor, table: typeof quotes | typeof quoteClicks, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(inArray(table.sessionId, ids));
  return row?.total ?? 0;
}

/**
 * Deletes a subject's data in one transaction. Quotes, clicks and chat messages go with their
 * sessions (ON DELETE CASCADE); consent records stay, unlinked (ON DELETE SET NULL), as CASL proof.
 */
export async function deleteSubjectData(tx: Transaction, subject: PrivacySubject): Promise<DeletionCounts> {
  const { quoteSessionIds, chatSessionIds } = subject;
  const analyticsSessionIds = await linkedAnalyticsSessionIds(tx, [...quoteSessionIds, ...chatSessionIds]);
  const quotesCount = await countWhere(tx, quotes, quoteSessionIds);
  const clicksCount = await countWhere(tx, quoteClicks, quoteSessionIds);
  const consentConditions = [
    ...(quoteSessionIds.length ? [inArray(consentRecords.quoteSessionId, quoteSessionIds)] : []),
    ...(chatSessionIds.length ? [inArray(consentRecords.chatSessionId, chatSessionIds)] : []),
  ];
  const [consents] = consentConditions.length
    ? await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(consentRecords)
        .where(or(...consentConditions))
    : [{ total: 0 }];
  const [messages] = chatSessionIds.length
    ? await tx
        .select({ total: sql<number>`count(*)::int` })
        .from(chatMessages)
        .where(inArray(chatMessages.chatSessionId, chatSessionIds))
    : [{ total: 0 }];
  const deletedEvents = analyticsSessionIds.length
    ? await tx
        .delete(analyticsEvents)
        .where(inArray(analyticsEvents.sessionId, analyticsSessionIds))
        .returning({ id: analyticsEvents.id })
    : [];
  // What the dashboard rollups' trigger keeps per browser session (decision 0063) names the session too;
  // the rollups themselves are counts and stay. Quote sessions' click days go with them (cascade).
  if (analyticsSessionIds.length) {
    await tx.delete(analyticsSessionDays).where(inArray(analyticsSessionDays.sessionId, analyticsSessionIds));
    await tx
      .delete(analyticsSessionFirstViews)
      .where(inArray(analyticsSessionFirstViews.sessionId, analyticsSessionIds));
    await tx.delete(analyticsSessionIntervals).where(inArray(analyticsSessionIntervals.sessionId, analyticsSessionIds));
  }
  // Before the sessions (whose deletion would take them along uncounted): by session or by address.
  const deletedSubscriptions = await deleteSubscriptionsOf(tx, subject);
  const deletedSessions = quoteSessionIds.length
    ? await tx
        .delete(quoteSessions)
        .where(inArray(quoteSessions.id, quoteSessionIds))
        .returning({ id: quoteSessions.id })
    : [];
  const deletedChats = chatSessionIds.length
    ? await tx.delete(chatSessions).where(inArray(chatSessions.id, chatSessionIds)).returning({ id: chatSessions.id })
    : [];
  const deletedContacts = subject.emailHash
    ? await tx
        .delete(contactMessages)
        .where(emailMatches(contactMessages.email, subject.emailHash))
        .returning({ id: contactMessages.id })
    : [];
  // The staff notifications of those messages hold copies of them (the visitor's address is the reply-to).
  const deletedEmails = subject.emailHash
    ? await tx
        .delete(emailOutbox)
        .where(and(eq(emailOutbox.kind, "contact_notification"), emailMatches(emailOutbox.replyTo, subject.emailHash)))
        .returning({ id: emailOutbox.id })
    : [];
  return {
    quote_sessions: deletedSessions.length,
    quotes: quotesCount,
    quote_clicks: clicksCount,
    chat_sessions: deletedChats.length,
    chat_messages: messages?.total ?? 0,
    contact_messages: deletedContacts.length,
    email_outbox: deletedEmails.length + deletedSubscriptions.emails,
    email_subscriptions: deletedSubscriptions.subscriptions,
    analytics_events: deletedEvents.length,
    consent_records_kept: consents?.total ?? 0,
  };
}

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;

export async function insertPrivacyRequest(
  db: Executor,
  values: typeof privacyRequests.$inferInsert,
): Promise<PrivacyRequestRow> {
  const [row] = await db.insert(privacyRequests).values(values).returning();
  if (!row) throw new Error("privacy request insert returned no row");
  return row;
}

/** Stores an e-mail request and its confirmation e-mail together: both or neither. */
export async function insertPrivacyRequestWithEmail(
  db: Database,
  values: typeof privacyRequests.$inferInsert,
  email: OutboxEmail,
): Promise<PrivacyRequestRow> {
  return db.transaction(async (transaction) => {
    const row = await insertPrivacyRequest(transaction, values);
    await transaction.insert(emailOutbox).values(email);
    return row;
  });
}

/** Requests received for the same subject since a time (to cap confirmation e-mails per address). */
export async function countRecentRequests(db: Executor, subjectHash: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(privacyRequests)
    .where(and(eq(privacyRequests.subjectHash, subjectHash), sql`${privacyRequests.receivedAt} >= ${since}`));
  return row?.total ?? 0;
}

export async function findRequestByTokenHash(db: Executor, tokenHash: string): Promise<PrivacyRequestRow | null> {
  const [row] = await db.select().from(privacyRequests).where(eq(privacyRequests.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/**
 * Takes the request a confirmation token belongs to, locking it for this transaction and clearing
 * the token so it can never be used again. Null when no awaiting request has this token.
 */
export async function claimRequestByToken(tx: Transaction, tokenHash: string): Promise<PrivacyRequestRow | null> {
  const [row] = await tx
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.tokenHash, tokenHash), eq(privacyRequests.status, "awaiting_confirmation")))
    .for("update");
  if (!row) return null;
  await tx.update(privacyRequests).set({ tokenHash: null }).where(eq(privacyRequests.id, row.id));
  return row;
}

export async function completePrivacyRequest(
  db: Executor,
  id: string,
  completedAt: Date,
  outcome: Record<string, number>,
): Promise<void> {
  await db
    .update(privacyRequests)
    .set({ status: "completed", completedAt, outcome, tokenHash: null })
    .where(eq(privacyRequests.id, id));
}

/** Every request, soonest deadline first (the staff list). */
export async function listPrivacyRequests(db: Executor, limit: number): Promise<PrivacyRequestRow[]> {
  return db
    .select()
    .from(privacyRequests)
    .orderBy(asc(privacyRequests.dueAt), asc(privacyRequests.receivedAt))
    .limit(limit);
}
