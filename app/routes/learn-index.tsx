import { ArrowRight } from "lucide-react";
import { loadAsDocument, type RouteHandle } from "../lib/page-hydration";
import { useNavigation } from "react-router";
import { PATHS } from "../../core/shared/paths";
import { staticPageMeta } from "../components/seo/meta";
import { useLanguage, useLocalizePath, useTranslate } from "../i18n/use-translate";
import { requestLanguage } from "../lib/request-language";
import { sectionPath } from "../../core/shared/localized-paths";
import { formatMonthYear } from "../lib/format-date";
import type { Route } from "./+types/learn-index";
import "../../core/i18n/messages/learn";
import { publicPageHeaders } from "../../core/shared/page-cache-header";
import { CallToAction } from "../components/ui/titled-section";
import { PageHeader } from "../components/layout/page-header";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;

/** Sent without React's JavaScript: the page script carries its behaviours (decision 0032). */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export async function loader({ context, request }: Route.LoaderArgs) {
  return { articles: await context.services.listLearnArticles(requestLanguage(request)) };
}

export const meta = staticPageMeta("learn.metaTitle", "learn.description", "/learn");

export default function LearnIndex({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const language = useLanguage();
  const navigation = useNavigation();
  const { articles } = loaderData;
  const isLoading = navigation.state === "loading" && navigation.location.pathname === localize("/learn");
  return (
    <div className="page-container py-12 sm:py-16">
      <PageHeader title={t("learn.title")} intro={t("learn.intro")} />
      {isLoading ? (
        <p className="mt-10 text-slate-600" role="status">
          {t("learn.loading")}
        </p>
      ) : articles.length === 0 ? (
        <p className="mt-10 text-slate-600">{t("learn.empty")}</p>
      ) : (
        <ul className="mt-10 grid gap-6 md:grid-cols-2">
          {articles.map((article) => (
            <li key={article.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <h2 className="text-xl font-semibold leading-snug">{article.title}</h2>
              <p className="mt-3 flex-1 leading-relaxed text-slate-600">{article.teaser}</p>
              <div className="mt-5 flex flex-wrap items-center justify-between gap-3">
                {article.lastUpdated && (
                  <p className="text-sm text-slate-600">
                    {t("learn.updated", { date: formatMonthYear(article.lastUpdated, language) })}
                  </p>
                )}
                <a
                  href={sectionPath("learn", article.slug, language)}
                  className="inline-flex items-center gap-1 font-semibold text-maple-700 hover:underline"
                >
                  {t("learn.readArticle")}
                  <span className="sr-only">: {article.title}</span>
                  <ArrowRight aria-hidden="true" className="h-4 w-4" />
                </a>
              </div>
            </li>
          ))}
        </ul>
      )}
      <CallToAction
        id="learn-ready"
        words={[t("learn.readyTitle"), t("learn.readyText"), t("learn.readyCta")]}
        href={localize(`${PATHS.quotes}?from=learn`)}
      />
    </div>
  );
}
