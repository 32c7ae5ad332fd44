import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { verify } from "@node-rs/argon2";
import { eq, sql } from "drizzle-orm";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { PROJECT_ROOT } from "../../db/project-root";
import { rateLimitCounters, staffSessions, staffUsers } from "../../db/schema";
import { createApp } from "../../server/app";
import { bootServer, bootstrapStaff, listen } from "../../server/boot";
import { loadConfig } from "../../server/config";
import { deleteExpiredSessions } from "../../server/services/delete-expired-staff-sessions";
import { ensureBootstrapAdmin } from "../../server/services/ensure-bootstrap-admin";
import { signInStaff as signInStaffService } from "../../server/services/sign-in-staff";
import { verifyStaffPassword } from "../../server/services/staff-password";
import { hashSessionToken } from "../../server/services/staff-session";
import { createSignInThrottle, signInThrottleStore } from "../../server/services/staff-sign-in-throttle";
import { capturingLogger } from "../helpers/capturing-logger";
import { createTestDatabase } from "../helpers/test-database";
import { createStaffUser, signInStaff } from "../helpers/staff-session";
import { startTestServer, type TestServer } from "../helpers/test-server";

const ADMIN = { email: "admin@example.ca", password: "admin-password-123" };
const EDITOR = { email: "editor@example.ca", password: "editor-password-123" };
const DEVICE_COOKIE = "qm_staff_device";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await createStaffUser(server.database.db, { ...ADMIN, role: "admin" });
  await createStaffUser(server.database.db, { ...EDITOR, role: "editor" });
});

afterAll(async () => {
  await server.close();
});

