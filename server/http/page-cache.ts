import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { PAGE_CACHE_HEADER } from "../../core/shared/page-cache-header";
import { chooseEncoding } from "../middleware/compression";

/** Tells whether a page came from the cache ("hit"), was rendered for it ("miss"), or was stale ("stale"). */
export const PAGE_CACHE_STATUS_HEADER = "x-page-cache";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const MAX_BYTES = 48 * 1024 * 1024;
const MAX_PAGE_BYTES = 1024 * 1024;

/**
 * Parameters that only say where a visitor came from. They are not part of a page's key, and the page
 * is rendered without them, so a shared link with `?utm_source=…` is the same cached page; the browser
 * still sees them in its address bar, where the analytics script reads them.
 */
const TRACKING_PARAMETER =
  /^(utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|igshid|yclid|_ga|_gl|_hsenc|_hsmi|mkt_tok|srsltid)$/i;

type Encoding = "br" | "gzip" | "identity";

interface CachedPage {
  headers: [string, string][];
  bodies: Record<Encoding, Buffer>;
  /** The page's hash: every encoding's ETag derives from it, so a revalidation survives a restart. */
  hash: string;
  freshUntil: number;
  staleUntil: number;
  size: number;
}

export interface PageCacheOptions {
  /** How long a page is served as it is; 0 turns the cache off. Also the `s-maxage` shared caches get. */
  ttlSeconds: number;
  /** How long after that it may still be served while one render refreshes it (`stale-while-revalidate`). */
  staleSeconds: number;
  /** A CDN's purge endpoint, asked (POST) to drop everything when staff change content. */
  purgeUrl?: string | undefined;
  /** Sent as `Authorization: Bearer …` with the purge. */
  purgeToken?: string | undefined;
  /** Told when a background refresh or a purge fails. */
  onError?: (message: string, error: unknown) => void;
  now?: () => number;
}

export interface PageCache {
  /**
   * Answers a GET or HEAD from the cache, or renders it (once, however many ask at the same moment)
   * and keeps it when its route allowed it. Any other request is rendered as it is.
   */
  serve(request: Request, render: (request: Request) => Promise<Response>): Promise<Response>;
  /** Forgets every page here and asks the CDN (when configured) to do the same. */
  purge(): Promise<void>;
}

/** The address a page is kept under: the path and the query without tracking parameters, in order. */
export function pageCacheKey(url: URL): string {
  const kept = [...url.searchParams].filter(([name]) => !TRACKING_PARAMETER.test(name));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return url.pathname + (search ? `?${search}` : "");
}

/** The request without its tracking parameters, as the page is rendered for everyone who shares its key. */
function withoutTracking(request: Request, key: string): Request {
  const url = new URL(request.url);
  if (url.pathname + url.search === key) return request;
  return new Request(new URL(key, url), { method: request.method, headers: request.headers, signal: request.signal });
}

/** Removes the route's internal header: what leaves the server never says how it was kept. */
function withoutInternalHeader(response: Response): Response {
  if (!response.headers.has(PAGE_CACHE_HEADER)) return response;
  const headers = new Headers(response.headers);
  headers.delete(PAGE_CACHE_HEADER);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

function etagOf(hash: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding === "br" ? "br" : "gz"}"`;
}

/** Whether the client's If-None-Match names any encoding of this page (weak or strong, or `*`). */
function matchesEtag(ifNoneMatch: string | null, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const value = tag.trim().replace(/^W\//, "");
    return value === "*" || value === `"${hash}"` || value === `"${hash}-br"` || value === `"${hash}-gz"`;
  });
}

