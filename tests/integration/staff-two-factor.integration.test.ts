import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffAuditEvents, staffRecoveryCodes, staffUsers } from "../../db/schema";
import { totpCodeAt } from "../../server/services/staff-totp";
import { rawRequest } from "../helpers/raw-request";
import {
  createStaffUser,
  enrolTwoFactor,
  postStaffForm,
  signInNewStaff,
  signInStaff,
  submitTwoFactorCode,
} from "../helpers/staff-session";
import { startTestServer, type TestServer } from "../helpers/test-server";

/** Decision 0053: staff two-factor sign-in over real HTTP, and the audit log's gates. */

const PASSWORD = "two-factor-password-1";
const LOGIN_LIMIT = 4;
let server: TestServer;
let admin: { cookie: string; headers: Record<string, string> };
let editor: { cookie: string; headers: Record<string, string> };

beforeAll(async () => {
  server = await startTestServer({
    seed: false,
    env: { SESSION_SECRET: "s".repeat(32), RATE_LIMIT_LOGIN_PER_15_MINUTES: String(LOGIN_LIMIT) },
  });
  admin = await signInNewStaff(server, { email: "2fa-admin@example.ca", role: "admin", password: PASSWORD });
  editor = await signInNewStaff(server, { email: "2fa-editor@example.ca", role: "editor", password: PASSWORD });
}, 60_000);

afterAll(async () => {
  await server.close();
});

