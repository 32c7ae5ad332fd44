import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { PROJECT_ROOT } from "../../db/project-root";
import { contactMessages } from "../../db/schema";
import { TEMPLATE_DATABASE_NAME, adminDatabaseUrl, withDatabase } from "../helpers/test-database-names";

/**
 * The restore drill of decision 0052, through the real scripts: write content, `npm run backup`,
 * wipe the database, `npm run restore`, and read the same content back. PGlite's part always runs;
 * PostgreSQL's runs where DATABASE_URL is set (CI's second pass).
 */

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "quotemaple-backup-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Runs `npm run backup` or `npm run restore` (the tsx scripts) with this environment. */
function script(name: "backup" | "restore", args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(join(PROJECT_ROOT, "node_modules", ".bin", "tsx"), [`scripts/${name}.ts`, ...args], {
      cwd: PROJECT_ROOT,
      // Only this target: a DATABASE_URL of the test run must not win over the DATA_DIR given here.
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("exit", (code) => resolve({ code, stdout, stderr }));
  });
}

const MESSAGE = {
  name: "Élodie Tremblay",
  email: "elodie@example.ca",
  subject: "coverage" as const,
  message: "Sauvegarde : est-ce que ma prime change au renouvellement ? 🍁",
};

async function readMessages(database: DatabaseHandle) {
  return database.db
    .select({ name: contactMessages.name, email: contactMessages.email, message: contactMessages.message })
    .from(contactMessages);
}

describe("backup and restore of the embedded database (PGlite)", () => {
  it("brings back the same content after the data folder is wiped", async () => {
    const dataDir = join(folder, "data");
    // The migrated template of the PGlite run; the PostgreSQL run (no template) migrates the folder.
    const templateFile = inject("pgliteTemplateFile");
    const template = templateFile ? new Blob([await readFile(templateFile)]) : undefined;
    const written = await openDatabase({ dataDir, loadDataDir: template });
    if (!template) await migrateDatabase(written);
    await written.db.insert(contactMessages).values(MESSAGE);
    const before = await readMessages(written);
    await written.close();
    expect(before).toEqual([{ name: MESSAGE.name, email: MESSAGE.email, message: MESSAGE.message }]);

    const file = join(folder, "pglite.tar.gz");
    const backup = await script("backup", ["--out", file], { DATA_DIR: dataDir });
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);
    expect(backup.stdout).toContain(`Backup of the pglite database written to ${file}`);

    // A restore never overwrites a database silently.
    const refused = await script("restore", [file], { DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("already holds a database");

    await rm(dataDir, { recursive: true, force: true });
    expect(existsSync(dataDir)).toBe(false);
    const restore = await script("restore", [file], { DATA_DIR: dataDir });
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);

    const restored = await openDatabase({ dataDir });
    try {
      expect(await readMessages(restored)).toEqual(before);
    } finally {
      await restored.close();
    }

    // --replace keeps the folder it replaces.
    const replaced = await script("restore", [file, "--replace"], { DATA_DIR: dataDir });
    expect(replaced.code).toBe(0);
    const kept = /kept at (\S+)\./.exec(replaced.stdout)?.[1];
    expect(kept && existsSync(join(kept, "PG_VERSION"))).toBe(true);
    // Five script runs (each starts tsx and PGlite) on a shared two-core machine.
  }, 180_000);

  it("refuses a file that is not a backup, and a PostgreSQL dump for the embedded database", async () => {
    const notBackup = join(folder, "notes.txt");
    await writeFile(notBackup, "hello");
    const answer = await script("restore", [notBackup], { DATA_DIR: join(folder, "other") });
    expect(answer.code).toBe(1);
    expect(answer.stderr).toContain("is not a QuoteMaple backup");
    const fakeDump = join(folder, "fake.dump");
    await writeFile(fakeDump, "PGDMP rest");
    const mismatch = await script("restore", [fakeDump], { DATA_DIR: join(folder, "other") });
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain(
      "is a backup of PostgreSQL, but DATA_DIR points at the embedded database (PGlite): nothing was changed.",
    );
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.runIf(databaseUrl)("backup and restore on PostgreSQL (pg_dump -Fc, pg_restore)", () => {
  it("brings back the same content after the database is dropped and made again", async () => {
    const name = `quotemaple_backup_${process.pid}_${Date.now()}`;
    const admin = await openDatabase({ databaseUrl: adminDatabaseUrl(databaseUrl!), poolSize: 1 });
    const url = withDatabase(databaseUrl!, name);
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
