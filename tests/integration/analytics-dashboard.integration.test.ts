import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsDashboard, FunnelRow } from "../../core/analytics/dashboard";
import type { Database } from "../../db/client";
import { getAnalyticsDashboard } from "../../server/services/analytics-dashboard";
import { createStaffUser, signInStaff } from "../helpers/staff-session";
import { startTestServer, type TestServer } from "../helpers/test-server";

/*
 * Seeded around the switch to daylight time in Toronto (Sunday 2026-03-08, 02:00 EST -> 03:00 EDT):
 * Toronto midnight is 05:00 UTC on March 7 and 8 (EST), and 04:00 UTC on March 9 (EDT).
 * The range under test is 2026-03-07..2026-03-08.
 */
const RANGE = "from=2026-03-07&to=2026-03-08";
const STAFF = { email: "analyst@example.ca", password: "analyst-password-123" };

let server: TestServer;
let cookie: string;

async function event(db: Database, sessionId: string, type: string, at: string, data: Record<string, unknown> = {}) {
  await db.execute(sql`insert into analytics_events (session_id, event_type, event_data, occurred_at)
    values (${sessionId}, ${type}, ${JSON.stringify(data)}::jsonb, ${at}::timestamptz)`);
}

async function chat(
  db: Database,
  values: {
    mode: "quote_flow" | "chat";
    createdAt: string;
    updatedAt?: string;
    completedAt?: string;
    ready?: boolean;
    fields?: Record<string, unknown>;
    state?: Record<string, unknown>;
    assistantMessages: number;
  },
): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`insert into chat_sessions (id, mode, fields, ready_for_consent, state, completed_at, created_at, updated_at)
    values (${id}, ${values.mode}, ${JSON.stringify(values.fields ?? {})}::jsonb, ${values.ready ?? false},
      ${JSON.stringify(values.state ?? {})}::jsonb, ${values.completedAt ?? null}::timestamptz,
      ${values.createdAt}::timestamptz, ${values.updatedAt ?? values.createdAt}::timestamptz)`);
  for (let index = 0; index < values.assistantMessages; index += 1) {
    await db.execute(sql`insert into chat_messages (chat_session_id, role, content, created_at)
      values (${id}, 'assistant', 'reply', ${values.createdAt}::timestamptz + ${`${index} minutes`}::interval)`);
    await db.execute(sql`insert into chat_messages (chat_session_id, role, content, created_at)
      values (${id}, 'user', 'message', ${values.createdAt}::timestamptz + ${`${index} minutes`}::interval)`);
  }
  return id;
}

async function quoteSession(
  db: Database,
  values: {
    createdAt: string;
    province: string;
    category: string;
    entryPoint: string | null;
    blogSlug?: string;
    quotes: number;
    clicksAt?: string[];
  },
): Promise<string> {
  const id = randomUUID();
  await db.execute(sql`insert into quote_sessions (id, aggregator_session_id, product_type, category, province_code, request, entry_point, blog_slug, created_at)
    values (${id}, ${randomUUID()}, ${values.category === "home" ? "home" : "auto"}, ${values.category}, ${values.province},
      '{}'::jsonb, ${values.entryPoint}, ${values.blogSlug ?? null}, ${values.createdAt}::timestamptz)`);
  const quoteIds: string[] = [];
  for (let index = 0; index < values.quotes; index += 1) {
    const quoteId = randomUUID();
    quoteIds.push(quoteId);
    await db.execute(sql`insert into quotes (id, session_id, partner_id, partner_name, coverage_type, annual_premium, created_at)
      values (${quoteId}, ${id}, 'analytics-partner', 'Analytics Partner', 'standard', 1200, ${values.createdAt}::timestamptz)`);
  }
  for (const at of values.clicksAt ?? []) {
    await db.execute(sql`insert into quote_clicks (session_id, quote_id, partner_id, redirect_url, created_at)
      values (${id}, ${quoteIds[0]}, 'analytics-partner', 'https://partner.example/', ${at}::timestamptz)`);
  }
  return id;
}

