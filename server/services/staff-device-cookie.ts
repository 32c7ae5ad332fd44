import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * OWASP's device cookie: a browser that has signed in to an account carries a signed value that
 * names the account, so an attacker's failures on that account do not hold its owner (decision 0026).
 */
export const STAFF_DEVICE_COOKIE_NAME = "qm_staff_device";
export const STAFF_DEVICE_COOKIE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

/** 16 random bytes and an HMAC-SHA256, both base64url. */
const DEVICE_COOKIE_PATTERN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/** What a device cookie is bound to: the account's e-mail and its current password hash. */
export interface DeviceCookieAccount {
  email: string;
  passwordHash: string;
}

/**
 * The password hash is part of the signed text (never of the cookie), so resetting the password,
 * which always makes a new hash with a new salt, makes every earlier device cookie worthless.
 */
function signDevice(secret: string, account: DeviceCookieAccount, deviceId: string): Buffer {
  return createHmac("sha256", secret)
    .update(`staff-device-cookie\n${account.email}\n${deviceId}\n${account.passwordHash}`)
    .digest();
}

/** A device cookie's value for this account: a new device id unless the browser's own is given. */
export function createDeviceCookie(secret: string, account: DeviceCookieAccount, deviceId?: string): string {
  const id = deviceId ?? randomBytes(16).toString("base64url");
  return `${id}.${signDevice(secret, account, id).toString("base64url")}`;
}

/** The device id of a cookie signed for this account, or null for anything else (forged, altered, another account's, stale). */
export function trustedDeviceId(
  secret: string,
  value: string | undefined,
  account: DeviceCookieAccount,
): string | null {
  const match = value ? DEVICE_COOKIE_PATTERN.exec(value) : null;
  if (!match) return null;
  const [, deviceId, signature] = match as unknown as [string, string, string];
  // Compared as text, not as decoded bytes: the last of 43 base64url characters carries two unused
  // bits, so a decoder takes four spellings of it as the same bytes and an altered cookie would pass.
  const expected = Buffer.from(signDevice(secret, account, deviceId).toString("base64url"));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
}
