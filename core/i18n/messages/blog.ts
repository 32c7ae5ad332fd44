import { registerMessages } from "../registry";

/**
 * The blog index, its articles and the category names the post editor reuses.
 */
export const BLOG_MESSAGES = {
  "blog.title": "{brand} Blog",
  "blog.metaTitle": "Insurance Tips, Guides and News",
  "blog.subtitle": "Expert insights, tips, and guides to help you save on insurance",
  "blog.description":
    "Plain-language guides, tips and news on car, home, travel and life insurance in Canada, from the QuoteMaple editorial team.",
  "blog.filterLabel": "Filter",
  "blog.filterGroupLabel": "Filter posts by category",
  "blog.allPosts": "All Posts",
  "blog.category.guides": "Guides",
  "blog.category.tips": "Tips",
  "blog.category.news": "News",
  "blog.category.resources": "Resources",
  "blog.readingTime": "{minutes} min read",
  "blog.noPosts": "No posts found",
  "blog.clearFilter": "Clear filter",
  "blog.previous": "Previous",
  "blog.next": "Next",
  "blog.pageOf": "Page {page} of {total}",
  "blog.paginationLabel": "Blog pages",
  "blog.byline": "by {author}",
  "blog.author": "the QuoteMaple Editorial Team",
  "blog.backToBlog": "Back to Blog",
  "blog.copyLink": "Copy link",
  "blog.linkCopied": "Link copied to clipboard!",
  "blog.linkCopyFailed": "Could not copy the link. You can copy it from the address bar.",
  "blog.shareOnX": "Share on X",
  "blog.shareOnFacebook": "Share on Facebook",
  "blog.shareLabel": "Share this article",
  "blog.getQuotes": "Get Quotes",
  "blog.getQuotesTitle": "See what you could pay",
  "blog.getQuotesText": "Compare estimates from licensed Canadian providers in about a minute. No phone number needed.",
  "blog.relatedArticles": "Related Articles",
  "blog.tableOfContents": "Table of Contents",
  "blog.inThisArticle": "In this article",
  "blog.readingProgress": "Reading progress",
  "blog.postNotFoundTitle": "Post Not Found",
  "blog.postNotFoundMessage": "The blog post you're looking for doesn't exist or has been removed.",
} as const;

registerMessages("en", BLOG_MESSAGES, "blog");
