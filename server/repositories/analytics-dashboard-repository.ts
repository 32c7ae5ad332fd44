import { sql, type SQL } from "drizzle-orm";
import type { KeyCount, TopArticle, TopPage } from "../../core/analytics/dashboard";
import { ANALYTICS_TIME_ZONE } from "../../core/analytics/date-range";
import type { Language } from "../../core/i18n/languages";
import type { Database } from "../../db/client";

/**
 * The dashboard's SQL. Every query takes whole Toronto days [from, toExclusive). Figures from analytics
 * events, quotes shown and partner clicks read the daily rollups (decision 0063:
 * `analytics_daily_counts`, `analytics_session_rollups`, `quote_session_rollups`, kept by triggers as
 * rows arrive), never the raw rows. The assistant's conversations and replies read
 * `chat_daily_counts` (decision 0077, kept by triggers on their tables), and top pages and articles
 * the months of `analytics_monthly_page_views` wholly in the range; the only raw rows read are the
 * quote-flow conversations active in the last half hour (what "abandoned" leaves out). Counts come
 * back as int, days as text.
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

const chatLanguage = sql.raw("cs.language");

const ZONE = sql.raw(`'${ANALYTICS_TIME_ZONE}'`);

function within(column: SQL, bounds: DayBounds): SQL {
  return sql`${column} >= (${bounds.from}::date::timestamp at time zone ${ZONE}) and ${column} < (${bounds.toExclusive}::date::timestamp at time zone ${ZONE})`;
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

const chatTime = sql.raw("cs.created_at");

/** The post slug of an article's path (`r.key`), in either blog (`/blog/<slug>`, `/fr/blogue/<slug>`), else null. */
const ARTICLE_SLUG = sql`case
  when r.key like '/blog/_%' then substr(r.key, 7)
  when r.key like '/fr/blogue/_%' then substr(r.key, 12)
end`;

/** The language of `analytics_session_rollups` rows a scope reads: one language's, or "all". */
function rollupLanguage(scope: DashboardScope): string {
  return scope.language ?? "all";
}

/** Rollup rows (alias `r`) of the scope's days. */
function rollupDays(scope: DayBounds): SQL {
  return sql`r.day >= ${scope.from}::date and r.day < ${scope.toExclusive}::date`;
}

/**
 * Session rollup rows that count a session once in the range: the first of its days in the range,
 * i.e. the row whose previous day (if any) is before the range (decision 0063).
 */
function firstInRange(scope: DayBounds): SQL {
  return sql`(r.days_since_previous = 0 or r.day - r.days_since_previous < ${scope.from}::date)`;
}

/** Distinct sessions per key over the scope's days, from `analytics_session_rollups`. */
function sessionsByKey(metric: string, scope: DashboardScope): SQL {
  return sql`select r.key, sum(r.sessions) as count from analytics_session_rollups r
    where r.metric = ${metric} and r.language = ${rollupLanguage(scope)} and ${rollupDays(scope)} and ${firstInRange(scope)}
    group by r.key having sum(r.sessions) <> 0`;
}

/** Distinct sessions per day, from `analytics_session_rollups`. */
function sessionsByDay(metric: string, scope: DashboardScope): SQL {
  return sql`select to_char(r.day, 'YYYY-MM-DD') as key, sum(r.sessions) as count from analytics_session_rollups r
    where r.metric = ${metric} and r.language = ${rollupLanguage(scope)} and ${rollupDays(scope)}
    group by r.day having sum(r.sessions) <> 0`;
}

/** Distinct sessions over the scope's days (one row, key "total"), from `analytics_session_rollups`. */
function sessionsInRange(metric: string, scope: DashboardScope): SQL {
  return sql`select 'total' as key, coalesce(sum(r.sessions), 0) as count from analytics_session_rollups r
    where r.metric = ${metric} and r.language = ${rollupLanguage(scope)} and ${rollupDays(scope)} and ${firstInRange(scope)}`;
}

/** A rollup's rows (alias `r`) of the scope's days and, when the scope has one, language. */
function rollupScope(scope: DashboardScope): SQL {
  return sql`${rollupDays(scope)}${inLanguage(sql.raw("r.language"), scope)}`;
}

/** Event counts per key over the scope's days (every language, or the scope's), from `analytics_daily_counts`. */
function countsByKey(metric: string, scope: DashboardScope): SQL {
  return sql`select r.key, sum(r.count) as count from analytics_daily_counts r
    where r.metric = ${metric} and ${rollupScope(scope)}
    group by r.key`;
}

export type FunnelDimension = "day" | "province" | "category" | "entry_point";

