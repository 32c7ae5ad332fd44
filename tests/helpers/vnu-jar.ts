import { createHash } from "node:crypto";
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { join } from "node:path";

/**
 * The Nu HTML Checker's jar, from npm's `vnu-jar` package, fetched with `npm pack` from the npm
 * registry and unpacked under node_modules/.cache (decision 0048). It is not a dependency: the
 * package's install script downloads a Java runtime from GitHub when none is installed, and this
 * machine reaches only the npm registry and Debian's packages. Java comes from Debian.
 */
const VERSION = "26.9.27";
/** The registry's integrity of that version's tarball: a different file is refused. */
const INTEGRITY = "sha512-TkQd5DFfOaWC9ebtvozTsrH2Vaod3jYg+vrOeREzIXxBexLz9+rS2DNtjn7+RPUiZhgli0SghgBX6RJRNea0KA==";

export function vnuJar(root = process.cwd()): string {
  const folder = join(root, "node_modules", ".cache", "vnu-jar", VERSION);
  const jar = join(folder, "package", "build", "dist", "vnu.jar");
  if (existsSync(jar)) return jar;
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  execFileSync("npm", ["pack", `vnu-jar@${VERSION}`, "--pack-destination", folder, "--silent", "--ignore-scripts"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const tarball = readdirSync(folder).find((file) => file.endsWith(".tgz"));
  if (!tarball) throw new Error(`npm pack vnu-jar@${VERSION} left no tarball in ${folder}`);
  const digest = `sha512-${createHash("sha512")
    .update(readFileSync(join(folder, tarball)))
    .digest("base64")}`;
  if (digest !== INTEGRITY)
    throw new Error(`vnu-jar@${VERSION} from the registry is not the expected file (${digest})`);
  execFileSync("tar", ["-xzf", join(folder, tarball), "-C", folder]);
  if (!existsSync(jar)) throw new Error(`vnu-jar@${VERSION} holds no build/dist/vnu.jar`);
  return jar;
}
