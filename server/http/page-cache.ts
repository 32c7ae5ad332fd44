import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, brotliDecompressSync, constants, gunzipSync, gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { PAGE_CACHE_HEADER, queryParametersOf } from "../../core/shared/page-cache-header";
import { chooseEncoding } from "../middleware/compression";

/**
 * Tells whether a page came from this process's memory ("hit"), from the shared store of rendered
 * pages ("store"), was rendered for it ("miss"), or was stale ("stale").
 */
export const PAGE_CACHE_STATUS_HEADER = "x-page-cache";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const brotliAt = (identity: Buffer, quality: number) =>
  brotli(identity, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
    },
  });

const MAX_BYTES = 48 * 1024 * 1024;
const MAX_PAGE_BYTES = 1024 * 1024;
/** How soon a purge of the shared store that failed is tried again. */
const STORE_PURGE_RETRY_MS = 5000;
/** How long a request waits for another's render of the same page before rendering its own. */
const SHARED_RENDER_WAIT_MS = 10_000;
/**
 * Brotli's quality for the first compression, which the visitor of a miss waits for (decision 0031),
 * and for the one that replaces it in the background (decision 0059): 8–11% fewer bytes, so most
 * pages fit with their headers in a connection's first round trip (TCP's initial window, ~14.6 KB).
 */
const FIRST_BROTLI_QUALITY = 6;
const BEST_BROTLI_QUALITY = 11;
/** Pages waiting for their best compression; more are left at the first one (bounds a burst of misses). */
const MAX_WAITING_RECOMPRESSIONS = 64;

/**
 * Parameters that only say where a visitor came from. They are not part of a page's key, and the page
 * is rendered without them, so a shared link with `?utm_source=…` is the same cached page; the browser
 * still sees them in its address bar, where the analytics script reads them.
 */
const TRACKING_PARAMETER =
  /^(utm_\w+|gclid|gbraid|wbraid|dclid|fbclid|msclkid|twclid|ttclid|li_fat_id|mc_cid|mc_eid|igshid|yclid|_ga|_gl|_hsenc|_hsmi|mkt_tok|srsltid)$/i;

type Compressed = "br" | "gzip";
type Encoding = Compressed | "identity";

interface CachedPage {
  /** The purge generation it was rendered in: a page begun before a purge is sent but never kept. */
  generation: number;
  headers: [string, string][];
  /**
   * The compressed bodies (a page read from the store with no memory of its own has only the one its
   * request asked for), and the plain one once a client without compression asked for it.
   */
  bodies: { br?: Buffer | undefined; gzip?: Buffer | undefined; identity?: Buffer };
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
  /** How long a request waits for another's render of its page before rendering its own (10 s). */
  sharedRenderWaitMs?: number;
  /** How much this process keeps in memory (48 MB); 0 keeps nothing here, and misses read the store. */
  memoryBytes?: number;
  /** The rendered pages every process shares (decision 0041): read on a miss before rendering. */
  store?: RenderedPageStore | undefined;
  /** Told when a background refresh or a purge fails. */
  onError?: (message: string, error: unknown) => void;
  now?: () => number;
}

/** A page as the shared store keeps it: compressed once, with what is needed to serve it as is. */
export interface StoredPage {
  headers: [string, string][];
  hash: string;
  /** The bodies asked for (a write has both). */
  br?: Buffer;
  gzip?: Buffer;
  /** The query parameters the page reads, as its route declared them. */
  reads: string[];
}

/**
 * Rendered pages shared by every process and instance, each under its page-cache key. A purge moves
 * the store's generation on: a page rendered in an older generation is never written.
 */
export interface RenderedPageStore {
  /**
   * The current page under the key, with the bodies in these encodings, and the generation a render
   * begun now belongs to.
   */
  find(key: string, encodings: readonly Compressed[]): Promise<{ generation: number; page: StoredPage | null }>;
  /** The query parameters a stored page of this path reads, or null when none is stored. */
  readsOf(path: string): Promise<string[] | null>;
  /** Keeps the page, unless the store was purged since `generation`. */
  write(key: string, path: string, page: StoredPage & { br: Buffer; gzip: Buffer }, generation: number): Promise<void>;
  purge(): Promise<void>;
}

