import type { MessageKey } from "../../../core/i18n/messages-en";
import { createTranslator } from "../../../core/i18n/translate";
import { BRAND } from "../../../core/shared/brand";
import type { RouteHandle } from "../../root";
import "../../../core/i18n/messages/staff";

/** Staff screens show no site header, footer or assistant (content spec, section 2). */
export const STAFF_ROUTE_HANDLE: RouteHandle = { hideSiteChrome: true };

/** A staff screen's meta: "{page} | {brand} Admin" as the title, and no indexing. */
export function staffMeta(page: MessageKey) {
  const t = createTranslator();
  return [
    { title: t("admin.ui.metaTitle", { page: t(page), brand: BRAND.name }) },
    { name: "robots", content: "noindex" },
  ];
}
