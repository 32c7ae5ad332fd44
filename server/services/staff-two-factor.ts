import QRCode from "qrcode";
import type { Database } from "../../db/client";
import { deleteStaffSessionsOfUser } from "../repositories/staff-repository";
import {
  activateTotpSecret,
  claimTotpStep,
  clearTwoFactor,
  findRequireTwoFactor,
  findStaffTwoFactor,
  listUnusedRecoveryCodes,
  replaceRecoveryCodes,
  setStaffSessionStage,
  spendRecoveryCode,
  storePendingTotpSecret,
  storeRequireTwoFactor,
} from "../repositories/staff-two-factor-repository";
import { recordStaffAction, type StaffAuditActor } from "./staff-audit";
import { openTotpSecret, sealTotpSecret, type TotpSecretKey } from "./staff-totp-secret-box";
import {
  checkTotpCode,
  createRecoveryCodes,
  createTotpSecret,
  hashRecoveryCode,
  matchesRecoveryCode,
  normalizeTotpCode,
  totpAddress,
} from "./staff-totp";

/* Enrolling, checking, resetting and requiring staff two-factor sign-in (decision 0053). */

export interface StaffTwoFactorDependencies {
  db: Database;
  /** Seals TOTP secrets at rest: from STAFF_TOTP_KEY, else SESSION_SECRET. */
  secretKey: TotpSecretKey;
  now?: () => Date;
}

export interface TwoFactorStatus {
  isEnabled: boolean;
  enabledAt: Date | null;
  unusedRecoveryCodes: number;
  isRequired: boolean;
}

export interface TwoFactorEnrolment {
  /** Base 32, for typing into an app by hand. */
  secret: string;
  /** The otpauth:// address the QR code holds. */
  address: string;
  /** The QR code as SVG, drawn here: the secret never leaves for a QR service. */
  qrSvg: string;
}

const nowOf = (dependencies: Pick<StaffTwoFactorDependencies, "now">) => dependencies.now?.() ?? new Date();

export async function getTwoFactorStatus(
  dependencies: StaffTwoFactorDependencies,
  staffUserId: string,
): Promise<TwoFactorStatus> {
  const row = await findStaffTwoFactor(dependencies.db, staffUserId);
  const unused = row?.totpEnabledAt ? (await listUnusedRecoveryCodes(dependencies.db, staffUserId)).length : 0;
  return {
    isEnabled: Boolean(row?.totpSecretEncrypted),
    enabledAt: row?.totpEnabledAt ?? null,
    unusedRecoveryCodes: unused,
    isRequired: await findRequireTwoFactor(dependencies.db),
  };
}

async function enrolmentOf(secret: string, email: string): Promise<TwoFactorEnrolment> {
  const address = totpAddress(secret, email);
  const qrSvg = await QRCode.toString(address, { type: "svg", errorCorrectionLevel: "M", margin: 2 });
  return { secret, address, qrSvg };
}

/**
 * Starts (or shows again) an enrolment: a new secret, kept sealed as pending until a first code
 * confirms it. Null when two-factor sign-in is already on (an admin resets it first).
 */
export async function startTwoFactorEnrolment(
  dependencies: StaffTwoFactorDependencies,
  staff: { id: string; email: string },
): Promise<TwoFactorEnrolment | null> {
  const row = await findStaffTwoFactor(dependencies.db, staff.id);
  if (!row || row.totpSecretEncrypted) return null;
  const pending = row.totpPendingSecretEncrypted
    ? openTotpSecret(dependencies.secretKey, row.totpPendingSecretEncrypted)
    : null;
  if (pending) return enrolmentOf(pending, staff.email);
  const secret = createTotpSecret();
  await storePendingTotpSecret(dependencies.db, staff.id, sealTotpSecret(dependencies.secretKey, secret));
  return enrolmentOf(secret, staff.email);
}

export type EnrolmentConfirmation =
  | { ok: true; recoveryCodes: string[] }
  | { ok: false; reason: "not_started" | "already_enabled" | "malformed" | "wrong" | "replayed" };

/**
 * Turns two-factor sign-in on once a code from the pending secret checks out: the secret becomes
 * the one in use, ten recovery codes are made (returned once, stored hashed), the session that
 * confirmed becomes a full sign-in when it was held to enrol, and the audit log says so, all in
 * one transaction.
 */
