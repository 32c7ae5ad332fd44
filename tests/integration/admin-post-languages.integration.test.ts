import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emptyPostForm } from "../../app/features/admin/post-form";
import { posts } from "../../db/schema";
import { signInNewStaff } from "../helpers/staff-session";
import { startTestServer, type TestServer } from "../helpers/test-server";

/*
 * The staff side of the French site (issue 21, decision 0036): a post's language, its link to its
 * translation, the list's language filter and featured posts ordered per language. Real HTTP, a real
 * database; no seed, so every post here is made by the test.
 */

let server: TestServer;
let headers: Record<string, string>;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  ({ headers } = await signInNewStaff(server, {
    email: "languages-editor@quotemaple.ca",
    role: "editor",
    password: "languages-editor-password-1",
  }));
});

afterAll(async () => {
  await server.close();
});

interface Sent {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any -- JSON read back in assertions
}

async function call(method: string, path: string, body?: unknown): Promise<Sent> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

interface SavedPost {
  id: string;
  slug: string;
  title: string;
  language: "en" | "fr";
  translationId: string | null;
  isFeatured: boolean;
  featuredOrder: number | null;
}

let counter = 0;
function form(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    ...emptyPostForm(),
    title: `Language post ${counter}`,
    slug: `language-post-${counter}`,
    contentMd: `Body of language post ${counter}.\n\n## A section\n\nMore words.`,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}): Promise<SavedPost> {
  const response = await call("POST", "/api/admin/posts", form(overrides));
  expect(response.status, JSON.stringify(response.body)).toBe(201);
  return response.body.post as SavedPost;
}

/** Saves a post again with the editor's full form, changing only what is given. */
async function update(post: SavedPost, overrides: Record<string, unknown>): Promise<Sent> {
  const loaded = (await call("GET", `/api/admin/posts/${post.id}`)).body.post;
  const { title, subtitle, slug, contentMd, excerpt, coverImageUrl, coverImageCaption, category, insuranceType } =
    loaded;
  return call("PUT", `/api/admin/posts/${post.id}`, {
    title,
    subtitle,
    slug,
    contentMd,
    excerpt,
    coverImageUrl,
    coverImageCaption,
    category,
    insuranceType,
    status: loaded.status,
    language: loaded.language,
    translationId: loaded.translationId ?? "",
    ...overrides,
  });
}

async function load(id: string): Promise<SavedPost> {
  const response = await call("GET", `/api/admin/posts/${id}`);
  expect(response.status).toBe(200);
  return response.body.post as SavedPost;
}

async function stored(id: string) {
  const [row] = await server.database.db
    .select({ language: posts.language, translationOf: posts.translationOf, seedHash: posts.seedHash })
    .from(posts)
    .where(eq(posts.id, id));
  return row;
}

const MISSING_ID = "00000000-0000-4000-8000-000000000000";

