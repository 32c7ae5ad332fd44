import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Worker } from "node:worker_threads";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensurePolicyFixtures } from "../../tests/fixtures/policies/generate";
import { busyThreads, pinToOneCore } from "../../tests/helpers/cpu-load";
import { createOcrEngine, OcrError, type OcrEngine } from "../adapters/ocr";
import { createPdfReader, PdfThreadError, type PdfReader } from "../adapters/pdf-threads";
import { readDocumentText, WorkClock } from "./analyze-policy";

/**
 * A scanned certificate read whole (rendered in the PDF thread, prepared, recognized in the OCR
 * thread) on a core that two busy threads share with it (decision 0068): every stage counts the CPU
 * time of the threads doing it, so a document that needs N s of work is answered when the machine
 * makes it take three times as long, and one past its budget is still refused.
 */
const LIMITS = { maxPages: 10, ocrPages: 3, maxPixels: 40_000_000 };

let giveBack: (() => void) | null = null;
let ocr: OcrEngine;
let pdf: PdfReader;
let scan: Uint8Array;

beforeAll(async () => {
  const fixtures = await ensurePolicyFixtures();
  scan = new Uint8Array(await readFile(join(fixtures, "ontario-certificate-scanned.pdf")));
  if (process.platform !== "linux") return;
  // Threads created from here on (the PDF and OCR threads) run on the first core only.
  giveBack = pinToOneCore();
  const logger = pino({ level: "silent" });
  ocr = createOcrEngine(logger, { workers: 1 });
  pdf = createPdfReader(logger, { threads: 1 });
}, 120_000);

afterAll(async () => {
  await ocr?.close();
  await pdf?.close();
  giveBack?.();
});

const read = (timeoutMs: number) => {
  const clock = new WorkClock(timeoutMs);
  const started = performance.now();
  return readDocumentText({ ocr, pdf, limits: { ...LIMITS, timeoutMs } }, scan, "pdf", () => {}, clock).then(
    (text) => ({ text, workMs: clock.workedMs(), tookMs: performance.now() - started }),
  );
};

describe("an analysis on a busy machine", () => {
  it.runIf(process.platform === "linux")(
    "is answered within its work though it takes longer in wall-clock time, and refused past its work",
    async () => {
      // Once to start the threads and load pdf.js and Tesseract's data; then alone, to measure it.
      await read(120_000);
      const alone = await read(120_000);
      expect(alone.text.readings[0]).toMatch(/Policy/i);
      // Measured alone at a load average of 5: 2.1 s of work in 2.6 s; with two busy threads on its
      // core, 2.2 s of work in 8.5 s. The budget leaves three quarters for the measure's own spread
      // (a thread sharing its core does more work for the same document: caches, other suites
      // running beside this one), and stays well under the three times the wall clock takes.
      const budget = Math.round(1.75 * alone.workMs + 500);
      let busy: Worker[] = [];
      try {
        busy = await busyThreads(2);
        const loaded = await read(budget);
        expect(loaded.text.readings[0]).toMatch(/Policy/i);
        // A wall-clock limit of the same length would have refused it.
        expect(loaded.tookMs).toBeGreaterThan(budget);
        expect(loaded.workMs).toBeLessThanOrEqual(budget);
        // A third of the work it needs is not enough, however the time is counted.
        const refused = await read(Math.round(alone.workMs / 3)).catch((error: unknown) => error);
        expect(refused instanceof OcrError || refused instanceof PdfThreadError).toBe(true);
        expect((refused as OcrError | PdfThreadError).problem).toBe("timeout");
      } finally {
        await Promise.all(busy.map((worker) => worker.terminate()));
      }
    },
    300_000,
  );
});
