import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/hono-env";
import type { Logger } from "../logger";

const REQUEST_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

/** Gives every request an id (kept from X-Request-Id when well formed) and logs one line when it ends. */
export function requestLog(logger: Logger) {
  return createMiddleware<AppEnv>(async (context, next) => {
    const incoming = context.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID_PATTERN.test(incoming) ? incoming : randomUUID();
    const requestLogger = logger.child({ requestId });
    context.set("requestId", requestId);
    context.set("logger", requestLogger);
    const startedAt = performance.now();
    await next();
    context.header("X-Request-Id", requestId);
    const status = context.res.status;
    const line = {
      method: context.req.method,
      path: context.req.path,
      status,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    };
    if (status >= 500) requestLogger.error(line, "request failed");
    else requestLogger.info(line, "request");
  });
}
