/**
 * Whether a policy upload is a photo, from the first bytes of its file, without reading the rest
 * (decision 0025): when the OCR queue is full a photo is refused before its megabytes are read, so
 * the refusal is at once even in a burst. The bytes read are put back in front of the body, so the
 * request reads as it came. Anything not found in the first `maxBytes` counts as "not a photo": the
 * full read decides then, as for every upload.
 */
import { sniffFileType } from "../adapters/image-reader";

/** Bytes of a file's start that tell a PNG (8) or a JPEG (3). */
const SIGNATURE_BYTES = 8;
/** Base64 characters that hold them. */
const SIGNATURE_BASE64 = 12;
/** New bytes between two looks at the head of the body. */
const SEARCH_STEP = 512;

export interface PeekedUpload {
  /** The file starts with a PNG or JPEG signature. */
  photo: boolean;
  /** The same request, its body whole again. */
  request: Request;
}

function startsAsPhoto(bytes: Uint8Array): boolean {
  const kind = sniffFileType(bytes);
  return kind === "png" || kind === "jpeg";
}

const CRLF2 = Buffer.from("\r\n\r\n");

/** The start of the multipart part named "file" in `head`, or null while it is not all there. */
function multipartFileStart(head: Buffer, boundary: string): Uint8Array | null {
  const delimiter = Buffer.from(`--${boundary}`);
  let at = head.indexOf(delimiter);
  while (at >= 0) {
    const headersEnd = head.indexOf(CRLF2, at);
    if (headersEnd < 0) return null;
    const headers = head.subarray(at, headersEnd).toString("latin1");
    const dataStart = headersEnd + CRLF2.length;
    if (/content-disposition:[^\r\n]*;\s*name="?file"?(?:;|\s|$)/i.test(headers)) {
      return head.length >= dataStart + SIGNATURE_BYTES ? head.subarray(dataStart, dataStart + SIGNATURE_BYTES) : null;
    }
    at = head.indexOf(delimiter, dataStart);
  }
  return null;
}

/** The start of the JSON contract's `fileData` data URL, decoded, or null while it is not all there. */
function dataUrlFileStart(head: Buffer): Uint8Array | null {
  const match = /"fileData"\s*:\s*"data:[^",]*;base64,([A-Za-z0-9+/]{12})/.exec(head.toString("latin1"));
  return match ? new Uint8Array(Buffer.from(match[1]!.slice(0, SIGNATURE_BASE64), "base64")) : null;
}

function boundaryOf(contentType: string): string | null {
  return /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType)?.slice(1).find(Boolean) ?? null;
}

export async function peekUpload(request: Request, maxBytes: number): Promise<PeekedUpload> {
  const contentType = request.headers.get("content-type") ?? "";
  const boundary = /^multipart\/form-data/i.test(contentType) ? boundaryOf(contentType) : null;
  const json = /^application\/([\w.-]+\+)?json\b/i.test(contentType);
  if (!request.body || (!boundary && !json)) return { photo: false, request };
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  // The first `maxBytes`, copied once; looked at again only every SEARCH_STEP bytes, so a client
  // sending one byte at a time costs no more than one sending it all at once.
  const head = Buffer.alloc(maxBytes);
  let size = 0;
  let searched = 0;
  let start: Uint8Array | null = null;
  let ended = false;
  while (!start && size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) ended = true;
    else {
      chunks.push(value);
      head.set(value.subarray(0, maxBytes - size), size);
      size += value.byteLength;
    }
    if (ended || size >= maxBytes || size - searched >= SEARCH_STEP) {
      searched = size;
      const seen = head.subarray(0, Math.min(size, maxBytes));
      start = boundary ? multipartFileStart(seen, boundary) : dataUrlFileStart(seen);
    }
    if (ended) break;
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      if (ended) controller.close();
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  return {
    photo: start !== null && startsAsPhoto(start),
    request: new Request(request, { body, duplex: "half" } as RequestInit),
  };
}
