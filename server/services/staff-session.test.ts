import { describe, expect, it } from "vitest";
import { createSessionToken, hashSessionToken, sessionExpiry } from "./staff-session";

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