/**
 * Visits per Toronto day plus the range's total (key "total"): distinct analytics sessions with a page
 * view. A session seen on two days counts on both days and once in the total.
 */
export function countVisitsByDay(db: Database, scope: DashboardScope): Promise<KeyCount[]> {
  return keyCounts(db, sql`${sessionsByDay("visit", scope)} union all ${sessionsInRange("visit", scope)}`);
}

/** Visits per kind of page seen (sessions that saw a page of that kind; the assistant: opened it). */
export function countVisitsByEntryPoint(db: Database, scope: DashboardScope): Promise<KeyCount[]> {
  return keyCounts(db, sessionsByKey("visit_kind", scope));
}

/** `quote_session_rollups` rows of a metric for the scope's days and language. */
function quoteRollups(metric: "shown" | "clicked", scope: DashboardScope): SQL {
  return sql`r.metric = ${metric} and ${rollupScope(scope)}`;
}

/** Every funnel step's counts for the range and each dimension (total, day, province, category, entry point). */
export type FunnelCounts = Record<"started" | "shown" | "clicked", Record<FunnelDimension | "total", KeyCount[]>>;

function emptyByDimension(): Record<FunnelDimension | "total", KeyCount[]> {
  return { total: [], day: [], province: [], category: [], entry_point: [] };
}

/**
 * The funnel for every dimension in three queries: each rollup row and each conversation of the range
 * is read once, not once per dimension (the dashboard's cost in PostgreSQL's CPU, decision 0073).
 * Quote starts: sessions that completed the wizard's first step (once per analytics session and key)
 * plus assistant conversations started in quote-flow mode. Quotes shown: quote sessions (wizard or
 * assistant hand-off) that produced at least one quote. Partner clicks: quote sessions with a click
 * in the range, by the click's day.
 */
