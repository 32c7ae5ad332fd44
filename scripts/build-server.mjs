// Bundles the Hono server entry (server/main.ts) and precompresses the client assets.
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";
import { precompressed } from "./precompress.mjs";

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
  if (!COMPRESSIBLE.test(file)) continue;
  const { br, gz } = await precompressed(readFileSync(file));
  if (br) writeFileSync(`${file}.br`, br);
  if (gz) writeFileSync(`${file}.gz`, gz);
  count += 1;
}
console.log(`server bundled; ${count} client files precompressed (br, gz)`);
