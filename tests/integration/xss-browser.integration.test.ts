import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPost } from "../../db/factories/post-factory";
import { posts, quoteSessions } from "../../db/schema";
import { CHROMIUM_ARGS, findChromium } from "../e2e/chromium-path";
import { ONTARIO_CERTIFICATE } from "../fixtures/policies/documents";
import { textPdf } from "../fixtures/policies/generate";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads.mjs";
import { startFakeLlmServer, textAnswer, type FakeLlmServer } from "../helpers/fake-llm-server";
import { createStaffUser, signInStaff } from "../helpers/staff-session";
import { policyHashes, runnableScripts, sha256Source } from "../helpers/page-scripts";
import { startTestServer, type TestServer } from "../helpers/test-server";
import { carQuoteForm } from "../helpers/quote-forms";

/**
 * The XSS corpus rendered in Chromium through every place the site shows text a visitor or a staff
 * member wrote (issue 11, "Prove it holds"): article bodies, post titles, subtitles, excerpts, captions
 * and tags on the blog, the home page and the article's meta tags; the assistant's conversation (the
 * visitor's messages and the assistant's replies, through the real /api/chat/message with an LLM
 * provider that answers with payloads); the policy analyzer's summary of a PDF carrying payloads, on
 * its page and in the assistant; the staff post list and editor preview; the quote results and the
 * partner hand-off; the staff analytics dashboard; the privacy request pages.
 *
 * The browser ignores the Content-Security-Policy here, so each page must be safe by its own escaping
 * and sanitizing: the CSP is a second wall, not the one under test.
 */

/** PostgreSQL text cannot hold NUL; stored copies drop it (turning `<scr\0ipt>` into `<script>`). */
const CORPUS = XSS_PAYLOADS.map((payload) => payload.replace(/\u0000/g, ""));
const JOINED = CORPUS.join("\n");
const ON_ONE_LINE = CORPUS.map((payload) => payload.replace(/\s+/g, " ")).join(" ");
const STAFF = { email: "xss-admin@quotemaple.ca", password: "xss-admin-password-1", role: "admin" as const };

let server: TestServer;
let browser: Browser;
let fake: FakeLlmServer;
let staffCookie: { name: string; value: string };

beforeAll(async () => {
  fake = await startFakeLlmServer();
  server = await startTestServer({
    env: {
      RATE_LIMIT_ENABLED: "false",
      LLM_BASE_URL: fake.url,
      LLM_API_KEY: "test-key",
      LLM_MODEL: "fake-model",
      LLM_FALLBACK: "true",
      LLM_SESSION_TOKEN_CAP: "100000000",
    },
  });
  await createStaffUser(server.database.db, STAFF);
  const { cookie } = await signInStaff(server.url, STAFF.email, STAFF.password);
  const [name, value] = cookie.split("=") as [string, string];
  staffCookie = { name, value };
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  await fake?.close();
});

// --- Looking at a rendered page ------------------------------------------------------------------

interface Findings {
  /** What a payload that ran would have set (window.xss: the analyzer drops underscores). */
  xss: string | null;
  /** Elements carrying an event-handler attribute. */
  handlers: string[];
  /** URL attributes that resolve to script or to a markup document. */
  scriptUrls: string[];
  /** Elements that load or run other documents, or redirect, wherever they are. */
  dangerous: string[];
  /** JSON-LD blocks that no longer parse (a break-out of the script element). */
  brokenJsonLd: number;
  /** Every other script element, checked against the page's CSP by `foreignScripts`. */
  scripts: { src: string; text: string }[];
}

