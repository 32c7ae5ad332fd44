import type { Database } from "../../db/client";
import { createOrResetStaffUser } from "../../server/services/create-or-reset-staff-user";
import { totpCodeAt } from "../../server/services/staff-totp";
import type { TestServer } from "./test-server";

/** Creates (or resets) a staff account with a real argon2id hash. Passwords need 12+ characters. */
export async function createStaffUser(
  db: Database,
  input: { email: string; role: "admin" | "editor"; password: string },
): Promise<{ id: string }> {
  const { id } = await createOrResetStaffUser(db, input);
  return { id };
}

function sessionCookieOf(response: Response): string {
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith("qm_staff="));
  if (!setCookie) throw new Error("staff sign-in answered without a qm_staff cookie");
  return setCookie.split(";")[0]!;
}

/**
 * Sends a two-factor code for a session waiting for one (decision 0053): the app's code for now,
 * or, when that step was already used by this account, the next step's (accepted one step early).
 */
export async function submitTwoFactorCode(baseUrl: string, cookie: string, secret: string): Promise<Response> {
  let response: Response | null = null;
  for (const offset of [0, 30_000]) {
    response = await fetch(`${baseUrl}/api/admin/login/code`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: baseUrl, cookie },
      body: JSON.stringify({ code: totpCodeAt(secret, new Date(Date.now() + offset)) }),
    });
    if (response.status !== 401) return response;
  }
  return response!;
}

/**
 * Signs in through the real login endpoint and returns the session cookie, plus the headers a
 * state-changing admin request needs (the cookie and our own Origin). An account with two-factor
 * sign-in needs its `totpSecret`; the code is computed from it. Throws when sign-in fails.
 */
export async function signInStaff(
  baseUrl: string,
  email: string,
  password: string,
  options: { totpSecret?: string } = {},
): Promise<{ cookie: string; headers: Record<string, string> }> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    throw new Error(`staff sign-in failed with ${response.status}: ${await response.text()}`);
  }
  let cookie = sessionCookieOf(response);
  const answer = (await response.json()) as { twoFactor?: "code" | "enrol" };
  if (answer.twoFactor === "code") {
    if (!options.totpSecret) throw new Error(`${email} uses two-factor sign-in: pass its totpSecret`);
    const coded = await submitTwoFactorCode(baseUrl, cookie, options.totpSecret);
    if (coded.status !== 200) throw new Error(`two-factor code refused with ${coded.status}: ${await coded.text()}`);
    cookie = sessionCookieOf(coded);
  } else if (answer.twoFactor === "enrol") {
    throw new Error(`${email} must set up two-factor sign-in before signing in`);
  }
  return { cookie, headers: { cookie, origin: baseUrl } };
}

/** Posts a staff page's form as a browser without JavaScript would, from our own origin. */
export function postStaffForm(baseUrl: string, path: string, cookie: string, fields: Record<string, string>) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: baseUrl, cookie },
    body: new URLSearchParams(fields).toString(),
  });
}

/**
 * Enrols a signed-in member in two-factor sign-in through the account screen, as a person would:
 * reads the key the page shows, confirms it with a code computed from it, and keeps the recovery
 * codes the answer shows once.
 */
export async function enrolTwoFactor(
  baseUrl: string,
  cookie: string,
): Promise<{ secret: string; recoveryCodes: string[]; page: string }> {
  const page = await (await fetch(`${baseUrl}/admin/account`, { headers: { cookie } })).text();
  const shown = /data-testid="totp-secret"[^>]*>([A-Z2-7 ]+)</.exec(page)?.[1];
  if (!shown) throw new Error("the account screen shows no key to enrol");
  const secret = shown.replace(/ /g, "");
  const confirmed = await postStaffForm(baseUrl, "/admin/account", cookie, {
    code: totpCodeAt(secret, new Date()),
  });
  const answer = await confirmed.text();
  if (confirmed.status !== 200) throw new Error(`enrolment refused with ${confirmed.status}`);
  const list = /data-testid="recovery-codes"[^>]*>([\s\S]*?)<\/ol>/.exec(answer)?.[1] ?? "";
  const recoveryCodes = [...list.matchAll(/>([0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4})</g)].map((match) => match[1]!);
  return { secret, recoveryCodes, page };
}

/** Creates a staff account on a test server and signs it in: createStaffUser, then signInStaff. */
export async function signInNewStaff(
  server: TestServer,
  account: { email: string; role: "admin" | "editor"; password: string },
): Promise<{ cookie: string; headers: Record<string, string> }> {
  await createStaffUser(server.database.db, account);
  return signInStaff(server.url, account.email, account.password);
}
