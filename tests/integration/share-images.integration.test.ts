import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildPost } from "../../db/factories/post-factory";
import { posts } from "../../db/schema";
import { pngSize } from "../helpers/png-size";
import { useTestServer } from "../helpers/test-server";

/**
 * What a shared link shows (decision 0048): Open Graph and X tags pointing at PNG images of 1200x630
 * that the server really has, in the page's language, and the structured data of the home page, the
 * learn guides and the posts, with their content's dates.
 */

const server = useTestServer();
const SITE_URL = "http://localhost:3000";

async function html(path: string): Promise<string> {
  const response = await fetch(server.url + path);
  expect(response.status, path).toBe(200);
  return response.text();
}

/** The content of each meta tag with this property or name (React writes them one per line of attributes). */
function metaContent(page: string, key: string): string | undefined {
  for (const [tag] of page.matchAll(/<meta [^>]*>/g)) {
    const named = new RegExp(`(?:property|name)="${key.replace(/[.:]/g, "\\$&")}"`).test(tag);
    if (named) return /content="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, "&");
  }
  return undefined;
}

function jsonLd(page: string): Record<string, unknown>[] {
  const blocks = [...page.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>,
  );
  // Nodes of a @graph count as the page's own.
  return blocks.flatMap((block) => (Array.isArray(block["@graph"]) ? (block["@graph"] as typeof blocks) : [block]));
}

function nodeOfType(page: string, type: string): Record<string, unknown> {
  const node = jsonLd(page).find((item) => item["@type"] === type);
  expect(node, `${type} in the page's JSON-LD`).toBeDefined();
  return node!;
}

/** Fetches an image the site names by its absolute URL (SITE_URL) from the test server. */
async function fetchSiteImage(url: string) {
  expect(url.startsWith(`${SITE_URL}/`), url).toBe(true);
  const response = await fetch(server.url + url.slice(SITE_URL.length));
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, type: response.headers.get("content-type"), size: pngSize(bytes) };
}

/** The page's share image: a PNG of 1200x630 served as image/png, the same for Open Graph and X. */
async function expectSharePng(path: string): Promise<string> {
  const page = await html(path);
  const image = metaContent(page, "og:image");
  expect(image, `og:image of ${path}`).toBeDefined();
  expect(image).toMatch(/\.png$/);
  expect(metaContent(page, "twitter:image")).toBe(image);
  expect(metaContent(page, "twitter:card")).toBe("summary_large_image");
  expect(metaContent(page, "og:image:type")).toBe("image/png");
  expect(metaContent(page, "og:image:width")).toBe("1200");
  expect(metaContent(page, "og:image:height")).toBe("630");
  expect(metaContent(page, "og:image:alt")).toBeTruthy();
  const served = await fetchSiteImage(image!);
  expect(served, image).toEqual({ status: 200, type: "image/png", size: { width: 1200, height: 630 } });
  return image!;
}

