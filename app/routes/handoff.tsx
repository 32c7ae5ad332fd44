import { data } from "react-router";
import { PATHS } from "../../core/shared/paths";
import { NotFoundPanel, notFoundScreen } from "../components/layout/not-found-panel";
import { pageMeta } from "../components/seo/meta";
import { CheckList } from "../components/ui/check-list";
import { useTranslate, useLocalizePath, useLanguage } from "../i18n/use-translate";
import { formatCad } from "../lib/format-money";
import type { BundleOffer } from "../../core/pricing/estimate-bundle";
import type { Route } from "./+types/handoff";
import "../../core/i18n/messages/quotes";
import "../../core/i18n/messages/handoff";
import { Card } from "../components/ui/card";
import { requestLanguage } from "../lib/request-language";
import { loadWithMessages } from "../lib/page-messages";

/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const view = await context.services.getHandoffView(
    params.partner,
    url.searchParams.get("ref"),
    url.searchParams.get("quote"),
    requestLanguage(request),
  );
  return data({ view }, { status: view ? 200 : 404 });
}

const NOT_FOUND = notFoundScreen("handoff.notFoundTitle", "handoff.notFoundMessage", "handoff.getQuotes", PATHS.quotes);

export const meta = pageMeta<NonNullable<Route.MetaArgs["data"]>>(
  ({ view }, t) =>
    view && {
      title: t("handoff.metaTitle", { partner: view.partner.name }),
      description: t("quotes.metaDescription"),
      noindex: true,
    },
  NOT_FOUND.title,
);

/** Home and car together (issue 25): what this partner's price covers, and what it does not. */
function HandoffBundle({ bundle }: { bundle: BundleOffer }) {
  const t = useTranslate();
  const language = useLanguage();
  const money = (amount: number) => formatCad(amount, language);
  return (
    <p className="mt-2 text-slate-700" data-handoff-bundle>
      {bundle.kind === "car_only"
        ? bundle.home !== null && bundle.homePartner
          ? t("handoff.bundle.carOnly", { partner: bundle.homePartner.name, home: money(bundle.home) })
          : t("handoff.bundle.carOnlyNoHome")
        : bundle.kind === "bundle"
          ? t("handoff.bundle.bundle", {
              car: money(bundle.car),
              home: money(bundle.home ?? 0),
              percent: Math.round(bundle.discount * 100),
              saving: money(bundle.saving),
            })
          : t("handoff.bundle.separate", { car: money(bundle.car), home: money(bundle.home ?? 0) })}
    </p>
  );
}

/** The on-site hand-off for built-in (fictional) partners: what a real partner would receive. */
export default function HandoffPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const language = useLanguage();
  const localize = useLocalizePath();
  const { view } = loaderData;
  if (!view) return <NotFoundPanel screen={NOT_FOUND} />;
  const { partner, transfer } = view;
  return (
    <div className="bg-slate-50">
      <div className="page-container max-w-3xl py-10 sm:py-14">
        <h1 className="text-3xl font-bold">{t("handoff.title", { partner: partner.name })}</h1>
        <p className="mt-3 text-slate-700">{t("handoff.intro", { partner: partner.name })}</p>
        {transfer ? (
          <div className="mt-8 space-y-6">
            <Card id="handoff-quote" title={t("handoff.quoteTitle")} size="small">
              <p className="mt-2 text-2xl font-extrabold">
                {transfer.quote.kind !== "priced"
                  ? t("handoff.referral")
                  : t("handoff.premium", {
                      annual: formatCad(transfer.price.annual, language),
                      monthly: formatCad(transfer.price.monthly, language),
                    })}
              </p>
              {transfer.bundle && <HandoffBundle bundle={transfer.bundle} />}
              <CheckList items={transfer.quote.features} className="mt-3" />
            </Card>
            <Card id="handoff-sent" title={t("handoff.sentTitle")} size="small">
              <dl className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
                {transfer.fields.map((field) => (
                  <div key={field.label}>
                    <dt className="text-sm text-slate-600">{t(field.label)}</dt>
                    <dd className="font-medium">{field.value}</dd>
                  </div>
                ))}
              </dl>
              <p className="mt-4 text-sm text-slate-600">{t("handoff.reference", { reference: transfer.reference })}</p>
            </Card>
            <a href={localize(`${PATHS.quotes}?session=${transfer.sessionId}`)} className="button-secondary">
              {t("handoff.back")}
            </a>
          </div>
        ) : (
          <div className="mt-8">
            <CheckList items={partner.features} />
            <p className="mt-6 text-slate-700">{t("handoff.noTransfer", { partner: partner.name })}</p>
            <a href={localize(PATHS.quotes)} className="button-primary mt-6">
              {t("handoff.getQuotes")}
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
