import { describe, expect, it } from "vitest";
import { formatPrivacyCode, parsePrivacyCode, parsePrivacyKey, readPrivacyKeyCookie } from "./privacy-key";

const KEY = "7K3QM9XWPTRAHF2DZB4N";

describe("the privacy key", () => {
  it("is shown in groups of four and read back however it was typed", () => {
    expect(formatPrivacyCode(KEY)).toBe("7K3Q-M9XW-PTRA-HF2D-ZB4N");
    expect(parsePrivacyCode("7K3Q-M9XW-PTRA-HF2D-ZB4N")).toBe(KEY);
    expect(parsePrivacyCode(" 7k3q m9xw ptra hf2d zb4n ")).toBe(KEY);
    expect(parsePrivacyCode("1O00-0000-0000-0000-000L")).toBe("10000000000000000001");
  });

  it("refuses what cannot be a key", () => {
    for (const input of [
      "",
      "7K3Q-M9XW-PTRA-HF2D",
      "7K3Q-M9XW-PTRA-HF2D-ZB4N-A",
      "7K3Q-M9XW-PTRA-HF2D-ZB4U",
      "qm_AAAAAAAAAAAAAAAA",
    ]) {
      expect(parsePrivacyCode(input), input).toBeNull();
    }
    expect(parsePrivacyKey("7k3qm9xwptrahf2dzb4n")).toBeNull();
    expect(parsePrivacyKey(undefined)).toBeNull();
  });

  it("is found in a Cookie header among others, and nowhere else", () => {
    expect(readPrivacyKeyCookie(`a=1; qm_privacy=${KEY}; b=2`)).toBe(KEY);
    expect(readPrivacyKeyCookie(`qm_privacy_other=${KEY}`)).toBeNull();
    expect(readPrivacyKeyCookie("qm_privacy=not-a-key")).toBeNull();
    expect(readPrivacyKeyCookie(null)).toBeNull();
  });
});
