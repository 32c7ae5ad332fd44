import { Hono } from "hono";
import { z } from "../../core/shared/zod";
import type { AppServices } from "../app-services";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { readPrivacyKey } from "../http/privacy-key-cookie";
import { methodNotAllowed } from "../http/method-not-allowed";
import { rateLimit, type RateLimitDependencies } from "../middleware/rate-limit";

/**
 * POST /api/quote-emails (decision 0058): "e-mail me my quotes" and "remind me before renewal" for
 * the browser that made the session. 201 `{ok, email, renewal_month}`; 400 `validation_failed` with
 * the fields' problems (a bad address, no consent, a past month); 404 for a session not this browser's.
 */
export function comeBackRoutes(dependencies: { services: AppServices; rateLimit: RateLimitDependencies }) {
  const routes = new Hono<AppEnv>();
  routes.post("/", rateLimit(dependencies.services.quoteEmailRateRule, dependencies.rateLimit), async (context) => {
    const input = await readJsonBody(context, z.unknown());
    const result = await dependencies.services.requestResultsEmail(input, readPrivacyKey(context));
    return context.json({ ok: true, email: result.email, renewal_month: result.renewalMonth }, 201);
  });
  routes.all("/", methodNotAllowed(["POST"]));
  return routes;
}
