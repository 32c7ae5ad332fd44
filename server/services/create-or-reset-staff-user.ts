import type { Database } from "../../db/client";
import {
  deleteStaffSessionsOfUser,
  findStaffUserByEmail,
  upsertStaffUser,
  type StaffRole,
} from "../repositories/staff-repository";
import { recordStaffAction, type StaffAuditActor } from "./staff-audit";
import { checkStaffPassword, hashStaffPassword } from "./staff-password";

/** Who made the change, for the audit log: an admin on the staff screen, or the command line. */
export interface StaffAccountChange {
  actor: StaffAuditActor;
  via: "cli" | "staff screen";
  /** Refuse an e-mail that already has an account instead of resetting it (the staff screen only adds). */
  onlyCreate?: boolean;
}

const CLI_CHANGE: StaffAccountChange = { actor: { id: null, email: null, ip: null }, via: "cli" };

/**
 * Creates a staff account, or resets an existing one's role and password. A reset signs the account
 * out everywhere, so a leaked session does not outlive the password it was made with. The change and
 * its audit event are written in one transaction. Null when `onlyCreate` meets an existing account.
 */
export async function createOrResetStaffUser(
  db: Database,
  input: { email: string; role: StaffRole; password: string },
  change: StaffAccountChange & { onlyCreate: true },
): Promise<{ id: string; created: boolean } | null>;
export async function createOrResetStaffUser(
  db: Database,
  input: { email: string; role: StaffRole; password: string },
  change?: StaffAccountChange,
): Promise<{ id: string; created: boolean }>;
export async function createOrResetStaffUser(
  db: Database,
  input: { email: string; role: StaffRole; password: string },
  change: StaffAccountChange = CLI_CHANGE,
): Promise<{ id: string; created: boolean } | null> {
  checkStaffPassword(input.password);
  const passwordHash = await hashStaffPassword(input.password);
  return db.transaction(async (transaction) => {
    const tx: Database = transaction;
    if (change.onlyCreate && (await findStaffUserByEmail(tx, input.email))) return null;
    const result = await upsertStaffUser(tx, { email: input.email, role: input.role, passwordHash });
    if (!result.created) await deleteStaffSessionsOfUser(tx, result.id);
    await recordStaffAction(tx, change.actor, result.created ? "staff.create" : "staff.reset", {
      target: input.email.trim().toLowerCase(),
      details: { role: input.role, via: change.via },
    });
    return result;
  });
}
