import type { Database } from "../../db/client";
import { deleteStaffSessionsOfUser, upsertStaffUser, type StaffRole } from "../repositories/staff-repository";
import { checkStaffPassword, hashStaffPassword } from "./staff-password";

/**
 * Creates a staff account, or resets an existing one's role and password. A reset signs the account
 * out everywhere, so a leaked session does not outlive the password it was made with.
 */
export async function createOrResetStaffUser(
  db: Database,
  input: { email: string; role: StaffRole; password: string },
): Promise<{ id: string; created: boolean }> {
  checkStaffPassword(input.password);
  const passwordHash = await hashStaffPassword(input.password);
  const result = await upsertStaffUser(db, { email: input.email, role: input.role, passwordHash });
  if (!result.created) await deleteStaffSessionsOfUser(db, result.id);
  return result;
}
