import {
  conversionRate,
  funnelByDay,
  funnelRow,
  mergeFunnel,
  sortCounts,
  sumCounts,
  type AnalyticsDashboard,
  type KeyCount,
} from "../../core/analytics/dashboard";
import {
  addDays,
  ANALYTICS_TIME_ZONE,
  MAX_RANGE_DAYS,
  resolveDateRange,
  torontoDay,
  type DateRange,
} from "../../core/analytics/date-range";
import { isLanguage, type Language } from "../../core/i18n/languages";
import { t } from "../../core/i18n/translate";
import { AppError } from "../../core/shared/errors";
import { PROVINCE_CODES } from "../../core/shared/provinces";
import { ENTRY_POINTS } from "../../core/shared/quote-form";
import type { Database } from "../../db/client";
import * as rollupQueries from "../repositories/analytics-dashboard-repository";
import { inDashboardTransaction, type DashboardScope } from "../repositories/analytics-dashboard-repository";

/**
 * The queries a dashboard is made of: the rollup-based repository (decision 0063), or another set of
 * the same shape (the test keeps the raw-event queries from before the rollups as its reference).
 */
export type DashboardQueries = Pick<
  typeof rollupQueries,
  | "countAbandonedAtSlot"
  | "countAssistantErrors"
  | "countAssistantSuccesses"
  | "countConversations"
  | "countFunnel"
  | "countPolicyEvents"
  | "countVisitsByDay"
  | "countVisitsByEntryPoint"
  | "findTopArticles"
  | "findTopPages"
>;

/** A quote-flow conversation idle this long without handing off counts as abandoned. */
export const ABANDONED_AFTER_MS = 30 * 60 * 1000;
export const TOP_CONTENT_LIMIT = 20;

export interface AnalyticsDashboardDependencies {
  db: Database;
  now: () => Date;
  /**
   * Read everything in one snapshot transaction (PostgreSQL). PGlite is one connection: a transaction
   * there would hold every other request for the whole dashboard, so its queries run one by one.
   */
  isSnapshot: boolean;
  /** The queries; the rollup-based repository unless given. */
  queries?: DashboardQueries;
}

export type RangeCheck = { ok: true; range: DateRange } | { ok: false; field: "from" | "to"; message: string };

/** The dashboard's filters as the page's address and the API take them: `?from=&to=&language=`. */
export interface DashboardQuery {
  from?: string | null;
  to?: string | null;
  language?: string | null;
}

/** The days, and the language (null: all of them), the dashboard counts. */
export interface DashboardFilters {
  range: DateRange;
  language: Language | null;
}

export type FiltersCheck =
  ({ ok: true } & DashboardFilters) | { ok: false; field: "from" | "to" | "language"; message: string };

/** Staff screens stay English (decision 0035), so this message is not in the catalogue. */
export const LANGUAGE_FILTER_MESSAGE = "The language must be en (English), fr (French), or all (or left out).";

/** Reads `language`: absent, empty or "all" for every language; "en" or "fr" for one. */
export function checkDashboardLanguage(value: string | null | undefined): Language | null | undefined {
  const text = value?.trim() ?? "";
  if (text === "" || text === "all") return null;
  return isLanguage(text) ? text : undefined;
}

/** Reads `from`/`to` query values into a range, or says which one is wrong and why. */
export function checkDashboardRange(query: { from?: string | null; to?: string | null }, now: Date): RangeCheck {
  const result = resolveDateRange(query, torontoDay(now));
  if (result.ok) return result;
  return {
    ok: false,
    field: result.field,
    message: t(`analytics.admin.error.${result.problem}`, { max: MAX_RANGE_DAYS }),
  };
}

/** Reads the range and the language, or says which one is wrong and why (the range first). */
export function checkDashboardFilters(query: DashboardQuery, now: Date): FiltersCheck {
  const range = checkDashboardRange(query, now);
  if (!range.ok) return range;
  const language = checkDashboardLanguage(query.language);
  if (language === undefined) return { ok: false, field: "language", message: LANGUAGE_FILTER_MESSAGE };
  return { ok: true, range: range.range, language };
}

/** Reads the filters, or throws a 400 that names the value at fault. */
export function parseDashboardFilters(query: DashboardQuery, now: Date): DashboardFilters {
  const checked = checkDashboardFilters(query, now);
  if (checked.ok) return { range: checked.range, language: checked.language };
  throw new AppError("validation_failed", checked.message, [{ path: checked.field, message: checked.message }]);
}

function first(list: KeyCount[]): number {
  return list[0]?.count ?? 0;
}

/**
 * The staff dashboard for a range of whole Toronto days: the conversion funnel (total, by day,
 * province, category and entry point), assistant health, content and the policy analyzer; for every
 * language, or for the activity of one (`language`, decision 0036).
 */
export async function getAnalyticsDashboard(
  dependencies: AnalyticsDashboardDependencies,
  range: DateRange,
  language: Language | null = null,
): Promise<AnalyticsDashboard> {
  const queries = dependencies.queries ?? rollupQueries;
  const load = (db: Database) => loadDashboard(queries, db, dependencies.now(), range, language);
  return dependencies.isSnapshot ? inDashboardTransaction(dependencies.db, load) : load(dependencies.db);
}

