import { STAFF_PASSWORD_MAX_LENGTH } from "../../core/shared/api/admin";
import { createHash, randomBytes, randomInt } from "node:crypto";
import { hash, verify, type Algorithm, type Options } from "@node-rs/argon2";
import type { Database } from "../../db/client";
import type { StaffPrincipal } from "../http/hono-env";
import {
  countStaffUsers,
  deleteExpiredStaffSessions,
  deleteStaffSession,
  deleteStaffSessionsOfUser,
  findStaffSession,
  findStaffUserByEmail,
  insertFirstStaffUser,
  insertStaffSession,
  listStaffUsers,
  recordStaffLogin,
  touchStaffSession,
  upsertStaffUser,
  type StaffRole,
} from "../repositories/staff-repository";
import { createDeviceCookie, trustedDeviceId } from "./staff-device-cookie";
import type { SignInScope, SignInThrottle } from "./staff-sign-in-throttle";

/** argon2id with the OWASP minimum: 19 MiB of memory, 2 passes, one lane. */
export const ARGON2_OPTIONS: Options = {
  // The package declares its Algorithm enum as an ambient const enum, which isolated modules cannot read.
  algorithm: 2 satisfies Algorithm.Argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * A hash with the same parameters as ARGON2_OPTIONS, of a random password nobody knows. Sign-in with
 * an unknown e-mail verifies against it, so it takes as long as a wrong password for a real account.
 */
export const DUMMY_PASSWORD_HASH =
  "$argon2id$v=19$m=19456,t=2,p=1$sCLDuwHyniFTHVz33wFmFA$5hPVscuszLVKDWdNfYvrS25X3Gd7yhuoBLw6PE9+2hk";

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export { STAFF_PASSWORD_MAX_LENGTH };

/** How often a session's last-seen time is written (not on every request). */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface StaffSessionSettings {
  idleMinutes: number;
  maxHours: number;
}

export interface StaffAuthDependencies {
  db: Database;
  settings: StaffSessionSettings;
  now?: () => Date;
}

export function hashStaffPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyStaffPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, never a crash.
    return false;
  }
}

/** The session id kept in the database: SHA-256 of the cookie's token, so a database leak holds no live token. */
export function hashSessionToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** 32 random bytes, URL-safe. */
export function createSessionToken(): string {
  return randomBytes(32).toString("base64url");
}

const PASSWORD_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";

/** A 24-character password from an unambiguous alphabet (about 140 bits), grouped for reading. */
export function generateStaffPassword(): string {
  const characters = Array.from({ length: 24 }, () => PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]);
  return [0, 6, 12, 18].map((start) => characters.slice(start, start + 6).join("")).join("-");
}

/** When a session stops being valid: the earlier of its idle limit and its absolute limit. */
export function sessionExpiry(session: { createdAt: Date; lastSeenAt: Date }, settings: StaffSessionSettings): Date {
  const idleEnd = session.lastSeenAt.getTime() + settings.idleMinutes * 60 * 1000;
  const absoluteEnd = session.createdAt.getTime() + settings.maxHours * 60 * 60 * 1000;
  return new Date(Math.min(idleEnd, absoluteEnd));
}

export interface StaffSignInDependencies extends StaffAuthDependencies {
  /** Limits on failed attempts (decision 0026); null when rate limits are turned off. */
  throttle: SignInThrottle | null;
  /** Signs device cookies: SESSION_SECRET, or the per-start random secret when it is unset. */
  deviceSecret: string;
  /** The argon2 check, replaceable so a test can count how often it runs. */
  verifyPassword?: (passwordHash: string, password: string) => Promise<boolean>;
}

export type StaffSignInResult =
  | {
      ok: true;
      token: string;
      staff: StaffPrincipal;
      expiresAt: Date;
      /** The device cookie to set (renewed for a known device, new for another). */
      deviceCookie: string;
      isTrustedDevice: boolean;
    }
  | { ok: false; reason: "invalid_credentials"; isTrustedDevice: boolean }
  | { ok: false; reason: "rate_limited"; limitedBy: SignInScope; retryAfterSeconds: number; isTrustedDevice: boolean };

/**
 * Checks an e-mail and password. A browser with a device cookie signed for this account is held
 * only by that cookie's own limit; any other attempt by the limits on its address and on the
 * account. A refused attempt ends before the password check, so it costs no argon2 work. An
 * unknown e-mail costs one argon2 verification too, and both failures give the same answer.
 * Success makes a new session (a token the client never chose); the caller's previous session,
 * if any, is ended.
 */
