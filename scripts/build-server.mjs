// Bundles the Hono server entry (server/main.ts) and precompresses the client assets.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { build } from "esbuild";

const root = new URL("..", import.meta.url).pathname;

// The PDF threads' script sits beside the server (server/adapters/pdf-threads.ts looks for it there).
await build({
  entryPoints: {
    "server-main": join(root, "server/main.ts"),
    "pdf-worker": join(root, "server/adapters/pdf-worker.ts"),
  },
  outdir: join(root, "build"),
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});

const COMPRESSIBLE = /\.(js|css|svg|json|txt|xml|html|webmanifest|map)$/;

function* walk(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(path);
    else yield path;
  }
}

let count = 0;
for (const file of walk(join(root, "build/client"))) {
  if (!COMPRESSIBLE.test(file) || statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  count += 1;
}
console.log(`server bundled; ${count} client files precompressed (br, gz)`);
