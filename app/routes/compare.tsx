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
import { EstimateFigures } from "../features/compare/estimate-figures";
import { LinePartners } from "../features/compare/line-partners";
import { PriceMoversTable } from "../features/compare/price-movers";
import { QuoteStartForm } from "../features/compare/quote-start-form";
import { formatCad } from "../lib/format-money";
import type { ComparisonFigures, ComparisonPageView } from "../../server/services/get-comparison-page";
import { CAR_REFERENCE, HOME_REFERENCE } from "../../core/pricing/reference-profiles";

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
      // A province page with nothing of its own yet names its category page and stays out of the index.
      path: comparePagePath(page.category.slug, page.indexable ? page.province?.slug : null, page.language),
      noindex: !page.indexable,
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
  const categoryName = category.title.toLowerCase();
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
      <div className="page-container space-y-14 py-12">
        {page.figures ? (
          <LineFigures page={page} figures={page.figures} categoryName={categoryName} />
        ) : (
          <p className="max-w-3xl rounded-xl border border-slate-200 bg-slate-50 p-4 leading-relaxed text-slate-700">
            {t("compare.noFigures", { category: categoryName })}
          </p>
        )}
        {page.figures?.local && province && (
          <TitledSection
            id="compare-movers"
            title={t("compare.moversTitle", { province: province.name })}
            heading="panel"
          >
            <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{t("compare.moversIntro")}</p>
            <div className="mt-6 max-w-3xl">
              <PriceMoversTable
                movers={page.figures.local.movers}
                reference={page.figures.local.estimate.annual}
                caption={t("compare.moversCaption", { province: province.name })}
              />
            </div>
          </TitledSection>
        )}
        <TitledSection
          id="compare-partners"
          title={
            province
              ? t("compare.partnersTitleProvince", { category: categoryName, province: province.name })
              : t("compare.partnersTitle", { category: categoryName })
          }
          heading="panel"
        >
          {page.partners.length > 0 ? (
            <>
              <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">{t("compare.partnersIntro")}</p>
              <LinePartners partners={page.partners} showProvinces={!province} />
            </>
          ) : (
            <p className="mt-3 max-w-3xl leading-relaxed text-slate-700">
              {t("compare.partnersNone", { category: categoryName, province: province?.name ?? "" })}
            </p>
          )}
        </TitledSection>
        <QuoteStartForm
          id="compare-start"
          category={category.slug}
          categoryName={categoryName}
          provinceCode={province?.code ?? null}
          cities={page.citySuggestions}
        />
      </div>
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

/** A list of names in a sentence, in the page's language ("BC, Manitoba and Saskatchewan"). */
function listOf(names: readonly string[], language: ComparisonPageView["language"]): string {
  return new Intl.ListFormat(language === "fr" ? "fr-CA" : "en-CA", { type: "conjunction" }).format(names);
}

/**
 * What the engine estimates for the line: the reference profile named, the province's own figure on
 * its page, the cities priced apart and the provinces side by side (a table and a chart each).
 */
function LineFigures({
  page,
  figures,
  categoryName,
}: {
  page: ComparisonPageView;
  figures: ComparisonFigures;
  categoryName: string;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const province = page.province;
  const money = (amount: number) => formatCad(amount, language);
  const profile =
    figures.line === "car"
      ? t("compare.profileCar", {
          years: CAR_REFERENCE.yearsLicensed,
          vehicleAge: CAR_REFERENCE.vehicleAgeYears,
          vehicle: `${CAR_REFERENCE.make} ${CAR_REFERENCE.model}`,
          liability: money(figures.coverage.liabilityLimit),
          deductible: money(figures.coverage.deductible),
        })
      : t("compare.profileHome", {
          age: HOME_REFERENCE.homeAgeYears,
          liability: money(figures.coverage.liabilityLimit),
          deductible: money(figures.coverage.deductible),
        });
  const optionalLayer = figures.provinces
    .filter((row) => row.optionalLayerOnly && (!province || row.isCurrent))
    .map((row) => row.label);
  const local = figures.local;
  const cityRows =
    province && local && figures.cities.length > 0
      ? [
          ...figures.cities,
          {
            key: "elsewhere",
            label: t("compare.elsewhere", { province: province.name }),
            province: null,
            estimate: local.estimate,
            optionalLayerOnly: local.optionalLayerOnly,
            isCurrent: false,
          },
        ]
      : figures.cities;
  return (
    <TitledSection
      id="compare-figures"
      title={
        province
          ? t("compare.figuresTitleProvince", { category: categoryName, province: province.name })
          : t("compare.figuresTitle", { category: categoryName })
      }
      heading="panel"
    >
      {local && (
        <div
          className="mt-5 inline-block rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
          data-local-estimate
        >
          <p className="text-sm font-semibold text-slate-600">{t("compare.localEstimateLabel")}</p>
          <p className="mt-1 text-4xl font-bold tabular-nums text-navy-900">
            {t("compare.perYear", { amount: money(local.estimate.annual) })}
          </p>
          <p className="mt-1 text-sm tabular-nums text-slate-700">
            {t("compare.localRange", {
              low: money(local.estimate.low),
              high: money(local.estimate.high),
              monthly: money(Math.round(local.estimate.annual / 12)),
            })}
          </p>
        </div>
      )}
      <div className="mt-5 max-w-3xl space-y-3 text-sm leading-relaxed text-slate-700">
        <p>{profile}</p>
        <p>{t("compare.estimatesNote", { year: figures.tableYear })}</p>
        {optionalLayer.length > 0 && (
          <p>{t("compare.optionalLayerNote", { provinces: listOf(optionalLayer, language) })}</p>
        )}
        {province && cityRows.length === 0 && <p>{t("compare.citiesNoneProvince", { province: province.name })}</p>}
      </div>
      {province && cityRows.length > 0 && (
        <>
          <h3 id="compare-cities" className="mt-10 text-xl font-bold">
            {t("compare.citiesTitleProvince", { province: province.name })}
          </h3>
          <EstimateFigures
            id="compare-city-chart"
            rows={cityRows}
            caption={t("compare.citiesCaption")}
            areaHeading={t("compare.columnCity")}
          />
        </>
      )}
      {province && (
        <h3 id="compare-provinces-figures" className="mt-10 text-xl font-bold">
          {t("compare.provincesTitleProvince", { province: province.name })}
        </h3>
      )}
      <EstimateFigures
        id="compare-province-chart"
        rows={figures.provinces}
        caption={t("compare.provincesCaption")}
        areaHeading={t("compare.columnProvince")}
      />
      {!province && (
        <>
          <h3 id="compare-cities" className="mt-10 text-xl font-bold">
            {t("compare.citiesTitle")}
          </h3>
          {cityRows.length > 0 ? (
            <EstimateFigures
              id="compare-city-chart"
              rows={cityRows}
              caption={t("compare.citiesCaption")}
              areaHeading={t("compare.columnCity")}
            />
          ) : (
            <p className="mt-3 max-w-3xl text-slate-700">{t("compare.citiesNone", { category: categoryName })}</p>
          )}
        </>
      )}
    </TitledSection>
  );
}
