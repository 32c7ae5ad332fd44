import type { Element, Root, RootContent } from "hast";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";

/** Link schemes allowed in articles and company pages (content spec, "Article shortcodes"). */
export const ARTICLE_LINK_PROTOCOLS = ["http", "https", "irc", "ircs", "mailto", "xmpp"] as const;

export interface RenderMarkdownOptions {
  linkProtocols?: readonly string[];
}

function sanitizeSchemaFor(linkProtocols: readonly string[]): SanitizeSchema {
  return {
    ...defaultSchema,
    protocols: { ...defaultSchema.protocols, href: [...linkProtocols], src: ["http", "https"] },
  };
}

/** Drops source positions so the tree is small enough to send from a loader to the browser. */
function stripPositions<T extends Root | RootContent>(node: T): T {
  delete (node as { position?: unknown }).position;
  if ("children" in node) node.children.forEach((child) => stripPositions(child));
  return node;
}

/**
 * Markdown (with GFM) to a sanitized HTML syntax tree. Raw HTML in the source is dropped and only
 * allow-listed elements, attributes and URL schemes survive.
 */
export function renderMarkdownToTree(markdown: string, options: RenderMarkdownOptions = {}): Root {
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize, sanitizeSchemaFor(options.linkProtocols ?? ARTICLE_LINK_PROTOCOLS));
  const tree = processor.runSync(processor.parse(markdown)) as Root;
  return stripPositions(tree);
}

export function isElement(node: RootContent): node is Element {
  return node.type === "element";
}
