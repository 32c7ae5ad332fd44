import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DatabaseKind = "pglite" | "postgres";

export interface DatabaseHandle {
  db: Database;
  kind: DatabaseKind;
  /**
   * One SQL statement with its parameters, straight to the driver: for the few hot reads where
   * building the query costs more than running it (the rendered-page store, decision 0041).
   */
  query<Row>(text: string, params: unknown[]): Promise<Row[]>;
  /** Runs a function on one dedicated connection (needed for session-level advisory locks). */
  withConnection<T>(run: (db: Database) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests clone a migrated template from it). */
  dumpDataDir?: () => Promise<Blob>;
}

export interface OpenDatabaseOptions {
  /** postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data directory, or "memory://" for an in-memory database. */
  dataDir?: string | undefined;
  /** A dumped PGlite data directory to start from (used by tests to skip migrations). */
  loadDataDir?: Blob | File | undefined;
  poolSize?: number | undefined;
}

const DRIZZLE_OPTIONS = { schema, casing: "snake_case" } as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.poolSize ?? 10);
  return openPglite(options.dataDir ?? "memory://", options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob | File): Promise<DatabaseHandle> {
  if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  const db = drizzlePglite(client, DRIZZLE_OPTIONS) as unknown as Database;
  return {
    db,
    kind: "pglite",
    query: async <Row>(text: string, params: unknown[]) => (await client.query<Row>(text, params)).rows,
    // PGlite is a single connection already.
    withConnection: (run) => run(db),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir("gzip"),
  };
}

async function openPostgres(databaseUrl: string, poolSize: number): Promise<DatabaseHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize, connectionTimeoutMillis: 5000 });
  // A client losing its connection (PostgreSQL stopped or restarted) must not crash the process. An
  // idle one is reported to the pool ("error" below) and dropped by it. A checked-out one (inside a
  // transaction or withConnection) emits "error" on itself, where pg-pool does not listen: its
  // queries fail with the error, and the pool drops it on release, as it is no longer queryable.
  pool.on("error", () => {});
  pool.on("connect", (client) => client.on("error", () => {}));
  const db = drizzlePostgres(pool, DRIZZLE_OPTIONS) as unknown as Database;
  return {
    db,
    kind: "postgres",
    query: async <Row>(text: string, params: unknown[]) => (await pool.query(text, params)).rows as Row[],
    async withConnection(run) {
      const client = await pool.connect();
      try {
        return await run(drizzlePostgres(client, DRIZZLE_OPTIONS) as unknown as Database);
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
