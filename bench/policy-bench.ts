// `npx tsx bench/policy-bench.ts`: time per policy analysis (text PDF, scanned PDF, photo) on this
// machine, with a warm OCR worker, and the process's peak memory. Prints figures; asserts nothing.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pino from "pino";
import { createOcrEngine } from "../server/adapters/ocr";
import { createPdfReader } from "../server/adapters/pdf-threads";
import { scoreExtraction } from "../core/policy-analysis/score-extraction";
import { sniffFileType } from "../server/adapters/image-reader";
import { preparePolicyAnalysis, readDocumentText, WorkClock } from "../server/services/analyze-policy";
import { bestReading } from "../server/services/summarize-policy";
import { POLICY_DOCUMENTS } from "../tests/fixtures/policies/documents";
import { ensurePolicyFixtures } from "../tests/fixtures/policies/generate";

const RUNS = Number(process.env.BENCH_POLICY_RUNS ?? 3);
const CASES = [
  ["text PDF", "ontario-certificate.pdf", 2000],
  ["scanned PDF (1 page)", "ontario-certificate-scanned.pdf", 8000],
  ["photo, PNG", "ontario-certificate.png", 8000],
  ["photo, JPG", "alberta-policy.jpg", 8000],
] as const;

const logger = pino({ level: "silent" });
const ocr = createOcrEngine(logger);
const pdf = createPdfReader(logger);
const fixtures = await ensurePolicyFixtures();
const startedWarm = performance.now();
await Promise.all([ocr.warm(), pdf.warm()]);
const warmMs = performance.now() - startedWarm;
const dependencies = {
  ocr,
  pdf,
  logger,
  now: () => new Date(),
  limits: { maxPages: 10, ocrPages: 3, maxPixels: 40_000_000, timeoutMs: 60_000 },
};

console.log(`\nPolicy analysis: ${RUNS} runs each, warm OCR worker (start-up ${Math.round(warmMs)} ms)`);
console.log("case                    median ms  max ms  target ms");
for (const [label, file, target] of CASES) {
  const bytes = new Uint8Array(await readFile(join(fixtures, file)));
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await preparePolicyAnalysis(dependencies, bytes).run(() => {});
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)] ?? 0;
  console.log(
    `${label.padEnd(24)}${String(Math.round(median)).padStart(9)}${String(Math.round(times.at(-1) ?? 0)).padStart(8)}${`< ${target}`.padStart(11)}`,
  );
}
// Field-level accuracy: every layout in every form, scored against what the document states.
const FORMS = [
  ["text PDF", ".pdf"],
  ["scanned PDF", "-scanned.pdf"],
  ["photo PNG", ".png"],
  ["photo JPG", ".jpg"],
] as const;
console.log("\nField-level accuracy (correct fields / fields the document states; wrong = confidently wrong)");
console.log(`${"layout".padEnd(22)}${FORMS.map(([label]) => label.padStart(16)).join("")}`);
const totals = FORMS.map(() => ({ correct: 0, fields: 0 }));
for (const document of POLICY_DOCUMENTS) {
  const cells: string[] = [];
  for (const [index, [, suffix]] of FORMS.entries()) {
    const bytes = new Uint8Array(await readFile(join(fixtures, `${document.id}${suffix}`)));
    const { readings } = await readDocumentText(
      dependencies,
      bytes,
      sniffFileType(bytes) ?? "pdf",
      () => {},
      new WorkClock(60_000),
    );
    // The reading the service keeps (a photo is read twice).
    const score = scoreExtraction(bestReading(readings).extraction, document.truth);
    const correct = score.fields.filter((field) => field.correct).length;
    totals[index]!.correct += correct;
    totals[index]!.fields += score.fields.length;
    const wrong = score.confidentMistakes.length;
    cells.push(`${correct}/${score.fields.length}${wrong ? ` (${wrong} wrong)` : ""}`.padStart(16));
  }
  console.log(`${document.id.padEnd(22)}${cells.join("")}`);
}
console.log(
  `${"all layouts".padEnd(22)}${totals.map((total) => `${((100 * total.correct) / total.fields).toFixed(1)} %`.padStart(16)).join("")}`,
);

// maxRSS is in kilobytes; it includes the OCR worker thread, which shares the process.
console.log(`peak memory (max RSS): ${Math.round(process.resourceUsage().maxRSS / 1024)} MB`);
await Promise.all([ocr.close(), pdf.close()]);
