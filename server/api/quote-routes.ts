import { Hono } from "hono";
import { coverageRequestSchema, quoteClickSchema } from "../../core/shared/api/quotes";
import { quoteFormSchema } from "../../core/shared/quote-form";
import type { AppServices } from "../app-services";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { issuePrivacyKey, readPrivacyKey, type PrivacyKeyCookieSettings } from "../http/privacy-key-cookie";
import { methodNotAllowed } from "../http/method-not-allowed";
import { rateLimit, type RateLimitDependencies } from "../middleware/rate-limit";

/** One schema per calendar year, since the newest allowed vehicle year moves with it. */
const schemasByYear = new Map<number, ReturnType<typeof quoteFormSchema>>();
function formSchemaFor(year: number) {
  let schema = schemasByYear.get(year);
  if (!schema) {
    schema = quoteFormSchema(year);
    schemasByYear.set(year, schema);
  }
  return schema;
}

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
  const limit = rateLimit({ name: "quotes", limit: dependencies.perMinute, windowSeconds: 60 }, dependencies.rateLimit);
  const routes = new Hono<AppEnv>();
  routes.post("/session/start", limit, async (context) => {
    const form = await readJsonBody(context, formSchemaFor(dependencies.now().getUTCFullYear()));
    const privacyKey = issuePrivacyKey(context, dependencies.privacyKeyCookie);
    return context.json(await dependencies.services.startQuoteSession(form, privacyKey), 201);
  });
  routes.post("/session/coverage", limit, async (context) => {
    const change = await readJsonBody(context, coverageRequestSchema);
    return context.json(await dependencies.services.repriceQuoteSession(change, readPrivacyKey(context)));
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
