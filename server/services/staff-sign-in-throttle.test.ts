import { describe, expect, it } from "vitest";
import type { SignInLock } from "../repositories/staff-repository";
import { createSignInThrottle, lockSeconds, type SignInThrottleStore } from "./staff-sign-in-throttle";

/** The table's behaviour in a map: fixed windows, refunds, and compare-and-set locks. */
function memoryStore(clock: { now: Date }): SignInThrottleStore {
  const counters = new Map<string, { count: number; windowStart: Date }>();
  const locks = new Map<string, SignInLock>();
  return {
    async countAttempt(key, windowSeconds) {
      const size = windowSeconds * 1000;
      const windowStart = new Date(Math.floor(clock.now.getTime() / size) * size);
      const current = counters.get(key);
      const next =
        current?.windowStart.getTime() === windowStart.getTime()
          ? { count: current.count + 1, windowStart }
          : { count: 1, windowStart };
      counters.set(key, next);
      return next;
    },
    async refundAttempt(key, windowStart) {
      const current = counters.get(key);
      if (current?.windowStart.getTime() === windowStart.getTime()) current.count = Math.max(0, current.count - 1);
    },
    async findLock(key) {
      return locks.get(key) ?? null;
    },
    async replaceLock(key, previous, next) {
      if ((locks.get(key) ?? null) !== previous) return false;
      locks.set(key, next);
      return true;
    },
  };
}

function setUp(limit = 3) {
  const clock = { now: new Date("2026-12-01T09:00:00Z") };
  const throttle = createSignInThrottle(memoryStore(clock), { limit, secret: "s".repeat(32), now: () => clock.now });
  const pass = (minutes: number) => (clock.now = new Date(clock.now.getTime() + minutes * 60 * 1000));
  return { throttle, pass };
}

const ACCOUNT = [{ scope: "account" as const, value: "owner@example.ca" }];

describe("lockSeconds", () => {
  it("is 15 minutes, then doubles for each lock in a row, up to a day", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(lockSeconds)).toEqual([900, 1800, 3600, 7200, 57_600, 86_400, 86_400]);
  });
});

describe("the sign-in throttle", () => {
  it("admits up to the limit of failures, then refuses with the lock's wait", async () => {
    const { throttle } = setUp();
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await throttle.admit(ACCOUNT)).admitted).toBe(true);
    expect(await throttle.admit(ACCOUNT)).toEqual({ admitted: false, limitedBy: "account", retryAfterSeconds: 900 });
  });

  it("does not count forgiven (successful) attempts", async () => {
    const { throttle } = setUp();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const admission = await throttle.admit(ACCOUNT);
      expect(admission.admitted).toBe(true);
      if (admission.admitted) await throttle.forgive(admission.counted);
    }
  });

  it("doubles the lock when failures go on after one ends, and forgets after a quiet day", async () => {
    const { throttle, pass } = setUp();
    const lockOut = async () => {
      for (let attempt = 0; attempt < 3; attempt += 1) await throttle.admit(ACCOUNT);
      return throttle.admit(ACCOUNT);
    };
    expect(await lockOut()).toMatchObject({ retryAfterSeconds: 900 });
    pass(5);
    // Waiting inside a lock does not lengthen it.
    expect(await throttle.admit(ACCOUNT)).toMatchObject({ admitted: false, retryAfterSeconds: 600 });
    pass(10);
    expect(await lockOut()).toMatchObject({ retryAfterSeconds: 1800 });
    pass(30);
    expect(await lockOut()).toMatchObject({ retryAfterSeconds: 3600 });
    pass(60 + 24 * 60);
    expect(await lockOut()).toMatchObject({ retryAfterSeconds: 900 });
  });

  it("keeps scopes apart: a locked device or address does not hold an account", async () => {
    const { throttle } = setUp(1);
    const device = [{ scope: "device" as const, value: "device-1" }];
    await throttle.admit(device);
    expect(await throttle.admit(device)).toMatchObject({ admitted: false, limitedBy: "device" });
    const unknown = [{ scope: "ip" as const, value: "192.0.2.1" }, ...ACCOUNT];
    expect((await throttle.admit(unknown)).admitted).toBe(true);
    expect(await throttle.admit(unknown)).toMatchObject({ admitted: false, limitedBy: "ip" });
    expect((await throttle.admit([{ scope: "ip", value: "192.0.2.2" }, ...ACCOUNT])).admitted).toBe(false);
  });
});
