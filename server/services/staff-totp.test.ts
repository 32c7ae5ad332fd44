import { describe, expect, it } from "vitest";
import { deriveTotpSecretKey, openTotpSecret, sealTotpSecret } from "./staff-totp-secret-box";
import {
  checkTotpCode,
  createRecoveryCodes,
  createTotpSecret,
  hashRecoveryCode,
  matchesRecoveryCode,
  timeStepOf,
  totpAddress,
  totpCodeAt,
} from "./staff-totp";

const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const NOW = new Date("2026-11-27T13:00:10Z");
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);

describe("TOTP codes", () => {
  it("matches RFC 6238's SHA-1 test vector", () => {
    // RFC 6238 appendix B: secret "12345678901234567890", T = 59 s, 8 digits 94287082 (6 digits: 287082).
    const rfcSecret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totpCodeAt(rfcSecret, new Date(59_000))).toBe("287082");
  });

  it("accepts the current code, and the one a step before or after", () => {
    for (const offset of [-30, 0, 30]) {
      const result = checkTotpCode(SECRET, totpCodeAt(SECRET, at(offset)), { now: NOW, lastUsedStep: null });
      expect(result).toEqual({ ok: true, step: timeStepOf(at(offset)) });
    }
  });

  it("refuses a code two steps away", () => {
    for (const offset of [-60, 60]) {
      expect(checkTotpCode(SECRET, totpCodeAt(SECRET, at(offset)), { now: NOW, lastUsedStep: null })).toEqual({
        ok: false,
        reason: "wrong",
      });
    }
  });

  it("never accepts a code twice, nor an older one once a newer was used", () => {
    const code = totpCodeAt(SECRET, NOW);
    const first = checkTotpCode(SECRET, code, { now: NOW, lastUsedStep: null });
    expect(first.ok).toBe(true);
    const lastUsedStep = first.ok ? first.step : 0;
    expect(checkTotpCode(SECRET, code, { now: at(5), lastUsedStep })).toEqual({ ok: false, reason: "replayed" });
    expect(checkTotpCode(SECRET, totpCodeAt(SECRET, at(-30)), { now: NOW, lastUsedStep })).toEqual({
      ok: false,
      reason: "replayed",
    });
    expect(checkTotpCode(SECRET, totpCodeAt(SECRET, at(30)), { now: at(30), lastUsedStep }).ok).toBe(true);
  });

  it("reads spaces in a code and refuses what is not six digits", () => {
    const code = totpCodeAt(SECRET, NOW);
    expect(checkTotpCode(SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, { now: NOW, lastUsedStep: null }).ok).toBe(
      true,
    );
    for (const input of ["", "12345", "1234567", "abcdef"]) {
      expect(checkTotpCode(SECRET, input, { now: NOW, lastUsedStep: null })).toEqual({
        ok: false,
        reason: "malformed",
      });
    }
  });

  it("makes 160-bit secrets and an address an authenticator app reads", () => {
    const secret = createTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(createTotpSecret()).not.toBe(secret);
    const address = totpAddress(secret, "editor@example.ca");
    expect(address).toMatch(/^otpauth:\/\/totp\/QuoteMaple:editor%40example\.ca\?/);
    expect(address).toContain(`secret=${secret}`);
    expect(address).toContain("digits=6");
    expect(address).toContain("period=30");
  });
});

describe("recovery codes", () => {
  it("makes ten distinct codes", () => {
    const codes = createRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}-[0-9a-hjkmnp-tv-z]{4}$/);
  });

  it("stores a salted hash that matches only its own code, however it is typed", () => {
    const [code, other] = createRecoveryCodes(2) as [string, string];
    const stored = hashRecoveryCode(code);
    expect(stored).not.toContain(code.replace(/-/g, ""));
    expect(hashRecoveryCode(code)).not.toBe(stored);
    expect(matchesRecoveryCode(code, stored)).toBe(true);
    expect(matchesRecoveryCode(` ${code.toUpperCase().replace(/-/g, " ")} `, stored)).toBe(true);
    expect(matchesRecoveryCode(other, stored)).toBe(false);
    expect(matchesRecoveryCode("123456", stored)).toBe(false);
  });
});

describe("sealed secrets", () => {
  it("opens only under the key that sealed them, and never holds the secret in clear", () => {
    const key = deriveTotpSecretKey("k".repeat(32));
    const sealed = sealTotpSecret(key, SECRET);
    expect(sealed).not.toContain(SECRET);
    expect(openTotpSecret(key, sealed)).toBe(SECRET);
    expect(openTotpSecret(deriveTotpSecretKey("x".repeat(32)), sealed)).toBeNull();
    expect(openTotpSecret(key, sealed.slice(0, -2) + (sealed.endsWith("A") ? "BB" : "AA"))).toBeNull();
  });
});
