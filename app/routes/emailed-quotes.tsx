import { data, redirect, useLoaderData } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { languageOfPath } from "../../core/i18n/languages";
import { localizePath } from "../../core/shared/localized-paths";
import { PATHS } from "../../core/shared/paths";
import { useLocalizePath, useTranslate } from "../i18n/use-translate";
import { loadWithMessages } from "../lib/page-messages";
import type { Route } from "./+types/emailed-quotes";
import "../../core/i18n/messages/come-back";

/**
 * The results link of a results e-mail or a renewal reminder (decision 0058): its own secret, which
 * opens the session's results (the owner's view only in the browser holding the privacy key, ADR
 * 0027) and grants nothing else. An unknown or deleted link says so.
 */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export function headers(): Record<string, string> {
  return { "Cache-Control": "no-store" };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  const found = await context.services.resolveEmailedResults(params.token);
  if (!found) return data({ missing: true }, { status: 404 });
  const language = languageOfPath(new URL(request.url).pathname);
  throw redirect(localizePath(`${PATHS.quotes}?session=${encodeURIComponent(found.sessionId)}`, language), {
    status: 303,
    headers: { "Cache-Control": "no-store" },
  });
}

export function meta({ location }: Route.MetaArgs) {
  const t = createTranslator(languageOfPath(location.pathname));
  return [{ title: `${t("comeBack.link.invalidTitle")} | QuoteMaple` }, { name: "robots", content: "noindex" }];
}

export default function EmailedQuotesPage() {
  const t = useTranslate();
  const localize = useLocalizePath();
  useLoaderData<typeof loader>();
  return (
    <div className="page-container py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">{t("comeBack.link.invalidTitle")}</h1>
      <section className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-slate-800">{t("comeBack.link.invalidText")}</p>
        <a href={localize(PATHS.quotes)} className="button-primary mt-6">
          {t("comeBack.unsubscribe.newQuote")}
        </a>
      </section>
    </div>
  );
}
