import type { Root } from "hast";
import { LRUCache } from "lru-cache";
import { LEARN_LINK_PROTOCOLS, renderArticle } from "../../core/content/article";
import { learnSummary, learnTitle } from "../../core/content/learn-rules";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import type { Language } from "../../core/i18n/languages";
import { drawnShareImage, SHARE_IMAGE_PATHS, type ShareImage } from "../../core/shared/share-images";
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
  /** The image the build drew from the guide's content file (decision 0048); null: the site's own. */
  shareImage: ShareImage | null;
  /** The date of the guide's text, from its content file: its datePublished and dateModified. */
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
  const articleSlug = category.articleSlug ?? category.slug;
  const title = learnTitle(category.articleTitle, category.title);
  return {
    categorySlug: category.slug,
    categoryTitle: category.title,
    slug: articleSlug,
    title,
    hasCustomTitle: Boolean(category.articleTitle?.trim()),
    metaDescription: (category.articleMd && summaries.memo(category.articleMd).metaDescription) || defaultDescription,
    // Guides come from content files only; one that is not (no seed hash) has no drawn image.
    shareImage: category.seedHash ? drawnShareImage(SHARE_IMAGE_PATHS.learn(articleSlug, language), title) : null,
    lastUpdated: category.articleLastUpdated,
    body,
    faq: category.articleFaq,
    language,
  };
}
