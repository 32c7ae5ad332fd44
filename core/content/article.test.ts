import { describe, expect, it } from "vitest";
import {
  LEARN_LINK_PROTOCOLS,
  articleTreeToHtml,
  parseStoredArticleHtml,
  readingMinutesFor,
  renderArticle,
  renderTocHtml,
  truncateText,
} from "./article";
import { attributeQuoteLink, parseFaqItems } from "./content-links";

const html = (markdown: string, options = {}) => articleTreeToHtml(renderArticle(markdown, options).tree);

describe("renderArticle", () => {
  it("renders GFM tables and code", () => {
    const output = html("| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nconst x = 1;\n```");
    expect(output).toContain("<table>");
    expect(output).toContain("<td>1</td>");
    expect(output).toContain('<code class="language-js">');
  });

  it("gives headings stable, unique ids and suppresses first-level headings", () => {
    const output = html("Intro\n\n# Dropped\n\n## What is covered?\n\n## What is covered?\n\n### Détails");
    expect(output).not.toContain("<h1");
    expect(output).toContain('<h2 id="what-is-covered">');
    expect(output).toContain('<h2 id="what-is-covered-1">');
    expect(output).toContain('<h3 id="détails">');
  });

  it("turns an image alone in a paragraph into a figure with its title as caption", () => {
    expect(html('Intro\n\n![A house](/house.png "Our house")')).toContain(
      '<figure><img src="/house.png" alt="A house"><figcaption>Our house</figcaption></figure>',
    );
  });

  it("renders shortcodes as typed custom elements", () => {
    const output = html(
      'Intro\n\n[CTA label="Compare" href="/quotes" variant="secondary"]\n\n[TIP]\nSave **money**\n[/TIP]\n\n[FAQ]\nQ: Why?\nA: Because.\n[/FAQ]',
    );
    expect(output).toContain('<cta-button label="Compare" href="/quotes" variant="secondary"></cta-button>');
    expect(output).toContain('<callout type="tip"><p>Save <strong>money</strong></p></callout>');
    expect(output).toContain(
      '<faq-accordion items="[{&#x22;q&#x22;:&#x22;Why?&#x22;,&#x22;a&#x22;:&#x22;Because.&#x22;}]">',
    );
  });

  it("limits link schemes: articles allow irc and xmpp, learn articles do not", () => {
    const source = "[a](irc://irc.libera.chat/x) [b](xmpp:team@q.ca) [c](mailto:a@q.ca) [d](ftp://x)";
    const article = html(source);
    expect(article).toContain('href="irc://irc.libera.chat/x"');
    expect(article).toContain('href="xmpp:team@q.ca"');
    expect(article).not.toContain("ftp://");
    const learn = html(source, { linkProtocols: LEARN_LINK_PROTOCOLS });
    expect(learn).not.toContain("irc://");
    expect(learn).not.toContain("xmpp:");
    expect(learn).toContain('href="mailto:a@q.ca"');
  });

  it("derives headings, plain text, reading time and an excerpt", () => {
    const words = Array.from({ length: 450 }, (_, index) => `word${index}`).join(" ");
    const result = renderArticle(`First paragraph is the excerpt.\n\n## Part one\n\n${words}\n\n### Detail\n\nEnd.`);
    expect(result.headings).toEqual([
      { id: "part-one", text: "Part one", depth: 2 },
      { id: "detail", text: "Detail", depth: 3 },
    ]);
    expect(result.excerpt).toBe("First paragraph is the excerpt.");
    expect(result.readingMinutes).toBe(3);
    expect(result.plainText.startsWith("First paragraph is the excerpt. Part one word0")).toBe(true);
  });

  it("applies the pre-render removals and reports them", () => {
    const result = renderArticle("# Title\n![cover](/c.png)\nBody [Get My Quotes](/quotes)");
    expect(articleTreeToHtml(result.tree)).toBe("<p>Body</p>");
    expect(result.warnings).toMatchObject({ leadingHeading: true, leadingImage: true, ctaMarkers: 1 });
  });
});

