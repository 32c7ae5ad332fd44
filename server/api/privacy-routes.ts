import { Hono, type Context, type MiddlewareHandler } from "hono";
import { z } from "../../core/shared/zod";
import type { AppServices } from "../app-services";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { readPrivacyKey } from "../http/privacy-key-cookie";
import { methodNotAllowed } from "../http/method-not-allowed";
import { clientAddress, clientRateLimiter, type RateLimitDependencies } from "../middleware/rate-limit";
import type { Database } from "../../db/client";
import { recordStaffAction } from "../services/staff-audit";
import type { PrivacyOutcome } from "../services/privacy-requests";

/** The export as a file download; the rest as JSON. */
function answer(context: Context<AppEnv>, outcome: PrivacyOutcome): Response {
  if (outcome.status === "exported") {
    const day = outcome.export.generated_at.slice(0, 10);
    context.header("Content-Disposition", `attachment; filename="quotemaple-my-data-${day}.json"`);
    return context.json(outcome.export, 200);
  }
  if (outcome.status === "deleted") {
    return context.json({ status: "deleted", request_id: outcome.requestId, deleted: outcome.deleted }, 200);
  }
  return context.json({ status: "awaiting_confirmation" }, 202);
}

/**
 * Visitors' privacy requests (ADR 0020). The service holds the limit and the validation, shared
 * with the pages' actions:
 * - POST /api/privacy-requests {kind: "access"|"deletion", thisBrowser: true} (with the browser's
 *   privacy key cookie) or {kind, code} (that key as the browser shows it) acts at once (200: the
 *   JSON export as an attachment, or {status: "deleted", request_id, deleted}; ADR 0027);
 *   {kind, email} queues a one-time confirmation link to that address (202, the same whatever is stored).
 * - POST /api/privacy-requests/confirm {token} acts on an e-mailed link (200 as above; 404 unknown or
 *   used, 422 expired).
 */
export function privacyRoutes(dependencies: { services: AppServices; rateLimit: RateLimitDependencies }) {
  const routes = new Hono<AppEnv>();
  routes.post("/", async (context) => {
    const input = await readJsonBody(context, z.unknown());
    const limit = clientRateLimiter(context, dependencies.rateLimit);
    const browserKey = readPrivacyKey(context);
    return answer(context, await dependencies.services.submitPrivacyRequest(input, { limit, browserKey }));
  });
  routes.post("/confirm", async (context) => {
    const input = await readJsonBody(context, z.unknown());
    const limit = clientRateLimiter(context, dependencies.rateLimit);
    return answer(context, await dependencies.services.confirmPrivacyRequest(input, { limit }));
  });
  routes.all("/", methodNotAllowed(["POST"]));
  routes.all("/confirm", methodNotAllowed(["POST"]));
  return routes;
}

/** GET /api/admin/privacy-requests: every request with its 30-day deadline, soonest first (staff gate). */
export function adminPrivacyRoutes(dependencies: {
  services: AppServices;
  staffOnly: MiddlewareHandler<AppEnv>;
  db: Database;
}) {
  const routes = new Hono<AppEnv>();
  routes.use("/privacy-requests", dependencies.staffOnly);
  routes.get("/privacy-requests", async (context) => {
    const requests = await dependencies.services.listPrivacyRequests();
    const staff = context.get("staff");
    // Reading visitors' privacy requests is handling personal data: the audit log keeps who did (decision 0053).
    const ip = clientAddress(context, context.get("trustProxy") ?? false);
    await recordStaffAction(
      dependencies.db,
      { id: staff?.id ?? null, email: staff?.email ?? null, ip },
      "privacy_requests.view",
      { target: `${requests.length} requests` },
    );
    return context.json({ requests });
  });
  routes.all("/privacy-requests", methodNotAllowed(["GET"]));
  return routes;
}
