import { verify } from "@node-rs/argon2";
import { describe, expect, it } from "vitest";
import {
  DUMMY_PASSWORD_HASH,
  generateStaffPassword,
  hashStaffPassword,
  STAFF_PASSWORD_MIN_LENGTH,
  verifyStaffPassword,
} from "./staff-password";

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
