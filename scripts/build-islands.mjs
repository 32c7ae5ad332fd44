// Builds what pages that do not hydrate run (decision 0032), after the React Router build:
// - the page script (app/page-script/main.ts and its parts, page-script-parts.mjs), IIFEs the server
//   writes into a page's <head>;
// - the assistant island (app/islands/assistant.tsx), ES modules in build/client/assets/island-*.js,
//   loaded when the visitor opens the concierge.
// Both are named in build/islands.json, which the server reads at start.
import { writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "esbuild";
import { messagePartsEsbuildPlugin } from "./message-parts-plugin.mjs";
import { buildPageScripts } from "./page-script-parts.mjs";

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

const { pageScript, pageScriptParts } = await buildPageScripts(root, common);

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

writeFileSync(
  join(root, "build", "islands.json"),
  JSON.stringify({ pageScript, pageScriptParts, assistantIsland }, null, 2),
);
const kb = (code) => `${(code.length / 1024).toFixed(1)} KB`;
const parts = pageScriptParts.map((part) => `${part.name} ${kb(part.code)}`).join(", ");
console.log(`page script ${kb(pageScript)} (parts: ${parts}); assistant island ${assistantIsland}`);
