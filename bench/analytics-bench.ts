// `npx tsx bench/analytics-bench.ts`: seeds analytics events (plus quote sessions, quotes, clicks and
// assistant conversations in proportion, bench/analytics-seed.ts) and their daily rollups: one million
// into a fresh PGlite, and ten million into a fresh PostgreSQL database (BENCH_DATABASE_URL's server,
// else a throw-away cluster from this machine's PostgreSQL binaries). Then times every dashboard query
// for the last 30 and 365 days, the whole dashboard for every language and for French activity alone
// (a quarter of it), and what the rollup trigger adds to storing one event. Prints figures; asserts
// nothing. BENCH_ANALYTICS_EVENTS and BENCH_ANALYTICS_EVENTS_POSTGRES change the counts;
// BENCH_ANALYTICS_SKIP_PGLITE=1 skips PGlite. On PostgreSQL it then starts the built server on the same
// database and measures the dashboard over HTTP (bench/dashboard-http.ts; BENCH_ANALYTICS_SKIP_HTTP=1 skips).
import { sql } from "drizzle-orm";
import { addDays, torontoDay, type DateRange } from "../core/analytics/date-range";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import * as queries from "../server/repositories/analytics-dashboard-repository";
import { getAnalyticsDashboard } from "../server/services/analytics-dashboard";
import * as rawQueries from "../tests/helpers/analytics-dashboard-raw-queries";
import { seedAnalytics } from "./analytics-seed";
import { benchDashboardOverHttp } from "./dashboard-http";
import { startBenchPostgres } from "./postgres.mjs";

