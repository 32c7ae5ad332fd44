import type { StaffPrincipal } from "../http/hono-env";
import { deleteStaffSession, insertStaffSession, recordStaffLogin } from "../repositories/staff-repository";
import { resumeStaffSession } from "./resume-staff-session";
import type { StaffAuditActor } from "./staff-audit";
import { createSessionToken, hashSessionToken, sessionExpiry, type StaffAuthDependencies } from "./staff-session";
import type { SignInThrottle } from "./staff-sign-in-throttle";
import { checkSecondFactor, type StaffTwoFactorDependencies } from "./staff-two-factor";

export interface CompleteStaffSignInDependencies extends StaffAuthDependencies {
  twoFactor: StaffTwoFactorDependencies;
  /** The same limits and locks as passwords, on the scope `code` of the account (null: limits off). */
  throttle: SignInThrottle | null;
}

export type CompleteStaffSignInResult =
  | { ok: true; token: string; staff: StaffPrincipal; method: "totp" | "recovery_code" }
  | { ok: false; reason: "no_challenge" }
  | { ok: false; reason: "invalid_code"; staff: StaffPrincipal }
  | { ok: false; reason: "rate_limited"; retryAfterSeconds: number; staff: StaffPrincipal };

/**
 * The second step of a sign-in (decision 0053): the session made by a right password, waiting for a
 * code, and a TOTP or recovery code. Codes are limited and locked per account like passwords
 * (counted before the check, forgiven on success). Success ends the waiting session and starts a
 * signed-in one under a new token.
 */
export async function completeStaffSignIn(
  dependencies: CompleteStaffSignInDependencies,
  input: { token: string | undefined; code: string; clientAddress: string },
): Promise<CompleteStaffSignInResult> {
  const session = input.token ? await resumeStaffSession(dependencies, input.token) : null;
  if (!input.token || !session || session.stage !== "code") return { ok: false, reason: "no_challenge" };
  const staff: StaffPrincipal = { id: session.id, email: session.email, role: session.role };
  const admission = dependencies.throttle
    ? await dependencies.throttle.admit([{ scope: "code", value: staff.id }])
    : { admitted: true as const, counted: [] };
  if (!admission.admitted)
    return { ok: false, reason: "rate_limited", retryAfterSeconds: admission.retryAfterSeconds, staff };
  const actor: StaffAuditActor & { id: string } = { id: staff.id, email: staff.email, ip: input.clientAddress };
  const check = await checkSecondFactor(dependencies.twoFactor, actor, input.code);
  if (!check.ok) return { ok: false, reason: "invalid_code", staff };
  await dependencies.throttle?.forgive(admission.counted);
  const { db } = dependencies;
  await deleteStaffSession(db, hashSessionToken(input.token));
  const now = dependencies.now?.() ?? new Date();
  const token = createSessionToken();
  const expiresAt = sessionExpiry({ createdAt: now, lastSeenAt: now }, dependencies.settings);
  await insertStaffSession(db, { idHash: hashSessionToken(token), staffUserId: staff.id, createdAt: now, expiresAt });
  await recordStaffLogin(db, staff.id, now);
  return { ok: true, token, staff, method: check.method };
}
