import { describe, expect, it } from "vitest";
import { formatBootstrapNotice } from "./boot";

describe("formatBootstrapNotice", () => {
  it("boxes the e-mail and password on lines of one width", () => {
    const notice = formatBootstrapNotice("admin@quotemaple.ca", "AbCdEf-GhJkLm-NpQrSt-UvWxYz");
    const lines = notice.split("\n").filter(Boolean);
    expect(lines[0]).toMatch(/^\+-+\+$/);
    expect(lines.at(-1)).toBe(lines[0]);
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
    expect(notice).toContain("| First admin account created (shown only this once):");
    expect(notice).toContain("E-mail:   admin@quotemaple.ca");
    expect(notice).toContain("Password: AbCdEf-GhJkLm-NpQrSt-UvWxYz");
  });
});
