// A fingerprint of everything the build reads, so `npm start` rebuilds only when something changed.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

export const root = new URL("..", import.meta.url).pathname;
export const stampFile = join(root, "build", ".build-stamp");

const INPUTS = [
  "app",
  "core",
  "server",
  "db/schema",
  "db/seed",
  "db/client.ts",
  "db/migrate.ts",
  "db/project-root.ts",
  "public",
  "package-lock.json",
  "vite.config.ts",
  "react-router.config.ts",
  "tsconfig.json",
  "scripts/build-server.mjs",
  "scripts/build-islands.mjs",
  // The share images are drawn from the content files' titles and illustrations (decision 0048).
  "content",
  "scripts/build-share-images.ts",
  "scripts/share-image-renderer.ts",
  "scripts/font-subset.mjs",
];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else if (!/\.test\.tsx?$/.test(path)) {
    yield path;
  }
}

export function computeBuildStamp() {
  const hash = createHash("sha256");
  for (const input of INPUTS) {
    for (const file of files(join(root, input))) {
      hash.update(relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest("hex");
}

export function isBuildCurrent() {
  return (
    existsSync(stampFile) &&
    existsSync(join(root, "build/server-main.js")) &&
    existsSync(join(root, "build/pdf-worker.js")) &&
    existsSync(join(root, "build/server/index.js")) &&
    readFileSync(stampFile, "utf8").trim() === computeBuildStamp()
  );
}
