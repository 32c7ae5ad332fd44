import type { Context } from "hono";
import { deleteCookie, getCookie } from "hono/cookie";
import { serialize } from "hono/utils/cookie";
import { createMiddleware } from "hono/factory";
import { AppError } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";
import type { Database } from "../../db/client";
import type { AppEnv, StaffPrincipal } from "../http/hono-env";
import { hasStaffRole, type StaffRole } from "../../core/shared/staff-role";
import { resumeStaffSession, type ResumedStaffSession } from "../services/resume-staff-session";
import type { StaffSessionSettings } from "../services/staff-session";

export const STAFF_COOKIE_NAME = "qm_staff";
export const STAFF_LOGIN_PATH = "/admin/login";
export const STAFF_HOME_PATH = "/admin/blog";
/** Where a staff member enrols in two-factor sign-in: the one page an `enrol` session may open. */
export const STAFF_ACCOUNT_PATH = "/admin/account";

/** What the gates need: the database, the session lifetimes and the site's public origin. */
export interface StaffGateDependencies {
  db: Database;
  settings: StaffSessionSettings;
  /** SITE_URL: the public origin, accepted as a request's Origin behind a proxy that rewrites Host. */
  siteUrl: string;
  /** Secure cookie (SITE_URL is https). */
  secureCookie: boolean;
}

