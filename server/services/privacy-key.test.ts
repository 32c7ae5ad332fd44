import { describe, expect, it } from "vitest";
import { hashPrivacyKey, holdsPrivacyKey, newPrivacyKey } from "./privacy-key";

describe("holdsPrivacyKey", () => {
  const key = newPrivacyKey();
  const stored = hashPrivacyKey(key);

  it("is true only for the key whose hash the row stored", () => {
    expect(holdsPrivacyKey(stored, key)).toBe(true);
    expect(holdsPrivacyKey(stored, newPrivacyKey())).toBe(false);
  });

  it("holds nothing without a key or without a stored hash", () => {
    expect(holdsPrivacyKey(stored, null)).toBe(false);
    expect(holdsPrivacyKey(null, key)).toBe(false);
    expect(holdsPrivacyKey(null, null)).toBe(false);
  });

  it("refuses a key that differs only in case, spacing or length, and a truncated or odd stored hash", () => {
    expect(holdsPrivacyKey(stored, key.toLowerCase() === key ? key.toUpperCase() : key.toLowerCase())).toBe(false);
    expect(holdsPrivacyKey(stored, ` ${key}`)).toBe(false);
    expect(holdsPrivacyKey(stored, key.slice(0, -1))).toBe(false);
    expect(holdsPrivacyKey(stored, "")).toBe(false);
    expect(holdsPrivacyKey(stored.slice(0, 32), key)).toBe(false);
    expect(holdsPrivacyKey("é".repeat(32), key)).toBe(false);
    expect(holdsPrivacyKey(stored.toUpperCase(), key)).toBe(false);
  });
});