function login(email: string, password = PASSWORD) {
  return fetch(`${server.url}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url },
    body: JSON.stringify({ email, password }),
  });
}

function cookieOf(response: Response): string {
  const line = response.headers.getSetCookie().find((value) => value.startsWith("qm_staff="));
  if (!line) throw new Error("no qm_staff cookie");
  return line.split(";")[0]!;
}

function sendCode(cookie: string, code: string) {
  return fetch(`${server.url}/api/admin/login/code`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: server.url, cookie },
    body: JSON.stringify({ code }),
  });
}

async function me(cookie: string) {
  return fetch(`${server.url}/api/admin/me`, { headers: { cookie } });
}

/** A new account, signed in with its password only and then enrolled from its account screen. */
async function enrolledMember(email: string, role: "admin" | "editor" = "editor") {
  const session = await signInNewStaff(server, { email, role, password: PASSWORD });
  const enrolment = await enrolTwoFactor(server.url, session.cookie);
  return { ...session, ...enrolment, email };
}

async function auditActions(email: string): Promise<string[]> {
  const rows = await server.database.db
    .select({ action: staffAuditEvents.action })
    .from(staffAuditEvents)
    .where(eq(staffAuditEvents.target, email))
    .orderBy(staffAuditEvents.id);
  return rows.map((row) => row.action);
}

describe("enrolment from the account screen", () => {
  it("shows a key as a QR code and as text, and keeps it only sealed, pending until a code confirms it", async () => {
    const session = await signInNewStaff(server, { email: "enrol@example.ca", role: "editor", password: PASSWORD });
    const page = await (await fetch(`${server.url}/admin/account`, { headers: { cookie: session.cookie } })).text();
    expect(page).toContain('data-testid="totp-qr"');
    expect(page).toMatch(/src="data:image\/svg\+xml/);
    const secret = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(page)![1]!.replace(/ /g, "");
    const [row] = await server.database.db.select().from(staffUsers).where(eq(staffUsers.email, "enrol@example.ca"));
    expect(row!.totpSecretEncrypted).toBeNull();
    expect(row!.totpPendingSecretEncrypted).toMatch(/^v1\./);
    expect(row!.totpPendingSecretEncrypted).not.toContain(secret);
    // Until confirmed, the password alone still signs in.
    expect(await (await login("enrol@example.ca")).json()).toEqual({
      staff: { email: "enrol@example.ca", role: "editor" },
    });

    const wrong = await postStaffForm(server.url, "/admin/account", session.cookie, { code: "000000" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain("That code does not match");

    const confirmed = await postStaffForm(server.url, "/admin/account", session.cookie, {
      code: totpCodeAt(secret, new Date()),
    });
    expect(confirmed.status).toBe(200);
    const answer = await confirmed.text();
    const codes = [...answer.matchAll(/>([0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4})</g)].map((match) => match[1]!);
    expect(new Set(codes).size).toBe(10);
    const stored = await server.database.db
      .select()
      .from(staffRecoveryCodes)
      .where(eq(staffRecoveryCodes.staffUserId, row!.id));
    expect(stored).toHaveLength(10);
    for (const code of codes) expect(JSON.stringify(stored)).not.toContain(code.replace(/-/g, ""));
    expect(await auditActions("enrol@example.ca")).toContain("two_factor.enrol");
    // Shown once: the account screen now says it is on, without key or codes.
    const after = await (await fetch(`${server.url}/admin/account`, { headers: { cookie: session.cookie } })).text();
    expect(after).toContain("Two-factor sign-in is on");
    expect(after).not.toContain('data-testid="totp-secret"');
    expect(after).not.toContain(codes[0]);
  });
});

describe("signing in with two-factor sign-in", () => {
  it("asks for a code after the password, and the waiting session is not signed in", async () => {
    const member = await enrolledMember("code-wait@example.ca");
    const response = await login(member.email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ staff: { email: member.email, role: "editor" }, twoFactor: "code" });
    const waiting = cookieOf(response);
    expect((await me(waiting)).status).toBe(401);
    const page = await rawRequest(server.url, "GET", "/admin/blog", { cookie: waiting });
    expect(page.status).toBe(302);
    expect(page.location).toBe("/admin/login");
    const loginPage = await (await fetch(`${server.url}/admin/login`, { headers: { cookie: waiting } })).text();
    expect(loginPage).toContain("Two-factor sign-in");
    expect(loginPage).toContain('name="code"');
  });

  it("signs in with the app's code under a new session token, and never takes the same code twice", async () => {
    const member = await enrolledMember("code-ok@example.ca");
    // The enrolment used the current step; the next step's code is accepted one step early.
    const code = totpCodeAt(member.secret, new Date(Date.now() + 30_000));
    const first = await login(member.email);
    const waiting = cookieOf(first);
    const signedIn = await sendCode(waiting, code);
    expect(signedIn.status).toBe(200);
    const cookie = cookieOf(signedIn);
    expect(cookie).not.toBe(waiting);
    expect((await me(cookie)).status).toBe(200);
    expect((await me(waiting)).status).toBe(401);

    const again = cookieOf(await login(member.email));
    const replay = await sendCode(again, code);
    expect(replay.status).toBe(401);
    expect((await replay.json()).error.message).toMatch(/already used/);
    expect(await auditActions(member.email)).toEqual(
      expect.arrayContaining(["sign_in.success", "sign_in.code_failure"]),
    );
  });

  it("refuses a code from two steps ago", async () => {
    const member = await enrolledMember("code-old@example.ca");
    const waiting = cookieOf(await login(member.email));
    const response = await sendCode(waiting, totpCodeAt(member.secret, new Date(Date.now() - 60_000)));
    expect(response.status).toBe(401);
  });

  it("takes each recovery code once, in place of a code, and records its use", async () => {
    const member = await enrolledMember("recovery@example.ca");
    const [recovery] = member.recoveryCodes;
    const signedIn = await sendCode(cookieOf(await login(member.email)), recovery!.toUpperCase());
    expect(signedIn.status).toBe(200);
    expect((await me(cookieOf(signedIn))).status).toBe(200);
    const reused = await sendCode(cookieOf(await login(member.email)), recovery!);
    expect(reused.status).toBe(401);
    expect(await auditActions(member.email)).toContain("two_factor.recovery_code_used");
    const staff = await (await fetch(`${server.url}/admin/staff`, { headers: { cookie: admin.cookie } })).text();
    expect(staff).toContain("9<!-- --> recovery <!-- -->codes<!-- --> left");
  });

  it("locks an account's codes after too many wrong ones, as it does passwords (429, Retry-After)", async () => {
    const member = await enrolledMember("code-lock@example.ca");
    const waiting = cookieOf(await login(member.email));
    for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) {
      expect((await sendCode(waiting, "000000")).status).toBe(401);
    }
    const locked = await sendCode(waiting, "000000");
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(800);
    // Locked means locked: the right code waits too.
    const right = await submitTwoFactorCode(server.url, waiting, member.secret);
    expect(right.status).toBe(429);
    expect(await auditActions(member.email)).toContain("sign_in.locked");
  });

  it("answers 401 to a code without a waiting session, and 400 to an empty one", async () => {
    expect((await sendCode(editor.cookie, "123456")).status).toBe(401);
    expect((await sendCode("qm_staff=nothing", "123456")).status).toBe(401);
    const member = await enrolledMember("code-empty@example.ca");
    const empty = await sendCode(cookieOf(await login(member.email)), "");
    expect(empty.status).toBe(400);
  });

  it("signs in through the sign-in page's own forms, password then code", async () => {
    const member = await enrolledMember("code-page@example.ca");
    const password = await postStaffForm(server.url, "/admin/login", "", {
      intent: "password",
      email: member.email,
      password: PASSWORD,
    });
    expect(password.status).toBe(302);
    expect(password.headers.get("location")).toBe("/admin/login");
    const waiting = cookieOf(password);
    const wrong = await postStaffForm(server.url, "/admin/login", waiting, { intent: "code", code: "000000" });
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toContain("That code is not right");
    const right = await postStaffForm(server.url, "/admin/login", waiting, {
      intent: "code",
      code: totpCodeAt(member.secret, new Date(Date.now() + 30_000)),
    });
    expect(right.status).toBe(302);
    expect(right.headers.get("location")).toBe("/admin/blog");
    expect((await me(cookieOf(right))).status).toBe(200);
  });
});

describe("what admins control", () => {
  it("an admin resets a member's two-factor sign-in: secret and codes gone, sessions ended, audited", async () => {
    const member = await enrolledMember("reset@example.ca");
    const [row] = await server.database.db.select().from(staffUsers).where(eq(staffUsers.email, member.email));
    const byEditor = await postStaffForm(server.url, "/admin/staff", editor.cookie, {
      intent: "reset",
      staffUserId: row!.id,
    });
    expect(byEditor.status).toBe(403);
    const reset = await postStaffForm(server.url, "/admin/staff", admin.cookie, {
      intent: "reset",
      staffUserId: row!.id,
      email: member.email,
    });
    expect(reset.status).toBe(200);
    const [after] = await server.database.db.select().from(staffUsers).where(eq(staffUsers.id, row!.id));
    expect(after!.totpSecretEncrypted).toBeNull();
    expect(
      await server.database.db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffUserId, row!.id)),
    ).toEqual([]);
    expect((await me(member.cookie)).status).toBe(401);
    expect(await (await login(member.email)).json()).toEqual({ staff: { email: member.email, role: "editor" } });
    const [event] = await server.database.db
      .select()
      .from(staffAuditEvents)
      .where(eq(staffAuditEvents.action, "two_factor.reset"));
    expect(event).toMatchObject({ actorEmail: "2fa-admin@example.ca", target: member.email, ipAddress: "127.0.0.1" });
  });

  it("requiring two-factor sign-in holds a member without it to the account screen until enrolled", async () => {
    await createStaffUser(server.database.db, { email: "held@example.ca", role: "editor", password: PASSWORD });
    expect(
      (await postStaffForm(server.url, "/admin/staff", editor.cookie, { intent: "policy", requireTwoFactor: "on" }))
        .status,
    ).toBe(403);
    const required = await postStaffForm(server.url, "/admin/staff", admin.cookie, {
      intent: "policy",
      requireTwoFactor: "on",
    });
    expect(required.status).toBe(200);
    try {
      const response = await login("held@example.ca");
      expect(await response.json()).toMatchObject({ twoFactor: "enrol" });
      const held = cookieOf(response);
      expect((await me(held)).status).toBe(401);
      expect((await rawRequest(server.url, "GET", "/admin/blog", { cookie: held })).location).toBe("/admin/account");
      expect((await rawRequest(server.url, "GET", "/admin/login", { cookie: held })).location).toBe("/admin/account");
      const { secret } = await enrolTwoFactor(server.url, held);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      // The session that enrolled is now signed in.
      expect((await me(held)).status).toBe(200);
    } finally {
      await postStaffForm(server.url, "/admin/staff", admin.cookie, { intent: "policy" });
    }
    expect(await (await login("2fa-editor@example.ca")).json()).not.toHaveProperty("twoFactor");
  });

  it("an admin adds a staff member with a generated password shown once", async () => {
    const added = await postStaffForm(server.url, "/admin/staff", admin.cookie, {
      intent: "create",
      email: "Added@Example.ca",
      role: "editor",
    });
    expect(added.status).toBe(200);
    const password = /data-testid="new-staff-password"[^>]*>([^<]+)</.exec(await added.text())?.[1];
    expect(password).toBeDefined();
    await signInStaff(server.url, "added@example.ca", password!);
    const twice = await postStaffForm(server.url, "/admin/staff", admin.cookie, {
      intent: "create",
      email: "added@example.ca",
      role: "admin",
    });
    expect(twice.status).toBe(400);
    const bad = await postStaffForm(server.url, "/admin/staff", admin.cookie, {
      intent: "create",
      email: "x",
      role: "x",
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain("work e-mail address");
    expect(await auditActions("added@example.ca")).toContain("staff.create");
  });
});

describe("the audit log", () => {
  it("records sign-in failures with the account only when it exists, and never a password or code", async () => {
    await login("2fa-editor@example.ca", "wrong-password-123");
    await login("nobody-here@example.ca", "typed-secret-words");
    const rows = await server.database.db.select().from(staffAuditEvents);
    const failures = rows.filter((row) => row.action === "sign_in.failure");
    expect(failures).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ actorEmail: "2fa-editor@example.ca", details: { reason: "wrong_password" } }),
        expect.objectContaining({ actorEmail: null, target: null, details: { reason: "unknown_account" } }),
      ]),
    );
    const everything = JSON.stringify(rows);
    for (const secretText of [PASSWORD, "wrong-password-123", "typed-secret-words", "nobody-here"]) {
      expect(everything).not.toContain(secretText);
    }
    expect(everything).not.toMatch(/"[A-Z2-7]{32}"/);
  });

  it("pages and filters for admins, over the API and on the screen", async () => {
    const all = await (await fetch(`${server.url}/api/admin/audit`, { headers: { cookie: admin.cookie } })).json();
    expect(all.total).toBeGreaterThan(25);
    expect(all.events).toHaveLength(25);
    expect(all.pageCount).toBeGreaterThan(1);
    const second = await (
      await fetch(`${server.url}/api/admin/audit?page=2`, { headers: { cookie: admin.cookie } })
    ).json();
    expect(second.events[0].id).toBeLessThan(all.events[24].id);
    const filtered = await (
      await fetch(`${server.url}/api/admin/audit?actor=2FA-editor@example.ca&action=sign_in.failure`, {
        headers: { cookie: admin.cookie },
      })
    ).json();
    expect(filtered.total).toBeGreaterThan(0);
    for (const event of filtered.events) {
      expect(event).toMatchObject({ actorEmail: "2fa-editor@example.ca", action: "sign_in.failure" });
    }
    const badFilter = await fetch(`${server.url}/api/admin/audit?action=drop-table`, {
      headers: { cookie: admin.cookie },
    });
    expect(badFilter.status).toBe(400);
    const screen = await fetch(`${server.url}/admin/audit?action=sign_in.failure`, {
      headers: { cookie: admin.cookie },
    });
    expect(screen.status).toBe(200);
    const html = await screen.text();
    expect(html).toContain("sign_in.failure");
    expect(html).not.toContain(">two_factor.enrol</span>");
  });

  it("is closed to editors and to nobody under every spelling of its paths", async () => {
    const spellings = [
      "/api/admin/audit",
      "/API/ADMIN/AUDIT",
      "/api/admin/audit/",
      "/api/admin/Audit?page=1",
      "/api/admin/%61udit",
      "/api/admin/%2561udit",
      "/api/admin//audit",
      "/api/admin/./audit",
      "/api/admin/audit%2F",
      "/api/admin/audit;x",
      "/admin/audit",
      "/ADMIN/AUDIT",
      "/admin/audit/",
      "/admin/%61udit",
      "/admin/Audit.data",
      "/admin/audit.data",
      "/admin/audit.data?_routes=routes%2Fadmin-audit",
      "/admin//audit",
    ];
    const failures: string[] = [];
    for (const [who, headers] of [
      ["editor", { cookie: editor.cookie }],
      ["nobody", {}],
    ] as const) {
      for (const spelling of spellings) {
        let answer = await rawRequest(server.url, "GET", spelling, headers);
        // A redirect to the canonical spelling is fine, as long as that answers no log either.
        for (let hops = 0; hops < 3 && [301, 308].includes(answer.status) && answer.location; hops += 1) {
          answer = await rawRequest(server.url, "GET", answer.location, headers);
        }
        if (answer.status === 200 || /sign_in\.(success|failure)|"events"/.test(answer.body)) {
          failures.push(`${who} GET ${spelling} -> ${answer.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // The canonical paths themselves: 403 for an editor, sign-in for nobody.
    expect((await rawRequest(server.url, "GET", "/api/admin/audit", { cookie: editor.cookie })).status).toBe(403);
    expect((await rawRequest(server.url, "GET", "/admin/audit", { cookie: editor.cookie })).status).toBe(403);
    expect((await rawRequest(server.url, "GET", "/admin/staff", { cookie: editor.cookie })).status).toBe(403);
    expect((await rawRequest(server.url, "GET", "/api/admin/audit")).status).toBe(401);
    expect((await rawRequest(server.url, "GET", "/admin/audit")).location).toBe("/admin/login");
    expect((await rawRequest(server.url, "GET", "/admin/audit", { cookie: admin.cookie })).status).toBe(200);
  });

  it("records sign-out, publish, feature, unpublish, delete and privacy requests read, with who and from where", async () => {
    const headers = { ...admin.headers, "content-type": "application/json" };
    const created = await fetch(`${server.url}/api/admin/posts`, {
      method: "POST",
      headers,
      body: JSON.stringify({ title: "Audit post", slug: "audit-post", contentMd: "Some words.", status: "draft" }),
    });
    expect(created.status).toBe(201);
    const { post } = await created.json();
    for (const [path, body] of [
      [`/api/admin/posts/${post.id}/publish`, {}],
      [`/api/admin/posts/${post.id}/featured`, { featured: true }],
      [`/api/admin/posts/${post.id}/status`, { status: "draft" }],
    ] as const) {
      expect(
        (await fetch(`${server.url}${path}`, { method: "POST", headers, body: JSON.stringify(body) })).status,
      ).toBe(200);
    }
    expect((await fetch(`${server.url}/api/admin/posts/${post.id}`, { method: "DELETE", headers })).status).toBe(204);
    expect((await fetch(`${server.url}/admin/privacy`, { headers: { cookie: admin.cookie } })).status).toBe(200);
    const session = await signInStaff(server.url, "2fa-editor@example.ca", PASSWORD);
    expect((await fetch(`${server.url}/api/admin/logout`, { method: "POST", headers: session.headers })).status).toBe(
      204,
    );
    const rows = await server.database.db.select().from(staffAuditEvents).orderBy(staffAuditEvents.id);
    const postEvents = rows.filter((row) => row.target === "post audit-post").map((row) => row.action);
    expect(postEvents).toEqual(["post.publish", "post.feature", "post.unpublish", "post.delete"]);
    expect(rows.find((row) => row.action === "post.delete")).toMatchObject({
      actorEmail: "2fa-admin@example.ca",
      ipAddress: "127.0.0.1",
    });
    expect(rows.find((row) => row.action === "privacy_requests.view")).toMatchObject({
      actorEmail: "2fa-admin@example.ca",
    });
    expect(rows.find((row) => row.action === "sign_out")).toMatchObject({ actorEmail: "2fa-editor@example.ca" });
  });
});
