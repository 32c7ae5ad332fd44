import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { companyPages } from "../../db/schema";
import { startBuiltServer } from "../helpers/built-server";

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "quotemaple-lifecycle-"));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe("server lifecycle", () => {
  it("starts on an empty data directory, serves seeded pages, and exits cleanly on SIGTERM", async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? "" };
    const server = startBuiltServer(env);
    const url = await server.ready;
    const page = await fetch(`${url}/company/about-us`);
    expect(page.status).toBe(200);
    await page.text();
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);

    // The database closed cleanly: it opens again and still holds the seeded rows.
    const reopened = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 1 });
    try {
      const rows = await reopened.db.select({ slug: companyPages.slug }).from(companyPages);
      expect(rows.length).toBeGreaterThanOrEqual(4);
    } finally {
      await reopened.close();
    }
  });

  it("refuses to start on a bad setting, with a one-line reason", async () => {
    const server = startBuiltServer({ DATA_DIR: dataDir, PORT: "not-a-port" });
    await expect(server.ready).rejects.toThrow();
    expect(await server.exited).toBe(1);
    expect(server.stderr().trim()).toBe("Invalid configuration: PORT must be a number");
  });
});
