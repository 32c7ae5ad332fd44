import { data } from "react-router";
import { STAFF_ROUTE_HANDLE, staffMeta } from "../features/admin/staff-route";
import { StaffScreen } from "../features/admin-staff/staff-screen";
import { requireStaff } from "../lib/require-staff.server";
import type { Route } from "./+types/admin-staff";
import "../../core/i18n/messages/staff";
import { loadWithMessages } from "../lib/page-messages";

export const handle = STAFF_ROUTE_HANDLE;

/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

/** /admin/staff, admins only: every account with its two-factor state, and the staff-wide rule. */
export async function loader({ context }: Route.LoaderArgs) {
  await requireStaff(context, "admin");
  return context.staffAccount.listStaff();
}

type StaffActionResult =
  | { kind: "created"; email: string; password: string }
  | { kind: "done"; message: string }
  | { kind: "error"; message: string };

/** Adds a member (password shown once), resets a member's two-factor sign-in, or sets the rule. */
export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(context, "admin");
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const intent = field("intent");
  let result: StaffActionResult;
  if (intent === "create") {
    const created = await context.staffAccount.createStaff({ email: field("email"), role: field("role") });
    result = created.ok
      ? { kind: "created", email: created.email, password: created.password }
      : { kind: "error", message: created.message };
  } else if (intent === "reset") {
    const isReset = await context.staffAccount.resetTwoFactor(field("staffUserId"));
    result = isReset
      ? {
          kind: "done",
          message: `Two-factor sign-in was reset for ${field("email") || "that member"}; their sessions were ended.`,
        }
      : { kind: "error", message: "That staff account no longer exists." };
  } else if (intent === "policy") {
    const isRequired = field("requireTwoFactor") === "on";
    await context.staffAccount.setRequireTwoFactor(isRequired);
    result = {
      kind: "done",
      message: isRequired
        ? "Two-factor sign-in is now required for all staff. Members without it set it up at their next sign-in."
        : "Two-factor sign-in is no longer required (members who use it keep it).",
    };
  } else {
    result = { kind: "error", message: "That action is not one this page knows." };
  }
  return data(result, { status: result.kind === "error" ? 400 : 200 });
}

export function meta() {
  return staffMeta("admin.staff.title");
}

export default function AdminStaffPage({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffScreen {...loaderData} result={actionData ?? null} />;
}
