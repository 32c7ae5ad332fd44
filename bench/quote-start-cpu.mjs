// Quote start as issue 26 measures it (issue 25's household row beside it): one built server, on
// PGlite or on PostgreSQL. First the server's CPU per start: requests one after another so nothing
// queues, the CPU the server process spent over them from /proc divided by their number (on
// PostgreSQL, the CPU of the database's own processes for those starts beside it), the median of three
// rounds that take the bodies in turn. Then each body open loop, at a fixed arrival rate (each request
// sent on its schedule whether or not earlier ones have answered), with p50/p99. The CPU per start is
// measured beside a reference outside our code, in the same rounds: bench/quote-start-reference.mjs.
// Run alone: `node bench/quote-start-cpu.mjs`.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import {
  BROWSER_ENCODINGS,
  HOUSEHOLD_SESSION_START_BODY,
  SESSION_START_BODY,
  printColumns,
  processCpuMs,
  startBenchServer,
  startReferenceServer,
  waitUntilSettled,
} from "./http-bench.mjs";

/** The goal for one start's server CPU (issue 26; issue 25 asked for 2 ms). */
export const QUOTE_START_CPU_GOAL_MS = 1;
/** Issue 26's open-loop goal: p99 under 50 ms at 150 starts a second. */
export const OPEN_LOOP_P99_GOAL_MS = 50;

/** The quote starts measured: today's single driver and vehicle, and a household at the limits. */
export const QUOTE_START_BODIES = [
  { name: "POST /api/session/start (1 driver, 1 vehicle)", body: SESSION_START_BODY },
  { name: "POST /api/session/start (4 drivers, 3 vehicles)", body: HOUSEHOLD_SESSION_START_BODY },
];

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

async function start(url, body) {
  return (await answer(url, body)).status;
}

/** One start: its status and its answer's text (decoded). */
async function answer(url, body) {
  const response = await fetch(`${url}/api/session/start`, {
    method: "POST",
    headers: { "content-type": "application/json", ...BROWSER_ENCODINGS },
    body,
  });
  return { status: response.status, text: await response.text() };
}

/**
 * The reference beside our server (bench/quote-start-reference.mjs): a plain Node server that stores
 * each body in one statement on the same database and answers our server's bytes for it.
 */
