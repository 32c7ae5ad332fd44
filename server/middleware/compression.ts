import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import { constants, createBrotliCompress, createGzip } from "node:zlib";
import { createMiddleware } from "hono/factory";

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json|ld\+json)|image\/svg\+xml)/i;
const MIN_BYTES = 1024;

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
    const compressor =
      encoding === "br"
        ? createBrotliCompress({
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
          })
        : createGzip({ level: 6 });
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
    const headers = new Headers(response.headers);
    headers.delete("content-length");
    headers.set("content-encoding", encoding);
    headers.append("vary", "Accept-Encoding");
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
