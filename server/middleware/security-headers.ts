import { randomBytes } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../http/hono-env";

export interface SecurityHeaderOptions {
  isHttps: boolean;
  isDevelopment: boolean;
}

/** Builds the Content-Security-Policy for one response; scripts run only with this request's nonce. */
export function buildContentSecurityPolicy(nonce: string, options: SecurityHeaderOptions): string {
  const directives: Record<string, string[]> = {
    "default-src": ["'self'"],
    "script-src": ["'self'", `'nonce-${nonce}'`],
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

/** Security headers on every response, with a fresh CSP nonce per request. */
export function securityHeaders(options: SecurityHeaderOptions) {
  return createMiddleware<AppEnv>(async (context, next) => {
    const nonce = randomBytes(16).toString("base64");
    context.set("cspNonce", nonce);
    await next();
    const headers = context.res.headers;
    headers.set("Content-Security-Policy", buildContentSecurityPolicy(nonce, options));
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
