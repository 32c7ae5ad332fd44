import { Fragment } from "react";
import { AlertTriangle, ArrowRight, Info, Lightbulb, RotateCcw } from "lucide-react";
import { opensBusinessQuotes, type PolicySummary } from "../../../core/shared/policy-upload";
import { PATHS } from "../../../core/shared/paths";
import { useTranslate, useLocalizePath, useLanguage } from "../../i18n/use-translate";
import { formatCad } from "../../lib/format-money";
import type { Language } from "../../../core/i18n/languages";
import "../../../core/i18n/messages/analyzer";
import { Card } from "../../components/ui/card";

const money = (value: number | null, language: Language) => (value === null ? "—" : formatCad(value, language));

/** "2019 Toyota Camry" for a vehicle's heading in the coverages table; "—" when nothing of it was read. */
function vehicleName(vehicle: PolicySummary["details"]["vehicles"][number] | undefined): string {
  const parts = [vehicle?.year, vehicle?.make, vehicle?.model].filter((part) => part !== null && part !== undefined);
  return parts.length ? parts.join(" ") : "—";
}

const SEVERITY_ICON = { important: AlertTriangle, consider: Lightbulb, info: Info } as const;
const SEVERITY_STYLE = {
  important: "bg-red-50 text-red-900",
  consider: "bg-amber-50 text-amber-950",
  info: "bg-sky-50 text-slate-900",
} as const;

/**
 * A word on a field we are not sure of, or nothing when we are: "(clear)" beside every field was a
 * developer's word for the reader (issue 24).
 */
function certainty(confidence: number, t: ReturnType<typeof useTranslate>): string | null {
  if (confidence >= 0.85) return null;
  if (confidence >= 0.6) return t("analyzer.likely");
  return t("analyzer.unsure");
}

