// First-load JavaScript of a page: the modules its HTML preloads or imports (not the route manifest
// React Router inlines, which names every route's chunk), gzip-compressed.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function firstLoadJavaScriptKb(html, clientDir) {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g)].map(
    (match) => match[1],
  );
  const imports = [...html.matchAll(/import\s*(?:[\w*{}\s,]+from\s*)?["'](\/assets\/[\w.-]+\.js)["']/g)].map(
    (match) => match[1],
  );
  const files = new Set([...preloads, ...imports]);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  return { files: files.size, kb: Math.round(bytes / 102.4) / 10 };
}
