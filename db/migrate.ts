import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { DatabaseHandle } from "./client";
import { MIGRATIONS_DIR } from "./project-root";

/** Arbitrary constant key for the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 7_401_202_611;

/** Another key: the whole start-up preparation (migrations, seed, first admin) of one instance at a time. */
const START_LOCK_KEY = 7_401_202_612;

/**
 * Runs `prepare` while no other process of any instance runs its own (PostgreSQL; PGlite is one
 * process): several processes starting at once would otherwise seed the same rows together.
 */
export async function underStartLock<T>(handle: DatabaseHandle, prepare: () => Promise<T>): Promise<T> {
  if (handle.kind !== "postgres") return prepare();
  return handle.withConnection(async (db) => {
    await db.execute(sql`select pg_advisory_lock(${START_LOCK_KEY})`);
    try {
      return await prepare();
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${START_LOCK_KEY})`);
    }
  });
}

/**
 * Applies pending migrations from db/migrations. On PostgreSQL an advisory lock makes concurrent
 * start-ups of several instances safe.
 */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  await handle.withConnection(async (db) => {
    if (handle.kind === "postgres") await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_DIR });
      // The dialect's migrate() is shared by both drivers and records applied hashes in drizzle.__drizzle_migrations.
      const internals = db as unknown as {
        dialect: { migrate(m: unknown, session: unknown, config: unknown): Promise<void> };
        session: unknown;
      };
      await internals.dialect.migrate(migrations, internals.session, { migrationsFolder: MIGRATIONS_DIR });
    } finally {
      if (handle.kind === "postgres") await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  });
}
