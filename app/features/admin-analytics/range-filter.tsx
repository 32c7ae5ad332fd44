import { Download } from "lucide-react";
import { Form } from "react-router";
import { addDays } from "../../../core/analytics/date-range";
import { POST_LANGUAGE_NAMES } from "../../../core/content/post-translation";
import { LANGUAGES, type Language } from "../../../core/i18n/languages";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/staff";

export const ADMIN_ANALYTICS_PATH = "/admin/analytics";
export const ANALYTICS_CSV_PATH = "/api/admin/analytics.csv";
const PRESET_DAYS = [7, 30, 90, 365] as const;

/** The dashboard's query: the range, and the language when one is chosen (decision 0036). */
function filterQuery(from: string, to: string, language: Language | ""): string {
  return new URLSearchParams({ from, to, ...(language ? { language } : {}) }).toString();
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:border-maple-600";

/**
 * The date range and the language as a GET form (works before JavaScript loads), quick ranges as
 * plain links that keep the language, and the CSV export of the figures shown. Staff screens stay
 * English (decision 0035): the language filter's words are not in the catalogue.
 */
export function RangeFilter({
  from,
  to,
  language,
  today,
  error,
  exportRange,
}: {
  from: string;
  to: string;
  language: Language | "";
  today: string;
  error: { field: "from" | "to" | "language"; message: string } | null;
  exportRange: { from: string; to: string; language: Language | "" } | null;
}) {
  const t = useTranslate();
  const errorId = "analytics-range-error";
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <Form method="get" action={ADMIN_ANALYTICS_PATH} className="flex flex-wrap items-end gap-3" noValidate>
        <fieldset className="contents">
          <legend className="sr-only">{t("analytics.admin.filter.legend")}</legend>
          {(["from", "to"] as const).map((field) => (
            <div key={field} className="min-w-40 flex-1 sm:flex-none">
              <label htmlFor={`analytics-${field}`} className="text-sm font-medium text-slate-800">
                {t(`analytics.admin.filter.${field}`)}
              </label>
              <input
                id={`analytics-${field}`}
                name={field}
                type="date"
                defaultValue={field === "from" ? from : to}
                max={today}
                className={inputClass}
                aria-invalid={error?.field === field ? true : undefined}
                aria-describedby={error?.field === field ? errorId : undefined}
              />
            </div>
          ))}
        </fieldset>
        <div className="min-w-40 flex-1 sm:flex-none">
          <label htmlFor="analytics-language" className="text-sm font-medium text-slate-800">
            Language
          </label>
          <select
            id="analytics-language"
            name="language"
            defaultValue={language}
            className={inputClass}
            aria-invalid={error?.field === "language" ? true : undefined}
            aria-describedby={error?.field === "language" ? errorId : undefined}
          >
            <option value="">All languages</option>
            {LANGUAGES.map((choice) => (
              <option key={choice} value={choice}>
                {POST_LANGUAGE_NAMES[choice]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button-primary">
          {t("analytics.admin.filter.apply")}
        </button>
        {exportRange && (
          <a
            href={`${ANALYTICS_CSV_PATH}?${filterQuery(exportRange.from, exportRange.to, exportRange.language)}`}
            download
            className="button-secondary inline-flex items-center gap-2"
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            {t("analytics.admin.export")}
          </a>
        )}
      </Form>
      {error && (
        <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
      <nav aria-label={t("analytics.admin.filter.presets")} className="mt-3 flex flex-wrap gap-2 text-sm">
        {PRESET_DAYS.map((days) => (
          <a
            key={days}
            href={`${ADMIN_ANALYTICS_PATH}?${filterQuery(addDays(today, -(days - 1)), today, language)}`}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3 text-slate-800 hover:bg-slate-100"
          >
            {t("analytics.admin.filter.lastDays", { days })}
          </a>
        ))}
      </nav>
    </div>
  );
}
