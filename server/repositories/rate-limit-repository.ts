import { and, eq, lt, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { rateLimitCounters } from "../../db/schema";

export interface RateLimitHit {
  count: number;
  windowStart: Date;
}

/**
 * A hit that the work it guards counts in its own statement, so the request makes one round trip, not
 * two (decision 0076): the statement upserts the counter as `recordRateLimitHit` does, writes nothing
 * else when the new count is over `limit`, and returns the count, which it hands to `settle`. When the
 * work cannot reach its statement (bad input, an error, a call to a partner that must not be made for
 * a refused request), `countNow` counts it by itself first. Either way a request counts exactly once.
 */
export interface PendingRateLimitHit {
  key: string;
  windowStart: Date;
  limit: number;
  /** True once counted, by `settle` or `countNow`. */
  readonly counted: boolean;
  /** Takes the count the statement returned; over the limit it throws the refusal (429). */
  settle(count: number): void;
  /** Counts the hit by itself, now; over the limit it throws the refusal (429). No-op once counted. */
  countNow(): Promise<void>;
}

/** The start of the fixed window that `at` falls in. */
export function rateLimitWindowStart(windowSeconds: number, at = Date.now()): Date {
  return new Date(Math.floor(at / (windowSeconds * 1000)) * windowSeconds * 1000);
}

/** A counter's next count on a conflicting hit: one more in the same window, else a new window's 1. */
const NEXT_COUNT =
  "case when rate_limit_counters.window_start = excluded.window_start then rate_limit_counters.count + 1 else 1 end";

/**
 * The counter's upsert as a CTE named `hit` (`$key`, `$windowStart` are the parameters' places): the
 * same as `recordRateLimitHit`'s, for statements that count a hit beside their own work.
 */
export function rateLimitHitCte(key: string, windowStart: string): string {
  return `hit as (
    insert into rate_limit_counters (key, window_start, count) values (${key}::text, ${windowStart}::timestamptz, 1)
    on conflict (key) do update set count = ${NEXT_COUNT}, window_start = excluded.window_start
    returning count
  )`;
}

/**
 * Counts one hit in a fixed window, atomically, in the database so that every server instance
 * shares the same counters. A stale window restarts at 1.
 */
export async function recordRateLimitHit(db: Database, key: string, windowSeconds: number): Promise<RateLimitHit> {
  const windowStart = rateLimitWindowStart(windowSeconds);
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
        count: sql.raw(NEXT_COUNT),
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
