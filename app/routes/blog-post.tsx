import { Clock } from "lucide-react";
import { data, redirect, type MetaDescriptor } from "react-router";
import { PATHS } from "../../core/shared/paths";
import { categoryForInsuranceType } from "../../core/shared/insurance-categories";
import { renderContent } from "../components/content/content-html.server";
import { MarkdownContent } from "../components/content/markdown-content";
import { NotFoundPanel, notFoundMeta, notFoundScreen } from "../components/layout/not-found-panel";
import { articleJsonLd, breadcrumbJsonLd, JsonLd } from "../components/seo/json-ld";
import { buildPageMeta, siteShareImage, siteUrlFromMatches, type Alternates } from "../components/seo/meta";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { categoryLabelKey } from "../features/blog/category-label";
import { CoverImage, PostCard } from "../features/blog/post-card";
import { ReadingProgress } from "../features/blog/reading-progress";
import { ShareBar } from "../features/blog/share-bar";
import { TocSidebar } from "../features/blog/toc-sidebar";
import { useLanguage, useLocalizePath, useTranslate } from "../i18n/use-translate";
import { requestLanguage } from "../lib/request-language";
import { postPath } from "../../core/shared/localized-paths";
import { languageOfPath, otherLanguage } from "../../core/i18n/languages";
import { formatLongDate } from "../lib/format-date";
import { useSiteUrl } from "../lib/use-site-url";
import { loadAsDocument, type RouteHandle } from "../lib/page-hydration";
import type { Route } from "./+types/blog-post";
import "../../core/i18n/messages/blog";
import "../../core/i18n/messages/shell";
import { publicPageHeaders } from "../../core/shared/page-cache-header";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;
/** Sent without React's JavaScript; the page script runs its behaviours (decision 0032). */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const found = await context.services.getBlogPost(params.slug);
  // A post lives in its own language's blog; its slug under the other blog leads there.
  if (found && found.language !== language) throw redirect(postPath(found.slug, found.language), 308);
  const post = found && {
    ...found,
    body: renderContent(found.body, { blogSlug: found.slug, language }),
    toc: found.toc && renderContent(found.toc, { language }),
  };
  // The post's address in each language: its own, and its translation's (null when not translated).
  const alternates: Alternates | null = found && {
    [found.language]: postPath(found.slug, found.language),
    [otherLanguage(found.language)]: found.twin ? postPath(found.twin.slug, found.twin.language) : null,
  };
  return data({ post, alternates }, { status: post ? 200 : 404 });
}

export function meta({ data: loaderData, location, matches }: Route.MetaArgs): MetaDescriptor[] {
  const post = loaderData?.post;
  if (!post) return notFoundMeta("blog.postNotFoundTitle", languageOfPath(location.pathname));
  const siteUrl = siteUrlFromMatches(matches);
  const descriptors = buildPageMeta({
    title: post.seo.title,
    description: post.seo.description,
    path: post.seo.canonicalUrl ?? location.pathname,
    siteUrl,
    image: post.seo.image,
    type: "article",
    noindex: post.seo.noindex,
    twitterCard: post.seo.twitterCard,
    alternates: loaderData.alternates ?? undefined,
  });
  if (post.publishedAt) descriptors.push({ property: "article:published_time", content: post.publishedAt });
  descriptors.push({ property: "article:modified_time", content: post.updatedAt });
  for (const tag of post.tags) descriptors.push({ property: "article:tag", content: tag });
  return descriptors;
}

type PostView = NonNullable<Route.ComponentProps["loaderData"]["post"]>;

/** The post's own structured data when staff wrote it, else a BlogPosting from its fields. */
function postJsonLd(post: PostView, siteUrl: string): Record<string, unknown> {
  if (post.seo.jsonld) return post.seo.jsonld;
  return articleJsonLd(siteUrl, {
    type: "BlogPosting",
    headline: post.title,
    description: post.seo.description,
    path: postPath(post.slug, post.language),
    image: post.seo.image ?? siteShareImage(post.language),
    datePublished: post.publishedAt ?? post.date,
    dateModified: post.updatedAt,
    language: post.language,
    keywords: post.tags,
  });
}

