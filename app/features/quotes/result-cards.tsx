import { Check, ChevronDown, Minus, Star } from "lucide-react";
import { useState, type ReactNode } from "react";
import { useSearchParams } from "react-router";
import { RATING_RUBRIC, type FeatureTag } from "../../../core/pricing/feature-tags";
import { HOME_COVERAGE_TYPE } from "../../../core/pricing/partners";
import {
  PRICE_PERIODS,
  RESULTS_SORTS,
  arrangeQuotes,
  markedQuotes,
  offeredTags,
  readResultsOptions,
  withResultsOptions,
  type ResultsOptions,
} from "../../../core/shared/results-options";
import type { QuoteSessionView, ShownQuote } from "../../../server/services/get-quote-session-view";
import type { BundleOffer } from "../../../core/pricing/estimate-bundle";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import { formatCad } from "../../lib/format-money";
import { useHydrated } from "../../lib/use-hydrated";
import "../../../core/i18n/messages/quote-results";

/** A partner's name without the catalogue's "(fictional)" / "(fictif)" mark, for a button's words. */
export function shortPartnerName(name: string): string {
  return name.replace(/\s*\((fictional|fictif)\)$/i, "");
}

/**
 * The results' arrangement (decision 0045): read from the address, so a link and a page without
 * JavaScript keep it; with JavaScript a change applies at once and the address follows.
 */
export function useResultsOptions(): [ResultsOptions, (next: ResultsOptions) => void] {
  const [searchParams] = useSearchParams();
  const [options, setOptions] = useState(() => readResultsOptions(searchParams));
  const change = (next: ResultsOptions) => {
    setOptions(next);
    const search = withResultsOptions(new URLSearchParams(window.location.search), next).toString();
    // The router's own entry is kept (its state), only the address changes: nothing is fetched again.
    window.history.replaceState(window.history.state, "", `${window.location.pathname}?${search}`);
  };
  return [options, change];
}

/**
 * One choice among a few, drawn as buttons (radios underneath): the coverage panel's limits and
 * deductibles in three equal columns, the results' options side by side.
 */
