import type { StaffPrincipal } from "../http/hono-env";
import {
  deleteStaffSession,
  findStaffUserByEmail,
  insertStaffSession,
  recordStaffLogin,
  type StaffSessionStage,
} from "../repositories/staff-repository";
import { findRequireTwoFactor } from "../repositories/staff-two-factor-repository";
import { createDeviceCookie, trustedDeviceId } from "./staff-device-cookie";
import { DUMMY_PASSWORD_HASH, verifyStaffPassword } from "./staff-password";
import { createSessionToken, hashSessionToken, sessionExpiry, type StaffAuthDependencies } from "./staff-session";
import type { SignInScope, SignInThrottle } from "./staff-sign-in-throttle";

export interface StaffSignInDependencies extends StaffAuthDependencies {
  /** Limits on failed attempts (decision 0026); null when rate limits are turned off. */
  throttle: SignInThrottle | null;
  /** Signs device cookies: SESSION_SECRET, or the per-start random secret when it is unset. */
  deviceSecret: string;
  /** The argon2 check, replaceable so a test can count how often it runs. */
  verifyPassword?: (passwordHash: string, password: string) => Promise<boolean>;
}

/** How long a right password waits for its two-factor code before the sign-in starts over. */
export const CODE_STAGE_MINUTES = 5;

/** The account an attempt named, when it exists (for the audit log; never the typed text otherwise). */
type NamedAccount = { account: { id: string; email: string } | null };

export type StaffSignInResult =
  | {
      ok: true;
      token: string;
      staff: StaffPrincipal;
      expiresAt: Date;
      /**
       * `full`: signed in. `code`: the password was right, a two-factor code is awaited.
       * `enrol`: two-factor sign-in is required and this account has not set it up (decision 0053).
       */
      stage: StaffSessionStage;
      /** The device cookie to set (renewed for a known device, new for another). */
      deviceCookie: string;
      isTrustedDevice: boolean;
    }
  | ({ ok: false; reason: "invalid_credentials"; isTrustedDevice: boolean } & NamedAccount)
  | ({
      ok: false;
      reason: "rate_limited";
      limitedBy: SignInScope;
      retryAfterSeconds: number;
      isTrustedDevice: boolean;
    } & NamedAccount);

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
  const account = user ? { id: user.id, email: user.email } : null;
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
    return { ok: false, reason: "rate_limited", limitedBy, retryAfterSeconds, isTrustedDevice, account };
  }
  const verifyPassword = dependencies.verifyPassword ?? verifyStaffPassword;
  const passwordMatches = await verifyPassword(user?.passwordHash ?? DUMMY_PASSWORD_HASH, input.password);
  if (!user || !passwordMatches) return { ok: false, reason: "invalid_credentials", isTrustedDevice, account };
  await dependencies.throttle?.forgive(admission.counted);
  if (input.previousToken) await deleteStaffSession(db, hashSessionToken(input.previousToken));
  const now = dependencies.now?.() ?? new Date();
  const token = createSessionToken();
  // A right password is not yet a sign-in when the account uses a second factor (decision 0053).
  const stage: StaffSessionStage = user.totpSecretEncrypted
    ? "code"
    : (await findRequireTwoFactor(db))
      ? "enrol"
      : "full";
  const expiresAt =
    stage === "code"
      ? new Date(now.getTime() + CODE_STAGE_MINUTES * 60 * 1000)
      : sessionExpiry({ createdAt: now, lastSeenAt: now }, dependencies.settings);
  await insertStaffSession(db, {
    idHash: hashSessionToken(token),
    staffUserId: user.id,
    createdAt: now,
    expiresAt,
    stage,
  });
  if (stage !== "code") await recordStaffLogin(db, user.id, now);
  return {
    ok: true,
    token,
    staff: { id: user.id, email: user.email, role: user.role },
    expiresAt,
    stage,
    deviceCookie: createDeviceCookie(dependencies.deviceSecret, user, deviceId ?? undefined),
    isTrustedDevice,
  };
}
