import type { MiddlewareHandler } from "hono";
import { t } from "../../core/i18n/translate";
import { AppError } from "../../core/shared/errors";
import { checkRequestPath, splitRequestTarget, type CanonicalPathOptions } from "../http/canonical-path";
import type { AppEnv } from "../http/hono-env";

/** The request target exactly as the client sent it (Node's raw `url`), else the parsed URL's. */
function rawRequestTarget(context: Parameters<MiddlewareHandler<AppEnv>>[0]): string {
  const incoming = (context.env as { incoming?: { url?: string } } | undefined)?.incoming;
  if (typeof incoming?.url === "string") return incoming.url;
  const url = new URL(context.req.url);
  return url.pathname + url.search;
}

function isApiSpelling(path: string): boolean {
  return /^\/+api(\/|$)/i.test(path);
}

/**
 * Before anything matches a path (gates, API, static files, pages): a case, slash or dot variant of a
 * canonical path is redirected to it (301 for GET and HEAD, 308 otherwise), anything else that is not
 * a canonical spelling is a 404 (see server/http/canonical-path.ts).
 */
export function canonicalPaths(options: CanonicalPathOptions = {}): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    const { path, query } = splitRequestTarget(rawRequestTarget(context));
    const verdict = checkRequestPath(path, options);
    if (verdict.kind === "canonical") return next();
    context.header("Cache-Control", "no-store");
    if (verdict.kind === "redirect") {
      const isSafe = context.req.method === "GET" || context.req.method === "HEAD";
      return context.redirect(verdict.location + query, isSafe ? 301 : 308);
    }
    context.get("logger")?.info({ reason: verdict.reason }, "request path is not a canonical spelling");
    if (isApiSpelling(path)) throw new AppError("not_found", t("api.notFoundAddress"));
    throw new AppError("not_found", t("notFound.title"));
  };
}
