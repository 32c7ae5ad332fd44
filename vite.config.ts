import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { clientChunk } from "./scripts/client-chunks";

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": new URL("./app", import.meta.url).pathname },
  },
  ssr: {
    external: ["@electric-sql/pglite", "pg", "pino"],
  },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: isSsrBuild ? {} : { experimentalMinChunkSize: 5000, manualChunks: clientChunk },
    },
  },
}));
