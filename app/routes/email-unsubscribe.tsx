import { data, useLoaderData } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { languageOfPath } from "../../core/i18n/languages";
import { PATHS } from "../../core/shared/paths";
import { useLocalizePath, useTranslate } from "../i18n/use-translate";
import { loadWithMessages } from "../lib/page-messages";
import type { Route } from "./+types/email-unsubscribe";
import "../../core/i18n/messages/come-back";

/**
 * The unsubscribe link of every results e-mail and renewal reminder (decision 0058): one click stops
 * them all, here without anything more to press. A mail client's RFC 8058 POST to the same address
 * is answered by the server without this page.
 */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export function headers(): Record<string, string> {
  // The address holds a secret: never kept by a cache (other sites get only our origin as referrer).
  return { "Cache-Control": "no-store" };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const outcome = await context.services.unsubscribeByToken(params.token);
  return data({ outcome }, { status: outcome === "unknown" ? 404 : 200 });
}

export function meta({ location }: Route.MetaArgs) {
  const t = createTranslator(languageOfPath(location.pathname));
  return [{ title: `${t("comeBack.unsubscribe.metaTitle")} | QuoteMaple` }, { name: "robots", content: "noindex" }];
}

export default function EmailUnsubscribePage() {
  const t = useTranslate();
  const localize = useLocalizePath();
  const { outcome } = useLoaderData<typeof loader>();
  return (
    <div className="page-container py-12 sm:py-16">
      <h1 className="text-4xl font-bold tracking-tight">
        {outcome === "unknown" ? t("comeBack.link.invalidTitle") : t("comeBack.unsubscribe.title")}
      </h1>
      <section className="mt-8 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <p className="text-slate-800" role="status">
          {outcome === "unknown"
            ? t("comeBack.link.invalidText")
            : outcome === "already"
              ? t("comeBack.unsubscribe.already")
              : t("comeBack.unsubscribe.text")}
        </p>
        <a href={localize(PATHS.quotes)} className="button-secondary mt-6">
          {t("comeBack.unsubscribe.newQuote")}
        </a>
      </section>
    </div>
  );
}
