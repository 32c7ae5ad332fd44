import { extractText, getDocumentProxy, renderPageAsImage } from "unpdf";

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

export type PdfProblem = "encrypted" | "unreadable" | "too_many_pages";

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

/** Reads a PDF's text layer; throws PdfReadError for encrypted, damaged or over-long documents. */
export async function readPdfText(bytes: Uint8Array, maxPages: number): Promise<PdfContent> {
  let document: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    // pdf.js may detach the buffer it is given; keep the caller's bytes intact.
    document = await getDocumentProxy(new Uint8Array(bytes), { isEvalSupported: false, stopAtErrors: true });
  } catch (error) {
    const name = (error as { name?: string } | null)?.name;
    throw new PdfReadError(name === "PasswordException" ? "encrypted" : "unreadable");
  }
  try {
    if (document.numPages > maxPages) throw new PdfReadError("too_many_pages");
    const { text } = await extractText(document, { mergePages: false });
    return { pages: document.numPages, text: (text as string[]).join("\n\n") };
  } catch (error) {
    if (error instanceof PdfReadError) throw error;
    throw new PdfReadError("unreadable");
  } finally {
    await document.destroy().catch(() => {});
  }
}

/** Whether a text layer holds too little to be the document itself (a scan with at most a stamp). */
export function isScanned(content: PdfContent): boolean {
  return content.text.replace(/\s+/g, "").length < MIN_TEXT_CHARACTERS;
}

/** Renders pages of a scanned PDF to PNG for OCR (about 200 dpi for a Letter page). */
export async function renderPdfPages(bytes: Uint8Array, pages: number): Promise<Uint8Array[]> {
  const images: Uint8Array[] = [];
  for (let page = 1; page <= pages; page += 1) {
    try {
      const image = await renderPageAsImage(new Uint8Array(bytes), page, {
        canvasImport: () => import("@napi-rs/canvas"),
        scale: 2.5,
      });
      images.push(new Uint8Array(image));
    } catch {
      throw new PdfReadError("unreadable");
    }
  }
  return images;
}
