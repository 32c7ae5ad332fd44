/** Types of bench/http-bench.mjs, for the TypeScript benches that use it. */
export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface BenchFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
  /** The server process's CPU per request over the run, when `measure` was given its pid. */
  cpuMsPerRequest: number | null;
}

/** The CPU a process has used so far (every thread), in ms, from /proc. */
export function processCpuMs(pid: number | undefined): number;

/** Waits until the process uses under 5% of a core over two seconds (false after `timeoutMs`). */
export function waitUntilSettled(pid: number | undefined, timeoutMs?: number): Promise<boolean>;

/** The Accept-Encoding a browser sends, which every load run sends. */
export const BROWSER_ENCODINGS: Record<string, string>;

export function startBenchServer(
  env?: Record<string, string>,
  checkout?: string,
  nodeOptions?: string[],
): Promise<BenchServer>;
export function measure(
  url: string,
  options?: {
    connections?: number;
    duration?: number;
    method?: string;
    body?: string;
    headers?: Record<string, string>;
    requests?: unknown[];
    setupClient?: (client: unknown) => void;
    pid?: number;
  },
): Promise<BenchFigures>;

export function loadUntilStopped(
  url: string,
  options?: { connections?: number; headers?: Record<string, string> },
): { stop(): Promise<BenchFigures> };

export function printColumns(header: string[], rows: unknown[][]): void;

export function printTable(rows: (BenchFigures & { name: string })[]): void;

/** A valid car request for POST /api/session/start. */
export const SESSION_START_BODY: string;

/** A household of 4 drivers and 3 vehicles for POST /api/session/start. */
export const HOUSEHOLD_SESSION_START_BODY: string;
