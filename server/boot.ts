import type { IncomingMessage, ServerResponse } from "node:http";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { migrateDatabase, underStartLock } from "../db/migrate";
import { seedDatabase } from "../db/seed";
import { purgeRenderedPages } from "./repositories/rendered-page-repository";
import { createOcrEngine, ocrPoolFrom } from "./adapters/ocr";
import { createPdfReader, pdfPoolFrom } from "./adapters/pdf-threads";
import { createApp } from "./app";
import type { PageAssets } from "../core/shared/page-assets";
import { createSmtpMailer, type Mailer } from "./adapters/mailer";
import { countPendingEmails } from "./repositories/outbox-repository";
import { deleteExpiredRateLimitCounters } from "./repositories/rate-limit-repository";
import { deliverOutbox } from "./services/deliver-outbox";
import { reminderDependencies, scheduleReminders } from "./services/come-back";
import { retentionLimitsFrom, scheduleRetention } from "./services/retention";
import { deleteExpiredSessions } from "./services/delete-expired-staff-sessions";
import { ensureBootstrapAdmin } from "./services/ensure-bootstrap-admin";
import type { StaffSessionSettings } from "./services/staff-session";
import { serverProcessesOf, type Config } from "./config";
import type { Logger } from "./logger";

export interface BootOptions {
  config: Config;
  logger: Logger;
  getServerBuild: () => Promise<ServerBuild>;
  clientDir?: string | undefined;
  /** The page script and island (decision 0032); development builds its own, production reads the build's. */
  pageAssets?: PageAssets | null | undefined;
  /** Runs before the Hono app (development: Vite's middleware). Calls `next` when it does not answer. */
  preHandler?: (request: IncomingMessage, response: ServerResponse, next: () => void) => void;
  /** The production build's fingerprint, for the shared store of rendered pages (decision 0041). */
  pageStoreBuild?: string | undefined;
  /** Where notices for the person starting the server go (the first admin's password); stdout by default. */
  print?: (text: string) => void;
}

