import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPost } from "../../db/factories/post-factory";
import { posts } from "../../db/schema";
import { insertPost, isUniqueViolation, POST_SLUG_CONSTRAINT } from "../../server/repositories/admin-post-repository";
import pino from "pino";
import { adminPostInputSchema } from "../../core/content/admin-post-input";
import { t } from "../../core/i18n/translate";
import { emptyPostForm } from "../../app/features/admin/post-form";
import { createPost, updatePostForStaff } from "../../server/services/admin-posts";
import { EMPTY_POST_OPTIONALS } from "../fixtures/admin-posts";
import { createStaffUser, signInStaff } from "../helpers/staff-session";
import { startTestServer, type TestServer } from "../helpers/test-server";

let server: TestServer;
let staff: { cookie: string; headers: Record<string, string> };

const EDITOR = { email: "posts-editor@quotemaple.ca", role: "editor" as const, password: "posts-editor-password-1" };

beforeAll(async () => {
  // No seed: every post here is made by the test, so lists and orders are known.
  server = await startTestServer({ seed: false });
  await createStaffUser(server.database.db, EDITOR);
  // An editor, not an admin: editors may do everything with posts (spec, section 6).
  staff = await signInStaff(server.url, EDITOR.email, EDITOR.password);
});

afterAll(async () => {
  await server.close();
});

interface Sent {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON read back in assertions
  headers: Headers;
}

async function call(
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = staff.headers,
): Promise<Sent> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null, headers: response.headers };
}

async function page(path: string) {
  const response = await fetch(server.url + path);
  return { status: response.status, html: await response.text() };
}

