import { Hono } from "hono";
import { z } from "../../core/shared/zod";
import type { AppServices } from "../app-services";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { methodNotAllowed } from "../http/method-not-allowed";
import { clientRateLimiter, type RateLimitDependencies } from "../middleware/rate-limit";

/**
 * POST /api/contact: the contact form for clients that post JSON (the assistant). The service holds
 * the validation, the honeypot and the limit, shared with the contact page's own action.
 */
export function contactRoutes(dependencies: { services: AppServices; rateLimit: RateLimitDependencies }) {
  const routes = new Hono<AppEnv>();
  routes.post("/", async (context) => {
    const input = await readJsonBody(context, z.unknown());
    const limit = clientRateLimiter(context, dependencies.rateLimit);
    const result = await dependencies.services.submitContactMessage(input, { limit });
    return context.json({ ok: true, ...(result.status === "sent" ? { id: result.id } : {}) }, 201);
  });
  routes.all("/", methodNotAllowed(["POST"]));
  return routes;
}
