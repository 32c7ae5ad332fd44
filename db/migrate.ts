import { sql } from "drizzle-orm";
import { readMigrationFiles } from "drizzle-orm/migrator";
import type { DatabaseHandle } from "./client";
import { MIGRATIONS_DIR } from "./project-root";

/** Arbitrary constant key for the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK_KEY = 7_401_202_611;

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
