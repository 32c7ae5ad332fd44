import type { ServerBuild } from "react-router";
import { createServer as createViteServer } from "vite";
import { buildPageScripts } from "../scripts/page-script-parts.mjs";
import { bootServer, exitOnSignals } from "./boot";
import { loadConfig } from "./config";
import { createLogger } from "./logger";

/** Development: Vite serves the app with hot reload; the Hono server handles everything else. */
const config = loadConfig({ NODE_ENV: "development", ...process.env });
const logger = createLogger(config);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });
// The page script is built here as the production build does it (decision 0032); Vite serves the island.
const pageScripts = await buildPageScripts(process.cwd(), { logLevel: "warning" });
const running = await bootServer({
  config,
  logger,
  pageAssets: { ...pageScripts, assistantIsland: "/app/islands/assistant.tsx" },
  getServerBuild: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  preHandler: (request, response, next) => vite.middlewares(request, response, next),
});
exitOnSignals(running, logger);
const closeServer = running.close.bind(running);
running.close = async () => {
  await vite.close();
  await closeServer();
};
console.log(`\n  QuoteMaple (development) is running at ${running.url}\n`);
