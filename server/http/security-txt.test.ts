import { describe, expect, it } from "vitest";
import { renderSecurityTxt, SECURITY_TXT_VALID_DAYS } from "./security-txt";

describe("renderSecurityTxt", () => {
  it("has the RFC 9116 fields, with Expires under a year ahead and the canonical address", () => {
    const now = new Date("2026-11-27T13:45:10.123Z");
    const text = renderSecurityTxt({
      siteUrl: "https://www.quotemaple.ca",
      contact: "mailto:security@quotemaple.ca",
      now,
    });
    expect(text).toBe(
      [
        "Contact: mailto:security@quotemaple.ca",
        "Expires: 2027-05-26T00:00:00Z",
        "Preferred-Languages: en, fr",
        "Canonical: https://www.quotemaple.ca/.well-known/security.txt",
        "",
      ].join("\n"),
    );
    const expires = new Date(/^Expires: (.+)$/m.exec(text)![1]!);
    const days = (expires.getTime() - now.getTime()) / 86_400_000;
    expect(days).toBeGreaterThan(SECURITY_TXT_VALID_DAYS - 1);
    expect(days).toBeLessThan(365);
  });
});