async function seed(db: Database) {
  await db.execute(sql`insert into partners (id, name, lines, provinces, handoff_url)
    values ('analytics-partner', 'Analytics Partner', array['car'], array['ON'], 'https://partner.example/')`);

  // Visits. s0 and s5 fall one second/minute outside the range; s3 and s4 sit on day boundaries.
  await event(db, "session-s0", "page_view", "2026-03-07T04:59:59Z", { path: "/" });
  await event(db, "session-s1", "page_view", "2026-03-07T05:00:00Z", { path: "/" });
  await event(db, "session-s1", "assistant_open", "2026-03-07T06:00:00Z");
  await event(db, "session-s1", "quote_started", "2026-03-07T06:30:00Z", {
    category: "home",
    province: "bc",
    from: "home",
  });
  await event(db, "session-s1", "quote_started", "2026-03-07T06:40:00Z", {
    category: "home",
    province: "bc",
    from: "home",
  });
  await event(db, "session-s2", "page_view", "2026-03-07T15:00:00Z", { path: "/blog/winter-tires" });
  await event(db, "session-s2", "page_view", "2026-03-07T15:01:00Z", { path: '=HYPERLINK("http://evil")' });
  await event(db, "session-s2", "page_view", "2026-03-07T15:02:00Z", { path: '/blog/a,"b"' });
  await event(db, "session-s2", "page_view", "2026-03-07T15:05:00Z", { path: "/ontario-auto-insurance-quote" });
  await event(db, "session-s2", "quote_started", "2026-03-07T15:10:00Z", {
    category: "car",
    province: "ON",
    from: "blog",
  });
  await event(db, "session-s3", "page_view", "2026-03-08T04:59:00Z", { path: "/learn/how-rates-work" });
  await event(db, "session-s3", "page_view", "2026-03-08T05:01:00Z", { path: "/" });
  await event(db, "session-s4", "page_view", "2026-03-09T03:59:00Z", { path: "/policy-analyzer" });
  await event(db, "session-s4", "policy_upload", "2026-03-08T10:00:00Z", { type: "application/pdf", sizeKb: 120 });
  await event(db, "session-s4", "policy_analyzed", "2026-03-08T10:00:05Z", { outcome: "success", source: "pdf" });
  await event(db, "session-s4", "policy_upload", "2026-03-08T10:05:00Z", {
    type: "image/png",
    sizeKb: 300,
    source: "assistant",
  });
  await event(db, "session-s4", "policy_analyzed", "2026-03-08T10:05:05Z", {
    outcome: "failure",
    reason: "unreadable",
  });
  await event(db, "session-s4", "policy_analyzed", "2026-03-08T10:06:00Z", { outcome: "failure" });
  await event(db, "session-s5", "page_view", "2026-03-09T04:00:00Z", { path: "/" });
  await event(db, "session-s3", "assistant_error", "2026-03-08T10:00:00Z", { stage: "message", reason: "network" });
  await event(db, "session-s3", "assistant_error", "2026-03-08T11:00:00Z", { stage: "init", reason: "http_503" });

  // Assistant conversations.
  await chat(db, {
    mode: "quote_flow",
    createdAt: "2026-03-07T12:00:00Z",
    completedAt: "2026-03-07T12:10:00Z",
    ready: true,
    fields: { region: { province: "ON" } },
    assistantMessages: 3,
  });
  await chat(db, {
    mode: "quote_flow",
    createdAt: "2026-03-08T12:00:00Z",
    updatedAt: "2026-03-08T12:05:00Z",
    state: { lastAsked: "vehicle" },
    assistantMessages: 1,
  });
  await chat(db, {
    mode: "quote_flow",
    createdAt: "2026-03-08T13:00:00Z",
    updatedAt: "2026-03-08T13:05:00Z",
    ready: true,
    state: { lastAsked: "coverage" },
    assistantMessages: 1,
  });
  await chat(db, { mode: "chat", createdAt: "2026-03-07T09:00:00Z", assistantMessages: 1 });
  await chat(db, { mode: "quote_flow", createdAt: "2026-03-06T12:00:00Z", assistantMessages: 1 });

  // Quote sessions, quotes and partner clicks.
  await quoteSession(db, {
    createdAt: "2026-03-07T16:00:00Z",
    province: "ON",
    category: "car",
    entryPoint: "blog",
    blogSlug: "winter-tires",
    quotes: 2,
    clicksAt: ["2026-03-07T16:05:00Z", "2026-03-07T16:06:00Z"],
  });
  await quoteSession(db, {
    createdAt: "2026-03-08T12:30:00Z",
    province: "ON",
    category: "car",
    entryPoint: "assistant",
    quotes: 1,
  });
  await quoteSession(db, {
    createdAt: "2026-03-08T20:00:00Z",
    province: "BC",
    category: "home",
    entryPoint: null,
    quotes: 0,
  });
  await quoteSession(db, {
    createdAt: "2026-03-06T12:00:00Z",
    province: "QC",
    category: "car",
    entryPoint: "home",
    quotes: 1,
    clicksAt: ["2026-03-07T10:00:00Z"],
  });
  await quoteSession(db, {
    createdAt: "2026-03-09T05:00:00Z",
    province: "ON",
    category: "car",
    entryPoint: "home",
    quotes: 1,
  });
}

