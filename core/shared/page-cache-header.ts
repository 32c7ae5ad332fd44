/**
 * Set by a route module's `headers` export to say its page is the same for every visitor (no
 * session, no form state, no secret in the address), so the server may keep the rendered HTML for a
 * while (server/http/page-cache.ts). The server removes it before the response leaves.
 */
export const PAGE_CACHE_HEADER = "x-quotemaple-page-cache";

/**
 * The `headers` export of a route whose page is the same for every visitor and reads nothing from
 * the query string: `?anything` is the same page, kept once.
 */
export function publicPageHeaders(): Record<string, string> {
  return { [PAGE_CACHE_HEADER]: "public" };
}

/**
 * The `headers` export of such a route that reads these query parameters (the blog's `category` and
 * `page`): they, and only they, are part of the page's key, so made-up parameters cannot make the
 * server render and keep a page per spelling.
 */
export function publicPageHeadersReading(...parameters: string[]): () => Record<string, string> {
  const value = `public; query=${parameters.join(",")}`;
  return () => ({ [PAGE_CACHE_HEADER]: value });
}

/** The query parameters a kept page's route reads, from its header's value. */
export function queryParametersOf(value: string): string[] {
  const declared = /;\s*query=([\w,-]*)/.exec(value)?.[1] ?? "";
  return declared.split(",").filter(Boolean);
}

/**
 * Set by the page renderer to the CSP hash sources of the page's own inline scripts; the security
 * headers turn it into the page's `script-src` and remove it (decision 0030).
 */
export const SCRIPT_HASHES_HEADER = "x-quotemaple-script-hashes";
