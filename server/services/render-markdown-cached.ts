import type { Root } from "hast";
import { LRUCache } from "lru-cache";
import { parseStoredArticleHtml } from "../../core/content/article";
import { renderMarkdownToTree, type RenderMarkdownOptions } from "../../core/content/markdown";

// Rendering is pure, so the same source always gives the same tree; keeping recent results
// saves the parse on every page view (about 1 ms per section).
const cache = new LRUCache<string, Root>({
  max: 500,
  maxSize: 20_000_000,
  sizeCalculation: (_tree, key) => key.length * 4,
});

/** renderMarkdownToTree with a process-wide cache. Callers must not mutate the returned tree. */
export function renderMarkdownCached(markdown: string, options: RenderMarkdownOptions = {}): Root {
  const key = `${(options.linkProtocols ?? []).join(",")}\u0000${markdown}`;
  let tree = cache.get(key);
  if (!tree) {
    tree = renderMarkdownToTree(markdown, options);
    cache.set(key, tree);
  }
  return tree;
}

const storedHtmlTrees = new LRUCache<string, Root>({
  max: 200,
  maxSize: 20_000_000,
  sizeCalculation: (_tree, html) => html.length * 4 || 1,
});

/**
 * parseStoredArticleHtml with a process-wide cache: the same stored HTML gives the same tree object,
 * so what is rendered from it once (app/components/content/content-html.server.tsx) is kept too.
 */
export function parseStoredHtmlCached(html: string): Root {
  let tree = storedHtmlTrees.get(html);
  if (!tree) {
    tree = parseStoredArticleHtml(html);
    storedHtmlTrees.set(html, tree);
  }
  return tree;
}