beforeAll(async () => {
  server = await startTestServer({ seed: false });
  await seed(server.database.db);
  await createStaffUser(server.database.db, { ...STAFF, role: "editor" });
  ({ cookie } = await signInStaff(server.url, STAFF.email, STAFF.password));
});

afterAll(async () => {
  await server.close();
});

async function loadDashboard(query = RANGE): Promise<AnalyticsDashboard> {
  const response = await fetch(`${server.url}/api/admin/analytics?${query}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { dashboard: AnalyticsDashboard }).dashboard;
}

function row(rows: FunnelRow[], key: string): Omit<FunnelRow, "key"> {
  const found = rows.find((entry) => entry.key === key);
  if (!found) throw new Error(`no row ${key}`);
  const { key: _key, ...rest } = found;
  return rest;
}

describe("GET /api/admin/analytics: the funnel", () => {
  it("counts visits, starts, quotes shown and clicks for the range, with the rates between steps", async () => {
    const dashboard = await loadDashboard();
    expect(dashboard.range).toEqual({ from: "2026-03-07", to: "2026-03-08", days: 2 });
    expect(dashboard.timeZone).toBe("America/Toronto");
    // Visits: s1, s2, s3, s4. Starts: s1 and s2 in the wizard (s1 twice, counted once) + 3 quote conversations.
    // Shown: two sessions with quotes (the one without quotes and those outside the range do not count).
    // Clicked: two sessions clicked in the range (one of them was created the day before).
    expect(dashboard.funnel.total).toEqual({
      key: "total",
      visits: 4,
      started: 5,
      shown: 2,
      clicked: 2,
      rates: { started: 1.25, shown: 0.4, clicked: 1, overall: 0.5 },
    });
  });

  it("buckets by Toronto day, across midnight and the daylight-time switch", async () => {
    const { funnel } = await loadDashboard();
    expect(funnel.byDay.map((entry) => entry.key)).toEqual(["2026-03-07", "2026-03-08"]);
    // 05:00 UTC on March 7 and 04:59 UTC on March 8 are both March 7 in Toronto (EST).
    expect(row(funnel.byDay, "2026-03-07")).toMatchObject({ visits: 3, started: 3, shown: 1, clicked: 2 });
    // 05:01 UTC on March 8 is March 8; 03:59 UTC on March 9 is 23:59 EDT on March 8; 04:00 UTC is March 9.
    expect(row(funnel.byDay, "2026-03-08")).toMatchObject({ visits: 2, started: 2, shown: 1, clicked: 0 });
    expect(row(funnel.byDay, "2026-03-08").rates).toEqual({ started: 1, shown: 0.5, clicked: 0, overall: 0 });
  });

  it("splits by entry point, province and category", async () => {
    const { funnel } = await loadDashboard();
    expect(funnel.byEntryPoint.map((entry) => entry.key)).toEqual([
      "home",
      "province",
      "blog",
      "learn",
      "compare",
      "assistant",
      "policy",
      "direct",
    ]);
    expect(row(funnel.byEntryPoint, "home")).toMatchObject({ visits: 2, started: 1, shown: 0, clicked: 1 });
    expect(row(funnel.byEntryPoint, "blog")).toMatchObject({ visits: 1, started: 1, shown: 1, clicked: 1 });
    expect(row(funnel.byEntryPoint, "province")).toMatchObject({ visits: 1, started: 0, shown: 0, clicked: 0 });
    expect(row(funnel.byEntryPoint, "learn")).toMatchObject({ visits: 1, started: 0 });
    expect(row(funnel.byEntryPoint, "policy")).toMatchObject({ visits: 1, started: 0 });
    expect(row(funnel.byEntryPoint, "assistant")).toMatchObject({ visits: 1, started: 3, shown: 1, clicked: 0 });
    // No visits and no starts: every rate is null rather than a division by zero.
    expect(row(funnel.byEntryPoint, "compare")).toEqual({
      visits: 0,
      started: 0,
      shown: 0,
      clicked: 0,
      rates: { started: null, shown: null, clicked: null, overall: null },
    });
    // "direct" has no page of its own, so it has no visits; the quote without quotes is not "shown".
    expect(row(funnel.byEntryPoint, "direct")).toMatchObject({ visits: null, shown: 0 });

    expect(funnel.byProvince.slice(0, 10).map((entry) => entry.key)).toEqual([
      "ON",
      "BC",
      "AB",
      "QC",
      "MB",
      "SK",
      "NS",
      "NB",
      "NL",
      "PE",
    ]);
    expect(row(funnel.byProvince, "ON")).toMatchObject({ visits: null, started: 2, shown: 2, clicked: 1 });
    expect(row(funnel.byProvince, "BC")).toMatchObject({ started: 1, shown: 0, clicked: 0 });
    expect(row(funnel.byProvince, "QC")).toMatchObject({ started: 0, shown: 0, clicked: 1 });
    expect(row(funnel.byProvince, "unknown")).toMatchObject({ started: 2, shown: 0 });
    expect(row(funnel.byProvince, "ON").rates).toEqual({ started: null, shown: 1, clicked: 0.5, overall: null });

    expect(row(funnel.byCategory, "car")).toMatchObject({ started: 4, shown: 2, clicked: 2 });
    expect(row(funnel.byCategory, "home")).toMatchObject({ started: 1, shown: 0, clicked: 0 });
    expect(row(funnel.byCategory, "home").rates.clicked).toBeNull();
  });

  it("answers an empty range with zeros, every day listed and no rates", async () => {
    const dashboard = await loadDashboard("from=2025-01-01&to=2025-01-31");
    expect(dashboard.funnel.total).toMatchObject({ visits: 0, started: 0, shown: 0, clicked: 0 });
    expect(dashboard.funnel.total.rates).toEqual({ started: null, shown: null, clicked: null, overall: null });
    expect(dashboard.funnel.byDay).toHaveLength(31);
    expect(dashboard.funnel.byDay.every((entry) => entry.visits === 0 && entry.rates.started === null)).toBe(true);
    expect(dashboard.funnel.byCategory).toEqual([]);
    expect(dashboard.assistant.started.total).toBe(0);
    expect(dashboard.assistant.errors.rate).toBeNull();
    expect(dashboard.content).toEqual({ topPages: [], topArticles: [] });
    expect(dashboard.policy).toMatchObject({ uploads: 0, successes: 0, failures: 0, successRate: null });
  });
});

describe("GET /api/admin/analytics: assistant, content and policy analyzer", () => {
  it("reports assistant health: started, completed, abandoned at which question, error rate", async () => {
    const { assistant } = await loadDashboard();
    expect(assistant.started).toEqual({ quoteFlow: 3, chat: 1, total: 4 });
    expect(assistant.completedToConsent).toBe(1);
    expect(assistant.completionRate).toBeCloseTo(1 / 3);
    // Both unfinished quote conversations have been idle for months: abandoned, one at the consent step.
    expect(assistant.abandoned).toBe(2);
    expect(assistant.readyNotCompleted).toBe(1);
    expect(assistant.inProgress).toBe(0);
    expect(assistant.abandonedAt).toEqual([
      { key: "consent", count: 1 },
      { key: "vehicle", count: 1 },
    ]);
    // 2 failed calls; 6 stored assistant replies (greetings included) + 1 hand-off succeeded.
    expect(assistant.errors).toEqual({
      failed: 2,
      succeeded: 7,
      rate: 2 / 9,
      byStage: [
        { key: "init", count: 1 },
        { key: "message", count: 1 },
      ],
    });
  });

  it("counts a quiet conversation as in progress until it has been idle for 30 minutes", async () => {
    const dashboard = await getAnalyticsDashboard(
      {
        db: server.database.db,
        now: () => new Date("2026-03-08T13:10:00Z"),
        isSnapshot: server.database.kind === "postgres",
      },
      { from: "2026-03-07", to: "2026-03-08", days: 2 },
    );
    expect(dashboard.assistant).toMatchObject({ abandoned: 1, readyNotCompleted: 0, inProgress: 1 });
    expect(dashboard.assistant.abandonedAt).toEqual([{ key: "vehicle", count: 1 }]);
  });

  it("ranks pages and articles by views and by the quotes they led to", async () => {
    const { content } = await loadDashboard();
    expect(content.topPages[0]).toEqual({ path: "/", views: 2, sessions: 2, quoteStarts: 1 });
    expect(content.topPages).toContainEqual({ path: "/blog/winter-tires", views: 1, sessions: 1, quoteStarts: 1 });
    expect(content.topPages).toContainEqual({ path: "/learn/how-rates-work", views: 1, sessions: 1, quoteStarts: 0 });
    expect(content.topArticles).toContainEqual({ slug: "winter-tires", views: 1, quotesShown: 1, clicks: 1 });
    expect(content.topArticles[0]?.slug).toBe("winter-tires");
  });

  it("counts policy uploads, successes and failures by reason", async () => {
    const { policy } = await loadDashboard();
    expect(policy).toEqual({
      uploads: 2,
      successes: 1,
      failures: 2,
      successRate: 1 / 3,
      uploadsBySource: [
        { key: "assistant", count: 1 },
        { key: "page", count: 1 },
      ],
      successesByMethod: [{ key: "pdf", count: 1 }],
      failuresByReason: [
        { key: "unreadable", count: 1 },
        { key: "unspecified", count: 1 },
      ],
    });
  });
});

describe("GET /api/admin/analytics: access and bad ranges", () => {
  it("answers 401 without a staff session, for JSON and CSV", async () => {
    for (const path of ["/api/admin/analytics", "/api/admin/analytics.csv"]) {
      const response = await fetch(`${server.url}${path}?${RANGE}`);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("unauthorized");
    }
  });

  it.each([
    ["from=2026-02-30&to=2026-03-08", "from", "The start date must be a real date written YYYY-MM-DD."],
    ["from=2026-03-01&to=tomorrow", "to", "The end date must be a real date written YYYY-MM-DD."],
    ["from=2026-03-09&to=2026-03-08", "from", "The start date must be on or before the end date."],
    ["from=2025-01-01&to=2026-03-08", "from", "Choose a range of at most 366 days."],
  ])("answers 400 for %s", async (query, path, message) => {
    for (const endpoint of ["/api/admin/analytics", "/api/admin/analytics.csv"]) {
      const response = await fetch(`${server.url}${endpoint}?${query}`, { headers: { cookie } });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: "validation_failed", message, details: [{ path, message }] },
      });
    }
  });

  it("accepts exactly 366 days and defaults to the last 30 days", async () => {
    const longest = await loadDashboard("from=2025-03-08&to=2026-03-08");
    expect(longest.range.days).toBe(366);
    const defaults = await loadDashboard("");
    expect(defaults.range.days).toBe(30);
    expect(defaults.funnel.byDay).toHaveLength(30);
  });

  it("refuses other methods with 405", async () => {
    const response = await fetch(`${server.url}/api/admin/analytics`, {
      method: "POST",
      headers: { cookie, origin: server.url },
    });
    expect(response.status).toBe(405);
  });
});

describe("GET /api/admin/analytics.csv", () => {
  it("exports the same figures as RFC 4180 CSV, safe to open in a spreadsheet", async () => {
    const response = await fetch(`${server.url}/api/admin/analytics.csv?${RANGE}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8; header=present");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="quotemaple-analytics-2026-03-07-to-2026-03-08.csv"',
    );
    const text = await response.text();
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.split("\r\n");
    expect(lines[0]).toBe("section,dimension,key,metric,value");
    expect(lines).toContain("funnel,total,total,visits,4");
    expect(lines).toContain("funnel,total,total,rate_shown_per_started,0.4");
    expect(lines).toContain("funnel,day,2026-03-07,partner_click,2");
    expect(lines).toContain("funnel,entry_point,direct,visits,");
    expect(lines).toContain("assistant,,calls,error_rate,0.2222");
    expect(lines).toContain("policy,failure_reason,unreadable,failures,1");
    // A formula is defused with an apostrophe (and quoted, since it holds quotes).
    expect(lines).toContain(`content,page,"'=HYPERLINK(""http://evil"")",views,1`);
    // Commas and quotes are quoted, quotes doubled.
    expect(lines).toContain(`content,page,"/blog/a,""b""",views,1`);
    expect(lines).toContain(`content,article,"a,""b""",views,1`);
    expect(text).not.toMatch(/(^|,)=/m);
  });
});

describe("GET /admin/analytics (page)", () => {
  it("sends a visitor without a session to the sign-in page", async () => {
    const response = await fetch(`${server.url}/admin/analytics`, { redirect: "manual" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toContain("/admin/login");
  });

  it("renders the figures on the server, with the range form and the CSV link", async () => {
    const response = await fetch(`${server.url}/admin/analytics?${RANGE}`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("2026-03-07 to 2026-03-08 (2 days), counted in Toronto time.");
    expect(html).toMatch(/data-testid="funnel-visits-value"[^>]*>4</);
    expect(html).toMatch(/data-testid="funnel-started-value"[^>]*>5</);
    expect(html).toContain('href="/api/admin/analytics.csv?from=2026-03-07&amp;to=2026-03-08"');
    expect(html).toContain('name="from"');
  });

  it("answers a bad range with 400 and says what is wrong", async () => {
    const response = await fetch(`${server.url}/admin/analytics?from=2026-03-09&to=2026-03-08`, {
      headers: { cookie },
    });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The start date must be on or before the end date.");
  });
});
