import { data } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { BRAND } from "../../core/shared/brand";
import { isUuid } from "../../core/shared/ids";
import { PostEditor } from "../features/admin/post-editor";
import { requireStaff } from "../lib/require-staff.server";
import type { RouteHandle } from "../root";
import type { Route } from "./+types/admin-post-editor";
import "../../core/i18n/messages/staff";

/** Staff screens show no site header, footer or assistant (content spec, section 2). */
export const handle: RouteHandle = { hideSiteChrome: true };

/** A post id is a UUID; anything else (a traversal, a typo) is a 404 before the editor asks the API. */
export async function loader({ params, context }: Route.LoaderArgs) {
  await requireStaff(context);
  return data(null, { status: params.postId === undefined || isUuid(params.postId) ? 200 : 404 });
}

export function meta({ params }: Route.MetaArgs) {
  const t = createTranslator();
  const page = t(params.postId ? "admin.ui.editor.editTitle" : "admin.ui.editor.createTitle");
  return [{ title: t("admin.ui.metaTitle", { page, brand: BRAND.name }) }, { name: "robots", content: "noindex" }];
}

/** /admin/blog/new and /admin/blog/{postId}: one editor, keyed by the post so switching posts starts fresh. */
export default function AdminPostEditorPage({ params }: Route.ComponentProps) {
  return <PostEditor key={params.postId ?? "new"} postId={params.postId} />;
}
