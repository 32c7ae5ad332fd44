import { loadAsDocument, type RouteHandle } from "../lib/page-hydration";
import {
  ArrowRight,
  BadgeCheck,
  Building2,
  Landmark,
  Lock,
  MapPin,
  ShieldCheck,
  ShieldOff,
  Store,
  type LucideIcon,
} from "lucide-react";
import { createTranslator } from "../../core/i18n/translate";
import { BRAND } from "../../core/shared/brand";
import { PATHS } from "../../core/shared/paths";
import { PROVINCES, localProvinceName } from "../../core/shared/provinces";
import { languageOfPath } from "../../core/i18n/languages";
import { localizePath } from "../../core/shared/localized-paths";
import { requestLanguage } from "../lib/request-language";
import { QUOTE_CATEGORY_SLUGS, trustFigures } from "../../core/shared/trust-claims";
import { CategoryCard } from "../components/content/category-card";
import { homeJsonLd, JsonLd } from "../components/seo/json-ld";
import { buildPageMeta, siteUrlFromMatches } from "../components/seo/meta";
import { PostCard } from "../features/blog/post-card";
import { FloatingCta } from "../features/home/floating-cta";
import { TestimonialCarousel } from "../features/home/testimonial-carousel";
import { TypingHeadline } from "../features/home/typing-headline";
import { HowItWorksSteps } from "../components/content/how-it-works-steps";
import { useLanguage, useLocalizePath, useTranslate } from "../i18n/use-translate";
import { trackAttributes } from "../lib/track-attributes";
import { useSiteUrl } from "../lib/use-site-url";
import type { Route } from "./+types/home";
import "../../core/i18n/messages/home";
import "../../core/i18n/messages/shell";
import { publicPageHeaders } from "../../core/shared/page-cache-header";
import { TitledSection } from "../components/ui/titled-section";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;

/** Sent without React's JavaScript: the page script carries its behaviours (decision 0032). */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export async function loader({ context, request }: Route.LoaderArgs) {
  return context.services.getHomePage(requestLanguage(request));
}

export function meta({ matches, location }: Route.MetaArgs) {
  const language = languageOfPath(location.pathname);
  const t = createTranslator(language);
  // The brand leads the home page's title, with the tagline.
  return buildPageMeta({
    title: `${BRAND.name}: ${t("site.tagline")}`,
    appendBrand: false,
    description: t("home.metaDescription"),
    path: localizePath(PATHS.home, language),
    siteUrl: siteUrlFromMatches(matches),
  });
}

const PARTNER_KINDS: { icon: LucideIcon; labelKey: Parameters<ReturnType<typeof createTranslator>>[0] }[] = [
  { icon: Building2, labelKey: "home.partner.insurers" },
  { icon: Store, labelKey: "home.partner.brokers" },
  { icon: BadgeCheck, labelKey: "home.partner.direct" },
  { icon: ShieldCheck, labelKey: "home.partner.specialty" },
  { icon: Landmark, labelKey: "home.partner.optional" },
];

