import { execFile, spawnSync } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKED_PAGES } from "../helpers/checked-pages";
import { useTestServer } from "../helpers/test-server";
import { vnuJar } from "../helpers/vnu-jar";

/**
 * The Nu HTML Checker (the W3C's validator, npm's `vnu-jar`, run with Java) on the HTML the server
 * renders for the pages issue 24 names, in English and French. Any error fails; warnings do not.
 */

const JAVA_MISSING =
  "The Nu HTML Checker needs Java, and `java` was not found. Install a Java runtime (Debian: " +
  "apt-get install default-jre-headless; CI installs it in .ci/run) and run the tests again.";

const CONTROL_DOCUMENT =
  '<!doctype html><html lang="en"><head><title>Control</title></head>' +
  "<body><div><figcaption>A caption outside a figure</figcaption></div></body></html>";

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** Java's version line, or an error that says how to get Java: the check must not pass without it. */
function requireJava(env: NodeJS.ProcessEnv = process.env): string {
  const probe = spawnSync("java", ["-version"], { encoding: "utf8", env });
  if (probe.error || probe.status !== 0) throw new Error(JAVA_MISSING);
  return probe.stderr.split("\n")[0] ?? "";
}

/** Runs the checker once over every file (one Java start); its JSON report comes on stderr. */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-jar", vnuJar(), "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 64 * 1024 * 1024, timeout: 150_000 },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`the Nu HTML Checker did not run: ${error.message}\n${stderr}`));
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`the Nu HTML Checker's report is not JSON:\n${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}

const server = useTestServer();
let directory: string;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "quotemaple-vnu-"));
});

afterAll(async () => {
  if (directory) await rm(directory, { recursive: true, force: true });
});

describe("the Nu HTML Checker", () => {
  it("finds no error on the pages of issue 24, in English and in French", { timeout: 240_000 }, async () => {
    requireJava();
    const fileToPage = new Map<string, string>();
    for (const [index, page] of CHECKED_PAGES.entries()) {
      const response = await fetch(server.url + page.path);
      expect(response.status, page.path).toBe(page.status);
      expect(response.headers.get("content-type"), page.path).toContain("text/html");
      const file = join(directory, `${String(index).padStart(2, "0")}.html`);
      await writeFile(file, await response.text());
      fileToPage.set(file, page.path);
    }
    // A document with a known error, checked in the same run: proof that the checker read the files
    // and reported what it found (the carousel's old error, a figcaption in a div).
    const control = join(directory, "control.html");
    await writeFile(control, CONTROL_DOCUMENT);
    const messages = await runVnu([...fileToPage.keys(), control]);
    const fileOf = (message: VnuMessage) => (message.url ? new URL(message.url).pathname : "?");
    // A file the checker could not read is a "non-document-error": that fails too.
    const errors = messages.filter((message) => message.type === "error" || message.type === "non-document-error");
    expect(errors.filter((message) => fileOf(message) === control).map((message) => message.message)).toEqual([
      expect.stringContaining("“figcaption” not allowed as child of element “div”"),
    ]);
    const problems = errors
      .filter((message) => fileOf(message) !== control)
      .map((message) => {
        const page = fileToPage.get(fileOf(message)) ?? fileOf(message);
        const extract = message.extract ? ` [${message.extract.trim()}]` : "";
        return `${page}:${message.lastLine ?? "?"} ${message.message}${extract}`;
      });
    expect(problems).toEqual([]);
  });

  it("fails with a clear message when Java is missing, instead of passing without checking", () => {
    expect(() => requireJava({ PATH: "/nonexistent" })).toThrow(JAVA_MISSING);
  });
});
