import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
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
    // On the response's own headers, as security-headers does: hono's context.header() on a finished
    // response rebuilds it around its body stream, off @hono/node-server's direct write of a kept page.
    context.res.headers.set("X-Request-Id", requestId);
    const status = context.res.status;
    const line = {
      method: context.req.method,
      path: context.req.path,
      status,
      durationMs: Math.round((performance.now() - startedAt) * 10) / 10,
    };
    // A client that hung up (or stopped sending until the server's timeout) before its request was
    // whole gets no answer; whatever the handler made of the broken body is not the server failing.
    const message = (context.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    if (message && !message.complete && message.destroyed) {
      requestLogger.info({ ...line, status: 499, handlerStatus: status }, "client closed the request");
    } else if (status >= 500) requestLogger.error(line, "request failed");
    // The server's own prerender of its pages (decision 0041) is not a visitor's request.
    else if ((context.env as { prerender?: boolean } | undefined)?.prerender === true) {
      requestLogger.debug(line, "page prerendered");
    } else requestLogger.info(line, "request");
  });
}