async function loadDashboard(
  queries: DashboardQueries,
  db: Database,
  now: Date,
  range: DateRange,
  language: Language | null,
): Promise<AnalyticsDashboard> {
  const bounds: DashboardScope = { from: range.from, toExclusive: addDays(range.to, 1), language };
  const {
    countAbandonedAtSlot,
    countAssistantErrors,
    countAssistantSuccesses,
    countConversations,
    countFunnel,
    countPolicyEvents,
    countVisitsByDay,
    countVisitsByEntryPoint,
    findTopArticles,
    findTopPages,
  } = queries;
  const idleBefore = new Date(now.getTime() - ABANDONED_AFTER_MS);

  // One query at a time: PGlite is a single connection, and on PostgreSQL this keeps a dashboard
  // view to one pooled connection.
  const visitsByDay = await countVisitsByDay(db, bounds);
  const totalVisits = visitsByDay.find((entry) => entry.key === "total")?.count ?? 0;
  const funnel = await countFunnel(db, bounds);
  const totalStarted = sumCounts(funnel.started.total);
  const totalShown = first(funnel.shown.total);
  const totalClicked = first(funnel.clicked.total);

  const byDay = funnelByDay(range, {
    visits: visitsByDay.filter((entry) => entry.key !== "total"),
    started: funnel.started.day,
    shown: funnel.shown.day,
    clicked: funnel.clicked.day,
  });
  const byProvince = mergeFunnel(
    { started: funnel.started.province, shown: funnel.shown.province, clicked: funnel.clicked.province },
    { keys: PROVINCE_CODES, hasVisits: false },
  );
  const byCategory = mergeFunnel(
    { started: funnel.started.category, shown: funnel.shown.category, clicked: funnel.clicked.category },
    { hasVisits: false },
  );
  const byEntryPoint = mergeFunnel(
    {
      visits: await countVisitsByEntryPoint(db, bounds),
      started: funnel.started.entry_point,
      shown: funnel.shown.entry_point,
      clicked: funnel.clicked.entry_point,
    },
    { keys: ENTRY_POINTS, hasVisits: true },
  ).map((row) => (row.key === "direct" ? funnelRow(row.key, { ...row, visits: null }) : row));

  const conversations = await countConversations(db, bounds, idleBefore);
  const abandonedAt = sortCounts(await countAbandonedAtSlot(db, bounds, idleBefore));
  const errorsByStage = sortCounts(await countAssistantErrors(db, bounds));
  const failed = sumCounts(errorsByStage);
  const succeeded = await countAssistantSuccesses(db, bounds);
  const inProgress = Math.max(0, conversations.quoteFlow - conversations.completed - conversations.abandoned);

  const policy = await countPolicyEvents(db, bounds);
  const uploads = sumCounts(policy.uploadsBySource);
  const successes = sumCounts(policy.successesByMethod);
  const failures = sumCounts(policy.failuresByReason);

  return {
    range,
    language,
    timeZone: ANALYTICS_TIME_ZONE,
    generatedAt: now.toISOString(),
    funnel: {
      total: funnelRow("total", {
        visits: totalVisits,
        started: totalStarted,
        shown: totalShown,
        clicked: totalClicked,
      }),
      byDay,
      byProvince,
      byCategory,
      byEntryPoint,
    },
    assistant: {
      started: {
        quoteFlow: conversations.quoteFlow,
        chat: conversations.chat,
        total: conversations.quoteFlow + conversations.chat,
      },
      completedToConsent: conversations.completed,
      readyNotCompleted: conversations.readyNotCompleted,
      abandoned: conversations.abandoned,
      inProgress,
      completionRate: conversionRate(conversations.completed, conversations.quoteFlow),
      abandonedAt,
      errors: { failed, succeeded, rate: conversionRate(failed, failed + succeeded), byStage: errorsByStage },
    },
    content: {
      topPages: await findTopPages(db, bounds, TOP_CONTENT_LIMIT),
      topArticles: await findTopArticles(db, bounds, TOP_CONTENT_LIMIT),
    },
    policy: {
      uploads,
      successes,
      failures,
      successRate: conversionRate(successes, successes + failures),
      uploadsBySource: sortCounts(policy.uploadsBySource),
      successesByMethod: sortCounts(policy.successesByMethod),
      failuresByReason: sortCounts(policy.failuresByReason),
    },
  };
}

/**
 * Runs the tasks given one after the other, each once the one before has settled (in the order they
 * were given), and answers each task's own result or error.
 */
export function oneAtATime() {
  let last: Promise<unknown> = Promise.resolve();
  return <Result>(task: () => Promise<Result>): Promise<Result> => {
    const result = last.then(task, task);
    last = result.catch(() => undefined);
    return result;
  };
}

/**
 * The service the API and the page share, bound to a database and a clock. A process loads one
 * dashboard at a time (decision 0073): several staff loading at once would each keep a database
 * backend busy, and on a machine with few cores that CPU is taken from the visitors' pages. The
 * second waits for the first (a dashboard is a few hundred milliseconds) and then reads its own
 * snapshot, so every answer is as fresh as before.
 */
export function analyticsDashboardService(dependencies: AnalyticsDashboardDependencies) {
  const queue = oneAtATime();
  return {
    today: () => torontoDay(dependencies.now()),
    checkFilters: (query: DashboardQuery) => checkDashboardFilters(query, dependencies.now()),
    parseFilters: (query: DashboardQuery) => parseDashboardFilters(query, dependencies.now()),
    load: (filters: DashboardFilters) =>
      queue(() => getAnalyticsDashboard(dependencies, filters.range, filters.language)),
  };
}
