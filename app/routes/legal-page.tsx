import { data } from "react-router";
import { loadAsDocument, type RouteHandle } from "../lib/page-hydration";
import { renderContent } from "../components/content/content-html.server";
import { MarkdownContent } from "../components/content/markdown-content";
import { NotFoundScreen } from "../components/layout/not-found-screen";
import { pageMeta } from "../components/seo/meta";
import { useLanguage, useTranslate } from "../i18n/use-translate";
import { requestLanguage } from "../lib/request-language";
import { formatLongDate } from "../lib/format-date";
import type { Route } from "./+types/legal-page";
import "../../core/i18n/messages/shell";
import { publicPageHeaders } from "../../core/shared/page-cache-header";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;

/** Sent without React's JavaScript: the page script carries its behaviours (decision 0032). */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const found = await context.services.getLegalPage(params.slug, language);
  const page = found && { ...found, body: renderContent(found.body, { language }) };
  return data({ page }, { status: page ? 200 : 404 });
}

export const meta = pageMeta<NonNullable<Route.MetaArgs["data"]>>(
  ({ page }) => page && { title: page.title, description: page.description },
);

export default function LegalPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const language = useLanguage();
  const { page } = loaderData;
  if (!page) return <NotFoundScreen />;
  return (
    <article className="page-container py-12 sm:py-16">
      <header className="max-w-[42rem]">
        <h1 className="text-4xl font-bold tracking-tight">{page.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          {t("legal.lastUpdated", { date: formatLongDate(page.updated, language) })}
        </p>
      </header>
      <MarkdownContent content={page.body} className="mt-8" />
    </article>
  );
}
