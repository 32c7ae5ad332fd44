import { articleTreeToHtml, renderArticle, renderTocHtml, type RenderArticleOptions } from "./article";

export interface PublishedArticleFields {
  contentHtml: string;
  tocHtml: string | null;
  readingMin: number;
  excerpt: string;
}

/**
 * What publishing stores next to the markdown source: sanitized HTML with the removals applied,
 * the table of contents, reading minutes, and an excerpt when the author wrote none.
 */
export function preparePublishedArticle(
  contentMd: string,
  existingExcerpt: string | null | undefined,
  options: RenderArticleOptions = {},
): PublishedArticleFields {
  const rendered = renderArticle(contentMd, options);
  return {
    contentHtml: articleTreeToHtml(rendered.tree),
    tocHtml: rendered.headings.length > 0 ? renderTocHtml(rendered.headings) : null,
    readingMin: rendered.readingMinutes,
    excerpt: existingExcerpt?.trim() ? existingExcerpt.trim() : rendered.excerpt,
  };
}
