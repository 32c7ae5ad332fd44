import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { PROJECT_ROOT } from "../../db/project-root";
import { publishPost } from "../helpers/publish-post";
import { carQuoteForm } from "../helpers/quote-forms";
import { signInStaff } from "../helpers/staff-session";
import { adminDatabaseUrl, withDatabase } from "../helpers/test-database-names";

/**
 * Two instances on one PostgreSQL behind a real load balancer (issue 26, decision 0054): HAProxy
 * from Debian on loopback, round robin, health checks on /readyz. Instance A runs in cluster mode
 * (WEB_CONCURRENCY=2), B in one process. A publish on either reaches the pages every process of the
 * other holds in memory within a second; a staff session and the rate limits hold across both; one
 * instance killed with SIGKILL under load loses no write it acknowledged, and the balancer carries on.
 * It runs in the pass with DATABASE_URL (see vitest.config.ts). HAProxy: Debian's `haproxy` package.
 */

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("This test needs DATABASE_URL (a PostgreSQL server); see vitest.config.ts.");
const HAPROXY = process.env.HAPROXY_PATH ?? "/usr/sbin/haproxy";

const STAFF_EMAIL = "cluster-admin@quotemaple.test";
const STAFF_PASSWORD = "cluster-test-password-1";
const CHAT_PER_MINUTE = 6;
const METRICS_TOKEN = randomBytes(16).toString("hex");
/** Long enough that, without purge notices, a process would keep the old page for the whole test. */
const PAGE_CACHE_SECONDS = "600";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Instance {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
}

/** Starts build/server-main.js in its own process group (so a SIGKILL takes all its processes). */
async function startInstance(env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [join(PROJECT_ROOT, "build", "server-main.js")], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "error", ...env },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    child.stdout?.on("data", (chunk) => {
      output += chunk;
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`instance exited with ${code}: ${stderr}`)));
  });
  return { child, url, exited };
}

/** Kills every process of an instance (its group), as a machine that dies does. */
function killInstance(instance: Instance, signal: NodeJS.Signals): void {
  try {
    process.kill(-(instance.child.pid as number), signal);
  } catch {
    // Already gone.
  }
}

