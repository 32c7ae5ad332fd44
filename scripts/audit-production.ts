// CI's dependency audit (decision 0052): `npm audit --omit=dev --audit-level=high`, failing on a high
// or critical advisory in a production dependency. Run: `npx tsx scripts/audit-production.ts`.
import { spawnSync } from "node:child_process";
import { pathToFileURL } from "node:url";

interface AuditVulnerability {
  name: string;
  severity: string;
  via: (string | { title?: string; url?: string; severity?: string })[];
  fixAvailable?: boolean | { name: string; version: string };
}

export interface AuditReport {
  vulnerabilities?: Record<string, AuditVulnerability>;
  metadata?: { vulnerabilities?: Record<string, number>; dependencies?: { prod?: number } };
  statusCode?: number;
  message?: string;
  error?: unknown;
}

export type AuditVerdict =
  | { outcome: "clean"; lines: string[] }
  | { outcome: "advisories"; lines: string[] }
  | { outcome: "unavailable"; lines: string[] };

const BLOCKING = new Set(["high", "critical"]);

/** What CI makes of npm audit's JSON report. */
export function auditVerdict(report: AuditReport): AuditVerdict {
  const counts = report.metadata?.vulnerabilities;
  if (!counts) {
    const why = report.message ?? (report.statusCode ? `HTTP ${report.statusCode}` : "no report");
    return { outcome: "unavailable", lines: [`npm audit could not get the advisories: ${why}`] };
  }
  const blocking = Object.values(report.vulnerabilities ?? {}).filter((entry) => BLOCKING.has(entry.severity));
  if (blocking.length === 0) {
    const prod = report.metadata?.dependencies?.prod;
    const below = Object.entries(counts)
      .filter(([severity, count]) => severity !== "total" && count > 0)
      .map(([severity, count]) => `${count} ${severity}`);
    return {
      outcome: "clean",
      lines: [
        `npm audit: no high or critical advisory in ${prod ?? "the"} production dependencies${below.length ? ` (below the bar: ${below.join(", ")})` : ""}.`,
      ],
    };
  }
  const lines = [
    `npm audit: ${blocking.length} production dependenc${blocking.length === 1 ? "y has" : "ies have"} a high or critical advisory:`,
  ];
  for (const entry of blocking) {
    const advisories = entry.via
      .map((via) => (typeof via === "string" ? `through ${via}` : `${via.title ?? "advisory"} ${via.url ?? ""}`.trim()))
      .join("; ");
    const fix =
      entry.fixAvailable === true
        ? "fix: npm audit fix --omit=dev"
        : entry.fixAvailable
          ? `fix: ${entry.fixAvailable.name}@${entry.fixAvailable.version}`
          : "no fix released";
    lines.push(`  ${entry.name} (${entry.severity}): ${advisories} [${fix}]`);
  }
  return { outcome: "advisories", lines };
}

function main(): void {
  const run = spawnSync("npm", ["audit", "--omit=dev", "--audit-level=high", "--json"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  let report: AuditReport;
  try {
    report = JSON.parse(run.stdout) as AuditReport;
  } catch {
    report = { message: (run.stderr || run.stdout || "no output").trim().split("\n").at(-1) };
  }
  const verdict = auditVerdict(report);
  for (const line of verdict.lines) console.log(line);
  if (verdict.outcome === "advisories") process.exit(1);
  if (verdict.outcome === "unavailable") {
    // The registry this machine reaches refuses the advisory endpoint (405 on the bulk POST): no
    // advisory is known, so the run goes on, loudly; AUDIT_REQUIRED=true makes it fail instead.
    console.log("WARNING: the dependency audit did not run; no advisory was checked.");
    if (process.env.AUDIT_REQUIRED === "true") process.exit(1);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) main();
