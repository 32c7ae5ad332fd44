import { pathToFileURL } from "node:url";
import { join } from "node:path";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll } from "vitest";
import { PROJECT_ROOT } from "../../db/project-root";
import { createApp, DEFAULT_CLIENT_DIR } from "../../server/app";
import { createOcrEngine, ocrPoolFrom } from "../../server/adapters/ocr";
import { createPdfReader, pdfPoolFrom } from "../../server/adapters/pdf-threads";
import { listen } from "../../server/boot";
import { buildFingerprint } from "../../server/build-fingerprint";
import { loadConfig } from "../../server/config";
import { createTestDatabase, type TestDatabase } from "./test-database";

export interface TestServer {
  url: string;
  database: TestDatabase;
  /** The Hono app itself, for tests that walk its routes. */
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  seed?: boolean;
  env?: Record<string, string>;
  /** A stand-in for tesseract.js's worker script (the OCR fault test's crashing thread). */
  ocrWorkerPath?: string;
  /** Another server's database, for a second instance of the app on it (left open on close). */
  database?: TestDatabase;
  /** The build fingerprint the rendered-page store keys on (the real build's by default). */
  pageStoreBuild?: string;
  /** Aborting it tells the app the server is stopping (readiness 503), as the start of a close does. */
  stopSignal?: AbortSignal;
}

let buildPromise: Promise<ServerBuild> | undefined;
let fingerprint: string | undefined;

/** The fingerprint of the build the tests run (the store of rendered pages keys on it). */
function productionBuildFingerprint(): string {
  fingerprint ??= buildFingerprint(join(PROJECT_ROOT, "build"));
  return fingerprint;
}

function loadServerBuild(): Promise<ServerBuild> {
  buildPromise ??= import(
    pathToFileURL(join(PROJECT_ROOT, "build", "server", "index.js")).href
  ) as Promise<ServerBuild>;
  return buildPromise;
}

/**
 * The real app on a real HTTP port (loopback, random port) over a fresh test database.
 * `env` overrides configuration as environment variables would.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const ownsDatabase = options.database === undefined;
  const database = options.database ?? (await createTestDatabase({ seed: options.seed ?? true }));
  // Tests write to the database behind the server's back, which a kept page would hide; the page
  // cache has its own tests, which turn it on.
  // Pages are not prerendered into the shared store unless a test asks (the store's own tests).
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PAGE_CACHE_SECONDS: "0",
    PAGE_PRERENDER: "false",
    ...options.env,
  });
  const ocr = createOcrEngine(pino({ level: "silent" }), {
    ...ocrPoolFrom(config),
    ...(options.ocrWorkerPath ? { workerPath: options.ocrWorkerPath } : {}),
  });
  const pdf = createPdfReader(pino({ level: "silent" }), pdfPoolFrom(config));
  const stopping = new AbortController();
  const app = createApp({
    config,
    logger: pino({ level: "silent" }),
    database,
    getServerBuild: loadServerBuild,
    clientDir: DEFAULT_CLIENT_DIR,
    ocr,
    pdf,
    pageStoreBuild: options.pageStoreBuild ?? productionBuildFingerprint(),
    stopSignal: options.stopSignal ? AbortSignal.any([stopping.signal, options.stopSignal]) : stopping.signal,
  });
  const http = await listen(app, { port: 0, host: "127.0.0.1" });
  return {
    url: `http://127.0.0.1:${http.port}`,
    database,
    app,
    async close() {
      stopping.abort();
      await http.close();
      await Promise.all([ocr.close(), pdf.close()]);
      if (ownsDatabase) await database.destroy();
    },
  };
}

/**
 * A test server for the tests of the file (or describe block) that calls it: started before them,
 * closed after them. The handle reads through to the running server, so tests use `server.url` and
 * `server.database` as with startTestServer; `timeout` is the start hook's.
 */
export function useTestServer(options: TestServerOptions = {}, timeout = 60_000): TestServer {
  let running: TestServer | undefined;
  beforeAll(async () => {
    running = await startTestServer(options);
  }, timeout);
  afterAll(async () => {
    await running?.close();
  });
  const current = (): TestServer => {
    if (!running) throw new Error("The test server has not started: use it in a test or a later hook.");
    return running;
  };
  return {
    get url() {
      return current().url;
    },
    get database() {
      return current().database;
    },
    get app() {
      return current().app;
    },
    close: () => current().close(),
  };
}

/** A test server of one test's own: started, handed to `run`, and closed however `run` ends. */
export async function withTestServer<T>(
  options: TestServerOptions,
  run: (server: TestServer) => Promise<T>,
): Promise<T> {
  const server = await startTestServer(options);
  try {
    return await run(server);
  } finally {
    await server.close();
  }
}
