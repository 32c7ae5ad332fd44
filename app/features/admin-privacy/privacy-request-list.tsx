import { AlertTriangle } from "lucide-react";
import type { MessageKey } from "../../../core/i18n/messages-en";
import type { StaffPrivacyRequest, StaffPrivacyStatus } from "../../../server/services/privacy-requests";
import { useTranslate } from "../../i18n/use-translate";
import { formatLongDate } from "../../lib/format-date";
import { AdminShell } from "../admin/admin-shell";
import { ColumnHeaders } from "../admin/column-headers";
import { StatusPill, type StatusTone } from "../admin/status-pill";
import "../../../core/i18n/messages/staff";

const STATUS_KEYS: Record<StaffPrivacyStatus, MessageKey> = {
  awaiting_confirmation: "admin.privacy.status.awaiting",
  unverified: "admin.privacy.status.unverified",
  completed: "admin.privacy.status.completed",
};

const STATUS_TONES: Record<StaffPrivacyStatus, StatusTone> = {
  completed: "green",
  awaiting_confirmation: "yellow",
  unverified: "slate",
};

function Deadline({ request }: { request: StaffPrivacyRequest }) {
  const t = useTranslate();
  const date = formatLongDate(request.due_at);
  if (request.status !== "awaiting_confirmation") return <span>{date}</span>;
  if (request.overdue) {
    return (
      <span className="inline-flex items-center gap-1.5 font-semibold text-red-800">
        <AlertTriangle aria-hidden="true" className="h-4 w-4" />
        {t("admin.privacy.overdue", { date, days: -request.days_left })}
      </span>
    );
  }
  return <span>{t("admin.privacy.daysLeft", { date, days: request.days_left })}</span>;
}

/** /admin/privacy: visitors' access and deletion requests, soonest 30-day deadline first. */
export function PrivacyRequestList({ requests }: { requests: StaffPrivacyRequest[] }) {
  const t = useTranslate();
  const overdue = requests.filter((request) => request.overdue).length;
  return (
    <AdminShell notice={null}>
      <h1 className="text-2xl font-bold text-navy-900">{t("admin.privacy.title")}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{t("admin.privacy.intro")}</p>
      {overdue > 0 && (
        <p
          role="alert"
          className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {t("admin.privacy.overdueCount", { count: overdue })}
        </p>
      )}
      {requests.length === 0 ? (
        <p className="mt-8 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">
          {t("admin.privacy.empty")}
        </p>
      ) : (
        // Focusable, so keyboard users can scroll the table sideways on a narrow screen.
        <div
          role="region"
          aria-label={t("admin.privacy.caption")}
          tabIndex={0}
          className="mt-6 overflow-x-auto rounded-2xl border border-slate-200 bg-white"
        >
          <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
            <caption className="sr-only">{t("admin.privacy.caption")}</caption>
            <ColumnHeaders
              className="bg-slate-50 text-slate-700"
              cellClassName="px-4 py-3 font-semibold"
              headers={[
                t("admin.privacy.colDue"),
                t("admin.privacy.colKind"),
                t("admin.privacy.colChannel"),
                t("admin.privacy.colStatus"),
                t("admin.privacy.colReceived"),
                t("admin.privacy.colCompleted"),
                t("admin.privacy.colId"),
              ]}
            />
            <tbody className="divide-y divide-slate-200">
              {requests.map((request) => (
                <tr
                  key={request.id}
                  data-testid="privacy-request-row"
                  data-overdue={request.overdue ? "true" : undefined}
                  className={request.overdue ? "bg-red-50" : undefined}
                >
                  <td className="px-4 py-3 whitespace-nowrap">
                    <Deadline request={request} />
                  </td>
                  <td className="px-4 py-3">
                    {request.kind === "access" ? t("admin.privacy.kindAccess") : t("admin.privacy.kindDeletion")}
                  </td>
                  <td className="px-4 py-3">
                    {request.channel === "reference"
                      ? t("admin.privacy.channelReference")
                      : t("admin.privacy.channelEmail")}
                  </td>
                  <td className="px-4 py-3">
                    <StatusPill tone={STATUS_TONES[request.status]}>{t(STATUS_KEYS[request.status])}</StatusPill>
                  </td>
                  <td className="px-4 py-3 whitespace-nowrap">{formatLongDate(request.received_at)}</td>
                  <td className="px-4 py-3 whitespace-nowrap">
                    {request.completed_at ? formatLongDate(request.completed_at) : "—"}
                  </td>
                  <td className="px-4 py-3 font-mono text-xs text-slate-600">{request.id}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </AdminShell>
  );
}
