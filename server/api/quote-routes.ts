import { Hono } from "hono";
import { coverageRequestSchema, quoteClickSchema } from "../../core/shared/api/quotes";
import { quoteFormSchemaFor } from "../../core/shared/quote-form";
import type { AppServices } from "../app-services";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { privacyKeyForPage, readPrivacyKey, type PrivacyKeyCookieSettings } from "../http/privacy-key-cookie";
import { methodNotAllowed } from "../http/method-not-allowed";
import { quoteRateRule } from "../services/quote-wizard";
import { compressedJson } from "../middleware/compression";
import { pendingRateLimitHit, rateLimit, type RateLimitDependencies } from "../middleware/rate-limit";

/**
 * POST /api/session/start, /api/session/coverage and /api/quotes/click. Starting a session gives the
 * browser its privacy key cookie (or renews the one it has): the only thing that exports or deletes
 * the session, changes its coverage or chooses one of its quotes (ADR 0027).
 */
export function quoteRoutes(dependencies: {
  services: AppServices;
  rateLimit: RateLimitDependencies;
  perMinute: number;
  now: () => Date;
  privacyKeyCookie: PrivacyKeyCookieSettings;
}) {
  const rule = quoteRateRule(dependencies.perMinute);
  const limit = rateLimit(rule, dependencies.rateLimit);
  const routes = new Hono<AppEnv>();
  // A start's rate-limit hit is counted by the session's own statement, one round trip instead of two
  // (decision 0076). A start that never reaches it (bad input, an error) is counted here, and over the
  // limit its answer is the 429, as when the limit ran first. The cookie is set only on a start made.
  routes.post("/session/start", async (context) => {
    const hit = await pendingRateLimitHit(context, rule, dependencies.rateLimit);
    try {
      const form = await readJsonBody(context, quoteFormSchemaFor(dependencies.now().getUTCFullYear()));
      const { key, cookie } = privacyKeyForPage(context, dependencies.privacyKeyCookie);
      const started = await dependencies.services.startQuoteSession(form, key, hit);
      context.header("Set-Cookie", cookie, { append: true });
      return compressedJson(context, started, 201);
    } catch (error) {
      await hit?.countNow();
      throw error;
    }
  });
  routes.post("/session/coverage", limit, async (context) => {
    const change = await readJsonBody(context, coverageRequestSchema);
    return compressedJson(context, await dependencies.services.repriceQuoteSession(change, readPrivacyKey(context)));
  });
  routes.post("/quotes/click", limit, async (context) => {
    const click = await readJsonBody(context, quoteClickSchema);
    return context.json(await dependencies.services.recordQuoteClick(click, readPrivacyKey(context)));
  });
  for (const path of ["/session/start", "/session/coverage", "/quotes/click"]) {
    routes.all(path, methodNotAllowed(["POST"]));
  }
  return routes;
}
