import type { Database } from "../../db/client";
import { countStaffUsers, insertFirstStaffUser } from "../repositories/staff-repository";
import { checkStaffPassword, generateStaffPassword, hashStaffPassword } from "./staff-password";

export type BootstrapResult = { created: false } | { created: true; email: string; generatedPassword: string | null };

/**
 * On a fresh install (no staff account at all) creates one admin: with the configured password when
 * there is one, else with a generated password the caller shows once. Never a fixed default.
 */
export async function ensureBootstrapAdmin(
  db: Database,
  settings: { email: string; password?: string | undefined },
): Promise<BootstrapResult> {
  const generatedPassword = settings.password ? null : generateStaffPassword();
  const password = settings.password ?? generatedPassword!;
  checkStaffPassword(password);
  // Cheap check first, so a normal start does not spend an argon2 hash.
  if ((await countStaffUsers(db)) > 0) return { created: false };
  const passwordHash = await hashStaffPassword(password);
  const row = await insertFirstStaffUser(db, { email: settings.email, role: "admin", passwordHash });
  if (!row) return { created: false };
  return { created: true, email: settings.email.trim().toLowerCase(), generatedPassword };
}