/** Runs in the page: every element, every attribute, parsed as the browser does. */
function collectFindings(): Findings {
  const URL_ATTRIBUTES = [
    "href",
    "src",
    "action",
    "formaction",
    "xlink:href",
    "data",
    "poster",
    "background",
    "ping",
    "cite",
    "lowsrc",
    "dynsrc",
    "codebase",
  ];
  const MARKUP_DATA = /^data:\s*(text\/(html|xml|javascript)|image\/svg|application\/(xhtml|xml|javascript|x-))/i;
  const elements = Array.from(document.querySelectorAll("*"));
  const label = (element: Element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ""}`;
  const unsafeUrl = (value: string) => {
    let url: URL;
    try {
      url = new URL(value, document.baseURI);
    } catch {
      return false;
    }
    if (url.protocol === "javascript:" || url.protocol === "vbscript:" || url.protocol === "livescript:") return true;
    return url.protocol === "data:" && MARKUP_DATA.test(url.href);
  };
  const win = window as unknown as { __xss?: unknown; xss?: unknown };
  const ran = win.__xss ?? win.xss;
  return {
    xss: ran === undefined ? null : String(ran),
    handlers: elements.flatMap((element) =>
      Array.from(element.attributes)
        .filter((attribute) => /^on/i.test(attribute.name))
        .map((attribute) => `${label(element)}[${attribute.name}]`),
    ),
    scriptUrls: elements.flatMap((element) => [
      ...URL_ATTRIBUTES.filter((name) => unsafeUrl(element.getAttribute(name) ?? "")).map(
        (name) => `${label(element)}[${name}=${element.getAttribute(name)?.slice(0, 60)}]`,
      ),
      ...(element.hasAttribute("srcdoc") ? [`${label(element)}[srcdoc]`] : []),
      ...(/expression\s*\(|(javascript|vbscript)\s*:|-moz-binding|behavior\s*:/i.test(
        element.getAttribute("style") ?? "",
      )
        ? [`${label(element)}[style]`]
        : []),
    ]),
    dangerous: [
      ...Array.from(
        document.querySelectorAll(
          "iframe, frame, frameset, object, embed, applet, portal, base, meta[http-equiv], link[rel=import], svg script, math [href]",
        ),
      ).map(label),
    ],
    // Data blocks (JSON-LD, the page script's config) are never run.
    scripts: Array.from(document.scripts)
      .filter((script) => script.type !== "application/ld+json" && script.type !== "application/json")
      .map((script) => ({ src: script.getAttribute("src") ?? "", text: script.text })),
    brokenJsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).filter((script) => {
      try {
        JSON.parse(script.textContent ?? "");
        return false;
      } catch {
        return true;
      }
    }).length,
  };
}

/** The CSP and the HTML each page's document came with (its latest navigation). */
const documents = new WeakMap<Page, { policy: string; html: string }>();

/**
 * Scripts that are not the app's own (decision 0030): every inline script in the page must be allowed
 * by a hash in its document's CSP, or be code one of those carries (the module script the deferred
 * loader writes); a script file must be one of our built assets.
 */
function foreignScripts(scripts: { src: string; text: string }[], source: { policy: string; html: string }): string[] {
  const hashes = new Set(policyHashes(source.policy));
  // React may drop the server's inline scripts from the DOM once it hydrates: read them from the document.
  const trusted = runnableScripts(source.html)
    .map(({ text }) => text)
    .filter((text) => hashes.has(sha256Source(text)));
  const carried = (text: string) => {
    const literal = JSON.stringify(text).slice(1, -1).replaceAll("<", "\\u003c");
    return trusted.some((script) => script.includes(literal));
  };
  return scripts
    .filter((script) =>
      script.src ? !script.src.startsWith("/assets/") : !hashes.has(sha256Source(script.text)) && !carried(script.text),
    )
    .map((script) => `script not allowed by the page's CSP: ${(script.src || script.text).slice(0, 80)}`);
}

