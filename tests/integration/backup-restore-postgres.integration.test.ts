import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { contactMessages } from "../../db/schema";
import { MESSAGE, readMessages, script } from "../helpers/backup-scripts";
import { TEMPLATE_DATABASE_NAME, adminDatabaseUrl, withDatabase } from "../helpers/test-database-names";

/**
 * The restore drill of decision 0052 on PostgreSQL (pg_dump -Fc, pg_restore), through the real
 * scripts. It runs in the pass with DATABASE_URL (see vitest.config.ts).
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("This test needs DATABASE_URL (a PostgreSQL server); see vitest.config.ts.");

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "quotemaple-backup-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe("backup and restore on PostgreSQL (pg_dump -Fc, pg_restore)", () => {
  it("brings back the same content after the database is dropped and made again", async () => {
    const name = `quotemaple_backup_${process.pid}_${Date.now()}`;
    const admin = await openDatabase({ databaseUrl: adminDatabaseUrl(databaseUrl), poolSize: 1 });
    const url = withDatabase(databaseUrl, name);
    try {
      await admin.db.execute(sql.raw(`create database ${name} template ${TEMPLATE_DATABASE_NAME}`));
      const written = await openDatabase({ databaseUrl: url, poolSize: 1 });
      await written.db.insert(contactMessages).values(MESSAGE);
      const before = await readMessages(written);
      await written.close();

      const file = join(folder, "postgres.dump");
      const backup = await script("backup", ["--out", file], { DATABASE_URL: url });
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect((await readFile(file)).subarray(0, 5).toString("latin1")).toBe("PGDMP");

      // Wiped: an empty database of the same name.
      await admin.db.execute(sql.raw(`drop database ${name} with (force)`));
      await admin.db.execute(sql.raw(`create database ${name}`));
      const restore = await script("restore", [file], { DATABASE_URL: url });
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);

      const restored = await openDatabase({ databaseUrl: url, poolSize: 1 });
      try {
        expect(await readMessages(restored)).toEqual(before);
      } finally {
        await restored.close();
      }
      // Restoring again over the content replaces it rather than doubling it.
      expect((await script("restore", [file], { DATABASE_URL: url })).code).toBe(0);
      const again = await openDatabase({ databaseUrl: url, poolSize: 1 });
      try {
        expect(await readMessages(again)).toEqual(before);
      } finally {
        await again.close();
      }
    } finally {
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    }
  }, 120_000);
});
