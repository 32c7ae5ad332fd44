import { describe, expect, it } from "vitest";
import { renderArticle } from "../../../core/content/article";
import { renderContent } from "./content-html.server";

const ARTICLE = `Intro with an [internal link](/faq) and an [outside one](https://example.com).

[CTA label="Compare quotes" href="/quotes?category=car"]

[TIP]Shop around[/TIP]

| Plan | Price |
|:-----|------:|
| A    | $1    |

Text that says <script>alert(1)</script> & more.

[FAQ]
Q: Is it free?
A: Yes.
[/FAQ]
`;

describe("renderContent", () => {
  it("renders a tree once per options: the same tree gives the same object back", () => {
    const { tree } = renderArticle(ARTICLE);
    const first = renderContent(tree);
    expect(renderContent(tree)).toBe(first);
    expect(renderContent(tree, { blogSlug: "a-post" })).not.toBe(first);
    // Another tree with the same text is rendered on its own (the services keep one tree a version).
    expect(renderContent(renderArticle(ARTICLE).tree)).not.toBe(first);
    // The same content gives the same bytes, ids included (a page's ETag is the same on every server).
    expect(renderContent(renderArticle(ARTICLE).tree).html).toBe(first.html);
  });

  it("writes links as plain anchors; outside ones open in a new tab without access to the page", () => {
    const { html } = renderContent(renderArticle(ARTICLE).tree);
    expect(html).toContain('<a href="/faq">internal link</a>');
    expect(html).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">outside one</a>');
  });

  it("carries the blog article's slug on its quote buttons only when shown on one", () => {
    const { tree } = renderArticle(ARTICLE);
    expect(renderContent(tree).html).toContain('href="/quotes?category=car"');
    expect(renderContent(tree, { blogSlug: "a-post" }).html).toContain(
      'href="/quotes?category=car&amp;from=blog&amp;blog=a-post"',
    );
  });

  it("draws the custom elements with the site's components and keeps text escaped", () => {
    const { html } = renderContent(renderArticle(ARTICLE).tree);
    expect(html).toContain('class="button-primary"');
    expect(html).toContain(
      '<div class="table-scroll" tabindex="0" role="group" aria-label="Table: Plan, Price"><table>',
    );
    expect(html).toContain("Frequently Asked Questions");
    expect(html).toContain("data-accordion-answer");
    expect(html).not.toContain("<script");
    expect(html).toContain("&amp; more");
  });

  it("names a table's scroll box by its columns, in the page's language", () => {
    const { tree } = renderArticle("| Protection | Prix |\n|---|---|\n| A | 1 $ |\n");
    expect(renderContent(tree, { language: "fr" }).html).toContain('aria-label="Tableau : Protection, Prix"');
  });

  it("gives two blocks on one page their own ids, so each question opens its own answer", () => {
    const ids = (html: string) => [...html.matchAll(/\bid="([^"]+)"/g)].map((match) => match[1]);
    const first = ids(renderContent(renderArticle("[FAQ]\nQ: Is it free?\nA: Yes.\n[/FAQ]").tree).html);
    const second = ids(renderContent(renderArticle("[FAQ]\nQ: Is it quick?\nA: Yes.\n[/FAQ]").tree).html);
    expect(first.length).toBeGreaterThan(0);
    expect(second.filter((id) => first.includes(id))).toEqual([]);
  });
});
