import { join } from "node:path";
import { pathToFileURL } from "node:url";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { PROJECT_ROOT } from "../../db/project-root";
import { DEFAULT_CLIENT_DIR } from "../../server/app";
import { bootServer } from "../../server/boot";
import { loadConfig } from "../../server/config";
import { reminderDependencies, runReminderPass } from "../../server/services/come-back";

/**
 * The server of the come-back journeys (tests/e2e/come-back.spec.ts), in a process of its own (run
 * with tsx, a child of the journey's worker): the built app as `npm start` serves it, on a fresh
 * database, sending its e-mails to SMTP_URL. Over IPC it runs the renewal reminder job on a date the
 * journey chooses, against its own database, and says how many reminders it queued.
 */
const logger = pino({ level: "silent" });
const build = (await import(pathToFileURL(join(PROJECT_ROOT, "build", "server", "index.js")).href)) as ServerBuild;
const server = await bootServer({
  config: loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: "memory://",
    LOG_LEVEL: "silent",
    SMTP_URL: process.env.SMTP_URL,
    RETENTION_ENABLED: "false",
    PAGE_PRERENDER: "false",
    OCR_WORKERS: "1",
    PDF_WORKERS: "1",
    STAFF_BOOTSTRAP_PASSWORD: "come-back-journey-password",
  }),
  logger,
  getServerBuild: async () => build,
  clientDir: DEFAULT_CLIENT_DIR,
  print: () => {},
});

type Request = { type: "remind"; id: number; now: string } | { type: "stop" };

process.on("message", (message: Request) => {
  if (message.type === "stop") {
    void server.close().then(() => process.exit(0));
    return;
  }
  const now = new Date(message.now);
  runReminderPass(
    reminderDependencies({
      database: server.database,
      logger,
      now: () => now,
      siteUrl: "http://localhost:3000",
      partnerTimeoutMs: 2500,
      onQueued: () => server.wakeOutbox(),
    }),
  ).then(
    (result) => process.send?.({ type: "reminded", id: message.id, sent: result.sent }),
    (error: unknown) => process.send?.({ type: "reminded", id: message.id, error: String(error) }),
  );
});

process.send?.({ type: "ready", url: server.url });
