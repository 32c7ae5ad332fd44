import { createServer } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "../../core/shared/page-cache-header";
import {
  createPageCache,
  pageCacheKey,
  type PageCacheOptions,
  type RenderedPageStore,
  type StoredPage,
} from "./page-cache";

const HTML = `<!DOCTYPE html><html><body>${"<p>Comparer des soumissions — ça prend une minute.</p>".repeat(40)}</body></html>`;

/** A renderer that counts its calls and can be held until released. */
function renderer(
  options: { cacheable?: boolean | string; body?: () => string; status?: number | (() => number) } = {},
) {
  const seen: string[] = [];
  let release: () => void = () => {};
  let gate: Promise<void> | null = null;
  return {
    seen,
    hold() {
      gate = new Promise((resolve) => (release = resolve));
    },
    release: () => release(),
    render: async (request: Request) => {
      seen.push(new URL(request.url).pathname + new URL(request.url).search);
      if (gate) await gate;
      const headers = new Headers({ "content-type": "text/html; charset=utf-8" });
      if (options.cacheable !== false) {
        headers.set(PAGE_CACHE_HEADER, typeof options.cacheable === "string" ? options.cacheable : "public");
      }
      const status = typeof options.status === "function" ? options.status() : (options.status ?? 200);
      return new Response(options.body?.() ?? HTML, { status, headers });
    },
  };
}

function cache(overrides: Partial<PageCacheOptions> = {}) {
  return createPageCache({ ttlSeconds: 60, staleSeconds: 300, ...overrides });
}

