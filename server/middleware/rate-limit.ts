import { createHmac } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";
import type { Database } from "../../db/client";
import type { AppEnv } from "../http/hono-env";
import { recordRateLimitHit } from "../repositories/rate-limit-repository";

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
  const address = clientAddress(context, dependencies.trustProxy);
  const addressHash = createHmac("sha256", dependencies.secret).update(address).digest("base64url").slice(0, 22);
  const hit = await recordRateLimitHit(dependencies.db, `${rule.name}:${addressHash}`, rule.windowSeconds);
  const resetAt = hit.windowStart.getTime() + rule.windowSeconds * 1000;
  const retryAfter = Math.max(1, Math.ceil((resetAt - Date.now()) / 1000));
  context.header("RateLimit-Limit", String(rule.limit));
  context.header("RateLimit-Remaining", String(Math.max(0, rule.limit - hit.count)));
  context.header("RateLimit-Reset", String(retryAfter));
  if (hit.count > rule.limit) {
    context.header("Retry-After", String(retryAfter));
    throw new AppError("rate_limited", t("api.rateLimited", { seconds: retryAfter }), {
      retryAfterSeconds: retryAfter,
    });
  }
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
