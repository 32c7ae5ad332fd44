import type { Root } from "hast";
import { LRUCache } from "lru-cache";
import { LEARN_LINK_PROTOCOLS, renderArticle } from "../../core/content/article";
import { learnSummary, learnTitle } from "../../core/content/learn-rules";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import type { Language } from "../../core/i18n/languages";
import { findActiveCategory, listLearnCategories } from "../repositories/category-repository";

export interface LearnCardView {
  slug: string;
  title: string;
  teaser: string;
  lastUpdated: string | null;
}

export interface LearnArticleView {
  categorySlug: string;
  categoryTitle: string;
  slug: string;
  title: string;
  hasCustomTitle: boolean;
  metaDescription: string;
  ogImageUrl: string | null;
  lastUpdated: string | null;
  body: Root | null;
  faq: { q: string; a: string }[];
  language: Language;
}

const bodies = new LRUCache<string, Root>({ max: 50 });

/**
 * A learn article's teaser and meta description read the whole article as plain text (a markdown
 * parse, ~10 ms for a long one): worked out once per article text, not on every view of /learn.
 */
const summaries = new LRUCache<string, ReturnType<typeof learnSummary>>({
  max: 100,
  maxSize: 20_000_000,
  sizeCalculation: (_summary, markdown) => markdown.length * 2 || 1,
  memoMethod: (markdown) => learnSummary(markdown),
});

/** The learn index: active categories that have an article, by display order. */
export async function listLearnArticles(
  dependencies: { db: Database; logger: Logger },
  language: Language,
): Promise<LearnCardView[]> {
  try {
    const rows = await listLearnCategories(dependencies.db, language);
    return rows.map((row) => ({
      slug: row.articleSlug ?? row.slug,
      title: learnTitle(row.articleTitle, row.title),
      teaser: summaries.memo(row.articleMd ?? "").teaser,
      lastUpdated: row.articleLastUpdated,
    }));
  } catch (error) {
    dependencies.logger.error({ err: error }, "learn index load failed");
    return [];
  }
}

/** One learn article; learn articles allow only http, https and mailto links. */
export async function getLearnArticle(
  dependencies: { db: Database; logger: Logger },
  slug: string,
  defaultDescription: string,
  language: Language,
): Promise<LearnArticleView | null> {
  const category = await findActiveCategory(dependencies.db, slug, language);
  if (!category) return null;
  let body: Root | null = null;
  if (category.articleMd) {
    const key = `${language}:${category.slug}:${category.updatedAt.getTime()}`;
    body = bodies.get(key) ?? renderArticle(category.articleMd, { linkProtocols: LEARN_LINK_PROTOCOLS }).tree;
    bodies.set(key, body);
  }
  return {
    categorySlug: category.slug,
    categoryTitle: category.title,
    slug: category.articleSlug ?? category.slug,
    title: learnTitle(category.articleTitle, category.title),
    hasCustomTitle: Boolean(category.articleTitle?.trim()),
    metaDescription: (category.articleMd && summaries.memo(category.articleMd).metaDescription) || defaultDescription,
    ogImageUrl: category.articleOgImageUrl,
    lastUpdated: category.articleLastUpdated,
    body,
    faq: category.articleFaq,
    language,
  };
}
