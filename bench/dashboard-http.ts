// The staff dashboard measured as staff get it (issue 26, "The bench must measure what a visitor
// gets"): the built server on a database the analytics bench filled, a staff member signed in with
// two-factor sign-in through the real endpoints, one year's dashboard over HTTP, and the p99 of
// content pages with and without dashboard loads running at the same time. Prints figures; asserts
// nothing. Called by bench/analytics-bench.ts on its PostgreSQL database, or on its own against a
// database bench/analytics-fill.ts filled and keeps (before and after a change on the same fill):
//   BENCH_DASHBOARD_DATABASE_URL=postgres://... npx tsx bench/dashboard-http.ts [checkout]
// where `checkout` is the folder whose built server to run (default: this one). The machine's load
// average is printed beside every figure: on a shared machine, compare runs taken at similar loads.
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { addDays, torontoDay } from "../core/analytics/date-range";
import { openDatabase, type DatabaseHandle } from "../db/client";
import { createOrResetStaffUser } from "../server/services/create-or-reset-staff-user";
import { enrolTwoFactor, signInStaff } from "../tests/helpers/staff-session";
import { measure, printColumns, startBenchServer, type BenchFigures } from "./http-bench.mjs";

/** A new member each run: a database kept between runs (analytics-fill.ts) has the last one enrolled. */
const STAFF = {
  email: `bench-analyst-${Date.now().toString(36)}@example.ca`,
  password: "bench-analyst-password-1",
  role: "admin" as const,
};
const ENCODING = { "accept-encoding": "br, gzip" };
/** Content pages a visitor reads (cached renders, as in production). */
const CONTENT_PATHS = ["/learn", "/blog", "/ontario-auto-insurance-quote", "/fr/guides", "/compare/car"];
const LOAD_SECONDS = Number(process.env.BENCH_DASHBOARD_LOAD_SECONDS ?? 15);
const LOAD_CONNECTIONS = Number(process.env.BENCH_DASHBOARD_LOAD_CONNECTIONS ?? 10);
/** Staff members loading the dashboard back to back while the content pages are measured. */
const DASHBOARD_LOOPS = Number(process.env.BENCH_DASHBOARD_LOOPS ?? 2);

/** The 1-minute load average now, as `uptime` shows it. */
function load(): string {
  return loadavg()[0]!.toFixed(2);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timedGet(url: string, headers: Record<string, string>): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

/** Signs a staff member in as a person would: password, then two-factor enrolment, then a code. */
async function signIn(baseUrl: string, handle: DatabaseHandle): Promise<string> {
  await createOrResetStaffUser(handle.db, STAFF);
  const first = await signInStaff(baseUrl, STAFF.email, STAFF.password);
  const { secret } = await enrolTwoFactor(baseUrl, first.cookie);
  const signed = await signInStaff(baseUrl, STAFF.email, STAFF.password, { totpSecret: secret });
  return signed.cookie;
}

function contentLoad(baseUrl: string): Promise<BenchFigures> {
  return measure(`${baseUrl}${CONTENT_PATHS[0]}`, {
    connections: LOAD_CONNECTIONS,
    duration: LOAD_SECONDS,
    headers: ENCODING,
    requests: CONTENT_PATHS.map((path) => ({ method: "GET", path })),
  });
}

export async function benchDashboardOverHttp(
  label: string,
  databaseUrl: string,
  handle: DatabaseHandle,
  checkout?: string,
) {
  const server = await startBenchServer({ DATABASE_URL: databaseUrl, PAGE_PRERENDER: "false" }, checkout);
  try {
    const cookie = await signIn(server.url, handle);
    const to = torontoDay(new Date());
    const year = `from=${addDays(to, -364)}&to=${to}`;
    const headers = { ...ENCODING, cookie };
    const api = `${server.url}/api/admin/analytics?${year}`;
    const page = `${server.url}/admin/analytics?${year}`;
    // Warm: the content pages' renders and the dashboard's first plans.
    for (const path of CONTENT_PATHS) await timedGet(`${server.url}${path}`, ENCODING);
    await timedGet(api, headers);
    const apiTimes: number[] = [];
    const pageTimes: number[] = [];
    for (let run = 0; run < 5; run += 1) apiTimes.push(await timedGet(api, headers));
    const apiLoad = load();
    for (let run = 0; run < 5; run += 1) pageTimes.push(await timedGet(page, headers));
    const pageLoad = load();

    const alone = await contentLoad(server.url);
    const aloneLoad = load();
    let running = true;
    const during: number[] = [];
    const loops = Array.from({ length: DASHBOARD_LOOPS }, async () => {
      while (running) during.push(await timedGet(api, headers));
    });
    const together = await contentLoad(server.url);
    const togetherLoad = load();
    running = false;
    await Promise.all(loops);

    console.log(
      `\nThe staff dashboard over HTTP on ${label} (built server, one process, staff signed in with two-factor)`,
    );
    printColumns(
      ["request", "median ms", "max ms", "runs", "load avg"],
      [
        [
          "GET /api/admin/analytics, one year",
          median(apiTimes).toFixed(1),
          Math.max(...apiTimes).toFixed(1),
          5,
          apiLoad,
        ],
        [
          "GET /admin/analytics, one year (page)",
          median(pageTimes).toFixed(1),
          Math.max(...pageTimes).toFixed(1),
          5,
          pageLoad,
        ],
        [
          `the same API during the content load (${DASHBOARD_LOOPS} staff)`,
          median(during).toFixed(1),
          Math.max(...during).toFixed(1),
          during.length,
          togetherLoad,
        ],
      ],
    );
    printColumns(
      ["content pages", "req/s", "p50 ms", "p99 ms", "errors", "non-2xx", "load avg"],
      [
        ["alone", alone.requestsPerSecond, alone.p50, alone.p99, alone.errors, alone.non2xx, aloneLoad],
        [
          `with ${DASHBOARD_LOOPS} dashboard loads at a time`,
          together.requestsPerSecond,
          together.p50,
          together.p99,
          together.errors,
          together.non2xx,
          togetherLoad,
        ],
      ],
    );
    console.log(
      `content p99 with dashboard loads / without: ${(together.p99 / Math.max(alone.p99, 0.001)).toFixed(2)}x ` +
        `(goal: at most 1.2x; ${LOAD_CONNECTIONS} connections, ${LOAD_SECONDS} s each, ${CONTENT_PATHS.join(" ")})`,
    );
  } finally {
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const databaseUrl = process.env.BENCH_DASHBOARD_DATABASE_URL;
  if (!databaseUrl) {
    console.log("Set BENCH_DASHBOARD_DATABASE_URL to a database bench/analytics-fill.ts filled.");
    process.exit(1);
  }
  const checkout = process.argv[2] ? resolve(process.argv[2]) : undefined;
  const handle = await openDatabase({ databaseUrl, poolSize: 1 });
  try {
    await benchDashboardOverHttp(`PostgreSQL (${checkout ?? "this checkout"})`, databaseUrl, handle, checkout);
  } finally {
    await handle.close();
  }
}
