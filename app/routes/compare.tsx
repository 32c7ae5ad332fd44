import { data } from "react-router";
import { loadAsDocument, type RouteHandle } from "../lib/page-hydration";
import { PATHS } from "../../core/shared/paths";
import { FaqAccordion } from "../components/content/faq-accordion";
import { HowItWorksSteps } from "../components/content/how-it-works-steps";
import { NotFoundPanel, notFoundScreen } from "../components/layout/not-found-panel";
import { breadcrumbJsonLd, faqPageJsonLd, JsonLd } from "../components/seo/json-ld";
import { pageMeta } from "../components/seo/meta";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { CheckList } from "../components/ui/check-list";
import { PillNav } from "../components/ui/pill-link";
import { useLanguage, useLocalizePath, useTranslate } from "../i18n/use-translate";
import { requestLanguage } from "../lib/request-language";
import { comparePagePath, sectionPath, twinPath } from "../../core/shared/localized-paths";
import { useSiteUrl } from "../lib/use-site-url";
import type { Route } from "./+types/compare";
import "../../core/i18n/messages/learn";
import "../../core/i18n/messages/shell";
import { publicPageHeaders } from "../../core/shared/page-cache-header";
import { TitledSection } from "../components/ui/titled-section";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;

/** Sent without React's JavaScript: the page script carries its behaviours (decision 0032). */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  // A French address names the category and province in French: read them from its English twin.
  const english = language === "en" ? null : twinPath(new URL(request.url).pathname, "en");
  if (language !== "en" && !english) throw data(null, { status: 404 });
  const [, , category = params.category, province = params.province] = english?.split("/") ?? [];
  const result = await context.services.getComparisonPage(category, province, language);
  if (result.status === "province_not_found") throw data(null, { status: 404 });
  return data(
    { page: result.status === "found" ? result.page : null },
    { status: result.status === "found" ? 200 : 404 },
  );
}

const NOT_FOUND = notFoundScreen(
  "compare.categoryNotFound",
  "compare.categoryNotFoundMessage",
  "compare.goHome",
  PATHS.home,
);

export const meta = pageMeta<NonNullable<Route.MetaArgs["data"]>>(
  ({ page }) =>
    page && {
      title: page.content.seoTitle ?? page.content.heroHeading ?? page.category.title,
      description: page.content.metaDescription,
      path: comparePagePath(page.category.slug, page.province?.slug, page.language),
    },
  NOT_FOUND.title,
);

export default function ComparePage({ loaderData: { page } }: Route.ComponentProps) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const language = useLanguage();
  const siteUrl = useSiteUrl();
  if (!page) return <NotFoundPanel screen={NOT_FOUND} />;
  const { category, province, content } = page;
  const comparePathIn = (categorySlug: string, provinceSlug?: string | null) =>
    comparePagePath(categorySlug, provinceSlug, language);
  const quotesHref = localize(
    `${PATHS.quotes}?category=${category.slug}${province ? `&province=${province.code.toLowerCase()}` : ""}&from=compare`,
  );
  const trail = [
    { label: category.title, href: province ? comparePathIn(category.slug) : undefined },
    ...(province ? [{ label: province.name }] : []),
  ];
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(siteUrl, [
          { name: t("breadcrumb.home"), path: localize(PATHS.home) },
          { name: category.title, path: comparePathIn(category.slug) },
          ...(province ? [{ name: province.name, path: comparePathIn(category.slug, province.slug) }] : []),
        ])}
      />
      {content.faq.length > 0 && <JsonLd data={faqPageJsonLd(content.faq)} />}
      <section className="bg-gradient-to-b from-maple-50 to-white">
        <div className="page-container py-10 sm:py-16">
          <Breadcrumb items={trail} />
          {content.heroLabel && (
            <p className="mt-6 text-sm font-semibold uppercase tracking-wide text-maple-700">{content.heroLabel}</p>
          )}
          <h1 className="mt-2 max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
            {content.heroHeading ?? category.title}
          </h1>
          {content.heroSubtext && (
            <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{content.heroSubtext}</p>
          )}
          <a href={quotesHref} className="button-primary mt-8">
            {t("compare.cta", { category: category.title.replace(/ Insurance$/, "").toLowerCase() })}
          </a>
        </div>
      </section>
      <TitledSection id="compare-how" title={t("compare.howTitle")} className="page-container py-14">
        <HowItWorksSteps />
      </TitledSection>
      <div className="page-container grid gap-12 pb-12 lg:grid-cols-2">
        {content.coveragePoints.length > 0 && (
          <section aria-labelledby="compare-coverage">
            <h2 id="compare-coverage" className="text-2xl font-bold">
              {t("compare.coverageTitle")}
            </h2>
            <CheckList items={content.coveragePoints} />
          </section>
        )}
        {content.saveTips.length > 0 && (
          <section aria-labelledby="compare-tips">
            <h2 id="compare-tips" className="text-2xl font-bold">
              {t("compare.tipsTitle")}
            </h2>
            <CheckList items={content.saveTips} tone="maple" />
          </section>
        )}
      </div>
      {content.faq.length > 0 && (
        <div className="page-container max-w-4xl">
          <FaqAccordion heading={t("compare.faqTitle")} items={content.faq} />
        </div>
      )}
      <div className="page-container space-y-10 py-12">
        {category.learnSlug && (
          <p>
            <a
              href={sectionPath("learn", category.learnSlug, language)}
              className="font-semibold text-maple-700 underline underline-offset-4"
            >
              {t("compare.learnLink", { category: category.title.toLowerCase() })}
            </a>
          </p>
        )}
        <PillNav
          id="compare-provinces"
          title={t("compare.otherProvinces")}
          links={page.provinces.map((other) => ({
            href: comparePathIn(category.slug, other.slug),
            label: other.name,
            code: other.code,
          }))}
        />
        <PillNav
          id="compare-types"
          title={t("compare.otherTypes")}
          links={page.otherCategories.map((other) => ({
            href: comparePathIn(other.slug, province?.slug),
            label: other.title,
          }))}
        />
      </div>
    </>
  );
}
