import cluster, { type Worker } from "node:cluster";
import type { Logger } from "./logger";

/** What a worker tells the primary once it serves requests. */
export interface WorkerReady {
  type: "quotemaple-ready";
  url: string;
}

/** How long the primary waits for its workers to finish their requests on a stop signal. */
const STOP_WAIT_MS = 30_000;
/** A worker that dies this soon after it started is not started again at once (a crash loop). */
const EARLY_DEATH_MS = 10_000;

export interface ClusterOptions {
  processes: number;
  logger: Logger;
  /** Called once, when every worker serves requests. */
  onReady: (url: string) => void;
}

/**
 * The primary process of cluster mode (WEB_CONCURRENCY > 1, PostgreSQL only, decision 0054): it
 * serves nothing itself; it starts the workers, which share the port, starts again one that dies,
 * and on SIGTERM or SIGINT lets each finish its requests and stop.
 */
export function runPrimary(options: ClusterOptions): void {
  const { processes, logger } = options;
  const startedAt = new Map<number, number>();
  const ready = new Set<number>();
  let announced = false;
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker.id, Date.now());
    worker.on("message", (message: unknown) => {
      if (!isReady(message)) return;
      ready.add(worker.id);
      if (!announced && ready.size >= processes) {
        announced = true;
        options.onReady(message.url);
      }
    });
  };

  cluster.on("exit", (worker: Worker, code, signal) => {
    ready.delete(worker.id);
    const lived = Date.now() - (startedAt.get(worker.id) ?? 0);
    startedAt.delete(worker.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "a server process stopped; starting another");
    if (!announced && lived < EARLY_DEATH_MS) {
      // It died while starting: the others would too (a port taken, a bad setting). Stop them all.
      logger.error("a server process could not start; stopping");
      stopAll(1);
      return;
    }
    setTimeout(fork, lived < EARLY_DEATH_MS ? 1000 : 0).unref();
  });

  const stopAll = (exitCode: number) => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined);
    if (workers.length === 0) process.exit(exitCode);
    for (const worker of workers) worker.process.kill("SIGTERM");
    setTimeout(() => {
      for (const worker of workers) worker.process.kill("SIGKILL");
      process.exit(exitCode);
    }, STOP_WAIT_MS).unref();
  };

  const onSignal = (signal: NodeJS.Signals) => {
    logger.info({ signal }, "shutting down the server processes");
    stopAll(0);
  };
  process.once("SIGTERM", onSignal);
  process.once("SIGINT", onSignal);

  for (let index = 0; index < processes; index += 1) fork();
}

function isReady(message: unknown): message is WorkerReady {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === "quotemaple-ready" &&
    typeof (message as { url?: unknown }).url === "string"
  );
}

/** In a worker: tells the primary this process serves requests. */
export function announceWorkerReady(url: string): void {
  const ready: WorkerReady = { type: "quotemaple-ready", url };
  process.send?.(ready);
}
