// The staff dashboard's queries, before and after a change, on one kept fill (decision 0077):
//   BENCH_DASHBOARD_DATABASE_URL=postgres://... npx tsx bench/dashboard-queries.ts <before-checkout> [rounds]
// `before-checkout` is a folder with the repository of the queries to compare with
// (server/repositories/analytics-dashboard-repository.ts); the service is this checkout's, so only the
// queries differ. Rounds alternate before and after (the machine is shared: a figure is only worth
// comparing with one taken beside it), each a year's whole dashboard and then each query on its own,
// in the dashboard's transaction; prints the medians and the load average of each round. Asserts nothing.
import { loadavg } from "node:os";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { addDays, torontoDay, type DateRange } from "../core/analytics/date-range";
import { openDatabase } from "../db/client";
import * as after from "../server/repositories/analytics-dashboard-repository";
import { getAnalyticsDashboard, type DashboardQueries } from "../server/services/analytics-dashboard";

const url = process.env.BENCH_DASHBOARD_DATABASE_URL;
const beforeCheckout = process.argv[2];
const ROUNDS = Number(process.argv[3] ?? 5);
if (!url || !beforeCheckout) {
  console.log(
    "usage: BENCH_DASHBOARD_DATABASE_URL=postgres://... npx tsx bench/dashboard-queries.ts <before-checkout> [rounds]",
  );
  process.exit(1);
}
const before = (await import(
  pathToFileURL(resolve(beforeCheckout, "server/repositories/analytics-dashboard-repository.ts")).href
)) as typeof after;

const handle = await openDatabase({ databaseUrl: url, poolSize: 2 });
const to = torontoDay(new Date());
const year: DateRange = { from: addDays(to, -364), to, days: 365 };
const bounds = { from: year.from, toExclusive: addDays(to, 1), language: null };
const idleBefore = new Date(Date.now() - 30 * 60 * 1000);

function cases(queries: DashboardQueries): [string, (db: typeof handle.db) => Promise<unknown>][] {
  return [
    ["funnel", (db) => queries.countFunnel(db, bounds)],
    ["conversations", (db) => queries.countConversations(db, bounds, idleBefore)],
    ["abandoned at slot", (db) => queries.countAbandonedAtSlot(db, bounds, idleBefore)],
    ["assistant successful calls", (db) => queries.countAssistantSuccesses(db, bounds)],
    ["top pages", (db) => queries.findTopPages(db, bounds, 20)],
    ["top articles", (db) => queries.findTopArticles(db, bounds, 20)],
  ];
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const sets = { before: before as DashboardQueries, after: after as DashboardQueries };
const figures: Record<string, Record<string, number[]>> = { before: {}, after: {} };
const add = (side: string, name: string, ms: number) => (figures[side]![name] ??= []).push(ms);
try {
  // One warm-up of each.
  for (const queries of Object.values(sets))
    await getAnalyticsDashboard({ db: handle.db, now: () => new Date(), isSnapshot: true, queries }, year, null);
  for (let round = 0; round < ROUNDS; round += 1) {
    const line: string[] = [];
    for (const [side, queries] of round % 2 === 0 ? Object.entries(sets) : Object.entries(sets).reverse()) {
      const whole = await timed(() =>
        getAnalyticsDashboard({ db: handle.db, now: () => new Date(), isSnapshot: true, queries }, year, null),
      );
      add(side, "whole dashboard, a year", whole);
      for (const [name, run] of cases(queries))
        add(side, name, await timed(() => after.inDashboardTransaction(handle.db, run)));
      line.push(`${side} ${whole.toFixed(0)} ms`);
    }
    console.log(`round ${round + 1}: ${line.join(", ")} (load average ${loadavg()[0]!.toFixed(2)})`);
  }
  console.log(`\n${"median ms".padEnd(30)}${"before".padStart(10)}${"after".padStart(10)}`);
  for (const name of Object.keys(figures.after!))
    console.log(
      `${name.padEnd(30)}${median(figures.before![name]!).toFixed(1).padStart(10)}${median(figures.after![name]!).toFixed(1).padStart(10)}`,
    );
} finally {
  await handle.close();
}
