import { LRUCache } from "lru-cache";
import { PAGE_CACHE_HEADER } from "../../core/shared/page-cache-header";
/** Tells whether a page came from the cache ("hit") or was rendered for this request ("miss"). */
export const PAGE_CACHE_STATUS_HEADER = "x-page-cache";

interface CachedPage {
  html: string;
  /** The CSP nonce the page was rendered with; every response gets its own in its place. */
  nonce: string;
  headers: [string, string][];
}

export interface PageCache {
  /** Answers a cached page for this request, with this request's nonce, or null. */
  lookup(request: Request, nonce: string): Response | null;
  /**
   * Keeps a freshly rendered page when its route allowed it, and answers the response to send (the
   * same page, without the internal header). Other responses pass through untouched.
   */
  store(request: Request, response: Response, nonce: string): Promise<Response>;
  /** Forgets every page (content changed). */
  clear(): void;
}

const MAX_BYTES = 32 * 1024 * 1024;
const MAX_PAGE_BYTES = 1024 * 1024;

function cacheKey(request: Request): string | null {
  if (request.method !== "GET") return null;
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * A micro-cache of rendered public pages (ADR 0023): a page that says it is the same for everyone is
 * kept for `ttlSeconds`, bounded in size, and the whole cache is dropped when staff change content.
 * The nonce is swapped per response, so no two visitors share one. `ttlSeconds` 0 turns it off.
 */
export function createPageCache(options: { ttlSeconds: number }): PageCache {
  const isEnabled = options.ttlSeconds > 0;
  const pages = new LRUCache<string, CachedPage>({
    max: 2000,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.html.length * 2 + 1024,
    ttl: Math.max(1, options.ttlSeconds) * 1000,
  });

  const respond = (page: CachedPage, nonce: string, status: "hit" | "miss") => {
    const headers = new Headers(page.headers);
    headers.set(PAGE_CACHE_STATUS_HEADER, status);
    return new Response(page.html.replaceAll(page.nonce, nonce), { status: 200, headers });
  };

  return {
    lookup(request, nonce) {
      const key = isEnabled ? cacheKey(request) : null;
      const page = key === null ? undefined : pages.get(key);
      return page ? respond(page, nonce, "hit") : null;
    },
    async store(request, response, nonce) {
      if (!response.headers.has(PAGE_CACHE_HEADER)) return response;
      const headers = new Headers(response.headers);
      headers.delete(PAGE_CACHE_HEADER);
      const key = cacheKey(request);
      const isCacheable =
        isEnabled &&
        key !== null &&
        response.status === 200 &&
        !headers.has("set-cookie") &&
        (headers.get("content-type") ?? "").startsWith("text/html");
      if (!isCacheable || !response.body) {
        return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
      }
      const html = await response.text();
      headers.delete("content-length");
      const page: CachedPage = { html, nonce, headers: [...headers.entries()] };
      if (html.length <= MAX_PAGE_BYTES) pages.set(key, page);
      return respond(page, nonce, "miss");
    },
    clear() {
      pages.clear();
    },
  };
}
