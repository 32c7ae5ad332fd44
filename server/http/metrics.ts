import { timingSafeEqual } from "node:crypto";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import { createMiddleware } from "hono/factory";
import { clusterMetricsFor } from "../cluster";
import type { AppEnv } from "./hono-env";
import { PAGE_CACHE_STATUS_HEADER } from "./page-cache";

/**
 * The server's metrics in Prometheus text format (decision 0052), through prom-client. Each app has
 * its own registry (tests run several apps in one process); labels are few and fixed, never a path.
 */

/** What kind of route a request reached: a label with a handful of values, never the path itself. */
export type RouteKind = "page" | "api" | "admin" | "asset" | "ops";

const OPS_PATHS = new Set(["/healthz", "/livez", "/readyz", "/metrics", "/robots.txt", "/sitemap.xml"]);
/** Files served from public/ at the root (favicon, manifest, share images, fonts). */
const STATIC_FILE = /\.(ico|png|jpe?g|svg|webp|avif|webmanifest|woff2?|txt|xml|css|js|map)$/;

export function routeKindOf(path: string): RouteKind {
  if (OPS_PATHS.has(path) || path.startsWith("/.well-known/")) return "ops";
  if (/^\/api(\/|$)/.test(path)) return path.startsWith("/api/admin") ? "admin" : "api";
  if (/^\/admin(\/|$)/.test(path)) return "admin";
  if (path.startsWith("/assets/") || STATIC_FILE.test(path)) return "asset";
  return "page";
}

/** Seconds; from a kept page (well under a millisecond) to a policy analysis (up to 20 s). */
const LATENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 20];

export interface MetricsSources {
  /** Jobs the OCR pool runs and holds in its queue now. */
  ocr?: (() => { running: number; queued: number; places: number }) | undefined;
  /** E-mails waiting in the outbox and the age of the oldest, read from the database at each scrape. */
  outbox?: (() => Promise<{ pending: number; oldestPendingSeconds: number }>) | undefined;
  /** Whether the server is stopping (readiness answers 503). */
  draining?: (() => boolean) | undefined;
}

export interface ServerMetrics {
  registry: Registry;
  /** Counts and times every request (first middleware after the request id). */
  middleware: ReturnType<typeof createMiddleware<AppEnv>>;
  /** The exposition text and its content type. */
  render(): Promise<{ body: string; contentType: string }>;
}

export function createServerMetrics(sources: MetricsSources = {}): ServerMetrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: "quotemaple_" });
  const requests = new Counter({
    name: "quotemaple_http_requests_total",
    help: "HTTP requests answered, by route kind, method and status code.",
    labelNames: ["kind", "method", "status"] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "quotemaple_http_request_duration_seconds",
    help: "Time from a request's arrival to its response headers, by route kind.",
    labelNames: ["kind"] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "quotemaple_http_requests_in_flight",
    help: "Requests being handled now.",
    registers: [registry],
  });
  const pageCache = new Counter({
    name: "quotemaple_page_cache_requests_total",
    help: "Public pages answered by the page cache: hit (this process's memory), store (the shared store), miss (rendered), stale.",
    labelNames: ["result"] as const,
    registers: [registry],
  });
  for (const result of ["hit", "store", "miss", "stale"]) pageCache.inc({ result }, 0);
  const { ocr, outbox, draining } = sources;
  new Gauge({
    name: "quotemaple_ocr_jobs",
    help: "Policy analyses in the OCR pool: running on a worker, or queued (holding a place without one).",
    labelNames: ["state"] as const,
    registers: [registry],
    collect() {
      if (!ocr) return;
      const load = ocr();
      this.set({ state: "running" }, load.running);
      this.set({ state: "queued" }, load.queued);
    },
  });
  new Gauge({
    name: "quotemaple_ocr_places",
    help: "Places in the OCR pool (workers plus queue); an analysis beyond them is refused with 503.",
    registers: [registry],
    collect() {
      if (ocr) this.set(ocr().places);
    },
  });
  new Gauge({
    name: "quotemaple_outbox_pending_emails",
    help: "E-mails waiting in the outbox to be sent (every instance's).",
    registers: [registry],
    // Read from the shared database: every process reads the same figure, so it is not summed.
    aggregator: "max",
    async collect() {
      if (outbox) this.set((await outbox()).pending);
    },
  });
  new Gauge({
    name: "quotemaple_outbox_oldest_pending_seconds",
    help: "Age of the oldest e-mail waiting in the outbox (0 when none waits).",
    registers: [registry],
    aggregator: "max",
    async collect() {
      if (outbox) this.set((await outbox()).oldestPendingSeconds);
    },
  });
  new Gauge({
    name: "quotemaple_draining",
    help: "1 while the server is stopping (readiness 503), else 0.",
    registers: [registry],
    aggregator: "max",
    collect() {
      this.set(draining?.() ? 1 : 0);
    },
  });

  const middleware = createMiddleware<AppEnv>(async (context, next) => {
    const startedAt = performance.now();
    inFlight.inc();
    try {
      await next();
    } finally {
      inFlight.dec();
    }
    // The server's own prerender of its pages (decision 0041) is not a visitor's request.
    if ((context.env as { prerender?: boolean } | undefined)?.prerender === true) return;
    const kind = routeKindOf(context.req.path);
    requests.inc({ kind, method: methodLabel(context.req.method), status: String(context.res.status) });
    latency.observe({ kind }, (performance.now() - startedAt) / 1000);
    const cacheResult = context.res.headers.get(PAGE_CACHE_STATUS_HEADER);
    if (cacheResult) pageCache.inc({ result: cacheResult });
  });

  const everyProcess = clusterMetricsFor(registry);
  return {
    registry,
    middleware,
    async render() {
      return { body: await (everyProcess ?? (() => registry.metrics()))(), contentType: registry.contentType };
    },
  };
}

/** Methods as a label: the ones we answer, and every other one as one value. */
function methodLabel(method: string): string {
  return ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"].includes(method) ? method : "other";
}

/**
 * Whether an Authorization header carries the metrics token (`Bearer <token>`), compared in constant
 * time. With no token configured nobody may read the metrics.
 */
export function isMetricsReader(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization) return false;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
