import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";

/**
 * Hono's body limit, without its cost on a request that states its length. Hono's reads
 * `request.body` to see whether there is one, and on @hono/node-server that alone builds the full
 * web Request around the socket's stream, so the handler's `req.text()` then reads the body through
 * web streams instead of straight from Node's message (decision 0072). Node's HTTP parser never
 * gives more bytes than Content-Length says, so a stated length is checked here as hono checks it;
 * a chunked body (or one with both headers) goes through hono's, which counts what arrives; a
 * request with neither header has no body, and a GET or HEAD none that counts, as with hono's.
 */
export function bodyLimitByLength(options: {
  maxSize: number;
  onError: (context: Context) => Response | Promise<Response>;
}): MiddlewareHandler {
  const counted = bodyLimit(options);
  return async (context, next) => {
    if (context.req.method === "GET" || context.req.method === "HEAD") return next();
    const length = context.req.header("content-length");
    const chunked = context.req.header("transfer-encoding") !== undefined;
    if (chunked) return counted(context, next);
    if (length === undefined) return next();
    return Number.parseInt(length || "0", 10) > options.maxSize ? options.onError(context) : next();
  };
}
