// First-load JavaScript of a page: every /assets/*.js its HTML loads or preloads, gzip-compressed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function firstLoadJavaScriptKb(html, clientDir) {
  const files = new Set([...html.matchAll(/\/assets\/[\w.-]+\.js/g)].map((match) => match[0]));
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  return { files: files.size, kb: Math.round(bytes / 102.4) / 10 };
}
