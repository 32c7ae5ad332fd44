// Builds when needed (used by the browser journeys, the integration tests and the bench).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";
import { computeBuildStamp, isBuildCurrent, root, stampFile } from "./build-stamp.mjs";

const lockDir = join(root, ".build-lock");
/** Everything the last build printed. */
const buildLog = join(root, "build.log");
const STALE_LOCK_MS = 10 * 60 * 1000;

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** One build at a time across processes (two test runners starting together would corrupt build/). */
function withBuildLock(run) {
  for (;;) {
    try {
      mkdirSync(lockDir);
      break;
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      try {
        if (Date.now() - statSync(lockDir).mtimeMs > STALE_LOCK_MS) rmSync(lockDir, { recursive: true, force: true });
      } catch {
        // The holder released it meanwhile.
      }
      sleep(500);
    }
  }
  try {
    return run();
  } finally {
    rmSync(lockDir, { recursive: true, force: true });
  }
}

export function ensureBuild() {
  if (isBuildCurrent()) return;
  withBuildLock(() => {
    // Another process may have built while this one waited.
    if (isBuildCurrent()) return;
    // The build's own output (file lists, chunk sizes, bundler notices) goes to a log file; the
    // terminal gets one line, or the log's end when the build fails.
    const startedAt = Date.now();
    process.stdout.write("Building QuoteMaple... ");
    // Always a production build, even when called from a test runner that set NODE_ENV=test.
    const result = spawnSync("npm", ["run", "build", "--silent"], {
      cwd: root,
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
      env: { ...process.env, NODE_ENV: "production", FORCE_COLOR: "0" },
    });
    const output = `${result.stdout ?? ""}${result.stderr ?? ""}`;
    writeFileSync(buildLog, output);
    if (result.status !== 0) {
      console.log("failed.");
      console.error(output.trim().split("\n").slice(-40).join("\n"));
      throw new Error(`build failed (the whole output is in ${relative(process.cwd(), buildLog) || buildLog})`);
    }
    console.log(
      `done in ${Math.round((Date.now() - startedAt) / 1000)} s (details in ${relative(process.cwd(), buildLog)}).`,
    );
    writeFileSync(stampFile, computeBuildStamp());
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
