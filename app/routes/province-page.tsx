import { Check } from "lucide-react";
import { loadAsDocument, type RouteHandle } from "../lib/page-hydration";
import { data } from "react-router";
import { PATHS } from "../../core/shared/paths";
import { QUOTE_CATEGORY_SLUGS } from "../../core/shared/trust-claims";
import { CategoryCard } from "../components/content/category-card";
import { FaqAccordion } from "../components/content/faq-accordion";
import { HowItWorksSteps } from "../components/content/how-it-works-steps";
import { renderContent } from "../components/content/content-html.server";
import { MarkdownContent } from "../components/content/markdown-content";
import { NotFoundPanel, notFoundScreen } from "../components/layout/not-found-panel";
import { breadcrumbJsonLd, faqPageJsonLd, JsonLd } from "../components/seo/json-ld";
import { pageMeta } from "../components/seo/meta";
import { Breadcrumb } from "../components/ui/breadcrumb";
import { PillNav } from "../components/ui/pill-link";
import { PostCard } from "../features/blog/post-card";
import { useLanguage, useLocalizePath, useTranslate } from "../i18n/use-translate";
import { requestLanguage } from "../lib/request-language";
import { comparePagePath, localizePath, provincePath, provinceWords } from "../../core/shared/localized-paths";
import { CATEGORY_SLUGS, categoryTitle } from "../../core/shared/insurance-categories";
import { provinceName } from "../../core/shared/provinces";
import type { Language } from "../../core/i18n/languages";
import { trackAttributes } from "../lib/track-attributes";
import { useSiteUrl } from "../lib/use-site-url";
import type { Route } from "./+types/province-page";
import "../../core/i18n/messages/learn";
import "../../core/i18n/messages/shell";
import { publicPageHeaders } from "../../core/shared/page-cache-header";
import { TitledSection } from "../components/ui/titled-section";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;

/** Sent without React's JavaScript: the page script carries its behaviours (decision 0032). */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export async function loader({ request, context }: Route.LoaderArgs) {
  const language = requestLanguage(request);
  const pathname = new URL(request.url).pathname;
  const slug = pathname.slice(pathname.lastIndexOf("/") + 1);
  const result = await context.services.getProvincePage(slug, language);
  const status = result.status === "found" ? 200 : result.status === "not_found" ? 404 : 503;
  const found = result.status === "found" ? result.page : null;
  const page = found && {
    ...found,
    minCoverage: found.minCoverage && renderContent(found.minCoverage, { language }),
    localFactors: found.localFactors && renderContent(found.localFactors, { language }),
  };
  return data({ page }, { status });
}

const NOT_FOUND = notFoundScreen("province.notFoundTitle", "province.notFoundMessage", "province.goHome", PATHS.home);

export const meta = pageMeta<NonNullable<Route.MetaArgs["data"]>>(
  ({ page }) => page && { title: page.seoTitle, description: page.seoDescription },
  NOT_FOUND.title,
);

function quoteHref(category: string, provinceSlug: string, language: Language): string {
  return localizePath(`${PATHS.quotes}?category=${category}&province=${provinceSlug}&from=province`, language);
}

