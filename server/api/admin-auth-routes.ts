import { createHmac } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import { staffLoginRequestSchema, type StaffIdentityResponse, type StaffLogin } from "../../core/shared/api/admin";
import { AppError } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { methodNotAllowed } from "../http/method-not-allowed";
import { clientAddress, type RateLimitDependencies } from "../middleware/rate-limit";
import {
  clearStaffCookie,
  readStaffToken,
  requireStaff,
  setStaffCookie,
  type StaffGateDependencies,
} from "../middleware/staff-gate";
import { normalizeStaffEmail } from "../repositories/staff-repository";
import { listStaff, signInStaff, signOutStaff, type StaffSignInDependencies } from "../services/staff-auth";
import { STAFF_DEVICE_COOKIE_MAX_AGE_SECONDS, STAFF_DEVICE_COOKIE_NAME } from "../services/staff-device-cookie";
import { createSignInThrottle, signInThrottleStore } from "../services/staff-sign-in-throttle";

const LOGIN_PATH = "/api/admin/login";

export interface AdminAuthRouteDependencies {
  gate: StaffGateDependencies;
  rateLimit: RateLimitDependencies;
  loginsPer15Minutes: number;
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? t("admin.auth.waitOneMinute") : t("admin.auth.waitMinutes", { minutes });
}

function rateLimited(context: Context<AppEnv>, retryAfter: number): AppError {
  context.header("Retry-After", String(retryAfter));
  return new AppError("rate_limited", t("admin.auth.rateLimited", { wait: waitText(retryAfter) }), {
    retryAfterSeconds: retryAfter,
  });
}

/** Sign-in, sign-out, the current staff member, and the staff list (admins only), under /api/admin. */
export function adminAuthRoutes(dependencies: AdminAuthRouteDependencies) {
  const { gate } = dependencies;
  const routes = new Hono<AppEnv>();
  const cookieOptions = { secure: gate.secureCookie };

  const signIn: StaffSignInDependencies = {
    ...gate,
    throttle: dependencies.rateLimit.enabled
      ? createSignInThrottle(signInThrottleStore(dependencies.rateLimit.db), {
          limit: dependencies.loginsPer15Minutes,
          secret: dependencies.rateLimit.secret,
        })
      : null,
    deviceSecret: dependencies.rateLimit.secret,
  };

  const hashEmail = (email: string) =>
    createHmac("sha256", dependencies.rateLimit.secret)
      .update(`staff-login-email:${email}`)
      .digest("base64url")
      .slice(0, 22);

  routes.post("/login", async (context) => {
    const ip = clientAddress(context, dependencies.rateLimit.trustProxy);
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
    let input: StaffLogin;
    try {
      input = await readJsonBody(context, staffLoginRequestSchema);
    } catch (error) {
      logAttempt(null, "invalid_request");
      throw error;
    }
    const email = normalizeStaffEmail(input.email);
    const result = await signInStaff(signIn, {
      email,
      password: input.password,
      clientAddress: ip,
      deviceCookie: getCookie(context, STAFF_DEVICE_COOKIE_NAME),
      previousToken: readStaffToken(context),
    });
    if (!result.ok && result.reason === "rate_limited") {
      logAttempt(email, `rate_limited_${result.limitedBy}`, result.isTrustedDevice);
      throw rateLimited(context, result.retryAfterSeconds);
    }
    if (!result.ok) {
      logAttempt(email, "invalid_credentials", result.isTrustedDevice);
      throw new AppError("unauthorized", t("admin.auth.invalidCredentials"));
    }
    logAttempt(email, "success", result.isTrustedDevice);
    setStaffCookie(context, result.token, {
      ...cookieOptions,
      maxAgeSeconds: gate.settings.maxHours * 60 * 60,
    });
    // Only the sign-in endpoint needs it; Strict keeps it off every request from another site.
    setCookie(context, STAFF_DEVICE_COOKIE_NAME, result.deviceCookie, {
      httpOnly: true,
      sameSite: "Strict",
      path: LOGIN_PATH,
      secure: gate.secureCookie,
      maxAge: STAFF_DEVICE_COOKIE_MAX_AGE_SECONDS,
    });
    return context.json<StaffIdentityResponse>({ staff: { email: result.staff.email, role: result.staff.role } });
  });
  routes.all("/login", methodNotAllowed(["POST"]));

  routes.post("/logout", async (context) => {
    const token = readStaffToken(context);
    if (token) await signOutStaff(gate, token);
    const staff = context.get("staff");
    if (staff) context.get("logger")?.info({ event: "staff_logout", email: staff.email }, "staff signed out");
    clearStaffCookie(context, cookieOptions);
    return context.body(null, 204);
  });
  routes.all("/logout", methodNotAllowed(["POST"]));

  routes.get("/me", (context) => {
    const staff = context.get("staff");
    if (!staff) throw new AppError("unauthorized", t("admin.auth.unauthorized"));
    return context.json<StaffIdentityResponse>({ staff: { email: staff.email, role: staff.role } });
  });
  routes.all("/me", methodNotAllowed(["GET"]));

  routes.get("/staff", requireStaff(gate, "admin"), async (context) => {
    const staff = await listStaff(gate.db);
    return context.json({
      staff: staff.map((member) => ({
        email: member.email,
        role: member.role,
        lastLoginAt: member.lastLoginAt?.toISOString() ?? null,
        createdAt: member.createdAt.toISOString(),
      })),
    });
  });
  routes.all("/staff", methodNotAllowed(["GET"]));

  return routes;
}
