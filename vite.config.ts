import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunk } from "./scripts/client-chunks";
import { messagePartsVitePlugin } from "./scripts/message-parts-plugin.mjs";

/**
 * React Router's production build, for the browser (decision 0033). Its package (7.18.4) sends every
 * export condition to dist/development, whose dev warnings are on; the server keeps what it resolves.
 */
const reactRouterDist = new URL("./node_modules/react-router/dist/production/", import.meta.url).pathname;
const REACT_ROUTER_PRODUCTION = [
  { find: /^react-router$/, replacement: `${reactRouterDist}index.mjs` },
  { find: /^react-router\/dom$/, replacement: `${reactRouterDist}dom-export.mjs` },
];

export default defineConfig(({ isSsrBuild, command }) => ({
  plugins: [messagePartsVitePlugin(), tailwindcss(), reactRouter()],
  resolve: {
    alias: [
      { find: "~", replacement: new URL("./app", import.meta.url).pathname },
      ...(command === "build" && !isSsrBuild ? REACT_ROUTER_PRODUCTION : []),
    ],
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "pino"],
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      // Small shared chunks stay apart (experimentalMinChunkSize 0): merged, a page loaded modules it does not use.
      output: isSsrBuild ? {} : { experimentalMinChunkSize: 0, manualChunks: clientChunk },
      // The server imports every part of the catalogue; part-loaders.ts's chunks are the browser's (0035).
      onwarn(warning, warn) {
        if (isSsrBuild && warning.message.includes("core/i18n/part-loaders.ts")) return;
        warn(warning);
      },
    },
  },
}));
