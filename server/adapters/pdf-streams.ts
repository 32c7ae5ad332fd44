import { createInflate } from "node:zlib";

/**
 * How much a PDF's streams decode to, measured before pdf.js decodes them. pdf.js keeps a decoded
 * stream in memory whole and runs on the server's thread, so a deflate or LZW "bomb" (a megabyte that
 * inflates to a gigabyte) would block every request for seconds per megabyte and exhaust memory.
 * Counting stops at `limit`, so the measure itself never holds more than one stage of one stream.
 *
 * Streams are found by their `stream` keyword and read up to `endstream`; their /Filter chain is
 * followed through the filters that can grow data (Flate, LZW, run-length) and the text encodings that
 * may wrap them (ASCIIHex, ASCII85). A chain that reaches an image codec (DCT, JPX, JBIG2, CCITT) stops
 * there: those are bounded by the image's declared size, which pdf.js checks (maxImageSize).
 */
export async function decodedStreamBytes(pdf: Uint8Array, limit: number): Promise<number> {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString("latin1");
  let total = 0;
  for (const stream of findStreams(text)) {
    total += await decodedLength(pdf.subarray(stream.start, stream.end), stream.filters, limit - total);
    if (total > limit) return total;
  }
  return total;
}

interface StreamLocation {
  start: number;
  end: number;
  filters: string[];
}

const FILTER_NAMES: Record<string, string> = {
  Fl: "FlateDecode",
  LZW: "LZWDecode",
  RL: "RunLengthDecode",
  AHx: "ASCIIHexDecode",
  A85: "ASCII85Decode",
};

function* findStreams(text: string): Generator<StreamLocation> {
  const keyword = /(?<!end)stream(?:\r\n|\n|\r)/g;
  for (let match = keyword.exec(text); match; match = keyword.exec(text)) {
    const start = match.index + match[0].length;
    const endAt = text.indexOf("endstream", start);
    let end = endAt < 0 ? text.length : endAt;
    // The end-of-line before "endstream" is not data.
    if (text[end - 1] === "\n") end -= 1;
    if (text[end - 1] === "\r") end -= 1;
    // The stream's dictionary: from the object's start ("n g obj"), at most a few kilobytes back.
    const before = text.slice(Math.max(0, match.index - 4096), match.index);
    const dictionary = before.slice(before.lastIndexOf("obj") + 1);
    const filter = /\/Filter\s*(\[[^\]]*\]|\/[A-Za-z0-9]+)/.exec(dictionary)?.[1] ?? "";
    const filters = [...filter.matchAll(/\/([A-Za-z0-9]+)/g)].map((name) => FILTER_NAMES[name[1]!] ?? name[1]!);
    keyword.lastIndex = Math.max(end, start);
    yield { start, end, filters };
  }
}

/** The size of the last stage the chain can decode; earlier stages are decoded (each within the limit). */
async function decodedLength(body: Uint8Array, filters: string[], limit: number): Promise<number> {
  let data = body;
  for (const [index, filter] of filters.entries()) {
    const last = index === filters.length - 1;
    switch (filter) {
      case "FlateDecode": {
        const inflated = await inflate(data, limit, last);
        if (typeof inflated === "number") return inflated;
        data = inflated;
        break;
      }
      case "LZWDecode": {
        const decoded = lzwDecode(data, limit, last);
        if (typeof decoded === "number") return decoded;
        data = decoded;
        break;
      }
      case "RunLengthDecode": {
        const decoded = runLengthDecode(data, limit);
        if (typeof decoded === "number") return decoded;
        data = decoded;
        break;
      }
      case "ASCIIHexDecode":
        data = asciiHexDecode(data);
        break;
      case "ASCII85Decode":
        data = ascii85Decode(data);
        break;
      default:
        // An image codec or an unknown filter: what it makes is bounded elsewhere, or pdf.js refuses it.
        return data.length;
    }
  }
  return data.length;
}

/**
 * Inflates a zlib stream off the main thread: counts the output (when `countOnly`) or collects it,
 * stopping as soon as it passes `limit`. A damaged stream counts what it gave before the damage.
 */
function inflate(data: Uint8Array, limit: number, countOnly: boolean): Promise<number | Uint8Array> {
  return new Promise((resolve) => {
    const inflater = createInflate();
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      resolve(countOnly || size > limit ? size : new Uint8Array(Buffer.concat(chunks)));
    };
    inflater.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (!countOnly) chunks.push(chunk);
      if (size > limit) {
        finish();
        inflater.destroy();
      }
    });
    inflater.on("end", finish);
    inflater.on("error", finish);
    inflater.on("close", finish);
    inflater.end(data);
  });
}

