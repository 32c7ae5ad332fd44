import { Download } from "lucide-react";
import { Form } from "react-router";
import { addDays } from "../../../core/analytics/date-range";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/staff";

export const ADMIN_ANALYTICS_PATH = "/admin/analytics";
export const ANALYTICS_CSV_PATH = "/api/admin/analytics.csv";
const PRESET_DAYS = [7, 30, 90, 365] as const;

function rangeQuery(from: string, to: string): string {
  return new URLSearchParams({ from, to }).toString();
}

const inputClass =
  "mt-1 block min-h-11 w-full rounded-md border border-slate-300 bg-white px-3 text-slate-900 focus-visible:border-maple-600";

/**
 * The date range as a GET form (works before JavaScript loads), quick ranges as plain links, and the
 * CSV export of the range shown.
 */
export function RangeFilter({
  from,
  to,
  today,
  error,
  exportRange,
}: {
  from: string;
  to: string;
  today: string;
  error: { field: "from" | "to"; message: string } | null;
  exportRange: { from: string; to: string } | null;
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
        <button type="submit" className="button-primary">
          {t("analytics.admin.filter.apply")}
        </button>
        {exportRange && (
          <a
            href={`${ANALYTICS_CSV_PATH}?${rangeQuery(exportRange.from, exportRange.to)}`}
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
            href={`${ADMIN_ANALYTICS_PATH}?${rangeQuery(addDays(today, -(days - 1)), today)}`}
            className="inline-flex min-h-11 items-center rounded-full border border-slate-300 px-3 text-slate-800 hover:bg-slate-100"
          >
            {t("analytics.admin.filter.lastDays", { days })}
          </a>
        ))}
      </nav>
    </div>
  );
}
