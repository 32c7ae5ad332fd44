// `npx tsx bench/analytics-bench.ts`: seeds one million analytics events (plus quote sessions, quotes,
// clicks and assistant conversations in proportion) into a fresh PGlite, and into a fresh database on
// PostgreSQL when BENCH_DATABASE_URL (or DATABASE_URL) is set, then times every dashboard query for the
// last 30 and 365 days, and the whole dashboard for French activity alone (a quarter of it). Prints
// figures; asserts nothing.
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { addDays, torontoDay, type DateRange } from "../core/analytics/date-range";
import { PROVINCES } from "../core/shared/provinces";
import { openDatabase, type Database, type DatabaseHandle } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import * as queries from "../server/repositories/analytics-dashboard-repository";
import { getAnalyticsDashboard } from "../server/services/analytics-dashboard";

const EVENTS = Number(process.env.BENCH_ANALYTICS_EVENTS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_ANALYTICS_RUNS ?? 3);
/** Days of history the seeded data spreads over (more than the longest range, so ranges cut into it). */
const HISTORY_DAYS = 400;

/** One analytics session, quote session and conversation in this many is French (decision 0036). */
const FRENCH_EVERY = 4;

/** One analytics session per this many events; one quote session per 40 events, and so on. */
const SCALE = {
  eventsPerSession: 4,
  eventsPerQuoteSession: 40,
  quotesPerSession: 4,
  clickShare: 0.3,
  eventsPerConversation: 80,
  messagesPerConversation: 5,
};

const PAGE_PATHS = [
  "/",
  "/blog",
  "/quotes",
  "/policy-analyzer",
  "/learn",
  "/learn/how-car-insurance-works",
  "/compare/car",
  "/contact",
  ...PROVINCES.map((province) => `/${province.slug}`),
  ...Array.from({ length: 40 }, (_, index) => `/blog/article-${index + 1}`),
];

function sqlTextArray(values: readonly string[]) {
  return sql.raw(`array[${values.map((value) => `'${value.replace(/'/g, "''")}'`).join(", ")}]`);
}

async function seed(handle: DatabaseHandle): Promise<void> {
  const { db } = handle;
  const quoteSessions = Math.max(1, Math.round(EVENTS / SCALE.eventsPerQuoteSession));
  const conversations = Math.max(1, Math.round(EVENTS / SCALE.eventsPerConversation));
  const paths = sqlTextArray(PAGE_PATHS);
  const provinces = sqlTextArray(PROVINCES.map((province) => province.code));
  const entryPoints = sqlTextArray(["home", "province", "blog", "learn", "compare", "assistant", "policy", "direct"]);
  const slots = sqlTextArray(["region.province", "location.city", "vehicle", "driver.years_licensed", "coverage"]);
  const span = sql.raw(`${HISTORY_DAYS} * 86400`);

  await db.execute(sql`insert into partners (id, name, lines, provinces, handoff_url)
    values ('bench-partner', 'Bench Partner', array['car','home'], ${provinces}, 'https://partner.example/')
    on conflict do nothing`);
  // Events: a mix close to what the site records (most are page views), spread evenly over time.
  await db.execute(sql`
    insert into analytics_events (session_id, event_type, event_data, occurred_at)
    select 'bench-' || (n / ${SCALE.eventsPerSession}),
      t.type,
      case t.type
        when 'page_view' then jsonb_build_object('path', (${paths})[1 + ((n::bigint * 7919) % ${PAGE_PATHS.length})::int], 'search', '')
        when 'quote_started' then jsonb_build_object('category', (array['car','home','travel','business'])[1 + n % 4],
          'province', (${provinces})[1 + n % 10], 'from', (${entryPoints})[1 + n % 8])
        when 'policy_analyzed' then case when n % 5 = 0
          then jsonb_build_object('outcome', 'failure', 'reason', (array['unreadable','too_large','unsupported_type'])[1 + n % 3])
          else jsonb_build_object('outcome', 'success', 'source', (array['pdf','ocr'])[1 + n % 2]) end
        when 'assistant_error' then jsonb_build_object('stage', (array['init','message','consent'])[1 + n % 3])
        else '{}'::jsonb
      end || jsonb_build_object('language', case when (n / ${SCALE.eventsPerSession}) % ${FRENCH_EVERY} = 0 then 'fr' else 'en' end),
      now() - make_interval(secs => (n::double precision / ${EVENTS}) * ${span})
    from generate_series(1, ${EVENTS}) as n
    cross join lateral (select case
      when n % 100 < 60 then 'page_view'
      when n % 100 < 65 then 'quote_started'
      when n % 100 < 70 then 'assistant_open'
      when n % 100 < 80 then 'cta_click'
      when n % 100 < 90 then 'assistant_slot_upsert'
      when n % 100 < 92 then 'policy_upload'
      when n % 100 < 94 then 'policy_analyzed'
      when n % 100 < 95 then 'assistant_error'
      else 'quote_step_complete' end as type) t`);
  await db.execute(sql`
    insert into quote_sessions (id, aggregator_session_id, product_type, category, province_code, request, entry_point, blog_slug, created_at, language)
    select md5('qs' || n)::uuid, 'bench-' || n, case when n % 4 = 1 then 'home'::product_type else 'auto'::product_type end,
      (array['car','home','travel','business'])[1 + n % 4], (${provinces})[1 + n % 10], '{}'::jsonb,
      (${entryPoints})[1 + n % 8], case when n % 8 = 2 then 'article-' || (1 + n % 40) end,
      now() - make_interval(secs => (n::double precision / ${quoteSessions}) * ${span}),
      case when n % ${FRENCH_EVERY} = 0 then 'fr' else 'en' end
    from generate_series(1, ${quoteSessions}) as n`);
  await db.execute(sql`
    insert into quotes (id, session_id, partner_id, partner_name, coverage_type, annual_premium, created_at)
    select md5('q' || n || '-' || k)::uuid, md5('qs' || n)::uuid, 'bench-partner', 'Bench Partner', 'standard', 1000 + k * 50, s.created_at
    from generate_series(1, ${quoteSessions}) as n
    cross join generate_series(1, ${SCALE.quotesPerSession}) as k
    join quote_sessions s on s.id = md5('qs' || n)::uuid
    where n % 20 <> 0`);
  await db.execute(sql`
    insert into quote_clicks (session_id, quote_id, partner_id, redirect_url, created_at)
    select s.id, md5('q' || n || '-1')::uuid, 'bench-partner', 'https://partner.example/', s.created_at + interval '2 minutes'
    from generate_series(1, ${quoteSessions}) as n
    join quote_sessions s on s.id = md5('qs' || n)::uuid
    where n % 20 <> 0 and (n * 7) % 10 < ${Math.round(SCALE.clickShare * 10)}`);
  await db.execute(sql`
    insert into chat_sessions (id, mode, fields, ready_for_consent, state, completed_at, created_at, updated_at, language)
    select md5('cs' || n)::uuid, case when n % 3 = 0 then 'chat'::chat_mode else 'quote_flow'::chat_mode end,
      jsonb_build_object('region', jsonb_build_object('province', (${provinces})[1 + n % 10])),
      n % 7 = 0, jsonb_build_object('lastAsked', (${slots})[1 + n % 5]),
      case when n % 3 = 1 then c.at + interval '5 minutes' end, c.at, c.at + interval '5 minutes',
      case when n % ${FRENCH_EVERY} = 0 then 'fr' else 'en' end
    from generate_series(1, ${conversations}) as n
    cross join lateral (select now() - make_interval(secs => (n::double precision / ${conversations}) * ${span}) as at) c`);
  await db.execute(sql`
    insert into chat_messages (chat_session_id, role, content, created_at)
    select s.id, case when k % 2 = 0 then 'assistant'::chat_role else 'user'::chat_role end, 'bench message',
      s.created_at + make_interval(secs => k * 20)
    from chat_sessions s cross join generate_series(1, ${SCALE.messagesPerConversation}) as k`);
  // What autovacuum does on PostgreSQL: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze`);
}

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

