// `npx tsx bench/analytics-fill.ts [events]`: a throw-away PostgreSQL cluster (bench/postgres.mjs)
// filled as the analytics bench fills it (bench/analytics-seed.ts; a million events unless told),
// kept running until Ctrl-C so that several runs compare on the same fill, for example the dashboard
// over HTTP before and after a change (bench/dashboard-http.ts). Prints the database's URL and how
// long each part of the fill took, the rollups' rebuild included (decision 0073).
import { loadavg } from "node:os";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedAnalytics } from "./analytics-seed";
import { startBenchPostgres } from "./postgres.mjs";

const events = Number(process.argv[2] ?? 1_000_000);
const server = await startBenchPostgres();
if (!server) process.exit(1);
const database = await server.createDatabase();
const handle = await openDatabase({ databaseUrl: database.url, poolSize: 2 });
try {
  await migrateDatabase(handle);
  const times = await seedAnalytics(handle, events);
  console.log(
    `${events} events on ${server.label}: events ${times.eventsSeconds.toFixed(1)} s, their rollups and state ` +
      `${times.rollupsSeconds.toFixed(1)} s, the rest ${times.restSeconds.toFixed(1)} s (load average ${loadavg()[0]!.toFixed(2)})`,
  );
} finally {
  await handle.close();
}
console.log(`BENCH_DASHBOARD_DATABASE_URL=${database.url}\nKept until Ctrl-C.`);
const stop = async () => {
  await server.stop();
  process.exit(0);
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
setInterval(() => {}, 60_000);
