import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { eq } from "drizzle-orm";
import { companyPages, renderedPagesGeneration, testimonials } from "../../db/schema";
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

  it("keeps its rendered pages across a restart, and forgets them when the seed changes content", async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? "", LOG_LEVEL: "info" };
    /** Starts the server, waits for its prerender of the sitemap's pages, and stops it. */
    const prerenderRun = async () => {
      const server = startBuiltServer(env);
      await server.ready;
      await expect
        .poll(() => server.stdout(), { timeout: 60_000, interval: 200 })
        .toContain("public pages prerendered");
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      const line =
        server
          .stdout()
          .split("\n")
          .find((text) => text.includes("public pages prerendered")) ?? "{}";
      return JSON.parse(line) as { pages: number; rendered: number };
    };
    const generation = async () => {
      const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 1 });
      try {
        const [row] = await database.db.select().from(renderedPagesGeneration);
        return Number(row?.generation);
      } finally {
        await database.close();
      }
    };

    await prerenderRun();
    const before = await generation();
    // Nothing changed: every page is still stored, and none is rendered again.
    const again = await prerenderRun();
    expect(again.pages).toBeGreaterThan(50);
    expect(again.rendered).toBeLessThanOrEqual(4);
    expect(await generation()).toBe(before);

    // A seeded row gone: the next start's seed puts it back, and the pages made without it go.
    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 1 });
    try {
      const [testimonial] = await database.db.select({ id: testimonials.id }).from(testimonials).limit(1);
      await database.db.delete(testimonials).where(eq(testimonials.id, testimonial!.id));
    } finally {
      await database.close();
    }
    const afterSeed = await prerenderRun();
    expect(await generation()).toBeGreaterThan(before);
    expect(afterSeed.rendered).toBeGreaterThan(50);
  }, 120_000);

  it("runs one process on the embedded database whatever WEB_CONCURRENCY says, and says so (issue 26)", async () => {
    const ownDir = await mkdtemp(join(tmpdir(), "quotemaple-one-process-"));
    const server = startBuiltServer({
      DATA_DIR: ownDir,
      DATABASE_URL: "",
      WEB_CONCURRENCY: "4",
      PAGE_PRERENDER: "false",
    });
    try {
      const url = await server.ready;
      expect(server.stdout()).toContain(
        "WEB_CONCURRENCY=4 is ignored: the embedded database (PGlite) runs in one process.",
      );
      expect(server.stdout()).not.toContain("(4 processes)");
      const page = await fetch(`${url}/company/about-us`);
      expect(page.status).toBe(200);
      await page.text();
    } finally {
      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
      await rm(ownDir, { recursive: true, force: true });
    }
    // A fresh data folder: the first start migrates and seeds it, as in the tests above.
  }, 120_000);

  it("refuses to start on a bad setting, with a one-line reason", async () => {
    const server = startBuiltServer({ DATA_DIR: dataDir, PORT: "not-a-port" });
    await expect(server.ready).rejects.toThrow();
    expect(await server.exited).toBe(1);
    expect(server.stderr().trim()).toBe("Invalid configuration: PORT must be a number");
  });
});
