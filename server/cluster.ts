import cluster, { type Worker } from "node:cluster";
import { AggregatorRegistry, Gauge, Registry, type MetricObjectWithValues, type MetricValue } from "prom-client";
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
      if (isMessage<MetricsRequest>(message, "quotemaple-metrics-request")) {
        void answerMetricsRequest(worker, message.id);
        return;
      }
      if (isMessage<MetricsPart>(message, "quotemaple-metrics-part")) {
        partsWaited.get(message.id)?.(worker.id, message.metrics);
        return;
      }
      if (!isReady(message)) return;
      ready.add(worker.id);
      if (!announced && ready.size >= processes) {
        announced = true;
        options.onReady(message.url);
      }
    });
  };

  /** Collections under way: each waits for one part from every worker asked. */
  const partsWaited = new Map<number, (workerId: number, metrics: WorkerMetrics) => void>();
  let collections = 0;

  /** Every worker's metrics, summed (or as each metric's aggregator says), in Prometheus text. */
  const collectMetrics = async (): Promise<string> => {
    const id = (collections += 1);
    const workers = Object.values(cluster.workers ?? {}).filter(
      (worker): worker is Worker => worker !== undefined && worker.isConnected(),
    );
    const parts = new Map<number, WorkerMetrics>();
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, METRICS_WAIT_MS);
      partsWaited.set(id, (workerId, metrics) => {
        parts.set(workerId, metrics);
        if (parts.size >= workers.length) {
          clearTimeout(timer);
          resolve();
        }
      });
      for (const worker of workers) worker.send({ type: "quotemaple-metrics-collect", id });
      if (workers.length === 0) resolve();
    });
    partsWaited.delete(id);
    const primary = new Registry();
    new Gauge({
      name: "quotemaple_processes_reporting",
      help: "Server processes whose metrics this answer sums (the others did not answer in time).",
      registers: [primary],
    }).set(parts.size);
    return AggregatorRegistry.aggregate([...parts.values(), await primary.getMetricsAsJSON()]).metrics();
  };

  const answerMetricsRequest = async (worker: Worker, id: number) => {
    try {
      worker.send({ type: "quotemaple-metrics", id, body: await collectMetrics() });
    } catch (error) {
      logger.error({ err: error }, "the processes' metrics could not be collected");
      if (worker.isConnected()) worker.send({ type: "quotemaple-metrics", id, error: true });
    }
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

/** How long the primary waits for the workers' metrics, and a worker for the primary's answer. */
const METRICS_WAIT_MS = 3000;

type WorkerMetrics = MetricObjectWithValues<MetricValue<string>>[];
interface MetricsRequest {
  type: "quotemaple-metrics-request";
  id: number;
}
interface MetricsCollect {
  type: "quotemaple-metrics-collect";
  id: number;
}
interface MetricsPart {
  type: "quotemaple-metrics-part";
  id: number;
  metrics: WorkerMetrics;
}
interface MetricsAnswer {
  type: "quotemaple-metrics";
  id: number;
  body?: string;
  error?: boolean;
}

function isMessage<T extends { type: string; id: number }>(message: unknown, type: T["type"]): message is T {
  return (
    typeof message === "object" &&
    message !== null &&
    (message as { type?: unknown }).type === type &&
    typeof (message as { id?: unknown }).id === "number"
  );
}

let metricsRequests = 0;
const metricsAnswers = new Map<number, (answer: MetricsAnswer) => void>();

/**
 * In a worker: answers the primary's collections with this process's metrics, and returns how to ask
 * the primary for every process's (null outside cluster mode). Prometheus scrapes one address; in
 * cluster mode any process may take the scrape, and its answer must count them all (decision 0054).
 */
export function clusterMetricsFor(registry: Registry): (() => Promise<string>) | null {
  if (!cluster.isWorker || !process.send) return null;
  process.on("message", (message: unknown) => {
    if (isMessage<MetricsCollect>(message, "quotemaple-metrics-collect")) {
      void registry
        .getMetricsAsJSON()
        .then((metrics) => process.send?.({ type: "quotemaple-metrics-part", id: message.id, metrics }));
    } else if (isMessage<MetricsAnswer>(message, "quotemaple-metrics")) {
      metricsAnswers.get(message.id)?.(message);
    }
  });
  return () =>
    new Promise<string>((resolve, reject) => {
      const id = (metricsRequests += 1);
      const timer = setTimeout(() => {
        metricsAnswers.delete(id);
        reject(new Error("the primary process did not answer with the metrics"));
      }, METRICS_WAIT_MS * 2);
      metricsAnswers.set(id, (answer) => {
        clearTimeout(timer);
        metricsAnswers.delete(id);
        if (answer.body === undefined || answer.error) reject(new Error("the primary could not collect the metrics"));
        else resolve(answer.body);
      });
      process.send?.({ type: "quotemaple-metrics-request", id } satisfies MetricsRequest);
    });
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
