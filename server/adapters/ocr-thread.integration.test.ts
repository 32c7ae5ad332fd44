import pino from "pino";
import sharp from "sharp";
import { afterAll, describe, expect, it } from "vitest";
import { createOcrEngine, OcrError } from "./ocr";

const engine = createOcrEngine(pino({ level: "silent" }), { workers: 1, queueLength: 2 });
afterAll(() => engine.close());

/** A small page of printed text. */
const page = () =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="200"><rect width="900" height="200" fill="#fff"/>` +
        `<text x="40" y="110" font-family="sans-serif" font-size="48" fill="#000">Policy Number ABC 123456</text></svg>`,
    ),
  )
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

const roomy = { workMs: 60_000, wallMs: 120_000 };

describe.runIf(process.platform === "linux")("the OCR thread's own CPU time", () => {
  it("is what a recognition reports as its work, counted in /proc's ticks and never more than it took", async () => {
    const image = await page();
    const job = engine.reserve();
    try {
      await job.start();
      await job.recognize(image, roomy); // starts the worker
      const started = performance.now();
      const result = await job.recognize(image, roomy);
      const took = performance.now() - started;
      expect(result.text).toMatch(/Policy/);
      expect(result.workMs).toBeGreaterThan(0);
      expect(result.workMs).toBeLessThanOrEqual(took + 10);
      // CPU time comes in ticks of 10 ms; wall-clock time almost never falls on one.
      expect(result.workMs % 10).toBe(0);
    } finally {
      job.done();
    }
  }, 60_000);

  it("stops a recognition that uses up its work limit, and the next one works", async () => {
    const image = await page();
    const job = engine.reserve();
    try {
      await job.start();
      await expect(job.recognize(image, { workMs: 1, wallMs: 120_000 })).rejects.toEqual(new OcrError("timeout"));
      expect((await job.recognize(image, roomy)).text).toMatch(/Policy/);
    } finally {
      job.done();
    }
  }, 60_000);
});