function login(body: unknown, options: { url?: string; headers?: Record<string, string> } = {}) {
  const url = options.url ?? server.url;
  return fetch(`${url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, ...options.headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

function me(cookie: string | undefined, url = server.url) {
  return fetch(`${url}/api/admin/me`, { headers: cookie ? { cookie } : {} });
}

function sessionCookie(response: Response): string {
  const line = response.headers.getSetCookie().find((value) => value.startsWith("qm_staff="));
  if (!line) throw new Error("no qm_staff cookie");
  return line;
}

function tokenOf(cookie: string): string {
  return cookie.split(";")[0]!.slice("qm_staff=".length);
}

async function sessionRow(cookie: string) {
  const [row] = await server.database.db
    .select()
    .from(staffSessions)
    .where(eq(staffSessions.idHash, hashSessionToken(tokenOf(cookie))));
  return row;
}

describe("POST /api/admin/login", () => {
  it("signs in with the right password: the role, a session row and a well-flagged cookie", async () => {
    const response = await login({ email: "Admin@Example.ca ", password: ADMIN.password });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ staff: { email: ADMIN.email, role: "admin" } });
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^qm_staff=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; SameSite=Lax/i);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/; Secure/i);
    expect(response.headers.get("cache-control")).toBe("no-store");
    // Only the token's hash is stored.
    const row = await sessionRow(cookie);
    expect(row).toBeDefined();
    expect(row?.idHash).not.toContain(tokenOf(cookie));
    const [user] = await server.database.db.select().from(staffUsers).where(eq(staffUsers.email, ADMIN.email));
    expect(user?.lastLoginAt).toBeInstanceOf(Date);
    expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it("answers an unknown e-mail and a wrong password with the same 401", async () => {
    const unknown = await login({ email: "nobody@example.ca", password: ADMIN.password });
    const wrong = await login({ email: ADMIN.email, password: "not-the-password" });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const unknownBody = await unknown.json();
    expect(unknownBody).toEqual(await wrong.json());
    expect(unknownBody).toEqual({
      error: { code: "unauthorized", message: "The e-mail or password is incorrect." },
    });
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it("refuses missing or malformed fields with 400 and says which", async () => {
    for (const body of [
      {},
      { email: "not-an-email", password: "x" },
      { email: ADMIN.email },
      { email: ADMIN.email, password: "" },
    ]) {
      const response = await login(body);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe("validation_failed");
      expect(error.details.length).toBeGreaterThan(0);
    }
    expect((await login("{not json")).status).toBe(400);
    expect((await login({ email: ADMIN.email, password: "x".repeat(1025) })).status).toBe(400);
  });

  it("does not reuse a cookie set before sign-in, and ends the session it replaces (session fixation)", async () => {
    const planted = "A".repeat(43);
    const response = await login(ADMIN, { headers: { cookie: `qm_staff=${planted}` } });
    expect(response.status).toBe(200);
    const issued = tokenOf(sessionCookie(response));
    expect(issued).not.toBe(planted);
    expect((await me(`qm_staff=${planted}`)).status).toBe(401);

    const editor = await signInStaff(server.url, EDITOR.email, EDITOR.password);
    const again = await login(ADMIN, { headers: { cookie: editor.cookie } });
    expect(again.status).toBe(200);
    expect(tokenOf(sessionCookie(again))).not.toBe(tokenOf(editor.cookie));
    expect((await me(editor.cookie)).status).toBe(401);
  });

  it("is refused from another site (login CSRF)", async () => {
    const foreign = await login(ADMIN, { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    const crossSite = await login(ADMIN, { headers: { "sec-fetch-site": "cross-site" } });
    expect(crossSite.status).toBe(403);
    expect((await crossSite.json()).error.code).toBe("forbidden");
  });

  it("only answers POST", async () => {
    const response = await fetch(`${server.url}/api/admin/login`);
    expect(response.status).toBe(405);
    expect(response.headers.get("allow")).toBe("POST");
  });
});

describe("sessions", () => {
  it("GET /api/admin/me names the signed-in staff member", async () => {
    const { cookie } = await signInStaff(server.url, EDITOR.email, EDITOR.password);
    const response = await me(cookie);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ staff: { email: EDITOR.email, role: "editor" } });
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses a tampered or made-up cookie", async () => {
    const { cookie } = await signInStaff(server.url, ADMIN.email, ADMIN.password);
    const token = tokenOf(cookie);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect((await me(`qm_staff=${tampered}`)).status).toBe(401);
    expect((await me("qm_staff=admin")).status).toBe(401);
    expect((await me(`qm_staff=${token}x`)).status).toBe(401);
    expect((await me(cookie)).status).toBe(200);
  });

  it("expires after the idle time, and activity keeps a session alive", async () => {
    const active = await signInStaff(server.url, ADMIN.email, ADMIN.password);
    const idle = await signInStaff(server.url, ADMIN.email, ADMIN.password);
    const now = Date.now();
    await server.database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now - 59 * 60 * 1000) })
      .where(eq(staffSessions.idHash, hashSessionToken(tokenOf(active.cookie))));
    await server.database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(now - 61 * 60 * 1000) })
      .where(eq(staffSessions.idHash, hashSessionToken(tokenOf(idle.cookie))));
    expect((await me(active.cookie)).status).toBe(200);
    const touched = await sessionRow(active.cookie);
    expect(touched!.lastSeenAt.getTime()).toBeGreaterThan(now - 60 * 1000);
    expect((await me(idle.cookie)).status).toBe(401);
    expect(await sessionRow(idle.cookie)).toBeUndefined();
  });

  it("expires after the absolute lifetime even when active", async () => {
    const { cookie } = await signInStaff(server.url, ADMIN.email, ADMIN.password);
    await server.database.db
      .update(staffSessions)
      .set({ createdAt: new Date(Date.now() - 12 * 60 * 60 * 1000 - 1000), lastSeenAt: new Date() })
      .where(eq(staffSessions.idHash, hashSessionToken(tokenOf(cookie))));
    expect((await me(cookie)).status).toBe(401);
  });

  it("housekeeping removes expired sessions and keeps live ones", async () => {
    const live = await signInStaff(server.url, EDITOR.email, EDITOR.password);
    const stale = await signInStaff(server.url, EDITOR.email, EDITOR.password);
    await server.database.db
      .update(staffSessions)
      .set({ lastSeenAt: new Date(Date.now() - 2 * 60 * 60 * 1000) })
      .where(eq(staffSessions.idHash, hashSessionToken(tokenOf(stale.cookie))));
    const removed = await deleteExpiredSessions({
      db: server.database.db,
      settings: { idleMinutes: 60, maxHours: 12 },
    });
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await sessionRow(stale.cookie)).toBeUndefined();
    expect(await sessionRow(live.cookie)).toBeDefined();
  });

  it("sign-out deletes the session on the server and clears the cookie", async () => {
    const session = await signInStaff(server.url, ADMIN.email, ADMIN.password);
    const response = await fetch(`${server.url}/api/admin/logout`, { method: "POST", headers: session.headers });
    expect(response.status).toBe(204);
    const cleared = sessionCookie(response);
    expect(cleared).toMatch(/^qm_staff=;/);
    expect(cleared).toMatch(/Max-Age=0/i);
    expect(await sessionRow(session.cookie)).toBeUndefined();
    // The old cookie, replayed, is refused.
    expect((await me(session.cookie)).status).toBe(401);
    // Signing out again, or without any session, still answers 204.
    const again = await fetch(`${server.url}/api/admin/logout`, { method: "POST", headers: session.headers });
    expect(again.status).toBe(204);
    const none = await fetch(`${server.url}/api/admin/logout`, { method: "POST", headers: { origin: server.url } });
    expect(none.status).toBe(204);
  });
});

describe("the admin API gate", () => {
  const postId = "00000000-0000-4000-8000-000000000000";
  const routes: [string, string][] = [
    ["GET", "/api/admin/me"],
    ["GET", "/api/admin/staff"],
    ["GET", "/api/admin/posts"],
    ["GET", `/api/admin/posts/${postId}`],
    ["POST", "/api/admin/posts"],
    ["PUT", `/api/admin/posts/${postId}`],
    ["DELETE", `/api/admin/posts/${postId}`],
    ["POST", `/api/admin/posts/${postId}/status`],
    ["POST", `/api/admin/posts/${postId}/featured`],
    ["POST", `/api/admin/posts/${postId}/publish`],
    ["POST", "/api/admin/publish"],
    ["GET", "/api/admin/no-such-endpoint"],
  ];

  it.each(routes)("%s %s without a session answers 401", async (method, path) => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { origin: server.url, "content-type": "application/json" },
      ...(method === "GET" ? {} : { body: "{}" }),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthorized");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("refuses state-changing requests from another site even with a valid session", async () => {
    const session = await signInStaff(server.url, ADMIN.email, ADMIN.password);
    const attempts: Record<string, string>[] = [
      { cookie: session.cookie, "sec-fetch-site": "cross-site" },
      { cookie: session.cookie, "sec-fetch-site": "same-site" },
      { cookie: session.cookie, origin: "https://evil.example" },
      { cookie: session.cookie, origin: "null" },
      { cookie: session.cookie },
    ];
    for (const headers of attempts) {
      const response = await fetch(`${server.url}/api/admin/logout`, { method: "POST", headers });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect((await response.json()).error.code).toBe("forbidden");
    }
    // None of them signed the session out.
    expect((await me(session.cookie)).status).toBe(200);
    const sameOrigin = await fetch(`${server.url}/api/admin/logout`, {
      method: "POST",
      headers: { cookie: session.cookie, "sec-fetch-site": "same-origin" },
    });
    expect(sameOrigin.status).toBe(204);
  });

  it("lets only admins list staff: an editor gets 403, an admin 200", async () => {
    const editor = await signInStaff(server.url, EDITOR.email, EDITOR.password);
    const forbidden = await fetch(`${server.url}/api/admin/staff`, { headers: editor.headers });
    expect(forbidden.status).toBe(403);
    expect((await forbidden.json()).error.code).toBe("forbidden");
    const admin = await signInStaff(server.url, ADMIN.email, ADMIN.password);
    const allowed = await fetch(`${server.url}/api/admin/staff`, { headers: admin.headers });
    expect(allowed.status).toBe(200);
    const { staff } = await allowed.json();
    expect(staff.map((member: { email: string; role: string }) => [member.email, member.role])).toEqual([
      [ADMIN.email, "admin"],
      [EDITOR.email, "editor"],
    ]);
    expect(JSON.stringify(staff)).not.toMatch(/argon2|password/i);
  });
});

describe("admin pages", () => {
  it("send a visitor without a session to the login page", async () => {
    for (const path of ["/admin/blog", "/admin/blog/new", "/admin", "/admin/anything"]) {
      const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
      expect(response.status, path).toBe(302);
      expect(response.headers.get("location"), path).toBe("/admin/login");
      expect(response.headers.get("cache-control")).toBe("no-store");
    }
    const data = await fetch(`${server.url}/admin/blog.data`, { redirect: "manual" });
    expect(data.status).toBe(204);
    expect(data.headers.get("x-remix-redirect")).toBe("/admin/login");
  });

  it("show the login page, not indexed and not cached", async () => {
    const response = await fetch(`${server.url}/admin/login`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex/);
    const email = /<input[^>]*name="email"[^>]*>|<input[^>]*id="login-email"[^>]*>/i.exec(html)?.[0] ?? "";
    expect(email).toMatch(/type="email"/);
    expect(email).toMatch(/autocomplete="username"/i);
    expect(email).toMatch(/required/);
    const password = /<input[^>]*id="login-password"[^>]*>/i.exec(html)?.[0] ?? "";
    expect(password).toMatch(/type="password"/);
    expect(password).toMatch(/autocomplete="current-password"/i);
    expect(html).toContain(">Login<");
  });

  it("send someone already signed in from the login page to the post list", async () => {
    const { cookie } = await signInStaff(server.url, EDITOR.email, EDITOR.password);
    const response = await fetch(`${server.url}/admin/login`, { headers: { cookie }, redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/blog");
  });

  it("refuse a cross-site POST to an admin page", async () => {
    const { cookie } = await signInStaff(server.url, EDITOR.email, EDITOR.password);
    const response = await fetch(`${server.url}/admin/blog`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(response.status).toBe(403);
  });
});

describe("rate limits on sign-in", () => {
  let limited: TestServer;

  beforeAll(async () => {
    limited = await startTestServer({
      seed: false,
      env: { RATE_LIMIT_LOGIN_PER_15_MINUTES: "3", TRUST_PROXY: "true" },
    });
    await createStaffUser(limited.database.db, { ...ADMIN, role: "admin" });
    await createStaffUser(limited.database.db, { ...EDITOR, role: "editor" });
  });

  afterAll(async () => {
    await limited.close();
  });

  const from = (ip: string) => ({ url: limited.url, headers: { "x-forwarded-for": ip } });

  it("limits failed attempts per address with 429 and Retry-After", async () => {
    for (const email of ["a@example.ca", "b@example.ca", "c@example.ca"]) {
      expect((await login({ email, password: "wrong-password" }, from("203.0.113.1"))).status).toBe(401);
    }
    const response = await login(ADMIN, from("203.0.113.1"));
    expect(response.status).toBe(429);
    const retryAfter = Number(response.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const { error } = await response.json();
    expect(error.code).toBe("rate_limited");
    expect(error.message).toMatch(/^Too many sign-in attempts\. Please wait .+ and try again\.$/);
    expect(response.headers.getSetCookie()).toEqual([]);
    // Another address is not affected.
    expect((await login(ADMIN, from("203.0.113.2"))).status).toBe(200);
  });

  it("does not count successful sign-ins", async () => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await login(ADMIN, from("192.0.2.50"))).status).toBe(200);
    }
  });

  it("limits failed attempts per account across addresses, without locking other accounts", async () => {
    for (const ip of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      expect((await login({ email: EDITOR.email, password: "wrong-password" }, from(ip))).status).toBe(401);
    }
    // Even the right password waits now.
    const response = await login({ email: "EDITOR@example.ca", password: EDITOR.password }, from("198.51.100.4"));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await login(ADMIN, from("198.51.100.4"))).status).toBe(200);
  });
});

describe("device cookies: an attacker cannot lock the owner out (issue 18)", () => {
  let guarded: TestServer;
  let accountNumber = 0;
  let addressNumber = 0;

  beforeAll(async () => {
    guarded = await startTestServer({ seed: false, env: { TRUST_PROXY: "true" } });
  });

  afterAll(async () => {
    await guarded.close();
  });

  /** A new account per test, so one test's lock never holds another's. */
  async function newAccount() {
    accountNumber += 1;
    const account = { email: `owner${accountNumber}@example.ca`, password: `owner-password-${accountNumber}00` };
    await createStaffUser(guarded.database.db, { ...account, role: "admin" });
    return account;
  }

  /** A client address nobody has used, so only the limit under test can refuse it. */
  function freshAddress(): string {
    addressNumber += 1;
    return `10.18.${Math.floor(addressNumber / 250)}.${(addressNumber % 250) + 1}`;
  }

  function attempt(email: string, password: string, options: { address?: string; device?: string } = {}) {
    return login(
      { email, password },
      {
        url: guarded.url,
        headers: {
          "x-forwarded-for": options.address ?? freshAddress(),
          ...(options.device ? { cookie: options.device } : {}),
        },
      },
    );
  }

  /** The sign-in page's own form, posted as a browser without JavaScript posts it. */
  function pageSignIn(email: string, password: string, options: { address?: string; device?: string } = {}) {
    return fetch(`${guarded.url}/admin/login`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams({ email, password }),
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: guarded.url,
        "x-forwarded-for": options.address ?? freshAddress(),
        ...(options.device ? { cookie: options.device } : {}),
      },
    });
  }

  it("signs in from the page's own form exactly as through the API: cookies, limits and the owner's device", async () => {
    const account = await newAccount();
    const signedIn = await pageSignIn(account.email, account.password);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin/blog");
    const cookies = signedIn.headers.getSetCookie();
    expect(cookies.some((cookie) => /^qm_staff=[A-Za-z0-9_-]{43};.*HttpOnly/i.test(cookie))).toBe(true);
    const device = cookies.find((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`))!.split(";")[0]!;
    // The session works.
    expect(
      (await me(cookies.find((cookie) => cookie.startsWith("qm_staff="))!.split(";")[0], guarded.url)).status,
    ).toBe(200);
    // Someone guesses through the API until the account is held for unknown devices...
    const attacker = freshAddress();
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await attempt(account.email, `wrong-${guess}`, { address: attacker })).status).toBe(401);
    }
    expect((await attempt(account.email, "wrong-last", { address: attacker })).status).toBe(429);
    // ...which holds the page's form too, with the reason and the wait...
    const held = await pageSignIn(account.email, account.password);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await held.text()).toContain("Too many");
    // ...but not the owner's own browser, on the page as on the API.
    const owner = await pageSignIn(account.email, account.password, { device });
    expect(owner.status).toBe(302);
    expect((await attempt(account.email, account.password, { device })).status).toBe(200);
    // A wrong password on the page says why, in the page.
    const wrong = await pageSignIn(account.email, "not-the-password", { device });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("The e-mail or password is incorrect.");
  });

  function deviceCookieLine(response: Response): string | undefined {
    return response.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  }

  /** Signs in like the owner's browser and keeps the device cookie it is given. */
  async function ownersDevice(account: { email: string; password: string }): Promise<string> {
    const response = await attempt(account.email, account.password);
    expect(response.status).toBe(200);
    const line = deviceCookieLine(response);
    if (!line) throw new Error("sign-in answered without a device cookie");
    return line.split(";")[0]!;
  }

  /** Ten wrong passwords from ten addresses: only the account's own limit is reached. */
  async function attackAccount(email: string) {
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await attempt(email, `wrong-guess-${guess}-xyz`)).status).toBe(401);
    }
    expect((await attempt(email, "one-guess-too-many")).status).toBe(429);
  }

  /** Time passes for every limit and lock on the server. */
  async function passMinutes(minutes: number) {
    await guarded.database.db
      .update(rateLimitCounters)
      .set({ windowStart: sql`${rateLimitCounters.windowStart} - make_interval(mins => ${minutes})` });
  }

  it("a sign-in sets a signed, httpOnly, strict, long-lived device cookie for the two sign-in addresses only", async () => {
    const account = await newAccount();
    const response = await attempt(account.email, account.password);
    expect(response.status).toBe(200);
    const line = deviceCookieLine(response);
    expect(line).toMatch(new RegExp(`^${DEVICE_COOKIE}=[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]{43};`));
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=Strict/i);
    expect(line).toMatch(/; Path=\/api\/admin\/login(;|$)/);
    expect(line).toMatch(/; Max-Age=15552000(;|$)/);
    expect(line).not.toMatch(/; Secure/i);
    // The same cookie for the sign-in page's own form, which posts to /admin/login.
    const lines = response.headers.getSetCookie().filter((cookie) => cookie.startsWith(`${DEVICE_COOKIE}=`));
    expect(lines.map((cookie) => /; Path=([^;]+)/.exec(cookie)?.[1]).sort()).toEqual([
      "/admin/login",
      "/api/admin/login",
    ]);
    expect(new Set(lines.map((cookie) => cookie.split(";")[0])).size).toBe(1);
    // A failed attempt earns no device cookie.
    const wrong = await attempt(account.email, "not-the-password");
    expect(wrong.status).toBe(401);
    expect(deviceCookieLine(wrong)).toBeUndefined();
  });

  it("after ten wrong passwords the owner's browser signs in with its device cookie; without it the owner waits", async () => {
    const account = await newAccount();
    const device = await ownersDevice(account);
    await attackAccount(account.email);

    const held = await attempt(account.email, account.password);
    expect(held.status).toBe(429);
    const retryAfter = Number(held.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(held.headers.getSetCookie()).toEqual([]);

    const owner = await attempt(account.email, account.password, { device });
    expect(owner.status).toBe(200);
    expect(await owner.json()).toEqual({ staff: { email: account.email, role: "admin" } });
    expect((await me(sessionCookie(owner).split(";")[0], guarded.url)).status).toBe(200);
    // The attacker is still held.
    expect((await attempt(account.email, "yet-another-guess")).status).toBe(429);
  });

  it("a forged, altered or other account's device cookie does not lift the lock; the genuine one does", async () => {
    const account = await newAccount();
    const colleague = await newAccount();
    const device = await ownersDevice(account);
    const colleaguesDevice = await ownersDevice(colleague);
    await attackAccount(account.email);

    const [nonce, signature] = device.slice(DEVICE_COOKIE.length + 1).split(".") as [string, string];
    const colleaguesSignature = colleaguesDevice.split(".")[1]!;
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    const useless = [
      colleaguesDevice,
      `${DEVICE_COOKIE}=${nonce}.${flipped}`,
      `${DEVICE_COOKIE}=${nonce}.${colleaguesSignature}`,
      `${DEVICE_COOKIE}=${"A".repeat(22)}.${"B".repeat(43)}`,
      `${DEVICE_COOKIE}=${account.email}`,
    ];
    for (const cookie of useless) {
      const response = await attempt(account.email, account.password, { device: cookie });
      expect(response.status, cookie).toBe(429);
      expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect((await attempt(account.email, account.password, { device })).status).toBe(200);
  });

  it("a device cookie that fails too often is locked out itself, without locking the account", async () => {
    const account = await newAccount();
    const device = await ownersDevice(account);
    const address = freshAddress();
    for (let guess = 0; guess < 10; guess += 1) {
      expect((await attempt(account.email, `stolen-cookie-guess-${guess}`, { address, device })).status).toBe(401);
    }
    const locked = await attempt(account.email, account.password, { address, device });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get("retry-after"))).toBeLessThanOrEqual(15 * 60);
    // Neither the account nor the address carries those failures.
    expect((await attempt(account.email, account.password, { address })).status).toBe(200);
  });

  it("a password reset makes the device cookies issued before it worthless", async () => {
    const account = await newAccount();
    const device = await ownersDevice(account);
    const newPassword = "the-reset-password-1";
    await createStaffUser(guarded.database.db, { email: account.email, password: newPassword, role: "admin" });
    await attackAccount(account.email);
    expect((await attempt(account.email, newPassword, { device })).status).toBe(429);
  });

  it("Retry-After doubles with every lock while the failures go on, and a refused attempt costs nothing", async () => {
    const account = await newAccount();
    await attackAccount(account.email);
    const first = Number((await attempt(account.email, "guess-during-the-lock")).headers.get("retry-after"));
    expect(first).toBeGreaterThan(14 * 60);
    expect(first).toBeLessThanOrEqual(15 * 60);

    await passMinutes(15);
    await attackAccount(account.email);
    const second = await attempt(account.email, account.password);
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(29 * 60);
    expect(Number(second.headers.get("retry-after"))).toBeLessThanOrEqual(30 * 60);

    await passMinutes(30);
    await attackAccount(account.email);
    const third = Number((await attempt(account.email, account.password)).headers.get("retry-after"));
    expect(third).toBeGreaterThan(59 * 60);
    expect(third).toBeLessThanOrEqual(60 * 60);

    // Once a lock ends, the right password gets through again.
    await passMinutes(60);
    expect((await attempt(account.email, account.password)).status).toBe(200);
  });

  it("a refused attempt never reaches the password check", async () => {
    const account = await newAccount();
    const secret = "a-test-secret-of-at-least-32-characters";
    const checks: string[] = [];
    const dependencies = {
      db: guarded.database.db,
      settings: { idleMinutes: 60, maxHours: 12 },
      throttle: createSignInThrottle(signInThrottleStore(guarded.database.db), { limit: 10, secret }),
      deviceSecret: secret,
      verifyPassword: async (passwordHash: string, password: string) => {
        checks.push(password);
        return verifyStaffPassword(passwordHash, password);
      },
    };
    const signIn = (password: string) =>
      signInStaffService(dependencies, { email: account.email, password, clientAddress: freshAddress() });
    for (let guess = 0; guess < 10; guess += 1) {
      expect(await signIn(`wrong-guess-${guess}-xyz`)).toMatchObject({ ok: false, reason: "invalid_credentials" });
    }
    expect(checks).toHaveLength(10);
    for (const password of ["eleventh-guess-xyz", account.password]) {
      expect(await signIn(password)).toMatchObject({ ok: false, reason: "rate_limited", limitedBy: "account" });
    }
    expect(checks).toHaveLength(10);
  });
});

