// First-load JavaScript of a page: the modules its HTML preloads or imports (not the route manifest
// React Router inlines, which names every route's chunk), gzip-compressed. The preloads are either
// link tags or, as the server writes pages now, the list its deferred module script adds after the
// first paint (app/lib/deferred-scripts.ts, decision 0024).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

export function firstLoadJavaScriptKb(html, clientDir) {
  const preloads = [...html.matchAll(/<link rel="modulepreload" href="(\/assets\/[\w.-]+\.js)"/g)].map(
    (match) => match[1],
  );
  const deferred = /\(function\(\)\{var h=(\[[^\]]*\])/.exec(html);
  if (deferred) preloads.push(...JSON.parse(deferred[1]));
  const imports = [...html.matchAll(/import\s*(?:[\w*{}\s,]+from\s*)?["'](\/assets\/[\w.-]+\.js)["']/g)].map(
    (match) => match[1],
  );
  const files = new Set([...preloads, ...imports]);
  let bytes = 0;
  for (const file of files) bytes += gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length;
  return { files: files.size, kb: Math.round(bytes / 102.4) / 10 };
}
