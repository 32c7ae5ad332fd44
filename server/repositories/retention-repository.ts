import { and, eq, inArray, isNull, lt, lte, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import {
  analyticsEvents,
  chatMessages,
  chatSessions,
  consentRecords,
  contactMessages,
  emailOutbox,
  jobLeases,
  privacyRequests,
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

// Each function below handles at most `batch` rows in one short statement (or transaction) and
// returns how many it handled; the job calls it again until it returns fewer than `batch`.

export async function deleteAnalyticsEventsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  const ids = db
    .select({ id: analyticsEvents.id })
    .from(analyticsEvents)
    .where(lt(analyticsEvents.occurredAt, cutoff))
    .limit(batch);
  const rows = await db
    .delete(analyticsEvents)
    .where(inArray(analyticsEvents.id, ids))
    .returning({ id: analyticsEvents.id });
  return rows.length;
}

export async function deleteConsentRecordsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  const ids = db
    .select({ id: consentRecords.id })
    .from(consentRecords)
    .where(lt(consentRecords.createdAt, cutoff))
    .limit(batch);
  const rows = await db
    .delete(consentRecords)
    .where(inArray(consentRecords.id, ids))
    .returning({ id: consentRecords.id });
  return rows.length;
}

const quoteSessionHasConsent = sql`exists (select 1 from ${consentRecords} where ${consentRecords.quoteSessionId} = ${quoteSessions.id})`;
const chatSessionHasConsent = sql`exists (select 1 from ${consentRecords} where ${consentRecords.chatSessionId} = ${chatSessions.id})`;

/**
 * Quote sessions past the limit that no consent record points at: deleted, with their quotes and
 * clicks (ON DELETE CASCADE). Also removes sessions anonymized earlier whose consent records are gone.
 */
export async function deleteQuoteSessionsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  const ids = db
    .select({ id: quoteSessions.id })
    .from(quoteSessions)
    .where(and(lt(quoteSessions.createdAt, cutoff), sql`not ${quoteSessionHasConsent}`))
    .limit(batch);
  const rows = await db.delete(quoteSessions).where(inArray(quoteSessions.id, ids)).returning({ id: quoteSessions.id });
  return rows.length;
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
      .where(and(lt(quoteSessions.createdAt, cutoff), isNull(quoteSessions.anonymizedAt), quoteSessionHasConsent))
      .limit(batch)
      .for("update", { skipLocked: true });
    const ids = rows.map((row) => row.id);
    if (ids.length === 0) return { sessions: 0, quotes: 0 };
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
  const ids = db
    .select({ id: chatSessions.id })
    .from(chatSessions)
    .where(and(lt(chatSessions.createdAt, cutoff), sql`not ${chatSessionHasConsent}`))
    .limit(batch);
  const rows = await db.delete(chatSessions).where(inArray(chatSessions.id, ids)).returning({ id: chatSessions.id });
  return rows.length;
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
  const ids = db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .limit(batch);
  const rows = await db
    .delete(contactMessages)
    .where(inArray(contactMessages.id, ids))
    .returning({ id: contactMessages.id });
  return rows.length;
}

/** Sent or abandoned e-mails (they copy contact messages and addresses); pending ones are never touched. */
export async function deleteFinishedEmailsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  const ids = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(lt(emailOutbox.createdAt, cutoff), notInArray(emailOutbox.status, ["pending"])))
    .limit(batch);
  const rows = await db.delete(emailOutbox).where(inArray(emailOutbox.id, ids)).returning({ id: emailOutbox.id });
  return rows.length;
}

/** Privacy request records past their keeping period (they hold hashes and counts only). */
export async function deletePrivacyRequestsBefore(db: Database, cutoff: Date, batch: number): Promise<number> {
  const ids = db
    .select({ id: privacyRequests.id })
    .from(privacyRequests)
    .where(
      and(
        lt(privacyRequests.receivedAt, cutoff),
        or(eq(privacyRequests.status, "completed"), lt(privacyRequests.tokenExpiresAt, cutoff)),
      ),
    )
    .limit(batch);
  const rows = await db
    .delete(privacyRequests)
    .where(inArray(privacyRequests.id, ids))
    .returning({ id: privacyRequests.id });
  return rows.length;
}
