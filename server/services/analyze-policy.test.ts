import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { OcrError, type OcrEngine, type OcrJob } from "../adapters/ocr";
import type { PdfReader } from "../adapters/pdf-threads";
import { readDocumentText, WorkClock } from "./analyze-policy";

const limits = { maxPages: 10, ocrPages: 3, maxPixels: 40_000_000, timeoutMs: 20_000 };

/** A blank page image, as pdf.js renders a scanned page. */
const page = () =>
  sharp({ create: { width: 200, height: 260, channels: 3, background: "#fff" } })
    .png()
    .toBuffer()
    .then((buffer) => new Uint8Array(buffer));

/** A PDF reader whose document is scanned (no text layer), of `pages` pages. */
function scannedPdf(pages: number): PdfReader {
  const reader: Pick<PdfReader, "renderPages" | "warm" | "close"> & { readText: () => Promise<unknown> } = {
    readText: async () => ({ text: "", pages }),
    renderPages: async (_bytes: Uint8Array, count: number) => Promise.all(Array.from({ length: count }, page)),
    warm: async () => {},
    close: async () => {},
  };
  return reader as PdfReader;
}

/** An OCR engine reading each page in turn: `answers[n]` is page n's text, or an error it throws. */
function ocrOf(answers: (string | Error)[], segmentations: string[] = []): OcrEngine {
  let call = 0;
  const job: OcrJob = {
    start: async () => {},
    recognize: async (_image, _limit, segmentation = "auto") => {
      segmentations.push(segmentation);
      const answer = answers[call++];
      if (answer instanceof Error) throw answer;
      return { text: answer ?? "", confidence: 90, workMs: 10 };
    },
    done: () => {},
  };
  return {
    reserve: () => job,
    warm: async () => {},
    load: () => ({ running: 0, queued: 0, places: 1 }),
    close: async () => {},
  };
}

describe("reading a scanned PDF page by page", () => {
  it("keeps the pages already read when a later page runs out of time", async () => {
    const text = await readDocumentText(
      { ocr: ocrOf(["cover letter", "declarations", new OcrError("timeout")]), pdf: scannedPdf(3), limits },
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
      "pdf",
      () => {},
      new WorkClock(limits.timeoutMs),
    );
    expect(text.source).toBe("ocr");
    expect(text.readings).toEqual(["cover letter\n\ndeclarations"]);
  });

  it("still fails when the first page runs out of time", async () => {
    await expect(
      readDocumentText(
        { ocr: ocrOf([new OcrError("timeout")]), pdf: scannedPdf(2), limits },
        new Uint8Array([0x25, 0x50, 0x44, 0x46]),
        "pdf",
        () => {},
        new WorkClock(limits.timeoutMs),
      ),
    ).rejects.toBeInstanceOf(OcrError);
  });
});

describe("reading a scan of one page twice", () => {
  const read = (ocr: OcrEngine, pages: number) =>
    readDocumentText(
      { ocr, pdf: scannedPdf(pages), limits },
      new Uint8Array([0x25, 0x50, 0x44, 0x46]),
      "pdf",
      () => {},
      new WorkClock(limits.timeoutMs),
    );

  it("reads a one-page scan with automatic layout, then as one block", async () => {
    const segmentations: string[] = [];
    const text = await read(ocrOf(["by layout", "as one block"], segmentations), 1);
    expect(segmentations).toEqual(["auto", "block"]);
    expect(text.readings).toEqual(["by layout", "as one block"]);
  });

  it("keeps the first reading when the second runs out of time", async () => {
    const text = await read(ocrOf(["by layout", new OcrError("timeout")]), 1);
    expect(text.readings).toEqual(["by layout"]);
  });

  it("reads a scan of several pages once, page by page", async () => {
    const segmentations: string[] = [];
    const text = await read(ocrOf(["cover letter", "declarations"], segmentations), 2);
    expect(segmentations).toEqual(["auto", "auto"]);
    expect(text.readings).toEqual(["cover letter\n\ndeclarations"]);
  });
});