let slugCounter = 0;
function form(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    ...emptyPostForm(),
    title: `Admin post ${slugCounter}`,
    slug: `admin-post-${slugCounter}`,
    contentMd: `Body of admin post ${slugCounter}.\n\n## Details\n\nMore words here.`,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}) {
  const response = await call("POST", "/api/admin/posts", form(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.post as { id: string; slug: string; title: string; [key: string]: unknown };
}

async function row(id: string) {
  const [found] = await server.database.db.select().from(posts).where(eq(posts.id, id));
  return found;
}

function blogSlugs(html: string): string[] {
  return [...html.matchAll(/href="\/blog\/([a-z0-9-]+)"/g)].map((match) => match[1] ?? "");
}

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describe("GET /api/admin/posts", () => {
  let ids: Record<string, string>;

  beforeAll(async () => {
    const made = [
      await create({ title: "Saving 100% on Car_Insurance", slug: "list-percent", status: "published" }),
      await create({ title: "Saving 100 on car insurance", slug: "list-plain", status: "review" }),
      await create({ title: "Home TIPS for winter", slug: "list-home", status: "draft" }),
      await create({ title: "Back\\slash title", slug: "list-backslash", status: "draft" }),
    ];
    ids = Object.fromEntries(made.map((post) => [post.slug, post.id]));
  });

  function slugsOf(response: Sent): string[] {
    return (response.body.posts as { slug: string }[])
      .map((post) => post.slug)
      .filter((slug) => slug.startsWith("list-"));
  }

  it("lists every post newest first with the list columns", async () => {
    const response = await call("GET", "/api/admin/posts");
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(slugsOf(response)).toEqual(["list-backslash", "list-home", "list-plain", "list-percent"]);
    const item = response.body.posts.find((post: { slug: string }) => post.slug === "list-percent");
    expect(item).toEqual({
      id: ids["list-percent"],
      title: "Saving 100% on Car_Insurance",
      slug: "list-percent",
      status: "published",
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      isFeatured: false,
      featuredOrder: null,
      language: "en",
      translationId: null,
    });
    const dates = (response.body.posts as { createdAt: string }[]).map((post) => post.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it("searches titles case-insensitively, with % and _ matching literally", async () => {
    expect(slugsOf(await call("GET", "/api/admin/posts?search=home%20tips"))).toEqual(["list-home"]);
    expect(slugsOf(await call("GET", "/api/admin/posts?search=SAVING"))).toEqual(["list-plain", "list-percent"]);
    expect(slugsOf(await call("GET", `/api/admin/posts?search=${encodeURIComponent("100%")}`))).toEqual([
      "list-percent",
    ]);
    expect(slugsOf(await call("GET", "/api/admin/posts?search=car_"))).toEqual(["list-percent"]);
    expect(slugsOf(await call("GET", `/api/admin/posts?search=${encodeURIComponent("%")}`))).toEqual(["list-percent"]);
    expect(slugsOf(await call("GET", "/api/admin/posts?search=_"))).toEqual(["list-percent"]);
    expect(slugsOf(await call("GET", `/api/admin/posts?search=${encodeURIComponent("k\\s")}`))).toEqual([
      "list-backslash",
    ]);
    expect(slugsOf(await call("GET", "/api/admin/posts?search=nothing-like-this"))).toEqual([]);
  });

  it("filters by status, and an empty status means all", async () => {
    expect(slugsOf(await call("GET", "/api/admin/posts?status=draft"))).toEqual(["list-backslash", "list-home"]);
    expect(slugsOf(await call("GET", "/api/admin/posts?status=review"))).toEqual(["list-plain"]);
    expect(slugsOf(await call("GET", "/api/admin/posts?status=published&search=saving"))).toEqual(["list-percent"]);
    expect(slugsOf(await call("GET", "/api/admin/posts?status="))).toHaveLength(4);
  });

  it.each(["archived", "Published", "all"])("refuses the status %j with a 400", async (status) => {
    const response = await call("GET", `/api/admin/posts?status=${status}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      details: [{ field: "status", message: t("admin.posts.validation.status") }],
    });
  });
});

describe("creating, loading and updating", () => {
  it("creates a draft with empty optional fields saved as null", async () => {
    const response = await call(
      "POST",
      "/api/admin/posts",
      form({ slug: "empty-optionals", title: "  Spaced title  " }),
    );
    expect(response.status).toBe(201);
    const post = response.body.post;
    expect(post).toMatchObject({
      title: "Spaced title",
      slug: "empty-optionals",
      ...EMPTY_POST_OPTIONALS,
      status: "draft",
      isFeatured: false,
      featuredOrder: null,
      language: "en",
      translationId: null,
      publishedAt: null,
    });
    const stored = await row(post.id);
    expect(stored).toMatchObject({ subtitle: null, excerpt: null, category: null, contentHtml: null, seedHash: null });

    const loaded = await call("GET", `/api/admin/posts/${post.id}`);
    expect(loaded.status).toBe(200);
    expect(loaded.body.post).toEqual(post);
    expect(Object.keys(loaded.body.post).sort()).toEqual(
      [
        "id",
        "title",
        "subtitle",
        "slug",
        "contentMd",
        "excerpt",
        "coverImageUrl",
        "coverImageCaption",
        "category",
        "insuranceType",
        "status",
        "isFeatured",
        "featuredOrder",
        "language",
        "translationId",
        "createdAt",
        "updatedAt",
        "publishedAt",
      ].sort(),
    );
  });

  it("accepts null and missing optional fields too", async () => {
    const {
      subtitle: _subtitle,
      excerpt: _excerpt,
      ...withoutOptionals
    } = form({ coverImageUrl: null, category: null });
    const response = await call("POST", "/api/admin/posts", withoutOptionals);
    expect(response.status).toBe(201);
    expect(response.body.post).toMatchObject({ subtitle: null, excerpt: null, coverImageUrl: null, category: null });
  });

  it("stores every field it is given", async () => {
    const given = {
      subtitle: "A subtitle",
      excerpt: "Hand-written excerpt",
      coverImageUrl: "https://images.example.com/cover.jpg",
      coverImageCaption: "A caption",
      category: "tips",
      insuranceType: "condo",
      status: "review",
    };
    expect(await create(given)).toMatchObject(given);
  });

  it.each([
    ["coverImageUrl", { coverImageUrl: "not a url" }, t("admin.posts.validation.coverImageUrl")],
    ["coverImageUrl", { coverImageUrl: "javascript:alert(1)" }, t("admin.posts.validation.coverImageUrl")],
    ["coverImageUrl", { coverImageUrl: "ftp://files.example.com/a.png" }, t("admin.posts.validation.coverImageUrl")],
    ["slug", { slug: "Has Spaces" }, t("admin.posts.validation.slugFormat")],
    ["slug", { slug: "-leading-hyphen" }, t("admin.posts.validation.slugFormat")],
    ["slug", { slug: "" }, t("admin.posts.validation.slugRequired")],
    ["title", { title: "   " }, t("admin.posts.validation.titleRequired")],
    ["contentMd", { contentMd: "  \n " }, t("admin.posts.validation.contentRequired")],
    ["category", { category: "opinion" }, t("admin.posts.validation.category")],
    ["insuranceType", { insuranceType: "pet" }, t("admin.posts.validation.insuranceType")],
    ["status", { status: "archived" }, t("admin.posts.validation.status")],
  ])("refuses a bad %s with a 400 naming the field", async (field, override, message) => {
    const response = await call("POST", "/api/admin/posts", form(override));
    expect(response.status).toBe(400);
    expect(response.body.error.code).toBe("validation_failed");
    expect(response.body.error.details).toContainEqual({ field, message });
  });

  it("refuses a body that is not JSON or has unknown fields", async () => {
    expect((await call("POST", "/api/admin/posts", "{oops")).status).toBe(400);
    expect((await call("POST", "/api/admin/posts", form({ tags: ["x"] }))).status).toBe(400);
  });

  it("accepts a long article beyond the general 64 KB body limit, and refuses one over 512 KB", async () => {
    const long = await call("POST", "/api/admin/posts", form({ contentMd: "word ".repeat(16_000) }));
    expect(long.status).toBe(201);
    const huge = await call("POST", "/api/admin/posts", form({ contentMd: "x".repeat(600 * 1024) }));
    expect(huge.status).toBe(413);
    expect(huge.body.error.code).toBe("payload_too_large");
  });

  it("answers a duplicate slug with 409 and a field error on slug, on create and on update", async () => {
    const first = await create({ slug: "taken-slug" });
    const message = t("admin.posts.slugTaken", { slug: "taken-slug" });
    const duplicate = await call("POST", "/api/admin/posts", form({ slug: "taken-slug" }));
    expect(duplicate.status).toBe(409);
    expect(duplicate.body).toEqual({ error: { code: "conflict", message, details: [{ field: "slug", message }] } });

    const other = await create();
    const update = await call("PUT", `/api/admin/posts/${other.id}`, form({ slug: "taken-slug" }));
    expect(update.status).toBe(409);
    expect(update.body.error.details).toEqual([{ field: "slug", message }]);
    // Saving a post under its own slug is no conflict.
    const same = await call("PUT", `/api/admin/posts/${first.id}`, form({ slug: "taken-slug", title: "Renamed" }));
    expect(same.status).toBe(200);
  });

  it("answers 409 (not 500) when saves race past the slug check", async () => {
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => call("POST", "/api/admin/posts", form({ slug: "raced-slug" }))),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    // The constraint itself is recognised, so a save that loses the race gets the same 409.
    let caught: unknown;
    await insertPost(server.database.db, { title: "x", slug: "raced-slug", contentMd: "x" }).catch((error: unknown) => {
      caught = error;
    });
    expect(isUniqueViolation(caught, POST_SLUG_CONSTRAINT)).toBe(true);
    expect(isUniqueViolation(new Error("something else"), POST_SLUG_CONSTRAINT)).toBe(false);
  });

  it("turns the unique violation into the slug 409 when the pre-check misses a concurrent save", async () => {
    const taken = await create({ slug: "blind-check" });
    const other = await create({ slug: "blind-other" });
    // A database whose slug look-ups see nothing, as when another save commits in between.
    const real = server.database.db;
    const blind = new Proxy(real, {
      get(target, property, receiver) {
        if (property !== "select") return Reflect.get(target, property, receiver);
        return (fields?: Record<string, unknown>) => {
          if (fields && Object.keys(fields).join() === "id") {
            return { from: () => ({ where: () => ({ limit: async () => [] }) }) };
          }
          return fields ? target.select(fields as never) : target.select();
        };
      },
    });
    const dependencies = {
      db: blind,
      logger: pino({ level: "silent" }),
      now: () => new Date(),
      onPostsChanged: () => {},
    };
    const message = t("admin.posts.slugTaken", { slug: taken.slug });
    const conflict = { code: "conflict", status: 409, message, details: [{ field: "slug", message }] };
    const input = adminPostInputSchema.parse(form({ slug: taken.slug }));
    await expect(createPost(dependencies, input)).rejects.toMatchObject(conflict);
    await expect(updatePostForStaff(dependencies, other.id, input)).rejects.toMatchObject(conflict);
    expect((await row(other.id))?.slug).toBe("blind-other");
  });

  it("updates a post and moves updated_at, keeping created_at", async () => {
    const post = await create({ category: "news" });
    const response = await call(
      "PUT",
      `/api/admin/posts/${post.id}`,
      form({ title: "Updated title", slug: "updated-slug", subtitle: "New subtitle", category: "", status: "review" }),
    );
    expect(response.status).toBe(200);
    expect(response.body.post).toMatchObject({
      id: post.id,
      title: "Updated title",
      slug: "updated-slug",
      subtitle: "New subtitle",
      category: null,
      status: "review",
      createdAt: post.createdAt,
    });
    expect(Date.parse(response.body.post.updatedAt)).toBeGreaterThan(Date.parse(post.updatedAt as string));
    expect((await call("GET", `/api/admin/posts/${post.id}`)).body.post.title).toBe("Updated title");
  });

  it("clears the seed hash, so seeding never overwrites a staff edit", async () => {
    const [seeded] = await server.database.db
      .insert(posts)
      .values(buildPost({ slug: "seeded-post", status: "draft", seedHash: "abc123" }))
      .returning();
    const response = await call("PUT", `/api/admin/posts/${seeded!.id}`, form({ slug: "seeded-post" }));
    expect(response.status).toBe(200);
    expect((await row(seeded!.id))?.seedHash).toBeNull();
  });

  it("answers 404 for a post that does not exist and 400 for an id that is not one", async () => {
    expect((await call("GET", `/api/admin/posts/${MISSING_ID}`)).status).toBe(404);
    expect((await call("PUT", `/api/admin/posts/${MISSING_ID}`, form())).status).toBe(404);
    for (const [method, path, body] of [
      ["GET", "/api/admin/posts/not-an-id", undefined],
      ["PUT", "/api/admin/posts/123", form()],
      ["DELETE", "/api/admin/posts/abc", undefined],
      ["POST", "/api/admin/posts/abc/status", { status: "draft" }],
      ["POST", "/api/admin/posts/abc/featured", { featured: true }],
      ["POST", "/api/admin/posts/abc/publish", undefined],
      ["POST", "/api/admin/publish", { postId: "abc" }],
    ] as const) {
      const response = await call(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body.error).toEqual({ code: "bad_request", message: t("admin.posts.badId") });
    }
  });

  it("answers 405 for methods a path does not take", async () => {
    const response = await call("PATCH", `/api/admin/posts/${MISSING_ID}`, {});
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("GET, PUT, DELETE");
  });
});

describe("DELETE /api/admin/posts/:id", () => {
  it("deletes with 204, then answers 404, and the post leaves the public blog", async () => {
    const post = await create({ status: "published", slug: "to-delete" });
    expect((await page("/blog/to-delete")).status).toBe(200);
    const deleted = await call("DELETE", `/api/admin/posts/${post.id}`);
    expect(deleted.status).toBe(204);
    expect(deleted.body).toBeNull();
    expect(await row(post.id)).toBeUndefined();
    expect((await call("DELETE", `/api/admin/posts/${post.id}`)).status).toBe(404);
    expect((await call("GET", `/api/admin/posts/${post.id}`)).status).toBe(404);
    expect((await page("/blog/to-delete")).status).toBe(404);
  });
});

describe("status toggle", () => {
  it("unpublishes (hidden from /blog, the post page 404s) and republishes (sanitized, on /blog again)", async () => {
    const post = await create({
      slug: "toggle-me",
      title: "Toggle me",
      contentMd: 'Visible words.\n\n<script>alert("x")</script>\n\n<img src="x.png" onerror="alert(1)">',
    });
    expect(post.status).toBe("draft");
    expect(blogSlugs((await page("/blog")).html)).not.toContain("toggle-me");

    const published = await call("POST", `/api/admin/posts/${post.id}/status`, { status: "published" });
    expect(published.status).toBe(200);
    expect(published.body.post.status).toBe("published");
    const firstPublishedAt = published.body.post.publishedAt;
    expect(firstPublishedAt).not.toBeNull();
    const stored = await row(post.id);
    expect(stored?.contentHtml).toContain("Visible words.");
    expect(stored?.contentHtml).not.toMatch(/<script|onerror|alert/);
    expect(blogSlugs((await page("/blog")).html)).toContain("toggle-me");
    const live = await page("/blog/toggle-me");
    expect(live.status).toBe(200);
    expect(live.html).toContain("Visible words.");
    expect(live.html).not.toContain("onerror");
    expect(live.html).not.toContain('alert("x")');

    const drafted = await call("POST", `/api/admin/posts/${post.id}/status`, { status: "draft" });
    expect(drafted.status).toBe(200);
    expect(drafted.body.post.status).toBe("draft");
    expect(blogSlugs((await page("/blog")).html)).not.toContain("toggle-me");
    expect((await page("/blog/toggle-me")).status).toBe(404);

    const review = await call("POST", `/api/admin/posts/${post.id}/status`, { status: "review" });
    expect(review.body.post.status).toBe("review");
    expect((await page("/blog/toggle-me")).status).toBe(404);

    const again = await call("POST", `/api/admin/posts/${post.id}/status`, { status: "published" });
    expect(again.body.post.publishedAt).toBe(firstPublishedAt);
    expect((await page("/blog/toggle-me")).status).toBe(200);
  });

  it("refuses a bad status and answers 404 for a missing post", async () => {
    const post = await create();
    const bad = await call("POST", `/api/admin/posts/${post.id}/status`, { status: "live" });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details).toEqual([{ field: "status", message: t("admin.posts.validation.status") }]);
    expect((await call("POST", `/api/admin/posts/${MISSING_ID}/status`, { status: "draft" })).status).toBe(404);
    expect((await call("POST", `/api/admin/posts/${MISSING_ID}/status`, { status: "published" })).status).toBe(404);
  });
});

describe("publishing", () => {
  const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(" ");
  const messy = [
    "# Leading Title",
    "![lead](https://img.example.com/lead.png)",
    "",
    "Intro paragraph with [Get My Quotes](/quotes) inside [CTA] it.",
    "",
    "## Section one",
    "",
    "<script>alert('boom')</script>",
    "",
    '<img src="https://img.example.com/x.png" onerror="alert(2)">',
    "",
    "![first](https://img.example.com/first.png)",
    "",
    "![second](https://img.example.com/second.png)",
    "",
    "[Compare Quotes]",
    "",
    "[Click me](javascript:alert(3))",
    "",
    words(450),
  ].join("\n");

  it("applies the removals, sanitizes, and stores html, toc, reading time and an excerpt", async () => {
    const post = await create({ slug: "messy-post", contentMd: messy });
    const response = await call("POST", `/api/admin/posts/${post.id}/publish`);
    expect(response.status).toBe(200);
    const published = response.body.post;
    expect(published.status).toBe("published");
    expect(published.contentMd).not.toContain("# Leading Title");
    expect(published.contentMd).not.toContain("lead.png");
    expect(published.contentMd).not.toMatch(/Get My Quotes|\[CTA\]|Compare Quotes/);
    expect(published.contentMd).toContain("first.png");
    expect(published.contentMd).not.toContain("second.png");
    expect(published.contentMd.startsWith("Intro paragraph")).toBe(true);
    expect(published.excerpt).toBe("Intro paragraph with inside it.");

    const stored = await row(post.id);
    expect(stored?.contentHtml).toBeTruthy();
    expect(stored?.contentHtml).not.toMatch(/<script|onerror|javascript:|<h1|lead\.png|second\.png|Get My Quotes/);
    expect(stored?.contentHtml).toContain("first.png");
    expect(stored?.contentHtml).toContain('id="section-one"');
    expect(stored?.tocHtml).toContain('href="#section-one"');
    // 450 words plus the intro and heading: three minutes at 200 words a minute.
    expect(stored?.readingMin).toBe(3);
    expect(stored?.publishedAt?.toISOString()).toBe(published.publishedAt);

    const live = await page("/blog/messy-post");
    expect(live.status).toBe(200);
    expect(live.html).toContain("first.png");
    expect(live.html).not.toContain("second.png");
    expect(live.html).not.toContain("onerror");
  });

  it("sets published_at on the first publish only, through either endpoint", async () => {
    const post = await create({ slug: "publish-twice" });
    const first = await call("POST", `/api/admin/posts/${post.id}/publish`);
    expect(first.status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    const second = await call("POST", "/api/admin/publish", { postId: post.id });
    expect(second.status).toBe(200);
    expect(second.body.post.publishedAt).toBe(first.body.post.publishedAt);
    expect(Date.parse(second.body.post.updatedAt)).toBeGreaterThan(Date.parse(first.body.post.updatedAt));
    // Unpublishing and saving as published again keeps it as well.
    await call("POST", `/api/admin/posts/${post.id}/status`, { status: "draft" });
    const saved = await call(
      "PUT",
      `/api/admin/posts/${post.id}`,
      form({ slug: "publish-twice", status: "published" }),
    );
    expect(saved.body.post.publishedAt).toBe(first.body.post.publishedAt);
  });

  it("keeps an excerpt the author wrote and fills only an empty one", async () => {
    const own = await create({ excerpt: "The author's own summary.", contentMd: "First paragraph text." });
    const kept = await call("POST", `/api/admin/posts/${own.id}/publish`);
    expect(kept.body.post.excerpt).toBe("The author's own summary.");
    const empty = await create({ excerpt: "", contentMd: "First paragraph text.\n\nSecond one." });
    const filled = await call("POST", `/api/admin/posts/${empty.id}/publish`);
    expect(filled.body.post.excerpt).toBe("First paragraph text.");
  });

  it("publishes through Save with status published, with the same sanitizing", async () => {
    const created = await call(
      "POST",
      "/api/admin/posts",
      form({ slug: "saved-live", contentMd: messy, status: "published" }),
    );
    expect(created.status).toBe(201);
    expect(created.body.post.publishedAt).not.toBeNull();
    expect(created.body.post.contentMd).not.toContain("# Leading Title");
    const stored = await row(created.body.post.id);
    expect(stored?.contentHtml).not.toMatch(/<script|onerror|javascript:/);
    expect(stored?.readingMin).toBe(3);
    expect(blogSlugs((await page("/blog")).html)).toContain("saved-live");

    const draft = await create({ slug: "saved-later" });
    const updated = await call(
      "PUT",
      `/api/admin/posts/${draft.id}`,
      form({ slug: "saved-later", contentMd: "Now <script>alert(1)</script> live.", status: "published" }),
    );
    expect(updated.status).toBe(200);
    expect((await row(draft.id))?.contentHtml).not.toContain("<script");
    expect((await page("/blog/saved-later")).status).toBe(200);
  });

  it("fails with a message when nothing is left to publish, and 404 for a missing post", async () => {
    const post = await create({ contentMd: "# Only a title\n![only](https://img.example.com/o.png)\n[CTA]" });
    const response = await call("POST", `/api/admin/posts/${post.id}/publish`);
    expect(response.status).toBe(422);
    expect(response.body.error).toEqual({ code: "unprocessable", message: t("admin.posts.nothingToPublish") });
    expect((await row(post.id))?.status).toBe("draft");
    expect((await call("POST", `/api/admin/posts/${MISSING_ID}/publish`)).status).toBe(404);
    expect((await call("POST", "/api/admin/publish", { postId: MISSING_ID })).status).toBe(404);
    expect((await call("POST", "/api/admin/publish", {})).status).toBe(400);
  });
});

describe("featured toggle", () => {
  it("orders featured posts one past the highest, caps at 6, clears both fields when off, and shows on home", async () => {
    // Start from no featured posts at all.
    await server.database.db.update(posts).set({ isFeatured: false, featuredOrder: null });
    const made: { id: string }[] = [];
    for (let index = 0; index < 8; index += 1) {
      made.push(await create({ slug: `featured-${index}`, title: `Featured story ${index}`, status: "published" }));
    }
    const feature = async (index: number, featured = true) => {
      const response = await call("POST", `/api/admin/posts/${made[index]!.id}/featured`, { featured });
      expect(response.status).toBe(200);
      return response.body.post as { isFeatured: boolean; featuredOrder: number | null };
    };

    expect((await page("/")).html).not.toContain('id="featured-title"');
    expect(await feature(0)).toMatchObject({ isFeatured: true, featuredOrder: 1 });
    expect(await feature(1)).toMatchObject({ isFeatured: true, featuredOrder: 2 });
    // Featuring an already featured post keeps its order.
    expect(await feature(0)).toMatchObject({ isFeatured: true, featuredOrder: 1 });

    const home = await page("/");
    expect(home.html).toContain('id="featured-title"');
    expect(blogSlugs(home.html)).toEqual(expect.arrayContaining(["featured-0", "featured-1"]));

    expect(await feature(0, false)).toMatchObject({ isFeatured: false, featuredOrder: null });
    expect(await row(made[0]!.id)).toMatchObject({ isFeatured: false, featuredOrder: null });
    expect(blogSlugs((await page("/")).html)).not.toContain("featured-0");
    // The highest among the others is 2, so the next is 3.
    expect(await feature(2)).toMatchObject({ featuredOrder: 3 });
    expect(await feature(3)).toMatchObject({ featuredOrder: 4 });
    expect(await feature(4)).toMatchObject({ featuredOrder: 5 });
    expect(await feature(5)).toMatchObject({ featuredOrder: 6 });
    expect(await feature(6)).toMatchObject({ featuredOrder: 6 });
    expect(await feature(7)).toMatchObject({ featuredOrder: 6 });
    // With every other featured post off, the next one starts again at 1.
    await server.database.db
      .update(posts)
      .set({ isFeatured: false, featuredOrder: null })
      .where(
        inArray(
          posts.id,
          made.slice(1).map((post) => post.id),
        ),
      );
    expect(await feature(0)).toMatchObject({ featuredOrder: 1 });
  });

  it("refuses a body without a boolean and answers 404 for a missing post", async () => {
    const post = await create();
    for (const body of [{}, { featured: "yes" }, { featured: 1 }]) {
      const response = await call("POST", `/api/admin/posts/${post.id}/featured`, body);
      expect(response.status).toBe(400);
      expect(response.body.error.details).toEqual([
        { field: "featured", message: t("admin.posts.validation.featured") },
      ]);
    }
    expect((await call("POST", `/api/admin/posts/${MISSING_ID}/featured`, { featured: true })).status).toBe(404);
  });
});

describe("caches of published posts", () => {
  async function askAssistant(chatSessionId: string, message: string): Promise<string[]> {
    const response = await fetch(`${server.url}/api/chat/message`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ chatSessionId, message }),
    });
    expect(response.status).toBe(200);
    const reply = (await response.json()) as { sources: { url: string }[] };
    return reply.sources.map((source) => source.url);
  }

  it("the assistant's knowledge follows publishing and unpublishing at once", async () => {
    const init = await fetch(`${server.url}/api/chat/message`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ action: "init", mode: "chat" }),
    });
    const { chatSessionId } = (await init.json()) as { chatSessionId: string };
    const question = "what is a zorblaxian endorsement";
    // The first question builds the assistant's index (kept for minutes) without the post.
    expect(await askAssistant(chatSessionId, question)).not.toContain("/blog/zorblaxian-guide");

    const post = await create({
      slug: "zorblaxian-guide",
      title: "Zorblaxian endorsements explained",
      contentMd: "A zorblaxian endorsement is an add-on that covers zorblaxian damage to your car.",
    });
    await call("POST", `/api/admin/posts/${post.id}/publish`);
    expect(await askAssistant(chatSessionId, question)).toContain("/blog/zorblaxian-guide");

    await call("POST", `/api/admin/posts/${post.id}/status`, { status: "draft" });
    expect(await askAssistant(chatSessionId, question)).not.toContain("/blog/zorblaxian-guide");
  });
});

describe("the staff gate on these endpoints", () => {
  const endpoints = (id: string): [string, string, unknown][] => [
    ["GET", "/api/admin/posts", undefined],
    ["POST", "/api/admin/posts", form()],
    ["GET", `/api/admin/posts/${id}`, undefined],
    ["PUT", `/api/admin/posts/${id}`, form()],
    ["DELETE", `/api/admin/posts/${id}`, undefined],
    ["POST", `/api/admin/posts/${id}/status`, { status: "published" }],
    ["POST", `/api/admin/posts/${id}/featured`, { featured: true }],
    ["POST", `/api/admin/posts/${id}/publish`, undefined],
    ["POST", "/api/admin/publish", { postId: id }],
  ];

  it("answers 401 without a session and changes nothing", async () => {
    const post = await create({ slug: "gate-401" });
    for (const [method, path, body] of endpoints(post.id)) {
      const response = await call(method, path, body, { origin: server.url });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.error.code).toBe("unauthorized");
      const forged = await call(method, path, body, { origin: server.url, cookie: "qm_staff=" + "a".repeat(43) });
      expect(forged.status, `${method} ${path} with a made-up cookie`).toBe(401);
    }
    expect(await row(post.id)).toMatchObject({ status: "draft", isFeatured: false });
  });

  it("answers 403 to state changes from another site, even with a valid session", async () => {
    const post = await create({ slug: "gate-403" });
    for (const [method, path, body] of endpoints(post.id).filter(([method]) => method !== "GET")) {
      for (const crossSite of <Record<string, string>[]>[
        { cookie: staff.cookie, origin: "https://evil.example" },
        { cookie: staff.cookie, "sec-fetch-site": "cross-site" },
        { cookie: staff.cookie, "sec-fetch-site": "same-site", origin: server.url },
        { cookie: staff.cookie },
      ]) {
        const response = await call(method, path, body, crossSite);
        expect(response.status, `${method} ${path} ${JSON.stringify(crossSite)}`).toBe(403);
        expect(response.body.error.code).toBe("forbidden");
      }
    }
    expect(await row(post.id)).toMatchObject({ status: "draft", isFeatured: false });
    // Reads need no Origin; the same-origin browser fetch of the list works.
    const list = await call("GET", "/api/admin/posts", undefined, { cookie: staff.cookie });
    expect(list.status).toBe(200);
    const sameOrigin = await call(
      "POST",
      `/api/admin/posts/${post.id}/featured`,
      { featured: true },
      {
        cookie: staff.cookie,
        "sec-fetch-site": "same-origin",
      },
    );
    expect(sameOrigin.status).toBe(200);
  });
});