describe("share images", () => {
  it("give every kind of page a real PNG of 1200x630, in the page's language", async () => {
    const home = await expectSharePng("/");
    const homeFr = await expectSharePng("/fr");
    expect(home).toBe(`${SITE_URL}/images/og-default.png`);
    expect(homeFr).toBe(`${SITE_URL}/images/og-default-fr.png`);
    expect(await expectSharePng("/faq")).toBe(home);
    expect(await expectSharePng("/fr/faq")).toBe(homeFr);
    expect(await expectSharePng("/learn/car-insurance")).toBe(`${SITE_URL}/images/share/en/learn/car-insurance.png`);
    expect(await expectSharePng("/fr/guides/assurance-auto")).toBe(
      `${SITE_URL}/images/share/fr/learn/assurance-auto.png`,
    );
    expect(await expectSharePng("/blog/car-insurance-glossary")).toBe(
      `${SITE_URL}/images/share/en/blog/car-insurance-glossary.png`,
    );
    expect(await expectSharePng("/fr/blogue/lexique-assurance-auto")).toBe(
      `${SITE_URL}/images/share/fr/blog/lexique-assurance-auto.png`,
    );
  });

  it("are drawn for every post and guide of the content files, in both languages", async () => {
    const rows = await server.database.db.select({ slug: posts.slug, language: posts.language }).from(posts);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      const served = await fetchSiteImage(`${SITE_URL}/images/share/${row.language}/blog/${row.slug}.png`);
      expect(served, row.slug).toEqual({ status: 200, type: "image/png", size: { width: 1200, height: 630 } });
    }
  });

  it("never name an SVG, and a post staff wrote or edited shows the site's image, not a drawn one with an old title", async () => {
    await server.database.db
      .insert(posts)
      .values(
        buildPost({ slug: "staff-post-with-svg-cover", coverImageUrl: "/images/blog/condo-insurance-explained.svg" }),
      );
    await server.database.db
      .update(posts)
      .set({ title: "A title staff changed", seedHash: null })
      .where(eq(posts.slug, "winter-tires-and-your-car-insurance"));
    for (const path of ["/blog/staff-post-with-svg-cover", "/blog/winter-tires-and-your-car-insurance"]) {
      expect(await expectSharePng(path)).toBe(`${SITE_URL}/images/og-default.png`);
    }
    await server.database.db
      .insert(posts)
      .values(buildPost({ slug: "staff-post-with-jpeg-image", ogImage: "https://cdn.example.ca/share.jpg" }));
    const page = await html("/blog/staff-post-with-jpeg-image");
    expect(metaContent(page, "og:image")).toBe("https://cdn.example.ca/share.jpg");
    expect(metaContent(page, "og:image:type")).toBe("image/jpeg");
    // Its size is not known: none is claimed.
    expect(metaContent(page, "og:image:width")).toBeUndefined();
  });
});

describe("structured data", () => {
  it("names the site and the organization, with their address and logo, on the home page of each language", async () => {
    for (const path of ["/", "/fr"]) {
      const page = await html(path);
      const website = nodeOfType(page, "WebSite");
      expect(website).toMatchObject({ name: "QuoteMaple", url: `${SITE_URL}/`, inLanguage: ["en-CA", "fr-CA"] });
      const organization = nodeOfType(page, "Organization");
      expect(organization).toMatchObject({ name: "QuoteMaple", url: `${SITE_URL}/` });
      const logo = (organization.logo as { url: string }).url;
      expect(await fetchSiteImage(logo)).toEqual({ status: 200, type: "image/png", size: { width: 512, height: 512 } });
    }
  });

  it("dates a learn guide by its content file and gives it its image and language", async () => {
    for (const [path, language] of [
      ["/learn/car-insurance", "en-CA"],
      ["/fr/guides/assurance-auto", "fr-CA"],
    ] as const) {
      const page = await html(path);
      const article = nodeOfType(page, "Article");
      // content/learn/car.md and content/fr/learn/car.md: last_updated 2026-11-10.
      expect(article).toMatchObject({
        datePublished: "2026-11-10",
        dateModified: "2026-11-10",
        inLanguage: language,
        mainEntityOfPage: `${SITE_URL}${path}`,
        publisher: { name: "QuoteMaple", url: `${SITE_URL}/` },
      });
      const image = article.image as { url: string; width: number; height: number };
      expect(image).toMatchObject({ url: metaContent(page, "og:image"), width: 1200, height: 630 });
      expect((await fetchSiteImage(image.url)).size).toEqual({ width: 1200, height: 630 });
    }
  });

  it("dates a post by its content file, not by when the database was seeded", async () => {
    for (const [path, language] of [
      ["/blog/car-insurance-glossary", "en-CA"],
      ["/fr/blogue/lexique-assurance-auto", "fr-CA"],
    ] as const) {
      const page = await html(path);
      const posting = nodeOfType(page, "BlogPosting");
      // Both files: published_at 2026-01-27, no updated_at.
      expect(posting).toMatchObject({
        datePublished: "2026-01-27T00:00:00.000Z",
        dateModified: "2026-01-27T00:00:00.000Z",
        inLanguage: language,
        mainEntityOfPage: `${SITE_URL}${path}`,
      });
      expect(metaContent(page, "article:modified_time")).toBe("2026-01-27T00:00:00.000Z");
      const image = posting.image as { url: string };
      expect(image.url).toBe(metaContent(page, "og:image"));
      expect((await fetchSiteImage(image.url)).size).toEqual({ width: 1200, height: 630 });
    }
  });
});
