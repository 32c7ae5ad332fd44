import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPost } from "../../db/factories/post-factory";
import { posts } from "../../db/schema";
import { purgeRenderedPages } from "../../server/repositories/rendered-page-repository";
import { PAGE_CACHE_HEADER } from "../../core/shared/page-cache-header";
import { publishPost } from "../helpers/publish-post";
import { createStaffUser, signInStaff } from "../helpers/staff-session";
import { runnableScripts, sha256Source } from "../helpers/page-scripts";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** The micro-cache of public pages (ADR 0023), over real HTTP with the real renderer. */

let server: TestServer;
let staff: { headers: Record<string, string> };
const EDITOR = { email: "cache-editor@quotemaple.ca", role: "editor" as const, password: "cache-editor-password-1" };

/** A CDN's purge endpoint, as the server calls it when staff publish (a local fake over real HTTP). */
const purges: { path: string | undefined; auth: string | undefined; body: string }[] = [];
const cdn = createServer((request, response) => {
  let body = "";
  request.on("data", (chunk: Buffer) => (body += chunk.toString()));
  request.on("end", () => {
    purges.push({ path: request.url, auth: request.headers.authorization, body });
    response.end('{"success":true}');
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => cdn.listen(0, "127.0.0.1", resolve));
  const address = cdn.address();
  const cdnPort = typeof address === "object" && address ? address.port : 0;
  server = await startTestServer({
    env: {
      PAGE_CACHE_SECONDS: "60",
      PAGE_CACHE_PURGE_URL: `http://127.0.0.1:${cdnPort}/zones/quotemaple/purge_cache`,
      PAGE_CACHE_PURGE_TOKEN: "cdn-secret",
    },
  });
  await createStaffUser(server.database.db, EDITOR);
  staff = await signInStaff(server.url, EDITOR.email, EDITOR.password);
});

afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => cdn.close(resolve));
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(server.url + path, { headers });
  const html = await response.text();
  return {
    status: response.status,
    html,
    csp: response.headers.get("content-security-policy") ?? "",
    cache: response.headers.get("x-page-cache"),
    internal: response.headers.get(PAGE_CACHE_HEADER),
    cacheControl: response.headers.get("cache-control"),
    etag: response.headers.get("etag"),
  };
}

/** The page's executable inline scripts (not data blocks: JSON-LD, the page script's config). */
function inlineScripts(html: string): string[] {
  return runnableScripts(html)
    .filter(({ attributes }) => !attributes.includes("src="))
    .map(({ text }) => text);
}