describe("stored HTML", () => {
  it("round-trips rendered HTML unchanged", () => {
    const tree = renderArticle('Intro\n\n## Part\n\n[NOTE]\nHi\n[/NOTE]\n\n[CTA label="Go" href="/quotes"]').tree;
    const stored = articleTreeToHtml(tree);
    expect(articleTreeToHtml(parseStoredArticleHtml(stored))).toBe(stored);
  });

  it("sanitizes stored HTML that did not come from us", () => {
    const cleaned = articleTreeToHtml(
      parseStoredArticleHtml(
        '<h1>x</h1><p onclick="x()">a</p><script>x()</script><h2 id="ok-id">b</h2><h3 id="Bad Id!">c</h3>',
      ),
    );
    expect(cleaned).toBe('<p>a</p><h2 id="ok-id">b</h2><h3>c</h3>');
  });

  it("leaves no empty image address, which would fetch the page itself", () => {
    expect(articleTreeToHtml(parseStoredArticleHtml("<img/src/onerror=x()>"))).toBe("<img>");
    expect(articleTreeToHtml(parseStoredArticleHtml('<p><img src="" alt="a chart"></p>'))).toBe(
      '<p><img alt="a chart"></p>',
    );
  });
});

describe("renderTocHtml", () => {
  it("nests h3 under the preceding h2", () => {
    expect(
      renderTocHtml([
        { id: "a", text: "A", depth: 2 },
        { id: "a1", text: "A1", depth: 3 },
        { id: "b", text: "B", depth: 2 },
      ]),
    ).toBe(
      '<nav><ol><li><a href="#a">A</a><ol><li><a href="#a1">A1</a></li></ol></li><li><a href="#b">B</a></li></ol></nav>',
    );
    expect(renderTocHtml([])).toBe("");
  });
});

describe("attributeQuoteLink (the CTA rule)", () => {
  it.each([
    ["/quotes", "post-1", "/quotes?from=blog&blog=post-1"],
    ["/quotes?category=car", "post-1", "/quotes?category=car&from=blog&blog=post-1"],
    ["/quotes#top", "post-1", "/quotes?from=blog&blog=post-1#top"],
    ["/policy-analyzer", "post-1", "/policy-analyzer"],
    ["https://example.com/quotes", "post-1", "https://example.com/quotes"],
    ["/quotes", null, "/quotes"],
    // A French article's buttons lead to the French wizard, and count for the article just the same.
    [
      "/fr/soumissions?category=car",
      "lexique-assurance-auto",
      "/fr/soumissions?category=car&from=blog&blog=lexique-assurance-auto",
    ],
    ["/fr/analyseur-de-police", "lexique-assurance-auto", "/fr/analyseur-de-police"],
  ])("%s on %s -> %s", (href, slug, expected) => {
    expect(attributeQuoteLink(href, slug)).toBe(expected);
  });
});

describe("helpers", () => {
  it("reads FAQ items defensively", () => {
    expect(parseFaqItems('[{"q":"A?","a":"B"}]')).toEqual([{ q: "A?", a: "B" }]);
    expect(parseFaqItems("not json")).toEqual([]);
    expect(parseFaqItems('{"q":"A"}')).toEqual([]);
    expect(parseFaqItems('[{"q":1,"a":"B"},{"q":"","a":"x"}]')).toEqual([]);
    expect(parseFaqItems(undefined)).toEqual([]);
  });

  it("counts reading minutes at 200 words a minute, at least 1", () => {
    expect(readingMinutesFor("")).toBe(1);
    expect(readingMinutesFor("word ".repeat(200))).toBe(1);
    expect(readingMinutesFor("word ".repeat(201))).toBe(2);
  });

  it("truncates at a word boundary", () => {
    expect(truncateText("short", 10)).toBe("short");
    expect(truncateText("one two three four five", 12)).toBe("one two…");
  });
});
