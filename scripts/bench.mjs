// `npm run bench`: builds if needed, starts the server on loopback with fresh databases (PGlite, and
// PostgreSQL when it can) and prints throughput, latency, page-weight and page-quality figures.
// Nothing here asserts; the figures are for people to read.
import { execFileSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { measure, printColumns, printTable, startBenchServer } from "../bench/http-bench.mjs";
import { firstLoadJavaScriptKb } from "../bench/js-budget.mjs";
import { runLighthouse } from "../bench/lighthouse.mjs";
import { startBenchPostgres } from "../bench/postgres.mjs";
import { root } from "./build-stamp.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Rate-limit ceilings no run reaches: the limiter still counts every request, as in production. */
const UNREACHED_LIMIT = "1000000000";

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

/** A page view as the browser sends it to POST /api/analytics/track. */
const ANALYTICS_BODY = JSON.stringify({
  session_id: "bench-session-0001",
  event_type: "page_view",
  event_data: { path: "/blog", search: "" },
  timestamp: "2026-11-23T12:00:00.000Z",
});

/** Each connection holds whole conversations: a quote flow of six turns, then three questions in chat. */
const QUOTE_TURNS = [
  "I live in Mississauga",
  "a 2018 Mazda CX-5",
  "licensed for 9 years",
  "one speeding ticket and no accidents",
  "standard coverage is fine",
  "actually make that 2 tickets",
];
/** Concurrent assistant sessions for the chat latency figure (issue 8). */
const CHAT_SESSIONS = 20;
const CHAT_QUESTIONS = ["what is DCPD", "is car insurance mandatory in Ontario", "how do I lower my premium"];

const CONTENT_PAGE = "/blog/how-car-insurance-premiums-are-calculated-in-canada";
/** Pages whose server rendering is compared with a static copy of their own HTML (bar: >= 0.50). */
const SSR_PAGES = ["/", "/ontario-auto-insurance-quote", CONTENT_PAGE];
/** Pages checked with Lighthouse and for first-load JavaScript. */
const QUALITY_PAGES = ["/", "/ontario-auto-insurance-quote", CONTENT_PAGE, "/quotes", "/policy-analyzer"];

const JSON_POST = { method: "POST", headers: { "content-type": "application/json" } };

/** The autocannon request pipeline of one connection on the assistant: whole conversations, repeated. */
function chatRequests() {
  const init = (mode) => ({
    ...JSON_POST,
    path: "/api/chat/message",
    body: JSON.stringify({ action: "init", mode }),
    onResponse: (status, body, context) => {
      if (status >= 200 && status < 300) context.chatSessionId = JSON.parse(body).chatSessionId;
    },
  });
  const turn = (message) => ({
    ...JSON_POST,
    path: "/api/chat/message",
    setupRequest: (request, context) => ({
      ...request,
      body: JSON.stringify({ chatSessionId: context.chatSessionId, message }),
    }),
  });
  return [init("quote_flow"), ...QUOTE_TURNS.map(turn), init("chat"), ...CHAT_QUESTIONS.map(turn)];
}

ensureBuild();
const postgres = process.env.BENCH_SKIP_POSTGRES === "1" ? null : await startBenchPostgres();
try {
  console.log(`QuoteMaple bench: ${connections} connections, ${duration} s per target, loopback only`);
  const pageBudgets = await benchPages();
  await benchLoad("PGlite (embedded, in memory)", {});
  if (postgres) {
    const database = await postgres.createDatabase();
    try {
      await benchLoad(postgres.label, { DATABASE_URL: database.url });
    } finally {
      await database.drop();
    }
  }
  printStepsToResults();
  // The policy analyzer runs in-process (OCR is CPU work, not HTTP); tsx reads its TypeScript.
  if (process.env.BENCH_SKIP_POLICY !== "1") {
    execFileSync("npx", ["tsx", "bench/policy-bench.ts"], { cwd: root, stdio: "inherit" });
  }
  // A burst of 50 uploads against its own server (issue 18): the OCR queue's refusals and text PDFs' latency.
  if (process.env.BENCH_SKIP_BURST !== "1") {
    execFileSync("npx", ["tsx", "bench/policy-burst.ts"], { cwd: root, stdio: "inherit" });
  }
  // The staff dashboard's SQL over a million seeded events, on PGlite and on the PostgreSQL server above.
  if (process.env.BENCH_SKIP_ANALYTICS !== "1") {
    execFileSync("npx", ["tsx", "bench/analytics-bench.ts"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...(postgres ? { BENCH_DATABASE_URL: postgres.serverUrl } : {}) },
    });
  }
  await printPageQuality(pageBudgets);
} finally {
  await postgres?.stop();
}

/**
 * Server rendering against a static copy of the same HTML, served by the same server and middleware,
 * so the ratio isolates rendering's cost; also reads each quality page's first-load JavaScript.
 */