describe("the page cache", () => {
  it("serves a public page again from memory, the same bytes and policy for everyone", async () => {
    const first = await get("/faq");
    const second = await get("/faq", { cookie: "qm_privacy=someone-else", "accept-language": "fr-CA" });
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.html).toBe(first.html);
    expect(second.csp).toBe(first.csp);
    expect(second.etag).toBe(first.etag);
    expect(first.html).not.toContain("nonce");
    expect(first.csp).not.toContain("nonce");
    const scripts = inlineScripts(first.html);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(first.csp).toContain(sha256Source(script));
    for (const response of [first, second]) {
      expect(response.internal).toBeNull();
      expect(response.cacheControl).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    }
  });

  it("answers a revalidation with 304 and no body", async () => {
    const first = await get("/learn", { "accept-encoding": "br" });
    const response = await fetch(`${server.url}/learn`, {
      headers: { "if-none-match": first.etag ?? "", "accept-encoding": "br" },
    });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
    expect(response.headers.get("etag")).toBe(first.etag);
  });

  it("serves a link with tracking parameters from the same page, which never shows them", async () => {
    await get("/compare/car");
    const tracked = await get("/compare/car?utm_source=newsletter&utm_campaign=winter&gclid=abc&fbclid=xyz");
    expect(tracked.cache).toBe("hit");
    expect(tracked.html).not.toContain("newsletter");
    expect(tracked.html).not.toContain("gclid");
  });

  it("renders once when many visitors ask for the same page at the same moment", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/company/about-us")));
    const statuses = answers.map((answer) => answer.cache);
    expect(statuses.filter((status) => status === "miss")).toHaveLength(1);
    expect(statuses.filter((status) => status === "hit")).toHaveLength(19);
    expect(new Set(answers.map((answer) => answer.html)).size).toBe(1);
  });

  it("keeps each address apart, query string included", async () => {
    await get("/blog");
    const other = await get("/blog?page=2");
    expect(other.cache).toBe("miss");
    expect((await get("/blog?page=2")).cache).toBe("hit");
  });

  it("never keeps a page that depends on the visitor, a failure or a POST", async () => {
    const paths = ["/quotes", "/quotes?category=car", "/privacy-request", "/admin/login", "/no-such-page"];
    for (const path of [...paths, "/blog/no-such-post"]) {
      await get(path);
      const again = await get(path);
      expect(again.cache, path).toBeNull();
      expect(again.internal, path).toBeNull();
    }
    expect((await get("/blog/no-such-post")).status).toBe(404);
    const posted = await fetch(`${server.url}/contact`, { method: "POST", body: new URLSearchParams({}) });
    expect(posted.headers.get("x-page-cache")).toBeNull();
    expect(posted.headers.get(PAGE_CACHE_HEADER)).toBeNull();
  });

  it("forgets every page when staff publish, here and on the CDN, so the blog shows the new post at once", async () => {
    await get("/blog");
    const cached = await get("/blog");
    expect(cached.cache).toBe("hit");
    await publishPost(server.url, staff.headers, {
      title: "Cache-busting winter tires guide",
      slug: "cache-busting-winter-tires",
      contentMd: "Winter tires save money.\n\n## Why\n\nGrip.",
    });
    const fresh = await get("/blog");
    expect(fresh.cache).toBe("miss");
    await expect.poll(() => purges.length).toBeGreaterThan(0);
    expect(purges.at(-1)).toEqual({
      path: "/zones/quotemaple/purge_cache",
      auth: "Bearer cdn-secret",
      body: '{"purge_everything":true}',
    });
    expect(fresh.html).toContain("Cache-busting winter tires guide");
  });

  it("serves the kept page once the time is up while one render brings in what the database holds", async () => {
    const short = await startTestServer({ env: { PAGE_CACHE_SECONDS: "1", PAGE_CACHE_STALE_SECONDS: "60" } });
    try {
      const fetchBlog = async () => {
        const response = await fetch(`${short.url}/blog`);
        return { cache: response.headers.get("x-page-cache"), html: await response.text() };
      };
      await fetchBlog();
      // Published on another instance: it purges the shared store of rendered pages (decision 0041),
      // but this process's memory keeps its copy until the time limit.
      await short.database.db
        .insert(posts)
        .values(
          buildPost({ slug: "written-elsewhere", title: "Written by another instance", publishedAt: new Date() }),
        );
      await purgeRenderedPages(short.database.db);
      expect((await fetchBlog()).html).not.toContain("Written by another instance");
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const stale = await fetchBlog();
      expect(stale.cache).toBe("stale");
      expect(stale.html).not.toContain("Written by another instance");
      await expect
        .poll(async () => (await fetchBlog()).html, { timeout: 5000 })
        .toContain("Written by another instance");
    } finally {
      await short.close();
    }
  });

  it("is off with PAGE_CACHE_SECONDS=0", async () => {
    const off = await startTestServer({ seed: false, env: { PAGE_CACHE_SECONDS: "0" } });
    try {
      for (let index = 0; index < 2; index += 1) {
        const response = await fetch(`${off.url}/faq`);
        await response.arrayBuffer();
        expect(response.headers.get("x-page-cache")).toBeNull();
        expect(response.headers.get(PAGE_CACHE_HEADER)).toBeNull();
      }
    } finally {
      await off.close();
    }
  });
});
