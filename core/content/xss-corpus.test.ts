import type { Root, RootContent, ElementContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { describe, expect, it } from "vitest";
import { XSS_PAYLOADS } from "../../tests/fixtures/xss-payloads.mjs";
import {
  LEARN_LINK_PROTOCOLS,
  articleTreeToHtml,
  parseStoredArticleHtml,
  renderArticle,
  renderTocHtml,
} from "./article";
import { renderMarkdownToTree } from "./markdown";

/** Elements that can never run script or load active content. */
const SAFE_ELEMENTS = new Set([
  "a",
  "b",
  "blockquote",
  "br",
  "callout",
  "code",
  "cta-button",
  "dd",
  "del",
  "details",
  "div",
  "dl",
  "dt",
  "em",
  "faq-accordion",
  "figcaption",
  "figure",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
  "i",
  "img",
  "ins",
  "kbd",
  "li",
  "nav",
  "ol",
  "p",
  "pre",
  "q",
  "rp",
  "rt",
  "ruby",
  "s",
  "samp",
  "section",
  "small",
  "span",
  "strike",
  "strong",
  "sub",
  "summary",
  "source",
  "picture",
  "sup",
  "table",
  "tbody",
  "td",
  "tfoot",
  "th",
  "thead",
  "tr",
  "tt",
  "ul",
  "var",
  "input",
  "sup",
]);
const URL_PROPERTIES = ["href", "src", "cite", "action", "formAction", "data", "poster", "background", "xLinkHref"];
/** Schemes a URL may resolve to; read with the WHATWG URL parser, as a browser would (tabs, controls, case). */
const SAFE_SCHEMES = new Set(["http:", "https:", "mailto:", "irc:", "ircs:", "xmpp:"]);

function schemeOf(value: unknown): string {
  try {
    return new URL(String(value), "https://quotemaple.test/").protocol;
  } catch {
    return "unparseable:";
  }
}

/** Walks a tree and fails on any element, attribute or URL that could run script. */
function expectSafeTree(tree: Root, payload: string): void {
  const visit = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (node.type === "raw") throw new Error(`raw HTML survived for ${payload}`);
      if (node.type !== "element") continue;
      expect(SAFE_ELEMENTS.has(node.tagName), `<${node.tagName}> from ${payload}`).toBe(true);
      for (const [name, value] of Object.entries(node.properties)) {
        expect(/^on/i.test(name), `${name} on <${node.tagName}> from ${payload}`).toBe(false);
        expect(name, `style from ${payload}`).not.toBe("style");
        if (URL_PROPERTIES.includes(name))
          expect(SAFE_SCHEMES, `${name}=${String(value)} from ${payload}`).toContain(schemeOf(value));
      }
      if (node.tagName === "input") expect(node.properties.type, payload).toBe("checkbox");
      visit(node.children);
    }
  };
  visit(tree.children);
}

/** The HTML we store and later parse again must be just as safe when read by a browser parser. */
function expectSafeHtml(html: string, payload: string): void {
  expectSafeTree(fromHtml(html, { fragment: true }), payload);
}

describe("XSS corpus", () => {
  it("has at least 200 distinct payloads", () => {
    expect(new Set(XSS_PAYLOADS).size).toBe(XSS_PAYLOADS.length);
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(200);
  });

  it.each(XSS_PAYLOADS)("article markdown neutralises %s", (payload) => {
    for (const options of [{}, { linkProtocols: LEARN_LINK_PROTOCOLS }]) {
      const { tree } = renderArticle(`Intro\n\n${payload}\n\nEnd`, options);
      expectSafeTree(tree, payload);
      expectSafeHtml(articleTreeToHtml(tree), payload);
    }
  });

  it.each(XSS_PAYLOADS)("stored content_html and toc_html neutralise %s", (payload) => {
    expectSafeTree(parseStoredArticleHtml(payload), payload);
    expectSafeTree(parseStoredArticleHtml(`<nav><ol><li>${payload}</li></ol></nav>`), payload);
  });

  it.each(XSS_PAYLOADS)("company-page markdown neutralises %s", (payload) => {
    expectSafeTree(renderMarkdownToTree(payload), payload);
  });

  it("builds a table of contents only from text", () => {
    const result = renderArticle("Intro\n\n## <img src=x onerror=alert(1)> Heading");
    expectSafeHtml(renderTocHtml(result.headings), "toc");
  });
});
