import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { Worker } from "node:worker_threads";
import pino from "pino";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensurePolicyFixtures } from "../../tests/fixtures/policies/generate";
import { PdfReadError } from "./pdf-reader";
import { createPdfReader, PdfBusyError, PdfThreadError, type JobClock, type PdfReader } from "./pdf-threads";
import { busyThreads, pinToOneCore } from "../../tests/helpers/cpu-load";

/**
 * The PDF threads (decision 0025) with real pdf.js worker threads: what the analyzer reads through
 * them, a job past its time ending its thread without harming the next, and a full queue refusing.
 */
const LIMITS = { maxPages: 10, maxPixels: 40_000_000 };
const unlimited = (ms = 60_000): JobClock => ({
  pause: (promise) => promise,
  limit: () => ({ workMs: ms, wallMs: ms }),
  work: (promise) => promise,
});

/** A clock that gives a job `limit` and records the work the job reported and the time it took. */
function recordingClock(workMs: number, wallMs = 120_000) {
  const record = { workMs: -1, tookMs: -1 };
  const clock: JobClock = {
    pause: (promise) => promise,
    limit: () => ({ workMs, wallMs }),
    async work(promise) {
      const started = performance.now();
      const result = await promise;
      record.tookMs = performance.now() - started;
      record.workMs = result.workMs;
      return result;
    },
  };
  return { clock, record };
}

let fixtures: string;
let reader: PdfReader | null = null;

beforeAll(async () => {
  fixtures = await ensurePolicyFixtures();
}, 120_000);

afterEach(async () => {
  await reader?.close();
  reader = null;
});

const fixture = async (name: string) => new Uint8Array(await readFile(join(fixtures, name)));

describe("the PDF threads", () => {
  it("read a text layer, count pages and render a scanned page, off the main thread", async () => {
    reader = createPdfReader(pino({ level: "silent" }), { threads: 1 });
    const content = await reader.readText(await fixture("ontario-certificate.pdf"), LIMITS, unlimited());
    expect(content.pages).toBe(1);
    expect(content.text).toMatch(/Policy Number/i);
    const scanned = await fixture("ontario-certificate-scanned.pdf");
    expect((await reader.readText(scanned, LIMITS, unlimited())).text.trim()).toBe("");
    const [image] = await reader.renderPages(scanned, 1, LIMITS, unlimited());
    expect([...image!.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  }, 60_000);

  it("answer an encrypted or damaged PDF with the reader's own problem", async () => {
    reader = createPdfReader(pino({ level: "silent" }), { threads: 1 });
    await expect(reader.readText(await fixture("encrypted.pdf"), LIMITS, unlimited())).rejects.toEqual(
      new PdfReadError("encrypted"),
    );
    const truncated = (await fixture("ontario-certificate.pdf")).subarray(0, 300);
    await expect(reader.readText(truncated, LIMITS, unlimited())).rejects.toBeInstanceOf(PdfReadError);
  }, 60_000);

  it("end a job that runs out of time, and read the next one on a new thread", async () => {
    reader = createPdfReader(pino({ level: "silent" }), { threads: 1 });
    const scanned = await fixture("ontario-certificate-scanned.pdf");
    await expect(reader.renderPages(scanned, 1, LIMITS, unlimited(1))).rejects.toEqual(new PdfThreadError("timeout"));
    const content = await reader.readText(await fixture("alberta-policy.pdf"), LIMITS, unlimited());
    expect(content.text.length).toBeGreaterThan(100);
  }, 60_000);

  it("refuse a job at once when every thread is busy and the queue is full", async () => {
    reader = createPdfReader(pino({ level: "silent" }), { threads: 1, queueLength: 1 });
    const bytes = await fixture("ontario-certificate.pdf");
    const results = await Promise.allSettled([1, 2, 3].map(() => reader!.readText(bytes, LIMITS, unlimited())));
    expect(results.map((result) => result.status)).toEqual(["fulfilled", "fulfilled", "rejected"]);
    expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(PdfBusyError);
  }, 60_000);

  it.runIf(process.platform === "linux")(
    "count a job's own CPU time: answered when the machine makes it take three times as long, refused past its work",
    async () => {
      const giveBack = pinToOneCore();
      let busy: Worker[] = [];
      try {
        reader = createPdfReader(pino({ level: "silent" }), { threads: 1 });
        const scanned = await fixture("ontario-certificate-scanned.pdf");
        // The thread's start and pdf.js's first render are not what is measured.
        await reader.renderPages(scanned, 1, LIMITS, unlimited());
        const alone = recordingClock(60_000);
        await reader.renderPages(scanned, 1, LIMITS, alone.clock);
        const cpuMs = alone.record.workMs;
        expect(cpuMs).toBeGreaterThan(0);
        // Two busy threads on the same core: the render gets a third of it at most.
        busy = await busyThreads(2);
        const loaded = recordingClock(2 * cpuMs + 100);
        const [image] = await reader.renderPages(scanned, 1, LIMITS, loaded.clock);
        expect([...image!.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
        // It took longer than its limit in wall-clock time, so a wall-clock limit would have refused it.
        expect(loaded.record.tookMs).toBeGreaterThan(2 * cpuMs + 100);
        expect(loaded.record.workMs).toBeLessThanOrEqual(2 * cpuMs + 100);
        // Past its CPU budget it is still refused, with the same error.
        await expect(
          reader.renderPages(scanned, 1, LIMITS, recordingClock(Math.max(10, cpuMs / 3)).clock),
        ).rejects.toEqual(new PdfThreadError("timeout"));
        // A thread started for a job (the one before was ended) loads pdf.js first: that is the pool's
        // work, not the document's, so a text PDF with 1 s of work is read though loading takes longer.
        const text = await reader.readText(await fixture("alberta-policy.pdf"), LIMITS, recordingClock(1000).clock);
        expect(text.text.length).toBeGreaterThan(100);
        // And a thread that makes no progress in time is ended by the wall-clock backstop, whatever its work.
        await expect(reader.renderPages(scanned, 1, LIMITS, recordingClock(600_000, 50).clock)).rejects.toEqual(
          new PdfThreadError("timeout"),
        );
      } finally {
        await Promise.all(busy.map((worker) => worker.terminate()));
        giveBack();
      }
      // The pool is usable after.
      const content = await reader.readText(await fixture("alberta-policy.pdf"), LIMITS, unlimited());
      expect(content.text.length).toBeGreaterThan(100);
    },
    120_000,
  );
});
