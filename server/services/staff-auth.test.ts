import { verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import {
  createSessionToken,
  DUMMY_PASSWORD_HASH,
  generateStaffPassword,
  hashSessionToken,
  hashStaffPassword,
  sessionExpiry,
  STAFF_PASSWORD_MIN_LENGTH,
  verifyStaffPassword,
} from "./staff-auth";

const PARAMETERS = "$argon2id$v=19$m=19456,t=2,p=1$";

describe("staff passwords", () => {
  it("are hashed with argon2id, 19456 KiB, 2 passes, 1 lane, and a fresh salt each time", async () => {
    const first = await hashStaffPassword("correct horse battery");
    const second = await hashStaffPassword("correct horse battery");
    expect(first.startsWith(PARAMETERS)).toBe(true);
    expect(first).not.toBe(second);
    expect(await verifyStaffPassword(first, "correct horse battery")).toBe(true);
    expect(await verifyStaffPassword(first, "correct horse batterY")).toBe(false);
  });

  it("the dummy hash for unknown e-mails costs what a real one does and matches nothing likely", async () => {
    expect(DUMMY_PASSWORD_HASH.startsWith(PARAMETERS)).toBe(true);
    expect(await verify(DUMMY_PASSWORD_HASH, "")).toBe(false);
    expect(await verifyStaffPassword(DUMMY_PASSWORD_HASH, "password")).toBe(false);
  });

  it("a malformed stored hash fails the check instead of throwing", async () => {
    expect(await verifyStaffPassword("not-a-hash", "anything")).toBe(false);
  });

  it("generated passwords are long, unambiguous and different every time", () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generateStaffPassword()));
    expect(passwords.size).toBe(50);
    for (const password of passwords) {
      expect(password).toMatch(/^[A-HJ-NP-Za-km-z2-9]{6}(-[A-HJ-NP-Za-km-z2-9]{6}){3}$/);
      expect(password.length).toBeGreaterThanOrEqual(STAFF_PASSWORD_MIN_LENGTH);
    }
  });
});

describe("session tokens", () => {
  it("are 32 random bytes, URL-safe, stored only as their SHA-256", () => {
    const token = createSessionToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(createSessionToken()).not.toBe(token);
    expect(hashSessionToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashSessionToken(token)).toBe(hashSessionToken(token));
    expect(hashSessionToken(token)).not.toBe(hashSessionToken(createSessionToken()));
  });
});

describe("sessionExpiry", () => {
  const settings = { idleMinutes: 60, maxHours: 12 };
  const start = new Date("2026-03-02T08:00:00Z");

  it("is the idle limit while that comes first", () => {
    expect(sessionExpiry({ createdAt: start, lastSeenAt: start }, settings)).toEqual(new Date("2026-03-02T09:00:00Z"));
    expect(sessionExpiry({ createdAt: start, lastSeenAt: new Date("2026-03-02T15:30:00Z") }, settings)).toEqual(
      new Date("2026-03-02T16:30:00Z"),
    );
  });

  it("never goes past the absolute limit, however active the session", () => {
    expect(sessionExpiry({ createdAt: start, lastSeenAt: new Date("2026-03-02T19:45:00Z") }, settings)).toEqual(
      new Date("2026-03-02T20:00:00Z"),
    );
  });
});
