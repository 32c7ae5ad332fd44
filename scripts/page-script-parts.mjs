// The page script in parts (decisions 0032 and 0039): a core every page carries
// (app/page-script/main.ts) and the parts only some pages need, each carried by a page whose HTML has
// its marker attribute. Built here for the production build (build-islands.mjs) and for development
// (server/dev.ts) alike; the server picks a page's parts (app/lib/page-script.ts).
import { join } from "node:path";
import { build } from "esbuild";

/**
 * Each part: its entry under app/page-script/parts/, the attribute whose presence in a page's HTML
 * asks for it, and whether a page that hydrates needs it too (React draws FAQ answers without state).
 */
export const PAGE_SCRIPT_PARTS = [
  { name: "accordion", marker: "data-accordion", whenHydrating: true },
  { name: "carousel", marker: "data-carousel", whenHydrating: false },
  { name: "copy-link", marker: "data-copy-link", whenHydrating: false },
  { name: "floating-cta", marker: "data-floating-cta", whenHydrating: false },
  { name: "reading-progress", marker: "data-reading-progress", whenHydrating: false },
  { name: "toc", marker: "data-toc-spy", whenHydrating: false },
  { name: "typing-headline", marker: "data-typed-word", whenHydrating: false },
];

/** Builds the core and every part as IIFEs: `{ pageScript, pageScriptParts }` for PageAssets. */
export async function buildPageScripts(root, options = {}) {
  const iife = async (entry) => {
    const output = await build({
      ...options,
      entryPoints: [join(root, entry)],
      bundle: true,
      format: "iife",
      write: false,
    });
    return output.outputFiles[0].text.trim();
  };
  const pageScript = await iife("app/page-script/main.ts");
  const pageScriptParts = await Promise.all(
    PAGE_SCRIPT_PARTS.map(async ({ name, marker, whenHydrating }) => ({
      name,
      marker,
      whenHydrating,
      code: await iife(`app/page-script/parts/${name}.ts`),
    })),
  );
  return { pageScript, pageScriptParts };
}
