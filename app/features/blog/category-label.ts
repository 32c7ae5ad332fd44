import type { PostCategory } from "../../../core/content/blog-rules";
import type { MessageKey } from "../../../core/i18n/messages-en";
import "../../../core/i18n/messages/blog";

export function categoryLabelKey(category: PostCategory): MessageKey {
  return `blog.category.${category}`;
}
