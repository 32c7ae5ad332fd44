// The browser's bundles carry no messages (decision 0035). Every module that uses a part of the
// catalogue imports it for its side effect (`import "…/core/i18n/messages/home";`, decision 0022); in a
// browser bundle those imports become one call, `needPart("home")`, and the part arrives in the page's
// language only: from the page itself, or as a chunk of its own that core/i18n/part-loaders.ts loads.
// The server's bundles keep the real imports.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";

const REGISTRY = fileURLToPath(new URL("../core/i18n/registry.ts", import.meta.url));
/** A side-effect import of an English part (a French part is under messages/fr/, never imported so). */
const PART_IMPORT = /^import\s+["'](?:[^"']*\/)?i18n\/messages\/([\w-]+)(?:\.ts)?["'];?[ \t]*$/gm;
/** Modules that load parts themselves or are parts: left as they are. */
const OWN =
  /[\\/]core[\\/]i18n[\\/](part-loaders|registry|messages-en|messages-fr)\.ts$|[\\/]core[\\/]i18n[\\/]messages[\\/]/;
const SOURCE = /\.(ts|tsx)$/;

/** The module's code with its part imports turned into `needPart` calls, or null when it has none. */
export function withoutPartImports(code, id) {
  if (OWN.test(id) || !SOURCE.test(id)) return null;
  const parts = [];
  const stripped = code.replace(PART_IMPORT, (_line, part) => {
    parts.push(part);
    return "";
  });
  if (parts.length === 0) return null;
  const calls = parts.map((part) => `__qmNeedPart(${JSON.stringify(part)});`).join(" ");
  return `import { needPart as __qmNeedPart } from ${JSON.stringify(REGISTRY)}; ${calls}\n${stripped}`;
}

/** For Vite's browser build (the server's environment is left alone). */
export function messagePartsVitePlugin() {
  return {
    name: "quotemaple-message-parts",
    enforce: "pre",
    transform(code, id, options) {
      const isServer = options?.ssr || this.environment?.config?.consumer === "server";
      if (isServer) return null;
      const code2 = withoutPartImports(code, id.split("?")[0]);
      return code2 === null ? null : { code: code2, map: null };
    },
  };
}

/** For esbuild's browser bundles (the assistant island). */
export function messagePartsEsbuildPlugin() {
  return {
    name: "quotemaple-message-parts",
    setup(build) {
      build.onLoad({ filter: /[\\/](app|core)[\\/].*\.(ts|tsx)$/ }, async (args) => {
        const code = withoutPartImports(await readFile(args.path, "utf8"), args.path);
        return code === null ? undefined : { contents: code, loader: args.path.endsWith(".tsx") ? "tsx" : "ts" };
      });
    },
  };
}