async function benchPages() {
  const server = await startBenchServer();
  // The same pages rendered for every request, to show what the page cache (ADR 0023) saves.
  const uncached = await startBenchServer({ PAGE_CACHE_SECONDS: "0" });
  const staticDir = join(root, "build/client/bench-static");
  try {
    mkdirSync(staticDir, { recursive: true });
    console.log("\nPages on PGlite: served by the page cache, rendered every time, and a static copy of the same HTML");
    const rows = [];
    const ratios = [];
    for (const [index, path] of SSR_PAGES.entries()) {
      const html = await (await fetch(server.url + path)).text();
      writeFileSync(join(staticDir, `page-${index}.html`), html);
      const cached = await measure(server.url + path, { connections, duration });
      const rendered = await measure(uncached.url + path, { connections, duration });
      const copy = await measure(`${server.url}/bench-static/page-${index}.html`, { connections, duration });
      rows.push(
        { name: `GET ${path} (SSR, page cache)`, ...cached },
        { name: `GET ${path} (SSR, rendered each time)`, ...rendered },
        { name: `GET ${path} (static copy)`, ...copy },
      );
      ratios.push([
        path,
        cached.requestsPerSecond / copy.requestsPerSecond,
        rendered.requestsPerSecond / copy.requestsPerSecond,
      ]);
    }
    printTable(rows);
    console.log("\nSSR/static throughput ratio (quality bar: >= 0.50): with the page cache / rendered each time");
    for (const [path, cachedRatio, renderedRatio] of ratios) {
      console.log(`  ${path}: ${cachedRatio.toFixed(2)} / ${renderedRatio.toFixed(2)}`);
    }
    const budgets = [];
    for (const path of QUALITY_PAGES) {
      const html = await (await fetch(server.url + path)).text();
      budgets.push([path, firstLoadJavaScriptKb(html, join(root, "build/client"))]);
    }
    return budgets;
  } finally {
    rmSync(staticDir, { recursive: true, force: true });
    await Promise.all([server.stop(), uncached.stop()]);
  }
}

/**
 * Issue 11's load test on one database: a content page, quote start, the assistant and analytics
 * intake, each under `connections` connections for `duration` seconds. The rate limiter stays on with
 * ceilings no run reaches (every connection comes from 127.0.0.1), so its deliberate 429s are
 * configured around while each request still pays for its counter in the database.
 */
async function benchLoad(label, databaseEnv) {
  console.log(
    `\nLoad on ${label} (bars: 0 errors and 0 non-2xx at 50 connections; quote start p99 < 50 ms server time)`,
  );
  const server = await startBenchServer({
    RATE_LIMIT_ENABLED: "true",
    RATE_LIMIT_QUOTES_PER_MINUTE: UNREACHED_LIMIT,
    RATE_LIMIT_CHAT_PER_MINUTE: UNREACHED_LIMIT,
    RATE_LIMIT_ANALYTICS_PER_MINUTE: UNREACHED_LIMIT,
    ...databaseEnv,
  });
  try {
    // One request of each first: a body the API refuses would make every figure below meaningless.
    for (const [path, body, expected] of [
      ["/api/session/start", SESSION_START_BODY, 201],
      ["/api/analytics/track", ANALYTICS_BODY, 201],
    ]) {
      const check = await fetch(server.url + path, { ...JSON_POST, body });
      if (check.status !== expected) {
        console.log(`  warning: ${path} answered ${check.status}: ${(await check.text()).slice(0, 300)}`);
      }
    }
    const options = { connections, duration };
    const post = (path, body) => measure(server.url + path, { ...options, ...JSON_POST, body });
    printTable([
      { name: `GET ${CONTENT_PAGE}`, ...(await measure(server.url + CONTENT_PAGE, options)) },
      { name: "POST /api/session/start", ...(await post("/api/session/start", SESSION_START_BODY)) },
      {
        name: "POST /api/chat/message (conversations)",
        ...(await measure(server.url, { ...options, requests: chatRequests() })),
      },
      {
        // Issue 8's figure: twenty visitors chatting at once, each connection one conversation at a time.
        name: "POST /api/chat/message (20 sessions)",
        ...(await measure(server.url, { ...options, connections: CHAT_SESSIONS, requests: chatRequests() })),
      },
      { name: "POST /api/analytics/track", ...(await post("/api/analytics/track", ANALYTICS_BODY)) },
      // One connection: no queueing behind other requests, so latency is the server's own time for a
      // quote (all built-in partners priced, session and consents written) plus loopback.
      {
        name: "POST /api/session/start (1 connection)",
        ...(await measure(server.url + "/api/session/start", {
          connections: 1,
          duration,
          ...JSON_POST,
          body: SESSION_START_BODY,
        })),
      },
    ]);
  } finally {
    await server.stop();
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

/** First-load JavaScript and Lighthouse scores (mobile preset, system Chromium), in one table. */
async function printPageQuality(budgets) {
  const skipLighthouse = process.env.BENCH_SKIP_LIGHTHOUSE === "1";
  const scores = new Map();
  if (!skipLighthouse) {
    const server = await startBenchServer();
    try {
      for (const result of await runLighthouse(QUALITY_PAGES.map((path) => server.url + path))) {
        scores.set(new URL(result.url).pathname, result);
      }
    } finally {
      await server.stop();
    }
  }
  console.log(
    "\nPage quality: first-load JavaScript (budget <= 120 KB gzip) and Lighthouse 12, mobile preset " +
      "(bars: performance >= 95; accessibility, best practices and SEO 100)",
  );
  const header = ["page", "first-load JS", "perf", "a11y", "best pr.", "SEO", "failing audits"];
  const rows = budgets.map(([path, budget]) => {
    const score = scores.get(path);
    const quality = score
      ? [score.performance, score.accessibility, score.bestPractices, score.seo, score.failing.join(", ") || "-"]
      : ["-", "-", "-", "-", skipLighthouse ? "(Lighthouse skipped)" : "(no result)"];
    return [path, `${budget.kb} KB in ${budget.files} files`, ...quality];
  });
  printColumns(header, rows);
}
