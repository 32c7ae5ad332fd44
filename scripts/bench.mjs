// `npm run bench`: builds if needed, starts the server on loopback with fresh databases (PGlite, and
// PostgreSQL when it can) and prints throughput, latency, page-weight and page-quality figures.
// Nothing here asserts; the figures are for people to read.
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { measure, printColumns, printTable, SESSION_START_BODY, startBenchServer } from "../bench/http-bench.mjs";
import { APP_PAGES, CPU_ROUNDS, measurePageDelivery } from "../bench/page-delivery.mjs";
import { measureQuoteStarts } from "../bench/quote-start-cpu.mjs";
import { startBenchPostgres } from "../bench/postgres.mjs";
import { root } from "./build-stamp.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 20);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Rate-limit ceilings no run reaches: the limiter still counts every request, as in production. */
const UNREACHED_LIMIT = "1000000000";

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
/**
 * Another built checkout to measure beside this one in the same run (issue 20's "old and new"), e.g.
 * `git worktree add /tmp/qm-old <ref> && (cd /tmp/qm-old && ln -s $PWD/node_modules && npm run build)`.
 */
const baseline = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : null;

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
  await benchPageDelivery();
  if (process.env.BENCH_SKIP_LOAD !== "1") await benchLoad("PGlite (embedded, in memory)", {});
  // CPU per quote start and open-loop p99 (issue 26), one driver and vehicle beside a household of 4
  // drivers and 3 vehicles (issue 25).
  if (process.env.BENCH_SKIP_LOAD !== "1") {
    await measureQuoteStarts();
    if (baseline) await measureQuoteStarts({ label: `PGlite, BENCH_BASELINE=${baseline}`, checkout: baseline });
  }
  if (postgres && process.env.BENCH_SKIP_LOAD !== "1") {
    for (const run of [
      (databaseEnv) => benchLoad(postgres.label, databaseEnv),
      (databaseEnv) => measureQuoteStarts({ label: postgres.label, databaseEnv }),
    ]) {
      const database = await postgres.createDatabase();
      try {
        await run({ DATABASE_URL: database.url });
      } finally {
        await database.drop();
      }
    }
  }
  printStepsToResults();
  // The policy analyzer runs in-process (OCR is CPU work, not HTTP); tsx reads its TypeScript.
  if (process.env.BENCH_SKIP_POLICY !== "1") {
    execFileSync("npx", ["tsx", "bench/policy-bench.ts"], { cwd: root, stdio: "inherit" });
  }
  // The analyzer over HTTP against the running server, with a content page timed during it (issue 26).
  if (process.env.BENCH_SKIP_POLICY !== "1") {
    execFileSync("npx", ["tsx", "bench/policy-http.ts"], { cwd: root, stdio: "inherit" });
  }
  // One message in the assistant's built-in engine, in process (issue 22): median and p99 CPU, memory.
  if (process.env.BENCH_SKIP_ASSISTANT !== "1") {
    execFileSync("npx", ["tsx", "bench/assistant-bench.ts"], { cwd: root, stdio: "inherit" });
  }
  // A burst of 50 uploads against its own server (issue 18): the OCR queue's refusals and text PDFs' latency.
  if (process.env.BENCH_SKIP_BURST !== "1") {
    execFileSync("npx", ["tsx", "bench/policy-burst.ts"], { cwd: root, stdio: "inherit" });
  }
  // The staff dashboard's SQL and rollups over seeded events (a million on PGlite, ten million on the
  // PostgreSQL server above), then the dashboard over HTTP against the built server on that database.
  if (process.env.BENCH_SKIP_ANALYTICS !== "1") {
    execFileSync("npx", ["tsx", "bench/analytics-bench.ts"], {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...(postgres ? { BENCH_DATABASE_URL: postgres.serverUrl } : {}) },
    });
  }
} finally {
  await postgres?.stop();
}

/** Issue 20's table: this build (and the baseline, when given) against a raw static server. */
async function benchPageDelivery() {
  const options = {
    duration: Number(process.env.BENCH_PAGE_DURATION ?? 10),
    connections,
    renders: Number(process.env.BENCH_RENDERS ?? 600),
    lighthouseRuns: process.env.BENCH_SKIP_LIGHTHOUSE === "1" ? 0 : Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 5),
  };
  const builds = [];
  if (baseline) {
    if (existsSync(join(baseline, "build", "server-main.js"))) {
      builds.push({ label: `baseline (${baseline})`, figures: await measurePageDelivery(baseline, options) });
    } else {
      console.log(`\nBENCH_BASELINE=${baseline} has no build/server-main.js: run npm run build there first.`);
    }
  }
  builds.push({ label: "this build", figures: await measurePageDelivery(root, options) });
  // Kept beside the build, so figures that took minutes survive a printing mistake.
  writeFileSync(join(root, "build", "bench-pages.json"), JSON.stringify({ options, builds }, null, 2));
  printPageDelivery(builds, options);
}

/** "low–high" of the finite values, with `digits` decimals and a unit; "-" when there are none. */
function range(values, digits, unit = "") {
  const finite = values.filter((value) => Number.isFinite(value));
  if (finite.length === 0) return "-";
  const low = Math.min(...finite).toFixed(digits);
  const high = Math.max(...finite).toFixed(digits);
  return (low === high ? low : `${low}–${high}`) + unit;
}

