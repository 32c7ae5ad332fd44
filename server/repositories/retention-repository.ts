import { and, eq, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { ANALYTICS_TIME_ZONE } from "../../core/analytics/date-range";
import type { Database } from "../../db/client";
import {
  analyticsEvents,
  chatMessages,
  chatSessions,
  consentRecords,
  contactMessages,
  emailOutbox,
  emailSubscriptions,
  jobLeases,
  privacyRequests,
  quoteDrafts,
  quoteSessions,
  quotes,
} from "../../db/schema";

/**
 * Takes the named lease for `holder` until `until`, unless another holder's lease is still running.
 * One statement, so two instances racing for it cannot both win.
 */
export async function acquireLease(db: Database, name: string, holder: string, now: Date, until: Date) {
  const rows = await db
    .insert(jobLeases)
    .values({ name, holder, leaseUntil: until })
    .onConflictDoUpdate({
      target: jobLeases.name,
      set: { holder, leaseUntil: until },
      setWhere: lte(jobLeases.leaseUntil, now),
    })
    .returning({ holder: jobLeases.holder });
  return rows.length === 1 && rows[0]?.holder === holder;
}

/** Extends a held lease; false when it was lost (ran out and another instance took it). */
export async function renewLease(db: Database, name: string, holder: string, until: Date): Promise<boolean> {
  const rows = await db
    .update(jobLeases)
    .set({ leaseUntil: until })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)))
    .returning({ name: jobLeases.name });
  return rows.length === 1;
}

export async function releaseLease(
  db: Database,
  name: string,
  holder: string,
  now: Date,
  result: Record<string, number> | null,
): Promise<void> {
  await db
    .update(jobLeases)
    .set({ leaseUntil: now, ...(result ? { lastCompletedAt: now, lastResult: result } : {}) })
    .where(and(eq(jobLeases.name, name), eq(jobLeases.holder, holder)));
}

export async function readLease(db: Database, name: string) {
  const [row] = await db.select().from(jobLeases).where(eq(jobLeases.name, name));
  return row ?? null;
}

/**
 * Deletes at most `batch` rows of `table` that `where` selects, in one statement, and says how many:
 * every retention step is this, with its own table and condition.
 */
async function deleteBatch(
  db: Database,
  table: PgTable,
  key: PgColumn,
  where: SQL | undefined,
  batch: number,
): Promise<number> {
  const keys = db.select({ key }).from(table).where(where).limit(batch);
  const rows = await db.delete(table).where(inArray(key, keys)).returning({ key });
  return rows.length;
}

// Each function below handles at most `batch` rows in one short statement (or transaction) and
// returns how many it handled; the job calls it again until it returns fewer than `batch`.

export async function deleteAnalyticsEventsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  return deleteBatch(db, analyticsEvents, analyticsEvents.id, lt(analyticsEvents.occurredAt, cutoff), batch);
}

const ZONE = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);

/** The tables where the dashboard rollups' trigger keeps what it knows of each session (decision 0063). */
const SESSION_STATE_TABLES = [
  { table: "analytics_session_days", day: "day" },
  { table: "analytics_session_first_views", day: "day" },
  { table: "analytics_session_intervals", day: "hi" },
] as const;

/**
 * The rollup trigger's state of Toronto days wholly before the cutoff: it names browser sessions, so it
 * goes with the events of those days (the rollups, counts only, stay). At most `batch` rows per table.
 */
export async function deleteAnalyticsSessionStateBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  let handled = 0;
  for (const { table, day } of SESSION_STATE_TABLES) {
    const name = sql.raw(table);
    const column = sql.raw(day);
    const result = (await db.execute(
      sql`with gone as (
            delete from ${name} where ctid = any(array(
              select ctid from ${name}
              where ${column} < (${cutoff.toISOString()}::timestamptz at time zone ${ZONE})::date
              limit ${batch}))
            returning 1)
          select count(*)::int as count from gone`,
    )) as unknown as { rows: { count: number }[] };
    handled = Math.max(handled, Number(result.rows[0]?.count ?? 0));
  }
  return handled;
}

export async function deleteConsentRecordsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  return deleteBatch(db, consentRecords, consentRecords.id, lt(consentRecords.createdAt, cutoff), batch);
}

const quoteSessionHasConsent = sql`exists (select 1 from ${consentRecords} where ${consentRecords.quoteSessionId} = ${quoteSessions.id})`;
/** A session whose visitor still wants renewal reminders (decision 0058): kept, since each reminder prices it again. */
const quoteSessionHasActiveReminder = sql`exists (select 1 from ${emailSubscriptions} where ${emailSubscriptions.quoteSessionId} = ${quoteSessions.id} and ${emailSubscriptions.nextReminderAt} is not null and ${emailSubscriptions.unsubscribedAt} is null)`;
const chatSessionHasConsent = sql`exists (select 1 from ${consentRecords} where ${consentRecords.chatSessionId} = ${chatSessions.id})`;