const get = (path: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://localhost${path}`, { method, headers });

describe("pageCacheKey", () => {
  it("leaves tracking parameters out, in any case, and sorts the rest", () => {
    const key = (path: string) => pageCacheKey(new URL(`http://localhost${path}`));
    expect(key("/faq?utm_source=news&UTM_Medium=mail&gclid=1&fbclid=2&msclkid=3")).toBe("/faq");
    expect(key("/blog?utm_campaign=x&page=2")).toBe("/blog?page=2");
    expect(key("/compare/car?province=ON&category=car")).toBe("/compare/car?category=car&province=ON");
    expect(key("/blog?page=2")).not.toBe(key("/blog?page=3"));
    expect(key("/faq?utm=1")).toBe("/faq?utm=1");
  });
});

describe("createPageCache", () => {
  it("keeps one page however many made-up parameters are added, once the route says what it reads", async () => {
    const pages = cache();
    const faq = renderer();
    await pages.serve(get("/faq?x=1"), faq.render);
    for (const path of ["/faq?y=2", "/faq?x=1&z=3", "/faq"]) {
      expect((await pages.serve(get(path), faq.render)).headers.get("x-page-cache"), path).toBe("hit");
    }
    expect(faq.seen).toEqual(["/faq?x=1"]);
    const blog = renderer({ cacheable: "public; query=category,page" });
    await pages.serve(get("/blog?page=2&junk=1"), blog.render);
    expect((await pages.serve(get("/blog?other=3&page=2"), blog.render)).headers.get("x-page-cache")).toBe("hit");
    expect((await pages.serve(get("/blog?page=3&junk=1"), blog.render)).headers.get("x-page-cache")).toBe("miss");
    expect(blog.seen).toEqual(["/blog?junk=1&page=2", "/blog?page=3"]);
  });

  it("answers a 304 with the ETag the client named, whatever encoding it asks for now", async () => {
    const pages = cache();
    const page = renderer();
    const gzip = await pages.serve(get("/faq", { "accept-encoding": "gzip" }), page.render);
    const gzipTag = gzip.headers.get("etag")!;
    const again = await pages.serve(get("/faq", { "accept-encoding": "br", "if-none-match": gzipTag }), page.render);
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(gzipTag);
  });

  it("keeps a stale page when its refresh fails, and forgets it when the page is gone", async () => {
    let clock = 0;
    let status = 200;
    const errors: string[] = [];
    const pages = cache({ ttlSeconds: 60, staleSeconds: 300, now: () => clock, onError: (m) => errors.push(m) });
    const page = renderer({ status: () => status });
    await pages.serve(get("/learn"), page.render);
    clock = 61_000;
    status = 503;
    expect((await pages.serve(get("/learn"), page.render)).headers.get("x-page-cache")).toBe("stale");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(errors).toHaveLength(1);
    expect((await pages.serve(get("/learn"), page.render)).headers.get("x-page-cache")).toBe("stale");
    await new Promise((resolve) => setTimeout(resolve, 20));
    status = 404;
    await pages.serve(get("/learn"), page.render);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const gone = await pages.serve(get("/learn"), page.render);
    expect(gone.status).toBe(404);
    expect(gone.headers.get("x-page-cache")).toBeNull();
  });

  it("lets nobody join a render begun before a purge, and marks its page for no shared cache", async () => {
    const pages = cache();
    let version = 1;
    const page = renderer({ body: () => `<html>version ${version}</html>` });
    page.hold();
    const before = pages.serve(get("/blog"), page.render);
    await new Promise((resolve) => setTimeout(resolve, 10));
    await pages.purge();
    version = 2;
    const after = pages.serve(get("/blog"), page.render);
    await new Promise((resolve) => setTimeout(resolve, 10));
    page.release();
    const [old, fresh] = await Promise.all([before, after]);
    expect(page.seen).toHaveLength(2);
    expect(old.headers.get("cache-control")).toBe("no-cache");
    expect(await fresh.text()).toBe("<html>version 2</html>");
    expect(fresh.headers.get("cache-control")).toContain("s-maxage=60");
  });

  it("forgets what this process holds on another process's purge notice, without purging the store", async () => {
    let storePurges = 0;
    const store: RenderedPageStore = {
      find: async () => ({ generation: 0, page: null }),
      readsOf: async () => null,
      write: async () => {},
      purge: async () => {
        storePurges += 1;
      },
    };
    const pages = cache({ store });
    let version = 1;
    const page = renderer({ body: () => `<html>version ${version}</html>` });
    await pages.serve(get("/blog"), page.render);
    expect((await pages.serve(get("/blog"), page.render)).headers.get("x-page-cache")).toBe("hit");
    version = 2;
    pages.forgetKept();
    const fresh = await pages.serve(get("/blog"), page.render);
    expect(await fresh.text()).toBe("<html>version 2</html>");
    expect(page.seen).toHaveLength(2);
    expect(storePurges).toBe(0);
  });

  it("stops waiting for a render that does not end, and renders for itself", async () => {
    const pages = cache({ sharedRenderWaitMs: 50 });
    const stuck = renderer();
    stuck.hold();
    void pages.serve(get("/faq"), stuck.render);
    const quick = renderer();
    const started = Date.now();
    const answer = await pages.serve(get("/faq"), quick.render);
    expect(answer.status).toBe(200);
    expect(quick.seen).toEqual(["/faq"]);
    expect(Date.now() - started).toBeLessThan(2000);
    stuck.release();
  });

  it("keeps a page once, compressed both ways, and serves the same bytes to every encoding", async () => {
    const pages = cache();
    const page = renderer();
    const first = await pages.serve(get("/faq", { "accept-encoding": "br, gzip" }), page.render);
    const brotli = await pages.serve(get("/faq", { "accept-encoding": "gzip, br" }), page.render);
    const gzip = await pages.serve(get("/faq", { "accept-encoding": "gzip;q=1, br;q=0" }), page.render);
    const plain = await pages.serve(get("/faq"), page.render);
    expect(page.seen).toEqual(["/faq"]);
    expect([first, brotli, gzip, plain].map((r) => r.headers.get("x-page-cache"))).toEqual([
      "miss",
      "hit",
      "hit",
      "hit",
    ]);
    expect(brotli.headers.get("content-encoding")).toBe("br");
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(brotliDecompressSync(Buffer.from(await brotli.arrayBuffer())).toString()).toBe(HTML);
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(HTML);
    expect(await plain.text()).toBe(HTML);
    const etags = [brotli, gzip, plain].map((r) => r.headers.get("etag"));
    expect(new Set(etags).size).toBe(3);
    for (const response of [first, brotli, gzip, plain]) {
      expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
      expect(response.headers.get("vary")).toBe("Accept-Encoding");
      expect(response.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    }
  });

  it("answers 304 to any spelling of a known ETag, and HEAD without a body", async () => {
    const pages = cache();
    const page = renderer();
    const first = await pages.serve(get("/faq", { "accept-encoding": "br" }), page.render);
    const etag = first.headers.get("etag")!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`, "*"]) {
      const again = await pages.serve(
        get("/faq", { "if-none-match": ifNoneMatch, "accept-encoding": "br" }),
        page.render,
      );
      expect(again.status, ifNoneMatch).toBe(304);
      expect(again.headers.get("etag")).toBe(etag);
      expect(await again.text()).toBe("");
    }
    expect((await pages.serve(get("/faq", { "if-none-match": '"other"' }), page.render)).status).toBe(200);
    const head = await pages.serve(get("/faq", {}, "HEAD"), page.render);
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(Buffer.byteLength(HTML)));
    expect(await head.text()).toBe("");
    expect(page.seen).toEqual(["/faq"]);
  });

  it("renders a page without its tracking parameters, once for every link that carries them", async () => {
    const pages = cache();
    const page = renderer();
    await pages.serve(get("/blog?page=2&utm_source=news&gclid=abc"), page.render);
    const shared = await pages.serve(get("/blog?fbclid=x&page=2"), page.render);
    expect(shared.headers.get("x-page-cache")).toBe("hit");
    expect(page.seen).toEqual(["/blog?page=2"]);
  });

  it("renders once for many concurrent misses of one page", async () => {
    const pages = cache();
    const page = renderer();
    page.hold();
    const answers = Array.from({ length: 25 }, () => pages.serve(get("/learn"), page.render));
    await new Promise((resolve) => setTimeout(resolve, 10));
    page.release();
    const statuses = (await Promise.all(answers)).map((r) => r.headers.get("x-page-cache"));
    expect(page.seen).toEqual(["/learn"]);
    expect(statuses.filter((s) => s === "miss")).toHaveLength(1);
    expect(statuses.filter((s) => s === "hit")).toHaveLength(24);
  });

  it("lets each waiter render for itself when the page turns out not to be keepable", async () => {
    const pages = cache();
    const page = renderer({ cacheable: false });
    page.hold();
    const answers = Array.from({ length: 3 }, () => pages.serve(get("/quotes"), page.render));
    await new Promise((resolve) => setTimeout(resolve, 10));
    page.release();
    const responses = await Promise.all(answers);
    expect(responses.map((r) => r.headers.get("x-page-cache"))).toEqual([null, null, null]);
    expect(page.seen).toHaveLength(3);
    for (const response of responses) expect(await response.text()).toBe(HTML);
  });

  it("never keeps a failure, a page with a cookie, or a POST", async () => {
    const pages = cache();
    const failing = renderer({ status: 404 });
    await pages.serve(get("/blog/gone"), failing.render);
    await pages.serve(get("/blog/gone"), failing.render);
    expect(failing.seen).toHaveLength(2);
    const posting = renderer();
    await pages.serve(get("/contact", {}, "POST"), posting.render);
    expect((await pages.serve(get("/contact"), posting.render)).headers.get("x-page-cache")).toBe("miss");
  });

  it("serves a stale page while one render refreshes it, then the fresh one", async () => {
    let clock = 0;
    let version = 1;
    const pages = cache({ ttlSeconds: 60, staleSeconds: 30, now: () => clock });
    const page = renderer({ body: () => `<html>version ${version}</html>` });
    await pages.serve(get("/"), page.render);
    version = 2;
    clock = 61_000;
    page.hold();
    const stale = await Promise.all([pages.serve(get("/"), page.render), pages.serve(get("/"), page.render)]);
    expect(stale.map((r) => r.headers.get("x-page-cache"))).toEqual(["stale", "stale"]);
    expect(await stale[0]!.text()).toBe("<html>version 1</html>");
    page.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const fresh = await pages.serve(get("/"), page.render);
    expect(fresh.headers.get("x-page-cache")).toBe("hit");
    expect(await fresh.text()).toBe("<html>version 2</html>");
    expect(page.seen).toEqual(["/", "/"]);
    clock = 61_000 + 60_000 + 30_000;
    expect((await pages.serve(get("/"), page.render)).headers.get("x-page-cache")).toBe("miss");
  });

  it("keeps nothing rendered before a purge, and asks the CDN to purge with its token", async () => {
    const purges: { auth: string | undefined; body: string }[] = [];
    const cdn = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        purges.push({ auth: request.headers.authorization, body });
        response.end("{}");
      });
    });
    await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
    const address = cdn.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      const pages = cache({ purgeUrl: `http://127.0.0.1:${port}/purge`, purgeToken: "cdn-token" });
      const page = renderer();
      page.hold();
      const during = pages.serve(get("/blog"), page.render);
      await new Promise((resolve) => setTimeout(resolve, 10));
      await pages.purge();
      page.release();
      expect((await during).headers.get("x-page-cache")).toBe("miss");
      expect((await pages.serve(get("/blog"), page.render)).headers.get("x-page-cache")).toBe("miss");
      expect(purges).toEqual([{ auth: "Bearer cdn-token", body: '{"purge_everything":true}' }]);
    } finally {
      await new Promise((resolve) => cdn.close(resolve));
    }
  });

  it("reports a CDN that refuses the purge and still forgets its own pages", async () => {
    const errors: string[] = [];
    const pages = cache({ purgeUrl: "http://127.0.0.1:9/purge", onError: (message) => errors.push(message) });
    const page = renderer();
    await pages.serve(get("/faq"), page.render);
    await pages.purge();
    expect(errors).toHaveLength(1);
    expect((await pages.serve(get("/faq"), page.render)).headers.get("x-page-cache")).toBe("miss");
  });

  it("renders every time, without its internal header, when off", async () => {
    const pages = cache({ ttlSeconds: 0 });
    const page = renderer();
    const responses = [await pages.serve(get("/faq"), page.render), await pages.serve(get("/faq"), page.render)];
    expect(page.seen).toHaveLength(2);
    for (const response of responses) {
      expect(response.headers.get("x-page-cache")).toBeNull();
      expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
    }
  });
});

/**
 * The shared store's contract (decision 0041) held in memory, as the database holds it for every
 * process: a generation that a purge moves on, and writes taken only in the generation they began in.
 */
function memoryStore() {
  const rows = new Map<string, { path: string; page: StoredPage; generation: number }>();
  const state = { generation: 0, finds: 0, asked: [] as string[][], failing: false, purgeFails: false };
  const store: RenderedPageStore = {
    async find(key, encodings) {
      if (state.failing) throw new Error("database away");
      state.finds += 1;
      state.asked.push([...encodings]);
      const row = rows.get(key);
      if (!row || row.generation !== state.generation) return { generation: state.generation, page: null };
      const { br, gzip, ...rest } = row.page;
      return {
        generation: state.generation,
        page: { ...rest, ...(encodings.includes("br") ? { br } : {}), ...(encodings.includes("gzip") ? { gzip } : {}) },
      };
    },
    async readsOf(path) {
      for (const row of rows.values())
        if (row.path === path && row.generation === state.generation) return row.page.reads;
      return null;
    },
    async write(key, path, page, generation) {
      if (generation === state.generation) rows.set(key, { path, page, generation });
    },
    async purge() {
      if (state.purgeFails) throw new Error("database away");
      state.generation += 1;
      rows.clear();
    },
  };
  return { store, rows, state };
}

/** Lets the background write of a rendered page reach the store. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe("createPageCache with the shared store of rendered pages", () => {
  it("serves another process's page from the store, the same bytes and ETag, without rendering", async () => {
    const shared = memoryStore();
    const first = cache({ store: shared.store });
    const page = renderer();
    const rendered = await first.serve(get("/faq", { "accept-encoding": "br" }), page.render);
    await first.recompressed();
    await settle();
    const kept = await first.serve(get("/faq", { "accept-encoding": "br" }), page.render);
    const keptBytes = Buffer.from(await kept.arrayBuffer());
    const second = cache({ store: shared.store });
    const other = renderer();
    const read = await second.serve(get("/faq", { "accept-encoding": "br" }), other.render);
    expect(read.headers.get("x-page-cache")).toBe("store");
    expect(Buffer.from(await read.arrayBuffer())).toEqual(keptBytes);
    expect(read.headers.get("etag")).toBe(rendered.headers.get("etag"));
    expect(other.seen).toEqual([]);
    // Kept in the second process's memory from then on.
    expect((await second.serve(get("/faq"), other.render)).headers.get("x-page-cache")).toBe("hit");
    expect(shared.state.asked.at(-1)).toEqual(["br", "gzip"]);
  });

  it("compresses a rendered page again at brotli's best in the background: fewer bytes, same page and ETag, here and in the store", async () => {
    const shared = memoryStore();
    const pages = cache({ store: shared.store });
    // Varied text, as a real page is, so brotli's best has something to find that its quick pass misses.
    const words = "assurance auto soumission prime franchise responsabilité collision Ontario Québec conducteur".split(
      " ",
    );
    const body = `<!DOCTYPE html><html><body>${Array.from({ length: 3000 }, (_, i) => words[(i * 7 + (i >> 3)) % words.length]).join(" ")}</body></html>`;
    const page = renderer({ body: () => body });
    const miss = await pages.serve(get("/faq", { "accept-encoding": "br" }), page.render);
    const firstBytes = Buffer.from(await miss.arrayBuffer());
    await pages.recompressed();
    await settle();
    const hit = await pages.serve(get("/faq", { "accept-encoding": "br" }), page.render);
    const bestBytes = Buffer.from(await hit.arrayBuffer());
    expect(hit.headers.get("x-page-cache")).toBe("hit");
    expect(bestBytes.length).toBeLessThan(firstBytes.length);
    expect(brotliDecompressSync(bestBytes).toString()).toBe(body);
    expect(hit.headers.get("etag")).toBe(miss.headers.get("etag"));
    expect(hit.headers.get("content-length")).toBe(String(bestBytes.length));
    expect([...shared.rows.values()][0]?.page.br).toEqual(bestBytes);
    expect(page.seen).toEqual(["/faq"]);
  });

  it("never puts back a page rendered before a purge when its second compression ends", async () => {
    const shared = memoryStore();
    const pages = cache({ store: shared.store });
    const page = renderer();
    await pages.serve(get("/faq", { "accept-encoding": "br" }), page.render);
    await pages.purge();
    await pages.recompressed();
    await settle();
    expect(shared.rows.size).toBe(0);
    expect((await pages.serve(get("/faq"), page.render)).headers.get("x-page-cache")).toBe("miss");
  });

  it("with no memory of its own reads the store each time, only the body the client takes", async () => {
    const shared = memoryStore();
    const page = renderer();
    await cache({ store: shared.store }).serve(get("/faq"), page.render);
    await settle();
    const lean = cache({ store: shared.store, memoryBytes: 0 });
    const br = await lean.serve(get("/faq", { "accept-encoding": "br" }), page.render);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(HTML);
    const gz = await lean.serve(get("/faq", { "accept-encoding": "gzip" }), page.render);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(HTML);
    const plain = await lean.serve(get("/faq"), page.render);
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(HTML);
    expect(shared.state.asked.slice(-3)).toEqual([["br"], ["gzip"], ["gzip"]]);
    expect(page.seen).toEqual(["/faq"]);
  });

  it("reads the store once for many concurrent misses, and sends a waiter wanting another encoding the plain page", async () => {
    const shared = memoryStore();
    const page = renderer();
    await cache({ store: shared.store }).serve(get("/faq"), page.render);
    await settle();
    const lean = cache({ store: shared.store, memoryBytes: 0 });
    const finds = shared.state.finds;
    const answers = await Promise.all([
      lean.serve(get("/faq", { "accept-encoding": "br" }), page.render),
      lean.serve(get("/faq", { "accept-encoding": "gzip" }), page.render),
      lean.serve(get("/faq", { "accept-encoding": "br" }), page.render),
    ]);
    expect(shared.state.finds - finds).toBe(1);
    expect(answers.map((answer) => answer.headers.get("content-encoding"))).toEqual(["br", null, "br"]);
    expect(await answers[1]!.text()).toBe(HTML);
  });

  it("finds a page by the parameters its route reads, in a process that never rendered it", async () => {
    const shared = memoryStore();
    const blog = renderer({ cacheable: "public; query=page" });
    await cache({ store: shared.store }).serve(get("/blog?page=2"), blog.render);
    await settle();
    const cold = cache({ store: shared.store });
    const read = await cold.serve(get("/blog?utm_source=x&ref=mail&page=2"), blog.render);
    expect(read.headers.get("x-page-cache")).toBe("store");
    expect(blog.seen).toEqual(["/blog?page=2"]);
  });

  it("answers the fast path only for pages it has seen in the store, and falls back when one is gone", async () => {
    const shared = memoryStore();
    const pages = cache({ store: shared.store, memoryBytes: 0 });
    const page = renderer();
    expect(pages.serveStored(get("/faq"))).toBeNull();
    await pages.serve(get("/faq"), page.render);
    await settle();
    const stored = await pages.serveStored(get("/faq", { "accept-encoding": "gzip" }));
    expect(stored?.headers.get("x-page-cache")).toBe("store");
    expect(pages.serveStored(get("/faq", {}, "POST"))).toBeNull();
    await shared.store.purge();
    expect(await pages.serveStored(get("/faq"))).toBeNull();
    expect(pages.serveStored(get("/faq"))).toBeNull();
  });

  it("stores nothing rendered before a purge, here or in another process", async () => {
    const shared = memoryStore();
    const pages = cache({ store: shared.store });
    let version = 1;
    const page = renderer({ body: () => `<html>version ${version}</html>` });
    page.hold();
    const before = pages.serve(get("/blog"), page.render);
    await settle();
    // Another process publishes: the store moves on; this process's render began before.
    await shared.store.purge();
    version = 2;
    page.release();
    await before;
    await settle();
    expect(shared.rows.size).toBe(0);
    const after = await cache({ store: shared.store }).serve(get("/blog"), page.render);
    expect(await after.text()).toBe("<html>version 2</html>");
    await settle();
    expect(shared.rows.size).toBe(1);
    // This process's own purge clears the store too.
    await pages.purge();
    expect(shared.rows.size).toBe(0);
  });

  it("renders when the store cannot be read, and says so", async () => {
    const shared = memoryStore();
    const errors: string[] = [];
    const pages = cache({ store: shared.store, onError: (message) => errors.push(message) });
    shared.state.failing = true;
    const page = renderer();
    const answer = await pages.serve(get("/faq"), page.render);
    expect([answer.status, answer.headers.get("x-page-cache")]).toEqual([200, "miss"]);
    expect(errors).toEqual(["the rendered-page store could not be read; the page is rendered"]);
  });

  it("stops reading the store in a process whose purge of it failed, and says so once", async () => {
    const shared = memoryStore();
    const errors: string[] = [];
    const pages = cache({ store: shared.store, onError: (message) => errors.push(message) });
    const page = renderer();
    await pages.serve(get("/faq"), page.render);
    await settle();
    shared.state.purgeFails = true;
    await pages.purge();
    await pages.purge();
    const finds = shared.state.finds;
    const answer = await pages.serve(get("/faq"), page.render);
    expect(answer.headers.get("x-page-cache")).toBe("miss");
    expect(shared.state.finds).toBe(finds);
    expect(page.seen).toEqual(["/faq", "/faq"]);
    expect(errors).toEqual(["the rendered-page store could not be purged; this process renders until it can"]);
    shared.state.purgeFails = false;
    await pages.purge();
    await pages.serve(get("/blog"), page.render);
    expect(shared.state.finds).toBe(finds + 1);
  });

  it("leaves the store alone when the cache is off", async () => {
    const shared = memoryStore();
    const pages = cache({ ttlSeconds: 0, store: shared.store });
    const page = renderer();
    await pages.serve(get("/faq"), page.render);
    await settle();
    expect([shared.state.finds, shared.rows.size]).toEqual([0, 0]);
    expect(pages.serveStored(get("/faq"))).toBeNull();
  });
});
