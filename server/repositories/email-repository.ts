import { and, asc, eq, inArray, isNotNull, isNull, lte, min, sql } from "drizzle-orm";
import type { Database, Transaction } from "../../db/client";
import {
  consentRecords,
  emailLinkTokens,
  emailOutbox,
  emailSubscriptions,
  emailSuppressions,
  quotes,
} from "../../db/schema";
import type { OutboxEmail } from "./contact-repository";
import type { NewConsentRow } from "./quote-repository";

type Executor = Database | Transaction;

export type EmailSubscriptionRow = typeof emailSubscriptions.$inferSelect;

/** An e-mail for the outbox with its extra headers (List-Unsubscribe, decision 0058). */
export type OutboxEmailWithHeaders = OutboxEmail & { headers: Record<string, string> | null };

/** E-mail kinds that go to staff, not visitors: never suppressed for a visitor's bounce. */
const STAFF_KINDS = new Set(["contact_notification"]);

export function isVisitorEmail(kind: string): boolean {
  return !STAFF_KINDS.has(kind);
}

export async function isSuppressed(db: Executor, emailHash: string): Promise<boolean> {
  const [row] = await db
    .select({ hash: emailSuppressions.emailHash })
    .from(emailSuppressions)
    .where(eq(emailSuppressions.emailHash, emailHash))
    .limit(1);
  return row !== undefined;
}

/**
 * Puts an address on the suppression list (its hash only) and stops what waits for it: its
 * pending visitor e-mails are marked `suppressed` and its reminders end.
 */
export async function suppressAddress(
  db: Database,
  emailHash: string,
  reason: "refused" | "bounced" | "complained",
  now: Date,
): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction.insert(emailSuppressions).values({ emailHash, reason, createdAt: now }).onConflictDoNothing();
    await transaction
      .update(emailSubscriptions)
      .set({ nextReminderAt: null })
      .where(eq(emailSubscriptions.emailHash, emailHash));
    await transaction
      .update(emailOutbox)
      .set({ status: "suppressed", lastError: `suppressed: ${reason}` })
      .where(
        and(
          eq(emailOutbox.status, "pending"),
          sql`${emailOutbox.kind} <> 'contact_notification'`,
          sql`encode(sha256(convert_to('email:' || lower(trim(${emailOutbox.toAddress})), 'UTF8')), 'hex') = ${emailHash}`,
        ),
      );
  });
}

/** Stores a subscription, its consents, its link secrets and its first e-mail together: all or nothing. */
export async function insertSubscriptionWithEmail(
  db: Database,
  values: typeof emailSubscriptions.$inferInsert & { id: string },
  consents: (NewConsentRow & { quoteSessionId: string })[],
  tokens: { tokenHash: string; purpose: "results" | "unsubscribe" }[],
  email: OutboxEmailWithHeaders,
): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction.insert(emailSubscriptions).values(values);
    if (consents.length > 0) await transaction.insert(consentRecords).values(consents);
    await transaction.insert(emailLinkTokens).values(tokens.map((token) => ({ ...token, subscriptionId: values.id })));
    await transaction.insert(emailOutbox).values(email);
  });
}

/** The subscription an e-mailed link's secret belongs to, for that purpose only. */
export async function findSubscriptionByToken(
  db: Executor,
  tokenHash: string,
  purpose: "results" | "unsubscribe",
): Promise<EmailSubscriptionRow | null> {
  const [row] = await db
    .select({ subscription: emailSubscriptions })
    .from(emailLinkTokens)
    .innerJoin(emailSubscriptions, eq(emailSubscriptions.id, emailLinkTokens.subscriptionId))
    .where(and(eq(emailLinkTokens.tokenHash, tokenHash), eq(emailLinkTokens.purpose, purpose)))
    .limit(1);
  return row?.subscription ?? null;
}

/**
 * Stops every e-mail of a subscription and records the withdrawal of consent (CASL s. 11), once:
 * false when it was already stopped.
 */
export async function unsubscribe(
  db: Database,
  subscription: EmailSubscriptionRow,
  withdrawal: NewConsentRow[],
  now: Date,
): Promise<boolean> {
  return db.transaction(async (transaction) => {
    const stopped = await transaction
      .update(emailSubscriptions)
      .set({ unsubscribedAt: now, nextReminderAt: null })
      .where(and(eq(emailSubscriptions.id, subscription.id), isNull(emailSubscriptions.unsubscribedAt)))
      .returning({ id: emailSubscriptions.id });
    if (stopped.length === 0) return false;
    if (withdrawal.length > 0) {
      await transaction
        .insert(consentRecords)
        .values(withdrawal.map((row) => ({ ...row, quoteSessionId: subscription.quoteSessionId })));
    }
    // What waits to be sent under this subscription is not sent.
    await transaction
      .update(emailOutbox)
      .set({ status: "cancelled", lastError: "unsubscribed" })
      .where(
        and(
          eq(emailOutbox.status, "pending"),
          inArray(emailOutbox.kind, ["results_email", "renewal_reminder"]),
          sql`${emailOutbox.headers} ->> 'X-QuoteMaple-Subscription' = ${subscription.id}`,
        ),
      );
    return true;
  });
}

