import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { inject } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { seedDatabase } from "../../db/seed";
import { TEMPLATE_DATABASE_NAME, adminDatabaseUrl, withDatabase } from "./test-database-names";

export interface TestDatabase extends DatabaseHandle {
  /** Closes the database and, on PostgreSQL, drops the cloned database. */
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file, cloned from the template the global setup made:
 * PGlite in memory by default, a new PostgreSQL database when DATABASE_URL is set.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const databaseUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};
  if (databaseUrl) {
    const name = `quotemaple_test_${randomBytes(6).toString("hex")}`;
    const admin = await openDatabase({ databaseUrl: adminDatabaseUrl(databaseUrl), poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name} template ${TEMPLATE_DATABASE_NAME}`));
    await admin.close();
    handle = await openDatabase({ databaseUrl: withDatabase(databaseUrl, name), poolSize: 5 });
    dropDatabase = async () => {
      const cleanup = await openDatabase({ databaseUrl: adminDatabaseUrl(databaseUrl), poolSize: 1 });
      await cleanup.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await cleanup.close();
    };
  } else {
    const templateFile = inject("pgliteTemplateFile");
    const dump = new Blob([await readFile(templateFile)]);
    handle = await openDatabase({ dataDir: "memory://", loadDataDir: dump });
  }
  if (options.seed) await seedDatabase(handle.db);
  return {
    ...handle,
    async destroy() {
      await handle.close();
      await dropDatabase();
    },
  };
}
