import { sql, type SQL } from "drizzle-orm";
import type { KeyCount, TopArticle, TopPage } from "../../core/analytics/dashboard";
import { ANALYTICS_TIME_ZONE } from "../../core/analytics/date-range";
import type { Language } from "../../core/i18n/languages";
import { PROVINCES } from "../../core/shared/provinces";
import type { Database } from "../../db/client";
import type { FunnelCounts } from "../../server/repositories/analytics-dashboard-repository";

/**
 * The dashboard's queries as they were before the daily rollups (decision 0063), reading raw analytics
 * events: kept only here, as the reference the rollup-based dashboard must equal
 * (tests/integration/analytics-rollups.integration.test.ts). Not used by the server.
 *
 * The dashboard's SQL. Every query takes whole Toronto days [from, toExclusive) and turns them into
 * timestamptz bounds once, so the range is an index range scan on the time column; days are bucketed
 * in Toronto time. Counts come back as int, days as text.
 */
export interface DayBounds {
  /** First day, YYYY-MM-DD. */
  from: string;
  /** The day after the last one, YYYY-MM-DD. */
  toExclusive: string;
}

/**
 * What a dashboard query counts: whole days, and one language's activity or (absent or null) every
 * language's. An event's language is the page's (`analytics_events.language`, from its data); a quote
 * session's or a conversation's is the one it was started in (decision 0036).
 */
export interface DashboardScope extends DayBounds {
  language?: Language | null;
}

/** ` and <column> = <language>` when the scope names a language, nothing otherwise. */
function inLanguage(column: SQL, scope: DashboardScope): SQL {
  return scope.language ? sql` and ${column} = ${scope.language}` : sql.empty();
}

const eventLanguage = sql.raw("e.language");
const sessionLanguage = sql.raw("s.language");
const chatLanguage = sql.raw("cs.language");

const ZONE = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);
const PROVINCE_PATHS = sql.raw(
  PROVINCES.flatMap((province) => [`'/${province.slug}'`, `'/fr/${province.slugFr}'`]).join(", "),
);

function within(column: SQL, bounds: DayBounds): SQL {
  return sql`${column} >= (${bounds.from}::date::timestamp at time zone ${ZONE}) and ${column} < (${bounds.toExclusive}::date::timestamp at time zone ${ZONE})`;
}

function dayOf(column: SQL): SQL {
  return sql`to_char((${column} at time zone ${ZONE})::date, 'YYYY-MM-DD')`;
}

