import { describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import {
  analyticsDashboardService,
  checkDashboardFilters,
  checkDashboardLanguage,
  LANGUAGE_FILTER_MESSAGE,
  oneAtATime,
  type DashboardQueries,
} from "./analytics-dashboard";

const NOW = new Date("2026-04-20T16:00:00Z");

describe("checkDashboardLanguage", () => {
  it.each([
    [undefined, null],
    [null, null],
    ["", null],
    ["  ", null],
    ["all", null],
    ["en", "en"],
    ["fr", "fr"],
    [" fr ", "fr"],
  ])("reads %j as %j", (value, language) => {
    expect(checkDashboardLanguage(value)).toBe(language);
  });

  it.each(["FR", "de", "fr-CA", "en,fr", "ALL"])("refuses %j", (value) => {
    expect(checkDashboardLanguage(value)).toBeUndefined();
  });
});

describe("checkDashboardFilters", () => {
  it("reads the range and the language together, every language by default", () => {
    expect(checkDashboardFilters({ from: "2026-04-14", to: "2026-04-15", language: "fr" }, NOW)).toEqual({
      ok: true,
      range: { from: "2026-04-14", to: "2026-04-15", days: 2 },
      language: "fr",
    });
    expect(checkDashboardFilters({}, NOW)).toMatchObject({ ok: true, language: null, range: { days: 30 } });
  });

  it("names the language when it is the only thing wrong, and the range first otherwise", () => {
    expect(checkDashboardFilters({ language: "es" }, NOW)).toEqual({
      ok: false,
      field: "language",
      message: LANGUAGE_FILTER_MESSAGE,
    });
    expect(checkDashboardFilters({ from: "2026-04-16", to: "2026-04-15", language: "es" }, NOW)).toMatchObject({
      ok: false,
      field: "from",
    });
  });
});

/**
 * Queries that answer nothing after a pause and record, for each dashboard (told apart by its
 * range's first day), when its first query started and its last one ended.
 */
function pausingQueries(spans: Map<string, { start: number; end: number }>): DashboardQueries {
  let clock = 0;
  const answer =
    <Result>(value: Result) =>
    async (_db: Database, scope: { from: string }): Promise<Result> => {
      const span = spans.get(scope.from) ?? { start: (clock += 1), end: 0 };
      spans.set(scope.from, span);
      await new Promise((resolve) => setTimeout(resolve, 2));
      span.end = clock += 1;
      return value;
    };
  const funnelSteps = { total: [], day: [], province: [], category: [], entry_point: [] };
  return {
    countVisitsByDay: answer([]),
    countVisitsByEntryPoint: answer([]),
    countFunnel: answer({ started: funnelSteps, shown: funnelSteps, clicked: funnelSteps }),
    countConversations: answer({ quoteFlow: 0, chat: 0, completed: 0, readyNotCompleted: 0, abandoned: 0 }),
    countAbandonedAtSlot: answer([]),
    countAssistantErrors: answer([]),
    countAssistantSuccesses: answer(0),
    findTopPages: answer([]),
    findTopArticles: answer([]),
    countPolicyEvents: answer({ uploadsBySource: [], successesByMethod: [], failuresByReason: [] }),
  };
}

describe("analyticsDashboardService", () => {
  it("loads one dashboard at a time: the next one's queries start after the last one's end", async () => {
    const spans = new Map<string, { start: number; end: number }>();
    const service = analyticsDashboardService({
      db: {} as Database,
      now: () => NOW,
      isSnapshot: false,
      queries: pausingQueries(spans),
    });
    const ranges = ["2026-04-01", "2026-04-05", "2026-04-09"].map((from) =>
      service.parseFilters({ from, to: "2026-04-20" }),
    );
    const dashboards = await Promise.all(ranges.map((filters) => service.load(filters)));
    expect(dashboards.map((dashboard) => dashboard.range.from)).toEqual(["2026-04-01", "2026-04-05", "2026-04-09"]);
    const [first, second, third] = ["2026-04-01", "2026-04-05", "2026-04-09"].map((from) => spans.get(from)!);
    expect(second!.start).toBeGreaterThan(first!.end);
    expect(third!.start).toBeGreaterThan(second!.end);
  });
});

describe("oneAtATime", () => {
  it("goes on with the next task after one fails, and answers each its own result", async () => {
    const queue = oneAtATime();
    const failed = queue(() => Promise.reject(new Error("the database went away")));
    const next = queue(() => Promise.resolve(42));
    await expect(failed).rejects.toThrow("the database went away");
    await expect(next).resolves.toBe(42);
  });
});
