/** Staff roles. Editors and admins have the same rights on every screen today (decisions 0017, 0021). */
export type StaffRole = "admin" | "editor";

/** Whether a staff member holds a role: an admin holds every role, an editor only "editor". */
export function hasStaffRole(staff: { role: StaffRole }, role: StaffRole): boolean {
  return role === "editor" || staff.role === "admin";
}
