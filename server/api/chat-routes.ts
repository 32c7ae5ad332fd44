import { Hono } from "hono";
import {
  chatConsentRequestSchema,
  chatMessageRequestSchema,
  chatResumeLinkRequestSchema,
} from "../../core/shared/api/chat";
import type { AppServices } from "../app-services";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { issuePrivacyKey, readPrivacyKey, type PrivacyKeyCookieSettings } from "../http/privacy-key-cookie";
import { methodNotAllowed } from "../http/method-not-allowed";
import { rateLimit, type RateLimitDependencies } from "../middleware/rate-limit";

/**
 * POST /api/chat/message and /api/chat/consent: the Smart Quote Concierge's backend. Starting a
 * conversation, and the quote session its consent makes, give the browser its privacy key cookie (or
 * renew the one it has; ADR 0027). POST /api/chat/resume-link e-mails the browser that started a
 * conversation a link to finish it on any device (decision 0069): 201 `{ok, email}`; 400 for a bad
 * address, 404 for a conversation not this browser's, 409 before it holds a detail. It counts in the
 * results e-mail's bucket, as the wizard's link does.
 */
export function chatRoutes(dependencies: {
  services: AppServices;
  rateLimit: RateLimitDependencies;
  perMinute: number;
  privacyKeyCookie: PrivacyKeyCookieSettings;
}) {
  const limit = rateLimit({ name: "chat", limit: dependencies.perMinute, windowSeconds: 60 }, dependencies.rateLimit);
  const routes = new Hono<AppEnv>();
  routes.post("/message", limit, async (context) => {
    const body = await readJsonBody(context, chatMessageRequestSchema);
    if ("action" in body) {
      const privacyKey = issuePrivacyKey(context, dependencies.privacyKeyCookie);
      return context.json(await dependencies.services.startChat(body.mode ?? "quote_flow", privacyKey), 201);
    }
    return context.json(await dependencies.services.sendChatMessage(body.chatSessionId, body.message));
  });
  routes.post("/consent", limit, async (context) => {
    const body = await readJsonBody(context, chatConsentRequestSchema);
    const privacyKey = issuePrivacyKey(context, dependencies.privacyKeyCookie);
    return context.json(
      await dependencies.services.consentChat(body.chatSessionId, body.consentContact ?? false, privacyKey),
    );
  });
  routes.post(
    "/resume-link",
    rateLimit(dependencies.services.quoteEmailRateRule, dependencies.rateLimit),
    async (context) => {
      const body = await readJsonBody(context, chatResumeLinkRequestSchema);
      const sent = await dependencies.services.emailChatResumeLink(
        { chatSessionId: body.chatSessionId, email: body.email },
        readPrivacyKey(context),
      );
      return context.json({ ok: true, email: sent.email }, 201);
    },
  );
  for (const path of ["/message", "/consent", "/resume-link"]) routes.all(path, methodNotAllowed(["POST"]));
  return routes;
}
