/** Types of bench/http-bench.mjs, for the TypeScript benches that use it. */
export interface BenchServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

export interface Measured {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

export const SESSION_START_BODY: string;
export const HOUSEHOLD_SESSION_START_BODY: string;
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
    setupClient?: unknown;
  },
): Promise<Measured>;
export function printColumns(header: string[], rows: (string | number)[][]): void;
export function printTable(rows: (Measured & { name: string })[]): void;
