import { describe, expect, it } from "vitest";
import { createDeviceCookie, trustedDeviceId } from "./staff-device-cookie";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const OWNER = { email: "owner@example.ca", passwordHash: "$argon2id$v=19$m=19456,t=2,p=1$owner" };

describe("staff device cookies", () => {
  it("are trusted for the account they were signed for, and keep their device id when renewed", () => {
    const cookie = createDeviceCookie(SECRET, OWNER);
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    const deviceId = trustedDeviceId(SECRET, cookie, OWNER);
    expect(deviceId).toBe(cookie.split(".")[0]);
    expect(createDeviceCookie(SECRET, OWNER, deviceId!)).toBe(cookie);
    expect(createDeviceCookie(SECRET, OWNER)).not.toBe(cookie);
  });

  it("are not trusted for another account, after a password reset, under another secret, or altered", () => {
    const cookie = createDeviceCookie(SECRET, OWNER);
    expect(trustedDeviceId(SECRET, cookie, { ...OWNER, email: "colleague@example.ca" })).toBeNull();
    expect(trustedDeviceId(SECRET, cookie, { ...OWNER, passwordHash: `${OWNER.passwordHash}-reset` })).toBeNull();
    expect(trustedDeviceId(`${SECRET}-other`, cookie, OWNER)).toBeNull();
    const altered = `${cookie.slice(0, -1)}${cookie.endsWith("A") ? "B" : "A"}`;
    for (const value of [altered, `${cookie}x`, "", undefined, OWNER.email, `${"A".repeat(22)}.${"A".repeat(43)}`]) {
      expect(trustedDeviceId(SECRET, value, OWNER)).toBeNull();
    }
  });

  it("are trusted only in the spelling they were signed in, not in another that decodes to the same bytes", () => {
    // The last of 43 base64url characters has two unused bits, so four spellings decode alike.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    for (let round = 0; round < 20; round += 1) {
      const cookie = createDeviceCookie(SECRET, OWNER);
      const trusted = [...alphabet].filter(
        (last) => trustedDeviceId(SECRET, `${cookie.slice(0, -1)}${last}`, OWNER) !== null,
      );
      expect(trusted).toEqual([cookie.at(-1)]);
    }
  });
});
