/**
 * Dev runner of the policy-analyzer evaluation: uploads every document of dev/ (generated if missing)
 * and prints each document's failures (expected vs got), a table per layout family, a table per field
 * kind and the total of fields passed.
 *
 *   node tests/eval/policy/run.mjs [--only id1,id2] [--family name] [--lang en|fr] [--url http://127.0.0.1:3000]
 *
 * Without --url it starts build/server-main.js itself (build first: npm run -s build).
 */
import path from "node:path";
import { EVAL_DIR, kindTally, loadDocuments, parseArgs, pct, runAll, tally } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2));
const specs = loadDocuments(path.join(EVAL_DIR, "dev"), args);
if (specs.length === 0) {
  console.error("no documents selected");
  process.exit(2);
}
console.log(`policy analyzer eval (dev): ${specs.length} documents`);
const rows = await runAll(specs, args, {
  onProgress: (n, total) => process.stderr.write(`\r  ${n}/${total}`),
});
process.stderr.write("\n");

for (const r of rows) {
  const passed = r.points.filter((p) => p.pass).length;
  const status = r.result.summary ? "200" : `${r.result.status} ${r.result.error?.code ?? ""}`;
  console.log(`\n${r.spec.id}  [${r.spec.family}, ${r.spec.language}, ${r.spec.format}]  ${passed}/${r.points.length}  (${status}, ${(r.result.ms / 1000).toFixed(1)} s)`);
  for (const p of r.points.filter((x) => !x.pass)) {
    console.log(`  x ${p.label}: expected ${JSON.stringify(p.expected)}, got ${JSON.stringify(p.got)}`);
  }
}

const line = (g, width = 14) => `  ${g.key.padEnd(width)} ${String(g.passed).padStart(4)}/${String(g.total).padEnd(4)} ${pct(g.passed, g.total).padStart(6)}`;
console.log("\nPer layout family (fields passed/total, documents answered as expected):");
for (const g of tally(rows, (r) => r.spec.family)) console.log(`${line(g)}   accepted as expected ${g.acceptedOk}/${g.docs}`);
console.log("\nPer language:");
for (const g of tally(rows, (r) => r.spec.language)) console.log(`${line(g)}   accepted as expected ${g.acceptedOk}/${g.docs}`);
console.log("\nPer field kind:");
for (const g of kindTally(rows)) console.log(line(g));
const total = rows.reduce((a, r) => a + r.points.length, 0);
const passed = rows.reduce((a, r) => a + r.points.filter((p) => p.pass).length, 0);
const acc = rows.filter((r) => r.points.find((p) => p.kind === "accepted")?.pass).length;
console.log(`\nDocuments answered as expected (accepted / refused): ${acc}/${rows.length}`);
console.log(`TOTAL fields passed: ${passed}/${total} (${pct(passed, total)})`);
