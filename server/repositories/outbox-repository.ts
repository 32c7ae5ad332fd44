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
