import { toHtml } from "hast-util-to-html";
import { describe, expect, it } from "vitest";
import { renderMarkdownToTree } from "./markdown";

const render = (markdown: string, protocols?: string[]) =>
  toHtml(renderMarkdownToTree(markdown, protocols ? { linkProtocols: protocols } : {}));

describe("renderMarkdownToTree", () => {
  it("renders GFM tables, lists and emphasis", () => {
    const html = render("**bold** and _em_\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<table>");
  });

  it.each([
    ["<script>alert(1)</script>", "<script"],
    ['<img src=x onerror="alert(1)">', "onerror"],
    ["[x](javascript:alert(1))", "javascript:"],
    ["[x](JaVaScRiPt:alert(1))", "alert"],
    ["[x](data:text/html;base64,PHNjcmlwdD4=)", "data:"],
    ["![x](javascript:alert(1))", "javascript:"],
    ['<a href="http://x" onclick="alert(1)">x</a>', "onclick"],
    ["<iframe src=//evil></iframe>", "<iframe"],
    ["<svg onload=alert(1)>", "<svg"],
  ])("strips %s", (markdown, forbidden) => {
    expect(render(markdown).toLowerCase()).not.toContain(forbidden.toLowerCase());
  });

  it("keeps allowed link schemes and drops the others", () => {
    expect(render("[mail](mailto:support@quotemaple.ca)")).toContain('href="mailto:support@quotemaple.ca"');
    expect(render("[chat](xmpp:team@quotemaple.ca)")).toContain('href="xmpp:team@quotemaple.ca"');
    expect(render("[chat](xmpp:team@quotemaple.ca)", ["http", "https", "mailto"])).not.toContain("xmpp:");
    expect(render("[site](/quotes)")).toContain('href="/quotes"');
  });

  it("carries no source positions", () => {
    expect(JSON.stringify(renderMarkdownToTree("# a\n\ntext"))).not.toContain("position");
  });
});
