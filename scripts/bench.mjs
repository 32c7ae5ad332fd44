// `npm run bench`: builds if needed, starts the server on loopback with a fresh database and prints
// throughput and latency figures. Nothing here asserts; the figures are for people to read.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { measure, printTable, startBenchServer } from "../bench/http-bench.mjs";
import { firstLoadJavaScriptKb } from "../bench/js-budget.mjs";
import { runLighthouse } from "../bench/lighthouse.mjs";
import { root } from "./build-stamp.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const sessionConnections = Number(process.env.BENCH_SESSION_CONNECTIONS ?? 20);

/** A valid car request for POST /api/session/start (what the wizard sends for a complete car draft). */
const SESSION_START_BODY = JSON.stringify({
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

/** Quote-flow and plain-chat messages the chat bench cycles through (a realistic mix of turns). */
const CHAT_TURNS = {
  quote_flow: [
    "I live in Mississauga",
    "a 2018 Mazda CX-5",
    "licensed for 9 years",
    "one speeding ticket and no accidents",
    "standard coverage is fine",
    "actually make that 2 tickets",
  ],
  chat: [
    "what is DCPD",
    "is car insurance mandatory in Ontario",
    "what does collision cover",
    "how do I lower my premium",
  ],
};

/** Pages compared with a static copy of their own HTML, served by the same server. */
const PAGES = [
  "/",
  "/ontario-auto-insurance-quote",
  "/company/about-us",
  "/blog",
  "/blog/how-car-insurance-premiums-are-calculated-in-canada",
];
/** Pages checked with Lighthouse (mobile preset). */
const LIGHTHOUSE_PAGES = [
  "/",
  "/ontario-auto-insurance-quote",
  "/blog/how-car-insurance-premiums-are-calculated-in-canada",
];

ensureBuild();
const server = await startBenchServer();
const staticDir = join(root, "build/client/bench-static");
try {
  mkdirSync(staticDir, { recursive: true });
  console.log(`QuoteMaple HTTP bench: ${connections} connections, ${duration} s per target, ${server.url}\n`);
  const rows = [{ name: "GET /healthz", ...(await measure(`${server.url}/healthz`, { connections, duration })) }];
  const ratios = [];
  const budgets = [];
  for (const [index, path] of PAGES.entries()) {
    // The static copy goes through the same middleware, so the ratio isolates rendering's cost.
    const html = await (await fetch(server.url + path)).text();
    writeFileSync(join(staticDir, `page-${index}.html`), html);
    budgets.push([path, firstLoadJavaScriptKb(html, join(root, "build/client"))]);
    const ssr = await measure(server.url + path, { connections, duration });
    const copy = await measure(`${server.url}/bench-static/page-${index}.html`, { connections, duration });
    rows.push({ name: `GET ${path} (SSR)`, ...ssr }, { name: `GET ${path} (static copy)`, ...copy });
    ratios.push([path, ssr.requestsPerSecond / copy.requestsPerSecond]);
  }
  printTable(rows);
  console.log("\nSSR/static throughput ratio (quality bar: >= 0.50)");
  for (const [path, ratio] of ratios) console.log(`  ${path}: ${ratio.toFixed(2)}`);

  console.log("\nFirst-load JavaScript, gzip (budget: <= 120 KB)");
  for (const [path, budget] of budgets) console.log(`  ${path}: ${budget.kb} KB in ${budget.files} files`);

  await benchSessionStart();
  await benchChat();
  printStepsToResults();
  // The policy analyzer runs in-process (OCR is CPU work, not HTTP); tsx reads its TypeScript.
  if (process.env.BENCH_SKIP_POLICY !== "1") {
    execFileSync("npx", ["tsx", "bench/policy-bench.ts"], { cwd: root, stdio: "inherit" });
  }
  // The staff dashboard's SQL over a million seeded events (PGlite, and PostgreSQL with BENCH_DATABASE_URL).
  if (process.env.BENCH_SKIP_ANALYTICS !== "1") {
    execFileSync("npx", ["tsx", "bench/analytics-bench.ts"], { cwd: root, stdio: "inherit" });
  }

  if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
    console.log("\nLighthouse 12, mobile preset (bars: performance >= 95, others 100)");
    for (const result of await runLighthouse(LIGHTHOUSE_PAGES.map((path) => server.url + path))) {
      const path = new URL(result.url).pathname;
      console.log(
        `  ${path}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}` +
          (result.failing.length > 0 ? ` (failing: ${result.failing.join(", ")})` : ""),
      );
    }
  }
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await server.stop();
}

/** POST /api/session/start under load, on PGlite and, when BENCH_DATABASE_URL is set, on PostgreSQL. */
async function benchSessionStart() {
  await benchSessionStartOn("PGlite (in memory)", {});
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  if (databaseUrl) await benchSessionStartOn("PostgreSQL", { DATABASE_URL: databaseUrl });
  else console.log("  (set BENCH_DATABASE_URL=postgres://... to measure it on PostgreSQL too)");
}

/** Validation, pricing and the session's single-statement insert, on one database. */
async function benchSessionStartOn(label, databaseEnv) {
  console.log(
    `\nQuote session start on ${label}: POST /api/session/start, car request, ${sessionConnections} connections, ${duration} s (target: p99 < 50 ms)`,
  );
  // Its own server, because the quote endpoints are rate limited per client address and every
  // autocannon connection comes from 127.0.0.1: at the default 30 per minute almost every request
  // would be a 429 and we would time the rejection. The limiter stays on (unlike the page benches'
  // server, which turns it off) with a ceiling no run reaches, so each request still pays for its
  // per-address counter update in the database, as it does in production.
  const sessionServer = await startBenchServer({
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_QUOTES_PER_MINUTE: "1000000",
    ...databaseEnv,
  });
  try {
    const url = `${sessionServer.url}/api/session/start`;
    const request = { method: "POST", headers: { "content-type": "application/json" }, body: SESSION_START_BODY };
    // One request first: a body the API rejects would make every figure below meaningless.
    const check = await fetch(url, request);
    if (check.status !== 201) {
      console.log(`  warning: the request answered ${check.status}: ${(await check.text()).slice(0, 300)}`);
    }
    const result = await measure(url, { connections: sessionConnections, duration, ...request });
    printTable([{ name: "POST /api/session/start", ...result }]);
    console.log(`  p99 ${result.p99} ms, target < 50 ms`);
  } finally {
    await sessionServer.stop();
  }
}

/** Screens and answers between a landing page and the results, from the wizard's own step definitions. */
function printStepsToResults() {
  // wizard-state.ts is TypeScript and this script runs on plain node, so tsx reads it in a child.
  const output = execFileSync("npx", ["tsx", "bench/steps-count.ts"], {
    cwd: root,
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  console.log("\nSteps from landing to results");
  for (const count of JSON.parse(output)) {
    console.log(
      `  ${count.category}: ${count.steps} steps + review → results; ${count.answers} answers ` +
        `(${count.required} required, ${count.optional.length} optional: ${count.optional.join(", ")})`,
    );
  }
}

/** POST /api/chat/message under concurrent sessions: half quote flow, half plain chat. */
async function benchChat() {
  const sessions = Number(process.env.BENCH_CHAT_SESSIONS ?? 20);
  console.log(`\nAssistant: POST /api/chat/message, ${sessions} concurrent sessions, ${duration} s`);
  const chatServer = await startBenchServer({ RATE_LIMIT_ENABLED: "true", RATE_LIMIT_CHAT_PER_MINUTE: "1000000" });
  try {
    const latencies = [];
    let errors = 0;
    const post = (body) =>
      fetch(`${chatServer.url}/api/chat/message`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const deadline = Date.now() + duration * 1000;
    await Promise.all(
      Array.from({ length: sessions }, async (_, index) => {
        const mode = index % 2 === 0 ? "quote_flow" : "chat";
        const init = await post({ action: "init", mode });
        const { chatSessionId } = await init.json();
        for (let turn = 0; Date.now() < deadline; turn += 1) {
          const message = CHAT_TURNS[mode][turn % CHAT_TURNS[mode].length];
          const started = performance.now();
          const response = await post({ chatSessionId, message });
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          if (!response.ok) errors += 1;
        }
      }),
    );
    latencies.sort((a, b) => a - b);
    const at = (share) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))]);
    console.log(
      `  ${latencies.length} messages, ${Math.round(latencies.length / duration)} msg/s, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, errors or non-2xx ${errors}`,
    );
  } finally {
    await chatServer.stop();
  }
}