/** Reminders due at `now` (at most `limit`), claimed by moving them a lease ahead, skipping locked rows. */
export async function claimDueReminders(
  db: Database,
  now: Date,
  limit: number,
  leaseMs: number,
): Promise<EmailSubscriptionRow[]> {
  const due = db
    .select({ id: emailSubscriptions.id })
    .from(emailSubscriptions)
    .where(
      and(
        isNotNull(emailSubscriptions.nextReminderAt),
        lte(emailSubscriptions.nextReminderAt, now),
        isNull(emailSubscriptions.unsubscribedAt),
      ),
    )
    .orderBy(asc(emailSubscriptions.nextReminderAt))
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailSubscriptions)
    .set({ nextReminderAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(emailSubscriptions.id, due))
    .returning();
}

/**
 * Records a sent reminder and schedules the next (a year on), with its e-mail and link secrets, in
 * one transaction; or, with `email` null, just moves the schedule (nothing could be priced).
 */
export async function recordReminder(
  db: Database,
  subscriptionId: string,
  update: {
    now: Date;
    renewalMonth: string;
    nextReminderAt: Date | null;
    lastAnnualPremium: number | null;
  },
  tokens: { tokenHash: string; purpose: "results" | "unsubscribe" }[],
  email: OutboxEmailWithHeaders | null,
): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction
      .update(emailSubscriptions)
      .set({
        renewalMonth: update.renewalMonth,
        nextReminderAt: update.nextReminderAt,
        ...(email ? { lastRemindedAt: update.now } : {}),
        ...(update.lastAnnualPremium !== null ? { lastAnnualPremium: update.lastAnnualPremium } : {}),
      })
      .where(eq(emailSubscriptions.id, subscriptionId));
    if (tokens.length > 0) {
      await transaction.insert(emailLinkTokens).values(tokens.map((token) => ({ ...token, subscriptionId })));
    }
    if (email) await transaction.insert(emailOutbox).values(email);
  });
}

/** The subscriptions of these quote sessions or this address hash (a privacy export), without secrets. */
export async function subscriptionsOf(
  db: Executor,
  subject: { quoteSessionIds: string[]; emailHash: string | null },
): Promise<Omit<EmailSubscriptionRow, "emailHash">[]> {
  const conditions = [
    ...(subject.quoteSessionIds.length ? [inArray(emailSubscriptions.quoteSessionId, subject.quoteSessionIds)] : []),
    ...(subject.emailHash ? [eq(emailSubscriptions.emailHash, subject.emailHash)] : []),
  ];
  if (conditions.length === 0) return [];
  const rows = await db
    .select()
    .from(emailSubscriptions)
    .where(conditions.length === 1 ? conditions[0] : sql.join(conditions, sql` or `))
    .orderBy(asc(emailSubscriptions.createdAt));
  return rows.map(({ emailHash: _hash, ...row }) => row);
}

/**
 * Deletes the subscriptions of these sessions or this address (their link secrets go with them), and
 * the visitor e-mails to the address still in the outbox. Returns the counts.
 */
export async function deleteSubscriptionsOf(
  tx: Transaction,
  subject: { quoteSessionIds: string[]; emailHash: string | null },
): Promise<{ subscriptions: number; emails: number }> {
  const conditions = [
    ...(subject.quoteSessionIds.length ? [inArray(emailSubscriptions.quoteSessionId, subject.quoteSessionIds)] : []),
    ...(subject.emailHash ? [eq(emailSubscriptions.emailHash, subject.emailHash)] : []),
  ];
  if (conditions.length === 0) return { subscriptions: 0, emails: 0 };
  const deleted = await tx
    .delete(emailSubscriptions)
    .where(conditions.length === 1 ? conditions[0] : sql.join(conditions, sql` or `))
    .returning({ id: emailSubscriptions.id, emailHash: emailSubscriptions.emailHash });
  const hashes = [
    ...new Set([...deleted.map((row) => row.emailHash), ...(subject.emailHash ? [subject.emailHash] : [])]),
  ];
  let emails = 0;
  for (const hash of hashes) {
    const removed = await tx
      .delete(emailOutbox)
      .where(
        and(
          inArray(emailOutbox.kind, ["results_email", "renewal_reminder"]),
          sql`encode(sha256(convert_to('email:' || lower(trim(${emailOutbox.toAddress})), 'UTF8')), 'hex') = ${hash}`,
        ),
      )
      .returning({ id: emailOutbox.id });
    emails += removed.length;
  }
  return { subscriptions: deleted.length, emails };
}

/** Retention: deletes subscriptions stopped (unsubscribed, or with nothing more to send) before `cutoff`. */
export async function deleteEndedSubscriptionsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  const ended = db
    .select({ id: emailSubscriptions.id })
    .from(emailSubscriptions)
    .where(
      and(
        isNull(emailSubscriptions.nextReminderAt),
        sql`coalesce(${emailSubscriptions.unsubscribedAt}, ${emailSubscriptions.lastRemindedAt}, ${emailSubscriptions.createdAt}) < ${cutoff}`,
      ),
    )
    .limit(batch);
  const rows = await db
    .delete(emailSubscriptions)
    .where(inArray(emailSubscriptions.id, ended))
    .returning({ id: emailSubscriptions.id });
  return rows.length;
}

/** The lowest yearly premium of a session's current priced quotes, or null when none is priced. */
export async function lowestCurrentPremium(db: Executor, sessionId: string): Promise<number | null> {
  const [row] = await db
    .select({ lowest: min(quotes.annualPremium) })
    .from(quotes)
    .where(and(eq(quotes.sessionId, sessionId), isNull(quotes.supersededAt), eq(quotes.kind, "priced")));
  return row?.lowest ?? null;
}