/** Collects decoded bytes in a buffer that doubles as needed, stopping just past `limit`. */
class ByteSink {
  private bytes = new Uint8Array(4096);
  length = 0;

  constructor(private readonly limit: number) {}

  /** Room for `count` more bytes, or false once the limit would be passed. */
  reserve(count: number): boolean {
    if (this.length + count > this.limit) return false;
    if (this.length + count > this.bytes.length) {
      const grown = new Uint8Array(Math.min(this.limit, Math.max(this.bytes.length * 2, this.length + count)));
      grown.set(this.bytes.subarray(0, this.length));
      this.bytes = grown;
    }
    return true;
  }

  set(offset: number, byte: number): void {
    this.bytes[this.length + offset] = byte;
  }

  result(): Uint8Array {
    return this.bytes.slice(0, this.length);
  }
}

/**
 * LZW as PDF uses it (9 to 12-bit codes, 256 clears, 257 ends, the code width growing one code early).
 * Counting needs only each table entry's length, so a count never builds the output.
 */
function lzwDecode(data: Uint8Array, limit: number, countOnly: boolean): number | Uint8Array {
  const lengths = new Uint32Array(4096);
  const prefixes = new Int32Array(4096);
  const suffixes = new Uint8Array(4096);
  const firsts = new Uint8Array(4096);
  for (let code = 0; code < 256; code += 1) {
    lengths[code] = 1;
    suffixes[code] = code;
    firsts[code] = code;
  }
  const sink = new ByteSink(limit);
  let size = 0;
  let width = 9;
  let next = 258;
  let previous = -1;
  let buffer = 0;
  let bits = 0;
  const done = () => (countOnly ? size : sink.result());
  for (const byte of data) {
    buffer = ((buffer << 8) | byte) & 0xffffff;
    bits += 8;
    while (bits >= width) {
      const code = (buffer >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      if (code === 256) {
        width = 9;
        next = 258;
        previous = -1;
        continue;
      }
      if (code === 257 || code > next || (code === next && previous < 0)) return done();
      if (previous >= 0 && next < 4096) {
        lengths[next] = lengths[previous]! + 1;
        prefixes[next] = previous;
        firsts[next] = firsts[previous]!;
        suffixes[next] = code === next ? firsts[previous]! : firsts[code]!;
        next += 1;
      }
      const length = lengths[code]!;
      size += length;
      if (size > limit) return size;
      if (!countOnly) {
        sink.reserve(length);
        for (let at = code, offset = length - 1; offset >= 0; at = prefixes[at]!, offset -= 1) {
          sink.set(offset, suffixes[at]!);
        }
        sink.length += length;
      }
      previous = code;
      if (next + 1 >= 1 << width && width < 12) width += 1;
    }
  }
  return done();
}

/** Run-length decoding (a length byte, then literal bytes or one repeated byte), up to just past `limit`. */
function runLengthDecode(data: Uint8Array, limit: number): number | Uint8Array {
  const sink = new ByteSink(limit);
  for (let index = 0; index < data.length;) {
    const length = data[index]!;
    if (length === 128) break;
    const count = length < 128 ? length + 1 : 257 - length;
    if (!sink.reserve(count)) return limit + 1;
    for (let offset = 0; offset < count; offset += 1) {
      sink.set(offset, length < 128 ? (data[index + 1 + offset] ?? 0) : (data[index + 1] ?? 0));
    }
    sink.length += count;
    index += length < 128 ? length + 2 : 2;
  }
  return sink.result();
}

function asciiHexDecode(data: Uint8Array): Uint8Array {
  const text = Buffer.from(data).toString("latin1");
  const digits = text.slice(0, text.includes(">") ? text.indexOf(">") : undefined).replace(/[^0-9A-Fa-f]/g, "");
  return new Uint8Array(Buffer.from(digits.length % 2 ? `${digits}0` : digits, "hex"));
}

/** ASCII85 ("z" stands for four zero bytes, so the output is at most four times the input). */
function ascii85Decode(data: Uint8Array): Uint8Array {
  const text = Buffer.from(data).toString("latin1").replace(/\s+/g, "");
  const body = text.slice(text.startsWith("<~") ? 2 : 0, text.includes("~>") ? text.indexOf("~>") : undefined);
  const out = new Uint8Array(body.length * 4);
  let length = 0;
  let group: number[] = [];
  const flush = (count: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    for (let index = 0; index < count; index += 1) out[length++] = (value >>> (24 - 8 * index)) & 255;
    group = [];
  };
  for (const char of body) {
    if (char === "z" && group.length === 0) {
      length += 4;
      continue;
    }
    const digit = char.charCodeAt(0) - 33;
    if (digit < 0 || digit > 84) continue;
    group.push(digit);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return out.slice(0, length);
}
