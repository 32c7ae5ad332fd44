import { Hono } from "hono";
import { contactMessageSchema } from "../../core/shared/contact";
import type { AppServices } from "../app-services";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { methodNotAllowed } from "../http/method-not-allowed";
import { rateLimit, type RateLimitDependencies } from "../middleware/rate-limit";

/** POST /api/contact: the contact form for clients that post JSON (the page itself uses its action). */
export function contactRoutes(dependencies: {
  services: AppServices;
  rateLimit: RateLimitDependencies;
  perHour: number;
}) {
  const routes = new Hono<AppEnv>();
  routes.post(
    "/",
    rateLimit({ name: "contact", limit: dependencies.perHour, windowSeconds: 3600 }, dependencies.rateLimit),
    async (context) => {
      const message = await readJsonBody(context, contactMessageSchema);
      const result = await dependencies.services.submitContactMessage(message);
      return context.json({ ok: true, ...(result.status === "sent" ? { id: result.id } : {}) }, 201);
    },
  );
  routes.all("/", methodNotAllowed(["POST"]));
  return routes;
}