function printPageDelivery(builds, options) {
  const isContent = (path) => !APP_PAGES.includes(path);
  const summary = (figures) => {
    const contentLighthouse = figures.lighthouse.filter((result) => isContent(new URL(result.url).pathname));
    return [
      range(
        figures.rows.map((row) => row.hit.requestsPerSecond / row.reference.requestsPerSecond),
        2,
      ),
      range(
        figures.rows.map((row) => row.tracked.requestsPerSecond / row.reference.requestsPerSecond),
        2,
      ),
      range(
        figures.cpu.map((page) => page.store ?? Number.NaN),
        2,
        " ms",
      ),
      range(
        figures.cpu.map((page) => page.ms),
        1,
        " ms",
      ),
      range(
        figures.javascript.filter((page) => isContent(page.path)).map((page) => page.kb),
        1,
        " KB",
      ),
      range(
        figures.javascript.filter((page) => page.path === "/quotes").map((page) => page.kb),
        1,
        " KB",
      ),
      range(
        contentLighthouse.map((result) => result.lcp / 1000),
        2,
        " s",
      ),
      range(
        contentLighthouse.map((result) => result.tbt),
        0,
        " ms",
      ),
      range(
        contentLighthouse.map((result) => result.interactive / 1000),
        2,
        " s",
      ),
    ];
  };
  const what = [
    ["Page-cache hit vs raw static, br (req/s ratio)", "0.12–0.30", ">= 0.5"],
    ["Link with utm_*/gclid, each one new, vs raw static", "0.01", ">= 0.4"],
    ["A content page missed in memory, from the rendered-page store, CPU", "6.2–7.5 ms", "<= 1.5 ms"],
    ["A content page rendered afresh (once per page after a publish), CPU", "6.2–7.5 ms", "-"],
    ["First-load JS, content pages (browser, gzip)", "113–146 KB", "<= 50 KB"],
    ["First-load JS, /quotes (browser, gzip)", "150–170 KB", "<= 130 KB"],
    [`Lighthouse mobile LCP, content pages (median of ${options.lighthouseRuns})`, "-", "<= 1.5 s"],
    ["Lighthouse mobile TBT, content pages", "-", "<= 50 ms"],
    ["Lighthouse mobile interactive, content pages", "2.6–2.9 s", "<= 1.5 s"],
  ];
  const columns = builds.map((build) => summary(build.figures));
  console.log(
    `\nIssue 20: public pages against a plain Node http server holding the same bytes (bench/raw-static-server.mjs), ` +
      `${options.connections} connections, ${options.duration} s each, Accept-Encoding: br, gzip; ` +
      `server CPU per request, the median of ${CPU_ROUNDS} rounds of ${Math.ceil(options.renders / CPU_ROUNDS)} requests a page, the pages in turn (rendered, from the store, in memory, raw static); JavaScript from the browser's resource timing`,
  );
  printColumns(
    ["what", "issue 20 found", ...builds.map((build) => build.label), "goal"],
    what.map(([name, found, goal], index) => [name, found, ...columns.map((column) => column[index]), goal]),
  );
  for (const build of builds) {
    console.log(`\n${build.label}: per page`);
    printColumns(
      ["page", "raw static req/s", "hit req/s", "tracked link req/s", "hit p99 ms"],
      build.figures.rows.map((row) => [
        row.path,
        row.reference.requestsPerSecond,
        row.hit.requestsPerSecond,
        row.tracked.requestsPerSecond,
        row.hit.p99,
      ]),
    );
    const cpu = new Map(build.figures.cpu.map((page) => [page.path, page]));
    const milliseconds = (value) => (value === null || value === undefined ? "-" : `${value.toFixed(2)} ms`);
    const lighthouse = new Map(build.figures.lighthouse.map((result) => [new URL(result.url).pathname, result]));
    printColumns(
      [
        "page",
        "render CPU",
        "store CPU",
        "hit CPU",
        "raw static CPU",
        "JS files",
        "JS (gzip)",
        "inline JS (gzip)",
        "LCP",
        "TBT",
        "interactive",
        "perf/a11y/bp/SEO",
        "failing audits",
      ],
      build.figures.javascript.map((page) => {
        const score = lighthouse.get(page.path);
        return [
          page.path,
          milliseconds(cpu.get(page.path)?.ms),
          milliseconds(cpu.get(page.path)?.store),
          milliseconds(cpu.get(page.path)?.hit),
          milliseconds(cpu.get(page.path)?.raw),
          page.files,
          `${page.kb.toFixed(1)} KB`,
          `${page.inlineKb.toFixed(1)} KB`,
          score ? `${(score.lcp / 1000).toFixed(2)} s` : "-",
          score ? `${Math.round(score.tbt)} ms` : "-",
          score ? `${(score.interactive / 1000).toFixed(2)} s` : "-",
          score ? `${score.performance}/${score.accessibility}/${score.bestPractices}/${score.seo}` : "-",
          score
            ? [
                ...score.failing,
                ...(score.errors.length ? [`${score.errors.length} run(s) retried: ${score.errors.join("; ")}`] : []),
              ].join(", ") || "-"
            : "-",
        ];
      }),
    );
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
    `\nLoad on ${label}, closed loop (every connection sends its next request when the last is answered; ` +
      `Accept-Encoding: br, gzip; server CPU from /proc; bars: 0 errors and 0 non-2xx at 50 connections)`,
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
    const options = { connections, duration, pid: server.pid };
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
          pid: server.pid,
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
