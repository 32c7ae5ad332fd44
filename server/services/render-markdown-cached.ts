import type { Root } from "hast";
import { LRUCache } from "lru-cache";
import { parseStoredArticleHtml } from "../../core/content/article";
import { renderMarkdownToTree, type RenderMarkdownOptions } from "../../core/content/markdown";

// Rendering is pure, so the same source always gives the same tree; keeping recent results
// saves the parse on every page view (about 1 ms per section).
const cache = new LRUCache<string, Root, { markdown: string; options: RenderMarkdownOptions }>({
  max: 500,
  maxSize: 20_000_000,
  sizeCalculation: (_tree, key) => key.length * 4,
  memoMethod: (_key, _stale, { context }) => renderMarkdownToTree(context.markdown, context.options),
});

/** renderMarkdownToTree with a process-wide cache. Callers must not mutate the returned tree. */
export function renderMarkdownCached(markdown: string, options: RenderMarkdownOptions = {}): Root {
  const key = `${(options.linkProtocols ?? []).join(",")}\u0000${markdown}`;
  return cache.memo(key, { context: { markdown, options } });
}

const storedHtmlTrees = new LRUCache<string, Root>({
  max: 200,
  maxSize: 20_000_000,
  sizeCalculation: (_tree, html) => html.length * 4 || 1,
  memoMethod: (html) => parseStoredArticleHtml(html),
});

/**
 * parseStoredArticleHtml with a process-wide cache: the same stored HTML gives the same tree object,
 * so what is rendered from it once (app/components/content/content-html.server.tsx) is kept too.
 */
export function parseStoredHtmlCached(html: string): Root {
  return storedHtmlTrees.memo(html);
}