const NOT_FOUND = notFoundScreen("blog.postNotFoundTitle", "blog.postNotFoundMessage", "blog.backToBlog", PATHS.blog);

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const language = useLanguage();
  const siteUrl = useSiteUrl();
  const { post } = loaderData;
  if (!post) return <NotFoundPanel screen={NOT_FOUND} />;
  const path = postPath(post.slug, post.language);
  const url = `${siteUrl}${path}`;
  const category = categoryForInsuranceType(post.insuranceType);
  const quotesHref = localize(
    `${PATHS.quotes}?${category ? `category=${category}&` : ""}from=blog&blog=${encodeURIComponent(post.slug)}`,
  );
  return (
    <>
      <ReadingProgress />
      <JsonLd data={postJsonLd(post, siteUrl)} />
      <JsonLd
        data={breadcrumbJsonLd(siteUrl, [
          { name: t("breadcrumb.home"), path: localize(PATHS.home) },
          { name: t("nav.blog"), path: localize(PATHS.blog) },
          { name: post.title, path },
        ])}
      />
      <ShareBar url={url} title={post.title} />
      <div className="page-container grid gap-12 py-8 lg:grid-cols-[minmax(0,1fr)_16rem] lg:py-12">
        <article className="min-w-0">
          <Breadcrumb items={[{ label: t("nav.blog"), href: localize(PATHS.blog) }, { label: post.title }]} />
          <header className="mt-6 max-w-[42rem]">
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-600">
              {post.category && (
                <span className="rounded-full bg-maple-50 px-2.5 py-0.5 text-xs font-semibold text-maple-700">
                  {t(categoryLabelKey(post.category))}
                </span>
              )}
              <time dateTime={post.date}>{formatLongDate(post.date, language)}</time>
              <span className="inline-flex items-center gap-1">
                <Clock aria-hidden="true" className="h-4 w-4" />
                {t("blog.readingTime", { minutes: post.readingMin })}
              </span>
              <span>{t("blog.byline", { author: t("blog.author") })}</span>
            </p>
            <h1 className="mt-4 text-3xl font-bold leading-tight tracking-tight sm:text-4xl">{post.title}</h1>
            {post.subtitle && <p className="mt-3 text-lg leading-relaxed text-slate-600">{post.subtitle}</p>}
          </header>
          {post.coverImageUrl && (
            <figure className="mt-8 max-w-[48rem]">
              <CoverImage src={post.coverImageUrl} eager className="rounded-2xl" />
              {post.coverImageCaption && (
                <figcaption className="mt-2 text-sm text-slate-600">{post.coverImageCaption}</figcaption>
              )}
            </figure>
          )}
          {post.toc && (
            <details className="mt-8 max-w-[42rem] rounded-xl border border-slate-200 bg-slate-50 px-5 py-3 lg:hidden">
              <summary className="cursor-pointer py-1 font-semibold text-navy-900">{t("blog.inThisArticle")}</summary>
              <MarkdownContent content={post.toc} className="toc-inline mt-2 text-[15px]" />
            </details>
          )}
          <MarkdownContent content={post.body} className="mt-8" />
          <aside
            aria-labelledby="get-quotes-heading"
            className="mt-12 max-w-[42rem] rounded-2xl bg-navy-900 p-6 text-center sm:p-8"
          >
            <h2 id="get-quotes-heading" className="text-2xl font-bold text-white">
              {t("blog.getQuotesTitle")}
            </h2>
            <p className="mt-2 text-slate-300">{t("blog.getQuotesText")}</p>
            <a href={quotesHref} className="button-primary mt-5">
              {t("blog.getQuotes")}
            </a>
          </aside>
        </article>
        <TocSidebar headings={post.headings} />
      </div>
      {post.related.length > 0 && (
        <section className="border-t border-slate-200 bg-slate-50" aria-labelledby="related-heading">
          <div className="page-container py-12">
            <h2 id="related-heading" className="text-2xl font-bold">
              {t("blog.relatedArticles")}
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-3">
              {post.related.map((related) => (
                <PostCard key={related.slug} post={related} compact headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}
