import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { beforeAll } from "vitest";
import { ensurePolicyFixtures } from "../fixtures/policies/generate";

/**
 * Makes sure the generated policy files exist before the tests of the file (or describe block) that
 * calls it (generating them can take a minute on a cold checkout), and returns a reader of one by name.
 */
export function usePolicyFixtures(timeout = 120_000): (name: string) => Promise<Buffer> {
  let directory: string | undefined;
  beforeAll(async () => {
    directory = await ensurePolicyFixtures();
  }, timeout);
  return (name) => {
    if (!directory) throw new Error("The policy fixtures are not ready: read them in a test or a later hook.");
    return readFile(join(directory, name));
  };
}
