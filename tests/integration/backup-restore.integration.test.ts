import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "../../db/client";
import { migrateDatabase } from "../../db/migrate";
import { contactMessages } from "../../db/schema";
import { MESSAGE, readMessages, script } from "../helpers/backup-scripts";

/**
 * The restore drill of decision 0052, through the real scripts: write content, `npm run backup`,
 * wipe the database, `npm run restore`, and read the same content back, on the embedded database.
 * PostgreSQL's drill is backup-restore-postgres.integration.test.ts (the pass with DATABASE_URL).
 */

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "quotemaple-backup-"));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

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
