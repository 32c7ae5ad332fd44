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

export function learnTeaser(articleMd: string): string {
  return truncateText(markdownToPlainText(articleMd), LEARN_TEASER_LENGTH);
}

export function learnMetaDescription(articleMd: string | null, fallback: string): string {
  if (!articleMd) return fallback;
  const text = markdownToPlainText(articleMd);
  return text ? truncateText(text, LEARN_META_DESCRIPTION_LENGTH) : fallback;
}

/** "Learn About {title}" when the category has no article title (content spec, "Learn index"). */
export function learnTitle(articleTitle: string | null, categoryTitle: string): string {
  return articleTitle?.trim() || `Learn About ${categoryTitle}`;
}