export interface RunningServer {
  url: string;
  port: number;
  database: DatabaseHandle;
  /** Sends what waits in the outbox now rather than at its next round (no-op without SMTP_URL). */
  wakeOutbox(): void;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds, and serves HTTP until close() or a stop signal. */
export async function bootServer(options: BootOptions): Promise<RunningServer> {
  const { config, logger } = options;
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    poolSize: config.DATABASE_POOL_SIZE,
  });
  try {
    // One process at a time, however many start together (cluster mode, several instances).
    await underStartLock(database, async () => {
      await migrateDatabase(database);
      if (config.SEED_ON_START) {
        const report = await seedDatabase(database.db);
        logger.info({ seed: report }, "seed content checked");
        // Pages rendered from the content before are stale: no process serves them again (decision 0041).
        if (Object.values(report).some((counts) => counts.inserted + counts.updated > 0)) {
          await purgeRenderedPages(database.db);
        }
      }
      await bootstrapStaff(database, config, logger, options.print);
    });
  } catch (error) {
    await database.close();
    throw error;
  }
  // The policy analyzer's OCR workers (decision 0025), started in the background so the first uploads are fast.
  // OCR workers and PDF threads are set for the machine; with several processes each keeps its share.
  const processes = serverProcessesOf(config);
  const ocr = createOcrEngine(logger, ocrPoolFrom(config, processes));
  ocr.warm().catch((error: unknown) => logger.warn({ err: error }, "OCR worker did not start; it will retry on use"));
  const pdf = createPdfReader(logger, pdfPoolFrom(config, processes));
  pdf.warm().catch((error: unknown) => logger.warn({ err: error }, "PDF thread did not start; it will retry on use"));
  // Aborted when the server starts stopping: readiness answers 503, the prerender, the outbox and
  // the retention pass end after their current step.
  const stopping = new AbortController();
  // Set once the outbox's delivery runs (below): a visitor's e-mail is sent at once, not at the next round.
  let wakeOutbox = () => {};
  const app = createApp({
    config,
    logger,
    database,
    getServerBuild: options.getServerBuild,
    clientDir: options.clientDir,
    pageAssets: options.pageAssets,
    ocr,
    pdf,
    pageStoreBuild: options.pageStoreBuild,
    stopSignal: stopping.signal,
    onEmailQueued: () => wakeOutbox(),
  });
  let http: HttpServer;
  try {
    http = await listen(app, { port: config.PORT, host: config.HOST, preHandler: options.preHandler });
  } catch (error) {
    await database.close();
    throw error;
  }
  const mailer = config.SMTP_URL ? createSmtpMailer(config.SMTP_URL, config.MAIL_FROM) : null;
  const housekeeping = startHousekeeping(
    database,
    logger,
    mailer,
    { idleMinutes: config.STAFF_SESSION_IDLE_MINUTES, maxHours: config.STAFF_SESSION_MAX_HOURS },
    stopping.signal,
  );
  wakeOutbox = housekeeping.deliverNow;
  const background: { stop(): Promise<void> }[] = [housekeeping];
  // Renewal reminders (decision 0058): at start, then hourly; one instance at a time through a lease row.
  if (config.REMINDERS_ENABLED) {
    background.push(
      scheduleReminders(
        reminderDependencies({
          database,
          logger,
          now: () => new Date(),
          siteUrl: config.SITE_URL,
          partnerTimeoutMs: config.PARTNER_TIMEOUT_MS,
          onQueued: () => wakeOutbox(),
        }),
      ),
    );
  }
  // Retention (ADR 0020): at start, then daily; one instance at a time through a lease row.
  if (config.RETENTION_ENABLED) {
    background.push(
      scheduleRetention({ db: database.db, logger, now: () => new Date(), limits: retentionLimitsFrom(config) }),
    );
  }
  const displayHost = config.HOST === "0.0.0.0" || config.HOST === "::" ? "localhost" : config.HOST;
  const graceMs = config.SHUTDOWN_GRACE_SECONDS * 1000;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${displayHost}:${http.port}`,
    port: http.port,
    database,
    wakeOutbox: () => wakeOutbox(),
    /**
     * The graceful stop (decision 0052): new connections are refused at once, requests in flight
     * finish (cut after SHUTDOWN_GRACE_SECONDS), the outbox and the retention pass end after their
     * current step and give back what they hold, then the workers and the database close.
     */
    close() {
      closing ??= (async () => {
        const startedAt = performance.now();
        stopping.abort();
        const backgroundDone = Promise.all(background.map((job) => job.stop()));
        const [requestsCut, jobsLate] = await Promise.all([http.close(graceMs), withDeadline(backgroundDone, graceMs)]);
        if (requestsCut || jobsLate) {
          logger.warn(
            { graceMs, requestsCut, jobsLate },
            "shutdown grace ran out: the requests and jobs left were cut",
          );
        }
        mailer?.close();
        await Promise.all([ocr.close(), pdf.close()]);
        await database.close();
        logger.info({ durationMs: Math.round(performance.now() - startedAt) }, "stopped");
      })();
      return closing;
    },
  };
}

/** Waits for `work` at most `ms`; true when the time ran out first. */
async function withDeadline(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<true>((resolve) => (timer = setTimeout(() => resolve(true), ms)));
  try {
    return await Promise.race([work.then(() => false), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

const HOUSEKEEPING_INTERVAL_MS = 60 * 60 * 1000;
const OUTBOX_INTERVAL_MS = 60 * 1000;
const RATE_LIMIT_COUNTER_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/**
 * A fresh install gets one admin account (STAFF_BOOTSTRAP_EMAIL). Its password is
 * STAFF_BOOTSTRAP_PASSWORD when set; otherwise one is generated and printed once, in a box on
 * stdout, never to the JSON log. There is no fixed default password.
 */
export async function bootstrapStaff(
  database: DatabaseHandle,
  config: Pick<Config, "STAFF_BOOTSTRAP_EMAIL" | "STAFF_BOOTSTRAP_PASSWORD">,
  logger: Logger,
  print: (text: string) => void = (text) => console.log(text),
): Promise<void> {
  const result = await ensureBootstrapAdmin(database.db, {
    email: config.STAFF_BOOTSTRAP_EMAIL,
    password: config.STAFF_BOOTSTRAP_PASSWORD,
  });
  if (!result.created) return;
  logger.info({ email: result.email, generatedPassword: result.generatedPassword !== null }, "first admin created");
  if (result.generatedPassword) print(formatBootstrapNotice(result.email, result.generatedPassword));
}

/** The one-time notice with a generated admin password, boxed so it stands out in the start-up output. */
export function formatBootstrapNotice(email: string, password: string): string {
  const lines = [
    "First admin account created (shown only this once):",
    `  E-mail:   ${email}`,
    `  Password: ${password}`,
    "Sign in at /admin/login. Change it with: npm run staff:create -- --email <e-mail> --role admin",
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const border = `+${"-".repeat(width + 2)}+`;
  return ["", border, ...lines.map((line) => `| ${line.padEnd(width)} |`), border, ""].join("\n");
}

/**
 * Background work, safe when several instances run it: hourly clean-up of expired rate-limit
 * counters and staff sessions, and every minute the e-mail outbox (or, without SMTP, an hourly
 * note of what waits). `stop()` cancels the timers and waits for a delivery under way, which ends
 * after its current e-mail once `signal` aborts.
 */
function startHousekeeping(
  database: DatabaseHandle,
  logger: Logger,
  mailer: Mailer | null,
  staffSessions: StaffSessionSettings,
  signal: AbortSignal,
): { stop(): Promise<void>; deliverNow(): void } {
  const hourly = setInterval(() => {
    deleteExpiredSessions({ db: database.db, settings: staffSessions }).then(
      (removed) => logger.debug({ removed }, "expired staff sessions removed"),
      (error: unknown) => logger.warn({ err: error }, "staff session clean-up failed"),
    );
    deleteExpiredRateLimitCounters(database.db, new Date(Date.now() - RATE_LIMIT_COUNTER_MAX_AGE_MS)).then(
      (removed) => logger.debug({ removed }, "expired rate-limit counters removed"),
      (error: unknown) => logger.warn({ err: error }, "rate-limit counter clean-up failed"),
    );
    if (!mailer) {
      countPendingEmails(database.db).then(
        (pending) => pending > 0 && logger.warn({ pending }, "e-mails wait in the outbox: set SMTP_URL to send them"),
        (error: unknown) => logger.warn({ err: error }, "outbox count failed"),
      );
    }
  }, HOUSEKEEPING_INTERVAL_MS);
  const timers = [hourly];
  let delivering: Promise<void> | null = null;
  let again = false;
  const deliver = () => {
    if (!mailer || signal.aborted) return;
    // One round at a time in this process: a slow SMTP server never stacks rounds up. An e-mail
    // queued during a round is sent by one more round right after it.
    if (delivering) {
      again = true;
      return;
    }
    delivering = deliverOutbox({ db: database.db, mailer, logger, signal })
      .then(
        () => {},
        (error: unknown) => logger.warn({ err: error }, "outbox delivery failed"),
      )
      .finally(() => {
        delivering = null;
        if (again) {
          again = false;
          deliver();
        }
      });
  };
  if (mailer) {
    deliver();
    timers.push(setInterval(deliver, OUTBOX_INTERVAL_MS));
  }
  timers.forEach((timer) => timer.unref());
  return {
    async stop() {
      timers.forEach((timer) => clearInterval(timer));
      again = false;
      await delivering;
    },
    deliverNow: deliver,
  };
}

export interface HttpServer {
  port: number;
  /**
   * Stops accepting connections at once, closes idle ones, answers the requests in flight with
   * `Connection: close`, and resolves when they are done; whatever is still open after `graceMs`
   * (5 s by default) is cut, and it resolves true.
   */
  close(graceMs?: number): Promise<boolean>;
}

export interface ListenOptions {
  port: number;
  host: string;
  preHandler?: BootOptions["preHandler"];
}

/** Serves a Hono app over node:http; close() lets in-flight requests finish (see HttpServer). */
export async function listen(
  app: { fetch: Parameters<typeof getRequestListener>[0] },
  options: ListenOptions,
): Promise<HttpServer> {
  const listener = getRequestListener(app.fetch);
  const preHandler = options.preHandler;
  let closing = false;
  /** Responses not sent yet, told to close their connection when the server stops. */
  const unanswered = new Set<ServerResponse>();
  const server = createServer((request, response) => {
    // A kept-alive connection gets no further request once the server stops: the client opens a new
    // one, to another instance.
    if (closing) response.setHeader("Connection", "close");
    else {
      unanswered.add(response);
      response.once("close", () => unanswered.delete(response));
    }
    if (preHandler) preHandler(request, response, () => void listener(request, response));
    else void listener(request, response);
  });
  server.keepAliveTimeout = 65_000;
  server.requestTimeout = 30_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  return {
    port: (server.address() as AddressInfo).port,
    close: (graceMs = 5000) =>
      new Promise<boolean>((resolve) => {
        closing = true;
        for (const response of unanswered) {
          if (!response.headersSent) response.setHeader("Connection", "close");
        }
        let cut = false;
        const timer = setTimeout(() => {
          cut = true;
          server.closeAllConnections();
        }, graceMs);
        timer.unref();
        server.close(() => {
          clearTimeout(timer);
          resolve(cut);
        });
        server.closeIdleConnections();
      }),
  };
}

/**
 * Stops the server gracefully on SIGTERM/SIGINT and exits 0 once the database is closed; a second
 * signal while it stops exits at once (1).
 */
export function exitOnSignals(running: RunningServer, logger: Logger): void {
  const stop = (signal: string) => {
    logger.info({ signal }, "shutting down: refusing new connections, finishing requests in flight");
    const again = (second: string) => {
      logger.warn({ signal: second }, "second stop signal: exiting without waiting");
      process.exit(1);
    };
    process.once("SIGTERM", () => again("SIGTERM"));
    process.once("SIGINT", () => again("SIGINT"));
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}
