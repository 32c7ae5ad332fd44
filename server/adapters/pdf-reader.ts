import { getDocumentProxy, renderPageAsImage } from "unpdf";
import { textFromPositions, type PositionedWord } from "../../core/policy-analysis/positioned-text";
import { decodedStreamBytes } from "./pdf-streams";

// pdf.js calls ArrayBuffer.prototype.transferToFixedLength (Node 22+) while rendering; Node 20 lacks it,
// and without it pages render blank. A copying stand-in has the same observable result.
const arrayBufferPrototype = ArrayBuffer.prototype as ArrayBuffer & {
  transferToFixedLength?: (length?: number) => ArrayBuffer;
};
if (typeof arrayBufferPrototype.transferToFixedLength !== "function") {
  Object.defineProperty(ArrayBuffer.prototype, "transferToFixedLength", {
    configurable: true,
    writable: true,
    value(this: ArrayBuffer, length: number = this.byteLength): ArrayBuffer {
      const copy = new ArrayBuffer(length);
      new Uint8Array(copy).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
      return copy;
    },
  });
}

export type PdfProblem = "encrypted" | "unreadable" | "too_many_pages" | "too_large";

export class PdfReadError extends Error {
  override name = "PdfReadError";
  constructor(readonly problem: PdfProblem) {
    super(problem);
  }
}

export interface PdfContent {
  pages: number;
  /** The text layer, pages joined by blank lines. */
  text: string;
}

/** Characters of real text below which a PDF counts as scanned (image only). */
const MIN_TEXT_CHARACTERS = 40;

/** Scale of a scanned page rendered for OCR: about 200 dpi for a Letter page. */
const RENDER_SCALE = 2.5;

/** The document, read by pdf.js with no eval and no image larger than `maxPixels`. */
async function openPdf(bytes: Uint8Array, maxPixels: number) {
  try {
    // pdf.js may detach the buffer it is given; keep the caller's bytes intact.
    return await getDocumentProxy(new Uint8Array(bytes), {
      isEvalSupported: false,
      stopAtErrors: true,
      maxImageSize: maxPixels,
    });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new PdfReadError(name === "PasswordException" ? "encrypted" : "unreadable");
  }
}

/**
 * Reads a PDF's text layer; throws PdfReadError for encrypted, damaged, over-long documents, and for
 * one whose streams would decode to more than `maxPixels` RGBA pixels' worth of bytes (a deflate or
 * LZW bomb), which is measured before pdf.js decodes anything. `renderPdfPages` relies on this check.
 */
export async function readPdfText(
  bytes: Uint8Array,
  limits: { maxPages: number; maxPixels: number },
): Promise<PdfContent> {
  if ((await decodedStreamBytes(bytes, limits.maxPixels * 4)) > limits.maxPixels * 4) {
    throw new PdfReadError("too_large");
  }
  const document = await openPdf(bytes, limits.maxPixels);
  try {
    if (document.numPages > limits.maxPages) throw new PdfReadError("too_many_pages");
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      // Positions as the page is shown (a landscape page's /Rotate applied), y growing downwards.
      const view = page.getViewport({ scale: 1 }).transform as number[];
      const words: PositionedWord[] = [];
      for (const item of content.items) {
        if (!("str" in item) || !Array.isArray(item.transform)) continue;
        const [a = 1, b = 0, c = 0, d = 1, x = 0, y = 0] = multiply(view, item.transform as number[]);
        // Words drawn sideways on the page as shown (a margin note) are left out of the rows.
        if (Math.abs(b) > Math.abs(a)) continue;
        const scale =
          Math.hypot(a, b) /
          Math.max(Math.hypot(...((item.transform as number[]).slice(0, 2) as [number, number])), 1e-6);
        words.push({ text: item.str, x, y, width: item.width * scale, height: Math.hypot(c, d) || item.height || 1 });
      }
      pages.push(textFromPositions(words));
      page.cleanup();
    }
    return { pages: document.numPages, text: pages.join("\n\n") };
  } catch (error) {
    if (error instanceof PdfReadError) throw error;
    throw new PdfReadError("unreadable");
  } finally {
    await document.destroy().catch(() => {});
  }
}

/** The product of two PDF transform matrices [a, b, c, d, e, f] (`m1` applied after `m2`). */
function multiply(m1: number[], m2: number[]): number[] {
  const [a1 = 1, b1 = 0, c1 = 0, d1 = 1, e1 = 0, f1 = 0] = m1;
  const [a2 = 1, b2 = 0, c2 = 0, d2 = 1, e2 = 0, f2 = 0] = m2;
  return [
    a1 * a2 + c1 * b2,
    b1 * a2 + d1 * b2,
    a1 * c2 + c1 * d2,
    b1 * c2 + d1 * d2,
    a1 * e2 + c1 * f2 + e1,
    b1 * e2 + d1 * f2 + f1,
  ];
}

/** Whether a text layer holds too little to be the document itself (a scan with at most a stamp). */
export function isScanned(content: PdfContent): boolean {
  return content.text.replace(/\s+/g, "").length < MIN_TEXT_CHARACTERS;
}

/**
 * Renders pages of a scanned PDF (already read by `readPdfText`) to PNG for OCR, at about 200 dpi, or
 * smaller when a page is so large that the image would pass `maxPixels` (a page can claim 200 inches).
 */
export async function renderPdfPages(bytes: Uint8Array, pages: number, maxPixels: number): Promise<Uint8Array[]> {
  const document = await openPdf(bytes, maxPixels);
  try {
    const images: Uint8Array[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const { width, height } = (await document.getPage(page)).getViewport({ scale: 1 });
      const scale = Math.min(RENDER_SCALE, Math.sqrt(maxPixels / Math.max(1, width * height)));
      // Encoded on this thread (a data URL is encoded synchronously; `encode` would hand the PNG to
      // libuv's pool), so the PDF thread's CPU time, which the time limit counts, holds all of it.
      const url = await renderPageAsImage(document, page, {
        canvasImport: () => import("@napi-rs/canvas"),
        scale,
        toDataURL: true,
      });
      images.push(new Uint8Array(Buffer.from(url.slice(url.indexOf(",") + 1), "base64")));
    }
    return images;
  } catch {
    throw new PdfReadError("unreadable");
  } finally {
    await document.destroy().catch(() => {});
  }
}
