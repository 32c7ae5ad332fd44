import { data } from "react-router";
import { POST_LANGUAGE_NAMES } from "../../core/content/post-translation";
import { isLanguage } from "../../core/i18n/languages";
import { AdminShell } from "../features/admin/admin-shell";
import { STAFF_ROUTE_HANDLE, staffMeta } from "../features/admin/staff-route";
import { DashboardView } from "../features/admin-analytics/dashboard-view";
import { RangeFilter } from "../features/admin-analytics/range-filter";
import { useTranslate } from "../i18n/use-translate";
import { requireStaff } from "../lib/require-staff.server";
import type { Route } from "./+types/admin-analytics";
import "../../core/i18n/messages/staff";
import { loadWithMessages } from "../lib/page-messages";

export const handle = STAFF_ROUTE_HANDLE;

export function meta() {
  return staffMeta("analytics.admin.metaTitle");
}

/**
 * The dashboard for ?from=&to=&language= (Toronto days, default the last 30; one language's activity,
 * default all), read on the server.
 */
/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context);
  const service = context.services.analyticsDashboard;
  const params = new URL(request.url).searchParams;
  const input = { from: params.get("from") ?? "", to: params.get("to") ?? "", language: params.get("language") ?? "" };
  const today = service.today();
  const checked = service.checkFilters(input);
  if (!checked.ok) {
    const error = { field: checked.field, message: checked.message };
    const shown = { ...input, language: isLanguage(input.language) ? input.language : ("" as const) };
    return data({ dashboard: null, today, input: shown, error }, { status: 400 });
  }
  const { range, language } = checked;
  return {
    dashboard: await service.load({ range, language }),
    today,
    input: { from: range.from, to: range.to, language: language ?? ("" as const) },
    error: null,
  };
}

export default function AdminAnalyticsPage({ loaderData }: Route.ComponentProps) {
  const t = useTranslate();
  const { dashboard, today, input, error } = loaderData;
  return (
    <AdminShell notice={null}>
      <h1 className="text-2xl font-bold sm:text-3xl">{t("analytics.admin.title")}</h1>
      {dashboard && (
        <>
          <p className="mt-2 text-slate-600" data-testid="analytics-range">
            {t("analytics.admin.intro", {
              from: dashboard.range.from,
              to: dashboard.range.to,
              days: dashboard.range.days,
            })}
          </p>
          <p className="mt-1 text-slate-600" data-testid="analytics-language">
            {dashboard.language
              ? `${POST_LANGUAGE_NAMES[dashboard.language]} only: visits and events on ${POST_LANGUAGE_NAMES[dashboard.language]} pages, quotes and conversations started in ${POST_LANGUAGE_NAMES[dashboard.language]}.`
              : "All languages."}
          </p>
        </>
      )}
      <div className="mt-6">
        <RangeFilter
          from={input.from}
          to={input.to}
          language={input.language}
          today={today}
          error={error}
          exportRange={
            dashboard
              ? { from: dashboard.range.from, to: dashboard.range.to, language: dashboard.language ?? "" }
              : null
          }
        />
      </div>
      {dashboard && <DashboardView dashboard={dashboard} />}
    </AdminShell>
  );
}
