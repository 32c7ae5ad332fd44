// Builds what pages that do not hydrate run (decision 0032), after the React Router build:
// - the page script (app/page-script/main.ts), one IIFE the server writes into every page's <head>;
// - the assistant island (app/islands/assistant.tsx), ES modules in build/client/assets/island-*.js,
//   loaded when the visitor opens the concierge.
// Both are named in build/islands.json, which the server reads at start.
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { messagePartsEsbuildPlugin } from "./message-parts-plugin.mjs";

const root = new URL("..", import.meta.url).pathname;
const clientDir = join(root, "build", "client");
const common = {
  bundle: true,
  minify: true,
  target: ["es2020", "chrome100", "firefox100", "safari15"],
  jsx: "automatic",
  define: { "process.env.NODE_ENV": '"production"' },
  legalComments: "none",
  logLevel: "warning",
};

const page = await build({
  ...common,
  entryPoints: [join(root, "app/page-script/main.ts")],
  format: "iife",
  write: false,
});
const pageScript = page.outputFiles[0].text.trim();

const island = await build({
  ...common,
  entryPoints: { assistant: join(root, "app/islands/assistant.tsx") },
  // Its messages come in the page's language, as chunks of their own (decision 0035).
  plugins: [messagePartsEsbuildPlugin()],
  format: "esm",
  splitting: true,
  // Flat in assets/ (hashed names there are served as they are, server/http/canonical-path.ts).
  outdir: join(clientDir, "assets"),
  entryNames: "island-[name]-[hash]",
  chunkNames: "island-chunk-[hash]",
  metafile: true,
});
// Its parts of the catalogue are entry points too (dynamic imports): the island is the one named.
const entry = Object.entries(island.metafile.outputs).find(([, output]) =>
  output.entryPoint?.endsWith("islands/assistant.tsx"),
);
if (!entry) throw new Error("the assistant island was not built");
const assistantIsland = `/${relative(clientDir, join(root, entry[0]))}`;

writeFileSync(join(root, "build", "islands.json"), JSON.stringify({ pageScript, assistantIsland }, null, 2));
console.log(`page script ${(pageScript.length / 1024).toFixed(1)} KB; assistant island ${assistantIsland}`);
