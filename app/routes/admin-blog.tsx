import { createTranslator } from "../../core/i18n/translate";
import { BRAND } from "../../core/shared/brand";
import { PostList } from "../features/admin/post-list";
import type { RouteHandle } from "../root";
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

export default function AdminBlogPage() {
  return <PostList />;
}
