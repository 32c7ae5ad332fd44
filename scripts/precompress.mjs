// What the build writes beside a client file for the server to send as it is (scripts/build-server.mjs).
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

/**
 * A file's brotli and gzip versions, each only when it is smaller than the file: however small the
 * file (a route's few hundred bytes count on every first load), and never one that would be larger.
 */
export function precompressed(content) {
  const br = brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
  const gz = gzipSync(content, { level: 9 });
  return {
    ...(br.length < content.length ? { br } : {}),
    ...(gz.length < content.length ? { gz } : {}),
  };
}
