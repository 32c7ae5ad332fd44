import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPost } from "../../db/factories/post-factory";
import { posts } from "../../db/schema";
import { PAGE_CACHE_HEADER } from "../../core/shared/page-cache-header";
import { emptyPostForm } from "../../app/features/admin/post-form";
import { createStaffUser, signInStaff } from "../helpers/staff-session";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** The micro-cache of public pages (ADR 0023), over real HTTP with the real renderer. */

let server: TestServer;
let staff: { headers: Record<string, string> };
const EDITOR = { email: "cache-editor@quotemaple.ca", role: "editor" as const, password: "cache-editor-password-1" };

beforeAll(async () => {
  server = await startTestServer({ env: { PAGE_CACHE_SECONDS: "60" } });
  await createStaffUser(server.database.db, EDITOR);
  staff = await signInStaff(server.url, EDITOR.email, EDITOR.password);
});

afterAll(async () => {
  await server?.close();
});

async function get(path: string) {
  const response = await fetch(server.url + path);
  const html = await response.text();
  const csp = response.headers.get("content-security-policy") ?? "";
  return {
    status: response.status,
    html,
    cache: response.headers.get("x-page-cache"),
    internal: response.headers.get(PAGE_CACHE_HEADER),
    cacheControl: response.headers.get("cache-control"),
    nonce: /'nonce-([^']+)'/.exec(csp)?.[1] ?? "",
  };
}

describe("the page cache", () => {
  it("serves a public page again from memory, with a nonce of its own in the header and the page", async () => {
    const first = await get("/faq");
    const second = await get("/faq");
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.cache, second.cache]).toEqual(["miss", "hit"]);
    expect(second.nonce).not.toBe(first.nonce);
    for (const response of [first, second]) {
      expect(response.nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      const nonces = new Set([...response.html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1]));
      expect([...nonces]).toEqual([response.nonce]);
      expect(response.internal).toBeNull();
      expect(response.cacheControl).toBe("no-cache");
    }
    expect(second.html.replaceAll(second.nonce, "N")).toBe(first.html.replaceAll(first.nonce, "N"));
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

  it("forgets every page when staff publish, so the blog shows the new post at once", async () => {
    await get("/blog");
    const cached = await get("/blog");
    expect(cached.cache).toBe("hit");
    const created = await fetch(`${server.url}/api/admin/posts`, {
      method: "POST",
      headers: { ...staff.headers, "content-type": "application/json" },
      body: JSON.stringify({
        ...emptyPostForm(),
        title: "Cache-busting winter tires guide",
        slug: "cache-busting-winter-tires",
        contentMd: "Winter tires save money.\n\n## Why\n\nGrip.",
      }),
    });
    expect(created.status).toBe(201);
    const { post } = (await created.json()) as { post: { id: string } };
    const published = await fetch(`${server.url}/api/admin/posts/${post.id}/publish`, {
      method: "POST",
      headers: staff.headers,
    });
    expect(published.status).toBe(200);
    const fresh = await get("/blog");
    expect(fresh.cache).toBe("miss");
    expect(fresh.html).toContain("Cache-busting winter tires guide");
  });

  it("shows what the database holds once the time is up", async () => {
    const short = await startTestServer({ env: { PAGE_CACHE_SECONDS: "1" } });
    try {
      const fetchBlog = async () => {
        const response = await fetch(`${short.url}/blog`);
        return { cache: response.headers.get("x-page-cache"), html: await response.text() };
      };
      await fetchBlog();
      // Written behind the server's back (another instance, say): only the time limit brings it in.
      await short.database.db
        .insert(posts)
        .values(
          buildPost({ slug: "written-elsewhere", title: "Written by another instance", publishedAt: new Date() }),
        );
      expect((await fetchBlog()).html).not.toContain("Written by another instance");
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const later = await fetchBlog();
      expect(later.cache).toBe("miss");
      expect(later.html).toContain("Written by another instance");
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
