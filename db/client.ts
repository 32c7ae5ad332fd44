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
   * One SQL statement prepared once under `name` (per connection) and run with text parameters,
   * straight to the driver: for the few hot reads where parsing and planning the query cost more
   * than running it (the rendered-page store, decision 0041). `text` is fixed SQL with $1…$n; the
   * parameters are text (or null), cast in the SQL where another type is meant. One name, one text.
   */
  prepared<Row>(name: string, text: string, params: readonly (string | null)[]): Promise<Row[]>;
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
    prepared: preparedOnPglite(client),
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
  const statements = new Map<string, string>();
  return {
    db,
    kind: "postgres",
    async prepared<Row>(name: string, text: string, params: readonly (string | null)[]) {
      checkStatement(statements, name, text);
      const result = await pool.query({ name, text, values: [...params] });
      // Kept once it ran: a statement that failed to parse is forgotten, as node-postgres does.
      statements.set(name, text);
      return result.rows as Row[];
    },
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

const STATEMENT_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * A statement's name is a plain identifier and stands for one text on every connection (each of a
 * pool's connections prepares it on first use; a second text under the name would run either).
 */
function checkStatement(statements: Map<string, string>, name: string, text: string): void {
  if (!STATEMENT_NAME.test(name)) throw new Error(`not a statement name: ${name}`);
  const known = statements.get(name);
  if (known !== undefined && known !== text) throw new Error(`statement ${name} was prepared with another text`);
}

/**
 * Prepared statements on PGlite. Its `query` costs two round trips into the database per call
 * (parse and describe, then bind and execute), about half of a short read; a statement prepared
 * once and run with EXECUTE over the simple protocol is one. Parameters are written as literals of
 * their UTF-8 bytes in hex, so no text of theirs is ever read as SQL; a null is written as null.
 */
function preparedOnPglite(client: PGlite) {
  const statements = new Map<string, string>();
  const preparing = new Map<string, Promise<unknown>>();
  return async <Row>(name: string, text: string, params: readonly (string | null)[]): Promise<Row[]> => {
    checkStatement(statements, name, text);
    let ready = preparing.get(name);
    if (!ready) {
      statements.set(name, text);
      // Every parameter is declared text (PostgreSQL would infer the types): the statement casts
      // what it needs, `$3::timestamptz`, so it runs the same on both.
      const types = params.length ? `(${params.map(() => "text").join(", ")})` : "";
      ready = client.exec(`prepare ${name}${types} as ${text}`);
      preparing.set(name, ready);
      ready.catch(() => {
        preparing.delete(name);
        statements.delete(name);
      });
    }
    await ready;
    const literals = params.map((value) =>
      value === null ? "null" : `convert_from(decode('${Buffer.from(value, "utf8").toString("hex")}', 'hex'), 'UTF8')`,
    );
    const [result] = await client.exec(`execute ${name}${literals.length ? `(${literals.join(", ")})` : ""}`);
    return (result?.rows ?? []) as Row[];
  };
}
