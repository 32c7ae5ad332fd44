import { data, redirect } from "react-router";
import { hasStaffRole, type StaffRole } from "../../core/shared/staff-role";
import { PATHS } from "../../core/shared/paths";
import type { StaffPrincipal } from "../../server/http/hono-env";

/**
 * The first call of every staff page's loader and action (a test fails when one does not make it):
 * looks the session up itself, so a page is safe even if a request reached it around the staff gate.
 * No session: to the sign-in page; the wrong role: 403.
 */
export async function requireStaff(
  context: {
    authenticateStaff: () => Promise<StaffPrincipal | null>;
    staffAccount?: { session: () => Promise<(StaffPrincipal & { stage: string }) | null> };
  },
  role: StaffRole = "editor",
  options: { allowEnrolment?: boolean } = {},
): Promise<StaffPrincipal> {
  const staff = await context.authenticateStaff();
  if (!staff && options.allowEnrolment && context.staffAccount) {
    // Two-factor sign-in is required and not set up yet: only the account screen takes this session.
    const session = await context.staffAccount.session();
    if (session?.stage === "enrol") return { id: session.id, email: session.email, role: session.role };
  }
  if (!staff) throw redirect(PATHS.adminLogin);
  if (!hasStaffRole(staff, role)) throw data(null, { status: 403, statusText: "Forbidden" });
  return staff;
}
