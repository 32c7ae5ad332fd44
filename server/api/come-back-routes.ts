import { Hono } from "hono";
import { z } from "../../core/shared/zod";
import { AppError } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";
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

const bounceSchema = z
  .object({
    recipient: z.string().trim().max(254).pipe(z.email()),
    type: z.enum(["bounce", "complaint"]),
  })
  .strict();

/**
 * POST /api/email/bounces (decision 0058): an e-mail service reports a later bounce (a permanent
 * one: services report soft bounces as retries) or a complaint, `{recipient, type}`, with
 * `Authorization: Bearer EMAIL_BOUNCE_TOKEN`. The address is suppressed: nothing more is sent to it.
 * Without the token configured the endpoint does not exist.
 */
export function bounceRoutes(dependencies: {
  services: AppServices;
  token: string | undefined;
  isBearer: (authorization: string | undefined, token: string | undefined) => boolean;
}) {
  const routes = new Hono<AppEnv>();
  routes.post("/", async (context) => {
    // Unknown to whoever lacks the token, as when it is not configured.
    if (!dependencies.token || !dependencies.isBearer(context.req.header("authorization"), dependencies.token)) {
      throw new AppError("not_found", t("api.notFound"));
    }
    const report = await readJsonBody(context, bounceSchema);
    await dependencies.services.suppressEmailAddress(
      report.recipient,
      report.type === "bounce" ? "bounced" : "complained",
    );
    return context.json({ ok: true });
  });
  routes.all("/", methodNotAllowed(["POST"]));
  return routes;
}
