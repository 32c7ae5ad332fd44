import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize, type CookieOptions } from "hono/utils/cookie";
import { browserPrivacyKey, parsePrivacyKey, PRIVACY_KEY_COOKIE } from "../../core/shared/privacy-key";
import { newPrivacyKey } from "../services/privacy-key";

export interface PrivacyKeyCookieSettings {
  /** Secure cookie (SITE_URL is https). */
  secure: boolean;
  maxAgeSeconds: number;
}

/** Browsers keep a cookie at most 400 days (RFC 6265bis); sessions are kept longer, so it is renewed. */
const MAX_COOKIE_DAYS = 400;

export function privacyKeyCookieSettings(config: {
  isHttps: boolean;
  RETENTION_QUOTE_SESSION_DAYS: number;
  RETENTION_CHAT_DAYS: number;
}): PrivacyKeyCookieSettings {
  const days = Math.min(MAX_COOKIE_DAYS, Math.max(config.RETENTION_QUOTE_SESSION_DAYS, config.RETENTION_CHAT_DAYS));
  return { secure: config.isHttps, maxAgeSeconds: days * 24 * 60 * 60 };
}

/** This browser's privacy key, or null (ignored on requests other sites make). */
export function readPrivacyKey(context: Context): string | null {
  return browserPrivacyKey(context.req.raw.headers);
}

/**
 * The key for a session this request creates: the browser's own (its cookie renewed, never replaced)
 * or a new one. httpOnly (no script reads it), SameSite=Lax, whole site, Secure under https.
 */
export function issuePrivacyKey(context: Context, settings: PrivacyKeyCookieSettings): string {
  const { key, cookie } = privacyKeyForPage(context, settings);
  context.header("Set-Cookie", cookie, { append: true });
  return key;
}

/** The key and its Set-Cookie line, for a page's action, which answers with its own response. */
export function privacyKeyForPage(
  context: Context,
  settings: PrivacyKeyCookieSettings,
): { key: string; cookie: string } {
  const key = parsePrivacyKey(getCookie(context, PRIVACY_KEY_COOKIE)) ?? newPrivacyKey();
  return { key, cookie: serialize(PRIVACY_KEY_COOKIE, key, cookieOptions(settings)) };
}

function cookieOptions(settings: PrivacyKeyCookieSettings): CookieOptions {
  return { httpOnly: true, sameSite: "Lax", path: "/", secure: settings.secure, maxAge: settings.maxAgeSeconds };
}
