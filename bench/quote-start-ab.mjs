// Quote start's server CPU, this build against another, interleaved (decisions 0072 and 0076): on a
// busy machine a figure taken after another moves with the load as much as with the code, so both
// builds run at once, each its own server and database, and each round measures A and B in turn
// (their order swapped every round) on the same bodies. CPU per start from /proc, one request at a
// time, the median of the rounds and of the rounds' B/A ratios; the load average is printed beside them.
//   node bench/quote-start-ab.mjs --before /path/to/other/checkout [--postgres] [--rounds 8] [--requests 100]
// Both checkouts must be built (`npm run build`). --postgres runs both on a throw-away PostgreSQL.
import { loadavg } from "node:os";
import { fileURLToPath } from "node:url";
import { processCpuMs, startBenchServer, waitUntilSettled } from "./http-bench.mjs";
import { startBenchPostgres } from "./postgres.mjs";
import { QUOTE_START_BODIES } from "./quote-start-cpu.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : args[at + 1];
};
const before = option("--before");
if (!before) throw new Error("--before CHECKOUT is required (another built checkout)");
const rounds = Number(option("--rounds", 8));
const requests = Number(option("--requests", 100));
const onPostgres = args.includes("--postgres");
const root = fileURLToPath(new URL("..", import.meta.url));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const load = () => loadavg()[0].toFixed(1);

async function start(url, body) {
  const response = await fetch(`${url}/api/session/start`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-encoding": "br, gzip" },
    body,
  });
  await response.arrayBuffer();
  return response.status;
}

const postgres = onPostgres ? await startBenchPostgres() : null;
if (onPostgres && !postgres) process.exit(1);
const databases = postgres ? [await postgres.createDatabase(), await postgres.createDatabase()] : [];
const env = { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_QUOTES_PER_MINUTE: "1000000000" };
const builds = [
  { name: "A", checkout: before },
  { name: "B", checkout: root },
];
try {
  for (const [index, build] of builds.entries()) {
    build.server = await startBenchServer(
      { ...env, ...(databases[index] ? { DATABASE_URL: databases[index].url } : {}) },
      build.checkout,
    );
  }
  await Promise.all(builds.map(({ server }) => waitUntilSettled(server.pid)));
  for (const { server } of builds) {
    for (const { name, body } of QUOTE_START_BODIES) {
      const status = await start(server.url, body);
      if (status !== 201) throw new Error(`${name} answered ${status}`);
      for (let index = 0; index < 50; index += 1) await start(server.url, body);
    }
  }
  const loadBefore = load();
  const cpu = new Map(QUOTE_START_BODIES.map(({ name }) => [name, { A: [], B: [] }]));
  for (let round = 0; round < rounds; round += 1) {
    const order = round % 2 === 0 ? builds : [...builds].reverse();
    for (const { name, body } of QUOTE_START_BODIES) {
      for (const { name: build, server } of order) {
        const spent = processCpuMs(server.pid);
        for (let index = 0; index < requests; index += 1) await start(server.url, body);
        cpu.get(name)[build].push((processCpuMs(server.pid) - spent) / requests);
      }
    }
  }
  console.log(
    `\nQuote start, server CPU per start on ${postgres ? postgres.label : "PGlite (in memory)"}: ` +
      `${rounds} interleaved rounds of ${requests}, median; load average ${loadBefore} → ${load()}`,
  );
  console.log(`  A: ${before}\n  B: ${root}`);
  for (const [name, { A, B }] of cpu) {
    const a = median(A);
    const b = median(B);
    const paired = median(B.map((value, round) => value / A[round]));
    console.log(
      `  ${name}: A ${a.toFixed(2)} ms, B ${b.toFixed(2)} ms, ${(((b - a) / a) * 100).toFixed(0)}%; ` +
        `B/A round by round, median ${paired.toFixed(2)}` +
        `  (rounds A ${A.map((value) => value.toFixed(1)).join(" ")}; B ${B.map((value) => value.toFixed(1)).join(" ")})`,
    );
  }
} finally {
  await Promise.all(builds.map(({ server }) => server?.stop()));
  await Promise.all(databases.map((database) => database.drop()));
  await postgres?.stop();
}
