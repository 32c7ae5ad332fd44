// A PostgreSQL database for one bench run: a fresh database on BENCH_DATABASE_URL's server when it
// is set, else a throw-away cluster from this machine's PostgreSQL binaries (Debian's `postgresql`
// package), else none. Everything listens on loopback and is removed afterwards.
import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";

function findPostgresBin() {
  const base = "/usr/lib/postgresql";
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((version) => existsSync(join(base, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length > 0 ? join(base, versions[0], "bin") : null;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Runs a PostgreSQL binary, as the postgres user when we are root (PostgreSQL refuses root). */
function runAsPostgres(bin, args) {
  const isRoot = process.getuid?.() === 0;
  const command = isRoot ? "su" : bin;
  const commandArgs = isRoot
    ? ["postgres", "-s", "/bin/sh", "-c", [bin, ...args].map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(" ")]
    : args;
  const result = spawnSync(command, commandArgs, { encoding: "utf8" });
  if (result.status !== 0) throw new Error(`${bin} failed: ${result.stderr || result.stdout}`);
}

async function withAdmin(url, run) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Adds a fresh database to a server URL; returns the database's URL and how to drop it. */
async function createDatabase(serverUrl) {
  const name = `quotemaple_bench_${randomBytes(4).toString("hex")}`;
  const admin = new URL(serverUrl);
  admin.pathname = "/postgres";
  await withAdmin(admin.href, (client) => client.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.href,
    drop: () => withAdmin(admin.href, (client) => client.query(`drop database if exists ${name} with (force)`)),
  };
}

/**
 * Returns `{ serverUrl, label, createDatabase, stop }` for a PostgreSQL server, or null (with the
 * reason printed) when neither BENCH_DATABASE_URL nor local PostgreSQL binaries are available.
 * `createDatabase()` adds a fresh database and answers `{ url, drop }`.
 */
export async function startBenchPostgres() {
  if (process.env.BENCH_DATABASE_URL) {
    const serverUrl = process.env.BENCH_DATABASE_URL;
    return {
      serverUrl,
      label: "PostgreSQL (BENCH_DATABASE_URL)",
      createDatabase: () => createDatabase(serverUrl),
      stop: async () => {},
    };
  }
  const bin = findPostgresBin();
  if (!bin) {
    console.log("  (no PostgreSQL: install Debian's postgresql package or set BENCH_DATABASE_URL=postgres://...)");
    return null;
  }
  const dir = mkdtempSync(join(tmpdir(), "quotemaple-bench-pg-"));
  chmodSync(dir, 0o777);
  const port = await freePort();
  const dataDir = join(dir, "data");
  if (process.getuid?.() === 0) execFileSync("chown", ["postgres", dir]);
  runAsPostgres(join(bin, "initdb"), ["-D", dataDir, "-A", "trust", "-U", "postgres", "-E", "UTF8"]);
  runAsPostgres(join(bin, "pg_ctl"), [
    "-D",
    dataDir,
    "-l",
    join(dir, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200`,
    "start",
  ]);
  const { version } = await withAdmin(`postgres://postgres@127.0.0.1:${port}/postgres`, async (client) => {
    const { rows } = await client.query("show server_version");
    return { version: rows[0].server_version };
  });
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    serverUrl,
    label: `PostgreSQL ${version.split(" ")[0]} (a throw-away cluster on loopback)`,
    createDatabase: () => createDatabase(serverUrl),
    stop: async () => {
      runAsPostgres(join(bin, "pg_ctl"), ["-D", dataDir, "-m", "fast", "stop"]);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
