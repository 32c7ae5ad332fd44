import { createHmac } from "node:crypto";
import type { Context } from "hono";
import { getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import {
  staffLoginCodeRequestSchema,
  staffLoginRequestSchema,
  type StaffIdentityResponse,
} from "../../core/shared/api/admin";
import { AppError } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";
import { clientAddress, type RateLimitDependencies } from "../middleware/rate-limit";
import { readStaffToken, staffSessionCookie, type StaffGateDependencies } from "../middleware/staff-gate";
import { normalizeStaffEmail } from "../repositories/staff-repository";
import { completeStaffSignIn } from "../services/complete-staff-sign-in";
import { signInStaff, type StaffSignInDependencies } from "../services/sign-in-staff";
import { recordStaffAction } from "../services/staff-audit";
import type { StaffTwoFactorDependencies } from "../services/staff-two-factor";
import { STAFF_DEVICE_COOKIE_MAX_AGE_SECONDS, STAFF_DEVICE_COOKIE_NAME } from "../services/staff-device-cookie";
import { createSignInThrottle, signInThrottleStore } from "../services/staff-sign-in-throttle";
import type { AppEnv } from "./hono-env";
import { describeIssues } from "./json-body";
import "../../core/i18n/messages/staff";

/**
 * The two places a staff member signs in: the sign-in page's own form (with or without JavaScript)
 * and `POST /api/admin/login`. The device cookie (decision 0026) is only sent where it is needed, so
 * it is set once for each.
 */
export const STAFF_SIGN_IN_PATHS = ["/api/admin/login", "/admin/login"] as const;

export type StaffSignInOutcome =
  { ok: true; identity: StaffIdentityResponse; cookies: string[] } | { ok: false; error: AppError };

export interface StaffSignInSettings {
  gate: StaffGateDependencies;
  rateLimit: RateLimitDependencies;
  loginsPer15Minutes: number;
  twoFactor: StaffTwoFactorDependencies;
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? t("admin.auth.waitOneMinute") : t("admin.auth.waitMinutes", { minutes });
}

/**
 * One sign-in, whichever way it came: checks the input, the throttle (decision 0026) and the password,
 * logs the attempt, and answers the cookies to set or the refusal. The page action and the JSON
 * endpoint both call it, so they share the limits, the messages and the log.
 */
export function createStaffSignIn(settings: StaffSignInSettings) {
  const { gate, rateLimit } = settings;
  const throttle = rateLimit.enabled
    ? createSignInThrottle(signInThrottleStore(rateLimit.db), {
        limit: settings.loginsPer15Minutes,
        secret: rateLimit.secret,
      })
    : null;
  const dependencies: StaffSignInDependencies = { ...gate, throttle, deviceSecret: rateLimit.secret };
  const hashEmail = (email: string) =>
    createHmac("sha256", rateLimit.secret).update(`staff-login-email:${email}`).digest("base64url").slice(0, 22);

  const sessionCookieOf = (token: string) =>
    staffSessionCookie(token, { secure: gate.secureCookie, maxAgeSeconds: gate.settings.maxHours * 60 * 60 });
  const rateLimitedError = (seconds: number) =>
    new AppError("rate_limited", t("admin.auth.rateLimited", { wait: waitText(seconds) }), {
      retryAfterSeconds: seconds,
    });

  const signIn = async (context: Context<AppEnv>, input: unknown): Promise<StaffSignInOutcome> => {
    const ip = clientAddress(context, rateLimit.trustProxy);
    // A failed attempt's e-mail is whatever was typed (someone else's address, or a password typed in
    // the wrong box), so only a keyed hash of it is logged: enough to see one account being guessed at.
    // A successful one is a staff member's own work address.
    const logAttempt = (email: string | null, outcome: string, isTrustedDevice = false) =>
      context.get("logger")?.info(
        {
          event: "staff_login",
          ...(outcome === "success" ? { email } : { emailHash: email === null ? null : hashEmail(email) }),
          ip,
          outcome,
          trustedDevice: isTrustedDevice,
        },
        "staff sign-in attempt",
      );
    const parsed = staffLoginRequestSchema.safeParse(input);
    if (!parsed.success) {
      logAttempt(null, "invalid_request");
      return {
        ok: false,
        error: new AppError("validation_failed", t("api.validationFailed"), describeIssues(parsed.error.issues)),
      };
    }
    const email = normalizeStaffEmail(parsed.data.email);
    const result = await signInStaff(dependencies, {
      email,
      password: parsed.data.password,
      clientAddress: ip,
      deviceCookie: getCookie(context, STAFF_DEVICE_COOKIE_NAME),
      previousToken: readStaffToken(context),
    });
    // The audit log names the account only when the e-mail is one (decision 0053), never the typed text.
    const actor = (account: { id: string; email: string } | null) => ({
      id: account?.id ?? null,
      email: account?.email ?? null,
      ip,
    });
    if (!result.ok && result.reason === "rate_limited") {
      logAttempt(email, `rate_limited_${result.limitedBy}`, result.isTrustedDevice);
      await recordStaffAction(gate.db, actor(result.account), "sign_in.locked", {
        target: result.account?.email ?? null,
        details: { scope: result.limitedBy },
      });
      return { ok: false, error: rateLimitedError(result.retryAfterSeconds) };
    }
    if (!result.ok) {
      logAttempt(email, "invalid_credentials", result.isTrustedDevice);
      await recordStaffAction(gate.db, actor(result.account), "sign_in.failure", {
        target: result.account?.email ?? null,
        details: { reason: result.account ? "wrong_password" : "unknown_account" },
      });
      return { ok: false, error: new AppError("unauthorized", t("admin.auth.invalidCredentials")) };
    }
    logAttempt(email, result.stage === "code" ? "password_ok_code_needed" : "success", result.isTrustedDevice);
    if (result.stage !== "code") {
      await recordStaffAction(gate.db, actor(result.staff), "sign_in.success", {
        target: result.staff.email,
        details: { method: "password", ...(result.stage === "enrol" ? { mustEnrol: true } : {}) },
      });
    }
    const cookies = [
      sessionCookieOf(result.token),
      // Only the sign-in forms need it; Strict keeps it off every request from another site.
      ...STAFF_SIGN_IN_PATHS.map((path) =>
        serialize(STAFF_DEVICE_COOKIE_NAME, result.deviceCookie, {
          httpOnly: true,
          sameSite: "Strict",
          path,
          secure: gate.secureCookie,
          maxAge: STAFF_DEVICE_COOKIE_MAX_AGE_SECONDS,
        }),
      ),
    ];
    const staff = { email: result.staff.email, role: result.staff.role };
    return { ok: true, identity: result.stage === "full" ? { staff } : { staff, twoFactor: result.stage }, cookies };
  };

  /**
   * The second step (decision 0053): a code for the session a right password made. Success answers
   * a new session cookie; a wrong code 401, a locked account 429, no waiting session 401.
   */
  const submitCode = async (context: Context<AppEnv>, input: unknown): Promise<StaffSignInOutcome> => {
    const ip = clientAddress(context, rateLimit.trustProxy);
    const parsed = staffLoginCodeRequestSchema.safeParse(input);
    if (!parsed.success) {
      return {
        ok: false,
        error: new AppError("validation_failed", t("api.validationFailed"), describeIssues(parsed.error.issues)),
      };
    }
    const result = await completeStaffSignIn(
      { ...gate, twoFactor: settings.twoFactor, throttle },
      { token: readStaffToken(context), code: parsed.data.code, clientAddress: ip },
    );
    const logger = context.get("logger");
    if (!result.ok && result.reason === "no_challenge") {
      return { ok: false, error: new AppError("unauthorized", t("admin.auth.codeExpired")) };
    }
    if (!result.ok) {
      const actor = { id: result.staff.id, email: result.staff.email, ip };
      logger?.info({ event: "staff_login_code", email: result.staff.email, ip, outcome: result.reason }, "staff code");
      if (result.reason === "rate_limited") {
        await recordStaffAction(gate.db, actor, "sign_in.locked", {
          target: result.staff.email,
          details: { scope: "code" },
        });
        return { ok: false, error: rateLimitedError(result.retryAfterSeconds) };
      }
      await recordStaffAction(gate.db, actor, "sign_in.code_failure", { target: result.staff.email });
      return { ok: false, error: new AppError("unauthorized", t("admin.auth.invalidCode")) };
    }
    logger?.info({ event: "staff_login_code", email: result.staff.email, ip, outcome: "success" }, "staff code");
    await recordStaffAction(gate.db, { id: result.staff.id, email: result.staff.email, ip }, "sign_in.success", {
      target: result.staff.email,
      details: { method: result.method === "totp" ? "password+totp" : "password+recovery" },
    });
    return {
      ok: true,
      identity: { staff: { email: result.staff.email, role: result.staff.role } },
      cookies: [sessionCookieOf(result.token)],
    };
  };

  return Object.assign(signIn, { submitCode });
}

export type StaffSignIn = ReturnType<typeof createStaffSignIn>;
