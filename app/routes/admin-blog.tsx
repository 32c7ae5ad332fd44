import { PostList } from "../features/admin/post-list";
import { STAFF_ROUTE_HANDLE, staffMeta } from "../features/admin/staff-route";
import { requireStaff } from "../lib/require-staff.server";
import type { Route } from "./+types/admin-blog";
import "../../core/i18n/messages/staff";
import { loadWithMessages } from "../lib/page-messages";

export const handle = STAFF_ROUTE_HANDLE;

export function meta() {
  return staffMeta("admin.ui.list.title");
}

/** The list itself loads in the browser from /api/admin/posts; the page is still staff-only. */
/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context);
  return null;
}

export default function AdminBlogPage() {
  return <PostList />;
}
