import { data } from "react-router";
import { STAFF_ROUTE_HANDLE, staffMeta } from "../features/admin/staff-route";
import { AccountScreen } from "../features/admin-staff/account-screen";
import { requireStaff } from "../lib/require-staff.server";
import type { Route } from "./+types/admin-account";
import "../../core/i18n/messages/staff";
import { loadWithMessages } from "../lib/page-messages";

export const handle = STAFF_ROUTE_HANDLE;

/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

/**
 * /admin/account: the signed-in member's two-factor sign-in (decision 0053). Without it, a new
 * secret (kept pending until a first code confirms it) as a QR code and as text. Also the one page
 * a session held to enrol may open.
 */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context, "editor", { allowEnrolment: true });
  const session = await context.staffAccount.session();
  const status = await context.staffAccount.twoFactorStatus();
  const enrolment = status.isEnabled ? null : await context.staffAccount.startEnrolment();
  return {
    email: session?.email ?? "",
    isHeldToEnrol: session?.stage === "enrol",
    status: {
      isEnabled: status.isEnabled,
      enabledAt: status.enabledAt?.toISOString() ?? null,
      unusedRecoveryCodes: status.unusedRecoveryCodes,
      isRequired: status.isRequired,
    },
    enrolment: enrolment && { secret: enrolment.secret, qrSvg: enrolment.qrSvg },
  };
}

const REFUSALS = {
  not_started: "The set-up was not started or has changed. Reload the page and scan the new code.",
  already_enabled: "Two-factor sign-in is already on for this account.",
  malformed: "Enter the 6-digit code your app shows.",
  wrong: "That code does not match. Check the time on your phone and enter the code your app shows now.",
  replayed: "That code was already used. Wait for the next one.",
} as const;

/** Confirms the enrolment with a first code; the recovery codes come back once, in this answer only. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(context, "editor", { allowEnrolment: true });
  const form = await request.formData();
  const code = form.get("code");
  const result = await context.staffAccount.confirmEnrolment(typeof code === "string" ? code : "");
  if (result.ok) return { recoveryCodes: result.recoveryCodes, error: null };
  const reason: keyof typeof REFUSALS = result.reason;
  return data({ recoveryCodes: null, error: REFUSALS[reason] }, { status: 400 });
}

export function meta() {
  return staffMeta("admin.account.title");
}

export default function AdminAccountPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <AccountScreen
      {...loaderData}
      recoveryCodes={actionData?.recoveryCodes ?? null}
      error={actionData?.error ?? null}
    />
  );
}
