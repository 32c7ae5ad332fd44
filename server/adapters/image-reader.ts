import sharp from "sharp";

export type UploadKind = "pdf" | "png" | "jpeg";

/** The file's real type from its first bytes; names and declared types are not trusted. */
export function sniffFileType(bytes: Uint8Array): UploadKind | null {
  const starts = (...signature: number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  // "%PDF-" may follow a little leading junk; readers look in the first kilobyte.
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  if (head.includes("%PDF-")) return "pdf";
  return null;
}

export class ImageReadError extends Error {
  override name = "ImageReadError";
  constructor(readonly problem: "too_many_pixels" | "unreadable") {
    super(problem);
  }
}

const OCR_WIDTH = 2400;

/**
 * Checks an image's size from its header before decoding it (a small file can claim billions of
 * pixels), then prepares it for OCR: upright, grey, at most 2400 px wide, contrast stretched.
 */
export async function prepareImageForOcr(bytes: Uint8Array, maxPixels: number): Promise<Uint8Array> {
  let width = 0;
  let height = 0;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    width = metadata.width ?? 0;
    height = metadata.height ?? 0;
  } catch {
    throw new ImageReadError("unreadable");
  }
  if (width * height > maxPixels) throw new ImageReadError("too_many_pixels");
  if (width === 0 || height === 0) throw new ImageReadError("unreadable");
  try {
    const prepared = await sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" })
      .rotate()
      .grayscale()
      .resize({ width: Math.min(width, OCR_WIDTH), withoutEnlargement: true })
      .normalize()
      .png({ compressionLevel: 1 })
      .toBuffer();
    return new Uint8Array(prepared);
  } catch {
    throw new ImageReadError("unreadable");
  }
}
