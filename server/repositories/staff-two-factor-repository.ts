import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { staffRecoveryCodes, staffSecurityPolicy, staffSessions, staffUsers } from "../../db/schema";

export interface StaffTwoFactorRow {
  id: string;
  email: string;
  role: "admin" | "editor";
  totpSecretEncrypted: string | null;
  totpPendingSecretEncrypted: string | null;
  totpEnabledAt: Date | null;
  totpLastUsedStep: number | null;
}

export async function findStaffTwoFactor(db: Database, staffUserId: string): Promise<StaffTwoFactorRow | null> {
  const [row] = await db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      role: staffUsers.role,
      totpSecretEncrypted: staffUsers.totpSecretEncrypted,
      totpPendingSecretEncrypted: staffUsers.totpPendingSecretEncrypted,
      totpEnabledAt: staffUsers.totpEnabledAt,
      totpLastUsedStep: staffUsers.totpLastUsedStep,
    })
    .from(staffUsers)
    .where(eq(staffUsers.id, staffUserId))
    .limit(1);
  return row ?? null;
}

export async function storePendingTotpSecret(db: Database, staffUserId: string, sealed: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({ totpPendingSecretEncrypted: sealed, updatedAt: new Date() })
    .where(eq(staffUsers.id, staffUserId));
}

/** Makes the pending secret the one in use, if it is still the one that was confirmed. */
export async function activateTotpSecret(
  db: Database,
  input: { staffUserId: string; sealed: string; step: number; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({
      totpSecretEncrypted: input.sealed,
      totpPendingSecretEncrypted: null,
      totpEnabledAt: input.at,
      totpLastUsedStep: input.step,
      updatedAt: input.at,
    })
    .where(and(eq(staffUsers.id, input.staffUserId), eq(staffUsers.totpPendingSecretEncrypted, input.sealed)))
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

/**
 * Records that a code of `step` was used, only if no code of that step or a later one was: two
 * requests with the same code cannot both pass (the replay rule, decided by the database).
 */
export async function claimTotpStep(db: Database, staffUserId: string, step: number): Promise<boolean> {
  const rows = await db
    .update(staffUsers)
    .set({ totpLastUsedStep: step })
    .where(
      and(
        eq(staffUsers.id, staffUserId),
        or(isNull(staffUsers.totpLastUsedStep), lt(staffUsers.totpLastUsedStep, step)),
      ),
    )
    .returning({ id: staffUsers.id });
  return rows.length > 0;
}

export async function clearTwoFactor(db: Database, staffUserId: string): Promise<void> {
  await db
    .update(staffUsers)
    .set({
      totpSecretEncrypted: null,
      totpPendingSecretEncrypted: null,
      totpEnabledAt: null,
      totpLastUsedStep: null,
      updatedAt: new Date(),
    })
    .where(eq(staffUsers.id, staffUserId));
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
}

export async function replaceRecoveryCodes(db: Database, staffUserId: string, codeHashes: string[]): Promise<void> {
  await db.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, staffUserId));
  if (codeHashes.length > 0) {
    await db.insert(staffRecoveryCodes).values(codeHashes.map((codeHash) => ({ staffUserId, codeHash })));
  }
}

export async function listUnusedRecoveryCodes(
  db: Database,
  staffUserId: string,
): Promise<{ id: string; codeHash: string }[]> {
  return db
    .select({ id: staffRecoveryCodes.id, codeHash: staffRecoveryCodes.codeHash })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffUserId, staffUserId), isNull(staffRecoveryCodes.usedAt)));
}

/** Spends a recovery code; false when another request spent it first. */
export async function spendRecoveryCode(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: at })
    .where(and(eq(staffRecoveryCodes.id, id), isNull(staffRecoveryCodes.usedAt)))
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function findRequireTwoFactor(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ requireTwoFactor: staffSecurityPolicy.requireTwoFactor })
    .from(staffSecurityPolicy)
    .where(eq(staffSecurityPolicy.id, 1))
    .limit(1);
  return row?.requireTwoFactor ?? false;
}

export async function storeRequireTwoFactor(db: Database, requireTwoFactor: boolean, at: Date): Promise<void> {
  await db
    .insert(staffSecurityPolicy)
    .values({ id: 1, requireTwoFactor, updatedAt: at })
    .onConflictDoUpdate({ target: staffSecurityPolicy.id, set: { requireTwoFactor, updatedAt: at } });
}

/** A session's stage moves on (a confirmed enrolment makes it a full sign-in). */
export async function setStaffSessionStage(db: Database, idHash: string, stage: "full" | "code" | "enrol") {
  await db.update(staffSessions).set({ stage }).where(eq(staffSessions.idHash, idHash));
}

/** Staff with their two-factor state, for the admins' staff screen. */
export async function listStaffWithTwoFactor(db: Database) {
  return db
    .select({
      id: staffUsers.id,
      email: staffUsers.email,
      role: staffUsers.role,
      lastLoginAt: staffUsers.lastLoginAt,
      totpEnabledAt: staffUsers.totpEnabledAt,
      // Qualified by hand: drizzle writes bare column names, and a bare "id" here would be the code's own.
      unusedRecoveryCodes: sql<number>`(select count(*)::int from staff_recovery_codes c where c.staff_user_id = staff_users.id and c.used_at is null)`,
    })
    .from(staffUsers)
    .orderBy(staffUsers.email);
}
