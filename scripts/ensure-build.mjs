// Builds when needed (used by the browser journeys and the bench).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { computeBuildStamp, isBuildCurrent, root, stampFile } from "./build-stamp.mjs";

export function ensureBuild() {
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
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
