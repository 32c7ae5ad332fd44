import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PROVINCES } from "../../core/shared/provinces";
import { posts, provinceFaqs, provincePages } from "../../db/schema";
import { failingReads } from "../helpers/failing-reads";
import { startTestServer, type TestServer } from "../helpers/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function get(path: string, init?: RequestInit) {
  const response = await fetch(server.url + path, { redirect: "manual", ...init });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

describe("home", () => {
  it("renders at / and /home with the canonical /", async () => {
    for (const path of ["/", "/home"]) {
      const { status, html } = await get(path);
      expect(status).toBe(200);
      expect(html).toContain("Compare car, home, travel and business insurance quotes in 60 seconds");
      expect(html).toContain('<link rel="canonical" href="http://localhost:3000/"');
      expect(html).toContain("Get My Free Quotes");
      for (const slug of ["car", "home", "travel", "business"])
        expect(html).toContain(`href="/quotes?category=${slug}"`);
      for (const province of PROVINCES) expect(html).toContain(`href="/${province.slug}"`);
      expect(html).toContain('href="/legal/privacy"');
    }
  });

  it("shows at most six featured posts by featured order", async () => {
    const { createAppServices } = await import("../../server/app-services");
    const pino = (await import("pino")).default;
    const services = createAppServices({ database: server.database, logger: pino({ level: "silent" }) });
    const home = await services.getHomePage("en");
    expect(home.featuredPosts).toHaveLength(6);
    const orders = await server.database.db
      .select({ slug: posts.slug, order: posts.featuredOrder })
      .from(posts)
      .where(and(eq(posts.isFeatured, true), eq(posts.language, "en")));
    const expected = orders.sort((a, b) => (a.order ?? 0) - (b.order ?? 0)).map((row) => row.slug);
    expect(home.featuredPosts.map((post) => post.slug)).toEqual(expected.slice(0, 6));
    expect(home.testimonials.map((testimonial) => testimonial.provinceCode)).toEqual(["ON", "BC", "AB"]);
    expect(home.testimonials.every((testimonial) => testimonial.rating === 5)).toBe(true);
  });

  it("shows nothing for featured posts when their read fails", async () => {
    const { getHomePage } = await import("../../server/services/get-home-page");
    const { db, logger, logged } = failingReads();
    expect(await getHomePage({ db, logger }, "en")).toEqual({ featuredPosts: [], testimonials: [], catalogue: null });
    expect(logged).toContain("featured posts load failed");
    expect(logged).toContain("partner catalogue figures failed");
  });
});

describe("province pages", () => {
  it.each(PROVINCES.map((province) => [province.slug, province] as const))("renders /%s", async (_slug, province) => {
    const { status, html } = await get(`/${province.slug}`);
    expect(status).toBe(200);
    expect(html).toContain(province.name);
    expect(html).toContain(`href="/quotes?category=car&amp;province=${province.slug}&amp;from=province"`);
    expect(html).toContain('"@type":"FAQPage"');
    expect(html).toContain('"@type":"BreadcrumbList"');
    // Links to the nine other provinces.
    for (const other of PROVINCES.filter((candidate) => candidate.code !== province.code)) {
      expect(html).toContain(`href="/${other.slug}"`);
    }
  });

  it("shows up to three related posts by the province's blog tag", async () => {
    const { createAppServices } = await import("../../server/app-services");
    const pino = (await import("pino")).default;
    const services = createAppServices({ database: server.database, logger: pino({ level: "silent" }) });
    const result = await services.getProvincePage("ontario-auto-insurance-quote", "en");
    if (result.status !== "found") throw new Error("Ontario page missing");
    expect(result.page.relatedPosts.length).toBe(3);
    const tagged = await server.database.db.select({ slug: posts.slug, tags: posts.tags }).from(posts);
    const ontarioSlugs = tagged.filter((row) => row.tags.includes("ontario")).map((row) => row.slug);
    for (const post of result.page.relatedPosts) expect(ontarioSlugs).toContain(post.slug);
    expect(result.page.otherProvinces).toHaveLength(9);
  });

  it("shows Province not found when the page is not published", async () => {
    await server.database.db
      .update(provincePages)
      .set({ published: false, seedHash: null })
      .where(eq(provincePages.slug, "pei-car-insurance-quote"));
    const { status, html } = await get("/pei-car-insurance-quote");
    expect(status).toBe(404);
    expect(html).toContain("Province not found");
    expect(html).toContain("The requested province page could not be loaded.");
    await server.database.db
      .update(provincePages)
      .set({ published: true })
      .where(eq(provincePages.slug, "pei-car-insurance-quote"));
  });

  it("redirects the short links permanently", async () => {
    for (const province of PROVINCES) {
      const { status, location } = await get(`/${province.code.toLowerCase()}`);
      expect(status).toBe(301);
      expect(location).toBe(`/${province.slug}`);
    }
  });

  it("seeds at least five FAQs per province into province_faqs", async () => {
    const rows = await server.database.db
      .select({ code: provinceFaqs.provinceCode, total: count() })
      .from(provinceFaqs)
      .groupBy(provinceFaqs.provinceCode);
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(row.total).toBeGreaterThanOrEqual(5);
  });

  it("lists home and the province pages in the sitemap", async () => {
    const xml = (await get("/sitemap.xml")).html;
    expect(xml).toContain("<loc>http://localhost:3000/</loc>");
    for (const province of PROVINCES) expect(xml).toContain(`<loc>http://localhost:3000/${province.slug}</loc>`);
  });
});
