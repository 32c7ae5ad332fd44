/**
 * The privacy key (ADR 0027): a random secret held by the browser that made a quote or chat session,
 * in an httpOnly cookie, and the only thing that exports or deletes that session's data. Shown to its
 * visitor, on request, as a code to type on another device. 100 bits in Crockford base32: 20
 * characters, shown in groups of four.
 */

export const PRIVACY_KEY_COOKIE = "qm_privacy";

/** Crockford's base32: no I, L, O or U, so a code read aloud or copied by hand has no look-alikes. */
export const PRIVACY_KEY_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export const PRIVACY_KEY_LENGTH = 20;

const KEY_PATTERN = /^[0-9A-HJKMNP-TV-Z]{20}$/;

/** The key as stored in the cookie, or null when the value is not one. */
export function parsePrivacyKey(value: string | null | undefined): string | null {
  return value && KEY_PATTERN.test(value) ? value : null;
}

/**
 * Reads a code as a visitor typed it: any case, with spaces or dashes, and the look-alikes Crockford
 * allows (O for 0, I and L for 1). Null when it cannot be a code.
 */
export function parsePrivacyCode(input: string): string | null {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
  return parsePrivacyKey(cleaned);
}

/** "ABCD-EFGH-JKMN-PQRS-TVWX": the key as the visitor reads it. */
export function formatPrivacyCode(key: string): string {
  return key.match(/.{1,4}/g)?.join("-") ?? key;
}

/** The privacy key in a Cookie header, or null (absent or malformed). */
export function readPrivacyKeyCookie(cookieHeader: string | null | undefined): string | null {
  for (const part of (cookieHeader ?? "").split(";")) {
    const separator = part.indexOf("=");
    if (separator > 0 && part.slice(0, separator).trim() === PRIVACY_KEY_COOKIE) {
      return parsePrivacyKey(part.slice(separator + 1).trim());
    }
  }
  return null;
}

/**
 * This browser's privacy key from a request's headers, or null. A request another site made
 * (Sec-Fetch-Site cross-site or same-site) gets null even if the browser sent the cookie: SameSite=Lax
 * already keeps it off such POSTs, this is the second lock.
 */
export function browserPrivacyKey(headers: { get(name: string): string | null }): string | null {
  if (isOtherSiteRequest(headers)) return null;
  return readPrivacyKeyCookie(headers.get("cookie"));
}

/**
 * A request the browser says another site made: Sec-Fetch-Site cross-site or same-site, or, from a
 * browser that sends no Sec-Fetch-Site (Safari before 16.4), an Origin other than the address it
 * was sent to (`url`), "null" included.
 */
export function isOtherSiteRequest(headers: { get(name: string): string | null }, url?: string): boolean {
  const fetchSite = headers.get("sec-fetch-site");
  if (fetchSite === "cross-site" || fetchSite === "same-site") return true;
  const origin = headers.get("origin");
  if (fetchSite !== null || origin === null || url === undefined) return false;
  try {
    return new URL(origin).host !== new URL(url).host;
  } catch {
    return true;
  }
}
