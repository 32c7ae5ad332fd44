import { createHmac } from "node:crypto";
import type { Context } from "hono";
import { Hono } from "hono";
import { z } from "../../core/shared/zod";
import { AppError } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { methodNotAllowed } from "../http/method-not-allowed";
import { clientAddress, type RateLimitDependencies } from "../middleware/rate-limit";
import {
  clearStaffCookie,
  readStaffToken,
  requireRole,
  setStaffCookie,
  type StaffGateDependencies,
} from "../middleware/staff-gate";
import { recordRateLimitHit, refundRateLimitHit } from "../repositories/rate-limit-repository";
import { normalizeStaffEmail } from "../repositories/staff-repository";
import { listStaff, signInStaff, signOutStaff, STAFF_PASSWORD_MAX_LENGTH } from "../services/staff-auth";

const LOGIN_WINDOW_SECONDS = 15 * 60;

const loginSchema = z.object({
  email: z
    .string({ error: t("admin.auth.emailRequired") })
    .trim()
    .min(1, t("admin.auth.emailRequired"))
    .max(254, t("admin.auth.emailInvalid"))
    .pipe(z.email({ error: t("admin.auth.emailInvalid") })),
  password: z
    .string({ error: t("admin.auth.passwordRequired") })
    .min(1, t("admin.auth.passwordRequired"))
    .max(STAFF_PASSWORD_MAX_LENGTH, t("admin.auth.passwordTooLong", { max: STAFF_PASSWORD_MAX_LENGTH })),
});

export interface AdminAuthRouteDependencies {
  gate: StaffGateDependencies;
  rateLimit: RateLimitDependencies;
  loginsPer15Minutes: number;
}

function waitText(seconds: number): string {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? t("admin.auth.waitOneMinute") : t("admin.auth.waitMinutes", { minutes });
}

interface CountedAttempt {
  key: string;
  windowStart: Date;
  /** Seconds to wait when this attempt is over the limit, else null. */
  retryAfter: number | null;
}

/**
 * Counts one sign-in attempt in a fixed 15-minute window, atomically and before the password is
 * checked, so parallel guesses cannot slip past the limit and refused ones cost no argon2 work. A
 * successful sign-in takes its count back: only failures use up the limit. Keys are hashed like
 * the other counters', so neither addresses nor e-mails sit in the table.
 */
async function countAttempt(dependencies: AdminAuthRouteDependencies, name: string): Promise<CountedAttempt | null> {
  if (!dependencies.rateLimit.enabled) return null;
  const keyHash = createHmac("sha256", dependencies.rateLimit.secret).update(name).digest("base64url").slice(0, 22);
  const key = `staff-login:${keyHash}`;
  const hit = await recordRateLimitHit(dependencies.rateLimit.db, key, LOGIN_WINDOW_SECONDS);
  const resetAt = hit.windowStart.getTime() + LOGIN_WINDOW_SECONDS * 1000;
  const retryAfter =
    hit.count > dependencies.loginsPer15Minutes ? Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) : null;
  return { key, windowStart: hit.windowStart, retryAfter };
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

  routes.post("/login", async (context) => {
    const ip = clientAddress(context, dependencies.rateLimit.trustProxy);
    const logAttempt = (email: string | null, outcome: string) =>
      context.get("logger")?.info({ event: "staff_login", email, ip, outcome }, "staff sign-in attempt");
    let input: z.output<typeof loginSchema>;
    try {
      input = await readJsonBody(context, loginSchema);
    } catch (error) {
      logAttempt(null, "invalid_request");
      throw error;
    }
    const email = normalizeStaffEmail(input.email);
    const byAddress = await countAttempt(dependencies, `ip:${ip}`);
    if (byAddress?.retryAfter) {
      logAttempt(email, "rate_limited_ip");
      throw rateLimited(context, byAddress.retryAfter);
    }
    const byAccount = await countAttempt(dependencies, `account:${email}`);
    if (byAccount?.retryAfter) {
      logAttempt(email, "rate_limited_account");
      throw rateLimited(context, byAccount.retryAfter);
    }
    const result = await signInStaff(gate, {
      email,
      password: input.password,
      previousToken: readStaffToken(context),
    });
    if (!result.ok) {
      logAttempt(email, "invalid_credentials");
      throw new AppError("unauthorized", t("admin.auth.invalidCredentials"));
    }
    logAttempt(email, "success");
    for (const attempt of [byAddress, byAccount]) {
      if (attempt) await refundRateLimitHit(dependencies.rateLimit.db, attempt.key, attempt.windowStart);
    }
    setStaffCookie(context, result.token, {
      ...cookieOptions,
      maxAgeSeconds: gate.settings.maxHours * 60 * 60,
    });
    return context.json({ staff: { email: result.staff.email, role: result.staff.role } });
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
    return context.json({ staff: { email: staff.email, role: staff.role } });
  });
  routes.all("/me", methodNotAllowed(["GET"]));

  routes.get("/staff", requireRole("admin"), async (context) => {
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
