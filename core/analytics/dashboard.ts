import type { Language } from "../i18n/languages";
import { daysOf, type DateRange } from "./date-range";

/** One count under a key (a day, a province, a category, an entry point, a slot, a reason...). */
export interface KeyCount {
  key: string;
  count: number;
}

/** The four funnel steps. `visits` is null where visits cannot be attributed (province, category). */
export interface FunnelCounts {
  visits: number | null;
  started: number;
  shown: number;
  clicked: number;
}

export interface FunnelRates {
  /** started / visits */
  started: number | null;
  /** shown / started */
  shown: number | null;
  /** clicked / shown */
  clicked: number | null;
  /** clicked / visits */
  overall: number | null;
}

export interface FunnelRow extends FunnelCounts {
  key: string;
  rates: FunnelRates;
}

export interface AssistantHealth {
  started: { quoteFlow: number; chat: number; total: number };
  completedToConsent: number;
  /** Quote-flow conversations idle for longer than the abandonment window without handing off. */
  abandoned: number;
  /** Of the abandoned ones, those that had reached the consent block. */
  readyNotCompleted: number;
  /** Quote-flow conversations neither handed off nor abandoned (still within the window). */
  inProgress: number;
  completionRate: number | null;
  abandonedAt: KeyCount[];
  errors: { failed: number; succeeded: number; rate: number | null; byStage: KeyCount[] };
}

export interface TopPage {
  path: string;
  views: number;
  sessions: number;
  /** Sessions that started a quote (wizard) after viewing the page, in the range. */
  quoteStarts: number;
}

export interface TopArticle {
  slug: string;
  views: number;
  /** Quote sessions whose request came from the article (from=blog&blog=slug). */
  quotesShown: number;
  clicks: number;
}

export interface PolicyAnalyzerStats {
  uploads: number;
  successes: number;
  failures: number;
  successRate: number | null;
  uploadsBySource: KeyCount[];
  successesByMethod: KeyCount[];
  failuresByReason: KeyCount[];
}

export interface AnalyticsDashboard {
  range: DateRange;
  /** The one language counted (decision 0036), or null for all of them. */
  language: Language | null;
  timeZone: string;
  generatedAt: string;
  funnel: {
    total: FunnelRow;
    byDay: FunnelRow[];
    byProvince: FunnelRow[];
    byCategory: FunnelRow[];
    byEntryPoint: FunnelRow[];
  };
  assistant: AssistantHealth;
  content: { topPages: TopPage[]; topArticles: TopArticle[] };
  policy: PolicyAnalyzerStats;
}

/** numerator / denominator, or null when there is nothing to divide by. */
export function conversionRate(numerator: number | null, denominator: number | null): number | null {
  if (numerator === null || denominator === null || denominator <= 0) return null;
  return numerator / denominator;
}

export function funnelRow(key: string, counts: FunnelCounts): FunnelRow {
  return {
    key,
    ...counts,
    rates: {
      started: conversionRate(counts.started, counts.visits),
      shown: conversionRate(counts.shown, counts.started),
      clicked: conversionRate(counts.clicked, counts.shown),
      overall: conversionRate(counts.clicked, counts.visits),
    },
  };
}

function countsByKey(list: readonly KeyCount[] | undefined): Map<string, number> {
  const map = new Map<string, number>();
  for (const entry of list ?? []) map.set(entry.key, (map.get(entry.key) ?? 0) + entry.count);
  return map;
}

/**
 * Joins per-step counts into funnel rows. `keys` fixes the order and the rows always shown (every day
 * of the range, every entry point); other keys found in the data follow, busiest first.
 */
export function mergeFunnel(
  steps: {
    visits?: readonly KeyCount[];
    started: readonly KeyCount[];
    shown: readonly KeyCount[];
    clicked: readonly KeyCount[];
  },
  options: { keys?: readonly string[]; hasVisits: boolean },
): FunnelRow[] {
  const visits = countsByKey(steps.visits);
  const started = countsByKey(steps.started);
  const shown = countsByKey(steps.shown);
  const clicked = countsByKey(steps.clicked);
  const fixed = options.keys ?? [];
  const seen = new Set(fixed);
  const extra = [...new Set([...visits.keys(), ...started.keys(), ...shown.keys(), ...clicked.keys()])].filter(
    (key) => !seen.has(key),
  );
  const rows = (keys: readonly string[]) =>
    keys.map((key) =>
      funnelRow(key, {
        visits: options.hasVisits ? (visits.get(key) ?? 0) : null,
        started: started.get(key) ?? 0,
        shown: shown.get(key) ?? 0,
        clicked: clicked.get(key) ?? 0,
      }),
    );
  const extraRows = rows(extra).sort(
    (a, b) =>
      b.shown - a.shown || b.started - a.started || (b.visits ?? 0) - (a.visits ?? 0) || a.key.localeCompare(b.key),
  );
  return [...rows(fixed), ...extraRows];
}

/** The funnel for every day of the range, zeros included. */
export function funnelByDay(
  range: DateRange,
  steps: {
    visits: readonly KeyCount[];
    started: readonly KeyCount[];
    shown: readonly KeyCount[];
    clicked: readonly KeyCount[];
  },
): FunnelRow[] {
  return mergeFunnel(steps, { keys: daysOf(range), hasVisits: true }).filter(
    (row) => row.key <= range.to && row.key >= range.from,
  );
}

/** Sorts key counts busiest first (then by key), for stable tables. */
export function sortCounts(list: readonly KeyCount[]): KeyCount[] {
  return [...list].sort((a, b) => b.count - a.count || a.key.localeCompare(b.key));
}

export function sumCounts(list: readonly KeyCount[]): number {
  return list.reduce((total, entry) => total + entry.count, 0);
}
