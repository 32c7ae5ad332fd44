import type { Element, ElementContent, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { toHtml } from "hast-util-to-html";
import { toText } from "hast-util-to-text";
import { h } from "hastscript";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { ARTICLE_LINK_PROTOCOLS } from "./markdown";
import { normalizeArticleMarkdown, type ContentWarnings } from "./normalize-article";
import { parseArticleSegments, type ArticleSegment } from "./shortcodes";

/** Link schemes allowed in learn articles (content spec: http, https, mailto). */
export const LEARN_LINK_PROTOCOLS = ["http", "https", "mailto"] as const;
export const WORDS_PER_MINUTE = 200;
export const EXCERPT_LENGTH = 200;

export interface TocHeading {
  id: string;
  text: string;
  depth: 2 | 3;
}

export interface RenderedArticle {
  tree: Root;
  headings: TocHeading[];
  plainText: string;
  readingMinutes: number;
  excerpt: string;
  warnings: ContentWarnings;
}

export interface RenderArticleOptions {
  linkProtocols?: readonly string[];
}

const SAFE_ID = /^[\p{L}\p{N}][\p{L}\p{N}_-]{0,100}$/u;

/** The allow-list for article trees: GitHub's defaults plus figures and our three custom elements. */
export function articleSanitizeSchema(linkProtocols: readonly string[] = ARTICLE_LINK_PROTOCOLS): SanitizeSchema {
  const headingAttributes = Object.fromEntries(["h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, ["id"]]));
  return {
    ...defaultSchema,
    clobber: ["name"],
    tagNames: [
      ...(defaultSchema.tagNames ?? []).filter((tag) => tag !== "h1"),
      "figure",
      "figcaption",
      "nav",
      "cta-button",
      "callout",
      "faq-accordion",
    ],
    attributes: {
      ...defaultSchema.attributes,
      ...headingAttributes,
      "*": (defaultSchema.attributes?.["*"] ?? []).filter((attribute) => attribute !== "id"),
      "cta-button": ["label", "href", ["variant", "primary", "secondary"]],
      callout: [["type", "note", "tip", "warning"]],
      "faq-accordion": ["items"],
    },
    protocols: { ...defaultSchema.protocols, href: [...linkProtocols], src: ["http", "https"] },
    strip: ["script", "style"],
  };
}

function markdownToHast(markdown: string): ElementContent[] {
  const processor = unified().use(remarkParse).use(remarkGfm).use(remarkRehype);
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return tree.children as ElementContent[];
}

function segmentToHast(segment: ArticleSegment): ElementContent[] {
  switch (segment.kind) {
    case "markdown":
      return markdownToHast(segment.text);
    case "cta":
      return [h("cta-button", { label: segment.label, href: segment.href, variant: segment.variant })];
    case "callout":
      return [h("callout", { type: segment.type }, markdownToHast(segment.text))];
    case "faq":
      return segment.items.length > 0 ? [h("faq-accordion", { items: JSON.stringify(segment.items) })] : [];
  }
}

function isElement(node: RootContent | ElementContent): node is Element {
  return node.type === "element";
}

/** Paragraphs that hold only an image become a figure, with the image's title as its caption. */
function figuresFromImageParagraphs(nodes: (RootContent | ElementContent)[]): void {
  nodes.forEach((node, index) => {
    if (!isElement(node)) return;
    const meaningful = node.children.filter((child) => !(child.type === "text" && child.value.trim() === ""));
    const [only] = meaningful;
    if (node.tagName === "p" && meaningful.length === 1 && only && isElement(only) && only.tagName === "img") {
      const caption = typeof only.properties.title === "string" ? only.properties.title : "";
      delete only.properties.title;
      nodes[index] = h("figure", caption ? [only, h("figcaption", caption)] : [only]);
      return;
    }
    figuresFromImageParagraphs(node.children);
  });
}

function removeElements(nodes: (RootContent | ElementContent)[], tagName: string): void {
  for (let index = nodes.length - 1; index >= 0; index -= 1) {
    const node = nodes[index];
    if (!node || !isElement(node)) continue;
    if (node.tagName === tagName) nodes.splice(index, 1);
    else removeElements(node.children, tagName);
  }
}

/** Keeps heading ids that look like our slugs; drops anything else that could clobber the DOM. */
function keepSafeIds(nodes: (RootContent | ElementContent)[]): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    const id = node.properties.id;
    if (id !== undefined && !(typeof id === "string" && SAFE_ID.test(id))) delete node.properties.id;
    keepSafeIds(node.children);
  }
}

/**
 * Drops a src left empty (`![x]()`, or a bare `<img/src/…>` whose unsafe parts were removed): an
 * empty address makes the browser fetch the article page itself as the image.
 */
function dropEmptySources(nodes: (RootContent | ElementContent)[]): void {
  for (const node of nodes) {
    if (!isElement(node)) continue;
    if (typeof node.properties.src === "string" && node.properties.src.trim() === "") delete node.properties.src;
    dropEmptySources(node.children);
  }
}

function stripPositions(nodes: (RootContent | ElementContent)[]): void {
  for (const node of nodes) {
    delete (node as { position?: unknown }).position;
    if ("children" in node) stripPositions(node.children);
  }
}

function sanitizeTree(tree: Root, linkProtocols: readonly string[]): Root {
  const sanitized = unified().use(rehypeSanitize, articleSanitizeSchema(linkProtocols)).runSync(tree) as Root;
  keepSafeIds(sanitized.children);
  dropEmptySources(sanitized.children);
  return sanitized;
}

export function collectHeadings(tree: Root): TocHeading[] {
  const headings: TocHeading[] = [];
  const visit = (nodes: (RootContent | ElementContent)[]) => {
    for (const node of nodes) {
      if (!isElement(node)) continue;
      if ((node.tagName === "h2" || node.tagName === "h3") && typeof node.properties.id === "string") {
        headings.push({ id: node.properties.id, text: toText(node).trim(), depth: node.tagName === "h2" ? 2 : 3 });
      } else if (node.tagName !== "callout" && node.tagName !== "faq-accordion") {
        visit(node.children);
      }
    }
  };
  visit(tree.children);
  return headings;
}

export function readingMinutesFor(plainText: string): number {
  const words = plainText.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** Cuts text to at most `length` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, length: number): string {
  const clean = text.replace(/\s+/g, " ").trim();
  if (clean.length <= length) return clean;
  const cut = clean.slice(0, length - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

function firstParagraphText(tree: Root): string {
  const paragraph = tree.children.find((node) => isElement(node) && node.tagName === "p");
  return paragraph ? toText(paragraph) : toText(tree);
}

/**
 * Article markdown (with shortcodes) to a sanitized tree with heading ids, figures and custom
 * elements (cta-button, callout, faq-accordion), plus what is derived from it.
 */
export function renderArticle(markdown: string, options: RenderArticleOptions = {}): RenderedArticle {
  const linkProtocols = options.linkProtocols ?? ARTICLE_LINK_PROTOCOLS;
  const normalized = normalizeArticleMarkdown(markdown);
  const children = parseArticleSegments(normalized.markdown).flatMap(segmentToHast);
  const assembled: Root = { type: "root", children };
  removeElements(assembled.children, "h1");
  figuresFromImageParagraphs(assembled.children);
  unified().use(rehypeSlug).runSync(assembled);
  const tree = sanitizeTree(assembled, linkProtocols);
  stripPositions(tree.children);
  const plainText = toText(tree).replace(/\s+/g, " ").trim();
  return {
    tree,
    headings: collectHeadings(tree),
    plainText,
    readingMinutes: readingMinutesFor(plainText),
    excerpt: truncateText(firstParagraphText(tree), EXCERPT_LENGTH),
    warnings: normalized.warnings,
  };
}

/** Parses stored article HTML (content_html) and sanitizes it with the same allow-list. */
export function parseStoredArticleHtml(html: string, options: RenderArticleOptions = {}): Root {
  const tree = fromHtml(html, { fragment: true });
  removeElements(tree.children, "h1");
  const sanitized = sanitizeTree(tree, options.linkProtocols ?? ARTICLE_LINK_PROTOCOLS);
  stripPositions(sanitized.children);
  return sanitized;
}

export function articleTreeToHtml(tree: Root): string {
  return toHtml(tree);
}

/** The table of contents as a nested list of links to h2 and h3 headings. */
export function renderTocHtml(headings: TocHeading[]): string {
  if (headings.length === 0) return "";
  const items: Element[] = [];
  let current: Element | null = null;
  for (const heading of headings) {
    const link = h("a", { href: `#${heading.id}` }, heading.text);
    if (heading.depth === 2 || !current) {
      current = h("li", [link]);
      items.push(current);
    } else {
      let nested = current.children.find((child): child is Element => isElement(child) && child.tagName === "ol");
      if (!nested) {
        nested = h("ol", []);
        current.children.push(nested);
      }
      nested.children.push(h("li", [link]));
    }
  }
  return toHtml(h("nav", [h("ol", items)]));
}