const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
const EVENTS_POSTGRES = Number(process.env.BENCH_ANALYTICS_EVENTS_POSTGRES ?? 10_000_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 3);
async function countRows(handle: DatabaseHandle) {
  const result = (await handle.db.execute(sql`select
      (select count(*) from analytics_events)::int as events,
      (select count(*) from quote_sessions)::int as quote_sessions,
      (select count(*) from quotes)::int as quotes,
      (select count(*) from quote_clicks)::int as clicks,
      (select count(*) from chat_sessions)::int as conversations,
      (select count(*) from chat_messages)::int as messages`)) as unknown as { rows: Record<string, number>[] };
  return result.rows[0] ?? {};
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function time(run: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return median(times);
}

function rangeOf(days: number): DateRange {
  const to = torontoDay(new Date());
  return { from: addDays(to, -(days - 1)), to, days };
}

/**
 * What the rollup trigger adds to storing an event: `count` single-event inserts (page views and quote
 * starts of sessions that already have events, as the site sends them), with the trigger on and off.
 */
async function timeInserts(handle: DatabaseHandle, count: number): Promise<{ on: number; off: number }> {
  const insert = async (index: number) => {
    const type = index % 5 === 0 ? "quote_started" : "page_view";
    await handle.db.execute(sql`insert into analytics_events (session_id, event_type, event_data, occurred_at)
      values (${`bench-${index * 97}`}, ${type}, ${JSON.stringify({ path: "/blog", province: "ON" })}::jsonb, now())`);
  };
  const run = async (offset: number) => {
    const started = performance.now();
    for (let index = 0; index < count; index += 1) await insert(offset + index);
    return (performance.now() - started) / count;
  };
  const on = await run(0);
  await handle.db.execute(sql`alter table analytics_events disable trigger analytics_events_rollup`);
  try {
    return { on, off: await run(count) };
  } finally {
    await handle.db.execute(sql`alter table analytics_events enable trigger analytics_events_rollup`);
  }
}

async function benchOn(label: string, handle: DatabaseHandle, events: number): Promise<void> {
  const seedStarted = performance.now();
  await migrateDatabase(handle);
  const times = await seedAnalytics(handle, events);
  const seedMs = performance.now() - seedStarted;
  const counts = await countRows(handle);
  const rollupRows = (await handle.db.execute(sql`select
      (select count(*) from analytics_daily_counts)::int as counts,
      (select count(*) from analytics_session_rollups)::int as sessions`)) as unknown as {
    rows: { counts: number; sessions: number }[];
  };
  console.log(
    `\nAnalytics dashboard on ${label}: ${counts.events} events, ${counts.quote_sessions} quote sessions, ${counts.quotes} quotes, ` +
      `${counts.clicks} clicks, ${counts.conversations} conversations, ${counts.messages} messages ` +
      `(migrated and seeded in ${(seedMs / 1000).toFixed(1)} s: events ${times.eventsSeconds.toFixed(1)} s, ` +
      `their rollups ${times.rollupsSeconds.toFixed(1)} s, the rest ${times.restSeconds.toFixed(1)} s); ` +
      `rollup rows: ${rollupRows.rows[0]?.counts} counts, ${rollupRows.rows[0]?.sessions} sessions; median of ${RUNS} runs`,
  );
  const idleBefore = new Date(Date.now() - 30 * 60 * 1000);
  const cases: [string, (db: Database, bounds: queries.DayBounds, range: DateRange) => Promise<unknown>][] = [
    ["visits by day and total", (db, bounds) => queries.countVisitsByDay(db, bounds)],
    ["visits by entry point", (db, bounds) => queries.countVisitsByEntryPoint(db, bounds)],
    ["funnel (every step and dimension)", (db, bounds) => queries.countFunnel(db, bounds)],
    ["assistant conversations", (db, bounds) => queries.countConversations(db, bounds, idleBefore)],
    ["assistant abandoned at slot", (db, bounds) => queries.countAbandonedAtSlot(db, bounds, idleBefore)],
    ["assistant errors", (db, bounds) => queries.countAssistantErrors(db, bounds)],
    ["assistant successful calls", (db, bounds) => queries.countAssistantSuccesses(db, bounds)],
    ["top pages", (db, bounds) => queries.findTopPages(db, bounds, 20)],
    ["top articles", (db, bounds) => queries.findTopArticles(db, bounds, 20)],
    ["policy analyzer", (db, bounds) => queries.countPolicyEvents(db, bounds)],
  ];
  // The whole dashboard opens its own transaction.
  const isSnapshot = handle.kind === "postgres";
  const wholeDashboard = (range: DateRange, language: "fr" | null = null) =>
    getAnalyticsDashboard({ db: handle.db, now: () => new Date(), isSnapshot }, range, language);
  const ranges = [rangeOf(30), rangeOf(365)];
  console.log(`${"query".padEnd(32)}${"30 days ms".padStart(12)}${"365 days ms".padStart(13)}`);
  for (const [name, run] of cases) {
    const figures: string[] = [];
    for (const range of ranges) {
      const bounds = { from: range.from, toExclusive: addDays(range.to, 1) };
      // Each query runs as the dashboard runs it (in its transaction on PostgreSQL), after one warm-up.
      const once = () =>
        isSnapshot
          ? queries.inDashboardTransaction(handle.db, (transaction) => run(transaction, bounds, range))
          : run(handle.db, bounds, range);
      await once();
      figures.push((await time(once)).toFixed(1));
    }
    console.log(`${name.padEnd(32)}${figures[0]!.padStart(12)}${figures[1]!.padStart(13)}`);
  }
  const totals: string[] = [];
  for (const range of ranges) {
    await wholeDashboard(range);
    totals.push((await time(() => wholeDashboard(range))).toFixed(1));
  }
  console.log(`${"whole dashboard (all queries)".padEnd(32)}${totals[0]!.padStart(12)}${totals[1]!.padStart(13)}`);
  // The same with the language filter (a quarter of the activity is French).
  const french: string[] = [];
  for (const range of ranges) {
    await wholeDashboard(range, "fr");
    french.push((await time(() => wholeDashboard(range, "fr"))).toFixed(1));
  }
  console.log(`${"whole dashboard, French only".padEnd(32)}${french[0]!.padStart(12)}${french[1]!.padStart(13)}`);
  // Before: the same dashboard from raw rows (the queries before decision 0063, kept as the tests' reference).
  const before: string[] = [];
  for (const range of ranges) {
    const raw = () =>
      getAnalyticsDashboard({ db: handle.db, now: () => new Date(), isSnapshot, queries: rawQueries }, range, null);
    await raw();
    before.push((await time(raw)).toFixed(1));
  }
  console.log(`${"before: from raw rows".padEnd(32)}${before[0]!.padStart(12)}${before[1]!.padStart(13)}`);
  const inserts = await timeInserts(handle, 200);
  console.log(
    `storing one event: ${inserts.on.toFixed(2)} ms with the rollup trigger, ${inserts.off.toFixed(2)} ms without (mean of 200, one at a time)`,
  );
}

if (process.env.BENCH_ANALYTICS_SKIP_PGLITE !== "1") {
  const pglite = await openDatabase({ dataDir: "memory://" });
  try {
    await benchOn("PGlite (in memory)", pglite, EVENTS);
  } finally {
    await pglite.close();
  }
}

const server = await startBenchPostgres();
if (server) {
  const database = await server.createDatabase();
  const postgres = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
  try {
    await benchOn(server.label, postgres, EVENTS_POSTGRES);
    // The same database behind the built server: the dashboard over HTTP, and content pages during it.
    if (process.env.BENCH_ANALYTICS_SKIP_HTTP !== "1")
      await benchDashboardOverHttp(server.label, database.url, postgres);
  } finally {
    await postgres.close();
    await database.drop();
    await server.stop();
  }
}
