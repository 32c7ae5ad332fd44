// Builds when needed (used by the browser journeys, the integration tests and the bench).
import { spawnSync } from "node:child_process";
import { mkdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { computeBuildStamp, isBuildCurrent, root, stampFile } from "./build-stamp.mjs";

const lockDir = join(root, ".build-lock");
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
    console.log("Building QuoteMaple...");
    // Always a production build, even when called from a test runner that set NODE_ENV=test.
    const result = spawnSync("npm", ["run", "build", "--silent"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NODE_ENV: "production" },
    });
    if (result.status !== 0) throw new Error("build failed");
    writeFileSync(stampFile, computeBuildStamp());
  });
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
