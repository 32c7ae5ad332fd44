import { Hono, type Context } from "hono";
import type { StaffIdentityResponse } from "../../core/shared/api/admin";
import { AppError, retryAfterOf } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";
import { z } from "../../core/shared/zod";
import type { AppEnv } from "../http/hono-env";
import { readJsonBody } from "../http/json-body";
import { methodNotAllowed } from "../http/method-not-allowed";
import { staffAccountForRequest, type StaffAccountSettings } from "../http/staff-account";
import type { StaffSignIn, StaffSignInOutcome } from "../http/staff-sign-in";
import { clearStaffCookie, readStaffToken, requireStaff, type StaffGateDependencies } from "../middleware/staff-gate";
import { listStaff } from "../services/list-staff";
import { signOutStaff } from "../services/sign-out-staff";
import { recordStaffAction } from "../services/staff-audit";
import { clientAddress } from "../middleware/rate-limit";

export interface AdminAuthRouteDependencies {
  gate: StaffGateDependencies;
  /** The one sign-in, shared with the sign-in page's own form. */
  signIn: StaffSignIn;
  /** Two-factor sign-in, staff accounts and the audit log (decision 0053). */
  staffAccountSettings: StaffAccountSettings;
}

/** Sign-in, sign-out, the current staff member, and the staff list (admins only), under /api/admin. */
export function adminAuthRoutes(dependencies: AdminAuthRouteDependencies) {
  const { gate } = dependencies;
  const routes = new Hono<AppEnv>();
  const cookieOptions = { secure: gate.secureCookie };

  routes.post("/login", async (context) => {
    let input: unknown;
    try {
      input = await readJsonBody(context, z.unknown());
    } catch (error) {
      context.get("logger")?.info({ event: "staff_login", outcome: "invalid_request" }, "staff sign-in attempt");
      throw error;
    }
    const outcome = await dependencies.signIn(context, input);
    return answerSignIn(context, outcome);
  });
  routes.all("/login", methodNotAllowed(["POST"]));

  // The second step of a sign-in when the account uses two-factor sign-in (decision 0053).
  routes.post("/login/code", async (context) => {
    const input = await readJsonBody(context, z.unknown());
    const outcome = await dependencies.signIn.submitCode(context, input);
    return answerSignIn(context, outcome);
  });
  routes.all("/login/code", methodNotAllowed(["POST"]));

  routes.post("/logout", async (context) => {
    const token = readStaffToken(context);
    if (token) await signOutStaff(gate, token);
    const staff = context.get("staff");
    if (staff) {
      context.get("logger")?.info({ event: "staff_logout", email: staff.email }, "staff signed out");
      const ip = clientAddress(context, dependencies.staffAccountSettings.rateLimit.trustProxy);
      await recordStaffAction(gate.db, { ...staff, ip }, "sign_out", { target: staff.email });
    }
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

  // The audit log, admins only: ?actor=&action=&page= (decision 0053).
  routes.get("/audit", requireStaff(gate, "admin"), async (context) => {
    const page = await staffAccountForRequest(dependencies.staffAccountSettings, context).audit(context.req.query());
    if ("error" in page) throw new AppError("validation_failed", page.error);
    return context.json(page);
  });
  routes.all("/audit", methodNotAllowed(["GET"]));

  return routes;
}

/** A sign-in step's answer: the refusal (with Retry-After when limited), or the cookies and who signed in. */
function answerSignIn(context: Context<AppEnv>, outcome: StaffSignInOutcome): Response {
  if (!outcome.ok) {
    const retryAfter = retryAfterOf(outcome.error);
    if (retryAfter !== null) context.header("Retry-After", String(retryAfter));
    throw outcome.error;
  }
  for (const cookie of outcome.cookies) context.header("Set-Cookie", cookie, { append: true });
  return context.json<StaffIdentityResponse>(outcome.identity);
}
