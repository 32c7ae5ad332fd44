import { useLoaderData } from "react-router";
import { createTranslator } from "../../core/i18n/translate";
import { BRAND } from "../../core/shared/brand";
import { PrivacyRequestList } from "../features/admin-privacy/privacy-request-list";
import { requireStaff } from "../lib/require-staff.server";
import type { RouteHandle } from "../root";
import type { Route } from "./+types/admin-privacy";
import "../../core/i18n/messages/staff";

/** Staff screens show no site header, footer or assistant. */
export const handle: RouteHandle = { hideSiteChrome: true };

export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context);
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
