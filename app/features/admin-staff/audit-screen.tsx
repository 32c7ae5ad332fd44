import { CircleAlert } from "lucide-react";
import { Form, Link } from "react-router";
import { STAFF_AUDIT_ACTIONS, type StaffAuditEventView } from "../../../core/shared/staff-audit";
import { Field, inputClass } from "../../components/ui/form-field";
import { ADMIN_AUDIT_PATH } from "../admin/admin-api";
import { AdminShell } from "../admin/admin-shell";

interface AuditScreenProps {
  events: StaffAuditEventView[];
  total: number;
  page: number;
  pageCount: number;
  actors: string[];
  error: string | null;
  filter: { actor?: string; action?: string };
}

/** Toronto time, to the second: when something happened matters to whoever reads the log. */
const TIME_FORMAT = new Intl.DateTimeFormat("en-CA", {
  timeZone: "America/Toronto",
  dateStyle: "medium",
  timeStyle: "medium",
});

function describeDetails(details: StaffAuditEventView["details"]): string {
  if (!details) return "";
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${String(value)}`)
    .join(", ");
}

function pageLink(filter: AuditScreenProps["filter"], page: number): string {
  const params = new URLSearchParams();
  if (filter.actor) params.set("actor", filter.actor);
  if (filter.action) params.set("action", filter.action);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `${ADMIN_AUDIT_PATH}?${query}` : ADMIN_AUDIT_PATH;
}

/**
 * /admin/audit (decision 0053): what staff did, newest first, 25 to a page, filtered by who and by
 * what. A plain GET form, so a filtered page is a link that can be kept or sent.
 */
export function AuditScreen({ events, total, page, pageCount, actors, error, filter }: AuditScreenProps) {
  return (
    <AdminShell notice={null}>
      <h1 className="text-2xl font-bold text-navy-900">Audit log</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Sign-ins, sign-outs, two-factor changes, publishing, deleting, featuring, privacy requests read and staff
        account changes: who, what, when, to what and from which address. Times are Toronto time.
      </p>
      {error && (
        <p
          role="alert"
          className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      <Form method="get" className="mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <Field id="audit-actor" label="Who">
          <select id="audit-actor" name="actor" defaultValue={filter.actor ?? ""} className={inputClass}>
            <option value="">Anyone</option>
            {actors.map((actor) => (
              <option key={actor} value={actor}>
                {actor}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-action" label="What">
          <select id="audit-action" name="action" defaultValue={filter.action ?? ""} className={inputClass}>
            <option value="">Any action</option>
            {STAFF_AUDIT_ACTIONS.map((action) => (
              <option key={action} value={action}>
                {action}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="button-primary">
          Filter
        </button>
      </Form>
      <p className="mt-4 text-sm text-slate-600" data-testid="audit-total">
        {total} {total === 1 ? "event" : "events"} · page {page} of {pageCount}
      </p>
      {events.length === 0 ? (
        <p className="mt-4 rounded-2xl border border-slate-200 bg-white p-6 text-slate-700">Nothing recorded here.</p>
      ) : (
        <ol
          className="mt-3 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white"
          data-testid="audit-events"
        >
          {events.map((event) => (
            <li key={event.id} className="grid gap-1 p-4 md:grid-cols-[12rem_14rem_1fr] md:gap-4">
              <time dateTime={event.occurredAt} className="text-sm text-slate-600">
                {TIME_FORMAT.format(new Date(event.occurredAt))}
              </time>
              <span className="font-mono text-sm font-semibold text-navy-900">{event.action}</span>
              <span className="min-w-0 text-sm break-words text-slate-800">
                <strong>{event.actorEmail ?? "unknown account"}</strong>
                {event.target && <> → {event.target}</>}
                {event.ipAddress && <span className="text-slate-600"> · from {event.ipAddress}</span>}
                {event.details && <span className="block text-slate-600">{describeDetails(event.details)}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
      <nav aria-label="Audit log pages" className="mt-4 flex gap-3">
        {page > 1 && (
          <Link to={pageLink(filter, page - 1)} className="button-secondary" rel="prev">
            Newer
          </Link>
        )}
        {page < pageCount && (
          <Link to={pageLink(filter, page + 1)} className="button-secondary" rel="next">
            Older
          </Link>
        )}
      </nav>
    </AdminShell>
  );
}
