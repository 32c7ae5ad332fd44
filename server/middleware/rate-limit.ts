import { createHmac } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";
import type { Database } from "../../db/client";
import type { AppEnv } from "../http/hono-env";
import {
  rateLimitWindowStart,
  recordRateLimitHit,
  type PendingRateLimitHit,
} from "../repositories/rate-limit-repository";

export interface RateLimitRule {
  /** Name of the limited action, part of the counter key (e.g. "analytics"). */
  name: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitDependencies {
  db: Database;
  enabled: boolean;
  trustProxy: boolean;
  /** Secret for hashing client addresses, so raw IPs never reach the database. */
  secret: string;
}

export function clientAddress(context: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = context.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(context).remote.address ?? "unknown";
  } catch {
    return "unknown";
  }
}

/** This client's counter key for the rule: the rule's name and an HMAC of the address. */
function counterKey(context: Context, rule: RateLimitRule, dependencies: RateLimitDependencies): string {
  const address = clientAddress(context, dependencies.trustProxy);
  const addressHash = createHmac("sha256", dependencies.secret).update(address).digest("base64url").slice(0, 22);
  return `${rule.name}:${addressHash}`;
}

/**
 * Per app (one a process), the keys seen over their limit in a window, with that window's start: their
 * next requests in the window are counted before any work (decision 0076). Counts only grow within a
 * window, so this never decides an answer; it only keeps a refused client from costing a whole start.
 */
const overLimitByApp = new WeakMap<RateLimitDependencies, Map<string, number>>();
const OVER_LIMIT_KEYS = 10_000;

function overLimitOf(dependencies: RateLimitDependencies): Map<string, number> {
  let keys = overLimitByApp.get(dependencies);
  if (!keys) {
    keys = new Map();
    overLimitByApp.set(dependencies, keys);
  }
  return keys;
}

/** Sets the RateLimit headers for a counted hit; over the limit sets Retry-After and throws 429. */
function answerHit(
  context: Context,
  rule: RateLimitRule,
  overLimit: Map<string, number>,
  hit: { key: string; windowStart: Date; count: number },
): void {
  const { key, windowStart, count } = hit;
  const resetAt = windowStart.getTime() + rule.windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  context.header("RateLimit-Limit", String(rule.limit));
  context.header("RateLimit-Remaining", String(Math.max(0, rule.limit - count)));
  context.header("RateLimit-Reset", String(retryAfter));
  if (count > rule.limit) {
    if (overLimit.size >= OVER_LIMIT_KEYS) overLimit.clear();
    overLimit.set(key, windowStart.getTime());
    context.header("Retry-After", String(retryAfter));
    throw new AppError("rate_limited", t("api.rateLimited", { seconds: retryAfter }), {
      retryAfterSeconds: retryAfter,
    });
  }
}

async function countHit(context: Context, rule: RateLimitRule, dependencies: RateLimitDependencies, key: string) {
  const hit = await recordRateLimitHit(dependencies.db, key, rule.windowSeconds);
  answerHit(context, rule, overLimitOf(dependencies), { key, ...hit });
}

/**
 * Counts one request of this client address against the rule; over the limit it sets Retry-After and
 * throws a rate_limited AppError (429). Page actions call it through the load context.
 */
export async function enforceRateLimit(
  context: Context,
  rule: RateLimitRule,
  dependencies: RateLimitDependencies,
): Promise<void> {
  if (!dependencies.enabled) return;
  await countHit(context, rule, dependencies, counterKey(context, rule, dependencies));
}

/**
 * This request's hit, to be counted by the statement of the work it guards (decision 0076), or null
 * when limits are off. A client already seen over the limit in this window is counted (and refused)
 * here, before any work, as `enforceRateLimit` does; so is one whose window just ended (then null).
 */
export async function pendingRateLimitHit(
  context: Context,
  rule: RateLimitRule,
  dependencies: RateLimitDependencies,
): Promise<PendingRateLimitHit | null> {
  if (!dependencies.enabled) return null;
  const key = counterKey(context, rule, dependencies);
  const windowStart = rateLimitWindowStart(rule.windowSeconds);
  const overLimit = overLimitOf(dependencies);
  const seenOver = overLimit.get(key);
  if (seenOver !== undefined) {
    overLimit.delete(key);
    if (seenOver === windowStart.getTime()) {
      await countHit(context, rule, dependencies, key);
      return null;
    }
  }
  let counted = false;
  return {
    key,
    windowStart,
    limit: rule.limit,
    get counted() {
      return counted;
    },
    settle(count) {
      counted = true;
      answerHit(context, rule, overLimit, { key, windowStart, count });
    },
    async countNow() {
      if (counted) return;
      counted = true;
      await countHit(context, rule, dependencies, key);
    },
  };
}

/**
 * Counts one attempt by the client behind the current request against a rule; throws a rate_limited
 * AppError (429, `details.retryAfterSeconds`) beyond it. Services that hold their own limit (contact,
 * privacy requests) take one, so a page action and the JSON API share one bucket per client.
 */
export type ClientRateLimiter = (rule: RateLimitRule) => Promise<void>;

export function clientRateLimiter(context: Context, dependencies: RateLimitDependencies): ClientRateLimiter {
  return (rule) => enforceRateLimit(context, rule, dependencies);
}

/** A limiter that never refuses: for callers inside the server that are not a visitor's request. */
export const UNLIMITED: ClientRateLimiter = async () => {};

/** Fixed-window limit per client address; over the limit answers 429 with Retry-After. */
export function rateLimit(rule: RateLimitRule, dependencies: RateLimitDependencies) {
  return createMiddleware<AppEnv>(async (context, next) => {
    await enforceRateLimit(context, rule, dependencies);
    return next();
  });
}
