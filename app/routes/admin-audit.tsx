import { STAFF_ROUTE_HANDLE, staffMeta } from "../features/admin/staff-route";
import { AuditScreen } from "../features/admin-staff/audit-screen";
import { requireStaff } from "../lib/require-staff.server";
import type { Route } from "./+types/admin-audit";
import "../../core/i18n/messages/staff";
import { loadWithMessages } from "../lib/page-messages";

export const handle = STAFF_ROUTE_HANDLE;

/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

/** /admin/audit?actor=&action=&page=, admins only: the staff audit log, newest first (decision 0053). */
export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(context, "admin");
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const page = await context.staffAccount.audit(query);
  if (!("error" in page))
    return { ...page, error: null, filter: { actor: query.actor ?? "", action: query.action ?? "" } };
  // A filter the log does not know (an edited address): everything, with a word about it.
  const everything = await context.staffAccount.audit({});
  if ("error" in everything) throw new Error(everything.error);
  return { ...everything, error: page.error, filter: {} };
}

export function meta() {
  return staffMeta("admin.audit.title");
}

export default function AdminAuditPage({ loaderData }: Route.ComponentProps) {
  return <AuditScreen {...loaderData} />;
}
