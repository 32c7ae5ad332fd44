import { CircleAlert, Info, Loader2, TrendingDown } from "lucide-react";
import { rateTableYear } from "../../../core/pricing/rate-table";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { categoryName, categoryTitle } from "../../../core/shared/insurance-categories";
import { DEDUCTIBLES, LIABILITY_LIMITS } from "../../../core/shared/quote-request-fields";
import { PATHS } from "../../../core/shared/paths";
import type { CoverageChange } from "../../../core/shared/quote-form";
import type { QuoteSessionView } from "../../../server/services/get-quote-session-view";
import { CheckList } from "../../components/ui/check-list";
import { NotFoundPanel, notFoundScreen } from "../../components/layout/not-found-panel";
import { useTranslate, useLocalizePath, useLanguage } from "../../i18n/use-translate";
import { API } from "../../../core/shared/api/endpoints";
import { track } from "../../lib/analytics";
import { callApi } from "../../lib/api-client";
import { formatCad } from "../../lib/format-money";
import { useHydrated } from "../../lib/use-hydrated";
import "../../../core/i18n/messages/quotes";
import "../../../core/i18n/messages/quote-results";
import { Card } from "../../components/ui/card";
import { FoldedPanel, OptionGroup, QuoteCards, shortPartnerName, useRatingCriteria } from "./result-cards";
import { OntarioChoicesWhy, useOntarioChoicesNote } from "./ontario-choices-results";
// Drawn under the results, so loaded with them (decision 0033): its checks (zod) stay off the first step.
export { ComeBackPanel } from "./come-back-panel";

/**
 * Choosing a quote: a plain form posted to the results page's action, which records the click and
 * answers with the partner's hand-off, with or without JavaScript. One press only.
 */
function ChooseQuote({
  view,
  quote,
  className,
}: {
  view: QuoteSessionView;
  quote: { quote_id: string; partner_id: string; partner_name: string };
  className: string;
}) {
  const { quote_id: quoteId, partner_id: partnerId, partner_name: partnerName } = quote;
  const t = useTranslate();
  const [pending, setPending] = useState(false);
  // Coming back from the hand-off with the browser's Back button restores this page as it was left.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => {
      if (event.persisted) setPending(false);
    };
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  return (
    <form
      method="post"
      onSubmit={(event) => {
        if (pending) {
          event.preventDefault();
          return;
        }
        setPending(true);
        track("quote_click", { partner: partnerId, category: view.category, province: view.province.code });
      }}
    >
      <input type="hidden" name="aggregatorSessionId" value={view.aggregatorSessionId} />
      <input type="hidden" name="quoteId" value={quoteId} />
      <input type="hidden" name="partnerId" value={partnerId} />
      <button type="submit" name="intent" value="choose" className={className} aria-disabled={pending || undefined}>
        {pending && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />}
        {t("quoteResults.choose", { partner: shortPartnerName(partnerName) })}
      </button>
    </form>
  );
}

