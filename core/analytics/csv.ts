import type { AnalyticsDashboard, FunnelRow, KeyCount } from "./dashboard";

export type CsvCell = string | number | null;

/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV cell: text that a spreadsheet would run as a formula gets a leading apostrophe, and any
 * cell holding a comma, quote or line break is quoted with its quotes doubled (RFC 4180).
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to RFC 4180 text: CRLF line ends, a CRLF after the last record too. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

export const DASHBOARD_CSV_HEADER = ["section", "dimension", "key", "metric", "value"] as const;

function rate(value: number | null): number | null {
  return value === null ? null : Math.round(value * 10000) / 10000;
}

function funnelRecords(dimension: string, rows: readonly FunnelRow[]): CsvCell[][] {
  return rows.flatMap((row) => [
    ["funnel", dimension, row.key, "visits", row.visits],
    ["funnel", dimension, row.key, "quote_started", row.started],
    ["funnel", dimension, row.key, "quotes_shown", row.shown],
    ["funnel", dimension, row.key, "partner_click", row.clicked],
    ["funnel", dimension, row.key, "rate_started_per_visit", rate(row.rates.started)],
    ["funnel", dimension, row.key, "rate_shown_per_started", rate(row.rates.shown)],
    ["funnel", dimension, row.key, "rate_click_per_shown", rate(row.rates.clicked)],
    ["funnel", dimension, row.key, "rate_click_per_visit", rate(row.rates.overall)],
  ]);
}

function countRecords(section: string, dimension: string, metric: string, list: readonly KeyCount[]): CsvCell[][] {
  return list.map((entry) => [section, dimension, entry.key, metric, entry.count]);
}

/**
 * The whole dashboard as one long table (section, dimension, key, metric, value): every record has
 * the same five fields, so it opens in any spreadsheet and pivots freely.
 */
export function dashboardCsvRows(dashboard: AnalyticsDashboard): CsvCell[][] {
  const { funnel, assistant, content, policy, range } = dashboard;
  return [
    [...DASHBOARD_CSV_HEADER],
    ["range", "", "from", "date", range.from],
    ["range", "", "to", "date", range.to],
    ["range", "", "time_zone", "name", dashboard.timeZone],
    // The language the figures count (decision 0036): "all", "en" or "fr".
    ["filter", "", "language", "code", dashboard.language ?? "all"],
    ...funnelRecords("total", [funnel.total]),
    ...funnelRecords("day", funnel.byDay),
    ...funnelRecords("province", funnel.byProvince),
    ...funnelRecords("category", funnel.byCategory),
    ...funnelRecords("entry_point", funnel.byEntryPoint),
    ["assistant", "mode", "quote_flow", "conversations_started", assistant.started.quoteFlow],
    ["assistant", "mode", "chat", "conversations_started", assistant.started.chat],
    ["assistant", "", "total", "conversations_started", assistant.started.total],
    ["assistant", "", "quote_flow", "completed_to_consent", assistant.completedToConsent],
    ["assistant", "", "quote_flow", "abandoned_at_consent", assistant.readyNotCompleted],
    ["assistant", "", "quote_flow", "abandoned", assistant.abandoned],
    ["assistant", "", "quote_flow", "in_progress", assistant.inProgress],
    ["assistant", "", "quote_flow", "completion_rate", rate(assistant.completionRate)],
    ...countRecords("assistant", "abandoned_at_slot", "conversations", assistant.abandonedAt),
    ["assistant", "", "calls", "failed", assistant.errors.failed],
    ["assistant", "", "calls", "succeeded", assistant.errors.succeeded],
    ["assistant", "", "calls", "error_rate", rate(assistant.errors.rate)],
    ...countRecords("assistant", "error_stage", "failed", assistant.errors.byStage),
    ...content.topPages.flatMap((page): CsvCell[][] => [
      ["content", "page", page.path, "views", page.views],
      ["content", "page", page.path, "sessions", page.sessions],
      ["content", "page", page.path, "quote_starts_after_view", page.quoteStarts],
    ]),
    ...content.topArticles.flatMap((article): CsvCell[][] => [
      ["content", "article", article.slug, "views", article.views],
      ["content", "article", article.slug, "quotes_shown", article.quotesShown],
      ["content", "article", article.slug, "partner_clicks", article.clicks],
    ]),
    ["policy", "", "total", "uploads", policy.uploads],
    ["policy", "", "total", "successes", policy.successes],
    ["policy", "", "total", "failures", policy.failures],
    ["policy", "", "total", "success_rate", rate(policy.successRate)],
    ...countRecords("policy", "upload_source", "uploads", policy.uploadsBySource),
    ...countRecords("policy", "method", "successes", policy.successesByMethod),
    ...countRecords("policy", "failure_reason", "failures", policy.failuresByReason),
  ];
}

export function dashboardCsv(dashboard: AnalyticsDashboard): string {
  return toCsv(dashboardCsvRows(dashboard));
}

/** `quotemaple-analytics-{from}-to-{to}.csv`, with `-en` or `-fr` before `.csv` for one language's figures. */
export function dashboardCsvFileName(dashboard: AnalyticsDashboard): string {
  const language = dashboard.language ? `-${dashboard.language}` : "";
  return `quotemaple-analytics-${dashboard.range.from}-to-${dashboard.range.to}${language}.csv`;
}
