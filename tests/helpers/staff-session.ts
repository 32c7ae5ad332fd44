import type { Database } from "../../db/client";
import { createOrResetStaffUser } from "../../server/services/create-or-reset-staff-user";
import type { TestServer } from "./test-server";

/** Creates (or resets) a staff account with a real argon2id hash. Passwords need 12+ characters. */
export async function createStaffUser(
  db: Database,
  input: { email: string; role: "admin" | "editor"; password: string },
): Promise<{ id: string }> {
  const { id } = await createOrResetStaffUser(db, input);
  return { id };
}

/**
 * Signs in through the real login endpoint and returns the session cookie, plus the headers a
 * state-changing admin request needs (the cookie and our own Origin). Throws when sign-in fails.
 */
export async function signInStaff(
  baseUrl: string,
  email: string,
  password: string,
): Promise<{ cookie: string; headers: Record<string, string> }> {
  const response = await fetch(`${baseUrl}/api/admin/login`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) {
    throw new Error(`staff sign-in failed with ${response.status}: ${await response.text()}`);
  }
  const setCookie = response.headers.getSetCookie().find((line) => line.startsWith("qm_staff="));
  if (!setCookie) throw new Error("staff sign-in answered without a qm_staff cookie");
  const cookie = setCookie.split(";")[0]!;
  return { cookie, headers: { cookie, origin: baseUrl } };
}

/** Creates a staff account on a test server and signs it in: createStaffUser, then signInStaff. */
export async function signInNewStaff(
  server: TestServer,
  account: { email: string; role: "admin" | "editor"; password: string },
): Promise<{ cookie: string; headers: Record<string, string> }> {
  await createStaffUser(server.database.db, account);
  return signInStaff(server.url, account.email, account.password);
}
