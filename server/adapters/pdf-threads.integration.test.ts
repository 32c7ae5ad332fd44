import { readFile } from "node:fs/promises";
import { join } from "node:path";
import pino from "pino";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { ensurePolicyFixtures } from "../../tests/fixtures/policies/generate";
import { PdfReadError } from "./pdf-reader";
import { createPdfReader, PdfBusyError, PdfThreadError, type JobClock, type PdfReader } from "./pdf-threads";

/**
 * The PDF threads (decision 0025) with real pdf.js worker threads: what the analyzer reads through
 * them, a job past its time ending its thread without harming the next, and a full queue refusing.
 */
const LIMITS = { maxPages: 10, maxPixels: 40_000_000 };
const unlimited = (ms = 60_000): JobClock => ({ pause: (promise) => promise, remainingMs: () => ms });

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
});
