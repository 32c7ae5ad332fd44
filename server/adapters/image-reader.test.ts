import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { docx, gifJavascriptPolyglot, htmlDocument, zipArchive } from "../../tests/fixtures/hostile-uploads";
import { prepareImageForOcr, sniffFileType } from "./image-reader";

const PDF = Buffer.from("%PDF-1.7\n%\xe2\xe3\xcf\xd3\n", "latin1");

describe("sniffFileType", () => {
  it("reads PNG, JPEG and PDF from their first bytes, a PDF after a little leading junk too", () => {
    expect(sniffFileType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe("png");
    expect(sniffFileType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe("jpeg");
    expect(sniffFileType(PDF)).toBe("pdf");
    expect(sniffFileType(Buffer.concat([Buffer.from("Content-Type: application/pdf\r\n\r\n"), PDF]))).toBe("pdf");
  });

  it("never takes an archive, a page or a GIF for a PDF, even with %PDF- inside", () => {
    expect(sniffFileType(zipArchive([{ name: "policy.pdf", data: PDF, stored: true }]))).toBeNull();
    expect(sniffFileType(docx())).toBeNull();
    expect(sniffFileType(htmlDocument(true))).toBeNull();
    expect(sniffFileType(Buffer.from(`\xef\xbb\xbf \n<?xml version="1.0"?><!-- %PDF-1.4 -->`, "latin1"))).toBeNull();
    expect(sniffFileType(Buffer.concat([gifJavascriptPolyglot(), PDF]))).toBeNull();
    expect(sniffFileType(new Uint8Array(0))).toBeNull();
  });
});

describe("a scanned page prepared for OCR", () => {
  /** A grey scan: paper at 235 with speckle, a table rule across it, a letter's stem and a block of ink. */
  async function scan(): Promise<{ png: Uint8Array; width: number }> {
    const width = 600;
    const height = 200;
    const data = new Uint8Array(width * height).fill(235);
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let index = 0; index < data.length; index += 1) if (random() < 0.01) data[index] = 60; // speckle
    for (let x = 20; x < 580; x += 1) for (let y = 100; y < 102; y += 1) data[y * width + x] = 30; // a rule
    for (let y = 60; y < 140; y += 1) for (let x = 300; x < 308; x += 1) data[y * width + x] = 30; // a stem across it
    for (let y = 20; y < 50; y += 1) for (let x = 100; x < 130; x += 1) data[y * width + x] = 30; // ink
    const png = await sharp(data, { raw: { width, height, channels: 1 } })
      .png()
      .toBuffer();
    return { png: new Uint8Array(png), width };
  }

  it("is read once, its speckle and table rules whitened, its letters kept", async () => {
    const { png, width } = await scan();
    const readings = await prepareImageForOcr(png, 10_000_000, { scanned: true });
    expect(readings).toHaveLength(1);
    const { data } = await sharp(readings[0]!.image).extractChannel(0).raw().toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => data[y * width + x] ?? 0;
    expect(at(50, 100)).toBeGreaterThan(200); // the rule
    expect(at(304, 100)).toBeLessThan(100); // the stem where it crosses the rule
    expect(at(304, 70)).toBeLessThan(100);
    expect(at(115, 35)).toBeLessThan(100); // the ink
    // Speckle: hardly a dark pixel left on the paper away from the ink.
    let dark = 0;
    for (let y = 150; y < 200; y += 1) for (let x = 0; x < width; x += 1) if (at(x, y) < 128) dark += 1;
    expect(dark).toBeLessThan(30);
  });
});
