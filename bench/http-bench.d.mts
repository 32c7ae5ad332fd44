// Types for http-bench.mjs, which the TypeScript benches import.
export interface BenchServer {
  url: string;
  pid: number | undefined;
  stop(): Promise<void>;
}

export interface BenchFigures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

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
  },
): Promise<BenchFigures>;

export function printColumns(header: string[], rows: unknown[][]): void;

export function printTable(rows: (BenchFigures & { name: string })[]): void;

/** A valid car request for POST /api/session/start. */
export const SESSION_START_BODY: string;
