import cluster from "node:cluster";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { PROJECT_ROOT } from "../db/project-root";
import { DEFAULT_CLIENT_DIR } from "./app";
import { bootServer, exitOnSignals } from "./boot";
import { buildFingerprint } from "./build-fingerprint";
import { announceWorkerReady, runPrimary } from "./cluster";
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
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    if (config.DATABASE_URL) {
      runPrimary({
        processes: config.WEB_CONCURRENCY,
        logger,
        onReady: (url) => {
          logger.info({ url, processes: config.WEB_CONCURRENCY }, "QuoteMaple is ready");
          console.log(`QuoteMaple is running at ${url} (${config.WEB_CONCURRENCY} processes)`);
        },
      });
      return;
    }
    // Said at start, where whoever set it looks: the embedded database lives in this one process.
    console.log(
      `WEB_CONCURRENCY=${config.WEB_CONCURRENCY} is ignored: the embedded database (PGlite) runs in one process. ` +
        "Set DATABASE_URL to a PostgreSQL server to run several.",
    );
    logger.warn({ WEB_CONCURRENCY: config.WEB_CONCURRENCY }, "PGlite runs in one process; WEB_CONCURRENCY ignored");
  }
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
  if (cluster.isWorker) {
    // The primary says where the site runs once every process serves it.
    for (const notice of notices) console.log(notice);
    announceWorkerReady(running.url);
    return;
  }
  logger.info({ url: running.url, database: running.database.kind }, "QuoteMaple is ready");
  console.log(`QuoteMaple is running at ${running.url}`);
  for (const notice of notices) console.log(notice);
}

main().catch((error: unknown) => {
  console.error("QuoteMaple could not start:", error instanceof Error ? error.message : error);
  process.exit(1);
});
