import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../db/client";
import { quoteDrafts } from "../../db/schema";

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

export async function deleteQuoteDraft(db: Database, keyHash: string): Promise<void> {
  await db.delete(quoteDrafts).where(eq(quoteDrafts.privacyKeyHash, keyHash));
}
