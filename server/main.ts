import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { PROJECT_ROOT } from "../db/project-root";
import { DEFAULT_CLIENT_DIR } from "./app";
import { bootServer, exitOnSignals } from "./boot";
import { buildFingerprint } from "./build-fingerprint";
import { ConfigError, loadConfig } from "./config";
import { createLogger } from "./logger";

/** Production entry: serves the built app (npm start runs the build first when needed). */
async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config);
  const serverBuildFile = join(PROJECT_ROOT, "build", "server", "index.js");
  if (!existsSync(serverBuildFile)) {
    console.error("No build found. Run `npm run build` (or `npm start`, which builds when needed).");
    process.exit(1);
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  // Notices for the person at the terminal (the first admin's password) come last, under the address.
  // If the start fails after they were made (the port is taken), they are printed all the same: the
  // first admin's password is shown only once.
  const notices: string[] = [];
  let running;
  try {
    running = await bootServer({
      config,
      logger,
      getServerBuild: async () => build,
      clientDir: DEFAULT_CLIENT_DIR,
      pageStoreBuild: buildFingerprint(join(PROJECT_ROOT, "build")),
      print: (text) => notices.push(text),
    });
  } catch (error) {
    for (const notice of notices) console.log(notice);
    throw error;
  }
  exitOnSignals(running, logger);
  logger.info({ url: running.url, database: running.database.kind }, "QuoteMaple is ready");
  console.log(`QuoteMaple is running at ${running.url}`);
  for (const notice of notices) console.log(notice);
}

main().catch((error: unknown) => {
  console.error("QuoteMaple could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
