/** How far ahead the Expires line points: within RFC 9116's "less than a year", re-dated every day. */
export const SECURITY_TXT_VALID_DAYS = 180;

/**
 * `/.well-known/security.txt` (RFC 9116): where to report a vulnerability, in which languages, and
 * the file's own address. Expires is counted from today at midnight UTC, so a running server never
 * serves an expired file and the text changes once a day at most.
 */
export function renderSecurityTxt(options: { siteUrl: string; contact: string; now: Date }): string {
  const today = Date.UTC(options.now.getUTCFullYear(), options.now.getUTCMonth(), options.now.getUTCDate());
  const expires = new Date(today + SECURITY_TXT_VALID_DAYS * 24 * 60 * 60 * 1000);
  return [
    `Contact: ${options.contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, "Z")}`,
    "Preferred-Languages: en, fr",
    `Canonical: ${options.siteUrl}/.well-known/security.txt`,
    "",
  ].join("\n");
}
