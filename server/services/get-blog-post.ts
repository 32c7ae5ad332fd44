import type { Root } from "hast";
import { LRUCache } from "lru-cache";
import { usableCoverImage } from "../../core/content/admin-post-input";
import { collectHeadings, parseStoredArticleHtml, renderArticle, type TocHeading } from "../../core/content/article";
import { RELATED_POSTS_LIMIT, type PostCategory } from "../../core/content/blog-rules";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import {
  findPublishedPostBySlug,
  findPublishedTwin,
  listRelatedPosts,
  type PostRow,
} from "../repositories/post-repository";
import { otherLanguage, toLanguage, type Language } from "../../core/i18n/languages";
import { drawnShareImage, rasterImageType, SHARE_IMAGE_PATHS, type ShareImage } from "../../core/shared/share-images";
import { toPostCard, type PostCardView } from "./list-blog-posts";

export interface BlogPostView {
  id: string;
  slug: string;
  title: string;
  subtitle: string | null;
  excerpt: string | null;
  coverImageUrl: string | null;
  coverImageCaption: string | null;
  category: PostCategory | null;
  insuranceType: string | null;
  tags: string[];
  readingMin: number;
  /** Published date, else created (ISO). */
  date: string;
  publishedAt: string | null;
  updatedAt: string;
  body: Root;
  toc: Root | null;
  headings: TocHeading[];
  seo: {
    title: string;
    description: string | null;
    canonicalUrl: string | null;
    /** The image a shared link shows; null: the site's own. */
    image: ShareImage | null;
    twitterCard: string | null;
    noindex: boolean;
    jsonld: Record<string, unknown> | null;
  };
  related: PostCardView[];
  /** The post's own language; its address is in that language's blog. */
  language: Language;
  /** The same article in the other language, when it has been translated and published. */
  twin: { language: Language; slug: string } | null;
}

interface RenderedBody {
  body: Root;
  toc: Root | null;
  headings: TocHeading[];
}

// Rendering depends only on the stored text, so the result is kept per post version.
const renderedBodies = new LRUCache<string, RenderedBody>({ max: 200 });

function renderBody(post: PostRow): RenderedBody {
  // A seeded post keeps its content's date through a change of text; its seed hash tells them apart.
  const key = `${post.id}:${post.updatedAt.getTime()}:${post.seedHash ?? ""}`;
  const cached = renderedBodies.get(key);
  if (cached) return cached;
  let rendered: RenderedBody;
  if (post.contentHtml) {
    const body = parseStoredArticleHtml(post.contentHtml);
    rendered = {
      body,
      headings: collectHeadings(body),
      toc: post.tocHtml ? parseStoredArticleHtml(post.tocHtml) : null,
    };
  } else {
    const article = renderArticle(post.contentMd);
    rendered = { body: article.tree, headings: article.headings, toc: null };
  }
  renderedBodies.set(key, rendered);
  return rendered;
}

/**
 * The image a shared link to the post shows (decision 0048): the one staff set for it (a site path or
 * an http(s) URL), if social networks can show it; else the one the build drew from the post's
 * content file, while the post is still that file's text (staff wrote or edited none of it); else its
 * cover, if a raster; else none, which means the site's own. An SVG is never one: Facebook, LinkedIn
 * and X show nothing for it.
 */
function postShareImage(post: PostRow, language: Language, coverImageUrl: string | null): ShareImage | null {
  const raster = (stored: string | null): ShareImage | null => {
    const address = usableCoverImage(stored);
    const type = address ? rasterImageType(address) : null;
    return address && type ? { path: address, type } : null;
  };
  if (post.seedHash)
    return raster(post.ogImage) ?? drawnShareImage(SHARE_IMAGE_PATHS.blog(post.slug, language), post.title);
  return raster(post.ogImage) ?? raster(coverImageUrl);
}

/** A published post ready to show, or null. Related posts that fail to load are logged and left out. */
export async function getBlogPost(
  dependencies: { db: Database; logger: Logger },
  slug: string,
): Promise<BlogPostView | null> {
  const { db, logger } = dependencies;
  const post = await findPublishedPostBySlug(db, slug);
  if (!post) return null;
  const language = toLanguage(post.language);
  const twinLanguage = otherLanguage(language);
  const [related, twin] = await Promise.all([
    post.category
      ? listRelatedPosts(db, {
          category: post.category,
          excludeSlug: post.slug,
          limit: RELATED_POSTS_LIMIT,
          language,
        }).catch((error: unknown) => {
          logger.error({ err: error }, "Error fetching related posts:");
          return [];
        })
      : [],
    findPublishedTwin(db, post, twinLanguage).catch((error: unknown) => {
      logger.error({ err: error }, "Error fetching the post's translation:");
      return null;
    }),
  ]);
  const { body, toc, headings } = renderBody(post);
  const coverImageUrl = usableCoverImage(post.coverImageUrl);
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    subtitle: post.subtitle,
    excerpt: post.excerpt,
    coverImageUrl,
    coverImageCaption: post.coverImageCaption,
    category: post.category,
    insuranceType: post.insuranceType,
    tags: post.tags,
    readingMin: post.readingMin,
    date: (post.publishedAt ?? post.createdAt).toISOString(),
    publishedAt: post.publishedAt?.toISOString() ?? null,
    updatedAt: post.updatedAt.toISOString(),
    body,
    toc,
    headings,
    seo: {
      title: post.seoTitle || post.title,
      description: post.seoDescription || post.excerpt,
      canonicalUrl: post.canonicalUrl,
      image: postShareImage(post, language, coverImageUrl),
      twitterCard: post.twitterCard,
      noindex: post.noindex,
      jsonld: post.jsonld,
    },
    related: related.map(toPostCard),
    language,
    twin: twin ? { language: twinLanguage, slug: twin.slug } : null,
  };
}
