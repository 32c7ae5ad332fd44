import { useLoaderData } from "react-router";
import { STAFF_ROUTE_HANDLE, staffMeta } from "../features/admin/staff-route";
import { PrivacyRequestList } from "../features/admin-privacy/privacy-request-list";
import { requireStaff } from "../lib/require-staff.server";
import type { Route } from "./+types/admin-privacy";
import "../../core/i18n/messages/staff";
import { loadWithMessages } from "../lib/page-messages";

export const handle = STAFF_ROUTE_HANDLE;

/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context);
  const requests = await context.services.listPrivacyRequests();
  // Reading visitors' privacy requests is handling personal data: the audit log keeps who did (decision 0053).
  await context.staffAccount.record("privacy_requests.view", `${requests.length} requests`);
  return { requests };
}

export function meta() {
  return staffMeta("admin.privacy.title");
}

export default function AdminPrivacyPage() {
  const { requests } = useLoaderData<typeof loader>();
  return <PrivacyRequestList requests={requests} />;
}
