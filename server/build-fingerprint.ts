import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** What a built page depends on: the server's code (React Router's build and ours) and the page assets. */
const PARTS = ["server", "server-main.js", "islands.json"];

function* filesUnder(path: string): Generator<string> {
  if (!existsSync(path)) return;
  if (!statSync(path).isDirectory()) {
    yield path;
    return;
  }
  for (const name of readdirSync(path).sort()) yield* filesUnder(join(path, name));
}

/**
 * A short fingerprint of a production build folder: pages rendered by one build are never served by
 * another (decision 0041). Computed from the files themselves, so a rebuild by any command counts.
 */
export function buildFingerprint(buildDir: string): string {
  const hash = createHash("sha256");
  for (const part of PARTS) {
    for (const file of filesUnder(join(buildDir, part))) {
      if (file.endsWith(".map")) continue;
      hash.update(file.slice(buildDir.length)).update("\0").update(readFileSync(file)).update("\0");
    }
  }
  return hash.digest("base64url").slice(0, 22);
}