/**
 * Quote sessions past the limit that no consent record points at: deleted, with their quotes and
 * clicks (ON DELETE CASCADE). Also removes sessions anonymized earlier whose consent records are gone.
 */
export async function deleteQuoteSessionsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  return deleteBatch(
    db,
    quoteSessions,
    quoteSessions.id,
    and(
      lt(quoteSessions.createdAt, cutoff),
      sql`not ${quoteSessionHasConsent}`,
      sql`not ${quoteSessionHasActiveReminder}`,
    ),
    batch,
  );
}

/**
 * Quote sessions past the limit that a consent record still needs: the row stays (so the consent
 * keeps what it was given for: line, province, date) but every personal field is emptied and its
 * quotes (with the premium factors drawn from the visitor's answers) and clicks are deleted.
 */
export async function anonymizeQuoteSessionsBefore(
  db: Database,
  cutoff: Date,
  now: Date,
  batch: number,
): Promise<{ sessions: number; quotes: number }> {
  return db.transaction(async (transaction) => {
    const rows = await transaction
      .select({ id: quoteSessions.id })
      .from(quoteSessions)
      .where(
        and(
          lt(quoteSessions.createdAt, cutoff),
          isNull(quoteSessions.anonymizedAt),
          quoteSessionHasConsent,
          sql`not ${quoteSessionHasActiveReminder}`,
        ),
      )
      .limit(batch)
      .for("update", { skipLocked: true });
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return { sessions: 0, quotes: 0 };
    // The address given for e-mails goes with the personal fields (its consent records stay).
    await transaction.delete(emailSubscriptions).where(inArray(emailSubscriptions.quoteSessionId, ids));
    const deletedQuotes = await transaction
      .delete(quotes)
      .where(inArray(quotes.sessionId, ids))
      .returning({ id: quotes.id });
    await transaction
      .update(quoteSessions)
      .set({
        request: {},
        formData: {},
        city: null,
        postalFsa: null,
        chatSessionId: null,
        pricing: null,
        privacyKeyHash: null,
        anonymizedAt: now,
        updatedAt: now,
      })
      .where(inArray(quoteSessions.id, ids));
    return { sessions: ids.length, quotes: deletedQuotes.length };
  });
}

/** Chat sessions past the limit that no consent record points at: deleted with their messages. */
export async function deleteChatSessionsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  return deleteBatch(
    db,
    chatSessions,
    chatSessions.id,
    and(lt(chatSessions.createdAt, cutoff), sql`not ${chatSessionHasConsent}`),
    batch,
  );
}

/** Chat sessions past the limit that a consent record needs: transcript deleted, collected answers emptied. */
export async function anonymizeChatSessionsBefore(
  db: Database,
  cutoff: Date,
  now: Date,
  batch: number,
): Promise<{ sessions: number; messages: number }> {
  return db.transaction(async (transaction) => {
    const rows = await transaction
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(and(lt(chatSessions.createdAt, cutoff), isNull(chatSessions.anonymizedAt), chatSessionHasConsent))
      .limit(batch)
      .for("update", { skipLocked: true });
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return { sessions: 0, messages: 0 };
    const deletedMessages = await transaction
      .delete(chatMessages)
      .where(inArray(chatMessages.chatSessionId, ids))
      .returning({ id: chatMessages.id });
    await transaction
      .update(chatSessions)
      .set({ fields: {}, state: {}, privacyKeyHash: null, anonymizedAt: now, updatedAt: now })
      .where(inArray(chatSessions.id, ids));
    return { sessions: ids.length, messages: deletedMessages.length };
  });
}

export async function deleteContactMessagesBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  return deleteBatch(db, contactMessages, contactMessages.id, lt(contactMessages.createdAt, cutoff), batch);
}

/** Sent or abandoned e-mails (they copy contact messages and addresses); pending ones are never touched. */
export async function deleteFinishedEmailsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  return deleteBatch(
    db,
    emailOutbox,
    emailOutbox.id,
    and(lt(emailOutbox.createdAt, cutoff), notInArray(emailOutbox.status, ["pending"])),
    batch,
  );
}

/** Privacy request records past their keeping period (they hold hashes and counts only). */
export async function deletePrivacyRequestsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  return deleteBatch(
    db,
    privacyRequests,
    privacyRequests.id,
    and(
      lt(privacyRequests.receivedAt, cutoff),
      or(eq(privacyRequests.status, "completed"), lt(privacyRequests.tokenExpiresAt, cutoff)),
    ),
    batch,
  );
}

/** The quote wizard's drafts last changed before `cutoff` (decision 0029). */
export async function deleteQuoteDraftsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  return deleteBatch(db, quoteDrafts, quoteDrafts.privacyKeyHash, lt(quoteDrafts.updatedAt, cutoff), batch);
}
