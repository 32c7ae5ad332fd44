import { describe, expect, it } from "vitest";
import { retryDelayMs } from "./deliver-outbox";

describe("retryDelayMs", () => {
  it("doubles from one minute and stops at six hours", () => {
    expect(retryDelayMs(1)).toBe(60_000);
    expect(retryDelayMs(2)).toBe(120_000);
    expect(retryDelayMs(5)).toBe(960_000);
    expect(retryDelayMs(20)).toBe(6 * 60 * 60 * 1000);
  });
});
