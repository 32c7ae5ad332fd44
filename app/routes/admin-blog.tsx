import { createTranslator } from "../../core/i18n/translate";
import { BRAND } from "../../core/shared/brand";
import { PostList } from "../features/admin/post-list";
import { requireStaff } from "../lib/require-staff.server";
import type { RouteHandle } from "../root";
import type { Route } from "./+types/admin-blog";
import "../../core/i18n/messages/staff";

/** Staff screens show no site header, footer or assistant (content spec, section 2). */
export const handle: RouteHandle = { hideSiteChrome: true };

export function meta() {
  const t = createTranslator();
  return [
    { title: t("admin.ui.metaTitle", { page: t("admin.ui.list.title"), brand: BRAND.name }) },
    { name: "robots", content: "noindex" },
  ];
}

/** The list itself loads in the browser from /api/admin/posts; the page is still staff-only. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context);
  return null;
}

export default function AdminBlogPage() {
  return <PostList />;
}
