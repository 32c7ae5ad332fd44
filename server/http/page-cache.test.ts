import { createServer } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { PAGE_CACHE_HEADER } from "../../core/shared/page-cache-header";
import { createPageCache, pageCacheKey, type PageCacheOptions } from "./page-cache";

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
