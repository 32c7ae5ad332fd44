import { Hono } from "hono";
import { analyticsEventSchema } from "../../core/shared/analytics-events";
import type { Database } from "../../db/client";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { methodNotAllowed } from "../http/method-not-allowed";
import { rateLimit, type RateLimitDependencies } from "../middleware/rate-limit";
import { trackAnalyticsEvent } from "../services/track-analytics-event";

export function analyticsRoutes(dependencies: { db: Database; rateLimit: RateLimitDependencies; perMinute: number }) {
  const routes = new Hono<AppEnv>();
  routes.post(
    "/track",
    rateLimit({ name: "analytics", limit: dependencies.perMinute, windowSeconds: 60 }, dependencies.rateLimit),
    async (context) => {
      const event = await readJsonBody(context, analyticsEventSchema, { allowTextPlain: true });
      const stored = await trackAnalyticsEvent(dependencies.db, event);
      return context.json({ ok: true, id: stored.id }, 201);
    },
  );
  routes.all("/track", methodNotAllowed(["POST"]));
  return routes;
}