async function startQuoteStartReference(serverUrl, databaseUrl) {
  const folder = mkdtempSync(join(tmpdir(), "qm-quote-reference-"));
  const answers = {};
  for (const { body } of QUOTE_START_BODIES) answers[body] = (await answer(serverUrl, body)).text;
  writeFileSync(join(folder, "answers.json"), JSON.stringify(answers));
  const reference = await startReferenceServer("quote-start-reference.mjs", [
    join(folder, "answers.json"),
    ...(databaseUrl ? [databaseUrl] : []),
  ]);
  return {
    ...reference,
    stop: async () => {
      await reference.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/**
 * The CPU of the PostgreSQL backends serving `databaseUrl` (local servers only: their /proc), or null.
 * Backends come and go with the pool, so the set is read again at each call.
 */
async function databaseCpuReader(databaseUrl) {
  if (!databaseUrl) return null;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const read = async () => {
    const { rows } = await client.query(
      "select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()",
    );
    const byPid = new Map();
    for (const { pid } of rows) {
      try {
        byPid.set(pid, processCpuMs(pid));
      } catch {
        return null;
      }
    }
    return byPid;
  };
  return {
    read,
    /** CPU spent between two readings by the backends present in both. */
    spent: (before, after) =>
      before && after
        ? [...after].reduce((sum, [pid, ms]) => sum + (before.has(pid) ? ms - before.get(pid) : 0), 0)
        : null,
    close: () => client.end(),
  };
}

/**
 * CPU per start (median of `rounds`), and p50/p99 at `rate` arrivals a second for `seconds`, for every
 * body; `label` names the database and `databaseEnv` points the server at it (PGlite when empty);
 * `checkout` is another built checkout to measure instead of this one (the bench's baseline).
 */
export async function measureQuoteStarts({
  label = "PGlite (embedded, in memory)",
  databaseEnv = {},
  requests = 300,
  rounds = 3,
  rate = 150,
  seconds = 10,
  checkout,
} = {}) {
  const server = await startBenchServer(
    { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_QUOTES_PER_MINUTE: "1000000000", ...databaseEnv },
    checkout,
  );
  const database = await databaseCpuReader(databaseEnv.DATABASE_URL);
  await waitUntilSettled(server.pid);
  let reference;
  try {
    for (const { name, body } of QUOTE_START_BODIES) {
      const status = await start(server.url, body);
      if (status !== 201) throw new Error(`${name} answered ${status}`);
      for (let index = 0; index < 50; index += 1) await start(server.url, body);
    }
    reference = await startQuoteStartReference(server.url, databaseEnv.DATABASE_URL);
    for (const { body } of QUOTE_START_BODIES) {
      for (let index = 0; index < 50; index += 1) await start(reference.url, body);
    }
    const cpu = new Map(QUOTE_START_BODIES.map(({ name }) => [name, { server: [], database: [], reference: [] }]));
    const count = Math.ceil(requests / rounds);
    // Each round measures our server, then the reference, on each body in turn: the same moment of
    // the machine for both.
    for (let round = 0; round < rounds; round += 1) {
      for (const { name, body } of QUOTE_START_BODIES) {
        const before = processCpuMs(server.pid);
        const databaseBefore = await database?.read();
        for (let index = 0; index < count; index += 1) await start(server.url, body);
        cpu.get(name).server.push((processCpuMs(server.pid) - before) / count);
        const spent = database?.spent(databaseBefore, await database.read());
        if (spent !== null && spent !== undefined) cpu.get(name).database.push(spent / count);
        const referenceBefore = processCpuMs(reference.pid);
        for (let index = 0; index < count; index += 1) await start(reference.url, body);
        cpu.get(name).reference.push((processCpuMs(reference.pid) - referenceBefore) / count);
      }
    }
    const rows = [];
    const arrivals = rate * seconds;
    for (const { name, body } of QUOTE_START_BODIES) {
      const latencies = [];
      const statuses = new Map();
      const began = performance.now();
      await Promise.all(
        Array.from({ length: arrivals }, async (_, index) => {
          const due = began + (index * 1000) / rate;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
          const sent = performance.now();
          const status = await start(server.url, body).catch(() => 0);
          statuses.set(status, (statuses.get(status) ?? 0) + 1);
          latencies.push(performance.now() - sent);
        }),
      );
      const { server: serverCpu, database: databaseCpu, reference: referenceCpu } = cpu.get(name);
      const p99 = percentile(latencies, 0.99);
      rows.push([
        name,
        median(serverCpu).toFixed(2),
        median(referenceCpu).toFixed(2),
        databaseCpu.length > 0 ? median(databaseCpu).toFixed(2) : "-",
        median(serverCpu) <= QUOTE_START_CPU_GOAL_MS ? "yes" : "no",
        percentile(latencies, 0.5).toFixed(1),
        p99.toFixed(1),
        p99 < OPEN_LOOP_P99_GOAL_MS ? "yes" : "no",
        [...statuses].map(([status, n]) => `${n}×${status}`).join(" "),
      ]);
    }
    console.log(
      `\nQuote start on ${label}: server CPU per start (median of ${rounds} rounds of ${count}, one at a time; ` +
        `goal <= ${QUOTE_START_CPU_GOAL_MS} ms), beside the reference's (a plain Node server storing the body in one ` +
        `statement on the same database and answering the same bytes, bench/quote-start-reference.mjs), then open loop at ${rate} arrivals/s for ${seconds} s ` +
        `(goal p99 < ${OPEN_LOOP_P99_GOAL_MS} ms)`,
    );
    printColumns(
      [
        "target",
        "server CPU ms",
        "reference CPU ms",
        "database CPU ms",
        "<= goal",
        "p50 ms",
        "p99 ms",
        "p99 < goal",
        "answers",
      ],
      rows,
    );
  } finally {
    await reference?.stop();
    await database?.close();
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await measureQuoteStarts();