describe("a post's language and its translation", () => {
  it("creates an English post when no language is sent, and keeps a French one French", async () => {
    const english = await create();
    expect(english).toMatchObject({ language: "en", translationId: null });
    const french = await create({ language: "fr", title: "Un billet en français" });
    expect(french).toMatchObject({ language: "fr", translationId: null });
    expect(await stored(french.id)).toMatchObject({ language: "fr", translationOf: null });
  });

  it("links a French post to its English original, and both read the link back after reloading", async () => {
    const english = await create({ title: "Winter tires" });
    const french = await create({ language: "fr", title: "Pneus d'hiver", translationId: english.id });
    expect(french).toMatchObject({ language: "fr", translationId: english.id });
    // Stored once, on the French post; read both ways.
    expect(await stored(french.id)).toMatchObject({ translationOf: english.id });
    expect(await stored(english.id)).toMatchObject({ translationOf: null });
    expect(await load(french.id)).toMatchObject({ language: "fr", translationId: english.id });
    expect(await load(english.id)).toMatchObject({ language: "en", translationId: french.id });
  });

  it("links from the English side too, storing the link on the French post", async () => {
    const french = await create({ language: "fr", title: "Assurance habitation" });
    const english = await create({ title: "Home insurance", translationId: french.id });
    expect(english.translationId).toBe(french.id);
    expect(await stored(french.id)).toMatchObject({ translationOf: english.id, seedHash: null });
    expect(await load(french.id)).toMatchObject({ translationId: english.id });
  });

  it("keeps the link when a save leaves the translation out, and ends it with none", async () => {
    const english = await create();
    const french = await create({ language: "fr", translationId: english.id });
    const { translationId: _left, ...withoutTranslation } = form({ title: "Renamed", language: "fr" });
    const kept = await call("PUT", `/api/admin/posts/${french.id}`, { ...withoutTranslation, slug: french.slug });
    expect(kept.status).toBe(200);
    expect(kept.body.post).toMatchObject({ title: "Renamed", translationId: english.id });

    const cleared = await update(english, { translationId: "" });
    expect(cleared.status).toBe(200);
    expect(cleared.body.post.translationId).toBeNull();
    expect(await stored(french.id)).toMatchObject({ translationOf: null });
    expect(await load(french.id)).toMatchObject({ translationId: null });
  });

  it("moves an English post's link to another French post, freeing the first", async () => {
    const english = await create();
    const first = await create({ language: "fr", translationId: english.id });
    const second = await create({ language: "fr" });
    const moved = await update(english, { translationId: second.id });
    expect(moved.status).toBe(200);
    expect(moved.body.post.translationId).toBe(second.id);
    expect(await stored(first.id)).toMatchObject({ translationOf: null });
    expect(await stored(second.id)).toMatchObject({ translationOf: english.id });
  });

  it("ends the link when a post changes language, since both would then be in one language", async () => {
    const english = await create();
    const french = await create({ language: "fr", translationId: english.id });
    const { translationId: _left, ...withoutTranslation } = form({ slug: english.slug, language: "fr" });
    const moved = await call("PUT", `/api/admin/posts/${english.id}`, withoutTranslation);
    expect(moved.status).toBe(200);
    expect(moved.body.post).toMatchObject({ language: "fr", translationId: null });
    expect(await stored(french.id)).toMatchObject({ translationOf: null });
  });

  it("lets a post change language and take a post of its old language as translation in one save", async () => {
    const english = await create();
    const otherEnglish = await create();
    const switched = await update(english, { language: "fr", translationId: otherEnglish.id });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expect(switched.body.post).toMatchObject({ language: "fr", translationId: otherEnglish.id });
    expect(await stored(english.id)).toMatchObject({ language: "fr", translationOf: otherEnglish.id });
  });

  it("unlinks a translation whose other half is deleted", async () => {
    const english = await create();
    const french = await create({ language: "fr", translationId: english.id });
    expect((await call("DELETE", `/api/admin/posts/${english.id}`)).status).toBe(204);
    expect(await load(french.id)).toMatchObject({ translationId: null });
  });

  it("gives a linked pair hreflang both ways once both are published", async () => {
    const english = await create({ status: "published", slug: "linked-pair-english" });
    await create({
      language: "fr",
      status: "published",
      slug: "paire-liee-francais",
      translationId: english.id,
    });
    const page = await fetch(`${server.url}/blog/linked-pair-english`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toMatch(/<link rel="alternate" hrefLang="fr-CA" href="[^"]*\/fr\/blogue\/paire-liee-francais"/);
    const french = await fetch(`${server.url}/fr/blogue/paire-liee-francais`);
    expect(await french.text()).toMatch(
      /<link rel="alternate" hrefLang="en-CA" href="[^"]*\/blog\/linked-pair-english"/,
    );
  });
});