export async function countFunnel(db: Database, scope: DashboardScope): Promise<FunnelCounts> {
  const counts: FunnelCounts = { started: emptyByDimension(), shown: emptyByDimension(), clicked: emptyByDimension() };
  const language = rollupLanguage(scope);
  // Wizard starts (a session once in the range per key; each day it was seen by day) and assistant
  // quote conversations, added together.
  const starts = await selectRows<{ dimension: FunnelDimension | "total"; key: string | null; count: number | string }>(
    db,
    sql`with chat as (
          select to_char(r.day, 'YYYY-MM-DD') as day, r.key as province, r.count from chat_daily_counts r
          where r.metric = 'quote_flow' and ${rollupScope(scope)}
        )
        select dimension, key, sum(count)::int as count from (
          select case r.metric when 'start' then 'total' when 'start_province' then 'province'
                   when 'start_category' then 'category' else 'entry_point' end as dimension,
                 case when r.metric = 'start' then 'total' else r.key end as key, sum(r.sessions) as count
          from analytics_session_rollups r
          where r.metric in ('start', 'start_province', 'start_category', 'start_entry') and r.language = ${language}
            and ${rollupDays(scope)} and ${firstInRange(scope)}
          group by r.metric, r.key having sum(r.sessions) <> 0
          union all
          select 'day', to_char(r.day, 'YYYY-MM-DD'), sum(r.sessions) from analytics_session_rollups r
          where r.metric = 'start' and r.language = ${language} and ${rollupDays(scope)}
          group by r.day having sum(r.sessions) <> 0
          union all
          select 'total', 'total', sum(chat.count) from chat having sum(chat.count) > 0
          union all
          select 'day', chat.day, sum(chat.count) from chat group by chat.day having sum(chat.count) <> 0
          union all
          select 'province', chat.province, sum(chat.count) from chat group by chat.province having sum(chat.count) <> 0
          union all
          select 'category', 'car', sum(chat.count) from chat having sum(chat.count) > 0
          union all
          select 'entry_point', 'assistant', sum(chat.count) from chat having sum(chat.count) > 0
        ) starts group by dimension, key`,
  );
  for (const row of starts) counts.started[row.dimension].push({ key: row.key ?? "unknown", count: Number(row.count) });
  // Quotes shown (each row) and partner clicks (by day each row; otherwise a session once in the range).
  const quotes = await selectRows<{
    metric: "shown" | "clicked";
    grouped: number;
    day: string | null;
    province: string | null;
    category: string | null;
    entry_point: string | null;
    every: number | string | null;
    once: number | string | null;
  }>(
    db,
    sql`select r.metric, grouping(r.day, r.province, r.category, r.entry_point) as grouped,
          to_char(r.day, 'YYYY-MM-DD') as day, r.province, r.category, r.entry_point,
          sum(r.sessions) as every, sum(r.sessions) filter (where ${firstInRange(scope)}) as once
        from quote_session_rollups r
        where r.metric in ('shown', 'clicked') and ${rollupScope(scope)}
        group by grouping sets ((r.metric), (r.metric, r.day), (r.metric, r.province), (r.metric, r.category), (r.metric, r.entry_point))`,
  );
  // grouping(): a bit per column, set when the row is not grouped by it (day is the highest).
  const byGrouping: Record<number, FunnelDimension | "total"> = {
    15: "total",
    7: "day",
    11: "province",
    13: "category",
    14: "entry_point",
  };
  for (const row of quotes) {
    const dimension = byGrouping[Number(row.grouped)];
    if (!dimension) continue;
    const count = Number((row.metric === "clicked" && dimension !== "day" ? row.once : row.every) ?? 0);
    if (count === 0) continue;
    const key = {
      total: "total",
      day: row.day,
      province: row.province,
      category: row.category,
      entry_point: row.entry_point,
    }[dimension];
    counts[row.metric][dimension].push({ key: key ?? "unknown", count });
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

/**
 * Quote-flow conversations of the range not handed off and active since `idleBefore` (so not
 * abandoned yet), per place they stopped: the open ones of `chat_daily_counts` less these are the
 * abandoned (decision 0077). Raw rows, but only the last half hour's, by a partial index.
 */
function stillActive(scope: DashboardScope, idleBefore: Date): SQL {
  return sql`select case when cs.ready_for_consent then 'consent'
                         else coalesce(cs.state->>'lastAsked', 'region.province') end as key, count(*) as count
      from chat_sessions cs
      where cs.mode = 'quote_flow' and cs.completed_at is null and cs.updated_at >= ${idleBefore.toISOString()}::timestamptz
        and ${within(chatTime, scope)}${inLanguage(chatLanguage, scope)}
      group by 1`;
}

/** Conversations started in the range; abandoned = quote flow, not handed off, idle since `idleBefore`. */
export async function countConversations(db: Database, scope: DashboardScope, idleBefore: Date) {
  const [row = {}] = await selectRows<Record<string, number | string | null>>(
    db,
    sql`
    with counts as (
      select r.metric, r.key, sum(r.count) as count from chat_daily_counts r
      where r.metric in ('quote_flow', 'chat', 'completed', 'open') and ${rollupScope(scope)}
      group by 1, 2
    ), active as (${stillActive(scope, idleBefore)})
    select
      (select coalesce(sum(count), 0) from counts where metric = 'quote_flow')::int as quote_flow,
      (select coalesce(sum(count), 0) from counts where metric = 'chat')::int as chat,
      (select coalesce(sum(count), 0) from counts where metric = 'completed')::int as completed,
      ((select coalesce(sum(count), 0) from counts where metric = 'open' and key = 'consent')
        - (select coalesce(sum(count), 0) from active where key = 'consent'))::int as ready,
      ((select coalesce(sum(count), 0) from counts where metric = 'open')
        - (select coalesce(sum(count), 0) from active))::int as abandoned`,
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
    sql`select o.key, (o.count - coalesce(a.count, 0))::int as count
        from (select r.key, sum(r.count) as count from chat_daily_counts r
              where r.metric = 'open' and ${rollupScope(scope)} group by r.key) o
        left join (${stillActive(scope, idleBefore)}) a on a.key = o.key
        where o.count - coalesce(a.count, 0) > 0`,
  );
}

/** Assistant calls that failed (assistant_error events, by stage). */
export function countAssistantErrors(db: Database, scope: DashboardScope) {
  return keyCounts(db, countsByKey("assistant_error", scope));
}

/** Assistant calls that succeeded: every stored assistant reply (greeting or turn) plus every hand-off. */
export function countAssistantSuccesses(db: Database, scope: DashboardScope) {
  return single(
    db,
    sql`select coalesce(sum(r.count), 0)::int as count from chat_daily_counts r
        where r.metric in ('assistant_message', 'handed_off') and ${rollupScope(scope)}`,
  );
}

/**
 * The scope's days as whole months and the days at either end (decision 0077): `monthsFrom` to
 * `monthsTo` (first days of months, the end exclusive) are whole months of the range; the days
 * [from, monthsFrom) and [monthsTo, toExclusive) are not. A range without a whole month is all days.
 */
export function monthSplit(scope: DayBounds): { monthsFrom: string; monthsTo: string } {
  const monthsFrom = scope.from.endsWith("-01") ? scope.from : firstOfNextMonth(scope.from);
  const monthsTo = `${scope.toExclusive.slice(0, 7)}-01`;
  return monthsFrom < monthsTo
    ? { monthsFrom, monthsTo }
    : { monthsFrom: scope.toExclusive, monthsTo: scope.toExclusive };
}

function firstOfNextMonth(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, "0")}-01`;
}

/**
 * Page views per path over the scope (every language, or the scope's), `path_filter` applied to
 * `r.key`: whole months from `analytics_monthly_page_views`, the days at the ends from
 * `analytics_daily_counts` (decision 0077). A year is about 12 month rows and 30 day rows per path.
 */
function pageViewsByPath(scope: DashboardScope, pathFilter: (column: SQL) => SQL): SQL {
  const { monthsFrom, monthsTo } = monthSplit(scope);
  return sql`select r.key, sum(r.count) as count from (
      select d.key, d.count from analytics_daily_counts d
      where d.metric = 'page_view'
        and ((d.day >= ${scope.from}::date and d.day < ${monthsFrom}::date)
          or (d.day >= ${monthsTo}::date and d.day < ${scope.toExclusive}::date))${inLanguage(sql.raw("d.language"), scope)}
        and ${pathFilter(sql.raw("d.key"))}
      union all
      select m.path, m.views from analytics_monthly_page_views m
      where m.month >= ${monthsFrom}::date and m.month < ${monthsTo}::date${inLanguage(sql.raw("m.language"), scope)}
        and ${pathFilter(sql.raw("m.path"))}
    ) r
    group by r.key`;
}

/**
 * The most viewed pages with their sessions and the quote starts after viewing them. Two queries: the
 * top paths first, then the session rollups of those paths only, by the index that leads with the
 * path (decision 0077), not every path's rows of the range.
 */
export async function findTopPages(db: Database, scope: DashboardScope, limit: number): Promise<TopPage[]> {
  const language = rollupLanguage(scope);
  const top = await selectRows<{ path: string; views: number | string }>(
    db,
    sql`select key as path, count as views from (${pageViewsByPath(scope, () => sql`true`)}) views
        order by views desc, path
        limit ${limit}`,
  );
  if (top.length === 0) return [];
  const paths = sql.join(
    top.map((row) => sql`${row.path}`),
    sql`, `,
  );
  const counts = await selectRows<{ metric: string; path: string; count: number | string }>(
    db,
    sql`select r.metric, r.key as path, sum(r.sessions) as count from analytics_session_rollups r
        where r.metric in ('page', 'page_start') and r.language = ${language} and r.key in (${paths})
          and ${rollupDays(scope)} and ${firstInRange(scope)}
          and (r.metric = 'page' or r.end_day < ${scope.toExclusive}::date)
        group by r.metric, r.key`,
  );
  const count = (metric: string, path: string) =>
    Number(counts.find((row) => row.metric === metric && row.path === path)?.count ?? 0);
  return top.map((row) => ({
    path: String(row.path),
    views: Number(row.views),
    sessions: count("page", row.path),
    quoteStarts: count("page_start", row.path),
  }));
}

export async function findTopArticles(db: Database, scope: DashboardScope, limit: number): Promise<TopArticle[]> {
  const rows = await selectRows<Record<string, string | number>>(
    db,
    sql`
    with views as (
      select ${ARTICLE_SLUG} as slug, sum(r.count) as views
      from (${pageViewsByPath(scope, (path) => sql`(${path} like '/blog/_%' or ${path} like '/fr/blogue/_%')`)}) r
      group by 1
    ), shown as (
      select r.blog_slug as slug, sum(r.sessions) as quotes
      from quote_session_rollups r
      where ${quoteRollups("shown", scope)} and r.blog_slug <> ''
      group by 1 having sum(r.sessions) <> 0
    ), clicked as (
      select r.blog_slug as slug, sum(r.sessions) as clicks
      from quote_session_rollups r
      where ${quoteRollups("clicked", scope)} and ${firstInRange(scope)} and r.blog_slug <> ''
      group by 1 having sum(r.sessions) <> 0
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

const POLICY_KINDS: Record<string, string> = {
  policy_upload: "upload",
  policy_success: "success",
  policy_failure: "failure",
};

export async function countPolicyEvents(db: Database, scope: DashboardScope): Promise<PolicyEventCounts> {
  const list = await selectRows<{ metric: string; key: string; count: number | string }>(
    db,
    sql`select r.metric, r.key, sum(r.count)::int as count from analytics_daily_counts r
        where r.metric in ('policy_upload', 'policy_success', 'policy_failure') and ${rollupScope(scope)}
        group by 1, 2`,
  );
  const pick = (kind: string) =>
    list.filter((row) => POLICY_KINDS[row.metric] === kind).map((row) => ({ key: row.key, count: Number(row.count) }));
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