async function benchOn(label: string, handle: DatabaseHandle): Promise<void> {
  const seedStarted = performance.now();
  await migrateDatabase(handle);
  await seed(handle);
  const seedMs = performance.now() - seedStarted;
  const counts = await countRows(handle);
  console.log(
    `\nAnalytics dashboard on ${label}: ${counts.events} events, ${counts.quote_sessions} quote sessions, ${counts.quotes} quotes, ` +
      `${counts.clicks} clicks, ${counts.conversations} conversations, ${counts.messages} messages ` +
      `(migrated and seeded in ${(seedMs / 1000).toFixed(1)} s); median of ${RUNS} runs`,
  );
  const idleBefore = new Date(Date.now() - 30 * 60 * 1000);
  const cases: [string, (db: Database, bounds: queries.DayBounds, range: DateRange) => Promise<unknown>][] = [
    ["visits by day and total", (db, bounds) => queries.countVisitsByDay(db, bounds)],
    ["visits by entry point", (db, bounds) => queries.countVisitsByEntryPoint(db, bounds)],
    ["starts by day", (db, bounds) => queries.countStarts(db, bounds, "day")],
    ["starts by province", (db, bounds) => queries.countStarts(db, bounds, "province")],
    ["starts by entry point", (db, bounds) => queries.countStarts(db, bounds, "entry_point")],
    ["shown by day", (db, bounds) => queries.countShown(db, bounds, "day")],
    ["shown by category", (db, bounds) => queries.countShown(db, bounds, "category")],
    ["clicked by day", (db, bounds) => queries.countClicked(db, bounds, "day")],
    ["clicked by entry point", (db, bounds) => queries.countClicked(db, bounds, "entry_point")],
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
}

const pglite = await openDatabase({ dataDir: "memory://" });
try {
  await benchOn("PGlite (in memory)", pglite);
} finally {
  await pglite.close();
}

const databaseUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (databaseUrl) {
  const name = `quotemaple_analytics_bench_${randomBytes(4).toString("hex")}`;
  const adminUrl = new URL(databaseUrl);
  adminUrl.pathname = "/postgres";
  const admin = await openDatabase({ databaseUrl: adminUrl.toString(), poolSize: 1 });
  await admin.db.execute(sql.raw(`create database ${name}`));
  const target = new URL(databaseUrl);
  target.pathname = `/${name}`;
  const postgres = await openDatabase({ databaseUrl: target.toString(), poolSize: 2 });
  try {
    await benchOn("PostgreSQL", postgres);
  } finally {
    await postgres.close();
    await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
    await admin.close();
  }
} else {
  console.log("  (set BENCH_DATABASE_URL=postgres://... to measure it on PostgreSQL too)");
}