export function OptionGroup<Value extends string | number>({
  name,
  legend,
  values,
  value,
  label,
  onChange,
  columns = false,
}: {
  name: string;
  legend: string;
  values: readonly Value[];
  value: Value;
  label: (value: Value) => string;
  onChange: (value: Value) => void;
  columns?: boolean;
}) {
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      <div className={`mt-1.5 gap-1.5 ${columns ? "grid grid-cols-3" : "flex flex-wrap"}`}>
        {values.map((option) => (
          <label
            key={String(option)}
            className={`flex min-h-11 cursor-pointer items-center justify-center rounded-lg border-2 px-3 text-sm font-semibold has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-maple-600 ${
              option === value
                ? "border-maple-600 bg-maple-50 text-maple-800"
                : "border-slate-200 text-slate-700 hover:border-slate-300"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={String(option)}
              className="sr-only"
              checked={option === value}
              onChange={() => onChange(option)}
            />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A panel folded to its title and a one-line summary on phones, so the first price stays on the
 * first screen, and open from 1024 px with its summary hidden (app.css, `.open-from-lg`). The
 * `marker` attribute names it for the journeys.
 */
export function FoldedPanel({
  title,
  summary,
  marker,
  className = "",
  children,
}: {
  title: string;
  summary: string;
  marker: "data-coverage-panel" | "data-results-options";
  className?: string;
  children: ReactNode;
}) {
  return (
    <details
      className={`open-from-lg group rounded-2xl border border-slate-200 bg-white ${className}`}
      {...{ [marker]: "" }}
    >
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 sm:px-5 [&::-webkit-details-marker]:hidden">
        <span className="min-w-0">
          <span className="block font-bold text-navy-900">{title}</span>
          <span className="block text-sm text-slate-600">{summary}</span>
        </span>
        <ChevronDown
          aria-hidden="true"
          className="h-5 w-5 shrink-0 text-slate-600 transition-transform group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      {children}
    </details>
  );
}

/**
 * Price period, order and feature filters: a GET form to the same results (one press without
 * JavaScript), applied at once with it.
 */
function ResultsOptionsForm({
  view,
  options,
  tags,
  onChange,
}: {
  view: QuoteSessionView;
  options: ResultsOptions;
  tags: FeatureTag[];
  onChange: (next: ResultsOptions) => void;
}) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const summary = [
    t(`quoteResults.period.${options.period}`),
    t(`quoteResults.sort.${options.sort}`),
    ...options.features.map((tag) => t(`quoteResults.tag.${tag}`)),
  ].join(" · ");
  return (
    <FoldedPanel title={t("quoteResults.options")} summary={summary} marker="data-results-options">
      <form
        method="get"
        aria-label={t("quoteResults.options")}
        className="flex flex-col gap-4 px-4 pb-4 sm:flex-row sm:flex-wrap sm:items-end lg:pt-4"
        onSubmit={(event) => event.preventDefault()}
      >
        <input type="hidden" name="session" value={view.sessionId} />
        <OptionGroup
          name="price"
          legend={t("quoteResults.showPrices")}
          values={PRICE_PERIODS}
          value={options.period}
          label={(period) => t(`quoteResults.period.${period}`)}
          onChange={(period) => onChange({ ...options, period })}
        />
        <OptionGroup
          name="sort"
          legend={t("quoteResults.sortBy")}
          values={RESULTS_SORTS}
          value={options.sort}
          label={(sort) => t(`quoteResults.sort.${sort}`)}
          onChange={(sort) => onChange({ ...options, sort })}
        />
        {tags.length > 0 && (
          <fieldset className="sm:basis-full">
            <legend className="text-sm font-semibold text-slate-800">{t("quoteResults.filterBy")}</legend>
            <div className="mt-1.5 flex flex-wrap gap-x-4 gap-y-1">
              {tags.map((tag) => (
                <label key={tag} className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    name="feature"
                    value={tag}
                    className="h-5 w-5 rounded border-slate-400 accent-maple-600"
                    checked={options.features.includes(tag)}
                    onChange={(event) =>
                      onChange({
                        ...options,
                        features: event.target.checked
                          ? [...options.features, tag]
                          : options.features.filter((chosen) => chosen !== tag),
                      })
                    }
                  />
                  {t(`quoteResults.tag.${tag}`)}
                </label>
              ))}
            </div>
          </fieldset>
        )}
        {!hydrated && (
          <button type="submit" className="button-secondary">
            {t("quoteResults.applyOptions")}
          </button>
        )}
      </form>
    </FoldedPanel>
  );
}

function Badge({ children, tone }: { children: ReactNode; tone: "maple" | "navy" }) {
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold text-white ${
        tone === "maple" ? "bg-maple-600" : "bg-navy-800"
      }`}
    >
      {children}
    </span>
  );
}

/** What a quote's price pays for, from the quote itself: the coverage it was priced with. */
function WhatItBuys({ quote }: { quote: ShownQuote }) {
  const t = useTranslate();
  const language = useLanguage();
  const isHome = quote.coverage_type === HOME_COVERAGE_TYPE;
  const parts = quote.coverage_type.split(":")[1]?.split("+") ?? [];
  const rows: [string, ReactNode][] = [
    [t("quoteResults.buys.liability"), formatCad(quote.coverage_limit, language)],
    [t("quoteResults.coverage.deductible"), formatCad(quote.deductible, language)],
  ];
  if (!isHome) {
    for (const part of ["collision", "comprehensive"] as const) {
      const included = parts.includes(part);
      rows.push([
        t(`quoteResults.coverage.${part}`),
        <span key={part} className="inline-flex items-center gap-1">
          {included ? (
            <Check aria-hidden="true" className="h-4 w-4 text-green-700" />
          ) : (
            <Minus aria-hidden="true" className="h-4 w-4 text-slate-500" />
          )}
          {t(included ? "quoteResults.buys.included" : "quoteResults.buys.notIncluded")}
        </span>,
      ]);
    }
  }
  return (
    <div className="mt-4">
      <h3 className="text-sm font-semibold text-slate-800">{t("quoteResults.buys")}</h3>
      <p className="text-sm text-slate-600">
        {isHome
          ? t("quoteResults.buys.home")
          : quote.coverage_type.startsWith("optional-layer")
            ? t("quoteResults.buys.optionalLayer")
            : null}
      </p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1.5 text-sm sm:grid-cols-4">
        {rows.map(([term, value]) => (
          <div key={term} className="min-w-0">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function QuoteCard({
  quote,
  province,
  options,
  marks,
  choose,
}: {
  quote: ShownQuote;
  province: string;
  options: ResultsOptions;
  marks: { cheapest: string | null; topRated: string | null };
  choose: ReactNode;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const isCheapest = marks.cheapest === quote.quote_id;
  const isTopRated = marks.topRated === quote.quote_id;
  const monthlyFirst = options.period === "monthly";
  return (
    <li
      data-quote-card
      className={`rounded-2xl border bg-white p-5 shadow-sm ${isCheapest ? "border-maple-600 ring-1 ring-maple-600" : isTopRated ? "border-navy-800 ring-1 ring-navy-800" : "border-slate-200"}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          {(isCheapest || isTopRated) && (
            <p className="mb-1 flex flex-wrap gap-1.5">
              {isCheapest && <Badge tone="maple">{t("quoteResults.cheapest")}</Badge>}
              {isTopRated && (
                <Badge tone="navy">
                  <Star aria-hidden="true" className="h-3 w-3" />
                  {t("quoteResults.topRated")}
                </Badge>
              )}
            </p>
          )}
          <h2 className="text-lg font-bold">{quote.partner_name}</h2>
          <p className="text-sm text-slate-600">
            {t("quoteResults.rating", { score: quote.rating })} ·{" "}
            <a href="#how-we-rate" className="underline underline-offset-2">
              {t("quoteResults.ratingLink")}
            </a>
          </p>
        </div>
        <div className="sm:text-right" data-price>
          <p className="text-3xl font-extrabold text-slate-900">
            {formatCad(monthlyFirst ? quote.monthly_premium : quote.annual_premium, language)}
            <span className="ml-1 text-sm font-medium text-slate-600">
              {t(monthlyFirst ? "quoteResults.perMonthMain" : "quoteResults.perYear")}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            {monthlyFirst
              ? t("quoteResults.perYearAlso", { amount: formatCad(quote.annual_premium, language) })
              : t("quoteResults.perMonth", { amount: formatCad(quote.monthly_premium, language) })}
          </p>
        </div>
      </div>
      {quote.bundle && (
        <BundleSplit quote={quote} bundle={quote.bundle} province={province} monthlyFirst={monthlyFirst} />
      )}
      {quote.vehicle_premiums && <VehicleSplit quote={quote} monthlyFirst={monthlyFirst} />}
      <WhatItBuys quote={quote} />
      {quote.features.length > 0 && (
        <>
          <h3 className="mt-4 text-sm font-semibold text-slate-800">{t("quoteResults.buys.extras")}</h3>
          <ul className="mt-1.5 space-y-1.5">
            {quote.features.map((feature) => (
              <li key={feature} className="flex gap-2 text-sm leading-relaxed text-slate-700">
                <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-green-700" />
                {feature}
              </li>
            ))}
          </ul>
        </>
      )}
      {choose}
    </li>
  );
}

/**
 * Home and car together (issue 25): what the price for both is made of, whether this partner bundles
 * them (and what that saves against buying the two separately), writes both without a bundle
 * discount, or writes only the car (the home then from the partner named, bought separately).
 */
function BundleSplit({
  quote,
  bundle,
  province,
  monthlyFirst,
}: {
  quote: ShownQuote;
  bundle: BundleOffer;
  /** The province's name, in the reader's language. */
  province: string;
  monthlyFirst: boolean;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const amount = (annual: number) =>
    t(monthlyFirst ? "quoteResults.vehicleMonthly" : "quoteResults.vehicleAnnual", {
      amount: formatCad(monthlyFirst ? Math.round(annual / 12) : annual, language),
    });
  const rows: [string, string][] = [[t("quoteResults.bundle.car"), amount(bundle.car)]];
  if (bundle.home !== null && bundle.homePartner) {
    rows.push([
      bundle.kind === "car_only"
        ? t("quoteResults.bundle.homeElsewhere", { partner: bundle.homePartner.name })
        : t("quoteResults.bundle.home"),
      amount(bundle.home),
    ]);
  }
  const kind =
    bundle.kind === "bundle"
      ? t("quoteResults.bundle.bundles", { percent: Math.round(bundle.discount * 100) })
      : bundle.kind === "separate"
        ? t("quoteResults.bundle.separate")
        : t("quoteResults.bundle.carOnly", { province });
  return (
    <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3" data-bundle={bundle.kind} data-partner={quote.partner_id}>
      <h3 className="text-sm font-semibold text-slate-800">{t("quoteResults.bundle.title")}</h3>
      <p className={`mt-1 text-sm ${bundle.kind === "bundle" ? "font-medium text-green-800" : "text-slate-700"}`}>
        {kind}
      </p>
      <dl className="mt-1.5 space-y-1 text-sm text-slate-700">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-wrap justify-between gap-x-4">
            <dt className="min-w-0">{term}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {bundle.home === null && (
        <p className="mt-1.5 text-sm text-slate-700">{t("quoteResults.bundle.noHome", { province })}</p>
      )}
      {bundle.saving > 0 && (
        <p className="mt-1.5 text-sm font-semibold text-green-800" data-bundle-saving>
          {t("quoteResults.bundle.saving", {
            amount: formatCad(bundle.saving, language),
            separately: formatCad(bundle.separately, language),
          })}
        </p>
      )}
    </div>
  );
}

/** A household's price by vehicle (issue 25): each vehicle's part of the total, in the chosen period. */
function VehicleSplit({ quote, monthlyFirst }: { quote: ShownQuote; monthlyFirst: boolean }) {
  const t = useTranslate();
  const language = useLanguage();
  const split = quote.vehicle_premiums ?? [];
  return (
    <div className="mt-4 rounded-xl bg-slate-50 px-4 py-3" data-vehicle-split>
      <h3 className="text-sm font-semibold text-slate-800">{t("quoteResults.vehicleSplit")}</h3>
      <dl className="mt-1.5 space-y-1 text-sm text-slate-700">
        {split.map((vehicle) => (
          <div key={vehicle.vehicle} className="flex flex-wrap justify-between gap-x-4">
            <dt className="min-w-0">{vehicle.name}</dt>
            <dd className="font-semibold text-slate-900">
              {t(monthlyFirst ? "quoteResults.vehicleMonthly" : "quoteResults.vehicleAnnual", {
                amount: formatCad(monthlyFirst ? vehicle.monthly_premium : vehicle.annual_premium, language),
              })}
            </dd>
          </div>
        ))}
      </dl>
      {quote.multi_vehicle_discount !== undefined && (
        <p className="mt-1.5 text-sm font-medium text-green-800">
          {t("quoteResults.multiVehicleDiscount", { percent: Math.round(quote.multi_vehicle_discount * 100) })}
        </p>
      )}
    </div>
  );
}

/**
 * The quotes as comparable cards (issue 24): each says what its price buys, leads with the period the
 * visitor chose, and the cheapest and our top-rated are marked among all of them.
 */
export function QuoteCards({
  view,
  listLabel,
  choose,
}: {
  view: QuoteSessionView;
  listLabel: string;
  choose: (quote: ShownQuote) => ReactNode;
}) {
  const t = useTranslate();
  const [options, setOptions] = useResultsOptions();
  const shown = arrangeQuotes(view.quotes, options);
  const marks = markedQuotes(view.quotes);
  const tags = offeredTags(view.quotes);
  const filtered = shown.length < view.quotes.length;
  return (
    <div className="space-y-4" data-results-cards>
      {view.quotes.length > 1 && <ResultsOptionsForm view={view} options={options} tags={tags} onChange={setOptions} />}
      {/* A live region present from the start: one added with its words is often not read out. */}
      <p role="status" className="flex flex-wrap items-center gap-x-3 text-sm text-slate-700 empty:hidden">
        {filtered && (
          <span>
            {shown.length === 0
              ? t("quoteResults.noneMatch")
              : shown.length === 1
                ? t("quoteResults.showingOne", { count: view.quotes.length })
                : t("quoteResults.showing", { shown: shown.length, count: view.quotes.length })}
          </span>
        )}
        {filtered && (
          <a
            href={`?${withResultsOptions(new URLSearchParams({ session: view.sessionId }), { ...options, features: [] }).toString()}`}
            className="font-semibold text-maple-700 underline underline-offset-2"
            onClick={(event) => {
              event.preventDefault();
              setOptions({ ...options, features: [] });
            }}
          >
            {t("quoteResults.clearFilters")}
          </a>
        )}
      </p>
      <ol className="space-y-4" aria-label={listLabel}>
        {shown.map((quote) => (
          <QuoteCard
            key={quote.quote_id}
            quote={quote}
            province={view.province.name}
            options={options}
            marks={marks}
            choose={choose(quote)}
          />
        ))}
      </ol>
    </div>
  );
}

/** The criteria of our rating, in the visitor's words, for the trust panel. */
export function useRatingCriteria(): string {
  const t = useTranslate();
  return RATING_RUBRIC.map((tag) => t(`quoteResults.tag.${tag}`).toLowerCase()).join(", ");
}
