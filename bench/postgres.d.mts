/** Types of bench/postgres.mjs, for the TypeScript benches that use it. */
export interface BenchPostgres {
  serverUrl: string;
  label: string;
  createDatabase(): Promise<{ url: string; drop(): Promise<void> }>;
  stop(): Promise<void>;
}

export function startBenchPostgres(): Promise<BenchPostgres | null>;
