// How the browser's JavaScript is split into files (decision 0024). Every page loads the framework and
// the root layout, so their modules go into two files instead of the dozens Rollup would otherwise
// make of them; modules only some pages use are left to Rollup's own splitting.
import type { GetManualChunk, ManualChunkMeta } from "rollup";

const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;
const ROOT_MODULE = /[\\/]app[\\/]root\.tsx$/;

let shell: Set<string> | undefined;

/** The site's own modules the root layout imports statically, directly or through others (no packages). */
function rootClosure(meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const root = [...meta.getModuleIds()].find((id) => ROOT_MODULE.test(id));
  const pending = root ? [root] : [];
  while (pending.length > 0) {
    const id = pending.pop()!;
    // Packages are left to Rollup, which drops what a barrel module ("radix-ui") re-exports unused.
    if (seen.has(id) || id.includes("/node_modules/")) continue;
    seen.add(id);
    pending.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

export const clientChunk: GetManualChunk = (id, meta) => {
  if (FRAMEWORK.test(id)) return "framework";
  shell ??= rootClosure(meta);
  if (shell.has(id)) return "shell";
  return undefined;
};
