import { toText } from "hast-util-to-text";
import { truncateText } from "./article";
import { renderMarkdownToTree } from "./markdown";

/** Content spec, section 9. */
export const LEARN_TEASER_LENGTH = 200;
export const LEARN_META_DESCRIPTION_LENGTH = 160;

/** Markdown as plain text: symbols, links and formatting gone, whitespace collapsed. */
export function markdownToPlainText(markdown: string): string {
  return toText(renderMarkdownToTree(markdown)).replace(/\s+/g, " ").trim();
}

/** A learn article's teaser and meta description (null when it has no text), from one parse. */
export function learnSummary(articleMd: string): { teaser: string; metaDescription: string | null } {
  const text = markdownToPlainText(articleMd);
  return {
    teaser: truncateText(text, LEARN_TEASER_LENGTH),
    metaDescription: text ? truncateText(text, LEARN_META_DESCRIPTION_LENGTH) : null,
  };
}

export function learnTeaser(articleMd: string): string {
  return learnSummary(articleMd).teaser;
}

export function learnMetaDescription(articleMd: string | null, fallback: string): string {
  return (articleMd && learnSummary(articleMd).metaDescription) || fallback;
}

/** "Learn About {title}" when the category has no article title (content spec, "Learn index"). */
export function learnTitle(articleTitle: string | null, categoryTitle: string): string {
  return articleTitle?.trim() || `Learn About ${categoryTitle}`;
}