/** Coverage controls for car results; every change prices the session again at once. */
function CoveragePanel({ view, onFailure }: { view: QuoteSessionView; onFailure: () => void }) {
  const t = useTranslate();
  const language = useLanguage();
  const revalidator = useRevalidator();
  const hydrated = useHydrated();
  const [isUpdating, setUpdating] = useState(false);
  const [status, setStatus] = useState("");
  // The visitor's choice shows at once; the stored session catches up when the new prices arrive.
  const [chosen, setChosen] = useState<CoverageChange | null>(null);
  const wanted = useRef<CoverageChange | null>(null);
  const sending = useRef(false);
  const car = view.car;
  if (!car) return null;
  const mandatory = view.pricing?.physicalDamageMandatory ?? false;
  const current: CoverageChange = chosen ?? {
    liabilityLimit: String(car.coverage.liability_limit) as CoverageChange["liabilityLimit"],
    collision: car.coverage.collision,
    comprehensive: car.coverage.comprehensive,
    deductible: car.coverage.deductible,
  };
  const busy = isUpdating || revalidator.state !== "idle";
  // The controls stay enabled while prices update: disabling the one that has focus would drop the
  // focus to the page (issue 24). A change made meanwhile is kept and priced when the one before
  // it has been: the latest coverage the visitor chose is always the one priced last.
  const change = async (next: Partial<CoverageChange>) => {
    wanted.current = { ...(wanted.current ?? current), ...next };
    setChosen(wanted.current);
    track("quote_coverage_change", { ...next });
    if (sending.current) return;
    sending.current = true;
    setUpdating(true);
    setStatus(t("quoteResults.updating"));
    let failed = false;
    while (wanted.current) {
      const coverage: CoverageChange = wanted.current;
      const answer = await callApi(API.sessionCoverage, {
        sessionId: view.sessionId,
        aggregatorSessionId: view.aggregatorSessionId,
        coverage,
      });
      if (!answer.ok) {
        failed = true;
        wanted.current = null;
      } else if (wanted.current === coverage) {
        wanted.current = null;
        await revalidator.revalidate();
      }
    }
    setStatus(failed ? "" : t("quoteResults.updated"));
    if (failed) onFailure();
    setChosen(null);
    setUpdating(false);
    sending.current = false;
  };
  const summary = [
    `${t("quoteResults.coverage.liability")} ${formatCad(Number(current.liabilityLimit), language)}`,
    `${t("quoteResults.coverage.deductible")} ${formatCad(current.deductible, language)}`,
    ...(["collision", "comprehensive"] as const)
      .filter((field) => current[field] || mandatory)
      .map((field) =>
        t(field === "collision" ? "quoteResults.coverage.collision" : "quoteResults.coverage.comprehensive"),
      ),
  ].join(" · ");
  // On phones the panel folds to one line above the quotes, so the first price is on the first
  // screen; from 1024 px it is always open beside them (app.css, .open-from-lg). Without
  // JavaScript the same controls are a form the results page's action prices (one press).
  return (
    <FoldedPanel title={t("quoteResults.adjust")} summary={summary} marker="data-coverage-panel" className="shadow-sm">
      <div className="px-5 pb-5 lg:pt-5">
        <h2 id="coverage-title" className="open-from-lg-heading text-lg font-bold">
          {t("quoteResults.adjust")}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {t(hydrated ? "quoteResults.adjustHint" : "quoteResults.adjustHintForm")} {t("quoteResults.sameCoverage")}
        </p>
        <form
          method="post"
          className="mt-4 space-y-4"
          aria-busy={busy || undefined}
          onSubmit={(event) => event.preventDefault()}
        >
          <input type="hidden" name="aggregatorSessionId" value={view.aggregatorSessionId} />
          <OptionGroup
            name="liabilityLimit"
            legend={t("quoteResults.coverage.liability")}
            values={LIABILITY_LIMITS}
            label={(limit) => formatCad(Number(limit), language).replace(",000,000", "M").replace(",000", "K")}
            value={current.liabilityLimit}
            onChange={(liabilityLimit) => void change({ liabilityLimit })}
            columns
          />
          <OptionGroup
            name="deductible"
            legend={t("quoteResults.coverage.deductible")}
            values={DEDUCTIBLES}
            label={(deductible) => formatCad(deductible, language)}
            value={current.deductible}
            onChange={(deductible) => void change({ deductible })}
            columns
          />
          {(["collision", "comprehensive"] as const).map((field) => (
            <label key={field} className="flex min-h-11 items-center gap-3 text-[15px] font-semibold text-slate-800">
              <input
                type="checkbox"
                name={field}
                className="h-5 w-5 rounded border-slate-400 accent-maple-600"
                checked={current[field] || mandatory}
                disabled={mandatory}
                onChange={(event) => void change({ [field]: event.target.checked })}
              />
              {t(field === "collision" ? "quoteResults.coverage.collision" : "quoteResults.coverage.comprehensive")}
            </label>
          ))}
          {mandatory && <p className="text-sm text-slate-600">{t("quoteResults.mandatoryPhysical")}</p>}
          {mandatory &&
            (["collision", "comprehensive"] as const).map((field) => (
              <input key={field} type="hidden" name={field} value="on" />
            ))}
          {!hydrated && (
            <button type="submit" name="intent" value="coverage" className="button-secondary">
              {t("quoteResults.applyCoverage")}
            </button>
          )}
        </form>
        <p role="status" className="mt-3 flex min-h-5 items-center gap-2 text-sm text-slate-600">
          {busy && <Loader2 aria-hidden="true" className="h-4 w-4 animate-spin motion-reduce:animate-none" />}
          {status}
        </p>
      </div>
    </FoldedPanel>
  );
}

