import { describe, expect, it } from "vitest";
import { auditVerdict, type AuditReport } from "./audit-production";

const metadata = (counts: Partial<Record<string, number>>) => ({
  vulnerabilities: { info: 0, low: 0, moderate: 0, high: 0, critical: 0, ...counts },
  dependencies: { prod: 250 },
});

describe("auditVerdict", () => {
  it("fails on a high or a critical advisory, naming the package, the advisory and the fix", () => {
    const report: AuditReport = {
      vulnerabilities: {
        "some-lib": {
          name: "some-lib",
          severity: "critical",
          via: [{ title: "Prototype pollution", url: "https://github.com/advisories/GHSA-xxxx", severity: "critical" }],
          fixAvailable: { name: "some-lib", version: "2.0.1" },
        },
        "uses-it": { name: "uses-it", severity: "high", via: ["some-lib"], fixAvailable: true },
        "minor-lib": { name: "minor-lib", severity: "moderate", via: [{ title: "ReDoS" }], fixAvailable: false },
      },
      metadata: metadata({ moderate: 1, high: 1, critical: 1 }),
    };
    const verdict = auditVerdict(report);
    expect(verdict.outcome).toBe("advisories");
    expect(verdict.lines).toEqual([
      "npm audit: 2 production dependencies have a high or critical advisory:",
      "  some-lib (critical): Prototype pollution https://github.com/advisories/GHSA-xxxx [fix: some-lib@2.0.1]",
      "  uses-it (high): through some-lib [fix: npm audit fix --omit=dev]",
    ]);
  });

  it("passes with advisories below high only, and says how many", () => {
    const verdict = auditVerdict({
      vulnerabilities: { "minor-lib": { name: "minor-lib", severity: "moderate", via: [{ title: "ReDoS" }] } },
      metadata: metadata({ moderate: 1 }),
    });
    expect(verdict).toEqual({
      outcome: "clean",
      lines: ["npm audit: no high or critical advisory in 250 production dependencies (below the bar: 1 moderate)."],
    });
  });

  it("tells an audit that could not reach the advisories apart from a clean one", () => {
    const verdict = auditVerdict({
      statusCode: 405,
      message: "405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk",
    });
    expect(verdict.outcome).toBe("unavailable");
    expect(verdict.lines[0]).toContain("405 Method Not Allowed");
  });
});