export default function ProvincePage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const siteUrl = useSiteUrl();
  const { page } = loaderData;
  const language = useLanguage();
  const localize = useLocalizePath();
  if (!page) return <NotFoundPanel screen={NOT_FOUND} />;
  const province = page.name;
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd(siteUrl, [
          { name: t("breadcrumb.home"), path: localize(PATHS.home) },
          { name: province, path: provincePath(page.slug, language) },
        ])}
      />
      {page.faqs.length > 0 && (
        <JsonLd data={faqPageJsonLd(page.faqs.map((faq) => ({ question: faq.q, answer: faq.a })))} />
      )}
      <section className="bg-gradient-to-b from-maple-50 to-white">
        <div className="page-container py-10 sm:py-16">
          <Breadcrumb items={[{ label: province }]} />
          <p className="mt-6 inline-flex rounded-lg bg-white px-3 py-1 text-sm font-bold text-maple-700 shadow-sm">
            {page.code}
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold leading-tight tracking-tight sm:text-5xl">
            {page.heroTitle}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-600">{page.heroIntro}</p>
          <a
            href={quoteHref("car", page.slug, language)}
            {...trackAttributes("cta_click", { label: "compare", location: "province_hero", province: page.code })}
            className="button-primary mt-8"
          >
            {t("province.compareCta", { province })}
          </a>
        </div>
      </section>

      <TitledSection
        id="province-steps"
        title={t("province.stepsTitle", { province })}
        className="page-container py-14"
      >
        <HowItWorksSteps />
      </TitledSection>

      <TitledSection
        id="province-types"
        title={t("province.typesTitle", { province })}
        className="page-container pb-14"
        heading="panel"
      >
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {QUOTE_CATEGORY_SLUGS.map((slug) => (
            <li key={slug}>
              <CategoryCard
                slug={slug}
                href={quoteHref(slug, page.slug, language)}
                tracking={trackAttributes("cta_click", {
                  label: slug,
                  location: "province_types",
                  province: page.code,
                })}
              />
            </li>
          ))}
        </ul>
      </TitledSection>

      <div className="page-container grid gap-12 pb-14 lg:grid-cols-2">
        {page.minCoverage && (
          <section aria-labelledby="province-minimum">
            <h2 id="province-minimum" className="text-2xl font-bold">
              {t("province.minCoverageTitle", { province })}
            </h2>
            <MarkdownContent content={page.minCoverage} className="mt-4" />
          </section>
        )}
        {page.localFactors && (
          <section aria-labelledby="province-factors">
            <h2 id="province-factors" className="text-2xl font-bold">
              {t("province.localFactorsTitle", { province })}
            </h2>
            <MarkdownContent content={page.localFactors} className="mt-4" />
          </section>
        )}
      </div>

      {page.avgCostCopy && (
        <section aria-labelledby="province-cost" className="bg-navy-900">
          <div className="page-container py-12">
            <h2 id="province-cost" className="text-2xl font-bold text-white">
              {t("province.avgCostTitle")}
            </h2>
            <p className="mt-3 max-w-3xl text-lg leading-relaxed text-slate-200">{page.avgCostCopy}</p>
          </div>
        </section>
      )}

      {page.savingsTips.length > 0 && (
        <TitledSection
          id="province-tips"
          title={t("province.tipsTitle", { province })}
          className="page-container py-14"
          heading="panel"
        >
          <ul className="mt-6 grid gap-4 md:grid-cols-2">
            {page.savingsTips.map((tip) => (
              <li
                key={tip}
                className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4 leading-relaxed text-slate-700"
              >
                <Check aria-hidden="true" className="mt-1 h-5 w-5 shrink-0 text-green-700" />
                {tip}
              </li>
            ))}
          </ul>
        </TitledSection>
      )}

      {page.relatedPosts.length > 0 && (
        <section aria-labelledby="province-related" className="border-t border-slate-200 bg-slate-50">
          <div className="page-container py-14">
            <h2 id="province-related" className="text-2xl font-bold">
              {t("province.relatedTitle", { province })}
            </h2>
            <div className="mt-6 grid gap-6 md:grid-cols-3">
              {page.relatedPosts.map((post) => (
                <PostCard key={post.slug} post={post} headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      )}

      {page.faqs.length > 0 && (
        <div className="page-container max-w-4xl py-8">
          <FaqAccordion
            heading={t("province.faqTitle", { province })}
            items={page.faqs.map((faq) => ({ question: faq.q, answer: faq.a }))}
          />
        </div>
      )}

      {/* Each line's comparison page for this province: estimates, partners, a prefilled quote (issue 24). */}
      <PillNav
        id="province-compare"
        title={t("province.compareLinksTitle", { province })}
        links={CATEGORY_SLUGS.map((slug) => ({
          href: comparePagePath(slug, provinceWords(provinceName(page.code, "en")), language),
          label: categoryTitle(slug, language),
        }))}
        className="page-container pb-10"
      />
      <PillNav
        id="province-others"
        title={t("province.otherProvinces")}
        links={page.otherProvinces.map((other) => ({
          href: provincePath(other.slug, language),
          label: other.name,
          code: other.code,
        }))}
        className="page-container pb-16"
      />
    </>
  );
}