describe("refused translation links: a clear 400, never a 500, and nothing changed", () => {
  async function expectRefused(response: Sent, message: string | RegExp) {
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    expect(response.body.error).toMatchObject({ code: "validation_failed" });
    const [detail] = response.body.error.details as { field: string; message: string }[];
    expect(detail?.field).toBe("translationId");
    if (typeof message === "string") expect(detail?.message).toBe(message);
    else expect(detail?.message).toMatch(message);
    expect(response.body.error.message).toBe(detail?.message);
  }

  it("refuses a post that does not exist", async () => {
    const before = counter;
    await expectRefused(
      await call("POST", "/api/admin/posts", form({ language: "fr", translationId: MISSING_ID })),
      "The post chosen as the translation does not exist. It may have been deleted.",
    );
    // Nothing was created.
    expect(
      (await call("GET", `/api/admin/posts?search=${encodeURIComponent(`Language post ${before + 1}`)}`)).body,
    ).toEqual({ posts: [] });
  });

  it("refuses a post in the same language", async () => {
    const english = await create({ title: "First English" });
    await expectRefused(
      await call("POST", "/api/admin/posts", form({ translationId: english.id })),
      '"First English" is in English, like this post. Its translation must be a post in French.',
    );
    const french = await create({ language: "fr", title: "Premier" });
    await expectRefused(
      await update(french, { translationId: (await create({ language: "fr", title: "Second" })).id }),
      /"Second" is in French, like this post\. Its translation must be a post in English\./,
    );
    expect(await load(french.id)).toMatchObject({ translationId: null });
  });

  it("refuses the post itself", async () => {
    const english = await create();
    await expectRefused(await update(english, { translationId: english.id }), "A post cannot be its own translation.");
    await expectRefused(
      await update(english, { language: "fr", translationId: english.id }),
      "A post cannot be its own translation.",
    );
    expect(await load(english.id)).toMatchObject({ language: "en", translationId: null });
  });

  it("refuses an English post already translated by another French post", async () => {
    const english = await create({ title: "Taken original" });
    const french = await create({ language: "fr", title: "Déjà liée", translationId: english.id });
    const another = await create({ language: "fr", title: "Une autre" });
    await expectRefused(
      await update(another, { translationId: english.id }),
      '"Taken original" is already the translation of "Déjà liée". Remove that link first, or choose another post.',
    );
    expect(await stored(another.id)).toMatchObject({ translationOf: null });
    expect(await load(english.id)).toMatchObject({ translationId: french.id });
  });

  it("refuses a French post that already translates another English post", async () => {
    const original = await create({ title: "The original" });
    const french = await create({ language: "fr", title: "La traduction", translationId: original.id });
    const english = await create({ title: "A second English post" });
    await expectRefused(
      await update(english, { translationId: french.id }),
      '"La traduction" is already the translation of "The original". Remove that link first, or choose another post.',
    );
    expect(await stored(french.id)).toMatchObject({ translationOf: original.id });
  });

  it.each([
    ["not an id", "not-an-id"],
    ["a number", 7],
    ["an object", { id: MISSING_ID }],
  ])("refuses a translation that is %s with a 400 naming the field", async (_label, translationId) => {
    const response = await call("POST", "/api/admin/posts", form({ translationId }));
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([
      { field: "translationId", message: "Choose a post from the Translation list, or none." },
    ]);
  });

  it.each([["de"], ["FR"], [""], [null], [["fr"]]])("refuses the language %j with a 400", async (language) => {
    const response = await call("POST", "/api/admin/posts", form({ language }));
    expect(response.status).toBe(400);
    expect(response.body.error.details).toEqual([
      { field: "language", message: "Language must be en (English) or fr (French)." },
    ]);
  });

  it("lets only one of two simultaneous saves link the same English post", async () => {
    const english = await create();
    const [first, second] = [await create({ language: "fr" }), await create({ language: "fr" })];
    const answers = await Promise.all([
      update(first, { translationId: english.id }),
      update(second, { translationId: english.id }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const linked = [await stored(first.id), await stored(second.id)].filter((row) => row?.translationOf === english.id);
    expect(linked).toHaveLength(1);
  });
});

describe("GET /api/admin/posts?language=", () => {
  let english: SavedPost;
  let french: SavedPost;

  beforeAll(async () => {
    english = await create({ title: "Filter token qzx english" });
    french = await create({ title: "Filter token qzx français", language: "fr", translationId: english.id });
  });

  async function listed(query: string): Promise<SavedPost[]> {
    const response = await call("GET", `/api/admin/posts?search=qzx${query}`);
    expect(response.status).toBe(200);
    return response.body.posts as SavedPost[];
  }

  it("lists both languages by default, each post with its language and its translation", async () => {
    const all = await listed("");
    expect(all.map((post) => post.id)).toEqual([french.id, english.id]);
    expect(all).toEqual([
      expect.objectContaining({ id: french.id, language: "fr", translationId: english.id }),
      expect.objectContaining({ id: english.id, language: "en", translationId: french.id }),
    ]);
    expect((await listed("&language=")).map((post) => post.id)).toEqual([french.id, english.id]);
  });

  it("filters by language, alone or with the status filter", async () => {
    expect((await listed("&language=fr")).map((post) => post.id)).toEqual([french.id]);
    expect((await listed("&language=en")).map((post) => post.id)).toEqual([english.id]);
    expect(await listed("&language=fr&status=published")).toEqual([]);
    expect((await listed("&language=en&status=draft")).map((post) => post.id)).toEqual([english.id]);
  });

  it.each(["de", "FR", "all", "en,fr"])("refuses the language %j with a 400", async (language) => {
    const response = await call("GET", `/api/admin/posts?language=${encodeURIComponent(language)}`);
    expect(response.status).toBe(400);
    expect(response.body.error).toMatchObject({
      code: "validation_failed",
      details: [{ field: "language", message: "Language must be en (English), fr (French) or empty." }],
    });
  });
});

describe("featured posts, ordered per language", () => {
  beforeEach(async () => {
    await server.database.db.update(posts).set({ isFeatured: false, featuredOrder: null });
  });

  async function feature(post: SavedPost, featured = true): Promise<SavedPost> {
    const response = await call("POST", `/api/admin/posts/${post.id}/featured`, { featured });
    expect(response.status).toBe(200);
    return response.body.post as SavedPost;
  }

  it("numbers each language's featured posts from 1, so a French #1 does not collide with an English #1", async () => {
    const english = await Promise.all([1, 2, 3].map(() => create({ status: "published" })));
    const french = await Promise.all([1, 2].map(() => create({ status: "published", language: "fr" })));
    for (const [index, post] of english.entries()) expect((await feature(post)).featuredOrder).toBe(index + 1);
    expect((await feature(french[0]!)).featuredOrder).toBe(1);
    expect((await feature(french[1]!)).featuredOrder).toBe(2);
    // Unfeaturing an English post leaves the French orders alone.
    await feature(english[2]!, false);
    expect((await load(french[1]!.id)).featuredOrder).toBe(2);
    expect((await feature(english[2]!)).featuredOrder).toBe(3);
  });

  it("caps each language at 6 on its own", async () => {
    const english = await Promise.all(Array.from({ length: 7 }, () => create({ status: "published" })));
    const orders = [];
    for (const post of english) orders.push((await feature(post)).featuredOrder);
    expect(orders).toEqual([1, 2, 3, 4, 5, 6, 6]);
    const french = await create({ status: "published", language: "fr" });
    expect((await feature(french)).featuredOrder).toBe(1);
  });

  it("gives a featured post that changes language the next place in its new language", async () => {
    const frenchOne = await feature(await create({ status: "published", language: "fr" }));
    const english = await Promise.all([1, 2, 3].map(() => create({ status: "published" })));
    for (const post of english) await feature(post);
    expect(frenchOne.featuredOrder).toBe(1);
    const moved = await update(english[2]!, { language: "fr" });
    expect(moved.status).toBe(200);
    expect(moved.body.post).toMatchObject({ language: "fr", isFeatured: true, featuredOrder: 2 });
  });

  it("shows a reader the featured posts of their language first, then untranslated ones of the other", async () => {
    const englishOnly = await create({ status: "published", slug: "featured-english-only", title: "English only" });
    const englishTwin = await create({ status: "published", slug: "featured-english-twin" });
    const frenchTwin = await create({
      status: "published",
      language: "fr",
      slug: "vedette-francaise",
      translationId: englishTwin.id,
    });
    await feature(englishOnly); // English #1
    await feature(englishTwin); // English #2
    await feature(frenchTwin); // French #1

    const frenchHome = await (await fetch(`${server.url}/fr`)).text();
    const featuredLinks = [...frenchHome.matchAll(/href="(\/(?:fr\/blogue|blog)\/[a-z0-9-]+)"/g)].map(
      (match) => match[1],
    );
    const order = [...new Set(featuredLinks)];
    // The French #1 comes before the English #1, which is listed because it has no French twin.
    expect(order.indexOf("/fr/blogue/vedette-francaise")).toBeGreaterThanOrEqual(0);
    expect(order.indexOf("/fr/blogue/vedette-francaise")).toBeLessThan(order.indexOf("/blog/featured-english-only"));
    // The English post with a French twin is not listed twice.
    expect(order).not.toContain("/blog/featured-english-twin");

    const englishHome = await (await fetch(`${server.url}/`)).text();
    expect(englishHome.indexOf('href="/blog/featured-english-only"')).toBeLessThan(
      englishHome.indexOf('href="/blog/featured-english-twin"'),
    );
    expect(englishHome).not.toContain('href="/fr/blogue/vedette-francaise"');
  });
});

describe("publishing a French post", () => {
  it("applies the same removals as in English, French button names and FAQ typography included", async () => {
    const contentMd = [
      "# Comprendre la franchise",
      "![Couverture](/images/og-default.png)",
      "",
      "La franchise est le montant que vous payez lors d'une réclamation.",
      "",
      "[Obtenir mes soumissions](/fr/soumissions)",
      "",
      "## Chapitre A et chapitre B",
      "",
      "Texte [Comparez les soumissions] suite.",
      "",
      "[FAQ]",
      "Q : Qu'est-ce que le Chapitre B?",
      "R : La protection de vos propres dommages.",
      "[/FAQ]",
    ].join("\n");
    const post = await create({ language: "fr", contentMd, slug: "franchise-publiee" });
    const published = await call("POST", `/api/admin/posts/${post.id}/publish`);
    expect(published.status).toBe(200);
    const [row] = await server.database.db
      .select({ contentMd: posts.contentMd, contentHtml: posts.contentHtml })
      .from(posts)
      .where(eq(posts.id, post.id));
    expect(row?.contentMd).not.toMatch(/Comprendre la franchise|Couverture|Obtenir mes soumissions|Comparez les/);
    expect(row?.contentMd).toContain("Texte  suite.");
    expect(row?.contentHtml).toContain("faq-accordion");
    expect(row?.contentHtml).toContain("Qu&#x27;est-ce que le Chapitre B?");

    const page = await fetch(`${server.url}/fr/blogue/franchise-publiee`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("La protection de vos propres dommages.");
    expect(html).not.toContain("Obtenir mes soumissions");
  });
});
