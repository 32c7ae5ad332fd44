import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildPost } from "../../db/factories/post-factory";
import { posts } from "../../db/schema";
import { CHROMIUM_ARGS, findChromium } from "../e2e/chromium-path";
import { XSS_PAYLOADS } from "../fixtures/xss-payloads.mjs";
import { startTestServer, type TestServer } from "../helpers/test-server";

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  const corpus = XSS_PAYLOADS.join("\n\n");
  await server.database.db.insert(posts).values([
    // Rendered and sanitized by the publish path (content_html derived from the markdown).
    buildPost({ slug: "xss-markdown", title: "<img src=x onerror=window.__xss=1>", contentMd: `Intro\n\n${corpus}` }),
    // Rendered from markdown at request time (no stored HTML).
    buildPost({ slug: "xss-live", title: "Live", contentMd: `Intro\n\n${corpus}`, contentHtml: null, tocHtml: null }),
    // Stored HTML that never went through our pipeline, as if written to the database directly.
    buildPost({
      slug: "xss-stored",
      title: "Stored",
      contentHtml: XSS_PAYLOADS.join("\n"),
      tocHtml: XSS_PAYLOADS.join(""),
    }),
  ]);
  browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe("the XSS corpus rendered as posts in Chromium", () => {
  it.each(["xss-markdown", "xss-live", "xss-stored"])("runs no script on /blog/%s", async (slug) => {
    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto(`${server.url}/blog/${slug}`, { waitUntil: "networkidle" });
    expect(response?.status()).toBe(200);
    // Hover and focus everything, as a visitor might, to trigger any handler that survived.
    await page.evaluate(() => {
      for (const element of Array.from(document.querySelectorAll("main *"))) {
        element.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
        (element as HTMLElement).focus?.();
      }
    });
    const findings = await page.evaluate(() => {
      const elements = Array.from(document.querySelectorAll("*"));
      return {
        xss: (window as unknown as { __xss?: unknown }).__xss ?? null,
        handlers: elements.flatMap((element) =>
          Array.from(element.attributes)
            .filter((attribute) => attribute.name.startsWith("on"))
            .map((attribute) => `${element.tagName}[${attribute.name}]`),
        ),
        scriptUrls: elements.flatMap((element) =>
          ["href", "src", "action", "formaction", "data"]
            .map((name) => element.getAttribute(name) ?? "")
            .filter((value) => /^\s*(javascript|vbscript|data):/i.test(value)),
        ),
        dangerous: document.querySelectorAll(
          "main iframe, main object, main embed, main form, main svg script, main base",
        ).length,
      };
    });
    expect(findings).toEqual({ xss: null, handlers: [], scriptUrls: [], dangerous: 0 });
    expect(dialogs).toEqual([]);
    await page.close();
  });
});
