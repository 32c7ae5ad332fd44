import { redirect, useLoaderData } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { BRAND } from "../../core/shared/brand";
import { PrivacyRequestList } from "../features/admin-privacy/privacy-request-list";
import type { RouteHandle } from "../root";
import type { Route } from "./+types/admin-privacy";
import "../../core/i18n/messages/staff";

/** Staff screens show no site header, footer or assistant. */
export const handle: RouteHandle = { hideSiteChrome: true };

/** The staff page gate (server/middleware/staff-gate.ts) has already checked the session. */
export async function loader({ context }: Route.LoaderArgs) {
  if (!context.staff) throw redirect("/admin/login");
  return { requests: await context.services.listPrivacyRequests() };
}

export function meta() {
  const t = createTranslator();
  return [
    { title: t("admin.ui.metaTitle", { page: t("admin.privacy.title"), brand: BRAND.name }) },
    { name: "robots", content: "noindex" },
  ];
}

export default function AdminPrivacyPage() {
  const { requests } = useLoaderData<typeof loader>();
  return <PrivacyRequestList requests={requests} />;
}
