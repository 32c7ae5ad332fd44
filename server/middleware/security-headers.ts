import { createMiddleware } from "hono/factory";
import { SCRIPT_HASHES_HEADER } from "../../core/shared/page-cache-header";
import type { AppEnv } from "../http/hono-env";

export interface SecurityHeaderOptions {
  isHttps: boolean;
  isDevelopment: boolean;
}

/**
 * Builds the Content-Security-Policy of one response. A page's inline scripts run by their hashes,
 * and what they load is trusted through `'strict-dynamic'` (decision 0030); a response without
 * scripts of its own (the API, files, error pages) allows none inline. `'self'` only matters to
 * browsers that predate `'strict-dynamic'`, which ignore it otherwise.
 */
export function buildContentSecurityPolicy(scriptHashes: readonly string[], options: SecurityHeaderOptions): string {
  const scriptSources = scriptHashes.length > 0 ? ["'self'", "'strict-dynamic'", ...scriptHashes] : ["'self'"];
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": scriptSources,
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'", "data:", "https:"],
    "font-src": ["'self'"],
    "connect-src": options.isDevelopment ? ["'self'", "ws:", "wss:"] : ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
    "frame-src": ["'none'"],
    "object-src": ["'none'"],
    "base-uri": ["'none'"],
    "manifest-src": ["'self'"],
    "worker-src": ["'self'", "blob:"],
  };
  const policy = Object.entries(directives).map(([name, values]) => `${name} ${values.join(" ")}`);
  if (options.isHttps) policy.push("upgrade-insecure-requests");
  return policy.join("; ");
}

/** Security headers on every response; a page's script hashes come from its renderer. */
export function securityHeaders(options: SecurityHeaderOptions) {
  // Most responses (the API, files, error pages) have no scripts of their own: their policy is one text.
  const withoutScripts = buildContentSecurityPolicy([], options);
  return createMiddleware<AppEnv>(async (context, next) => {
    await next();
    const headers = context.res.headers;
    const hashes = (headers.get(SCRIPT_HASHES_HEADER) ?? "").split(" ").filter((hash) => hash !== "");
    headers.delete(SCRIPT_HASHES_HEADER);
    headers.set(
      "Content-Security-Policy",
      hashes.length > 0 ? buildContentSecurityPolicy(hashes, options) : withoutScripts,
    );
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("X-Frame-Options", "DENY");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    headers.set(
      "Permissions-Policy",
      "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    );
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (options.isHttps) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
  });
}
