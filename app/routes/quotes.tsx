import { data } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { INSURANCE_CATEGORIES } from "../../core/shared/insurance-categories";
import { PATHS } from "../../core/shared/paths";
import { readPrivacyKeyCookie } from "../../core/shared/privacy-key";
import { findProvinceByCode } from "../../core/shared/provinces";
import { NotFoundPanel } from "../components/layout/not-found-panel";
import { buildPageMeta, siteUrlFromMatches } from "../components/seo/meta";
import { Breadcrumb, type BreadcrumbItem } from "../components/ui/breadcrumb";
import { QuoteResults } from "../features/quotes/quote-results";
import { QuoteWizard } from "../features/quotes/quote-wizard";
import { parseQuotesSearch, type QuotesSearch } from "../features/quotes/quotes-search";
import { useTranslate } from "../i18n/use-translate";
import type { Route } from "./+types/quotes";
import "../../core/i18n/messages/quotes";

/** Results differ for the browser that asked for them (ADR 0027): never kept by a shared cache. */
export function headers(): Record<string, string> {
  return { "Cache-Control": "private, no-cache", Vary: "Cookie" };
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const search = parseQuotesSearch(new URL(request.url).searchParams);
  const currentYear = new Date().getUTCFullYear();
  if (search.session === null) return data({ search, currentYear, view: null, missing: false });
  // Only the browser that made the session sees the visitor's details (ADR 0027); a shared link does not.
  const privacyKey = readPrivacyKeyCookie(request.headers.get("cookie"));
  const view = await context.services.getQuoteSessionView(search.session, privacyKey);
  return data({ search, currentYear, view, missing: view === null }, { status: view ? 200 : 404 });
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const t = createTranslator();
  const isResults = Boolean(loaderData?.search.session);
  return buildPageMeta({
    title: isResults ? t("quotes.resultsMetaTitle") : t("quotes.metaTitle"),
    description: t("quotes.metaDescription"),
    path: PATHS.quotes,
    siteUrl: siteUrlFromMatches(matches),
    // A visitor's results are private to whoever holds the link.
    noindex: isResults,
  });
}

/** The breadcrumb follows where the visitor came from: a blog article, a guide, a province page or none. */
function breadcrumbFor(search: QuotesSearch, t: ReturnType<typeof useTranslate>): BreadcrumbItem[] {
  const here = { label: t("quotes.breadcrumb") };
  if (search.from === "blog") {
    return [{ label: t("quotes.breadcrumbBlog"), href: search.blog ? PATHS.blogPost(search.blog) : PATHS.blog }, here];
  }
  if (search.from === "learn") {
    const category = INSURANCE_CATEGORIES.find((item) => item.slug === search.category);
    return [
      { label: t("quotes.breadcrumbLearn"), href: "/learn" },
      ...(category ? [{ label: category.title, href: PATHS.learn(category.learnSlug) }] : []),
      here,
    ];
  }
  if (search.from === "province" && search.province) {
    const province = findProvinceByCode(search.province);
    if (province) return [{ label: province.name, href: PATHS.province(province.slug) }, here];
  }
  return [here];
}

export default function QuotesPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { search, currentYear, view, missing } = loaderData;
  if (missing) {
    return (
      <NotFoundPanel
        titleKey="quotes.results.notFoundTitle"
        messageKey="quotes.results.notFoundMessage"
        linkKey="quotes.results.startOver"
        href={PATHS.quotes}
      />
    );
  }
  if (view) {
    return (
      <div className="bg-slate-50">
        <div className="page-container py-8 sm:py-12">
          <QuoteResults view={view} />
        </div>
      </div>
    );
  }
  return (
    <div className="bg-slate-50">
      <div className="page-container py-8 sm:py-12">
        <Breadcrumb items={breadcrumbFor(search, t)} />
        <div className="mx-auto mt-6 max-w-2xl">
          <h1 className="text-3xl font-bold sm:text-4xl">{t("quotes.title")}</h1>
          <p className="mt-2 text-slate-700">{t("quotes.subtitle")}</p>
          <div className="mt-6">
            <QuoteWizard search={search} currentYear={currentYear} />
          </div>
        </div>
      </div>
    </div>
  );
}