/** A context that ignores the CSP (so escaping alone is tested) and records any dialog a payload opened. */
async function newContext(options: { staff?: boolean } = {}): Promise<{ context: BrowserContext; dialogs: string[] }> {
  const context = await browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
  const dialogs: string[] = [];
  context.on("page", (page) => {
    page.on("dialog", (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    page.on("response", async (response) => {
      if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
        const policy = response.headers()["content-security-policy"] ?? "";
        const html = await response.text().catch(() => "");
        documents.set(page, { policy, html });
      }
    });
  });
  if (options.staff) {
    await context.addCookies([{ ...staffCookie, url: server.url, httpOnly: true, sameSite: "Lax" }]);
  }
  return { context, dialogs };
}

async function visit(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${server.url}${path}`, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBe(200);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
}

/**
 * Hovers, focuses and pokes every element as a visitor might, waits for the network to settle (so
 * error handlers of broken images would have fired), then expects nothing to have run or survived.
 * `marker` is text the payloads put on the page: it must be there, or the check proved nothing (null
 * where nothing the visitor sent is shown back as text).
 */
async function expectInert(
  page: Page,
  dialogs: string[],
  where: string,
  marker: RegExp | null = /__xss/,
): Promise<void> {
  await page.evaluate(() => {
    for (const element of Array.from(document.querySelectorAll("body *"))) {
      for (const type of ["mouseover", "mouseenter", "pointerover"]) {
        element.dispatchEvent(new MouseEvent(type, { bubbles: true }));
      }
      (element as HTMLElement).focus?.();
    }
  });
  await page.waitForLoadState("networkidle");
  const { scripts, ...findings } = await page.evaluate(collectFindings);
  expect(findings, where).toEqual({ xss: null, handlers: [], scriptUrls: [], dangerous: [], brokenJsonLd: 0 });
  expect(foreignScripts(scripts, documents.get(page) ?? { policy: "", html: "" }), where).toEqual([]);
  expect(dialogs, where).toEqual([]);
  if (marker) {
    const shown = await page.evaluate(() => `${document.title} ${document.body.innerText}`);
    expect(shown, `${where}: the payloads never reached the page`).toMatch(marker);
  }
}

/** Payload text counted as it appears on a page (whole payloads, after whitespace folding). */
async function countShownPayloads(page: Page, candidates: readonly string[]): Promise<number> {
  const text = await page.evaluate(() => document.documentElement.innerText.replace(/\s+/g, " "));
  return candidates.filter((payload) => text.includes(payload.replace(/\s+/g, " ").trim())).length;
}

// --- Posts: article, blog index, home page, meta tags, staff screens -------------------------------

let previewPostId: string;

describe("posts", () => {
  beforeAll(async () => {
    // Only these posts are featured, and they are the newest, so the home page and /blog show them.
    await server.database.db.update(posts).set({ isFeatured: false, featuredOrder: null });
    const inserted = await server.database.db
      .insert(posts)
      .values([
        // Rendered and sanitized by the publish path (content_html derived from the markdown), with every
        // other text a post carries holding the corpus as well.
        buildPost({
          slug: "xss-markdown",
          title: ON_ONE_LINE,
          subtitle: JOINED,
          excerpt: JOINED,
          coverImageUrl: "/favicon.svg",
          coverImageCaption: JOINED,
          category: "guides",
          tags: CORPUS,
          seoDescription: JOINED,
          jsonld: { "@context": "https://schema.org", "@type": "Article", headline: JOINED, about: CORPUS },
          contentMd: `Intro\n\n${CORPUS.join("\n\n")}`,
          isFeatured: true,
          featuredOrder: 1,
          publishedAt: new Date(),
        }),
        // Rendered from markdown at request time (no stored HTML).
        buildPost({
          slug: "xss-live",
          title: `Live ${CORPUS.slice(0, 100).join(" ")}`,
          category: "guides",
          contentMd: `Intro\n\n${CORPUS.join("\n\n")}`,
          contentHtml: null,
          tocHtml: null,
          isFeatured: true,
          featuredOrder: 2,
          publishedAt: new Date(),
        }),
        // Stored HTML that never went through our pipeline, as if written to the database directly.
        buildPost({
          slug: "xss-stored",
          title: `Stored ${CORPUS.slice(100).join(" ")}`,
          category: "guides",
          contentHtml: JOINED,
          tocHtml: CORPUS.join(""),
          seoTitle: JOINED,
          // Addresses the editor would refuse, written straight into the row.
          coverImageUrl: "javascript:window.__xss=1",
          coverImageCaption: JOINED,
          canonicalUrl: "javascript:window.__xss=1",
          ogImage: "data:text/html,<script>window.__xss=1</script>",
          publishedAt: new Date(),
        }),
        // A draft for the editor's preview: the whole corpus in the first ten lines of markdown.
        buildPost({
          slug: "xss-preview",
          status: "draft",
          title: ON_ONE_LINE,
          subtitle: ON_ONE_LINE,
          coverImageUrl: "/favicon.svg",
          coverImageCaption: ON_ONE_LINE,
          contentMd: ON_ONE_LINE,
        }),
      ])
      .returning({ id: posts.id, slug: posts.slug });
    previewPostId = inserted.find((post) => post.slug === "xss-preview")!.id;
  });

  it.each(["xss-markdown", "xss-live", "xss-stored"])(
    "run no script on /blog/%s (body, title, meta tags)",
    async (slug) => {
      const { context, dialogs } = await newContext();
      const page = await context.newPage();
      await visit(page, `/blog/${slug}`);
      await expectInert(page, dialogs, `/blog/${slug}`);
      // The head: text only, in title and content attributes; URLs stay on this site.
      const head = await page.evaluate(() => ({
        title: document.title,
        urls: Array.from(
          document.querySelectorAll("link[rel=canonical], meta[property='og:url'], meta[property='og:image']"),
        ).map((element) => element.getAttribute("href") ?? element.getAttribute("content") ?? ""),
        tags: Array.from(document.querySelectorAll("meta[property='article:tag']")).map((meta) =>
          meta.getAttribute("content"),
        ),
      }));
      for (const url of head.urls) expect(new URL(url).protocol, url).toMatch(/^https?:$/);
      if (slug === "xss-markdown") {
        expect(head.title).toContain("<script>window.__xss=1</script>");
        expect(head.tags.length).toBeGreaterThanOrEqual(CORPUS.length);
        expect(head.tags).toContain(CORPUS[0]);
        expect(await countShownPayloads(page, CORPUS)).toBeGreaterThan(CORPUS.length * 0.9);
      }
      await context.close();
    },
  );

  it("runs no script on /blog, where titles and excerpts are listed", async () => {
    const { context, dialogs } = await newContext();
    const page = await context.newPage();
    await visit(page, "/blog");
    await expectInert(page, dialogs, "/blog");
    await context.close();
  });

  it("runs no script on the home page's featured articles", async () => {
    const { context, dialogs } = await newContext();
    const page = await context.newPage();
    await visit(page, "/");
    await page.locator("#featured-title").waitFor();
    await expectInert(page, dialogs, "/");
    await context.close();
  });

  it("runs no script in the staff post list", async () => {
    const { context, dialogs } = await newContext({ staff: true });
    const page = await context.newPage();
    await visit(page, "/admin/blog");
    await page.locator('[data-post-slug="xss-preview"]').first().waitFor();
    await expectInert(page, dialogs, "/admin/blog");
    await context.close();
  });

  it("runs no script in the editor and its preview", async () => {
    const { context, dialogs } = await newContext({ staff: true });
    const page = await context.newPage();
    await visit(page, `/admin/blog/${previewPostId}`);
    await page.getByRole("button", { name: "Show Preview" }).click();
    await page.locator("#post-preview figcaption").waitFor();
    await expectInert(page, dialogs, "editor preview");
    expect(await page.getByTestId("preview-content").innerText()).toContain("<script>window.__xss=1</script>");
    await context.close();
  });
});

// --- The assistant ---------------------------------------------------------------------------------

/** Messages of at most `limit` characters, each holding as many whole payloads as fit. */
function batches(payloads: readonly string[], limit: number): string[] {
  const out: string[] = [];
  let current = "";
  for (const payload of payloads) {
    const piece = payload.slice(0, limit);
    if (current && current.length + 1 + piece.length > limit) {
      out.push(current);
      current = "";
    }
    current = current ? `${current} ${piece}` : piece;
  }
  if (current) out.push(current);
  return out;
}

describe("the assistant", () => {
  /** What the fake provider answered, in order. */
  const providerSaid: string[] = [];

  beforeAll(() => {
    // The provider puts a payload into every reply it is asked to word; the phrasing guard decides.
    let next = 0;
    fake.behave = (request) => {
      if (request.body.tools) return textAnswer("");
      const said = CORPUS[next++ % CORPUS.length]!;
      providerSaid.push(said);
      return textAnswer(said);
    };
  });

  it.each([
    ["Ask a question", "chat"],
    ["Get car insurance quotes", "quote flow"],
  ])(
    "shows the visitor's payloads and the replies as text (%s)",
    async (action, mode) => {
      const { context, dialogs } = await newContext();
      const page = await context.newPage();
      await visit(page, "/faq");
      await page.getByRole("button", { name: "Open the Smart Quote Concierge" }).click();
      const panel = page.getByRole("dialog", { name: "Smart Quote Concierge" });
      await panel.getByRole("button", { name: new RegExp(action) }).click();
      const input = panel.getByRole("textbox", { name: "Your message" });
      // Message bubbles (the "typing" line is a bare span, not a bubble).
      const bubbles = '[role="dialog"] ol > li > div';
      for (const message of batches(CORPUS, 1000)) {
        const before = await page.locator(bubbles).count();
        // The reply to this message: the conversation's start posts to the same address (201) and may
        // still be in flight when the first message is typed.
        const replied = page.waitForResponse(
          (response) =>
            response.url().endsWith("/api/chat/message") &&
            !("action" in (JSON.parse(response.request().postData() ?? "{}") as object)),
        );
        await input.fill(message);
        await input.press("Enter");
        expect((await replied).status(), message.slice(0, 80)).toBe(200);
        await page.waitForFunction(([selector, count]) => document.querySelectorAll(selector).length >= count, [
          bubbles,
          before + 2,
        ] as const);
        // The consent block replaces the input once the quote flow has everything.
        if ((await input.count()) === 0) break;
      }
      await expectInert(page, dialogs, `assistant, ${action}`);
      expect(await countShownPayloads(page, CORPUS)).toBeGreaterThan(CORPUS.length * 0.9);
      // The provider was asked to word replies and answered with payloads. In the quote flow, where
      // every reply is the engine's wording, the phrasing guard keeps all markup out (quality bar);
      // in plain chat a reply may quote one of our pages, whose staff-written title holds the corpus here.
      expect(providerSaid.length).toBeGreaterThan(0);
      if (mode === "quote flow") {
        const replies = await panel.locator("ol > li.justify-start p.whitespace-pre-line").allInnerTexts();
        expect(replies.length).toBeGreaterThan(1);
        for (const reply of replies) expect(reply).not.toMatch(/[<>]/);
      }

      // The saved conversation, shown again after a reload.
      await page.reload({ waitUntil: "networkidle" });
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await panel.getByRole("list", { name: "Conversation" }).waitFor();
      await expectInert(page, dialogs, `assistant after reload, ${action}`);
      await context.close();
    },
    120_000,
  );
});

// --- The policy analyzer ---------------------------------------------------------------------------

/** The analyzer drops underscores and back-ticks (OCR noise), so its payloads set window.xss instead. */
const POLICY_PAYLOADS = CORPUS.map((payload) => payload.replaceAll("window.__xss=1", "window.xss=true"));

/** A payload the analyzer can read as an insurer's name: no digits, no "Label:", a few words. */
function insurerLine(payloads: readonly string[]): string {
  const name = payloads.find(
    (payload) => !/\d|\s{2}|^[^:]{1,40}:/.test(payload) && payload.split(" ").length <= 5 && /[<>]/.test(payload),
  );
  return `${name ?? payloads[0]} Insurance Company`;
}

/** Ontario's certificate with a payload as the insurer and the corpus as its exclusions, a PDF per part. */
async function hostilePolicies(parts: number): Promise<Buffer[]> {
  const size = Math.ceil(POLICY_PAYLOADS.length / parts);
  return Promise.all(
    Array.from({ length: parts }, async (_, part) => {
      const payloads = POLICY_PAYLOADS.slice(part * size, (part + 1) * size).map((payload) =>
        payload.replace(/\s+/g, " "),
      );
      const lines = [
        insurerLine(payloads),
        ...ONTARIO_CERTIFICATE.lines.slice(1).filter((line) => !line.startsWith("Exclusions")),
        ...payloads.map((payload) => `Exclusions: ${payload}`),
      ];
      return Buffer.from(await textPdf(lines));
    }),
  );
}

describe("the policy analyzer", () => {
  let documents: Buffer[];

  beforeAll(async () => {
    documents = await hostilePolicies(4);
  });

  it("shows a summary of a policy full of payloads as text, on its page", async () => {
    const { context, dialogs } = await newContext();
    const page = await context.newPage();
    await visit(page, "/policy-analyzer");
    for (const [index, bytes] of documents.entries()) {
      await page
        .locator("#policy-file")
        .setInputFiles({ name: `policy-${index}.pdf`, mimeType: "application/pdf", buffer: bytes });
      await page.getByLabel(/processed only for this session/).check();
      await page.getByRole("button", { name: "Analyze", exact: true }).click();
      await page.getByRole("heading", { name: "Your policy summary" }).waitFor({ timeout: 20_000 });
      await expectInert(page, dialogs, `policy summary ${index}`, /xss=true/);
      await page.getByRole("link", { name: "Analyze Another" }).click();
    }
    await context.close();
  }, 90_000);

  it("shows the summary as text in the assistant", async () => {
    const { context, dialogs } = await newContext();
    const page = await context.newPage();
    await visit(page, "/faq");
    await page.getByRole("button", { name: "Open the Smart Quote Concierge" }).click();
    const panel = page.getByRole("dialog", { name: "Smart Quote Concierge" });
    await panel.getByRole("button", { name: /Ask a question/ }).click();
    await panel.getByRole("button", { name: "Upload your policy" }).click();
    await panel
      .getByLabel("Policy document")
      .setInputFiles({ name: "policy.pdf", mimeType: "application/pdf", buffer: documents[0]! });
    await panel.getByLabel(/processed only for this session/).check();
    await panel.getByRole("button", { name: "Analyze My Policy" }).click();
    await panel.getByText(/Here's what I found in your policy/).waitFor({ timeout: 25_000 });
    // The insurer's name, read from the document, is the payload.
    await expectInert(page, dialogs, "policy summary in the assistant", /xss=true|<svg|<img|<a /);
    await context.close();
  }, 60_000);
});

// --- Quote results, the partner hand-off, the analytics dashboard -------------------------------------

describe("what a visitor typed into a quote, and what the staff dashboard counts", () => {
  let session: { id: string; ref: string; quote: string; partner: string };
  let privacyCookie = "";

  beforeAll(async () => {
    const response = await fetch(`${server.url}/api/session/start`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        ...carQuoteForm(),
        city: CORPUS[0]!.slice(0, 80),
        vehicleMake: "<img src=x onerror=window.__xss=1>",
        from: "blog",
        blog: "xss-markdown",
      }),
    });
    expect(response.status, await response.clone().text()).toBe(201);
    // The visitor's own browser (its privacy key) is the one that sees what it typed (ADR 0027).
    privacyCookie = /^qm_privacy=([^;]+)/.exec(response.headers.getSetCookie()[0] ?? "")?.[1] ?? "";
    const started = (await response.json()) as {
      session_id: string;
      aggregator_session_id: string;
      quotes: { quote_id: string; partner_id: string }[];
    };
    // The rest of the corpus is written past the form's length limits, as stored data could be.
    await server.database.db
      .update(quoteSessions)
      .set({
        city: JOINED,
        blogSlug: JOINED,
        request: sql`jsonb_set(jsonb_set(${quoteSessions.request}, '{vehicle,make}', ${JSON.stringify(JOINED)}::jsonb), '{vehicle,model}', ${JSON.stringify(ON_ONE_LINE)}::jsonb)`,
      })
      .where(eq(quoteSessions.id, started.session_id));
    session = {
      id: started.session_id,
      ref: started.aggregator_session_id,
      quote: started.quotes[0]!.quote_id,
      partner: started.quotes[0]!.partner_id,
    };
    // Visitors decide every key the dashboard groups by: paths, entry points, categories, stages, reasons.
    for (const payload of CORPUS) {
      const value = payload.slice(0, 250);
      const events = [
        { event_type: "page_view", event_data: { path: `/blog/${value}`, from: value } },
        { event_type: "quote_started", event_data: { category: value, province: value, from: value } },
        { event_type: "assistant_error", event_data: { stage: value } },
        { event_type: "policy_upload", event_data: { source: value } },
        { event_type: "policy_analyzed", event_data: { outcome: "failure", reason: value, source: value } },
      ];
      for (const event of events) {
        const tracked = await fetch(`${server.url}/api/analytics/track`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ session_id: "xss-visitor-1", timestamp: new Date().toISOString(), ...event }),
        });
        expect(tracked.status, await tracked.clone().text()).toBe(201);
      }
    }
  }, 120_000);

  it.each([
    ["the quote results", () => `/quotes?session=${session.id}`],
    ["the partner hand-off", () => `/handoff/${session.partner}?ref=${session.ref}&quote=${session.quote}`],
  ])("runs no script on %s", async (where, path) => {
    const { context, dialogs } = await newContext();
    await context.addCookies([{ name: "qm_privacy", value: privacyCookie, url: server.url, httpOnly: true }]);
    const page = await context.newPage();
    await visit(page, path());
    await expectInert(page, dialogs, where);
    await context.close();
  });

  it("runs no script on the staff analytics dashboard", async () => {
    const { context, dialogs } = await newContext({ staff: true });
    const page = await context.newPage();
    await visit(page, "/admin/analytics");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await expectInert(page, dialogs, "/admin/analytics");
    await context.close();
  });
});

// --- Privacy requests ------------------------------------------------------------------------------

describe("the privacy request pages", () => {
  it("never echo a reference or token that is not a real one", async () => {
    for (const payload of CORPUS) {
      for (const path of ["/privacy-request?reference=", "/privacy-request/confirm?token="]) {
        const response = await fetch(`${server.url}${path}${encodeURIComponent(payload)}`);
        const html = await response.text();
        expect(response.status).toBe(200);
        expect(html, payload).not.toContain(payload);
        if (payload.length > 8)
          expect(html, payload).not.toContain(payload.replace(/&/g, "&amp;").replace(/</g, "&lt;"));
      }
    }
  }, 60_000);

  it("run no script when the form is sent with payloads, or opened with one", async () => {
    const { context, dialogs } = await newContext();
    const page = await context.newPage();
    const sample = CORPUS.filter((_, index) => index % 30 === 0);
    for (const payload of sample) {
      await visit(
        page,
        `/privacy-request?reference=${encodeURIComponent(payload)}&code=${encodeURIComponent(payload)}`,
      );
      expect(await page.locator("input[name=code]").inputValue()).toBe("");
    }
    for (const payload of sample) {
      await page.locator("input[name=code]").fill(payload.slice(0, 64));
      await page.getByRole("button", { name: "Download my data" }).click();
      await page.getByText("Please correct the highlighted fields.").waitFor();
    }
    await page.getByLabel("With the e-mail address I gave in a contact message").check();
    for (const payload of sample) {
      await page.locator("input[name=email]").fill(payload.slice(0, 254));
      await page.getByRole("button", { name: "Send me a confirmation link" }).click();
      await page.getByText("Please correct the highlighted fields.").waitFor();
    }
    // Nothing typed is shown back as text: only the form's own error messages.
    await expectInert(page, dialogs, "/privacy-request", null);
    await context.close();
  }, 60_000);
});