/** API paths that answer without a session: signing in, and signing out (which must work when expired). */
const API_PATHS_WITHOUT_SESSION = new Set(["/api/admin/login", "/api/admin/login/code", "/api/admin/logout"]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from our own pages. Sec-Fetch-Site (sent by every current
 * browser) must say same-origin; without it, Origin must be this server's origin or SITE_URL's;
 * a request with neither header is refused, since a browser always sends one on a POST.
 */
export function isSameOriginRequest(
  request: { url: string; header(name: string): string | undefined },
  siteUrl: string,
): boolean {
  const fetchSite = request.header("sec-fetch-site");
  if (fetchSite !== undefined) return fetchSite === "same-origin";
  const origin = request.header("origin");
  if (origin === undefined || origin === "null") return false;
  return origin === originOf(request.url) || origin === originOf(siteUrl);
}

/** The session cookie's Set-Cookie value: httpOnly, SameSite=Lax, whole site, Secure under https. */
export function staffSessionCookie(token: string, options: { secure: boolean; maxAgeSeconds: number }): string {
  return serialize(STAFF_COOKIE_NAME, token, {
    httpOnly: true,
    sameSite: "Lax",
    path: "/",
    secure: options.secure,
    maxAge: options.maxAgeSeconds,
  });
}

export function clearStaffCookie(context: Context<AppEnv>, options: { secure: boolean }): void {
  deleteCookie(context, STAFF_COOKIE_NAME, { path: "/", secure: options.secure, httpOnly: true, sameSite: "Lax" });
}

export function readStaffToken(context: Context<AppEnv>): string | undefined {
  const token = getCookie(context, STAFF_COOKIE_NAME);
  // Our tokens are 43 URL-safe characters; anything else is not worth a database look-up.
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}

/**
 * The staff member signed in on this request, from the session cookie, looked up once per request
 * whoever asks first (a gate, a page loader, an API handler). Every staff page and endpoint calls this
 * itself (through requireStaff here or app/lib/require-staff.server.ts), so a routing mistake in front
 * of it can never expose staff data.
 */
export async function authenticateStaff(
  context: Context<AppEnv>,
  dependencies: StaffGateDependencies,
): Promise<StaffPrincipal | null> {
  const session = await findStaffSessionOf(context, dependencies);
  return session?.stage === "full" ? { id: session.id, email: session.email, role: session.role } : null;
}

/**
 * This request's session at whatever stage (decision 0053): a session that still waits for a
 * two-factor code, or for its owner to enrol, is not signed in, and only the sign-in page and the
 * account screen look at it. Looked up once per request.
 */
export function findStaffSessionOf(
  context: Context<AppEnv>,
  dependencies: StaffGateDependencies,
): Promise<ResumedStaffSession | null> {
  let lookup = context.get("staffLookup");
  if (!lookup) {
    const token = readStaffToken(context);
    lookup = (token ? resumeStaffSession(dependencies, token) : Promise.resolve(null)).then((session) => {
      const isSignedIn = session?.stage === "full";
      context.set("staff", isSignedIn ? { id: session.id, email: session.email, role: session.role } : undefined);
      return session ?? null;
    });
    context.set("staffLookup", lookup);
  }
  return lookup;
}

async function loadStaff(context: Context<AppEnv>, dependencies: StaffGateDependencies) {
  return authenticateStaff(context, dependencies);
}

function markPrivate(context: Context<AppEnv>): void {
  context.header("Cache-Control", "no-store");
  context.header("X-Robots-Tag", "noindex, nofollow");
}

/**
 * For `/api/admin/*`: refuses cross-site state-changing requests (403), then requires a valid staff
 * session (401) except on sign-in and sign-out, and sets `staff` for the handlers.
 */
export function staffApiGate(dependencies: StaffGateDependencies) {
  return createMiddleware<AppEnv>(async (context, next) => {
    markPrivate(context);
    if (!SAFE_METHODS.has(context.req.method) && !isSameOriginRequest(context.req, dependencies.siteUrl)) {
      throw new AppError("forbidden", t("admin.auth.crossSite"));
    }
    const staff = await loadStaff(context, dependencies);
    if (!staff && !API_PATHS_WITHOUT_SESSION.has(context.req.path)) {
      throw new AppError("unauthorized", t("admin.auth.unauthorized"));
    }
    await next();
    markPrivate(context);
  });
}

/**
 * Every staff API handler's own check (mounted in each staff route group, behind staffApiGate): the
 * session, looked up by this request itself (401 without one), and the role (403 without it).
 */
export function requireStaff(dependencies: StaffGateDependencies, role: StaffRole = "editor") {
  return createMiddleware<AppEnv>(async (context, next) => {
    const staff = await authenticateStaff(context, dependencies);
    if (!staff) throw new AppError("unauthorized", t("admin.auth.unauthorized"));
    if (!hasStaffRole(staff, role)) throw new AppError("forbidden", t("admin.auth.forbidden"));
    markPrivate(context);
    await next();
  });
}

function isPage(path: string, page: string): boolean {
  return path === page || path === `${page}.data` || path === `${page}/`;
}

function isLoginPage(path: string): boolean {
  return isPage(path, STAFF_LOGIN_PATH);
}

/**
 * For `/admin` and `/admin/*` pages: without a valid session a page request goes to the login page
 * (302; React Router's data requests get its own redirect form), and anything else is refused.
 * The login page itself always passes, with `staff` set when already signed in.
 */
export function staffPageGate(dependencies: StaffGateDependencies) {
  return createMiddleware<AppEnv>(async (context, next) => {
    markPrivate(context);
    const isSafe = SAFE_METHODS.has(context.req.method);
    if (!isSafe && !isSameOriginRequest(context.req, dependencies.siteUrl)) {
      throw new AppError("forbidden", t("admin.auth.crossSite"));
    }
    const staff = await loadStaff(context, dependencies);
    if (!staff && !isLoginPage(context.req.path)) {
      // Two-factor sign-in is required and not set up yet: the account screen, and nothing else.
      const mustEnrol = (await findStaffSessionOf(context, dependencies))?.stage === "enrol";
      if (mustEnrol && isPage(context.req.path, STAFF_ACCOUNT_PATH)) {
        await next();
        markPrivate(context);
        return;
      }
      if (!isSafe) throw new AppError("unauthorized", t("admin.auth.unauthorized"));
      const target = mustEnrol ? STAFF_ACCOUNT_PATH : STAFF_LOGIN_PATH;
      if (context.req.path.endsWith(".data")) {
        // A client-side navigation's data request: React Router follows this as a redirect.
        return context.body(null, 204, { "X-Remix-Redirect": target, "X-Remix-Status": "302" });
      }
      return context.redirect(target, 302);
    }
    await next();
    markPrivate(context);
  });
}
