import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { emailOutbox, quoteDrafts } from "../../db/schema";

/** The stored answers of this browser's draft (by its privacy key's hash), if changed after `since`. */
export async function findQuoteDraft(db: Database, keyHash: string, since: Date): Promise<unknown> {
  const rows = await db
    .select({ answers: quoteDrafts.answers })
    .from(quoteDrafts)
    .where(and(eq(quoteDrafts.privacyKeyHash, keyHash), gt(quoteDrafts.updatedAt, since)));
  return rows[0]?.answers ?? null;
}

/** Replaces this browser's draft in one statement. */
export async function saveQuoteDraft(
  db: Database,
  keyHash: string,
  answers: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .insert(quoteDrafts)
    .values({ privacyKeyHash: keyHash, answers, updatedAt: now })
    .onConflictDoUpdate({ target: quoteDrafts.privacyKeyHash, set: { answers, updatedAt: now } });
}

/**
 * Keeps the answers a resume link opens, under its secret's hash, and queues its e-mail: both or
 * neither (decision 0062).
 */
export async function insertResumeLink(
  db: Database,
  keyHash: string,
  answers: Record<string, unknown>,
  now: Date,
  email: typeof emailOutbox.$inferInsert,
): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction
      .insert(quoteDrafts)
      .values({ privacyKeyHash: keyHash, answers, updatedAt: now })
      .onConflictDoUpdate({ target: quoteDrafts.privacyKeyHash, set: { answers, updatedAt: now } });
    await transaction.insert(emailOutbox).values(email);
  });
}

export async function deleteQuoteDraft(db: Database, keyHash: string): Promise<void> {
  await db.delete(quoteDrafts).where(eq(quoteDrafts.privacyKeyHash, keyHash));
}
