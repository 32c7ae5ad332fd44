import { deflateSync } from "node:zlib";
import { PDFDocument, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { deflateBomb, minimalPdf, pdfDeflateBomb, textContent } from "../../tests/fixtures/hostile-uploads";
import { decodedStreamBytes } from "./pdf-streams";

const MB = 1024 * 1024;

/** A PDF whose one content stream is `body` under these filters. */
function pdfWith(body: Buffer, filters: string[]): Buffer {
  const pdf = minimalPdf({ content: body, filter: "FlateDecode" }).toString("latin1");
  return Buffer.from(
    pdf.replace("/Filter /FlateDecode", `/Filter [${filters.map((f) => `/${f}`).join(" ")}]`),
    "latin1",
  );
}

/** PDF's LZW (9 to 12-bit codes, early change) of a list of codes. */
function lzwCodes(codes: number[]): Buffer {
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  let width = 9;
  let next = 258;
  for (const [index, code] of codes.entries()) {
    buffer = (buffer << width) | code;
    bits += width;
    while (bits >= 8) {
      bytes.push((buffer >>> (bits - 8)) & 255);
      bits -= 8;
    }
    buffer &= (1 << bits) - 1;
    if (code === 256) {
      width = 9;
      next = 258;
    } else if (index > 0 && codes[index - 1] !== 256 && next < 4096) {
      next += 1;
    }
    if (next + 1 >= 1 << width && width < 12) width += 1;
  }
  if (bits > 0) bytes.push((buffer << (8 - bits)) & 255);
  return Buffer.from(bytes);
}

/** An LZW bomb: a run of zeros whose table entries grow to 3838 bytes, then the longest one repeated. */
function lzwBomb(repeats: number): Buffer {
  const codes = [256, 0];
  for (let code = 258; code < 4096; code += 1) codes.push(code);
  for (let index = 0; index < repeats; index += 1) codes.push(4095);
  return lzwCodes([...codes, 257]);
}

describe("decodedStreamBytes", () => {
  it("measures an ordinary PDF's streams, well under any limit", async () => {
    const document = await PDFDocument.create();
    const font = await document.embedFont(StandardFonts.Helvetica);
    document.addPage().drawText("Policy Number: LM-4471-2209", { x: 50, y: 700, font });
    const size = await decodedStreamBytes(await document.save(), 160 * MB);
    expect(size).toBeGreaterThan(20);
    expect(size).toBeLessThan(64 * 1024);
    expect(await decodedStreamBytes(minimalPdf({ content: textContent(["plain"]) }), MB)).toBeLessThan(200);
  });

  it("stops counting a deflate bomb just past the limit, at once", async () => {
    // The bomb inflates to a gigabyte; counting stops just past 160 MB.
    const size = await decodedStreamBytes(pdfDeflateBomb(1024), 160 * MB);
    expect(size).toBeGreaterThan(160 * MB);
    expect(size).toBeLessThan(170 * MB);
  });

  it("follows a chain: a bomb inside Flate inside ASCIIHex, and one under a Flate that looks small", async () => {
    const inner = deflateBomb(64);
    const hex = Buffer.from(`${deflateSync(inner).toString("hex")}>`);
    expect(
      await decodedStreamBytes(pdfWith(hex, ["ASCIIHexDecode", "FlateDecode", "FlateDecode"]), 16 * MB),
    ).toBeGreaterThan(16 * MB);
    expect(await decodedStreamBytes(pdfWith(deflateSync(inner), ["Fl", "Fl"]), 16 * MB)).toBeGreaterThan(16 * MB);
  });

  it("counts LZW: the specification's example, and a bomb", async () => {
    // ISO 32000-1, 7.4.4.2: "-----A---B" as 256 45 258 258 65 259 66 257.
    const example = lzwCodes([256, 45, 258, 258, 65, 259, 66, 257]);
    expect(example).toEqual(Buffer.from([0x80, 0x0b, 0x60, 0x50, 0x22, 0x0c, 0x0c, 0x85, 0x01]));
    expect(await decodedStreamBytes(pdfWith(example, ["LZWDecode"]), MB)).toBe(10);
    const bomb = lzwBomb(20_000);
    expect(bomb.length).toBeLessThan(40_000);
    expect(await decodedStreamBytes(pdfWith(bomb, ["LZW"]), 16 * MB)).toBeGreaterThan(16 * MB);
    // Decoded in full when another filter follows: "-----A---B" read as hex is the one byte 0xAB.
    expect(await decodedStreamBytes(pdfWith(example, ["LZW", "AHx"]), MB)).toBe(1);
  });

  it("counts run-length and ASCII85 output, and stops at an image codec", async () => {
    const runs = Buffer.from([255, 7, 2, 1, 2, 3, 128]);
    expect(await decodedStreamBytes(pdfWith(runs, ["RunLengthDecode"]), MB)).toBe(2 + 3);
    const a85 = Buffer.from(`${"z".repeat(1000)}~>`);
    expect(await decodedStreamBytes(pdfWith(a85, ["ASCII85Decode"]), MB)).toBe(4000);
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]);
    expect(await decodedStreamBytes(pdfWith(jpeg, ["DCTDecode"]), MB)).toBe(jpeg.length);
  });
});