/** The summary screen: what the policy says, what we'd look at, and quotes for the same coverage. */
export function PolicySummaryView({ summary, onReset }: { summary: PolicySummary; onReset: () => void }) {
  const t = useTranslate();
  const language = useLanguage();
  const localize = useLocalizePath();
  const { details } = summary;
  return (
    <div className="space-y-6">
      <Card id="summary-title" title={t("analyzer.summaryTitle")}>
        <p className="mt-1 text-sm text-slate-600">
          {t(details.source === "ocr" ? "analyzer.sourceOcr" : "analyzer.sourceText", {
            pages: details.pages === 1 ? t("analyzer.onePage") : t("analyzer.pages", { count: details.pages }),
          })}
        </p>
        <dl className="mt-5 grid gap-x-6 gap-y-3 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-slate-600">{t("analyzer.field.provider")}</dt>
            <dd className="font-semibold">{summary.provider ?? t("analyzer.notFound")}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("analyzer.field.policyNumber")}</dt>
            <dd className="font-semibold">{summary.policyNumber ?? t("analyzer.notFound")}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("analyzer.field.coverageType")}</dt>
            <dd className="font-semibold">{summary.coverageType ?? t("analyzer.notFound")}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("analyzer.field.annualPremium")}</dt>
            <dd className="font-semibold">{money(summary.annualPremium, language)}</dd>
          </div>
          {details.fields.map((field) => (
            <div key={field.key}>
              <dt className="text-sm text-slate-600">{field.label}</dt>
              <dd className="font-medium">
                {field.value ?? t("analyzer.notFound")}
                {field.value !== null && certainty(field.confidence, t) && (
                  <span className="ml-2 text-xs font-normal text-slate-600">({certainty(field.confidence, t)})</span>
                )}
              </dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card id="coverages-title" title={t("analyzer.coveragesTitle")} size="medium">
        {summary.coverages.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("analyzer.noCoverages")}</p>
        ) : (
          <div className="mt-4 overflow-x-auto" role="group" aria-labelledby="coverages-title" tabIndex={0}>
            <table className="w-full min-w-[32rem] text-left text-[15px]">
              <thead>
                <tr className="border-b border-slate-200 text-sm text-slate-600">
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t("analyzer.column.coverage")}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t("analyzer.column.limit")}
                  </th>
                  <th scope="col" className="py-2 pr-4 font-semibold">
                    {t("analyzer.column.deductible")}
                  </th>
                  <th scope="col" className="py-2 font-semibold">
                    {t("analyzer.column.premium")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.coverages.map((coverage, index) => (
                  <Fragment key={`${coverage.key}-${coverage.vehicle ?? 0}-${index}`}>
                    {coverage.vehicle !== null && summary.coverages[index - 1]?.vehicle !== coverage.vehicle && (
                      <tr className="border-b border-slate-200 bg-slate-50">
                        <th scope="colgroup" colSpan={4} className="px-2 py-2 font-semibold">
                          {t("analyzer.column.vehicle", {
                            number: coverage.vehicle,
                            vehicle: vehicleName(details.vehicles[coverage.vehicle - 1]),
                          })}
                        </th>
                      </tr>
                    )}
                    <tr className="border-b border-slate-100">
                      <th scope="row" className="py-2 pr-4 font-medium">
                        {coverage.name}
                      </th>
                      <td className="py-2 pr-4">{money(coverage.limit, language)}</td>
                      <td className="py-2 pr-4">{money(coverage.deductible, language)}</td>
                      <td className="py-2">{money(coverage.premium, language)}</td>
                    </tr>
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
        {details.endorsements.length > 0 && (
          <>
            <h3 className="mt-6 font-semibold">{t("analyzer.endorsementsTitle")}</h3>
            <ul className="mt-2 space-y-1.5 text-[15px] text-slate-700">
              {details.endorsements.map((endorsement) => (
                <li key={endorsement.code}>
                  <span className="font-semibold text-slate-900">{endorsement.code}</span>
                  {endorsement.meaning ? `: ${endorsement.meaning}` : ""}
                  {endorsement.premium !== null ? ` (${formatCad(endorsement.premium, language)})` : ""}
                </li>
              ))}
            </ul>
          </>
        )}
        {summary.exclusions.length > 0 && (
          <>
            <h3 className="mt-6 font-semibold">{t("analyzer.exclusionsTitle")}</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-[15px] text-slate-700">
              {summary.exclusions.map((exclusion) => (
                <li key={exclusion}>{exclusion}</li>
              ))}
            </ul>
          </>
        )}
      </Card>

      <Card id="suggestions-title" title={t("analyzer.suggestionsTitle")} size="medium">
        {details.suggestions.length === 0 ? (
          <p className="mt-3 text-slate-700">{t("analyzer.noSuggestions")}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {details.suggestions.map((suggestion) => {
              const Icon = SEVERITY_ICON[suggestion.severity];
              return (
                <li
                  key={suggestion.id}
                  className={`flex items-start gap-3 rounded-lg px-4 py-3 text-[15px] ${SEVERITY_STYLE[suggestion.severity]}`}
                >
                  <Icon aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
                  {suggestion.text}
                </li>
              );
            })}
          </ul>
        )}
        {details.comparison && (
          <div className="mt-6 rounded-xl bg-slate-50 p-5">
            <h3 className="font-semibold">{t("analyzer.comparisonTitle")}</h3>
            <p className="mt-2 text-[15px] text-slate-700">
              {t("analyzer.comparisonText", {
                estimate: formatCad(details.comparison.estimate, language),
                low: formatCad(details.comparison.low, language),
                high: formatCad(details.comparison.high, language),
              })}
            </p>
            {details.comparison.assumptions.length > 0 && (
              <p className="mt-2 text-sm text-slate-600">
                {t("analyzer.assumptions", { assumptions: details.comparison.assumptions.join("; ") })}
              </p>
            )}
          </div>
        )}
        <div className="mt-6 flex flex-col gap-3 sm:flex-row">
          {details.quotesUrl && (
            <a href={details.quotesUrl} className="button-primary">
              {t(opensBusinessQuotes(summary) ? "analyzer.businessPartners" : "analyzer.compareQuotes")}
              <ArrowRight aria-hidden="true" className="h-4 w-4" />
            </a>
          )}
          {/* A link, so it starts over without JavaScript too; with it, the page resets in place. */}
          <a
            href={localize(PATHS.policyAnalyzer)}
            className="button-secondary"
            onClick={(event) => {
              event.preventDefault();
              onReset();
            }}
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {t("analyzer.analyzeAnother")}
          </a>
        </div>
      </Card>
    </div>
  );
}