function WhyThisPrice({ view }: { view: QuoteSessionView }) {
  const t = useTranslate();
  const language = useLanguage();
  const pricing = view.pricing;
  if (!pricing || (pricing.factors.length === 0 && !(pricing.bundle && view.isOwner))) return null;
  return (
    <Card id="why-title" title={t("quoteResults.why")} size="small">
      <p className="mt-1 text-sm text-slate-600">
        {t(pricing.line === "home" ? "quoteResults.homeRange" : "quoteResults.range", {
          low: formatCad(pricing.range.low, language),
          high: formatCad(pricing.range.high, language),
        })}
      </p>
      <ul className="mt-3 space-y-2.5">
        {pricing.factors.map((factor) => (
          <li
            key={`${factor.key}-${factor.subject?.kind ?? ""}-${factor.subject?.index ?? ""}`}
            className="flex items-start gap-2.5 text-sm text-slate-700"
          >
            <FactorBadge multiplier={factor.multiplier} />
            <span>{factor.reason}</span>
          </li>
        ))}
      </ul>
      <OntarioChoicesWhy choices={pricing.choices} />
      <HouseholdDrivers view={view} />
      <BundleHomeWhy view={view} />
    </Card>
  );
}

/** A factor's effect on the estimate as a percentage: red when it raises the price, green when it lowers it. */
function FactorBadge({ multiplier }: { multiplier: number }) {
  return (
    <span
      className={`mt-0.5 inline-flex min-w-14 justify-center rounded-full px-2 py-0.5 text-xs font-bold ${
        multiplier > 1 ? "bg-red-50 text-red-800" : "bg-green-50 text-green-800"
      }`}
    >
      {multiplier > 1 ? "+" : "−"}
      {Math.round(Math.abs(multiplier - 1) * 100)}%
    </span>
  );
}

