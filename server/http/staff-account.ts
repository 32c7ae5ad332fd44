import type { Context } from "hono";
import { t } from "../../core/i18n/translate";
import { AppError, firstProblemMessage, retryAfterOf } from "../../core/shared/errors";
import { staffAuditQuerySchema, type StaffAuditAction, type StaffAuditPage } from "../../core/shared/staff-audit";
import { hasStaffRole } from "../../core/shared/staff-role";
import { z } from "../../core/shared/zod";
import { clientAddress, type RateLimitDependencies } from "../middleware/rate-limit";
import {
  findStaffSessionOf,
  readStaffToken,
  staffSessionCookie,
  type StaffGateDependencies,
} from "../middleware/staff-gate";
import { listStaffWithTwoFactor } from "../repositories/staff-two-factor-repository";
import { createOrResetStaffUser } from "../services/create-or-reset-staff-user";
import type { ResumedStaffSession } from "../services/resume-staff-session";
import { signOutStaff } from "../services/sign-out-staff";
import { listStaffAudit, recordStaffAction, type StaffAuditActor } from "../services/staff-audit";
import { generateStaffPassword } from "../services/staff-password";
import { hashSessionToken } from "../services/staff-session";
import {
  confirmTwoFactorEnrolment,
  getTwoFactorStatus,
  resetTwoFactor,
  setRequireTwoFactor,
  startTwoFactorEnrolment,
  type EnrolmentConfirmation,
  type StaffTwoFactorDependencies,
  type TwoFactorEnrolment,
  type TwoFactorStatus,
} from "../services/staff-two-factor";
import type { AppEnv } from "./hono-env";
import type { StaffSignIn } from "./staff-sign-in";
import "../../core/i18n/messages/staff";

export interface StaffAccountSettings {
  gate: StaffGateDependencies;
  rateLimit: RateLimitDependencies;
  twoFactor: StaffTwoFactorDependencies;
  signIn: StaffSignIn;
}

export interface StaffMemberView {
  id: string;
  email: string;
  role: "admin" | "editor";
  lastLoginAt: string | null;
  twoFactorEnabledAt: string | null;
  unusedRecoveryCodes: number;
}

const newStaffSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: "Enter the new staff member's work e-mail address." })),
  role: z.enum(["admin", "editor"], { error: "Choose Admin or Editor." }),
});

/**
 * What the staff pages' loaders and actions can do about sign-in and accounts (decision 0053), bound
 * to one request: its session at any stage, its client address for the audit log. Admin work checks
 * the role here too, whatever the page did.
 */
export function staffAccountForRequest(settings: StaffAccountSettings, context: Context<AppEnv>) {
  const { gate, twoFactor } = settings;
  const ip = clientAddress(context, settings.rateLimit.trustProxy);
  const session = () => findStaffSessionOf(context, gate);
  /** The signed-in member (or, where allowed, one held to enrol), as the audit log's actor. */
  const actorOf = async (allowEnrol = false): Promise<ResumedStaffSession & StaffAuditActor & { id: string }> => {
    const current = await session();
    if (!current || (current.stage !== "full" && !(allowEnrol && current.stage === "enrol"))) {
      throw new AppError("unauthorized", t("admin.auth.unauthorized"));
    }
    return { ...current, ip };
  };
  const adminOf = async () => {
    const actor = await actorOf();
    if (!hasStaffRole(actor, "admin")) throw new AppError("forbidden", t("admin.auth.forbidden"));
    return actor;
  };

  return {
    /** This request's session at any stage (a code awaited, enrolment required, or signed in). */
    session,
    /** The sign-in page's code step: the cookie of the new session, or the refusal in words. */
    async submitCode(
      code: string,
    ): Promise<
      { ok: true; cookies: string[] } | { ok: false; status: number; message: string; retryAfterSeconds: number | null }
    > {
      const outcome = await settings.signIn.submitCode(context, { code });
      return outcome.ok
        ? { ok: true, cookies: outcome.cookies }
        : {
            ok: false,
            status: outcome.error.status,
            message: firstProblemMessage(outcome.error),
            retryAfterSeconds: retryAfterOf(outcome.error),
          };
    },
    /** Ends this request's session at whatever stage (Start over, Sign out); the cookie line to clear it. */
    async signOut(): Promise<string[]> {
      const token = readStaffToken(context);
      const current = await session();
      if (token) await signOutStaff(gate, token);
      if (current) await recordStaffAction(gate.db, { ...current, ip }, "sign_out", { target: current.email });
      return [staffSessionCookie("", { secure: gate.secureCookie, maxAgeSeconds: 0 })];
    },
    async twoFactorStatus(): Promise<TwoFactorStatus> {
      const actor = await actorOf(true);
      return getTwoFactorStatus(twoFactor, actor.id);
    },
    async startEnrolment(): Promise<TwoFactorEnrolment | null> {
      const actor = await actorOf(true);
      return startTwoFactorEnrolment(twoFactor, actor);
    },
    async confirmEnrolment(code: string): Promise<EnrolmentConfirmation> {
      const actor = await actorOf(true);
      const token = readStaffToken(context);
      return confirmTwoFactorEnrolment(twoFactor, actor, {
        code,
        sessionIdHash: actor.stage === "enrol" && token ? hashSessionToken(token) : null,
      });
    },
    async listStaff(): Promise<{ staff: StaffMemberView[]; isTwoFactorRequired: boolean }> {
      const admin = await adminOf();
      const rows = await listStaffWithTwoFactor(gate.db);
      const status = await getTwoFactorStatus(twoFactor, admin.id);
      return {
        staff: rows.map((row) => ({
          id: row.id,
          email: row.email,
          role: row.role,
          lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
          twoFactorEnabledAt: row.totpEnabledAt?.toISOString() ?? null,
          unusedRecoveryCodes: Number(row.unusedRecoveryCodes),
        })),
        isTwoFactorRequired: status.isRequired,
      };
    },
    async resetTwoFactor(staffUserId: string): Promise<boolean> {
      const admin = await adminOf();
      if (!z.guid().safeParse(staffUserId).success) return false;
      return resetTwoFactor(twoFactor, admin, staffUserId);
    },
    async setRequireTwoFactor(isRequired: boolean): Promise<void> {
      const admin = await adminOf();
      await setRequireTwoFactor(twoFactor, admin, isRequired);
    },
    /** Adds a staff member with a generated password, shown once; the refusal in words otherwise. */
    async createStaff(
      input: unknown,
    ): Promise<{ ok: true; email: string; password: string } | { ok: false; message: string }> {
      const admin = await adminOf();
      const parsed = newStaffSchema.safeParse(input);
      if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "Check the form." };
      const password = generateStaffPassword();
      const created = await createOrResetStaffUser(
        gate.db,
        { ...parsed.data, password },
        { actor: admin, via: "staff screen", onlyCreate: true },
      );
      if (!created) return { ok: false, message: `${parsed.data.email} already has a staff account.` };
      return { ok: true, email: parsed.data.email, password };
    },
    async audit(query: unknown): Promise<StaffAuditPage | { error: string }> {
      await adminOf();
      const parsed = staffAuditQuerySchema.safeParse(query);
      if (!parsed.success) return { error: "That filter is not one the log knows; showing everything instead." };
      return listStaffAudit(gate.db, parsed.data);
    },
    /** Records an action a staff page performed (reading privacy requests, for one). */
    async record(action: StaffAuditAction, target: string | null = null): Promise<void> {
      const actor = await actorOf();
      await recordStaffAction(gate.db, actor, action, { target });
    },
  };
}

export type StaffAccountForRequest = ReturnType<typeof staffAccountForRequest>;