/**
 * The public pages' cache (ADR 0031): a page that says it is the same for everyone is kept compressed
 * (brotli and gzip, once) with an ETag, served as it is with `s-maxage` and `stale-while-revalidate`
 * so a CDN may keep it too, refreshed in the background once stale, and dropped when staff publish.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const isEnabled = options.ttlSeconds > 0;
  const staleMs = Math.max(0, options.staleSeconds) * 1000;
  const ttlMs = options.ttlSeconds * 1000;
  const cacheControl = `public, max-age=0, s-maxage=${options.ttlSeconds}, stale-while-revalidate=${Math.max(0, options.staleSeconds)}`;
  const pages = new LRUCache<string, CachedPage>({
    max: 2000,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.size,
  });
  /** Renders under way, by key; a purge starts a new generation, so a render begun before it is not kept. */
  const renders = new Map<string, Promise<CachedPage | null>>();
  let generation = 0;

  const keep = async (key: string, response: Response, startedIn: number): Promise<CachedPage | null> => {
    const contentType = response.headers.get("content-type") ?? "";
    const isCacheable =
      response.headers.has(PAGE_CACHE_HEADER) &&
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      contentType.startsWith("text/html") &&
      response.body !== null;
    if (!isCacheable) return null;
    const identity = Buffer.from(await response.arrayBuffer());
    if (identity.length > MAX_PAGE_BYTES) return null;
    const [br, gz] = await Promise.all([
      brotli(identity, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 6,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
      gzipAsync(identity, { level: 9 }),
    ]);
    const headers = new Headers(response.headers);
    for (const name of [PAGE_CACHE_HEADER, "content-length", "content-encoding", "cache-control", "etag", "vary"]) {
      headers.delete(name);
    }
    const stored = now();
    const page: CachedPage = {
      headers: [...headers.entries()],
      bodies: { identity, br, gzip: gz },
      hash: createHash("sha256").update(identity).digest("base64url").slice(0, 27),
      freshUntil: stored + ttlMs,
      staleUntil: stored + ttlMs + staleMs,
      size: identity.length + br.length + gz.length + 1024,
    };
    if (startedIn === generation) pages.set(key, page, { ttl: ttlMs + staleMs });
    return page;
  };

  const respond = (page: CachedPage, request: Request, status: "hit" | "miss" | "stale"): Response => {
    const chosen = chooseEncoding(request.headers.get("accept-encoding") ?? undefined);
    const encoding: Encoding = chosen ?? "identity";
    const headers = new Headers(page.headers);
    headers.set(PAGE_CACHE_STATUS_HEADER, status);
    headers.set("Cache-Control", cacheControl);
    headers.set("Vary", "Accept-Encoding");
    headers.set("ETag", etagOf(page.hash, encoding));
    if (matchesEtag(request.headers.get("if-none-match"), page.hash)) {
      headers.delete("content-type");
      return new Response(null, { status: 304, headers });
    }
    const body = page.bodies[encoding];
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(request.method === "HEAD" ? null : new Uint8Array(body), { status: 200, headers });
  };

  /**
   * One render for a key; whoever asks for the key meanwhile waits for it. Answers the kept page, or
   * the response itself when the page may not be kept (for its caller only).
   */
  const renderOnce = (key: string, request: Request, render: (request: Request) => Promise<Response>) => {
    const startedIn = generation;
    const pending = (async () => {
      const response = await render(request);
      const page = await keep(key, response, startedIn);
      return page ? { page, response: null } : { page: null, response: withoutInternalHeader(response) };
    })();
    const shared = pending.then(
      (outcome) => outcome.page,
      () => null,
    );
    renders.set(key, shared);
    void shared.finally(() => {
      if (renders.get(key) === shared) renders.delete(key);
    });
    return pending;
  };

  const refresh = (key: string, request: Request, render: (request: Request) => Promise<Response>) => {
    if (renders.has(key)) return;
    renderOnce(key, request, render)
      .then(async (outcome) => {
        // The page no longer says it may be kept (unpublished, say): forget it.
        if (!outcome.page) {
          pages.delete(key);
          await outcome.response.body?.cancel();
        }
      })
      .catch((error: unknown) => options.onError?.("page refresh failed; the stale page stays", error));
  };

  return {
    async serve(request, render) {
      const method = request.method;
      if (!isEnabled || (method !== "GET" && method !== "HEAD")) return withoutInternalHeader(await render(request));
      const key = pageCacheKey(new URL(request.url));
      const pageRequest = withoutTracking(request, key);
      const page = pages.get(key);
      if (page && now() < page.freshUntil) return respond(page, request, "hit");
      if (page && now() < page.staleUntil) {
        if (method === "GET") refresh(key, pageRequest, render);
        return respond(page, request, "stale");
      }
      // HEAD renders no body, so it is answered from a kept page or rendered for itself only.
      if (method === "HEAD") return withoutInternalHeader(await render(pageRequest));
      const underway = renders.get(key);
      if (underway) {
        const shared = await underway;
        if (shared) return respond(shared, request, "hit");
        return withoutInternalHeader(await render(pageRequest));
      }
      const outcome = await renderOnce(key, pageRequest, render);
      return outcome.page ? respond(outcome.page, request, "miss") : outcome.response;
    },
    async purge() {
      generation += 1;
      pages.clear();
      if (!options.purgeUrl) return;
      try {
        const response = await fetch(options.purgeUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            ...(options.purgeToken ? { authorization: `Bearer ${options.purgeToken}` } : {}),
          },
          body: JSON.stringify({ purge_everything: true }),
          signal: AbortSignal.timeout(5000),
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`the purge URL answered ${response.status}`);
      } catch (error) {
        options.onError?.("CDN purge failed; shared caches keep pages until s-maxage ends", error);
      }
    },
  };
}
