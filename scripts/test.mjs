// `npm test`: lint, typecheck, unit and integration tests, then the browser journeys.
import { spawnSync } from "node:child_process";

const STEPS = [
  ["lint", ["run", "lint"]],
  ["typecheck", ["run", "typecheck"]],
  ["unit tests", ["run", "test:unit"]],
  ["integration tests", ["run", "test:integration"]],
  ["browser journeys", ["run", "test:e2e"]],
];

const results = [];
for (const [name, args] of STEPS) {
  console.log(`\n▶ ${name}`);
  const startedAt = Date.now();
  const { status } = spawnSync("npm", ["--silent", ...args], { stdio: "inherit" });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) break;
}

console.log("\nSummary");
for (const result of results) console.log(`  ${result.ok ? "✓" : "✗"} ${result.name} (${result.seconds} s)`);
const failedStep = results.find((result) => !result.ok);
console.log(failedStep ? `Stopped: ${failedStep.name} failed.` : `All ${STEPS.length} steps succeeded.`);
process.exit(failedStep ? 1 : 0);
