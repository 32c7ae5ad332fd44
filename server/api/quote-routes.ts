import { Hono } from "hono";
import { coverageRequestSchema, quoteClickSchema } from "../../core/shared/api/quotes";
import { quoteFormSchemaFor } from "../../core/shared/quote-form";
import type { AppServices } from "../app-services";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { issuePrivacyKey, readPrivacyKey, type PrivacyKeyCookieSettings } from "../http/privacy-key-cookie";
import { methodNotAllowed } from "../http/method-not-allowed";
import { quoteRateRule } from "../services/quote-wizard";
import { compressedJson } from "../middleware/compression";
import { rateLimit, type RateLimitDependencies } from "../middleware/rate-limit";

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
  const limit = rateLimit(quoteRateRule(dependencies.perMinute), dependencies.rateLimit);
  const routes = new Hono<AppEnv>();
  routes.post("/session/start", limit, async (context) => {
    const form = await readJsonBody(context, quoteFormSchemaFor(dependencies.now().getUTCFullYear()));
    const privacyKey = issuePrivacyKey(context, dependencies.privacyKeyCookie);
    return compressedJson(context, await dependencies.services.startQuoteSession(form, privacyKey), 201);
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