export async function signInStaff(
  dependencies: StaffSignInDependencies,
  input: {
    email: string;
    password: string;
    clientAddress: string;
    deviceCookie?: string | undefined;
    previousToken?: string | undefined;
  },
): Promise<StaffSignInResult> {
  const { db } = dependencies;
  const user = await findStaffUserByEmail(db, input.email);
  const deviceId = user ? trustedDeviceId(dependencies.deviceSecret, input.deviceCookie, user) : null;
  const isTrustedDevice = deviceId !== null;
  const admission = dependencies.throttle
    ? await dependencies.throttle.admit(
        deviceId
          ? [{ scope: "device", value: deviceId }]
          : [
              { scope: "ip", value: input.clientAddress },
              { scope: "account", value: input.email },
            ],
      )
    : { admitted: true as const, counted: [] };
  if (!admission.admitted) {
    const { limitedBy, retryAfterSeconds } = admission;
    return { ok: false, reason: "rate_limited", limitedBy, retryAfterSeconds, isTrustedDevice };
  }
  const verifyPassword = dependencies.verifyPassword ?? verifyStaffPassword;
  const passwordMatches = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
  if (!user || !passwordMatches) return { ok: false, reason: "invalid_credentials", isTrustedDevice };
  await dependencies.throttle?.forgive(admission.counted);
  if (input.previousToken) await deleteStaffSession(db, hashSessionToken(input.previousToken));
  const now = dependencies.now?.() ?? new Date();
  const token = createSessionToken();
  const expiresAt = sessionExpiry({ createdAt: now, lastSeenAt: now }, dependencies.settings);
  await insertStaffSession(db, { idHash: hashSessionToken(token), staffUserId: user.id, createdAt: now, expiresAt });
  await recordStaffLogin(db, user.id, now);
  return {
    ok: true,
    token,
    staff: { id: user.id, email: user.email, role: user.role },
    expiresAt,
    deviceCookie: createDeviceCookie(dependencies.deviceSecret, user, deviceId ?? undefined),
    isTrustedDevice,
  };
}

/** The staff member a session token belongs to, or null when it is unknown, idle too long or too old. */
export async function resumeStaffSession(
  dependencies: StaffAuthDependencies,
  token: string,
): Promise<StaffPrincipal | null> {
  const { db, settings } = dependencies;
  const idHash = hashSessionToken(token);
  const session = await findStaffSession(db, idHash);
  if (!session) return null;
  const now = dependencies.now?.() ?? new Date();
  const expiresAt = Math.min(session.expiresAt.getTime(), sessionExpiry(session, settings).getTime());
  if (now.getTime() >= expiresAt) {
    await deleteStaffSession(db, idHash);
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
    await touchStaffSession(db, idHash, {
      lastSeenAt: now,
      expiresAt: sessionExpiry({ createdAt: session.createdAt, lastSeenAt: now }, settings),
    });
  }
  return { id: session.staffUserId, email: session.email, role: session.role };
}

/** Ends a session on the server; an unknown or expired token is simply nothing to end. */
export async function signOutStaff(dependencies: Pick<StaffAuthDependencies, "db">, token: string): Promise<void> {
  await deleteStaffSession(dependencies.db, hashSessionToken(token));
}

/** Hourly housekeeping: removes every session that can no longer be used. */
export function deleteExpiredSessions(dependencies: StaffAuthDependencies): Promise<number> {
  const now = dependencies.now?.() ?? new Date();
  return deleteExpiredStaffSessions(dependencies.db, {
    now,
    idleBefore: new Date(now.getTime() - dependencies.settings.idleMinutes * 60 * 1000),
    startedBefore: new Date(now.getTime() - dependencies.settings.maxHours * 60 * 60 * 1000),
  });
}

export class StaffPasswordError extends Error {
  override name = "StaffPasswordError";
}

function checkPassword(password: string): void {
  if (password.length < STAFF_PASSWORD_MIN_LENGTH) {
    throw new StaffPasswordError(`The password must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long.`);
  }
  if (password.length > STAFF_PASSWORD_MAX_LENGTH) {
    throw new StaffPasswordError(`The password must be at most ${STAFF_PASSWORD_MAX_LENGTH} characters long.`);
  }
}

/**
 * Creates a staff account, or resets an existing one's role and password. A reset signs the account
 * out everywhere, so a leaked session does not outlive the password it was made with.
 */
export async function createOrResetStaffUser(
  db: Database,
  input: { email: string; role: StaffRole; password: string },
): Promise<{ id: string; created: boolean }> {
  checkPassword(input.password);
  const passwordHash = await hashStaffPassword(input.password);
  const result = await upsertStaffUser(db, { email: input.email, role: input.role, passwordHash });
  if (!result.created) await deleteStaffSessionsOfUser(db, result.id);
  return result;
}

export type BootstrapResult = { created: false } | { created: true; email: string; generatedPassword: string | null };

/**
 * On a fresh install (no staff account at all) creates one admin: with the configured password when
 * there is one, else with a generated password the caller shows once. Never a fixed default.
 */
export async function ensureBootstrapAdmin(
  db: Database,
  settings: { email: string; password?: string | undefined },
): Promise<BootstrapResult> {
  const generatedPassword = settings.password ? null : generateStaffPassword();
  const password = settings.password ?? generatedPassword!;
  checkPassword(password);
  // Cheap check first, so a normal start does not spend an argon2 hash.
  if ((await countStaffUsers(db)) > 0) return { created: false };
  const passwordHash = await hashStaffPassword(password);
  const row = await insertFirstStaffUser(db, { email: settings.email, role: "admin", passwordHash });
  if (!row) return { created: false };
  return { created: true, email: settings.email.trim().toLowerCase(), generatedPassword };
}

export async function listStaff(db: Database) {
  return listStaffUsers(db);
}
