import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { articleTreeToHtml, renderArticle } from "../../../core/content/article";
import { renderTree } from "./render-tree";

const markdown = `Intro with **bold**, _em_, \`code\` and a [link](https://example.com "Title").

## Section one

| Plan | Price |
|:-----|------:|
| A    | $1    |

- [x] done
- [ ] to do

Text with a footnote.[^1]

![House](/house.png "Our house")

[^1]: The note.
`;

function render(tree: ReturnType<typeof renderArticle>["tree"]): string {
  return renderToStaticMarkup(createElement("div", null, renderTree(tree, {})));
}

describe("renderTree", () => {
  it("produces the same HTML as the sanitized tree's own serialisation", () => {
    const { tree } = renderArticle(markdown);
    // Both sides parsed and written again by the same serialiser, so only real differences remain.
    const sortAttributes = (node: { properties?: Record<string, unknown>; children?: unknown[] }) => {
      if (node.properties)
        node.properties = Object.fromEntries(Object.entries(node.properties).sort(([a], [b]) => (a < b ? -1 : 1)));
      for (const child of node.children ?? []) sortAttributes(child as typeof node);
    };
    const normalise = (html: string) => {
      const tree = fromHtml(html.replace(/\n/g, ""), { fragment: true });
      sortAttributes(tree as never);
      return toHtml(tree);
    };
    const expected = normalise(`<div>${articleTreeToHtml(tree)}</div>`);
    // React 19 hoists a preload hint for images, and marks display-only checkboxes read-only.
    const actual = normalise(
      render(tree)
        .replace(/^<link[^>]*>/, "")
        .replace(/ readOnly=""/gi, ""),
    );
    expect(actual).toBe(expected);
  });

  it("maps custom elements to components with their properties", () => {
    const { tree } = renderArticle('Intro\n\n[CTA label="Go" href="/quotes" variant="secondary"]');
    const html = renderToStaticMarkup(
      createElement(
        "div",
        null,
        renderTree(tree, {
          "cta-button": (props: Record<string, unknown>) =>
            createElement(
              "a",
              { href: props.href as string, className: `cta-${String(props.variant)}` },
              String(props.label),
            ),
        }),
      ),
    );
    expect(html).toContain('<a href="/quotes" class="cta-secondary">Go</a>');
  });
});
