// The server's CPU per quote start (issue 20's measure of quote start, issue 25's household row): one
// built server, requests one after another so nothing queues, the CPU the server process spent over
// them from /proc divided by their number, the median of three rounds that take the bodies in turn;
// then each body at a fixed arrival rate, with its p99. Run alone: `node bench/quote-start-cpu.mjs`.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { HOUSEHOLD_SESSION_START_BODY, SESSION_START_BODY, printColumns, startBenchServer } from "./http-bench.mjs";

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;
/** The goal for one start's server CPU (issue 25). */
export const QUOTE_START_CPU_GOAL_MS = 2;

/** The quote starts measured: today's single driver and vehicle, and a household at the limits. */
export const QUOTE_START_BODIES = [
  { name: "POST /api/session/start (1 driver, 1 vehicle)", body: SESSION_START_BODY },
  { name: "POST /api/session/start (4 drivers, 3 vehicles)", body: HOUSEHOLD_SESSION_START_BODY },
];

function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const percentile = (values, share) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))];

async function start(url, body) {
  const response = await fetch(`${url}/api/session/start`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

/**
 * CPU per start (median of `rounds`), and p50/p99 with `rate` arrivals a second (each request sent on
 * its schedule, whether or not the one before has answered), for every body.
 */
export async function measureQuoteStarts({ requests = 300, rounds = 3, rate = 20, arrivals = 200 } = {}) {
  const server = await startBenchServer({ RATE_LIMIT_ENABLED: "true", RATE_LIMIT_QUOTES_PER_MINUTE: "1000000000" });
  try {
    for (const { name, body } of QUOTE_START_BODIES) {
      const status = await start(server.url, body);
      if (status !== 201) throw new Error(`${name} answered ${status}`);
      for (let index = 0; index < 50; index += 1) await start(server.url, body);
    }
    const cpu = new Map(QUOTE_START_BODIES.map(({ name }) => [name, []]));
    const count = Math.ceil(requests / rounds);
    for (let round = 0; round < rounds; round += 1) {
      for (const { name, body } of QUOTE_START_BODIES) {
        const before = cpuMs(server.pid);
        for (let index = 0; index < count; index += 1) await start(server.url, body);
        cpu.get(name).push((cpuMs(server.pid) - before) / count);
      }
    }
    const rows = [];
    for (const { name, body } of QUOTE_START_BODIES) {
      const latencies = [];
      const began = performance.now();
      await Promise.all(
        Array.from({ length: arrivals }, async (_, index) => {
          const due = began + (index * 1000) / rate;
          await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
          const sent = performance.now();
          await start(server.url, body);
          latencies.push(performance.now() - sent);
        }),
      );
      const cpuPerStart = median(cpu.get(name));
      rows.push([
        name,
        cpuPerStart.toFixed(2),
        cpuPerStart <= QUOTE_START_CPU_GOAL_MS ? "yes" : "no",
        percentile(latencies, 0.5).toFixed(1),
        percentile(latencies, 0.99).toFixed(1),
      ]);
    }
    console.log(
      `\nQuote start, server CPU per start (median of ${rounds} rounds of ${count}; goal <= ${QUOTE_START_CPU_GOAL_MS} ms) and latency at ${rate} arrivals/s (${arrivals} requests)`,
    );
    printColumns(["target", "CPU ms/start", "<= goal", "p50 ms", "p99 ms"], rows);
  } finally {
    await server.stop();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await measureQuoteStarts();
