// Backups and restores of QuoteMaple's database (decision 0052), for `npm run backup` and
// `npm run restore`: PostgreSQL through pg_dump's custom format and pg_restore, the embedded
// database (PGlite) as a gzipped tarball of its data folder (PGlite's dumpDataDir).
import { spawn } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { mkdir, open, readFile, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { PGlite } from "@electric-sql/pglite";

export type BackupKind = "postgres" | "pglite";

export interface DatabaseTarget {
  /** postgres:// URL; when absent, the PGlite data folder below. */
  databaseUrl?: string | undefined;
  dataDir: string;
}

export class BackupError extends Error {
  override name = "BackupError";
}

/** The kind of database a configuration points at. */
export function kindOf(target: DatabaseTarget): BackupKind {
  return target.databaseUrl ? "postgres" : "pglite";
}

/** A file name for a new backup: the kind and the UTC time, sortable. */
export function backupFileName(kind: BackupKind, now: Date): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}Z$/, "Z");
  return `quotemaple-${kind}-${stamp}.${kind === "postgres" ? "dump" : "tar.gz"}`;
}

/**
 * A PostgreSQL client program: from PG_BIN when set, else the newest server's under
 * /usr/lib/postgresql (Debian's layout, where the versioned binaries live), else the PATH's.
 */
export function postgresTool(name: "pg_dump" | "pg_restore", env: NodeJS.ProcessEnv = process.env): string {
  if (env.PG_BIN) return join(env.PG_BIN, name);
  const root = "/usr/lib/postgresql";
  if (existsSync(root)) {
    const versions = readdirSync(root)
      .filter((version) => existsSync(join(root, version, "bin", name)))
      .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a));
    if (versions[0]) return join(root, versions[0], "bin", name);
  }
  return name;
}

/** Writes a backup of the target's database to `file` and returns its kind. */
export async function backupDatabase(target: DatabaseTarget, file: string): Promise<BackupKind> {
  await mkdir(dirname(file), { recursive: true });
  if (target.databaseUrl) {
    const connection = withoutPassword(target.databaseUrl);
    await run(
      postgresTool("pg_dump"),
      ["--format=custom", "--no-owner", `--file=${file}`, connection.url],
      connection.env,
    );
    return "postgres";
  }
  const dataDir = requireDataFolder(target.dataDir);
  const client = await PGlite.create(dataDir);
  try {
    const dump = await client.dumpDataDir("gzip");
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  return "pglite";
}

/**
 * Restores `file` into the target. PostgreSQL: the dump's objects replace the database's own, in
 * one transaction (a failure leaves the database as it was). PGlite: the folder must not hold a
 * database unless `replace` is set; then the old folder is kept beside it, renamed, never deleted.
 */
export async function restoreDatabase(
  target: DatabaseTarget,
  file: string,
  options: { replace?: boolean; now?: Date } = {},
): Promise<{ kind: BackupKind; previousDataDir?: string }> {
  const fileKind = await backupKindOf(file);
  const kind = kindOf(target);
  if (fileKind !== kind) {
    const setting = kind === "postgres" ? "DATABASE_URL" : "DATA_DIR";
    throw new BackupError(
      `${file} is a backup of ${describe(fileKind)}, but ${setting} points at ${describe(kind)}: nothing was changed.`,
    );
  }
  if (target.databaseUrl) {
    const connection = withoutPassword(target.databaseUrl);
    await run(
      postgresTool("pg_restore"),
      [
        "--clean",
        "--if-exists",
        "--no-owner",
        "--single-transaction",
        "--exit-on-error",
        `--dbname=${connection.url}`,
        file,
      ],
      connection.env,
    );
    return { kind };
  }
  if (target.dataDir.startsWith("memory://")) throw new BackupError("DATA_DIR is memory://: nothing to restore into.");
  let previousDataDir: string | undefined;
  if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0) {
    if (!options.replace) {
      throw new BackupError(
        `${target.dataDir} already holds a database. Stop the server and restore with --replace (the folder is kept, renamed), or choose another DATA_DIR.`,
      );
    }
    const stamp = (options.now ?? new Date())
      .toISOString()
      .replace(/[-:]/g, "")
      .replace(/\.\d{3}Z$/, "Z");
    previousDataDir = `${target.dataDir.replace(/\/+$/, "")}.before-restore-${stamp}`;
    await rename(target.dataDir, previousDataDir);
  }
  await mkdir(target.dataDir, { recursive: true });
  const client = await PGlite.create(target.dataDir, { loadDataDir: new Blob([await readFile(file)]) });
  try {
    await client.query("select 1");
  } finally {
    await client.close();
  }
  return previousDataDir ? { kind, previousDataDir } : { kind };
}

/** What a backup file holds, from its first bytes: pg_dump's custom format or a gzipped tarball. */
export async function backupKindOf(file: string): Promise<BackupKind> {
  if (!existsSync(file)) throw new BackupError(`${file}: no such file.`);
  const handle = await open(file, "r");
  try {
    const head = Buffer.alloc(5);
    await handle.read(head, 0, 5, 0);
    if (head.toString("latin1") === "PGDMP") return "postgres";
    if (head[0] === 0x1f && head[1] === 0x8b) return "pglite";
  } finally {
    await handle.close();
  }
  throw new BackupError(`${file} is not a QuoteMaple backup (neither pg_dump's custom format nor a PGlite tarball).`);
}

function describe(kind: BackupKind): string {
  return kind === "postgres" ? "PostgreSQL" : "the embedded database (PGlite)";
}

function requireDataFolder(dataDir: string): string {
  if (dataDir.startsWith("memory://"))
    throw new BackupError("DATA_DIR is memory://: there is nothing on disk to back up.");
  if (!existsSync(join(dataDir, "PG_VERSION"))) throw new BackupError(`${dataDir} holds no embedded database.`);
  return dataDir;
}

/** The URL without its password, which goes in PGPASSWORD: a command line is visible to every user (ps). */
function withoutPassword(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

/** Runs a program; its standard error becomes the error's message when it fails. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ["ignore", "ignore", "pipe"], env: { ...process.env, ...env } });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.once("error", (error) =>
      reject(
        new BackupError(
          `${program} could not run (${error.message}): install PostgreSQL's client programs or set PG_BIN.`,
        ),
      ),
    );
    child.once("exit", (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${program} failed (exit ${code}): ${stderr.trim()}`)),
    );
  });
}
