import { describe, expect, it } from "vitest";
import { formatCad } from "./format-money";

// Intl en-CA in Node gives "$1,234": a plain "$" (no "CA"), comma thousands, no decimals.
describe("formatCad", () => {
  it.each([
    [1234, "$1,234"],
    [1234.6, "$1,235"],
    [1234.4, "$1,234"],
    [0, "$0"],
    [500, "$500"],
    [1000000, "$1,000,000"],
  ])("formats %d as %s", (amount, expected) => {
    expect(formatCad(amount)).toBe(expected);
  });

  it("never shows cents or a currency code", () => {
    expect(formatCad(99.99)).toBe("$100");
    expect(formatCad(2000000)).not.toMatch(/CA|C\$|\.\d/);
  });
});

describe("formatCad in French (fr-CA)", () => {
  it.each([
    [1234, "1\u00a0234\u00a0$"],
    [229, "229\u00a0$"],
    [1000000, "1\u00a0000\u00a0000\u00a0$"],
  ])("formats %d as %s", (amount, expected) => {
    expect(formatCad(amount, "fr")).toBe(expected);
  });
});
