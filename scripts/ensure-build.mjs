// Builds when needed (used by the browser journeys and the bench).
import { spawnSync } from "node:child_process";
import { writeFileSync } from "node:fs";
import { computeBuildStamp, isBuildCurrent, root, stampFile } from "./build-stamp.mjs";

export function ensureBuild() {
  if (isBuildCurrent()) return;
  console.log("Building QuoteMaple...");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) throw new Error("build failed");
  writeFileSync(stampFile, computeBuildStamp());
}

if (import.meta.url === `file://${process.argv[1]}`) ensureBuild();
