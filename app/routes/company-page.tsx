import { data } from "react-router";
import { loadAsDocument, type RouteHandle } from "../lib/page-hydration";
import { PATHS } from "../../core/shared/paths";
import { renderContent } from "../components/content/content-html.server";
import { MarkdownContent } from "../components/content/markdown-content";
import { NotFoundPanel, notFoundScreen } from "../components/layout/not-found-panel";
import { breadcrumbJsonLd, JsonLd } from "../components/seo/json-ld";
import { pageMeta } from "../components/seo/meta";
import { useSiteUrl } from "../lib/use-site-url";
import { useLanguage, useLocalizePath, useTranslate } from "../i18n/use-translate";
import { requestLanguage } from "../lib/request-language";
import { sectionPath } from "../../core/shared/localized-paths";
import type { Route } from "./+types/company-page";
import "../../core/i18n/messages/shell";
import { publicPageHeaders } from "../../core/shared/page-cache-header";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;

/** Sent without React's JavaScript: the page script carries its behaviours (decision 0032). */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const found = await context.services.getCompanyPage(params.slug, language);
  const page = found && {
    ...found,
    sections: found.sections.map((section) => ({ ...section, body: renderContent(section.body, { language }) })),
  };
  return data({ page }, { status: page ? 200 : 404 });
}

const NOT_FOUND = notFoundScreen("company.notFoundTitle", "company.notFoundMessage", "company.goHome", PATHS.home);

export const meta = pageMeta<NonNullable<Route.MetaArgs["data"]>>(
  ({ page }) => page && { title: page.metaTitle, description: page.metaDescription },
  NOT_FOUND.title,
);

export default function CompanyPage({ loaderData: { page } }: Route.ComponentProps) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const language = useLanguage();
  const siteUrl = useSiteUrl();
  if (!page) return <NotFoundPanel screen={NOT_FOUND} />;
  return (
    <article>
      <JsonLd
        data={breadcrumbJsonLd(siteUrl, [
          { name: t("breadcrumb.home"), path: localize(PATHS.home) },
          { name: page.title, path: sectionPath("company", page.slug, language) },
        ])}
      />
      <header className="bg-gradient-to-b from-maple-50 to-white">
        <div className="page-container py-14 sm:py-20">
          <h1 className="max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-5xl">{page.heroTitle}</h1>
          {page.heroSubtitle && (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{page.heroSubtitle}</p>
          )}
        </div>
      </header>
      <div className="page-container space-y-16 py-12 sm:py-16">
        {page.sections.map((section, index) => (
          <section
            key={section.title}
            className={section.imageUrl ? "grid items-center gap-8 lg:grid-cols-2 lg:gap-12" : ""}
            aria-labelledby={`section-${index}`}
          >
            <div className={section.imageUrl && index % 2 === 1 ? "lg:order-2" : ""}>
              <h2 id={`section-${index}`} className="text-2xl font-bold sm:text-3xl">
                {section.title}
              </h2>
              <MarkdownContent content={section.body} className="mt-4" />
            </div>
            {section.imageUrl && (
              <img
                src={section.imageUrl}
                alt=""
                width={480}
                height={320}
                loading={index === 0 ? "eager" : "lazy"}
                className="mx-auto w-full max-w-md rounded-2xl bg-slate-50"
              />
            )}
          </section>
        ))}
      </div>
      {page.cta && (
        <section className="bg-navy-900">
          <div className="page-container flex flex-col items-center gap-4 py-14 text-center">
            <h2 className="text-3xl font-bold text-white">{page.cta.title}</h2>
            {page.cta.subtitle && <p className="max-w-xl text-lg text-slate-300">{page.cta.subtitle}</p>}
            <a href={localize(page.cta.buttonLink || PATHS.quotes)} className="button-primary mt-2">
              {page.cta.buttonText || t("company.defaultCtaButton")}
            </a>
          </div>
        </section>
      )}
    </article>
  );
}