export interface PageCache {
  /**
   * Answers a GET or HEAD from a kept page (fresh, or stale while `render` refreshes it), or null:
   * the fast path, asked before anything else looks at the request.
   */
  serveKept(request: Request, render: (request: Request) => Promise<Response>): Response | null;
  /**
   * Answers a GET or HEAD from the shared store when this process has seen the page there (stored
   * or read it), else null at once: the fast path's second step, so a miss that is a read skips the
   * middleware a render needs. A page gone from the store meanwhile answers null too.
   */
  serveStored(request: Request): Promise<Response | null> | null;
  /**
   * Answers a GET or HEAD from the cache, or renders it (once, however many ask at the same moment)
   * and keeps it when its route allowed it. Any other request is rendered as it is.
   */
  serve(request: Request, render: (request: Request) => Promise<Response>): Promise<Response>;
  /** Forgets every page here and in the shared store, and asks the CDN (when configured) to do the same. */
  purge(): Promise<void>;
  /**
   * Forgets the pages this process holds, and every render under way: another process purged the
   * shared store and the CDN (its notice reaches every process, decision 0054).
   */
  forgetKept(): void;
  /** Resolves when no page waits for its best compression (for tests and the bench). */
  recompressed(): Promise<void>;
  /** Whether pages are kept at all (PAGE_CACHE_SECONDS > 0). */
  readonly isEnabled: boolean;
}

/**
 * The address a page is kept under: the path, and the query without tracking parameters, sorted.
 * Once a route has said which parameters it reads (`publicPageHeadersReading`), only those count.
 */
export function pageCacheKey(url: URL, reads?: readonly string[]): string {
  const kept = [...url.searchParams].filter(([name]) =>
    reads ? reads.includes(name) : !TRACKING_PARAMETER.test(name),
  );
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const search = new URLSearchParams(kept).toString();
  return url.pathname + (search ? `?${search}` : "");
}

/**
 * The request the page is rendered for: its key's address, so whatever a render for one spelling
 * shows is right for every spelling that shares the key. No signal: a render others wait for, or a
 * background refresh, is not stopped because the visitor who started it left.
 */
function requestForKey(request: Request, key: string): Request {
  return new Request(new URL(key, request.url), { method: request.method, headers: request.headers });
}

/** Removes the route's internal header: what leaves the server never says how it was kept. */
function withoutInternalHeader(response: Response): Response {
  if (!response.headers.has(PAGE_CACHE_HEADER)) return response;
  try {
    // The renderer's own response: its headers can change in place, and its body is not copied
    // (rebuilding a Response re-reads the whole page as a string).
    response.headers.delete(PAGE_CACHE_HEADER);
    return response;
  } catch {
    // An immutable response (a fetch's): copy it.
  }
  const headers = new Headers(response.headers);
  headers.delete(PAGE_CACHE_HEADER);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** The page's plain body, decompressed once from a compressed one when it was not kept. */
function identityOf(page: CachedPage): Buffer {
  if (page.bodies.identity) return page.bodies.identity;
  const { br, gzip } = page.bodies;
  page.bodies.identity = gzip ? gunzipSync(gzip) : br ? brotliDecompressSync(br) : Buffer.alloc(0);
  return page.bodies.identity;
}

function etagOf(hash: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding === "br" ? "br" : "gz"}"`;
}

/**
 * The ETag of this page that the client's If-None-Match names (weak or strong), to send back with the
 * 304 so a cache refreshes the copy it holds; for `*`, the one it would get now; null when none matches.
 */
