import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from "node:zlib";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { ContentfulStatusCode } from "hono/utils/http-status";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;
/** JSON is never streamed: the API builds each answer whole, so it is compressed in one call. */
const WHOLE_BODY = /^application\/(json|problem\+json)/i;
const BROTLI_PARAMS = {
  [constants.BROTLI_PARAM_QUALITY]: 4,
  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
};

type Encoding = "br" | "gzip";

/** Picks brotli over gzip when the client accepts both (q=0 means refused). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const quality = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name, quality ? Number(quality.slice(2)) : 1);
  }
  if ((accepted.get("br") ?? 0) > 0) return "br";
  if ((accepted.get("gzip") ?? 0) > 0) return "gzip";
  return null;
}

/**
 * Compresses dynamic responses (HTML streams, JSON) with brotli or gzip. Static assets are
 * precompressed at build time and served as they are.
 */
export function compression() {
  return createMiddleware(async (context, next) => {
    await next();
    const response = context.res;
    const encoding = chooseEncoding(context.req.header("accept-encoding"));
    const contentType = response.headers.get("content-type") ?? "";
    const contentLength = Number(response.headers.get("content-length") ?? Number.NaN);
    // `body` is asked last: on a kept page (already compressed) reading it would turn the server's
    // light response into a full stream and take it off @hono/node-server's direct write.
    if (
      !encoding ||
      context.req.method === "HEAD" ||
      response.headers.has("content-encoding") ||
      response.status === 204 ||
      response.status === 304 ||
      !COMPRESSIBLE.test(contentType) ||
      contentLength < MIN_BYTES ||
      !response.body
    ) {
      return;
    }
    if (WHOLE_BODY.test(contentType)) {
      context.res = undefined;
      context.res = await compressWhole(response, encoding);
      return;
    }
    const compressor = encoding === "br" ? createBrotliCompress({ params: BROTLI_PARAMS }) : createGzip({ level: 6 });
    // Flush after each chunk so a streamed HTML shell reaches the browser without waiting for the end.
    const flushKind = encoding === "br" ? constants.BROTLI_OPERATION_FLUSH : constants.Z_SYNC_FLUSH;
    const source = Readable.fromWeb(response.body as unknown as NodeReadableStream);
    source.on("data", (chunk: Buffer) => {
      if (!compressor.write(chunk)) source.pause();
      compressor.flush(flushKind);
    });
    compressor.on("drain", () => source.resume());
    source.on("end", () => compressor.end());
    source.on("error", (error) => compressor.destroy(error));
    const headers = encodedHeaders(response, encoding);
    headers.delete("content-length");
    // Hono merges the old response's headers into a newly assigned one; clear it first so the
    // original Content-Length does not come back.
    context.res = undefined;
    context.res = new Response(Readable.toWeb(compressor) as unknown as ReadableStream, {
      status: response.status,
      statusText: response.statusText,
      headers,
    });
  });
}

function encodedHeaders(response: Response, encoding: Encoding): Headers {
  const headers = new Headers(response.headers);
  headers.set("content-encoding", encoding);
  headers.append("vary", "Accept-Encoding");
  return headers;
}

/**
 * A JSON answer, compressed here when the middleware would compress it: the same bytes and headers
 * as `context.json()` followed by the middleware (which then leaves it alone, as it is encoded),
 * without building the answer twice. The middleware reads a body back from its Response, which on
 * @hono/node-server turns the light response into a full one with a web stream to read; here the
 * text is at hand (decision 0072). A body the middleware would not compress goes to it unchanged.
 */
export function compressedJson(context: Context, value: unknown, status: ContentfulStatusCode = 200): Response {
  const text = JSON.stringify(value);
  const encoding = context.req.method === "HEAD" ? null : chooseEncoding(context.req.header("accept-encoding"));
  const bytes = encoding ? Buffer.from(text) : null;
  if (!encoding || !bytes || bytes.byteLength < MIN_BYTES) {
    return context.body(text, status, { "Content-Type": "application/json" });
  }
  const compressed = compress(bytes, encoding);
  context.header("Vary", "Accept-Encoding", { append: true });
  return context.body(compressed, status, {
    "Content-Type": "application/json",
    "Content-Encoding": encoding,
    "Content-Length": String(compressed.byteLength),
  });
}

function compress(bytes: Uint8Array, encoding: Encoding) {
  return encoding === "br" ? brotliCompressSync(bytes, { params: BROTLI_PARAMS }) : gzipSync(bytes, { level: 6 });
}

/**
 * A whole body (a JSON answer) compressed in one synchronous call: a few kilobytes take microseconds
 * this way, where two stream conversions and a compressor stream cost more than the compression.
 * A body under MIN_BYTES is sent as it is, with its length.
 */
async function compressWhole(response: Response, encoding: Encoding): Promise<Response> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const init = { status: response.status, statusText: response.statusText };
  if (bytes.byteLength < MIN_BYTES) {
    const headers = new Headers(response.headers);
    headers.set("content-length", String(bytes.byteLength));
    return new Response(bytes, { ...init, headers });
  }
  const compressed = compress(bytes, encoding);
  const headers = encodedHeaders(response, encoding);
  headers.set("content-length", String(compressed.byteLength));
  return new Response(compressed, { ...init, headers });
}