async function waitForHealthyBackends(balancer: string, count: number): Promise<void> {
  const deadline = Date.now() + 20_000;
  const seen = new Set<string>();
  while (Date.now() < deadline) {
    const response = await fetch(`${balancer}/healthz`).catch(() => null);
    const instance = response?.headers.get("x-instance");
    await response?.arrayBuffer();
    if (response?.status === 200 && instance) seen.add(instance);
    if (seen.size >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the balancer reached ${seen.size} of ${count} instances`);
}

describe("two instances on one PostgreSQL behind HAProxy", () => {
  const name = `quotemaple_cluster_${randomBytes(5).toString("hex")}`;
  const folder = mkdtempSync(join(tmpdir(), "quotemaple-cluster-"));
  let a: Instance;
  let b: Instance;
  let haproxy: ChildProcess | null = null;
  let balancer = "";
  let database: Awaited<ReturnType<typeof openDatabase>> | null = null;

  beforeAll(async () => {
    const admin = await openDatabase({ databaseUrl: adminDatabaseUrl(databaseUrl), poolSize: 2 });
    await admin.db.execute(sql.raw(`create database ${name}`));
    await admin.close();
    const url = withDatabase(databaseUrl, name);
    const [portA, portB, portBalancer] = await Promise.all([freePort(), freePort(), freePort()]);
    balancer = `http://127.0.0.1:${portBalancer}`;
    const env = {
      DATABASE_URL: url,
      SESSION_SECRET: randomBytes(32).toString("hex"),
      SITE_URL: balancer,
      STAFF_BOOTSTRAP_EMAIL: STAFF_EMAIL,
      STAFF_BOOTSTRAP_PASSWORD: STAFF_PASSWORD,
      RATE_LIMIT_ENABLED: "true",
      RATE_LIMIT_CHAT_PER_MINUTE: String(CHAT_PER_MINUTE),
      RATE_LIMIT_QUOTES_PER_MINUTE: "100000",
      PAGE_CACHE_SECONDS,
      PAGE_PRERENDER: "false",
      OCR_WORKERS: "2",
      PDF_WORKERS: "2",
      METRICS_TOKEN: METRICS_TOKEN,
    };
    // Both start at once: the start-up lock lets one migrate and seed while the other waits.
    [a, b] = await Promise.all([
      startInstance({ ...env, PORT: String(portA), WEB_CONCURRENCY: "2" }),
      startInstance({ ...env, PORT: String(portB), WEB_CONCURRENCY: "1" }),
    ]);
    const config = [
      "global",
      "  maxconn 2000",
      "defaults",
      "  mode http",
      "  timeout connect 1s",
      "  timeout client 30s",
      "  timeout server 30s",
      // A connection refused by a dead instance is tried on the other one; nothing sent is sent twice.
      "  retries 3",
      "  option redispatch",
      "  retry-on conn-failure",
      "frontend web",
      `  bind 127.0.0.1:${portBalancer}`,
      "  default_backend app",
      "backend app",
      "  balance roundrobin",
      "  option httpchk",
      "  http-check send meth GET uri /readyz ver HTTP/1.1 hdr Host 127.0.0.1",
      "  http-check expect status 200",
      "  http-response set-header X-Instance %s",
      `  server a 127.0.0.1:${portA} check inter 250ms fall 2 rise 2`,
      `  server b 127.0.0.1:${portB} check inter 250ms fall 2 rise 2`,
      "",
    ].join("\n");
    writeFileSync(join(folder, "haproxy.cfg"), config);
    haproxy = spawn(HAPROXY, ["-db", "-f", join(folder, "haproxy.cfg")], { stdio: ["ignore", "ignore", "pipe"] });
    haproxy.once("error", (error) => {
      throw new Error(`HAProxy could not start (${HAPROXY}: Debian's haproxy package): ${error.message}`);
    });
    await waitForHealthyBackends(balancer, 2);
    database = await openDatabase({ databaseUrl: url, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    haproxy?.kill("SIGTERM");
    for (const instance of [a, b]) if (instance) killInstance(instance, "SIGTERM");
    await Promise.all([a?.exited, b?.exited]);
    await database?.close();
    const admin = await openDatabase({ databaseUrl: adminDatabaseUrl(databaseUrl), poolSize: 2 });
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
    rmSync(folder, { recursive: true, force: true });
  }, 60_000);

  it("A in cluster mode serves from two processes on one port", async () => {
    // Its process group: the primary and two workers, all Node.
    const group = execFileSync("ps", ["-o", "pid=,comm=", "-g", String(a.child.pid)], { encoding: "utf8" })
      .trim()
      .split("\n")
      .filter((line) => /node/.test(line));
    expect(group).toHaveLength(3);
    const instances = new Set<string>();
    for (let index = 0; index < 8; index += 1) {
      const response = await fetch(`${balancer}/healthz`);
      expect(response.status).toBe(200);
      instances.add(response.headers.get("x-instance") ?? "");
      await response.arrayBuffer();
    }
    expect([...instances].sort()).toEqual(["a", "b"]);
  });

  it("metrics scraped from any process of A count every process's requests", async () => {
    const scrape = async (instance: Instance) => {
      const response = await fetch(`${instance.url}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(response.status).toBe(200);
      const text = await response.text();
      const value = (pattern: RegExp) =>
        text
          .split("\n")
          .filter((line) => pattern.test(line))
          .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(" ") + 1)), 0);
      return {
        pages: value(/^quotemaple_http_requests_total\{[^}]*kind="page"/),
        processes: value(/^quotemaple_processes_reporting /),
        outbox: value(/^quotemaple_outbox_pending_emails /),
      };
    };
    const before = await scrape(a);
    // Linux's cluster hands connections out in turn: a new connection each time reaches both workers.
    for (let index = 0; index < 20; index += 1) {
      const response = await fetch(`${a.url}/company/about-us`, { headers: { connection: "close" } });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
    // Several scrapes, so that each of A's processes answers one: every answer counts all 20.
    for (let index = 0; index < 4; index += 1) {
      const after = await scrape(a);
      expect(after.processes).toBe(2);
      expect(after.pages - before.pages).toBe(20);
      // A figure read from the shared database is the same in every process: not summed.
      expect(after.outbox).toBe((await scrape(b)).outbox);
    }
    expect((await scrape(b)).processes).toBe(0);
  });

  it("a staff session made through one instance is honoured by both", async () => {
    const staff = await signInStaff(balancer, STAFF_EMAIL, STAFF_PASSWORD);
    const served = new Set<string>();
    for (let index = 0; index < 6; index += 1) {
      const response = await fetch(`${balancer}/api/admin/posts`, { headers: staff.headers });
      expect(response.status).toBe(200);
      served.add(response.headers.get("x-instance") ?? "");
      await response.arrayBuffer();
    }
    expect([...served].sort()).toEqual(["a", "b"]);
  });

  it("rate limits count across instances", async () => {
    const statuses: number[] = [];
    const served = new Set<string>();
    for (let attempt = 0; attempt < CHAT_PER_MINUTE + 4; attempt += 1) {
      const response = await fetch(`${balancer}/api/chat/message`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ action: "init" }),
      });
      statuses.push(response.status);
      served.add(response.headers.get("x-instance") ?? "");
      await response.arrayBuffer();
    }
    expect([...served].sort()).toEqual(["a", "b"]);
    // Each instance counting alone would let 2 × 6 through.
    expect(statuses.filter((status) => status === 201)).toHaveLength(CHAT_PER_MINUTE);
    expect(statuses.slice(CHAT_PER_MINUTE).every((status) => status === 429)).toBe(true);
  });

  /** Polls a page on one instance until it shows `text`; answers how long it took. */
  async function timeUntilShown(base: string, path: string, text: string): Promise<number> {
    const started = Date.now();
    while (Date.now() - started < 5000) {
      const response = await fetch(`${base}${path}`);
      const html = await response.text();
      if (html.includes(text)) return Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return Number.POSITIVE_INFINITY;
  }

  /** Reads a page until this instance's memory holds it (two hits in a row: every process of it). */
  async function holdInMemory(base: string, path: string): Promise<void> {
    let hits = 0;
    for (let attempt = 0; attempt < 20 && hits < 4; attempt += 1) {
      const response = await fetch(`${base}${path}`);
      hits = response.headers.get("x-page-cache") === "hit" ? hits + 1 : 0;
      await response.arrayBuffer();
    }
    expect(hits, `${base}${path} kept in memory`).toBe(4);
  }

  it("a publish on one instance reaches the pages every process of the other holds within a second", async () => {
    const staff = await signInStaff(balancer, STAFF_EMAIL, STAFF_PASSWORD);
    for (const [from, to, label] of [
      [a, b, "a-to-b"],
      [b, a, "b-to-a"],
    ] as const) {
      await holdInMemory(to.url, "/blog");
      const title = `Cluster notice ${label} ${randomBytes(3).toString("hex")}`;
      await publishPost(from.url, staff.headers, {
        title,
        slug: `cluster-notice-${label}-${randomBytes(3).toString("hex")}`,
        contentMd: "A post published on one instance, read on the other.",
      });
      const elapsed = await timeUntilShown(to.url, "/blog", title);
      expect(elapsed, `${label}: the new post on the other instance`).toBeLessThanOrEqual(1000);
      // Every process of the other instance (A has two), not only the one that answered first.
      for (let index = 0; index < 6; index += 1) {
        expect(await (await fetch(`${to.url}/blog`)).text(), `${label}, read ${index}`).toContain(title);
      }
    }
  });

  it("one instance killed with SIGKILL under load loses no acknowledged write; the balancer carries on", async () => {
    const body = JSON.stringify(carQuoteForm());
    const acknowledged: string[] = [];
    const outcomes: { at: number; ok: boolean }[] = [];
    const started = Date.now();
    const killAt = 1500;
    const stopAt = 5000;
    let killed = false;
    const client = async () => {
      while (Date.now() - started < stopAt) {
        if (!killed && Date.now() - started >= killAt) {
          killed = true;
          killInstance(a, "SIGKILL");
        }
        // Acknowledged: a 2xx whose whole body arrived. A connection cut by the kill is not.
        const answer = await fetch(`${balancer}/api/session/start`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body,
        })
          .then(async (response) => (response.ok ? ((await response.json()) as { session_id?: string }) : null))
          .catch(() => null);
        if (answer?.session_id) acknowledged.push(answer.session_id);
        outcomes.push({ at: Date.now() - started, ok: Boolean(answer?.session_id) });
      }
    };
    await Promise.all(Array.from({ length: 8 }, client));
    await a.exited;

    expect(killed).toBe(true);
    expect(acknowledged.length).toBeGreaterThan(20);
    const { rows } = (await database!.db.execute(sql`select id from quote_sessions where id in ${acknowledged}`)) as {
      rows: { id: string }[];
    };
    expect(new Set(rows.map((row) => row.id)).size).toBe(new Set(acknowledged).size);
    // A second after the kill the balancer has taken A out: everything after that is answered.
    const late = outcomes.filter((outcome) => outcome.at >= killAt + 1000);
    expect(late.length).toBeGreaterThan(10);
    expect(late.every((outcome) => outcome.ok)).toBe(true);
  }, 60_000);
});
