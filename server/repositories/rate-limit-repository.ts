import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitCounters } from "../../db/schema";

export interface RateLimitHit {
  count: number;
  windowStart: Date;
}

/**
 * Counts one hit in a fixed window, atomically, in the database so that every server instance
 * shares the same counters. A stale window restarts at 1.
 */
export async function recordRateLimitHit(db: Database, key: string, windowSeconds: number): Promise<RateLimitHit> {
  const windowStart = new Date(Math.floor(Date.now() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const [row] = await hitStatement(db).execute({ key, windowStart });
  if (!row) throw new Error("rate limit upsert returned no row");
  return row;
}

/** The upsert every limited request runs, built and prepared once per database. */
const hitStatements = new WeakMap<Database, ReturnType<typeof prepareHit>>();

function hitStatement(db: Database) {
  let statement = hitStatements.get(db);
  if (!statement) {
    statement = prepareHit(db);
    hitStatements.set(db, statement);
  }
  return statement;
}

function prepareHit(db: Database) {
  return db
    .insert(rateLimitCounters)
    .values({ key: sql.placeholder("key"), windowStart: sql.placeholder("windowStart"), count: 1 })
    .onConflictDoUpdate({
      target: rateLimitCounters.key,
      set: {
        count: sql`case when ${rateLimitCounters.windowStart} = excluded.window_start then ${rateLimitCounters.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimitCounters.count, windowStart: rateLimitCounters.windowStart })
    .prepare("rate_limit_hit");
}

/** Removes counters whose window ended before `before`. */
export async function deleteExpiredRateLimitCounters(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(rateLimitCounters)
    .where(lt(rateLimitCounters.windowStart, before))
    .returning({ key: rateLimitCounters.key });
  return deleted.length;
}

/**
 * Takes back one hit counted by recordRateLimitHit, when the window it was counted in is still the
 * current one (limits that count only failures count every attempt first, atomically, then refund).
 */
export async function refundRateLimitHit(db: Database, key: string, windowStart: Date): Promise<void> {
  await db
    .update(rateLimitCounters)
    .set({ count: sql`greatest(${rateLimitCounters.count} - 1, 0)` })
    .where(and(eq(rateLimitCounters.key, key), eq(rateLimitCounters.windowStart, windowStart)));
}
