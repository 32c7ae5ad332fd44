import { deleteStaffSession } from "../repositories/staff-repository";
import { hashSessionToken, type StaffAuthDependencies } from "./staff-session";

/** Ends a session on the server; an unknown or expired token is simply nothing to end. */
export async function signOutStaff(dependencies: Pick<StaffAuthDependencies, "db">, token: string): Promise<void> {
  await deleteStaffSession(dependencies.db, hashSessionToken(token));
}
