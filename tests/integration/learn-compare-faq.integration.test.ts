import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findProvinceMentions } from "../../core/content/province-mentions";
import { categories, categoryProvinceContent, contactMessages } from "../../db/schema";
import { startTestServer, type TestServer } from "../helpers/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.close();
});

async function get(path: string) {
  const response = await fetch(server.url + path, { redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

describe("learning centre", () => {
  it("lists the five guides by display order with teasers", async () => {
    const { status, html } = await get("/learn");
    expect(status).toBe(200);
    expect(html).toContain("Insurance Learning Center");
    const links = [...html.matchAll(/href="\/learn\/([a-z-]+)"/g)].map((match) => match[1]);
    expect([...new Set(links)].slice(0, 5)).toEqual([
      "car-insurance",
      "home-insurance",
      "travel-insurance",
      "business-insurance",
      "life-insurance",
    ]);
    expect(html).toContain("Ready to Compare Quotes?");
    expect(html).toMatch(/Updated [A-Z][a-z]+ 2026/);
  });

  it("renders a guide with its side card, disclosure, FAQ and structured data", async () => {
    const { status, html } = await get("/learn/car-insurance");
    expect(status).toBe(200);
    for (const text of [
      "Last updated:",
      "Ready to Save?",
      'href="/quotes?category=car&amp;from=learn"',
      "100% Free comparison",
      '"@type":"FAQPage"',
      '"@type":"Article"',
    ]) {
      expect(html).toContain(text);
    }
    const description = /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "";
    expect(description.length).toBeGreaterThan(50);
    expect(description.length).toBeLessThanOrEqual(160);
  });

  it("shows 'Learn About {title}' and Content coming soon without an article", async () => {
    await server.database.db
      .update(categories)
      .set({ articleTitle: null, articleMd: null, seedHash: null })
      .where(eq(categories.slug, "life"));
    const { html } = await get("/learn/life-insurance");
    expect(html).toContain("Learn About Life Insurance");
    expect(html).toContain("Content coming soon.");
    // The index lists only categories with an article body.
    expect((await get("/learn")).html.match(/Read Article/g)).toHaveLength(4);
  });

  it("shows Page Not Found for an unknown guide", async () => {
    const { status, html } = await get("/learn/pet-insurance");
    expect(status).toBe(404);
    expect(html).toContain("The content you&#x27;re looking for doesn&#x27;t exist.");
    expect(html).toContain("Return Home");
  });
});

describe("comparison pages", () => {
  it("renders a category page with every section", async () => {
    const { status, html } = await get("/compare/car");
    expect(status).toBe(200);
    for (const text of [
      "How it works",
      "Coverage worth understanding",
      "Ways to save",
      "Compare in other provinces",
      "Other insurance types",
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('href="/learn/car-insurance"');
    expect(html).toContain('href="/compare/car/british-columbia"');
    expect(html).toContain('href="/compare/home"');
  });

  it("uses the province's published content and falls back when it is not published", async () => {
    const ontario = await get("/compare/car/ontario");
    expect(ontario.status).toBe(200);
    const [override] = await server.database.db
      .select()
      .from(categoryProvinceContent)
      .where(eq(categoryProvinceContent.provinceCode, "ON"));
    expect(ontario.html).toContain(override?.heroHeading ?? "missing");
    await server.database.db
      .update(categoryProvinceContent)
      .set({ published: false, seedHash: null })
      .where(eq(categoryProvinceContent.provinceCode, "ON"));
    const fallback = await get("/compare/car/ontario");
    expect(fallback.html).not.toContain(override?.heroHeading ?? "missing");
    expect(fallback.html).toContain("Compare car insurance across Canada");
  });

  it("shows Category not found for an unknown category", async () => {
    const { status, html } = await get("/compare/pet");
    expect(status).toBe(404);
    expect(html).toContain("Category not found");
    expect((await get("/compare/car/atlantis")).status).toBe(404);
  });
});

describe("FAQ page", () => {
  it("shows ten general questions and a section per province linking to its short link", async () => {
    const { status, html } = await get("/faq");
    expect(status).toBe(200);
    for (const text of [
      "General Questions",
      "Questions by Province",
      'href="/on"',
      "View full Ontario insurance guide",
      "Still Have Questions?",
    ]) {
      expect(html).toContain(text);
    }
    // Its questions are the provinces', marked up once, on the province pages (decision 0059).
    expect(html).not.toContain('"@type":"FAQPage"');
  });

  it("shows the general questions written for every province, in the page's language", async () => {
    for (const [path, title, next, first] of [
      ["/faq", "General Questions", "Questions by Province", "Is car insurance mandatory in Canada?"],
      ["/fr/faq", "Questions générales", "Questions par province", "L'assurance auto est-elle obligatoire au Canada?"],
    ] as const) {
      const { html } = await get(path);
      const general = html
        .slice(html.indexOf(title), html.indexOf(next))
        .replace(/<[^>]+>/g, " ")
        .replaceAll("&#x27;", "'");
      expect(general).toContain(first);
      expect(findProvinceMentions(general)).toEqual([]);
    }
  });
});

describe("contact page", () => {
  it("stores a message posted without JavaScript and says thank you", async () => {
    const form = new URLSearchParams({
      name: "Leo Tremblay",
      email: "leo@example.com",
      phone: "",
      subject: "quote",
      message: "How are estimates calculated?",
      website: "",
    });
    const response = await fetch(`${server.url}/contact`, { method: "POST", body: form });
    expect(response.status).toBe(200);
    const [row] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "leo@example.com"));
    expect(row?.subject).toBe("quote");
  });

  it("says the message failed, with the support e-mail, when it cannot be stored", async () => {
    const broken = await startTestServer({ seed: false });
    await broken.database.close();
    try {
      const form = new URLSearchParams({ name: "A", email: "a@example.com", subject: "other", message: "Hello" });
      const response = await fetch(`${broken.url}/contact.data`, { method: "POST", body: form });
      expect(response.status).toBe(503);
      expect(await response.text()).toContain("failed");
    } finally {
      await broken.close().catch(() => {});
    }
  });
});
