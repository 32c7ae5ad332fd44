// Helpers for the HTTP benchmarks: start the built server on loopback and load it with autocannon.
import { execFileSync, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";

const root = fileURLToPath(new URL("..", import.meta.url));

/** A valid car request for POST /api/session/start (what the wizard sends for a complete car draft). */
export const SESSION_START_BODY = JSON.stringify({
  category: "car",
  productType: "auto",
  province: "ON",
  city: "Toronto",
  postalCode: "M5V 2T6",
  driverAge: 35,
  vehicleYear: 2021,
  vehicleMake: "Toyota",
  vehicleModel: "RAV4",
  yearsLicensed: 12,
  ticketsLast3y: 0,
  accidentsLast6y: 0,
  consentDataSharing: true,
});

/**
 * A household for POST /api/session/start at the schema's limits (issue 25): 4 drivers and 3 vehicles,
 * one driver occasional (a young one), every vehicle's use and tires given.
 */
export const HOUSEHOLD_SESSION_START_BODY = JSON.stringify({
  category: "car",
  productType: "auto",
  province: "ON",
  city: "Toronto",
  postalCode: "M5V 2T6",
  drivers: [
    { age: 47, yearsLicensed: 29, ticketsLast3y: 0, accidentsLast6y: 0 },
    { age: 45, yearsLicensed: 26, ticketsLast3y: 1, accidentsLast6y: 0 },
    { age: 19, yearsLicensed: 3, ticketsLast3y: 1, accidentsLast6y: 0 },
    { age: 17, yearsLicensed: 1, ticketsLast3y: 0, accidentsLast6y: 0 },
  ],
  vehicles: [
    {
      year: 2022,
      make: "Honda",
      model: "CR-V",
      trim: "EX",
      use: "commute",
      commuteKm: 22,
      winterTires: true,
      principalDriver: 0,
    },
    {
      year: 2019,
      make: "Toyota",
      model: "Camry",
      use: "commute",
      commuteKm: 35,
      winterTires: false,
      principalDriver: 1,
    },
    { year: 2016, make: "Mazda", model: "3", trim: "GS", use: "pleasure", winterTires: true, principalDriver: 2 },
  ],
  consentDataSharing: true,
});

/**
 * Starts build/server-main.js, as `npm start` runs it, on a free loopback port with a fresh in-memory
 * database; `env` adds to or overrides its settings. `pid` is the server process's, for its memory.
 * `checkout` is another built checkout to start instead (the bench's baseline); `nodeOptions` go to
 * Node itself (the profiler's, say).
 */
export async function startBenchServer(env = {}, checkout = root, nodeOptions = []) {
  const child = spawn(process.execPath, [...nodeOptions, join(checkout, "build", "server-main.js")], {
    cwd: checkout,
    env: {
      ...process.env,
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_ENABLED: "false",
      NODE_ENV: "production",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return whenListening(child, /running at (http:\/\/\S+)/, "server");
}

/** A child server once it prints its address (`ready` holds it as its first group), with its stop. */
async function whenListening(child, ready, name) {
  const url = await new Promise((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
      const match = ready.exec(output);
      if (match) resolve(match[1]);
    });
    child.once("exit", (code) => reject(new Error(`${name} exited with ${code} before it was ready`)));
  });
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", resolve);
        child.kill("SIGTERM");
      }),
  };
}

/**
 * Starts one of the bench's reference servers (`bench/<script>`, none of our code) as a child process,
 * so its CPU is its own, and resolves once it prints "listening on <url>".
 */
export async function startReferenceServer(script, args = []) {
  const child = spawn(process.execPath, [join(root, "bench", script), ...args], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  return whenListening(child, /listening on (\S+)/, script);
}

const CLOCK_TICKS = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

/** The CPU a process has used so far (user and system, every thread), in ms, from /proc (Linux). */
export function processCpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/**
 * Waits until the process has settled (under 5% of a core over two seconds, at most `timeoutMs`): a
 * server that just started prerenders and recompresses its pages in the background, and a figure
 * taken during that measures the start, not the visit.
 */
export async function waitUntilSettled(pid, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const before = processCpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    if (processCpuMs(pid) - before < 100) return true;
  }
  return false;
}

/** What a browser sends: every load run asks for compressed answers, as visitors do. */
export const BROWSER_ENCODINGS = { "accept-encoding": "br, gzip" };

/**
 * Runs autocannon and returns the figures we report. GET by default; `method`, `body` and `headers`
 * (e.g. a JSON POST) are passed to autocannon only when given, and every request sends the same body;
 * `requests` is autocannon's per-connection pipeline (requests that depend on earlier answers). Every
 * request asks for br or gzip, as a browser does. With `pid` (the server's), the figures carry the
 * server process's CPU per request over the run.
 */
export async function measure(
  url,
  { connections = 10, duration = 10, method, body, headers, requests, setupClient, pid } = {},
) {
  const cpuBefore = pid === undefined ? 0 : processCpuMs(pid);
  const result = await autocannon({
    url,
    connections,
    duration,
    ...(method === undefined ? {} : { method }),
    ...(body === undefined ? {} : { body }),
    headers: { ...BROWSER_ENCODINGS, ...headers },
    ...(requests === undefined ? {} : { requests }),
    ...(setupClient === undefined ? {} : { setupClient }),
  });
  return figuresOf(result, pid === undefined ? null : processCpuMs(pid) - cpuBefore);
}

/** The figures we report from an autocannon result; `cpuMs` is the server's CPU over the run, if read. */
function figuresOf(result, cpuMs) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    total: result.requests.total,
    cpuMsPerRequest: cpuMs === null ? null : cpuMs / Math.max(1, result.requests.total),
  };
}

/**
 * Loads `url` with GETs on `connections` connections until `stop()` is called, which answers the
 * run's figures: for timing other visitors' requests while something else happens (an upload, a
 * dashboard load).
 */
export function loadUntilStopped(url, { connections = 10, headers } = {}) {
  const instance = autocannon({ url, connections, duration: 3600, headers: { ...BROWSER_ENCODINGS, ...headers } });
  const done = new Promise((resolve, reject) => instance.once("done", resolve).once("error", reject));
  return {
    async stop() {
      instance.stop();
      return figuresOf(await done, null);
    },
  };
}

/** Prints rows of cells under a header, each column as wide as its widest cell. */
export function printColumns(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const format = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join("  ");
  console.log(format(header));
  console.log(widths.map((width) => "-".repeat(width)).join("  "));
  for (const row of rows) console.log(format(row));
}

export function printTable(rows) {
  printColumns(
    ["target", "req/s", "p50 ms", "p99 ms", "server CPU ms/req", "errors", "non-2xx", "requests"],
    rows.map((row) => [
      row.name,
      row.requestsPerSecond,
      row.p50,
      row.p99,
      row.cpuMsPerRequest === null || row.cpuMsPerRequest === undefined ? "-" : row.cpuMsPerRequest.toFixed(2),
      row.errors,
      row.non2xx,
      row.total,
    ]),
  );
}
