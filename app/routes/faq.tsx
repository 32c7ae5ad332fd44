import { PATHS } from "../../core/shared/paths";
import { FaqAccordion } from "../components/content/faq-accordion";
import { faqPageJsonLd, JsonLd } from "../components/seo/json-ld";
import { staticPageMeta } from "../components/seo/meta";
import { useTranslate } from "../i18n/use-translate";
import type { Route } from "./+types/faq";
import "../../core/i18n/messages/learn";
import { publicPageHeaders } from "../../core/shared/page-cache-header";
import { TitledSection } from "../components/ui/titled-section";

/** The same page for every visitor: the server may keep it for a minute (ADR 0023). */
export const headers = publicPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  return context.services.getFaqPage();
}

export const meta = staticPageMeta("faq.metaTitle", "faq.description", PATHS.faq);

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { general, provinces } = loaderData;
  const allQuestions = [...general, ...provinces.flatMap((province) => province.faqs)];
  const unique = [...new Map(allQuestions.map((faq) => [faq.question, faq])).values()];
  return (
    <div className="page-container py-12 sm:py-16">
      {unique.length > 0 && <JsonLd data={faqPageJsonLd(unique)} />}
      <header className="max-w-3xl">
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{t("faq.title")}</h1>
        <p className="mt-4 text-lg text-slate-600">{t("faq.intro")}</p>
      </header>
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
                  href={`/${province.code.toLowerCase()}`}
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
      <TitledSection
        id="faq-still"
        title={t("faq.stillTitle")}
        className="mt-14 rounded-2xl bg-navy-900 p-8 text-center"
        heading="onNavy"
      >
        <p className="mt-2 text-slate-300">{t("faq.stillText")}</p>
        <a href={PATHS.quotes} className="button-primary mt-5">
          {t("faq.getQuotes")}
        </a>
      </TitledSection>
    </div>
  );
}
