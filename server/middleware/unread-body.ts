import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "../http/hono-env";

/**
 * A request whose body was never read (refused by its id, its session or its size before the body
 * mattered) leaves bytes on the connection, which the server then drops. The answer says
 * `Connection: close`, so the client does not send its next request down a connection that is about
 * to close (it would fail with "other side closed" instead of getting an answer).
 */
export function closeWhenBodyUnread(): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    await next();
    const request = context.req.raw;
    const hasBody =
      request.headers.has("transfer-encoding") || Number(request.headers.get("content-length") ?? "0") > 0;
    if (hasBody && !request.bodyUsed) context.res.headers.set("Connection", "close");
  };
}