export default function Home({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const language = useLanguage();
  const siteUrl = useSiteUrl();
  const { featuredPosts, testimonials } = loaderData;
  // French writes the rotating word in lower case ("Assurance auto"); English titles capitalize it.
  const words = QUOTE_CATEGORY_SLUGS.map((slug) =>
    language === "fr" ? t(`home.category.${slug}`).toLocaleLowerCase("fr-CA") : t(`home.category.${slug}`),
  );
  return (
    <>
      <JsonLd data={homeJsonLd(siteUrl)} />
      <section className="bg-gradient-to-b from-maple-50 to-white">
        <div className="page-container py-14 sm:py-20">
          <TypingHeadline words={words} />
          <p className="mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{t("home.intro")}</p>
          <nav aria-label={t("home.categoriesLabel")} className="mt-8 grid max-w-2xl grid-cols-2 gap-3 sm:grid-cols-4">
            {QUOTE_CATEGORY_SLUGS.map((slug) => (
              <CategoryCard
                key={slug}
                slug={slug}
                href={localize(`${PATHS.quotes}?category=${slug}`)}
                tracking={trackAttributes("cta_click", { label: slug, location: "hero_category" })}
              />
            ))}
          </nav>
        </div>
      </section>

      <section aria-labelledby="partners-title" className="border-y border-slate-200 bg-white">
        <div className="page-container py-8">
          <h2 id="partners-title" className="text-center text-sm font-semibold uppercase tracking-wide text-slate-600">
            {t("home.partnersTitle")}
          </h2>
          <ul className="mt-5 flex flex-wrap justify-center gap-3">
            {PARTNER_KINDS.map(({ icon: Icon, labelKey }) => (
              <li
                key={labelKey}
                className="flex items-center gap-2 rounded-full bg-slate-100 px-4 py-2 text-sm font-medium text-slate-700"
              >
                <Icon aria-hidden="true" className="h-4 w-4 text-navy-700" />
                {t(labelKey)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TitledSection id="steps-title" title={t("home.stepsTitle")} className="page-container py-16">
        <HowItWorksSteps />
      </TitledSection>

      <section aria-labelledby="stats-title" className="bg-navy-900">
        <div className="page-container py-14">
          <h2 id="stats-title" className="text-center text-2xl font-bold text-white">
            {t("home.statsTitle")}
          </h2>
          <dl className="mt-8 grid grid-cols-2 gap-6 lg:grid-cols-4">
            {trustFigures(loaderData.catalogue).map((figure) => (
              <div key={figure.labelKey} className="flex flex-col-reverse items-center text-center">
                <dt className="mt-1 text-sm text-slate-300">{t(figure.labelKey)}</dt>
                <dd className="text-4xl font-bold text-white">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <TitledSection id="provinces-title" title={t("home.provincesTitle")} className="page-container py-16">
        <p className="mt-2 text-slate-600">{t("home.provincesText")}</p>
        <ul className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
          {PROVINCES.map((province) => (
            <li key={province.code}>
              <a
                href={localize(PATHS.province(province.slug))}
                {...trackAttributes("province_card_click", { province: province.code })}
                className="flex h-full min-h-20 flex-col items-start gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors duration-150 hover:border-maple-600 motion-reduce:transition-none lg:flex-row lg:items-center lg:gap-3"
              >
                <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-maple-50 text-sm font-bold text-maple-700">
                  {province.code}
                </span>
                {/* Under the code on phones and tablets: "Saskatchewan" is wider than a card's text there. */}
                <span className="min-w-0 font-semibold leading-snug text-navy-900">
                  {localProvinceName(province, language)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </TitledSection>

      {featuredPosts.length > 0 && (
        <section aria-labelledby="featured-title" className="border-t border-slate-200 bg-slate-50">
          <div className="page-container py-16">
            <div className="flex flex-wrap items-end justify-between gap-4">
              <h2 id="featured-title" className="text-3xl font-bold">
                {t("home.featuredTitle")}
              </h2>
              <a
                href={localize(PATHS.blog)}
                className="inline-flex items-center gap-1 font-semibold text-maple-700 hover:underline"
              >
                {t("home.featuredAll")}
                <ArrowRight aria-hidden="true" className="h-4 w-4" />
              </a>
            </div>
            <div className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-track-links="featured_article_click">
              {featuredPosts.map((post) => (
                <PostCard key={post.slug} post={post} headingLevel={3} />
              ))}
            </div>
          </div>
        </section>
      )}

      {testimonials.length > 0 && (
        <TitledSection
          id="testimonials-title"
          title={t("home.testimonialsTitle")}
          className="page-container py-16"
          heading="pageCentered"
        >
          <div className="mt-8">
            <TestimonialCarousel testimonials={testimonials} />
          </div>
        </TitledSection>
      )}

      <section aria-labelledby="privacy-title" className="page-container pb-16">
        <div className="flex flex-col items-start gap-6 rounded-2xl border border-green-200 bg-green-50 p-6 sm:p-8 lg:flex-row lg:items-center lg:justify-between">
          <div>
            <h2 id="privacy-title" className="text-xl font-bold">
              {t("home.privacyTitle")}
            </h2>
            <ul className="mt-3 flex flex-col gap-2 text-slate-700 sm:flex-row sm:gap-6">
              <li className="flex items-center gap-2">
                <Lock aria-hidden="true" className="h-4 w-4 text-green-700" />
                {t("home.privacyEncrypted")}
              </li>
              <li className="flex items-center gap-2">
                <MapPin aria-hidden="true" className="h-4 w-4 text-green-700" />
                {t("home.privacyCanada")}
              </li>
              <li className="flex items-center gap-2">
                <ShieldOff aria-hidden="true" className="h-4 w-4 text-green-700" />
                {t("home.privacyNoSelling")}
              </li>
            </ul>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={localize(PATHS.legal("privacy"))} className="button-secondary">
              {t("home.privacyLink")}
            </a>
            <a href={localize(PATHS.privacyRequest)} className="button-secondary">
              {t("home.privacyRequestLink")}
            </a>
          </div>
        </div>
      </section>

      <section aria-labelledby="closing-title" className="bg-navy-900">
        <div className="page-container flex flex-col items-center gap-4 py-16 text-center">
          <h2 id="closing-title" className="text-3xl font-bold text-white">
            {t("home.closingTitle")}
          </h2>
          <p className="text-lg text-slate-300">{t("home.closingText")}</p>
          <a
            href={localize(PATHS.quotes)}
            {...trackAttributes("cta_click", { label: "Get My Free Quotes", location: "closing" })}
            className="button-primary mt-2"
          >
            {t("home.closingCta")}
          </a>
        </div>
      </section>
      <FloatingCta />
    </>
  );
}
