import { describe, expect, it } from "vitest";
import { docx, gifJavascriptPolyglot, htmlDocument, zipArchive } from "../../tests/fixtures/hostile-uploads";
import { sniffFileType } from "./image-reader";

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
