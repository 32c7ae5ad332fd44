import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer, type Server, type Socket, connect } from "node:net";
import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { PROJECT_ROOT } from "../../db/project-root";
import { carQuoteForm } from "../helpers/quote-forms";
import { adminDatabaseUrl, withDatabase } from "../helpers/test-database-names";
import { join } from "node:path";

/**
 * Faults (issue 11): PostgreSQL goes away while the server runs. Pages answer a friendly 503 page,
 * APIs the standard JSON error, /healthz reports it, and the server recovers by itself when PostgreSQL
 * comes back. The outage is a TCP proxy between the server and PostgreSQL that drops every connection
 * and refuses new ones, as a stopped PostgreSQL does. It runs in the pass with DATABASE_URL (see
 * vitest.config.ts); the embedded database lives inside the server's own process.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("This test needs DATABASE_URL (a PostgreSQL server); see vitest.config.ts.");

/** A TCP proxy to PostgreSQL that can be taken down (connections dropped, new ones refused) and back up. */
class Outage {
  private listener: Server | null = null;
  private readonly sockets = new Set<Socket>();
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async up(): Promise<void> {
    if (this.listener) return;
    const listener = createServer((client) => {
      const upstream = connect(this.targetPort, this.targetHost);
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on("close", () => this.sockets.delete(socket));
        socket.on("error", () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
      client.on("close", () => upstream.destroy());
      upstream.on("close", () => client.destroy());
    });
    await new Promise<void>((resolve, reject) => {
      listener.once("error", reject);
      listener.listen(this.port, "127.0.0.1", resolve);
    });
    this.port = (listener.address() as AddressInfo).port;
    this.listener = listener;
  }

  async down(): Promise<void> {
    const listener = this.listener;
    this.listener = null;
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (listener ? listener.close(() => resolve()) : resolve()));
  }
}

describe("PostgreSQL stopped while the server runs", () => {
  const name = `quotemaple_outage_${randomBytes(5).toString("hex")}`;
  let outage: Outage;
  let child: ReturnType<typeof spawn> | null = null;
  let base = "";

  beforeAll(async () => {
    const admin = await openDatabase({ databaseUrl: adminDatabaseUrl(databaseUrl as string), poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const target = new URL(databaseUrl as string);
    outage = new Outage(target.hostname, Number(target.port || 5432));
    await outage.up();
    const proxied = new URL(withDatabase(databaseUrl as string, name));
    proxied.hostname = "127.0.0.1";
    proxied.port = String(outage.port);
    child = spawn(process.execPath, [join(PROJECT_ROOT, "build", "server-main.js")], {
      cwd: PROJECT_ROOT,
      env: {
        ...process.env,
        PORT: "0",
        HOST: "127.0.0.1",
        LOG_LEVEL: "silent",
        DATABASE_URL: proxied.toString(),
        RATE_LIMIT_ENABLED: "false",
        STAFF_BOOTSTRAP_PASSWORD: "outage-test-password-1",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    base = await new Promise<string>((resolve, reject) => {
      let output = "";
      child?.stdout?.on("data", (chunk) => {
        output += chunk;
        const match = /running at (http:\/\/\S+)/.exec(output);
        if (match?.[1]) resolve(match[1].replace("localhost", "127.0.0.1"));
      });
      child?.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
    });
  }, 90_000);

  afterAll(async () => {
    child?.kill("SIGTERM");
    await outage?.up().catch(() => undefined);
    const admin = await openDatabase({ databaseUrl: adminDatabaseUrl(databaseUrl as string), poolSize: 1 });
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  });

  const quoteBody = JSON.stringify(carQuoteForm());
  const startQuote = () =>
    fetch(`${base}/api/session/start`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: quoteBody,
    });

  it("answers 503 while it is gone, reports it on /healthz, and recovers by itself", async () => {
    const before = await fetch(`${base}/ontario-auto-insurance-quote`);
    expect(before.status).toBe(200);
    await before.text();

    await outage.down();

    // Pages that need the database: the friendly 503 screen, never a stack or a 500.
    for (const path of ["/compare/car", "/blog/how-car-insurance-premiums-are-calculated-in-canada"]) {
      const page = await fetch(`${base}${path}`);
      expect(page.status, path).toBe(503);
      expect(page.headers.get("content-type"), path).toMatch(/text\/html/);
      const html = await page.text();
      expect(html, path).toMatch(/We(?:'|&#x27;|&#39;)ll be right back/);
      expect(html, path).not.toMatch(/ECONNREFUSED|Connection terminated|at \w+ \(/);
    }
    // A province page says what the spec's error catalogue says ("Province not found" with its message).
    const province = await fetch(`${base}/bc-car-insurance-quote`);
    expect(province.status).toBe(503);
    expect(await province.text()).toContain("The requested province page could not be loaded.");
    // The page read just before the outage is still served from the page cache (decision 0023).
    const kept = await fetch(`${base}/ontario-auto-insurance-quote`);
    expect([kept.status, kept.headers.get("x-page-cache")]).toEqual([200, "hit"]);
    await kept.text();

    const api = await startQuote();
    expect(api.status).toBe(503);
    expect(await api.json()).toMatchObject({ error: { code: "service_unavailable" } });

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable", database: { ok: false } });

    await outage.up();

    let recovered = false;
    for (let attempt = 0; attempt < 60 && !recovered; attempt += 1) {
      const check = await fetch(`${base}/healthz`);
      recovered = check.status === 200;
      await check.text();
      if (!recovered) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(recovered).toBe(true);
    const after = await fetch(`${base}/ontario-auto-insurance-quote`);
    expect(after.status).toBe(200);
    await after.text();
    const quote = await startQuote();
    expect(quote.status).toBe(201);
    await quote.text();
  }, 60_000);
});

describe("PostgreSQL going away in the middle of a transaction", () => {
  it("fails the transaction, does not crash the process, and the next query works once it is back", async () => {
    const target = new URL(databaseUrl as string);
    const outage = new Outage(target.hostname, Number(target.port || 5432));
    await outage.up();
    const proxied = new URL(databaseUrl as string);
    proxied.hostname = "127.0.0.1";
    proxied.port = String(outage.port);
    const database = await openDatabase({ databaseUrl: proxied.toString(), poolSize: 2 });
    // A checked-out connection (a transaction, or withConnection) that loses its server emits "error";
    // with nobody listening, Node ends the process. Vitest fails the run on such an uncaught error.
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on("uncaughtException", onUncaught);
    try {
      const transaction = database.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await outage.down();
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 2`);
      });
      await expect(transaction).rejects.toThrow();
      const held = database.withConnection(async (db) => {
        await db.execute(sql`select 1`);
      });
      await expect(held).rejects.toThrow();
      await outage.up();
      const result = (await database.db.execute(sql`select 41 + 1 as answer`)) as { rows: unknown[] };
      expect(result.rows).toEqual([{ answer: 42 }]);
      expect(uncaught).toEqual([]);
    } finally {
      process.off("uncaughtException", onUncaught);
      await outage.up();
      await database.close();
      await outage.down();
    }
  });
});
