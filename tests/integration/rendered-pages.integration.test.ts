import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderedPages, renderedPagesGeneration } from "../../db/schema";
import { expiryOf, purgeRenderedPages, renderedPageStore } from "../../server/repositories/rendered-page-repository";
import { listSitemapEntries } from "../../server/services/list-sitemap-entries";
import { publishPost } from "../helpers/publish-post";
import { createStaffUser, signInStaff } from "../helpers/staff-session";
import { startTestServer, type TestServer } from "../helpers/test-server";

/**
 * The shared store of rendered pages (decision 0041), over real HTTP on a real database: several
 * instances of the app on one database, as behind a load balancer.
 */

const EDITOR = { email: "store-editor@quotemaple.ca", role: "editor" as const, password: "store-editor-password-1" };
const CACHED = { PAGE_CACHE_SECONDS: "60" };

let first: TestServer;
const others: TestServer[] = [];

/** Another instance of the app on the first one's database. */
async function instance(env: Record<string, string> = {}, pageStoreBuild?: string): Promise<TestServer> {
  const server = await startTestServer({
    database: first.database,
    env: { ...CACHED, ...env },
    ...(pageStoreBuild ? { pageStoreBuild } : {}),
  });
  others.push(server);
  return server;
}

async function get(server: TestServer, path: string, encoding = "br, gzip") {
  const response = await fetch(server.url + path, { headers: { "accept-encoding": encoding } });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    cache: response.headers.get("x-page-cache"),
    etag: response.headers.get("etag"),
    encoding: response.headers.get("content-encoding"),
    body,
  };
}

const storedRows = async () => (await first.database.db.select({ rows: count() }).from(renderedPages))[0]?.rows ?? 0;

beforeAll(async () => {
  first = await startTestServer({ env: CACHED });
});

afterAll(async () => {
  for (const server of others) await server.close();
  await first?.close();
});

describe("the shared store of rendered pages", () => {
  it("serves a page one instance rendered from every other instance, the same bytes, without rendering it", async () => {
    const rendered = await get(first, "/faq");
    expect(rendered.cache).toBe("miss");
    await expect.poll(storedRows).toBeGreaterThan(0);
    const second = await instance();
    const read = await get(second, "/faq");
    expect([read.status, read.cache, read.encoding]).toEqual([200, "store", "br"]);
    expect(read.body.equals(rendered.body)).toBe(true);
    expect(read.etag).toBe(rendered.etag);
    expect((await get(second, "/faq")).cache).toBe("hit");
    // Tracking parameters and another encoding find the same page.
    const third = await instance({ PAGE_CACHE_MEMORY_MB: "0" });
    const gzip = await get(third, "/faq?utm_source=mail&gclid=1", "gzip");
    expect([gzip.cache, gzip.encoding]).toEqual(["store", "gzip"]);
    const plain = await get(third, "/faq", "identity");
    expect([plain.cache, plain.encoding]).toEqual(["store", null]);
    expect(plain.body.toString()).toContain("<h1");
  });

  it("shows a post published on one instance at once on an instance without memory of its own", async () => {
    const lean = await instance({ PAGE_CACHE_MEMORY_MB: "0" });
    await get(first, "/blog");
    await expect.poll(async () => (await get(lean, "/blog")).cache).toBe("store");
    await createStaffUser(first.database.db, EDITOR);
    const staff = await signInStaff(first.url, EDITOR.email, EDITOR.password);
    await publishPost(first.url, staff.headers, {
      title: "A post every instance shows at once",
      slug: "every-instance-at-once",
      contentMd: "Published on one instance.\n\n## Seen\n\nOn all of them.",
    });
    const after = await fetch(`${lean.url}/blog`);
    expect(await after.text()).toContain("A post every instance shows at once");
    expect(after.headers.get("x-page-cache")).toBe("miss");
  });

  it("never serves a page rendered by another build", async () => {
    await get(first, "/company/about-us");
    await expect.poll(async () => (await get(await instance(), "/company/about-us")).cache).toBe("store");
    const otherBuild = await instance({}, "another-build");
    expect((await get(otherBuild, "/company/about-us")).cache).toBe("miss");
  });

  it("prerenders every sitemap page after start, so a new instance's first view of any is a read", async () => {
    await purgeRenderedPages(first.database.db);
    const prerendering = await instance({ PAGE_PRERENDER: "true" });
    const paths = (await listSitemapEntries(first.database.db)).map((entry) => entry.path);
    // Every page that may be kept is stored; the quote wizard and the privacy-request form are per visitor.
    const notKept = ["/quotes", "/fr/soumissions", "/privacy-request", "/fr/demande-confidentialite"];
    await expect
      .poll(storedRows, { timeout: 60_000, interval: 250 })
      .toBe(paths.filter((path) => !notKept.includes(path)).length);
    const fresh = await instance({ PAGE_CACHE_MEMORY_MB: "0" });
    const served = new Map<string, string | null>();
    for (const path of paths) served.set(path, (await get(fresh, path)).cache);
    expect(Object.fromEntries(served)).toEqual(
      Object.fromEntries(paths.map((path) => [path, notKept.includes(path) ? null : "store"])),
    );
    expect((await get(prerendering, "/")).cache).toBe("hit");
  }, 90_000);
});

describe("the rendered-page repository", () => {
  const page = {
    headers: [["content-type", "text/html; charset=utf-8"]] as [string, string][],
    hash: "hash",
    br: Buffer.from("br body"),
    gzip: Buffer.from("gzip body"),
    reads: ["page"],
  };

  it("keeps a write only in the generation it began in, and serves nothing past its expiry", async () => {
    const store = renderedPageStore(first.database, { build: "repository-test", maxAgeMs: 60_000 });
    const { generation } = await store.find("/x", ["br"]);
    await purgeRenderedPages(first.database.db);
    await store.write("/x", "/x", page, generation);
    expect((await store.find("/x", ["br"])).page).toBeNull();
    const current = (await store.find("/x", ["br"])).generation;
    expect(current).toBe(generation + 1);
    await store.write("/x?page=2", "/x", page, current);
    const found = await store.find("/x?page=2", ["gzip"]);
    expect(found.page).toEqual({ headers: page.headers, hash: "hash", gzip: page.gzip, reads: ["page"] });
    expect(await store.readsOf("/x")).toEqual(["page"]);
    const later = renderedPageStore(first.database, {
      build: "repository-test",
      maxAgeMs: 60_000,
      now: () => new Date(Date.now() + 61_000),
    });
    expect((await later.find("/x?page=2", ["br"])).page).toBeNull();
    const [row] = await first.database.db
      .select({ generation: renderedPagesGeneration.generation })
      .from(renderedPagesGeneration)
      .where(eq(renderedPagesGeneration.id, 1));
    expect(Number(row?.generation)).toBe(current);
  });

  it("ends a page's life at the New Year at the latest, as the footer shows the year", () => {
    const day = 24 * 60 * 60 * 1000;
    expect(expiryOf(new Date(2026, 11, 31, 22, 0), day)).toEqual(new Date(2027, 0, 1));
    expect(expiryOf(new Date(2026, 5, 1, 12, 0), day)).toEqual(new Date(2026, 5, 2, 12, 0));
  });
});
