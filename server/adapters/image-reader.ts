import sharp from "sharp";
import type { PageSegmentation } from "./ocr";
import { findPaper, warpToRectangle, withoutRules, type GreyImage } from "./page-warp";

export type UploadKind = "pdf" | "png" | "jpeg";

/** One way to read an image: the prepared image and how Tesseract should cut it into blocks. */
export interface OcrReading {
  image: Uint8Array;
  segmentation: PageSegmentation;
}

/**
 * Files of other formats that may hold "%PDF-" in their first kilobyte and still be read by pdf.js:
 * an archive storing a PDF (ZIP, so DOCX too), an HTML or XML page with it in a comment (a polyglot),
 * a GIF, a gzip stream, an old Office file. They are what their own signature says, never a PDF.
 */
const OTHER_SIGNATURES = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
  [0x50, 0x4b, 0x07, 0x08],
  [0x47, 0x49, 0x46, 0x38],
  [0x1f, 0x8b],
  [0xd0, 0xcf, 0x11, 0xe0],
  [0x52, 0x61, 0x72, 0x21],
  [0x37, 0x7a, 0xbc, 0xaf],
];

/** The file's real type from its first bytes; names and declared types are not trusted. */
export function sniffFileType(bytes: Uint8Array): UploadKind | null {
  const starts = (signature: readonly number[]) => signature.every((byte, index) => bytes[index] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpeg";
  if (OTHER_SIGNATURES.some(starts)) return null;
  const head = Buffer.from(bytes.subarray(0, 1024)).toString("latin1");
  // Markup (after a byte-order mark and blank space) is a page, whatever it holds.
  if (/^(?:\xef\xbb\xbf)?\s*</.test(head)) return null;
  // "%PDF-" may follow a little leading junk; readers look in the first kilobyte.
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
 * pixels), then prepares it for OCR: upright, grey, at most 2400 px wide, its light evened out and its
 * contrast stretched, read with automatic layout. A second reading follows: for a photo of a page or
 * card on a table, the paper straightened to a rectangle and its table rules whitened (page-warp.ts);
 * for any other image, the same image read as one block. Which reads better depends on the image (a
 * shadow can hide a corner; automatic layout can drop a plain page's lines), so the caller reads both
 * and keeps the better. A scanned PDF's page (`scanned`) is paper already: it is prepared once, cleaned
 * of speckle and table rules.
 */
export async function prepareImageForOcr(
  bytes: Uint8Array,
  maxPixels: number,
  options: { scanned: boolean } = { scanned: false },
): Promise<OcrReading[]> {
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
    const { data, info } = await sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" })
      .rotate()
      .grayscale()
      .resize({ width: Math.min(width, OCR_WIDTH), withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    const image: GreyImage = { data: new Uint8Array(data), width: info.width, height: info.height };
    // A scan is paper already: read once, its speckle cleaned and its table rules whitened.
    if (options.scanned) return [{ image: await forOcrScanned(image), segmentation: "auto" }];
    const plain = await forOcr(image, false);
    const readings: OcrReading[] = [{ image: plain, segmentation: "auto" }];
    // The second reading is a bonus: if straightening fails, the image as taken is read again as one
    // block of text (automatic layout can drop the lines of a plain page).
    const page = await straightened(image).catch(() => null);
    readings.push(
      page ? { image: await forOcr(page, true), segmentation: "sparse" } : { image: plain, segmentation: "block" },
    );
    return readings;
  } catch {
    throw new ImageReadError("unreadable");
  }
}

/** An image as Tesseract reads it best: light evened out, rules whitened if asked, contrast stretched, PNG. */
async function forOcr(image: GreyImage, unruled: boolean): Promise<Uint8Array> {
  const raw = { raw: { width: image.width, height: image.height, channels: 1 as const } };
  const background = await sharp(image.data, raw).blur(BACKGROUND_BLUR).grayscale().raw().toBuffer();
  const even: GreyImage = { data: flattened(image.data, background), width: image.width, height: image.height };
  const pixels = unruled ? withoutRules(even, { fringe: true }).data : even.data;
  const png = await sharp(pixels, raw).normalize().png({ compressionLevel: 1 }).toBuffer();
  return new Uint8Array(png);
}

/**
 * A scanned page as Tesseract reads it best: light evened out and contrast stretched, then its
 * speckle (a scanner's noise and dust) taken out by a 3 × 3 median, then its table rules whitened. On
 * a scan, Tesseract read a cell's amount glued to the rule beside it as one mark ("[3500" for "| $500")
 * or dropped a table's cells; the rules could not simply be whitened before, because stretched speckle
 * counted as ink and joined letters into runs as long as a rule, so letters lost their strokes.
 */
async function forOcrScanned(image: GreyImage): Promise<Uint8Array> {
  const raw = { raw: { width: image.width, height: image.height, channels: 1 as const } };
  const background = await sharp(image.data, raw).blur(BACKGROUND_BLUR).grayscale().raw().toBuffer();
  const even = await sharp(flattened(image.data, background), raw)
    .normalize()
    .median(SPECKLE_MEDIAN)
    .extractChannel(0)
    .raw()
    .toBuffer();
  const unruled = withoutRules({ data: new Uint8Array(even), width: image.width, height: image.height });
  const png = await sharp(unruled.data, raw).png({ compressionLevel: 1 }).toBuffer();
  return new Uint8Array(png);
}

/** The window of the median that takes a scan's speckle out: 3 pixels keeps a letter's thinnest stroke. */
const SPECKLE_MEDIAN = 3;

/** The width the paper is looked for at: enough to find its corners, small enough to be quick. */
const DETECT_WIDTH = 400;
/** A page or card straightened narrower than this is enlarged to it, so its letters are tall enough to read. */
const MIN_READ_WIDTH = 1800;
/** A photo this many times longer than wide (or wider than long) is not a page on a table. */
const MAX_ASPECT = 2.5;
/** The most pixels a straightened page may have (a Letter page at about 300 dpi). */
const MAX_STRAIGHT_PIXELS = 9_000_000;

/**
 * A photo of a page or card on a table, straightened to the paper alone (page-warp.ts); null for an
 * image that is all paper already (a scan, a screenshot) or where no page stands out.
 */
async function straightened(image: GreyImage): Promise<GreyImage | null> {
  const scale = image.width / DETECT_WIDTH;
  // A strip (a long screenshot) is no photographed page.
  if (scale < 1.5 || image.height > image.width * MAX_ASPECT || image.width > image.height * MAX_ASPECT) return null;
  const small = await sharp(image.data, { raw: { width: image.width, height: image.height, channels: 1 } })
    .resize({ width: DETECT_WIDTH })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const quad = findPaper({ data: new Uint8Array(small.data), width: small.info.width, height: small.info.height });
  if (!quad) return null;
  const warped = warpToRectangle(
    image,
    quad.map((point) => ({ x: point.x * scale, y: point.y * scale })),
  );
  if (warped.width * warped.height > MAX_STRAIGHT_PIXELS) return null;
  if (warped.width >= MIN_READ_WIDTH) return warped;
  const grownHeight = Math.round((warped.height * MIN_READ_WIDTH) / warped.width);
  if (MIN_READ_WIDTH * grownHeight > MAX_STRAIGHT_PIXELS) return warped;
  const grown = await sharp(warped.data, { raw: { width: warped.width, height: warped.height, channels: 1 } })
    .resize({ width: MIN_READ_WIDTH })
    .grayscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(grown.data), width: grown.info.width, height: grown.info.height };
}

/** How widely the paper's own brightness is measured around each pixel (a sigma, in pixels). */
const BACKGROUND_BLUR = 20;

/**
 * Evens out the light on a photo (a lamp on one side, a phone's shadow): each pixel divided by the
 * brightness of the paper around it, so ink is dark and paper white everywhere, where one contrast
 * stretch over the whole image leaves the shaded half grey and its words unread.
 */
function flattened(pixels: Uint8Array, background: Buffer): Buffer {
  const out = Buffer.alloc(pixels.length);
  for (let index = 0; index < pixels.length; index += 1) {
    out[index] = Math.min(255, Math.round((255 * (pixels[index] ?? 0)) / Math.max(background[index] ?? 0, 1)));
  }
  return out;
}
