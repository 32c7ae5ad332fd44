/**
 * Set by a route module's `headers` export to say its page is the same for every visitor (no
 * session, no form state, no secret in the address), so the server may keep the rendered HTML for a
 * while (server/http/page-cache.ts). The server removes it before the response leaves.
 */
export const PAGE_CACHE_HEADER = "x-quotemaple-page-cache";

/** The `headers` export of a route whose page is the same for every visitor. */
export function publicPageHeaders(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: "public" };
}

/**
 * Set by the page renderer to the CSP hash sources of the page's own inline scripts; the security
 * headers turn it into the page's `script-src` and remove it (decision 0030).
 */
export const SCRIPT_HASHES_HEADER = "x-quotemaple-script-hashes";
