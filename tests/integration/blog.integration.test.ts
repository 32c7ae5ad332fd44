import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "../../db/schema";
import { buildPost } from "../../db/factories/post-factory";
import { failingReads } from "../helpers/failing-reads";
import { startTestServer, type TestServer } from "../helpers/test-server";

let server: TestServer;

beforeAll(async () => {
  // Only test-built posts here, so counts and orders are known.
  server = await startTestServer({ seed: false });
  const day = (n: number) => new Date(Date.UTC(2026, 5, n));
  const rows = [
    ...Array.from({ length: 14 }, (_, index) =>
      buildPost({
        slug: `guide-${index + 1}`,
        title: `Guide ${index + 1}`,
        category: "guides",
        publishedAt: day(index + 1),
      }),
    ),
    buildPost({ slug: "tip-1", title: "Tip one", category: "tips", publishedAt: day(20) }),
    buildPost({ slug: "news-1", title: "News one", category: "news", publishedAt: day(21) }),
    buildPost({ slug: "no-category", title: "No category", category: null, publishedAt: day(22) }),
    buildPost({ slug: "draft-1", title: "Draft", category: "resources", status: "draft" }),
    buildPost({ slug: "review-1", title: "In review", category: "resources", status: "review" }),
  ];
  await server.database.db.insert(posts).values(rows);
});

afterAll(async () => {
  await server.close();
});

async function page(path: string) {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
}

function titlesIn(html: string): string[] {
  return [...html.matchAll(/<h2 class="[^"]*"><a href="\/blog\/([^"]+)"/g)].map((match) => match[1] ?? "");
}

describe("services", () => {
  it("pages published posts by 12, newest first, with total and hasMore", async () => {
    const { createAppServices } = await import("../../server/app-services");
    const pino = (await import("pino")).default;
    const services = createAppServices({ database: server.database, logger: pino({ level: "silent" }) });
    const first = await services.listBlogPosts({ category: null, page: 1 }, "en");
    expect(first.total).toBe(17);
    expect(first.posts).toHaveLength(12);
    expect(first.hasMore).toBe(true);
    expect(first.totalPages).toBe(2);
    expect(first.posts[0]?.slug).toBe("no-category");
    const second = await services.listBlogPosts({ category: null, page: 2 }, "en");
    expect(second.posts).toHaveLength(5);
    expect(second.hasMore).toBe(false);
    expect(second.posts.map((post) => post.slug)).not.toContain("draft-1");

    const guides = await services.listBlogPosts({ category: "guides", page: 1 }, "en");
    expect(guides.total).toBe(14);
    expect(guides.posts.every((post) => post.category === "guides")).toBe(true);
    // Distinct categories of published posts only, alphabetical (the draft's "resources" is absent).
    expect(first.categories).toEqual(["guides", "news", "tips"]);
  });

  it("returns related posts: same category, published, not itself, newest first, three", async () => {
    const { createAppServices } = await import("../../server/app-services");
    const pino = (await import("pino")).default;
    const services = createAppServices({ database: server.database, logger: pino({ level: "silent" }) });
    const post = await services.getBlogPost("guide-5");
    expect(post?.related.map((related) => related.slug)).toEqual(["guide-14", "guide-13", "guide-12"]);
    expect(await services.getBlogPost("draft-1")).toBeNull();
    expect(await services.getBlogPost("review-1")).toBeNull();
  });

  it("logs and shows an empty list when the database fails", async () => {
    const { listBlogPosts } = await import("../../server/services/list-blog-posts");
    const { db, logger, logged } = failingReads();
    const view = await listBlogPosts({ db, logger }, { category: null, page: 1 }, "en");
    expect(view).toMatchObject({ posts: [], total: 0, hasMore: false, categories: [] });
    expect(logged).toEqual(expect.arrayContaining(["Error fetching posts:", "Error fetching categories:"]));
  });
});

describe("blog pages", () => {
  it("renders the index with filters, cards and pagination", async () => {
    const { status, html } = await page("/blog");
    expect(status).toBe(200);
    expect(html).toContain("QuoteMaple Blog");
    expect(html).toContain("Expert insights, tips, and guides to help you save on insurance");
    expect(html).toContain("All Posts");
    expect(html).toContain("Page 1 of 2");
    expect(titlesIn(html)).toHaveLength(12);
  });

  it("filters by category and paginates through the query string", async () => {
    const tips = await page("/blog?category=tips");
    expect(titlesIn(tips.html)).toEqual(["tip-1"]);
    expect(tips.html).not.toContain("Page 1 of");
    const second = await page("/blog?page=2");
    expect(titlesIn(second.html)).toHaveLength(5);
    expect(second.html).toContain("Page 2 of 2");
    const empty = await page("/blog?page=9");
    expect(empty.html).toContain("No posts found");
  });

  it("renders a post from its stored HTML, and Post Not Found with 404 otherwise", async () => {
    const post = await page("/blog/guide-3");
    expect(post.status).toBe(200);
    expect(post.html).toContain("Guide 3");
    expect(post.html).toContain('href="/quotes?category=car&amp;from=blog&amp;blog=guide-3"');
    // The spec's Article, as its kind for a blog post (decision 0048).
    expect(post.html).toContain('"@type":"BlogPosting"');
    expect(post.html).toContain('"@type":"BreadcrumbList"');
    for (const path of ["/blog/draft-1", "/blog/nope"]) {
      const missing = await page(path);
      expect(missing.status).toBe(404);
      expect(missing.html).toContain("Post Not Found");
      expect(missing.html).toContain("The blog post you&#x27;re looking for doesn&#x27;t exist or has been removed.");
    }
  });

  it("prefers content_html and falls back to rendering content_md", async () => {
    await server.database.db.insert(posts).values(
      buildPost({
        slug: "html-wins",
        title: "Html wins",
        contentMd: "From **markdown**",
        publishedAt: new Date("2026-01-01"),
      }),
    );
    await server.database.db
      .update(posts)
      .set({ contentHtml: "<p>From stored html</p>" })
      .where(eq(posts.slug, "html-wins"));
    expect((await page("/blog/html-wins")).html).toContain("From stored html");
    await server.database.db
      .update(posts)
      .set({ contentHtml: null, tocHtml: null, updatedAt: new Date() })
      .where(eq(posts.slug, "html-wins"));
    expect((await page("/blog/html-wins")).html).toContain("From <strong>markdown</strong>");
  });

  it("lists the blog and published posts in the sitemap", async () => {
    const xml = await (await fetch(`${server.url}/sitemap.xml`)).text();
    expect(xml).toContain("<loc>http://localhost:3000/blog</loc>");
    expect(xml).toContain("<loc>http://localhost:3000/blog/guide-1</loc>");
    expect(xml).not.toContain("/blog/draft-1");
  });
});
