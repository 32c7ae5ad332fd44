import { PATHS } from "../../core/shared/paths";
import { loadAsDocument, type RouteHandle } from "../lib/page-hydration";
import { FaqAccordion } from "../components/content/faq-accordion";
import { staticPageMeta } from "../components/seo/meta";
import { useLanguage, useLocalizePath, useTranslate } from "../i18n/use-translate";
import { requestLanguage } from "../lib/request-language";
import { provincePath } from "../../core/shared/localized-paths";
import type { Route } from "./+types/faq";
import "../../core/i18n/messages/learn";
import { publicPageHeaders } from "../../core/shared/page-cache-header";
import { CallToAction, TitledSection } from "../components/ui/titled-section";
import { PageHeader } from "../components/layout/page-header";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;

/** Sent without React's JavaScript: the page script carries its behaviours (decision 0032). */
export const handle: RouteHandle = { hydrate: false };
export const clientLoader = loadAsDocument;

export async function loader({ context, request }: Route.LoaderArgs) {
  return context.services.getFaqPage(requestLanguage(request));
}

export const meta = staticPageMeta("faq.metaTitle", "faq.description", PATHS.faq);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const language = useLanguage();
  const { general, provinces } = loaderData;
  // No FAQPage structured data here: every question is a province's, marked up once on its province
  // page, as Google asks for a question that appears on several pages (decision 0059).
  return (
    <div className="page-container py-12 sm:py-16">
      <PageHeader title={t("faq.title")} intro={t("faq.intro")} />
      {general.length === 0 && <p className="mt-10 max-w-2xl text-slate-600">{t("faq.empty")}</p>}
      {general.length > 0 && (
        <TitledSection id="faq-general" title={t("faq.general")} className="mt-10 max-w-4xl" heading="panel">
          <FaqAccordion multiple headingLevel={3} itemHeadingLevel={3} items={general} />
        </TitledSection>
      )}
      {provinces.length > 0 && (
        <TitledSection id="faq-provinces" title={t("faq.byProvince")} className="mt-12 max-w-4xl" heading="panel">
          {provinces.map((province) => (
            <section key={province.code} aria-labelledby={`faq-${province.code}`} className="mt-8">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 id={`faq-${province.code}`} className="text-xl font-semibold">
                  {province.name}
                </h3>
                <a
                  href={language === "en" ? `/${province.code.toLowerCase()}` : provincePath(province.slug, language)}
                  className="text-sm font-semibold text-maple-700 underline-offset-4 hover:underline"
                >
                  {t("faq.provinceGuide", { province: province.name })}
                </a>
              </div>
              <FaqAccordion multiple headingLevel={3} itemHeadingLevel={4} items={province.faqs} />
            </section>
          ))}
        </TitledSection>
      )}
      <CallToAction
        id="faq-still"
        words={[t("faq.stillTitle"), t("faq.stillText"), t("faq.getQuotes")]}
        href={localize(PATHS.quotes)}
      />
    </div>
  );
}
