// The analytics bench's data: `events` analytics events (plus quote sessions, quotes, clicks and
// assistant conversations in proportion) spread over 400 days before now, filled with generate_series,
// and their daily rollups (decision 0063). Shared by bench/analytics-bench.ts (the SQL) and
// bench/dashboard-http-bench.ts (the dashboard over HTTP).
import { sql } from "drizzle-orm";
import { PROVINCES } from "../core/shared/provinces";
import type { DatabaseHandle } from "../db/client";

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

/** The rollup triggers (migrations 0016 and 0018), off during the bulk fill. */
const TRIGGERS = [
  ["analytics_events", "analytics_events_rollup"],
  ["quotes", "quotes_rollup"],
  ["quote_clicks", "quote_clicks_rollup"],
  ["chat_sessions", "chat_sessions_rollup_insert"],
  ["chat_messages", "chat_messages_rollup_insert"],
] as const;

/** Seconds each part of the fill took (the rest: quote sessions, quotes, clicks, conversations). */
export interface SeedTimes {
  eventsSeconds: number;
  rollupsSeconds: number;
  restSeconds: number;
}

/**
 * Fills the database. Events, quotes, clicks, conversations and replies go in with the rollup triggers
 * off (one statement for millions of rows would otherwise make a trigger read them all back), then
 * `analytics_rollups_rebuild()` and `chat_rollups_rebuild()` build the rollups from them, as the
 * migrations' backfills do. Then statistics (vacuum analyze).
 */
export async function seedAnalytics(handle: DatabaseHandle, events: number): Promise<SeedTimes> {
  const started = performance.now();
  const { db } = handle;
  const quoteSessions = Math.max(1, Math.round(events / SCALE.eventsPerQuoteSession));
  const conversations = Math.max(1, Math.round(events / SCALE.eventsPerConversation));
  const paths = sqlTextArray(PAGE_PATHS);
  const provinces = sqlTextArray(PROVINCES.map((province) => province.code));
  const entryPoints = sqlTextArray(["home", "province", "blog", "learn", "compare", "assistant", "policy", "direct"]);
  const slots = sqlTextArray(["region.province", "location.city", "vehicle", "driver.years_licensed", "coverage"]);
  const span = sql.raw(`${HISTORY_DAYS} * 86400`);

  await db.execute(sql`insert into partners (id, name, lines, provinces, handoff_url)
    values ('bench-partner', 'Bench Partner', array['car','home'], ${provinces}, 'https://partner.example/')
    on conflict do nothing`);
  // Events: a mix close to what the site records (most are page views), spread evenly over time.
  for (const [table, trigger] of TRIGGERS) await db.execute(sql.raw(`alter table ${table} disable trigger ${trigger}`));
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
      now() - make_interval(secs => (n::double precision / ${events}) * ${span})
    from generate_series(1, ${events}) as n
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
  const eventsDone = performance.now();
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
  const restDone = performance.now();
  for (const [table, trigger] of TRIGGERS) await db.execute(sql.raw(`alter table ${table} enable trigger ${trigger}`));
  await db.execute(sql`select analytics_rollups_rebuild()`);
  await db.execute(sql`select chat_rollups_rebuild()`);
  const rollupsDone = performance.now();
  // What autovacuum does on PostgreSQL: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze`);
  return {
    eventsSeconds: (eventsDone - started) / 1000,
    rollupsSeconds: (rollupsDone - restDone) / 1000,
    restSeconds: (restDone - eventsDone) / 1000,
  };
}
