import { data, redirect, useLoaderData } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { languageOfPath } from "../../core/i18n/languages";
import { localizePath } from "../../core/shared/localized-paths";
import { PATHS } from "../../core/shared/paths";
import { useLocalizePath, useTranslate } from "../i18n/use-translate";
import { loadWithMessages } from "../lib/page-messages";
import type { Route } from "./+types/resume-quote";
import "../../core/i18n/messages/come-back";

/**
 * The e-mailed link to finish a quote (decision 0062): its own secret, which puts the unfinished
 * wizard's answers in this browser and opens the wizard at the step they were left at. It grants
 * nothing else. A link that is unknown or past its 24 hours says so, in the page's language.
 */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export function headers(): Record<string, string> {
  return { "Cache-Control": "no-store" };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const { key, cookie } = context.issuePrivacyKey();
  const position = await context.services.openResumeLink(params.token, key);
  if (!position) return data({ missing: true }, { status: 404, headers: { "Cache-Control": "no-store" } });
  const language = languageOfPath(new URL(request.url).pathname);
  throw redirect(localizePath(`${PATHS.quotes}?step=${position}`, language), {
    status: 303,
    headers: { "Cache-Control": "no-store", "Set-Cookie": cookie },
  });
}

export function meta({ location }: Route.MetaArgs) {
  const t = createTranslator(languageOfPath(location.pathname));
  return [{ title: `${t("resume.link.invalidTitle")} | QuoteMaple` }, { name: "robots", content: "noindex" }];
}

export default function ResumeQuotePage() {
  const t = useTranslate();
  const localize = useLocalizePath();
  useLoaderData<typeof loader>();
  return (
    <div className="page-container py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{t("resume.link.invalidTitle")}</h1>
      <section className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-slate-800">{t("resume.link.invalidText")}</p>
        <a href={localize(PATHS.quotes)} className="button-primary mt-6">
          {t("resume.link.newQuote")}
        </a>
      </section>
    </div>
  );
}
