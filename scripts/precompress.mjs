// What the build writes beside a client file for the server to send as it is (scripts/build-server.mjs).
import { gzipAsync } from "@gfx/zopfli";
import { brotliCompressSync, constants } from "node:zlib";

/**
 * A file's brotli and gzip versions, each only when it is smaller than the file: however small the
 * file (a route's few hundred bytes count on every first load), and never one that would be larger.
 * gzip is made by Zopfli (decision 0041): the same format any browser reads, about 3% smaller than
 * zlib's level 9, made once at build time.
 */
export async function precompressed(content) {
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = Buffer.from(await gzipAsync(content, { numiterations: 15 }));
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  };
}