describe("the sign-in log", () => {
  it("records every attempt with address and outcome, the e-mail only once signed in, never the password", async () => {
    const { logger, lines } = capturingLogger("info");
    const database = await createTestDatabase();
    const app = createApp({
      config: loadConfig({ NODE_ENV: "test" }),
      logger,
      database,
      getServerBuild: async () => ({}) as ServerBuild,
    });
    const http = await listen(app, { port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${http.port}`;
    try {
      await createStaffUser(database.db, { ...ADMIN, role: "admin" });
      expect((await login({ email: ADMIN.email, password: "wrong-password-x" }, { url })).status).toBe(401);
      expect((await login({ email: "ghost@example.ca", password: "wrong-password-y" }, { url })).status).toBe(401);
      expect((await login({ email: ADMIN.email, password: "wrong-password-z" }, { url })).status).toBe(401);
      expect((await login(ADMIN, { url })).status).toBe(200);
      expect((await login({ email: "bad" }, { url })).status).toBe(400);
      const attempts = lines.filter((line) => line.event === "staff_login");
      expect(attempts.map((line) => [line.email, line.outcome])).toEqual([
        [undefined, "invalid_credentials"],
        [undefined, "invalid_credentials"],
        [undefined, "invalid_credentials"],
        [ADMIN.email, "success"],
        [undefined, "invalid_request"],
      ]);
      // What was typed is not logged, but attempts on one account can be told apart and grouped.
      const [first, ghost, again] = attempts.map((line) => line.emailHash);
      expect(first).toMatch(/^[A-Za-z0-9_-]{22}$/);
      expect(again).toBe(first);
      expect(ghost).not.toBe(first);
      expect(attempts[4]!.emailHash).toBeNull();
      for (const line of attempts) expect(line.ip).toBe("127.0.0.1");
      const everything = JSON.stringify(lines);
      for (const secret of ["wrong-password-x", "wrong-password-y", ADMIN.password, "ghost@example.ca"]) {
        expect(everything).not.toContain(secret);
      }
    } finally {
      await http.close();
      await database.destroy();
    }
  });
});

describe("Secure cookie under https", () => {
  it("adds Secure to the session and device cookies when SITE_URL is https", async () => {
    const secure = await startTestServer({ seed: false, env: { SITE_URL: "https://quotemaple.example" } });
    try {
      await createStaffUser(secure.database.db, { ...ADMIN, role: "admin" });
      const response = await login(ADMIN, { url: secure.url });
      expect(response.status).toBe(200);
      expect(sessionCookie(response)).toMatch(/; Secure/i);
      const device = response.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
      expect(device).toMatch(/; Secure/i);
      // Behind a proxy the browser's Origin is SITE_URL, which is accepted too.
      const viaSiteUrl = await login(ADMIN, { url: secure.url, headers: { origin: "https://quotemaple.example" } });
      expect(viaSiteUrl.status).toBe(200);
    } finally {
      await secure.close();
    }
  });
});

describe("the first admin", () => {
  it("is created once, only while there is no staff account, with a generated password", async () => {
    const database = await createTestDatabase();
    try {
      const first = await ensureBootstrapAdmin(database.db, { email: "Owner@Example.ca" });
      expect(first).toMatchObject({ created: true, email: "owner@example.ca" });
      const password = first.created ? first.generatedPassword : null;
      expect(password).toMatch(/^[A-Za-z0-9-]{27}$/);
      const second = await ensureBootstrapAdmin(database.db, {
        email: "other@example.ca",
        password: "another-password-1",
      });
      expect(second).toEqual({ created: false });
      const users = await database.db.select().from(staffUsers);
      expect(users).toHaveLength(1);
      expect(users[0]).toMatchObject({ email: "owner@example.ca", role: "admin" });
      expect(await verify(users[0]!.passwordHash, password!)).toBe(true);
    } finally {
      await database.destroy();
    }
  });

  it("never has a fixed password: two fresh installs get different ones", async () => {
    const passwords: string[] = [];
    for (let run = 0; run < 2; run += 1) {
      const database = await createTestDatabase();
      try {
        const printed: string[] = [];
        await bootstrapStaff(database, loadConfig({ NODE_ENV: "test" }), pino({ level: "silent" }), (text) =>
          printed.push(text),
        );
        expect(printed).toHaveLength(1);
        const match = /Password: (\S+)/.exec(printed[0]!);
        expect(printed[0]).toContain("admin@quotemaple.ca");
        passwords.push(match![1]!);
      } finally {
        await database.destroy();
      }
    }
    expect(passwords[0]).not.toBe(passwords[1]);
  });

  it("uses STAFF_BOOTSTRAP_PASSWORD when set and prints nothing", async () => {
    const database = await createTestDatabase();
    try {
      await createStaffUser(database.db, { ...EDITOR, role: "editor" });
      const printed: string[] = [];
      const config = loadConfig({ NODE_ENV: "test", STAFF_BOOTSTRAP_PASSWORD: "configured-password-1" });
      // An editor exists already: no admin is added.
      await bootstrapStaff(database, config, pino({ level: "silent" }), (text) => printed.push(text));
      expect(await database.db.select().from(staffUsers)).toHaveLength(1);
      await database.db.delete(staffUsers);
      await bootstrapStaff(database, config, pino({ level: "silent" }), (text) => printed.push(text));
      const [admin] = await database.db.select().from(staffUsers);
      expect(admin?.role).toBe("admin");
      expect(await verify(admin!.passwordHash, "configured-password-1")).toBe(true);
      expect(printed).toEqual([]);
    } finally {
      await database.destroy();
    }
  });

  it("is printed once in a box by a real start, and not again on the next start", async () => {
    const dataDir = await mkdtemp(join(tmpdir(), "quotemaple-boot-"));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const config = loadConfig({
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        PORT: "0",
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        SEED_ON_START: "false",
      });
      const start = () =>
        bootServer({
          config,
          logger: pino({ level: "silent" }),
          getServerBuild: async () => ({}) as ServerBuild,
        });
      const first = await start();
      let password: string;
      try {
        const notices = log.mock.calls.map((args) => String(args[0])).filter((text) => text.includes("Password:"));
        expect(notices).toHaveLength(1);
        expect(notices[0]).toMatch(/^\n\+-+\+\n\| First admin account created/);
        password = /Password: (\S+)/.exec(notices[0]!)![1]!;
        const response = await login({ email: "admin@quotemaple.ca", password }, { url: first.url });
        expect(response.status).toBe(200);
      } finally {
        await first.close();
      }
      log.mockClear();
      const second = await start();
      await second.close();
      expect(log.mock.calls.some((args) => String(args[0]).includes("Password:"))).toBe(false);
    } finally {
      log.mockRestore();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe("npm run staff:create", () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "quotemaple-staff-cli-"));
  });

  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  function runCli(args: string[], stdin?: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        process.execPath,
        [join(PROJECT_ROOT, "node_modules/tsx/dist/cli.mjs"), join(PROJECT_ROOT, "scripts/staff-create.ts"), ...args],
        {
          cwd: PROJECT_ROOT,
          env: { ...process.env, DATA_DIR: join(dataDir, "db"), DATABASE_URL: "", NODE_ENV: "test" },
          stdio: ["pipe", "pipe", "pipe"],
        },
      );
      let stdout = "";
      let stderr = "";
      child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
      child.on("error", reject);
      child.on("close", (code) => resolve({ code, stdout, stderr }));
      child.stdin.end(stdin ?? "");
    });
  }

  async function storedUser(email: string) {
    const database = await openDatabase({ dataDir: join(dataDir, "db") });
    try {
      await migrateDatabase(database);
      const [user] = await database.db.select().from(staffUsers).where(eq(staffUsers.email, email));
      const sessions = user
        ? await database.db.select().from(staffSessions).where(eq(staffSessions.staffUserId, user.id))
        : [];
      return { user, sessions: sessions.length, database };
    } catch (error) {
      await database.close();
      throw error;
    }
  }

  it("creates an account with a password from stdin, then resets it with a generated one", async () => {
    const created = await runCli(
      ["--email", "Writer@Example.ca", "--role", "editor", "--password-stdin"],
      "piped-password-123\n",
    );
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Created editor account writer@example.ca.");
    let stored = await storedUser("writer@example.ca");
    try {
      expect(stored.user?.role).toBe("editor");
      expect(await verify(stored.user!.passwordHash, "piped-password-123")).toBe(true);
      // A session that the reset must end.
      await stored.database.db
        .insert(staffSessions)
        .values({ idHash: "x".repeat(64), staffUserId: stored.user!.id, expiresAt: new Date(Date.now() + 60_000) });
    } finally {
      await stored.database.close();
    }

    const reset = await runCli(["--email=writer@example.ca", "--role=admin"]);
    expect(reset.code).toBe(0);
    expect(reset.stdout).toContain("Reset writer@example.ca");
    const password = /Generated password \(shown only this once\): (\S+)/.exec(reset.stdout)?.[1];
    expect(password).toMatch(/^[A-Za-z0-9-]{27}$/);
    stored = await storedUser("writer@example.ca");
    try {
      expect(stored.user?.role).toBe("admin");
      expect(await verify(stored.user!.passwordHash, password!)).toBe(true);
      expect(await verify(stored.user!.passwordHash, "piped-password-123")).toBe(false);
      expect(stored.sessions).toBe(0);
      expect(await stored.database.db.select().from(staffUsers)).toHaveLength(1);
    } finally {
      await stored.database.close();
    }
  }, 60_000);

  it("refuses bad arguments and short passwords with a clear message", async () => {
    const badRole = await runCli(["--email", "x@example.ca", "--role", "owner"]);
    expect(badRole.code).toBe(2);
    expect(badRole.stderr).toContain("--role must be admin or editor");
    expect(badRole.stderr).toContain("Usage: npm run staff:create");
    const short = await runCli(["--email", "x@example.ca", "--role", "editor", "--password-stdin"], "short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 12 characters");
  }, 60_000);
});