export async function confirmTwoFactorEnrolment(
  dependencies: StaffTwoFactorDependencies,
  actor: StaffAuditActor & { id: string },
  input: { code: string; sessionIdHash: string | null },
): Promise<EnrolmentConfirmation> {
  const row = await findStaffTwoFactor(dependencies.db, actor.id);
  if (!row) return { ok: false, reason: "not_started" };
  if (row.totpSecretEncrypted) return { ok: false, reason: "already_enabled" };
  const sealed = row.totpPendingSecretEncrypted;
  const secret = sealed ? openTotpSecret(dependencies.secretKey, sealed) : null;
  if (!sealed || !secret) return { ok: false, reason: "not_started" };
  const now = nowOf(dependencies);
  const check = checkTotpCode(secret, input.code, { now, lastUsedStep: null });
  if (!check.ok) return check;
  const recoveryCodes = createRecoveryCodes();
  const hashes = recoveryCodes.map(hashRecoveryCode);
  const activated = await dependencies.db.transaction(async (transaction) => {
    const db: Database = transaction;
    if (!(await activateTotpSecret(db, { staffUserId: actor.id, sealed, step: check.step, at: now }))) return false;
    await replaceRecoveryCodes(db, actor.id, hashes);
    if (input.sessionIdHash) await setStaffSessionStage(db, input.sessionIdHash, "full");
    await recordStaffAction(db, actor, "two_factor.enrol", { target: row.email, at: now });
    return true;
  });
  return activated ? { ok: true, recoveryCodes } : { ok: false, reason: "not_started" };
}

export type SecondFactorCheck =
  | { ok: true; method: "totp" | "recovery_code"; unusedRecoveryCodes: number | null }
  | { ok: false; reason: "not_enabled" | "wrong" | "replayed" };

/**
 * A code at sign-in: six digits are a TOTP code (one step either side, each step once: the step
 * is claimed in the database, so two requests with one code cannot both pass); anything else is
 * tried as a recovery code, which is then spent. A spent recovery code is written to the audit log
 * in the same transaction.
 */
export async function checkSecondFactor(
  dependencies: StaffTwoFactorDependencies,
  actor: StaffAuditActor & { id: string },
  input: string,
): Promise<SecondFactorCheck> {
  const row = await findStaffTwoFactor(dependencies.db, actor.id);
  const secret = row?.totpSecretEncrypted ? openTotpSecret(dependencies.secretKey, row.totpSecretEncrypted) : null;
  if (!row || !secret) return { ok: false, reason: "not_enabled" };
  const now = nowOf(dependencies);
  if (normalizeTotpCode(input) !== null) {
    const check = checkTotpCode(secret, input, { now, lastUsedStep: row.totpLastUsedStep });
    if (!check.ok) return { ok: false, reason: check.reason === "replayed" ? "replayed" : "wrong" };
    if (!(await claimTotpStep(dependencies.db, actor.id, check.step))) return { ok: false, reason: "replayed" };
    return { ok: true, method: "totp", unusedRecoveryCodes: null };
  }
  const unused = await listUnusedRecoveryCodes(dependencies.db, actor.id);
  const match = unused.find((code) => matchesRecoveryCode(input, code.codeHash));
  if (!match) return { ok: false, reason: "wrong" };
  const spent = await dependencies.db.transaction(async (transaction) => {
    const db: Database = transaction;
    if (!(await spendRecoveryCode(db, match.id, now))) return false;
    await recordStaffAction(db, actor, "two_factor.recovery_code_used", {
      target: row.email,
      details: { remaining: unused.length - 1 },
      at: now,
    });
    return true;
  });
  return spent
    ? { ok: true, method: "recovery_code", unusedRecoveryCodes: unused.length - 1 }
    : { ok: false, reason: "replayed" };
}

/**
 * An admin turns a member's two-factor sign-in off (a lost phone and lost codes): secret, pending
 * secret and recovery codes go, the member's sessions end, and the audit log says who did it.
 */
export async function resetTwoFactor(
  dependencies: Pick<StaffTwoFactorDependencies, "db" | "now">,
  actor: StaffAuditActor,
  staffUserId: string,
): Promise<boolean> {
  const row = await findStaffTwoFactor(dependencies.db, staffUserId);
  if (!row) return false;
  await dependencies.db.transaction(async (transaction) => {
    const db: Database = transaction;
    await clearTwoFactor(db, staffUserId);
    await deleteStaffSessionsOfUser(db, staffUserId);
    await recordStaffAction(db, actor, "two_factor.reset", { target: row.email, at: nowOf(dependencies) });
  });
  return true;
}

/** An admin requires two-factor sign-in of every staff member, or stops requiring it. */
export async function setRequireTwoFactor(
  dependencies: StaffTwoFactorDependencies,
  actor: StaffAuditActor,
  requireTwoFactor: boolean,
): Promise<void> {
  const now = nowOf(dependencies);
  await dependencies.db.transaction(async (transaction) => {
    const db: Database = transaction;
    await storeRequireTwoFactor(db, requireTwoFactor, now);
    await recordStaffAction(db, actor, "two_factor.policy_change", {
      target: "all staff",
      details: { required: requireTwoFactor },
      at: now,
    });
  });
}
