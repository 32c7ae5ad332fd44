import { preparePublishedArticle } from "../../core/content/prepare-published-article";
import type { posts } from "../schema";

export type NewPost = typeof posts.$inferInsert;

let sequence = 0;

/**
 * A post ready to insert. Published posts get what publishing derives from the markdown
 * (content_html, toc_html, reading minutes, excerpt). Used by the seed and by tests.
 */
export function buildPost(overrides: Partial<NewPost> = {}): NewPost {
  sequence += 1;
  const status = overrides.status ?? "published";
  const contentMd = overrides.contentMd ?? `An article about insurance number ${sequence}.\n\n## Section\n\nMore text.`;
  const publishedAt =
    status === "published" ? (overrides.publishedAt ?? new Date(Date.UTC(2026, 0, (sequence % 28) + 1))) : null;
  const derived = status === "published" ? preparePublishedArticle(contentMd, overrides.excerpt) : null;
  return {
    title: `Insurance article ${sequence}`,
    slug: `insurance-article-${sequence}`,
    category: "guides",
    insuranceType: "car",
    tags: [],
    ...(derived
      ? {
          contentHtml: derived.contentHtml,
          tocHtml: derived.tocHtml,
          readingMin: derived.readingMin,
          excerpt: derived.excerpt,
        }
      : {}),
    ...overrides,
    contentMd,
    excerpt: derived ? derived.excerpt : (overrides.excerpt ?? null),
    status,
    publishedAt,
    ...(publishedAt ? { createdAt: overrides.createdAt ?? publishedAt } : {}),
  };
}
