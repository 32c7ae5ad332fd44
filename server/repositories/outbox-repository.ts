import { and, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export type OutboxRow = typeof emailOutbox.$inferSelect;

/**
 * Claims due e-mails for this process by pushing their next attempt into the future (a lease), so
 * two instances never send the same e-mail at once.
 */
export async function claimDueEmails(db: Database, now: Date, limit: number, leaseMs: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
    .orderBy(emailOutbox.nextAttemptAt)
    .limit(limit)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + leaseMs) })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

export async function markEmailSent(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: now, attempts: sql`${emailOutbox.attempts} + 1` })
    .where(eq(emailOutbox.id, id));
}

/** Not sent: its address is on the suppression list (decision 0058). */
export async function markEmailSuppressed(db: Database, id: string): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: "suppressed", lastError: "suppressed address" })
    .where(eq(emailOutbox.id, id));
}

export async function markEmailFailed(
  db: Database,
  id: string,
  update: { attempts: number; nextAttemptAt: Date; lastError: string; giveUp: boolean },
): Promise<void> {
  await db
    .update(emailOutbox)
    .set({
      attempts: update.attempts,
      nextAttemptAt: update.nextAttemptAt,
      lastError: update.lastError.slice(0, 500),
      status: update.giveUp ? "failed" : "pending",
    })
    .where(eq(emailOutbox.id, id));
}

export async function countPendingEmails(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"));
  return row?.total ?? 0;
}

/**
 * Gives back e-mails this process claimed but did not try (it is stopping): due again at once for
 * any instance, instead of after the lease.
 */
export async function releaseClaimedEmails(db: Database, ids: readonly string[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(emailOutbox)
    .set({ nextAttemptAt: now })
    .where(and(inArray(emailOutbox.id, [...ids]), eq(emailOutbox.status, "pending")));
}

/** E-mails waiting to be sent and the age of the oldest (seconds; 0 when none waits), for metrics. */
export async function outboxBacklog(
  db: Database,
  now: Date,
): Promise<{ pending: number; oldestPendingSeconds: number }> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${emailOutbox.createdAt})` })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
  return {
    pending: row?.total ?? 0,
    oldestPendingSeconds: oldest === null ? 0 : Math.max(0, Math.round((now.getTime() - oldest) / 1000)),
  };
}
