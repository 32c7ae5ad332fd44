/**
 * Holdout runner of the policy-analyzer evaluation. Prints ONLY counts: fields passed/total per
 * layout family and language, documents answered as expected, and the total. It never prints a
 * document's contents, its expectations or which fields failed: keep it that way.
 *
 *   node tests/eval/policy/holdout/run.mjs [--url http://127.0.0.1:3000]
 */
import path from "node:path";
import { EVAL_DIR, loadDocuments, parseArgs, pct, runAll, tally } from "../lib.mjs";

const args = parseArgs(process.argv.slice(2));
const specs = loadDocuments(path.join(EVAL_DIR, "holdout"), { url: args.url });
console.log(`policy analyzer eval (holdout): ${specs.length} documents`);
const rows = await runAll(specs, args, {
  onProgress: (n, total) => process.stderr.write(`\r  ${n}/${total}`),
});
process.stderr.write("\n");
console.log("Per layout family and language (fields passed/total):");
for (const g of tally(rows, (r) => `${r.spec.family} ${r.spec.language}`))
  console.log(`  ${g.key.padEnd(16)} ${String(g.passed).padStart(4)}/${String(g.total).padEnd(4)} ${pct(g.passed, g.total).padStart(6)}`);
const total = rows.reduce((a, r) => a + r.points.length, 0);
const passed = rows.reduce((a, r) => a + r.points.filter((p) => p.pass).length, 0);
const acc = rows.filter((r) => r.points.find((p) => p.kind === "accepted")?.pass).length;
console.log(`Documents answered as expected (accepted / refused): ${acc}/${rows.length}`);
console.log(`TOTAL fields passed: ${passed}/${total} (${pct(passed, total)})`);
