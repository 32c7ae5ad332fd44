import { Check } from "lucide-react";
import { data } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { PATHS } from "../../core/shared/paths";
import { FaqAccordion } from "../components/content/faq-accordion";
import { renderContent } from "../components/content/content-html.server";
import { MarkdownContent } from "../components/content/markdown-content";
import { NotFoundPanel, notFoundScreen } from "../components/layout/not-found-panel";
import { articleJsonLd, breadcrumbJsonLd, faqPageJsonLd, JsonLd } from "../components/seo/json-ld";
import { pageMeta, siteShareImage } from "../components/seo/meta";
import { useLanguage, useLocalizePath, useTranslate } from "../i18n/use-translate";
import { requestLanguage } from "../lib/request-language";
import { comparePagePath, sectionPath } from "../../core/shared/localized-paths";
import { formatLongDate } from "../lib/format-date";
import { useSiteUrl } from "../lib/use-site-url";
import { loadAsDocument, type RouteHandle } from "../lib/page-hydration";
import type { Route } from "./+types/learn-article";
import "../../core/i18n/messages/learn";
import "../../core/i18n/messages/shell";
import { publicPageHeaders } from "../../core/shared/page-cache-header";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;
/** Sent without React's JavaScript; the page script runs its behaviours (decision 0032). */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const found = await context.services.getLearnArticle(
    params.slug,
    createTranslator(language)("learn.description"),
    language,
  );
  const article = found && { ...found, body: found.body && renderContent(found.body, { language }) };
  return data({ article }, { status: article ? 200 : 404 });
}

const NOT_FOUND = notFoundScreen("learn.notFoundTitle", "learn.notFoundMessage", "learn.returnHome", PATHS.home);

export const meta = pageMeta<NonNullable<Route.MetaArgs["data"]>>(
  ({ article }, t) =>
    article && {
      // The spec's title rule: the article title, or "Learn About {title} | QuoteMaple".
      title: article.hasCustomTitle ? article.title : t("learn.metaFallbackTitle", { title: article.categoryTitle }),
      description: article.metaDescription,
      path: sectionPath("learn", article.slug, article.language),
      image: article.shareImage,
      type: "article",
    },
  NOT_FOUND.title,
);

export default function LearnArticle({ loaderData: { article } }: Route.ComponentProps) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const language = useLanguage();
  const siteUrl = useSiteUrl();
  if (!article) return <NotFoundPanel screen={NOT_FOUND} />;
  const quotesHref = localize(`${PATHS.quotes}?category=${article.categorySlug}&from=learn`);
  const path = sectionPath("learn", article.slug, language);
  return (
    <>
      {article.lastUpdated && (
        <JsonLd
          data={articleJsonLd(siteUrl, {
            type: "Article",
            headline: article.title,
            description: article.metaDescription,
            path,
            image: article.shareImage ?? siteShareImage(language),
            // A guide's file carries one date, that of the text shown: it was published then (decision 0048).
            datePublished: article.lastUpdated,
            dateModified: article.lastUpdated,
            language,
          })}
        />
      )}
      <JsonLd
        data={breadcrumbJsonLd(siteUrl, [
          { name: t("breadcrumb.home"), path: localize(PATHS.home) },
          { name: t("learn.title"), path: localize("/learn") },
          { name: article.title, path },
        ])}
      />
      {article.faq.length > 0 && (
        <JsonLd data={faqPageJsonLd(article.faq.map((faq) => ({ question: faq.q, answer: faq.a })))} />
      )}
      <header className="bg-gradient-to-b from-maple-50 to-white">
        <div className="page-container py-12 sm:py-16">
          <h1 className="max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-5xl">{article.title}</h1>
          {article.lastUpdated && (
            <p className="mt-4 text-sm text-slate-600">
              {t("learn.lastUpdated", { date: formatLongDate(article.lastUpdated, language) })}
            </p>
          )}
        </div>
      </header>
      <div className="page-container grid gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <article className="min-w-0">
          {article.body ? (
            <MarkdownContent content={article.body} />
          ) : (
            <p className="text-slate-600">{t("learn.noBody")}</p>
          )}
          <p className="mt-10 max-w-[42rem] rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm leading-relaxed text-slate-600">
            {t("learn.disclosure")}
          </p>
          {article.faq.length > 0 && (
            <div className="max-w-[42rem]">
              <FaqAccordion
                heading={t("content.faqHeading")}
                items={article.faq.map((faq) => ({ question: faq.q, answer: faq.a }))}
              />
            </div>
          )}
        </article>
        <aside aria-labelledby="learn-side" className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <h2 id="learn-side" className="text-xl font-bold">
              {t("learn.sideTitle")}
            </h2>
            <a href={quotesHref} className="button-primary mt-4 w-full">
              {t("learn.sideCta", {
                category: language === "en" ? article.categoryTitle.replace(/ Insurance$/, "") : article.categoryTitle,
              })}
            </a>
            <ul className="mt-5 space-y-2 text-sm text-slate-700">
              {(["learn.bulletFree", "learn.bulletLicensed", "learn.bulletNoObligation"] as const).map((key) => (
                <li key={key} className="flex items-center gap-2">
                  <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
                  {t(key)}
                </li>
              ))}
            </ul>
            <a
              href={comparePagePath(article.categorySlug, null, language)}
              className="mt-5 inline-block text-sm font-semibold text-maple-700 underline underline-offset-4"
            >
              {t("learn.compareLink", { category: article.categoryTitle.toLowerCase() })}
            </a>
          </div>
        </aside>
      </div>
    </>
  );
}
