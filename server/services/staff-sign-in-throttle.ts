import { createHmac } from "node:crypto";
import type { Database } from "../../db/client";
import { recordRateLimitHit, refundRateLimitHit } from "../repositories/rate-limit-repository";
import { findSignInLock, replaceSignInLock, type SignInLock } from "../repositories/staff-repository";

/** Failed sign-ins are counted in fixed windows of this length; the first lock lasts as long. */
export const SIGN_IN_WINDOW_SECONDS = 15 * 60;
const LONGEST_LOCK_SECONDS = 24 * 60 * 60;
/** A lock that ended longer ago than this no longer makes the next one longer. */
const LOCK_MEMORY_MS = 24 * 60 * 60 * 1000;

/**
 * What one limit counts: the client's address and the account (unknown devices), or one device
 * cookie; and, at the two-factor step, the account's codes (decision 0053).
 */
export type SignInScope = "ip" | "account" | "device" | "code";

/** How long the n-th lock in a row lasts: 15 minutes, doubled for each lock before it, at most a day. */
export function lockSeconds(level: number): number {
  return Math.min(LONGEST_LOCK_SECONDS, SIGN_IN_WINDOW_SECONDS * 2 ** Math.max(0, level - 1));
}

/** Where counts and locks live: the shared rate_limit_counters table, or a map in a unit test. */
export interface SignInThrottleStore {
  countAttempt(key: string, windowSeconds: number): Promise<{ count: number; windowStart: Date }>;
  refundAttempt(key: string, windowStart: Date): Promise<void>;
  findLock(key: string): Promise<SignInLock | null>;
  replaceLock(key: string, previous: SignInLock | null, next: SignInLock): Promise<boolean>;
}

export function signInThrottleStore(db: Database): SignInThrottleStore {
  return {
    countAttempt: (key, windowSeconds) => recordRateLimitHit(db, key, windowSeconds),
    refundAttempt: (key, windowStart) => refundRateLimitHit(db, key, windowStart),
    findLock: (key) => findSignInLock(db, key),
    replaceLock: (key, previous, next) => replaceSignInLock(db, key, previous, next),
  };
}

export interface CountedAttempt {
  key: string;
  windowStart: Date;
}

export type SignInAdmission =
  | { admitted: true; counted: CountedAttempt[] }
  | { admitted: false; limitedBy: SignInScope; retryAfterSeconds: number };

export interface SignInThrottle {
  /**
   * Checks the limits before the password is: a locked scope refuses at once (nothing counted);
   * otherwise the attempt is counted in every scope, atomically, and the count that passes the limit
   * locks its scope. Refusals never reach the password check.
   */
  admit(scopes: { scope: SignInScope; value: string }[]): Promise<SignInAdmission>;
  /** A successful sign-in takes its counts back: only failures use up the limit. */
  forgive(counted: readonly CountedAttempt[]): Promise<void>;
}

/**
 * Failed sign-ins per scope in fixed 15-minute windows; passing `limit` locks the scope for
 * lockSeconds(level), where each lock that follows one (within a day of its end) doubles. Keys are
 * HMAC-hashed, so neither addresses, e-mails nor device ids sit in the table.
 */
export function createSignInThrottle(
  store: SignInThrottleStore,
  settings: { limit: number; secret: string; now?: () => Date },
): SignInThrottle {
  const now = () => settings.now?.() ?? new Date();
  const hashOf = (scope: SignInScope, value: string) =>
    createHmac("sha256", settings.secret).update(`${scope}:${value}`).digest("base64url").slice(0, 22);
  const secondsUntil = (until: Date) => Math.max(1, Math.ceil((until.getTime() - now().getTime()) / 1000));

  /** Locks the key unless a concurrent request did; returns when the lock ends. */
  async function lock(key: string): Promise<Date> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const previous = await store.findLock(key);
      const at = now().getTime();
      if (previous && previous.until.getTime() > at) return previous.until;
      const isRepeat = previous !== null && at - previous.until.getTime() < LOCK_MEMORY_MS;
      const level = isRepeat ? previous.level + 1 : 1;
      const until = new Date(at + lockSeconds(level) * 1000);
      if (await store.replaceLock(key, previous, { until, level })) return until;
    }
    throw new Error("sign-in lock kept changing under concurrent writes");
  }

  return {
    async admit(scopes) {
      const keyed = scopes.map(({ scope, value }) => ({ scope, hash: hashOf(scope, value) }));
      for (const { scope, hash } of keyed) {
        const current = await store.findLock(`staff-login-lock:${hash}`);
        if (current && current.until.getTime() > now().getTime()) {
          return { admitted: false, limitedBy: scope, retryAfterSeconds: secondsUntil(current.until) };
        }
      }
      const counted: CountedAttempt[] = [];
      for (const { scope, hash } of keyed) {
        const key = `staff-login:${hash}`;
        const hit = await store.countAttempt(key, SIGN_IN_WINDOW_SECONDS);
        counted.push({ key, windowStart: hit.windowStart });
        if (hit.count > settings.limit) {
          const until = await lock(`staff-login-lock:${hash}`);
          return { admitted: false, limitedBy: scope, retryAfterSeconds: secondsUntil(until) };
        }
      }
      return { admitted: true, counted };
    },
    async forgive(counted) {
      for (const attempt of counted) await store.refundAttempt(attempt.key, attempt.windowStart);
    },
  };
}