/** Home and car together (issue 25): what the home's estimate is, and what moves it. */
function BundleHomeWhy({ view }: { view: QuoteSessionView }) {
  const t = useTranslate();
  const language = useLanguage();
  const home = view.pricing?.bundle?.home;
  if (!home || !view.isOwner) return null;
  return (
    <div className="mt-4 border-t border-slate-200 pt-3" data-bundle-why>
      <h3 className="text-sm font-semibold text-slate-800">{t("quoteResults.bundle.why")}</h3>
      <p className="mt-1 text-sm text-slate-600">
        {t("quoteResults.bundle.whyRange", {
          low: formatCad(home.range.low, language),
          high: formatCad(home.range.high, language),
        })}{" "}
        {t("quoteResults.bundle.homeCover", {
          liability: formatCad(home.liabilityLimit, language),
          deductible: formatCad(home.deductible, language),
        })}
      </p>
      {home.factors.length > 0 && (
        <ul className="mt-2 space-y-1.5 text-sm text-slate-700">
          {home.factors.map((factor) => (
            <li key={factor.key} className="flex items-start gap-2.5">
              <FactorBadge multiplier={factor.multiplier} />
              <span>{factor.reason}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** Who drives what in a household (issue 25): each vehicle's principal driver, and the occasional ones. */
function HouseholdDrivers({ view }: { view: QuoteSessionView }) {
  const t = useTranslate();
  const household = view.pricing?.household;
  if (!household) return null;
  const driver = (index: number) =>
    t("pricing.subject.driver", { number: index + 1, age: household.drivers[index]?.age ?? "" });
  return (
    <div className="mt-4 border-t border-slate-200 pt-3" data-household>
      <h3 className="text-sm font-semibold text-slate-800">{t("quoteResults.household")}</h3>
      <ul className="mt-1.5 space-y-1.5 text-sm text-slate-700">
        {household.vehicles.map((vehicle) => (
          <li key={vehicle.index}>
            {t("quoteResults.householdVehicle", { vehicle: vehicle.name, driver: driver(vehicle.principalDriver) })}
            {vehicle.occasionalDrivers.length > 0 &&
              ` ${t("quoteResults.householdOccasional", { drivers: vehicle.occasionalDrivers.map(driver).join(", ") })}`}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Who was asked (issue 24): how many partners in our catalogue write the line in the province, and,
 * for the visitor who asked, which of them do not insure this profile and why. A shared link shows
 * the count only: a reason would tell something of the driving record.
 */
function PartnerSearchNote({ view }: { view: QuoteSessionView }) {
  const t = useTranslate();
  const language = useLanguage();
  const search = view.pricing?.search;
  if (!search || search.searched === 0) return null;
  const declined = search.declined;
  // Eligible partners with no quote: an HTTP partner that timed out, failed or refused.
  const unanswered = Math.max(0, search.searched - search.declinedCount - view.quotes.length);
  return (
    <div className="mt-2 text-sm text-slate-700" data-partner-search>
      <p>
        {t(search.searched === 1 ? "quoteResults.searchedOne" : "quoteResults.searched", {
          count: search.searched,
          category: categoryName(view.category, language),
          province: view.province.name,
        })}{" "}
        {unanswered > 0 &&
          t(unanswered === 1 ? "quoteResults.unansweredOne" : "quoteResults.unanswered", { count: unanswered })}
      </p>
      {view.isOwner && declined.length > 0 && (
        <details className="mt-1">
          <summary className="cursor-pointer font-medium text-navy-800 underline decoration-dotted underline-offset-2">
            {declined.length === 1
              ? t("quoteResults.declinedOne")
              : t("quoteResults.declined", { count: declined.length })}
          </summary>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {declined.map((partner) => (
              <li key={partner.partner_id}>
                <span className="font-medium">{partner.partner_name}</span>:{" "}
                {t(`quoteResults.decline.${partner.reason}`)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

function ResultNotes({ view }: { view: QuoteSessionView }) {
  const t = useTranslate();
  const pricing = view.pricing;
  const choicesNote = useOntarioChoicesNote(pricing?.choices);
  if (!pricing) return null;
  const notes = [
    pricing.optionalLayerOnly ? t("quoteResults.optionalLayer", { province: view.province.name }) : null,
    pricing.highRisk ? t("quoteResults.highRisk") : null,
    // Sessions priced since the choices existed say what was chosen (decision 0060); older ones, that they exist.
    choicesNote ?? (pricing.optionalAccidentBenefits ? t("quoteResults.optionalAccidentBenefits") : null),
    // The table's year, not its identifier: "estimates-2025-v1" is a developer's word (issue 24).
    t(pricing.line === "home" ? "quoteResults.homeEstimateNote" : "quoteResults.estimateNote", {
      year: rateTableYear(pricing.rateTableVersion),
    }),
  ].filter((note): note is string => note !== null);
  return (
    <ul className="space-y-2">
      {notes.map((note) => (
        <li key={note} className="flex items-start gap-2.5 rounded-lg bg-sky-50 px-4 py-3 text-sm text-slate-800">
          <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-sky-700" />
          {note}
        </li>
      ))}
    </ul>
  );
}

/**
 * How the results came to be (issue 24): how we are paid, how they are ranked and rated, who was
 * asked, that the prices are estimates, what we are, and where to complain.
 */
function TrustPanel({ view }: { view: QuoteSessionView }) {
  const t = useTranslate();
  const localize = useLocalizePath();
  const criteria = useRatingCriteria();
  const search = view.pricing?.search;
  const asked = [
    ...view.quotes.map((quote) => quote.partner_name),
    ...(search?.declined.map((partner) => partner.partner_name) ?? []),
  ];
  const hiddenDeclined = (search?.declinedCount ?? 0) - (search?.declined.length ?? 0);
  // A shared link names the partners that quoted and counts the others (decision 0043).
  const partners = [
    ...asked,
    ...(hiddenDeclined > 0
      ? [
          hiddenDeclined === 1
            ? t("quoteResults.trust.moreOne")
            : t("quoteResults.trust.more", { count: hiddenDeclined }),
        ]
      : []),
  ].join(", ");
  // Eligible partners that gave no quote (an HTTP partner that timed out or refused).
  const unanswered = Math.max(0, (search?.searched ?? 0) - (search?.declinedCount ?? 0) - view.quotes.length);
  const code = view.province.code;
  const items = [
    t("quoteResults.trust.paid"),
    t("quoteResults.trust.ranked"),
    <span key="rated" id="how-we-rate" className="scroll-mt-28">
      {t("quoteResults.trust.rated", { criteria })}
    </span>,
    partners
      ? [
          t("quoteResults.trust.searched", { partners }),
          unanswered > 0
            ? t(unanswered === 1 ? "quoteResults.unansweredOne" : "quoteResults.unanswered", { count: unanswered })
            : "",
        ]
          .join(" ")
          .trim()
      : null,
    t("quoteResults.trust.estimates"),
    t("quoteResults.trust.licence"),
    <span key="complain">
      {t("quoteResults.trust.complain", {
        ombudsman: t(code === "QC" ? "quoteResults.ombudsman.quebec" : "quoteResults.ombudsman.outsideQuebec"),
        regulator: t(`quoteResults.regulator.${code}`),
      })}{" "}
      <a href={localize(PATHS.contact)} className="font-semibold text-maple-700 underline underline-offset-2">
        {t("quoteResults.trust.contact")}
      </a>
      .
    </span>,
  ].filter((item) => item !== null);
  return (
    <section
      aria-labelledby="trust-title"
      className="rounded-2xl border border-slate-200 bg-slate-50 p-5"
      data-trust-panel
    >
      <h2 id="trust-title" className="text-lg font-bold">
        {t("quoteResults.trust.title")}
      </h2>
      <ul className="mt-3 list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-700">
        {items.map((item, index) => (
          <li key={index}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/**
 * What was asked for, in one line: "2021 Toyota RAV4 · Toronto, Ontario · M5V"; a household's
 * vehicles joined ("2022 Honda CR-V EX + 2016 Mazda 3 GS · …").
 */
function requestSummary(view: QuoteSessionView): string {
  const place = [view.city, view.province.name].filter(Boolean).join(", ");
  const household = view.pricing?.household;
  const vehicle = household
    ? household.vehicles.map((item) => item.name).join(" + ")
    : view.car
      ? [view.car.vehicle.year, view.car.vehicle.make, view.car.vehicle.model].join(" ")
      : null;
  return [vehicle, place, view.postalFsa].filter(Boolean).join(" · ");
}

/** The results screen (step 6), rendered from the stored session so it can be reloaded and shared. */
export function QuoteResults({ view, failed = false }: { view: QuoteSessionView; failed?: boolean }) {
  const t = useTranslate();
  const language = useLanguage();
  const localize = useLocalizePath();
  // `failed`: a results form posted without JavaScript was refused (the limit, a partner down).
  const [hasFailed, setFailed] = useState(failed);
  const title = categoryTitle(view.category, language);
  const name = categoryName(view.category, language);
  const isReferral = view.pricing === null;
  // Home and car together (issue 25): each price is for both lines, and the results say who bundles.
  const bundle = view.pricing?.bundle;
  const bundling = view.quotes.filter((quote) => quote.bundle?.kind === "bundle").length;
  const failure = hasFailed && (
    <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
      <CircleAlert aria-hidden="true" className="h-4 w-4" />
      {t("quotes.failed")}
    </p>
  );

  if (isReferral) {
    return (
      <div className="space-y-6">
        <header>
          <h1 className="text-3xl font-bold">
            {t("quoteResults.referralTitle", { category: title, province: view.province.name })}
          </h1>
          <p className="mt-2 max-w-2xl text-slate-700">
            {view.referrals.length
              ? t("quoteResults.referralIntro", { category: name, province: view.province.name })
              : t("quoteResults.referralNone", { category: name, province: view.province.name })}
          </p>
        </header>
        {failure}
        {!view.isOwner && <SharedNotice />}
        <ul className="grid gap-4 md:grid-cols-2">
          {view.referrals.map((referral) => (
            <li
              key={referral.quote_id}
              className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
            >
              <h2 className="text-lg font-bold">{referral.partner_name}</h2>
              <CheckList items={referral.features} className="mt-3 flex-1" />
              {view.isOwner && <ChooseQuote view={view} quote={referral} className="button-primary mt-5 w-full" />}
            </li>
          ))}
        </ul>
        <StartOver isOwner={view.isOwner} />
      </div>
    );
  }

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-bold">
          {bundle ? t("quoteResults.bundleTitle") : t("quoteResults.title", { category: name })}
        </h1>
        <p className="mt-1 font-medium text-slate-800">{requestSummary(view)}</p>
        {bundle && (
          <p className="mt-2 max-w-2xl text-slate-700" data-bundle-intro>
            {bundling > 0
              ? t("quoteResults.bundleIntro", { bundles: bundling, count: view.quotes.length })
              : t("quoteResults.bundleIntroNone")}
          </p>
        )}
        <p className="mt-2 text-slate-700">
          {view.quotes.length === 1
            ? t("quoteResults.countOne", { province: view.province.name })
            : t("quoteResults.count", { count: view.quotes.length, province: view.province.name })}
        </p>
        <PartnerSearchNote view={view} />
        {view.saving > 0 && (
          <p className="mt-3 inline-flex items-center gap-2 rounded-full bg-green-50 px-4 py-1.5 text-sm font-semibold text-green-800">
            <TrendingDown aria-hidden="true" className="h-4 w-4" />
            {t("quoteResults.saving", { amount: formatCad(view.saving, language) })}
          </p>
        )}
      </header>
      {failure}
      {!view.isOwner && <SharedNotice />}
      {/*
        One order for the eye and the keyboard: the coverage first (folded to a line on phones, so the
        first price is on the first screen), then the quotes, then why and how. From 1024 px the
        coverage and the explanation sit in the right column.
      */}
      <div className="results-layout grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        {view.car && (
          <div className="lg:col-start-2 lg:row-start-1">
            <CoveragePanel view={view} onFailure={() => setFailed(true)} />
          </div>
        )}
        <div className="space-y-4 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          {view.quotes.length === 0 ? (
            <div className="rounded-2xl border border-slate-200 bg-white p-6">
              <p className="text-slate-700">{t("quoteResults.none")}</p>
              <a href={localize(PATHS.contact)} className="button-secondary mt-4">
                {t("quoteResults.contactUs")}
              </a>
            </div>
          ) : (
            <QuoteCards
              view={view}
              listLabel={bundle ? t("quoteResults.bundleTitle") : t("quoteResults.title", { category: name })}
              choose={(quote) =>
                view.isOwner && (
                  <ChooseQuote view={view} quote={quote} className="button-primary mt-5 w-full sm:w-auto" />
                )
              }
            />
          )}
          <ResultNotes view={view} />
          <TrustPanel view={view} />
        </div>
        <div className="lg:col-start-2 lg:row-start-2">
          <WhyThisPrice view={view} />
        </div>
      </div>
      <StartOver isOwner={view.isOwner} />
    </div>
  );
}

/**
 * Shown on a results link opened in another browser (ADR 0027): the visitor's details and the way on
 * to a provider stay with the browser that asked for the quotes.
 */
function SharedNotice() {
  const t = useTranslate();
  const localize = useLocalizePath();
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-sky-200 bg-sky-50 p-5 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-800">{t("quoteResults.sharedNotice")}</p>
      <a href={localize(PATHS.quotes)} className="button-primary shrink-0">
        {t("quoteResults.getOwn")}
      </a>
    </div>
  );
}

/** The results' footer: the visitor's own data (only in the browser that asked for them) and a new start. */
function StartOver({ isOwner }: { isOwner: boolean }) {
  const t = useTranslate();
  const localize = useLocalizePath();
  return (
    <footer className="flex flex-col gap-3 border-t border-slate-200 pt-6 text-sm text-slate-600 sm:flex-row sm:items-center sm:justify-between">
      {isOwner ? (
        <p>
          {t("quoteResults.share")} ·{" "}
          <a
            href={localize(PATHS.privacyRequest)}
            className="font-semibold text-maple-700 underline underline-offset-2"
          >
            {t("quoteResults.yourData")}
          </a>
        </p>
      ) : (
        <p>{t("quoteResults.sharedFooter")}</p>
      )}
      <a href={localize(PATHS.quotes)} className="font-semibold text-maple-700 underline underline-offset-2">
        {t("quoteResults.startOver")}
      </a>
    </footer>
  );
}

const NOT_FOUND = notFoundScreen(
  "quoteResults.notFoundTitle",
  "quoteResults.notFoundMessage",
  "quoteResults.startOver",
  PATHS.quotes,
);

/** A results link that leads nowhere (removed, mistyped, or another browser's private results). */
export function MissingResults() {
  return <NotFoundPanel screen={NOT_FOUND} />;
}