/** The rows of a raw query (PGlite and node-postgres both answer with `rows`). */
async function selectRows<Row>(db: Database, query: SQL): Promise<Row[]> {
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

async function keyCounts(db: Database, query: SQL): Promise<KeyCount[]> {
  const rows = await selectRows<{ key: string | null; count: number | string }>(db, query);
  return rows.map((row) => ({
    key: row.key ?? "unknown",
    count: Number(row.count),
  }));
}

async function single(db: Database, query: SQL): Promise<number> {
  const [row] = await selectRows<{ count: number | string | null }>(db, query);
  return Number(row?.count ?? 0);
}

const eventTime = sql.raw("e.occurred_at");
const sessionTime = sql.raw("s.created_at");
const clickTime = sql.raw("c.created_at");
const chatTime = sql.raw("cs.created_at");

/** The kind of page a path is, for the funnel by entry point (the `from` values of /quotes links). */
const PAGE_KIND = sql`case
  when e.event_data->>'path' in ('/', '/home', '/fr') then 'home'
  when e.event_data->>'path' in (${PROVINCE_PATHS}) then 'province'
  when e.event_data->>'path' like '/blog/%' or e.event_data->>'path' like '/fr/blogue/%' then 'blog'
  when e.event_data->>'path' in ('/learn', '/fr/guides') or e.event_data->>'path' like '/learn/%'
    or e.event_data->>'path' like '/fr/guides/%' then 'learn'
  when e.event_data->>'path' like '/compare/%' or e.event_data->>'path' like '/fr/comparer/%' then 'compare'
  when e.event_data->>'path' in ('/policy-analyzer', '/fr/analyseur-de-police') then 'policy'
end`;

/** The post slug of an article's path, in either blog (`/blog/<slug>`, `/fr/blogue/<slug>`), else null. */
const ARTICLE_SLUG = sql`case
  when e.event_data->>'path' like '/blog/_%' then substr(e.event_data->>'path', 7)
  when e.event_data->>'path' like '/fr/blogue/_%' then substr(e.event_data->>'path', 12)
end`;

export type FunnelDimension = "day" | "province" | "category" | "entry_point";

/** Visits: distinct analytics sessions with a page view (per day, or per kind of page seen). */
/**
 * Visits per Toronto day plus the range's total (key "total") in one pass: distinct analytics sessions
 * with a page view. A session seen on two days counts on both days and once in the total.
 */
export function countVisitsByDay(db: Database, scope: DashboardScope): Promise<KeyCount[]> {
  return keyCounts(
    db,
    sql`select case when grouping(day) = 0 then to_char(day, 'YYYY-MM-DD') else 'total' end as key,
               count(distinct session_id)::int as count
        from (
          select (e.occurred_at at time zone ${ZONE})::date as day, e.session_id from analytics_events e
          where e.event_type = 'page_view' and ${within(eventTime, scope)}${inLanguage(eventLanguage, scope)}
        ) views
        group by grouping sets ((day), ())`,
  );
}

/** Visits per kind of page seen (sessions that saw a page of that kind; the assistant: opened it). */
export function countVisitsByEntryPoint(db: Database, scope: DashboardScope): Promise<KeyCount[]> {
  return keyCounts(
    db,
    sql`select key, count(distinct session_id)::int as count from (
          select ${PAGE_KIND} as key, e.session_id from analytics_events e
          where e.event_type = 'page_view' and ${within(eventTime, scope)}${inLanguage(eventLanguage, scope)}
          union all
          select 'assistant', e.session_id from analytics_events e
          where e.event_type = 'assistant_open' and ${within(eventTime, scope)}${inLanguage(eventLanguage, scope)}
        ) seen where key is not null group by key`,
  );
}

/**
 * Quote starts: sessions that completed the wizard's first step (quote_started events, counted once
 * per analytics session and key) plus assistant conversations started in quote-flow mode.
 */
export function countStarts(db: Database, scope: DashboardScope, dimension: FunnelDimension | "total") {
  const wizardKey = {
    total: sql`'total'`,
    day: dayOf(eventTime),
    province: sql`upper(e.event_data->>'province')`,
    category: sql`e.event_data->>'category'`,
    entry_point: sql`coalesce(nullif(e.event_data->>'from', ''), 'direct')`,
  }[dimension];
  const assistantKey = {
    total: sql`'total'`,
    day: dayOf(chatTime),
    province: sql`upper(cs.fields->'region'->>'province')`,
    category: sql`'car'`,
    entry_point: sql`'assistant'`,
  }[dimension];
  return keyCounts(
    db,
    sql`select key, sum(count)::int as count from (
          select ${wizardKey} as key, count(distinct e.session_id) as count from analytics_events e
          where e.event_type = 'quote_started' and ${within(eventTime, scope)}${inLanguage(eventLanguage, scope)} group by 1
          union all
          select ${assistantKey} as key, count(*) as count from chat_sessions cs
          where cs.mode = 'quote_flow' and ${within(chatTime, scope)}${inLanguage(chatLanguage, scope)} group by 1
        ) starts group by key`,
  );
}

/** A quote session row's group (`s`), by the day of `time` when grouping by day. */
function quoteSessionKey(dimension: FunnelDimension | "total", time: SQL) {
  return {
    total: sql`'total'`,
    day: dayOf(time),
    province: sql`s.province_code::text`,
    category: sql`s.category`,
    entry_point: sql`coalesce(s.entry_point, 'direct')`,
  }[dimension];
}

/** Quotes shown: quote sessions (wizard or assistant hand-off) that produced at least one quote. */
export function countShown(db: Database, scope: DashboardScope, dimension: FunnelDimension | "total") {
  const key = quoteSessionKey(dimension, sessionTime);
  return keyCounts(
    db,
    sql`select ${key} as key, count(*)::int as count from quote_sessions s
        where ${within(sessionTime, scope)}${inLanguage(sessionLanguage, scope)} and exists (select 1 from quotes q where q.session_id = s.id)
        group by 1`,
  );
}

/** Partner clicks: quote sessions with at least one click in the range (by the click's day). */
export function countClicked(db: Database, scope: DashboardScope, dimension: FunnelDimension | "total") {
  const key = quoteSessionKey(dimension, clickTime);
  return keyCounts(
    db,
    sql`select ${key} as key, count(distinct c.session_id)::int as count from quote_clicks c
        join quote_sessions s on s.id = c.session_id
        where ${within(clickTime, scope)}${inLanguage(sessionLanguage, scope)} group by 1`,
  );
}

/** Every funnel step for every dimension, one query per step and dimension (fifteen). */
export async function countFunnel(db: Database, scope: DashboardScope): Promise<FunnelCounts> {
  const counts = {} as FunnelCounts;
  for (const [step, count] of [
    ["started", countStarts],
    ["shown", countShown],
    ["clicked", countClicked],
  ] as const) {
    const byDimension = {} as FunnelCounts[typeof step];
    for (const dimension of ["total", "day", "province", "category", "entry_point"] as const) {
      byDimension[dimension] = await count(db, scope, dimension);
    }
    counts[step] = byDimension;
  }
  return counts;
}

export interface AssistantConversationCounts {
  quoteFlow: number;
  chat: number;
  completed: number;
  readyNotCompleted: number;
  abandoned: number;
}

/** Conversations started in the range; abandoned = quote flow, not handed off, idle since `idleBefore`. */
export async function countConversations(db: Database, scope: DashboardScope, idleBefore: Date) {
  const [row = {}] = await selectRows<Record<string, number | string | null>>(
    db,
    sql`
    select
      count(*) filter (where cs.mode = 'quote_flow')::int as quote_flow,
      count(*) filter (where cs.mode = 'chat')::int as chat,
      count(*) filter (where cs.mode = 'quote_flow' and cs.completed_at is not null)::int as completed,
      count(*) filter (where cs.mode = 'quote_flow' and cs.completed_at is null and cs.ready_for_consent and cs.updated_at < ${idleBefore.toISOString()}::timestamptz)::int as ready,
      count(*) filter (where cs.mode = 'quote_flow' and cs.completed_at is null and cs.updated_at < ${idleBefore.toISOString()}::timestamptz)::int as abandoned
    from chat_sessions cs where ${within(chatTime, scope)}${inLanguage(chatLanguage, scope)}`,
  );
  return {
    quoteFlow: Number(row.quote_flow ?? 0),
    chat: Number(row.chat ?? 0),
    completed: Number(row.completed ?? 0),
    readyNotCompleted: Number(row.ready ?? 0),
    abandoned: Number(row.abandoned ?? 0),
  } satisfies AssistantConversationCounts;
}

/** Where abandoned quote-flow conversations stopped: the slot asked last, or the consent block. */
export function countAbandonedAtSlot(db: Database, scope: DashboardScope, idleBefore: Date) {
  return keyCounts(
    db,
    sql`select case when cs.ready_for_consent then 'consent'
                    else coalesce(cs.state->>'lastAsked', 'region.province') end as key,
               count(*)::int as count
        from chat_sessions cs
        where cs.mode = 'quote_flow' and cs.completed_at is null
          and cs.updated_at < ${idleBefore.toISOString()}::timestamptz and ${within(chatTime, scope)}${inLanguage(chatLanguage, scope)}
        group by 1`,
  );
}

/** Assistant calls that failed (assistant_error events, by stage). */
export function countAssistantErrors(db: Database, scope: DashboardScope) {
  return keyCounts(
    db,
    sql`select coalesce(e.event_data->>'stage', 'unknown') as key, count(*)::int as count from analytics_events e
        where e.event_type = 'assistant_error' and ${within(eventTime, scope)}${inLanguage(eventLanguage, scope)} group by 1`,
  );
}

/** Assistant calls that succeeded: every stored assistant reply (greeting or turn) plus every hand-off. */
export function countAssistantSuccesses(db: Database, scope: DashboardScope) {
  const messageTime = sql.raw("m.created_at");
  const completedTime = sql.raw("cs.completed_at");
  return single(
    db,
    sql`select (
          (select count(*) from chat_messages m where m.role = 'assistant' and ${within(messageTime, scope)}${
            scope.language
              ? sql` and exists (select 1 from chat_sessions cs where cs.id = m.chat_session_id and cs.language = ${scope.language})`
              : sql.empty()
          })
          + (select count(*) from chat_sessions cs where cs.completed_at is not null and ${within(completedTime, scope)}${inLanguage(chatLanguage, scope)})
        )::int as count`,
  );
}

export async function findTopPages(db: Database, scope: DashboardScope, limit: number): Promise<TopPage[]> {
  const rows = await selectRows<Record<string, string | number>>(
    db,
    sql`
    with views as (
      select e.session_id, e.event_data->>'path' as path, count(*) as views, min(e.occurred_at) as first_seen
      from analytics_events e
      where e.event_type = 'page_view' and ${within(eventTime, scope)}${inLanguage(eventLanguage, scope)}
      group by 1, 2
    ), starts as (
      select e.session_id, max(e.occurred_at) as last_start
      from analytics_events e
      where e.event_type = 'quote_started' and ${within(eventTime, scope)}${inLanguage(eventLanguage, scope)}
      group by 1
    )
    select v.path, sum(v.views)::int as views, count(*)::int as sessions,
           count(*) filter (where st.last_start >= v.first_seen)::int as quote_starts
    from views v left join starts st on st.session_id = v.session_id
    where v.path is not null
    group by v.path
    order by views desc, v.path
    limit ${limit}`,
  );
  return rows.map((row) => ({
    path: String(row.path),
    views: Number(row.views),
    sessions: Number(row.sessions),
    quoteStarts: Number(row.quote_starts),
  }));
}

export async function findTopArticles(db: Database, scope: DashboardScope, limit: number): Promise<TopArticle[]> {
  const rows = await selectRows<Record<string, string | number>>(
    db,
    sql`
    with views as (
      select ${ARTICLE_SLUG} as slug, count(*) as views
      from analytics_events e
      where e.event_type = 'page_view' and ${within(eventTime, scope)}${inLanguage(eventLanguage, scope)}
        and ${ARTICLE_SLUG} is not null
      group by 1
    ), shown as (
      select s.blog_slug as slug, count(*) as quotes
      from quote_sessions s
      where s.blog_slug is not null and ${within(sessionTime, scope)}${inLanguage(sessionLanguage, scope)}
        and exists (select 1 from quotes q where q.session_id = s.id)
      group by 1
    ), clicked as (
      select s.blog_slug as slug, count(distinct c.session_id) as clicks
      from quote_clicks c join quote_sessions s on s.id = c.session_id
      where s.blog_slug is not null and ${within(clickTime, scope)}${inLanguage(sessionLanguage, scope)}
      group by 1
    )
    select coalesce(v.slug, sh.slug, cl.slug) as slug, coalesce(v.views, 0)::int as views,
           coalesce(sh.quotes, 0)::int as quotes, coalesce(cl.clicks, 0)::int as clicks
    from views v
    full join shown sh on sh.slug = v.slug
    full join clicked cl on cl.slug = coalesce(v.slug, sh.slug)
    order by views desc, quotes desc, clicks desc, slug
    limit ${limit}`,
  );
  return rows.map((row) => ({
    slug: String(row.slug),
    views: Number(row.views),
    quotesShown: Number(row.quotes),
    clicks: Number(row.clicks),
  }));
}

export interface PolicyEventCounts {
  uploadsBySource: KeyCount[];
  successesByMethod: KeyCount[];
  failuresByReason: KeyCount[];
}

export async function countPolicyEvents(db: Database, scope: DashboardScope): Promise<PolicyEventCounts> {
  const list = await selectRows<{ kind: string; key: string; count: number | string }>(
    db,
    sql`
    select
      case when e.event_type = 'policy_upload' then 'upload'
           when e.event_data->>'outcome' = 'success' then 'success' else 'failure' end as kind,
      case when e.event_type = 'policy_upload' then coalesce(e.event_data->>'source', 'page')
           when e.event_data->>'outcome' = 'success' then coalesce(e.event_data->>'source', 'unknown')
           else coalesce(e.event_data->>'reason', 'unspecified') end as key,
      count(*)::int as count
    from analytics_events e
    where e.event_type in ('policy_upload', 'policy_analyzed') and ${within(eventTime, scope)}${inLanguage(eventLanguage, scope)}
    group by 1, 2`,
  );
  const pick = (kind: string) =>
    list.filter((row) => row.kind === kind).map((row) => ({ key: row.key, count: Number(row.count) }));
  return { uploadsBySource: pick("upload"), successesByMethod: pick("success"), failuresByReason: pick("failure") };
}

/** Memory for the dashboard's sorts and hashes, for its transaction only. */
const DASHBOARD_WORK_MEM = "64MB";

/**
 * Runs dashboard queries in one read-only snapshot, so every figure describes the same moment, with
 * room for the distinct counts' sorts to stay in memory (a year of page views overflows the default
 * 4 MB work_mem).
 */
export function inDashboardTransaction<Result>(db: Database, run: (db: Database) => Promise<Result>): Promise<Result> {
  return db.transaction(
    async (transaction) => {
      await transaction.execute(sql.raw(`set local work_mem = '${DASHBOARD_WORK_MEM}'`));
      return run(transaction as unknown as Database);
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