function matchedEtag(ifNoneMatch: string | null, hash: string, current: string): string | null {
  if (!ifNoneMatch) return null;
  const ours = [`"${hash}"`, `"${hash}-br"`, `"${hash}-gz"`];
  for (const tag of ifNoneMatch.split(",")) {
    const value = tag.trim().replace(/^W\//, "");
    if (value === "*") return current;
    if (ours.includes(value)) return value;
  }
  return null;
}

/**
 * The public pages' cache (ADR 0031): a page that says it is the same for everyone is kept compressed
 * (brotli and gzip, once) with an ETag, served as it is with `s-maxage` and `stale-while-revalidate`
 * so a CDN may keep it too, refreshed in the background once stale, and dropped when staff publish.
 */
export function createPageCache(options: PageCacheOptions): PageCache {
  const now = options.now ?? Date.now;
  const sharedRenderWaitMs = options.sharedRenderWaitMs ?? SHARED_RENDER_WAIT_MS;
  const isEnabled = options.ttlSeconds > 0;
  const store = isEnabled ? options.store : undefined;
  const memoryBytes = Math.max(0, options.memoryBytes ?? MAX_BYTES);
  const staleMs = Math.max(0, options.staleSeconds) * 1000;
  const ttlMs = options.ttlSeconds * 1000;
  const cacheControl = `public, max-age=0, s-maxage=${options.ttlSeconds}, stale-while-revalidate=${Math.max(0, options.staleSeconds)}`;
  const pages = new LRUCache<string, CachedPage>({
    max: 2000,
    maxSize: Math.max(1, memoryBytes),
    sizeCalculation: (page) => page.size,
  });
  /** The query parameters each kept route reads, by path, as its last render declared them. */
  const reads = new LRUCache<string, string[]>({ max: 5000 });
  /** Keys whose page may not be kept (per visitor, a failure): rendered for each request at once. */
  const notKept = new LRUCache<string, true>({ max: 5000, ttl: Math.max(1000, ttlMs) });
  /** Renders others may wait for, by key. A purge forgets them: nobody joins a render begun before it. */
  const renders = new Map<string, Promise<CachedPage | null>>();
  /** The store's purge under way: reads wait for it, so nothing from before a publish comes back. */
  let storePurge: Promise<void> | null = null;
  /** Set while a purge of the store has failed: its pages are not read here until one succeeds. */
  let storeIsStale = false;
  /**
   * Purges the store; when it cannot (the database away), this process stops reading the store and
   * tries again every few seconds in the background until it can.
   */
  const purgeStore = async (): Promise<void> => {
    if (!store) return;
    try {
      await store.purge();
      storeIsStale = false;
    } catch (error) {
      if (!storeIsStale) {
        options.onError?.("the rendered-page store could not be purged; this process renders until it can", error);
      }
      storeIsStale = true;
      setTimeout(() => void purgeStore(), STORE_PURGE_RETRY_MS).unref();
    }
  };
  /** Keys this process has seen in the shared store (read or written): the fast path reads those. */
  const seenInStore = new LRUCache<string, true>({ max: 5000 });
  let generation = 0;

  /** Keeps a page in this process's memory, under the parameters its route says it reads. */
  const remember = (page: CachedPage, url: URL, declared: string[]) => {
    if (page.generation !== generation) return;
    reads.set(url.pathname, declared);
    if (memoryBytes > 0) pages.set(pageCacheKey(url, declared), page, { ttl: ttlMs + staleMs });
  };

  const cachedPage = (fields: Omit<CachedPage, "freshUntil" | "staleUntil" | "size">): CachedPage => {
    const stored = now();
    const { br, gzip: gz, identity } = fields.bodies;
    return {
      ...fields,
      freshUntil: stored + ttlMs,
      staleUntil: stored + ttlMs + staleMs,
      size: (identity?.length ?? 0) + (br?.length ?? 0) + (gz?.length ?? 0) + 1024,
    };
  };

  const keep = async (response: Response, startedIn: number, url: URL): Promise<CachedPage | null> => {
    const contentType = response.headers.get("content-type") ?? "";
    const declaration = response.headers.get(PAGE_CACHE_HEADER);
    const isCacheable =
      declaration !== null &&
      response.status === 200 &&
      !response.headers.has("set-cookie") &&
      contentType.startsWith("text/html") &&
      response.body !== null;
    if (!isCacheable) return null;
    const identity = Buffer.from(await response.arrayBuffer());
    if (identity.length > MAX_PAGE_BYTES) return null;
    const [br, gz] = await Promise.all([brotliAt(identity, FIRST_BROTLI_QUALITY), gzipAsync(identity, { level: 9 })]);
    const headers = new Headers(response.headers);
    for (const name of [PAGE_CACHE_HEADER, "content-length", "content-encoding", "cache-control", "etag", "vary"]) {
      headers.delete(name);
    }
    const page = cachedPage({
      generation: startedIn,
      headers: [...headers.entries()],
      bodies: { identity, br, gzip: gz },
      hash: createHash("sha256").update(identity).digest("base64url").slice(0, 27),
    });
    remember(page, url, queryParametersOf(declaration));
    return page;
  };

  /** A page of the shared store, as this process keeps it: with its plain body when memory holds it. */
  const fromStore = (stored: StoredPage, startedIn: number, url: URL): CachedPage => {
    const page = cachedPage({
      generation: startedIn,
      headers: stored.headers,
      hash: stored.hash,
      bodies: { br: stored.br, gzip: stored.gzip },
    });
    if (memoryBytes > 0) identityOf(page);
    remember(page, url, stored.reads);
    return page;
  };

  const forgetKept = () => {
    generation += 1;
    pages.clear();
    renders.clear();
    notKept.clear();
  };

  /** Which bodies a miss reads from the store: all of them when this process keeps the page. */
  const encodingsToRead = (request: Request): readonly Compressed[] => {
    if (memoryBytes > 0) return ["br", "gzip"];
    return [chooseEncoding(request.headers.get("accept-encoding") ?? undefined) ?? "gzip"];
  };

  const respond = (page: CachedPage, request: Request, status: "hit" | "miss" | "stale" | "store"): Response => {
    const preferred = chooseEncoding(request.headers.get("accept-encoding") ?? undefined);
    // A page read from the store for another request may lack this one's encoding: sent plain then.
    const encoding: Encoding = preferred && page.bodies[preferred] ? preferred : "identity";
    const headers = new Headers(page.headers);
    headers.set(PAGE_CACHE_STATUS_HEADER, status);
    // A page rendered before a purge goes to who asked for it, but no shared cache may keep it.
    headers.set("Cache-Control", page.generation === generation ? cacheControl : "no-cache");
    headers.set("Vary", "Accept-Encoding");
    const current = etagOf(page.hash, encoding);
    const matched = matchedEtag(request.headers.get("if-none-match"), page.hash, current);
    headers.set("ETag", matched ?? current);
    if (matched) {
      headers.delete("content-type");
      return new Response(null, { status: 304, headers });
    }
    const body = encoding === "identity" ? identityOf(page) : (page.bodies[encoding] ?? identityOf(page));
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    // A view of the kept bytes: Response copies them once itself.
    const view = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length);
    return new Response(request.method === "HEAD" ? null : view, { status: 200, headers });
  };

  /** The shared store's page under the key, or null (and the generation to write a render in). */
  const readStore = async (
    key: string,
    encodings: readonly Compressed[],
  ): Promise<{ generation: number | null; page: StoredPage | null }> => {
    if (!store) return { generation: null, page: null };
    try {
      if (storePurge) await storePurge;
      if (storeIsStale) return { generation: null, page: null };
      const found = await store.find(key, encodings);
      if (found.page) seenInStore.set(key, true);
      else seenInStore.delete(key);
      return found;
    } catch (error) {
      options.onError?.("the rendered-page store could not be read; the page is rendered", error);
      return { generation: null, page: null };
    }
  };

  /** Offers a rendered page to the shared store, in the background. */
  const writeStore = (url: URL, page: CachedPage, storeGeneration: number | null) => {
    const declared = reads.get(url.pathname);
    const { br, gzip: gz } = page.bodies;
    if (!store || storeGeneration === null || page.generation !== generation || !declared || !br || !gz) return;
    const stored = {
      headers: page.headers,
      hash: page.hash,
      br,
      gzip: gz,
      reads: declared,
    };
    const key = pageCacheKey(url, declared);
    store
      .write(key, url.pathname, stored, storeGeneration)
      .then(() => seenInStore.set(key, true))
      .catch((error: unknown) => options.onError?.("a rendered page could not be stored", error));
  };

  /**
   * Compresses a page just rendered again at brotli's best, one page at a time in the background, and
   * puts those bytes in its place here and in the store. Same content, so the same ETag.
   */
  let recompressions: Promise<void> = Promise.resolve();
  let waitingRecompressions = 0;
  const recompressSoon = (url: URL, page: CachedPage, storeGeneration: number | null) => {
    const identity = page.bodies.identity;
    if (!identity || waitingRecompressions >= MAX_WAITING_RECOMPRESSIONS) return;
    waitingRecompressions += 1;
    recompressions = recompressions
      .then(async () => {
        if (page.generation !== generation) return;
        const best = await brotliAt(identity, BEST_BROTLI_QUALITY);
        if (page.generation !== generation || best.length >= (page.bodies.br?.length ?? 0)) return;
        page.bodies.br = best;
        writeStore(url, page, storeGeneration);
      })
      .catch((error: unknown) =>
        options.onError?.("a page could not be compressed again; it keeps its first bytes", error),
      )
      .finally(() => {
        waitingRecompressions -= 1;
      });
  };

  type Outcome = { page: CachedPage; response: null; status: "miss" | "store" } | { page: null; response: Response };

  /**
   * One render (or store read) for a key; whoever asks for the key meanwhile waits for it (at most
   * `sharedRenderWaitMs`). Answers the kept page, or the response itself when the page may not be
   * kept (for its caller only).
   */
  const renderOnce = (key: string, request: Request, render: (request: Request) => Promise<Response>) => {
    const startedIn = generation;
    const pending = (async (): Promise<Outcome> => {
      const url = new URL(request.url);
      const found = await readStore(key, encodingsToRead(request));
      if (found.page) return { page: fromStore(found.page, startedIn, url), response: null, status: "store" };
      const response = await render(request);
      const page = await keep(response, startedIn, url);
      if (!page) {
        notKept.set(key, true);
        return { page: null, response: withoutInternalHeader(response) };
      }
      writeStore(url, page, found.generation);
      recompressSoon(url, page, found.generation);
      return { page, response: null, status: "miss" };
    })();
    const shared = pending.then(
      (outcome) => outcome.page,
      () => null,
    );
    renders.set(key, shared);
    const forget = () => {
      if (renders.get(key) === shared) renders.delete(key);
    };
    const deadline = setTimeout(forget, sharedRenderWaitMs);
    deadline.unref();
    void shared.finally(() => {
      clearTimeout(deadline);
      forget();
    });
    return pending;
  };

  /** Waits for another request's render of the key, or answers null when it fails or takes too long. */
  const waitFor = async (underway: Promise<CachedPage | null>): Promise<CachedPage | null> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), sharedRenderWaitMs);
    });
    try {
      return await Promise.race([underway, timeout]);
    } finally {
      clearTimeout(timer);
    }
  };

  const refresh = (key: string, request: Request, render: (request: Request) => Promise<Response>) => {
    if (renders.has(key)) return;
    renderOnce(key, request, render)
      .then(async (outcome) => {
        if (outcome.page) return;
        const status = outcome.response.status;
        await outcome.response.body?.cancel();
        // The page is gone (unpublished elsewhere) or no longer says it may be kept: forget it.
        // Any other answer (a failure, the database away) leaves the stale page in place.
        if (status === 200 || status === 404 || status === 410) pages.delete(key);
        else options.onError?.(`page refresh answered ${status}; the stale page stays`, null);
      })
      .catch((error: unknown) => options.onError?.("page refresh failed; the stale page stays", error));
  };

  const serveKept = (request: Request, render: (request: Request) => Promise<Response>, key: string) => {
    const page = pages.get(key);
    if (page && now() < page.freshUntil) return respond(page, request, "hit");
    if (page && now() < page.staleUntil) {
      if (request.method === "GET") refresh(key, requestForKey(request, key), render);
      return respond(page, request, "stale");
    }
    return null;
  };
  const keyOf = (request: Request) => {
    const url = new URL(request.url);
    return pageCacheKey(url, reads.get(url.pathname));
  };
  /**
   * The key, once the store says which parameters the page reads: a process that has not rendered
   * it yet would otherwise keep `/blog?page=2&ref=x` apart from `/blog?page=2`.
   */
  const keyWithStore = async (request: Request): Promise<string> => {
    const url = new URL(request.url);
    if (!store || url.search === "" || reads.has(url.pathname)) return keyOf(request);
    try {
      const declared = await store.readsOf(url.pathname);
      if (declared) reads.set(url.pathname, declared);
    } catch (error) {
      options.onError?.("the rendered-page store could not be read; the page is rendered", error);
    }
    return keyOf(request);
  };

  /** One store read for a key; others asking meanwhile wait for it as for a render. */
  const readOnce = (key: string, request: Request): Promise<CachedPage | null> => {
    const startedIn = generation;
    const shared = readStore(key, encodingsToRead(request)).then((found) =>
      found.page ? fromStore(found.page, startedIn, new URL(request.url)) : null,
    );
    renders.set(key, shared);
    void shared.finally(() => {
      if (renders.get(key) === shared) renders.delete(key);
    });
    return shared;
  };

  return {
    isEnabled,
    serveKept(request, render) {
      if (!isEnabled || (request.method !== "GET" && request.method !== "HEAD")) return null;
      return serveKept(request, render, keyOf(request));
    },
    serveStored(request) {
      if (!store || (request.method !== "GET" && request.method !== "HEAD")) return null;
      const key = keyOf(request);
      if (!seenInStore.has(key)) return null;
      return (async () => {
        const underway = renders.get(key);
        const page = await (underway ? waitFor(underway) : readOnce(key, request));
        return page ? respond(page, request, underway ? "hit" : "store") : null;
      })();
    },
    async serve(request, render) {
      const method = request.method;
      if (!isEnabled || (method !== "GET" && method !== "HEAD")) return withoutInternalHeader(await render(request));
      const key = await keyWithStore(request);
      const kept = serveKept(request, render, key);
      if (kept) return kept;
      // HEAD renders no body, so it is answered from a kept page or rendered for itself only; a page
      // known not to be kept is rendered for each visitor as asked, without waiting for another.
      if (notKept.has(key)) return withoutInternalHeader(await render(request));
      if (method === "HEAD") {
        const stored = await readOnce(key, request);
        return stored ? respond(stored, request, "store") : withoutInternalHeader(await render(request));
      }
      const underway = renders.get(key);
      if (underway) {
        const shared = await waitFor(underway);
        if (shared) return respond(shared, request, "hit");
        return withoutInternalHeader(await render(request));
      }
      const outcome = await renderOnce(key, requestForKey(request, key), render);
      return outcome.page ? respond(outcome.page, request, outcome.status) : outcome.response;
    },
    forgetKept,
    recompressed: async () => {
      while (waitingRecompressions > 0) await recompressions;
    },
    async purge() {
      forgetKept();
      if (store) {
        const purging = purgeStore();
        storePurge = purging;
        await purging;
        if (storePurge === purging) storePurge = null;
      }
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
