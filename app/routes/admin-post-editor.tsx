import { data } from "react-router";
import { isUuid } from "../../core/shared/ids";
import { PostEditor } from "../features/admin/post-editor";
import { STAFF_ROUTE_HANDLE, staffMeta } from "../features/admin/staff-route";
import { requireStaff } from "../lib/require-staff.server";
import type { Route } from "./+types/admin-post-editor";
import "../../core/i18n/messages/staff";
import { loadWithMessages } from "../lib/page-messages";

export const handle = STAFF_ROUTE_HANDLE;

/** A post id is a UUID; anything else (a traversal, a typo) is a 404 before the editor asks the API. */
/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export async function loader({ params, context }: Route.LoaderArgs) {
  await requireStaff(context);
  return data(null, { status: params.postId === undefined || isUuid(params.postId) ? 200 : 404 });
}

export function meta({ params }: Route.MetaArgs) {
  return staffMeta(params.postId ? "admin.ui.editor.editTitle" : "admin.ui.editor.createTitle");
}

/** /admin/blog/new and /admin/blog/{postId}: one editor, keyed by the post so switching posts starts fresh. */
export default function AdminPostEditorPage({ params }: Route.ComponentProps) {
  return <PostEditor key={params.postId ?? "new"} postId={params.postId} />;
}
