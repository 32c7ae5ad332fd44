import { randomUUID } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AnalyticsDashboard, FunnelRow } from "../../core/analytics/dashboard";
import type { Database } from "../../db/client";
import { analyticsEvents, chatSessions, quoteSessions } from "../../db/schema";
import { carQuoteForm } from "../helpers/quote-forms";
import { signInNewStaff } from "../helpers/staff-session";
import { startTestServer, type TestServer } from "../helpers/test-server";

/*
 * The dashboard split by language (issue 21, decision 0036), over real HTTP and a real database.
 * Seeded on 2026-04-14 and 15 (Toronto daylight time: midnight is 04:00 UTC), with English and
 * French activity and one session that switched language. Real-time recording is checked at the end.
 */
const RANGE = "from=2026-04-14&to=2026-04-15";

let server: TestServer;
let cookie: string;

async function event(db: Database, sessionId: string, type: string, at: string, data: Record<string, unknown> = {}) {
  await db.execute(sql`insert into analytics_events (session_id, event_type, event_data, occurred_at)
    values (${sessionId}, ${type}, ${JSON.stringify(data)}::jsonb, ${at}::timestamptz)`);
}

async function chat(
  db: Database,
  values: {
    language: "en" | "fr";
    mode: "quote_flow" | "chat";
    createdAt: string;
    completedAt?: string;
    state?: Record<string, unknown>;
    assistantMessages: number;
  },
): Promise<void> {
  const id = randomUUID();
  await db.execute(sql`insert into chat_sessions (id, mode, state, completed_at, created_at, updated_at, language)
    values (${id}, ${values.mode}, ${JSON.stringify(values.state ?? {})}::jsonb, ${values.completedAt ?? null}::timestamptz,
      ${values.createdAt}::timestamptz, ${values.createdAt}::timestamptz, ${values.language})`);
  for (let index = 0; index < values.assistantMessages; index += 1) {
    await db.execute(sql`insert into chat_messages (chat_session_id, role, content, created_at)
      values (${id}, 'assistant', 'reply', ${values.createdAt}::timestamptz + ${`${index} minutes`}::interval)`);
  }
}

async function quoteSession(
  db: Database,
  values: {
    language: "en" | "fr";
    createdAt: string;
    province: string;
    entryPoint: string | null;
    blogSlug?: string;
    quotes: number;
    clicksAt?: string[];
  },
): Promise<void> {
  const id = randomUUID();
  await db.execute(sql`insert into quote_sessions (id, aggregator_session_id, product_type, category, province_code, request, entry_point, blog_slug, created_at, language)
    values (${id}, ${randomUUID()}, 'auto', 'car', ${values.province}, '{}'::jsonb, ${values.entryPoint},
      ${values.blogSlug ?? null}, ${values.createdAt}::timestamptz, ${values.language})`);
  const quoteIds: string[] = [];
  for (let index = 0; index < values.quotes; index += 1) {
    const quoteId = randomUUID();
    quoteIds.push(quoteId);
    await db.execute(sql`insert into quotes (id, session_id, partner_id, partner_name, coverage_type, annual_premium, created_at)
      values (${quoteId}, ${id}, 'summit-road', 'Summit Road Insurance (fictional)', 'standard', 1200, ${values.createdAt}::timestamptz)`);
  }
  for (const at of values.clicksAt ?? []) {
    await db.execute(sql`insert into quote_clicks (session_id, quote_id, partner_id, redirect_url, created_at)
      values (${id}, ${quoteIds[0]}, 'summit-road', 'https://partner.example/', ${at}::timestamptz)`);
  }
}

async function seed(db: Database) {
  const en = { language: "en" };
  const fr = { language: "fr" };

  // English: e1 starts a quote from home; e2 reads a post (an event from before languages: no language).
  await event(db, "lang-e1", "page_view", "2026-04-14T14:00:00Z", { path: "/", ...en });
  await event(db, "lang-e1", "quote_started", "2026-04-14T14:05:00Z", {
    category: "car",
    province: "ON",
    from: "home",
    ...en,
  });
  await event(db, "lang-e2", "page_view", "2026-04-15T14:00:00Z", { path: "/blog/winter-tires" });
  // A language we do not have counts as English, as the column derives it.
  await event(db, "lang-x1", "page_view", "2026-04-15T15:00:00Z", { path: "/x", language: "de" });

  // French: f1 starts a quote from the home page and opens the assistant; f2 reads a post and has a
  // policy analyzed; f3 meets an assistant error on the wizard.
  await event(db, "lang-f1", "page_view", "2026-04-14T15:00:00Z", { path: "/fr", ...fr });
  await event(db, "lang-f1", "assistant_open", "2026-04-14T15:01:00Z", fr);
  await event(db, "lang-f1", "quote_started", "2026-04-14T15:05:00Z", {
    category: "car",
    province: "QC",
    from: "home",
    ...fr,
  });
  await event(db, "lang-f2", "page_view", "2026-04-15T16:00:00Z", { path: "/fr/blogue/pneus-d-hiver", ...fr });
  await event(db, "lang-f2", "policy_upload", "2026-04-15T16:05:00Z", { source: "page", ...fr });
  await event(db, "lang-f2", "policy_analyzed", "2026-04-15T16:05:05Z", { outcome: "success", source: "pdf", ...fr });
  await event(db, "lang-f3", "page_view", "2026-04-15T17:00:00Z", { path: "/fr/soumissions", ...fr });
  await event(db, "lang-f3", "assistant_error", "2026-04-15T17:01:00Z", {
    stage: "message",
    reason: "network",
    ...fr,
  });

  // m1 switched language mid-visit: a visit in each language, one visit in all.
  await event(db, "lang-m1", "page_view", "2026-04-15T18:00:00Z", { path: "/", ...en });
  await event(db, "lang-m1", "page_view", "2026-04-15T18:01:00Z", { path: "/fr", ...fr });

  // Outside the range: not counted in either language.
  await event(db, "lang-f9", "page_view", "2026-04-16T04:00:00Z", { path: "/fr", ...fr });

  await chat(db, {
    language: "en",
    mode: "quote_flow",
    createdAt: "2026-04-14T14:10:00Z",
    completedAt: "2026-04-14T14:20:00Z",
    assistantMessages: 2,
  });
  await chat(db, {
    language: "fr",
    mode: "quote_flow",
    createdAt: "2026-04-14T15:10:00Z",
    state: { lastAsked: "vehicle" },
    assistantMessages: 1,
  });
  await chat(db, { language: "fr", mode: "chat", createdAt: "2026-04-15T17:02:00Z", assistantMessages: 1 });

  await quoteSession(db, {
    language: "en",
    createdAt: "2026-04-14T14:30:00Z",
    province: "ON",
    entryPoint: "home",
    quotes: 1,
    clicksAt: ["2026-04-14T14:35:00Z"],
  });
  await quoteSession(db, {
    language: "fr",
    createdAt: "2026-04-15T16:10:00Z",
    province: "QC",
    entryPoint: "blog",
    blogSlug: "pneus-d-hiver",
    quotes: 2,
    clicksAt: ["2026-04-15T16:15:00Z"],
  });
  await quoteSession(db, {
    language: "fr",
    createdAt: "2026-04-15T17:30:00Z",
    province: "QC",
    entryPoint: null,
    quotes: 1,
  });
}

beforeAll(async () => {
  // Seeded content (the partners the quotes name among it); the seed records no activity.
  server = await startTestServer({ env: { RATE_LIMIT_QUOTES_PER_MINUTE: "10000" } });
  await seed(server.database.db);
  ({ cookie } = await signInNewStaff(server, {
    email: "languages-analyst@quotemaple.ca",
    role: "editor",
    password: "languages-analyst-password-1",
  }));
});

afterAll(async () => {
  await server.close();
});

async function get(path: string) {
  return fetch(`${server.url}${path}`, { headers: { cookie } });
}

async function dashboardFor(language: string | null): Promise<AnalyticsDashboard> {
  const response = await get(`/api/admin/analytics?${RANGE}${language === null ? "" : `&language=${language}`}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { dashboard: AnalyticsDashboard }).dashboard;
}

function counts(row: FunnelRow | undefined) {
  if (!row) throw new Error("no such row");
  return { visits: row.visits, started: row.started, shown: row.shown, clicked: row.clicked };
}

function rowOf(rows: FunnelRow[], key: string) {
  return counts(rows.find((entry) => entry.key === key));
}

describe("GET /api/admin/analytics?language=", () => {
  it("splits the funnel by language; a visitor who switched counts once in each and once in all", async () => {
    const [all, english, french] = await Promise.all([dashboardFor(null), dashboardFor("en"), dashboardFor("fr")]);
    expect(all.language).toBeNull();
    expect(english.language).toBe("en");
    expect(french.language).toBe("fr");
    expect(counts(all.funnel.total)).toEqual({ visits: 7, started: 4, shown: 3, clicked: 2 });
    expect(counts(english.funnel.total)).toEqual({ visits: 4, started: 2, shown: 1, clicked: 1 });
    expect(counts(french.funnel.total)).toEqual({ visits: 4, started: 2, shown: 2, clicked: 1 });
    expect(french.funnel.total.rates).toEqual({ started: 0.5, shown: 1, clicked: 0.5, overall: 0.25 });
  });

  it("reads 'all' and an empty language as every language", async () => {
    const all = await dashboardFor(null);
    for (const language of ["all", ""]) {
      const same = await dashboardFor(language);
      expect(same.language).toBeNull();
      expect(same.funnel).toEqual(all.funnel);
    }
  });

  it("splits the funnel by day, province and entry point within the language", async () => {
    const french = await dashboardFor("fr");
    expect(rowOf(french.funnel.byDay, "2026-04-14")).toEqual({ visits: 1, started: 2, shown: 0, clicked: 0 });
    expect(rowOf(french.funnel.byDay, "2026-04-15")).toEqual({ visits: 3, started: 0, shown: 2, clicked: 1 });
    expect(rowOf(french.funnel.byProvince, "QC")).toEqual({ visits: null, started: 1, shown: 2, clicked: 1 });
    expect(rowOf(french.funnel.byProvince, "ON")).toEqual({ visits: null, started: 0, shown: 0, clicked: 0 });
    expect(rowOf(french.funnel.byEntryPoint, "home")).toMatchObject({ visits: 2, started: 1 });
    expect(rowOf(french.funnel.byEntryPoint, "blog")).toEqual({ visits: 1, started: 0, shown: 1, clicked: 1 });
    expect(rowOf(french.funnel.byEntryPoint, "assistant")).toEqual({ visits: 1, started: 1, shown: 0, clicked: 0 });

    const english = await dashboardFor("en");
    expect(rowOf(english.funnel.byProvince, "ON")).toEqual({ visits: null, started: 1, shown: 1, clicked: 1 });
    expect(rowOf(english.funnel.byProvince, "QC")).toEqual({ visits: null, started: 0, shown: 0, clicked: 0 });
  });

  it("splits assistant health, content and the policy analyzer too", async () => {
    const french = await dashboardFor("fr");
    expect(french.assistant).toMatchObject({
      started: { quoteFlow: 1, chat: 1, total: 2 },
      completedToConsent: 0,
      abandoned: 1,
      abandonedAt: [{ key: "vehicle", count: 1 }],
      errors: { failed: 1, succeeded: 2, byStage: [{ key: "message", count: 1 }] },
    });
    expect(french.content.topArticles).toEqual([{ slug: "pneus-d-hiver", views: 1, quotesShown: 1, clicks: 1 }]);
    expect(french.content.topPages.map((page) => page.path).sort()).toEqual([
      "/fr",
      "/fr/blogue/pneus-d-hiver",
      "/fr/soumissions",
    ]);
    expect(french.content.topPages.find((page) => page.path === "/fr")).toMatchObject({ views: 2, sessions: 2 });
    expect(french.policy).toMatchObject({ uploads: 1, successes: 1, failures: 0 });

    const english = await dashboardFor("en");
    expect(english.assistant).toMatchObject({
      started: { quoteFlow: 1, chat: 0, total: 1 },
      completedToConsent: 1,
      abandoned: 0,
      errors: { failed: 0, succeeded: 3 },
    });
    expect(english.content.topArticles).toEqual([{ slug: "winter-tires", views: 1, quotesShown: 0, clicks: 0 }]);
    expect(english.policy).toMatchObject({ uploads: 0, successes: 0, failures: 0 });

    // Every language: both blogs' articles.
    const all = await dashboardFor(null);
    expect(all.content.topArticles.map((article) => article.slug).sort()).toEqual(["pneus-d-hiver", "winter-tires"]);
  });

  it.each(["de", "FR", "fr,en", "english", "%00"])("refuses the language %j with a 400 naming it", async (value) => {
    const response = await get(`/api/admin/analytics?${RANGE}&language=${encodeURIComponent(value)}`);
    expect(response.status).toBe(400);
    const message = "The language must be en (English), fr (French), or all (or left out).";
    expect(await response.json()).toEqual({
      error: { code: "validation_failed", message, details: [{ path: "language", message }] },
    });
  });

  it("names a bad range before a bad language, and a bad language with a good range", async () => {
    const both = await get("/api/admin/analytics?from=2026-04-16&to=2026-04-15&language=de");
    expect(both.status).toBe(400);
    expect((await both.json()).error.details[0].path).toBe("from");
    const csv = await get(`/api/admin/analytics.csv?${RANGE}&language=xx`);
    expect(csv.status).toBe(400);
  });

  it("answers 401 without a staff session, whatever the language", async () => {
    const response = await fetch(`${server.url}/api/admin/analytics?${RANGE}&language=fr`);
    expect(response.status).toBe(401);
  });
});

describe("GET /api/admin/analytics.csv?language=", () => {
  it("exports one language's figures, saying which in a record and in the file name", async () => {
    const response = await get(`/api/admin/analytics.csv?${RANGE}&language=fr`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="quotemaple-analytics-2026-04-14-to-2026-04-15-fr.csv"',
    );
    const lines = (await response.text()).split("\r\n");
    expect(lines).toContain("filter,,language,code,fr");
    expect(lines).toContain("funnel,total,total,visits,4");
    expect(lines).toContain("funnel,total,total,quotes_shown,2");
    expect(lines).toContain("content,article,pneus-d-hiver,views,1");

    const all = await get(`/api/admin/analytics.csv?${RANGE}`);
    expect(all.headers.get("content-disposition")).toBe(
      'attachment; filename="quotemaple-analytics-2026-04-14-to-2026-04-15.csv"',
    );
    expect((await all.text()).split("\r\n")).toContain("filter,,language,code,all");
  });
});

describe("GET /admin/analytics?language= (page)", () => {
  it("renders one language's figures, the filter chosen, and keeps it in the CSV and quick-range links", async () => {
    const response = await get(`/admin/analytics?${RANGE}&language=fr`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("French only: visits and events on French pages");
    expect(html).toMatch(/data-testid="funnel-visits-value"[^>]*>4</);
    expect(html).toMatch(/<select[^>]*name="language"/);
    expect(html).toMatch(/<option value="fr" selected="">French<\/option>/);
    expect(html).toContain('href="/api/admin/analytics.csv?from=2026-04-14&amp;to=2026-04-15&amp;language=fr"');
    expect(html).toMatch(/href="\/admin\/analytics\?from=[\d-]+&amp;to=[\d-]+&amp;language=fr"/);
  });

  it("shows every language by default", async () => {
    const html = await (await get(`/admin/analytics?${RANGE}`)).text();
    expect(html).toContain("All languages.");
    expect(html).toMatch(/data-testid="funnel-visits-value"[^>]*>7</);
    expect(html).toContain('href="/api/admin/analytics.csv?from=2026-04-14&amp;to=2026-04-15"');
  });

  it("answers a bad language with 400 and says what is wrong, keeping the range", async () => {
    const response = await get(`/admin/analytics?${RANGE}&language=es`);
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("The language must be en (English), fr (French), or all (or left out).");
    expect(html).toContain('value="2026-04-14"');
    expect(html).toMatch(
      /<select[^>]*aria-invalid="true"[^>]*name="language"|<select[^>]*name="language"[^>]*aria-invalid="true"/,
    );
  });
});

describe("what records the language", () => {
  it("derives an event's language from its data, English for anything but French", async () => {
    const track = (data: Record<string, unknown>) =>
      fetch(`${server.url}/api/analytics/track`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          session_id: "record-language-1",
          event_type: "page_view",
          event_data: data,
          timestamp: new Date().toISOString(),
        }),
      });
    for (const data of [{ path: "/fr/faq", language: "fr" }, { path: "/faq", language: "en" }, { path: "/faq" }]) {
      expect((await track(data)).status).toBe(201);
    }
    const rows = await server.database.db
      .select({ path: sql<string>`${analyticsEvents.eventData}->>'path'`, language: analyticsEvents.language })
      .from(analyticsEvents)
      .where(eq(analyticsEvents.sessionId, "record-language-1"));
    expect(rows.map((row) => row.language).sort()).toEqual(["en", "en", "fr"]);
  });

  it("records the language a quote session and a conversation were started in", async () => {
    const start = (language: string) =>
      fetch(`${server.url}/api/session/start`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": language },
        body: JSON.stringify(carQuoteForm({ province: "QC", city: "Montréal", postalCode: "H2X 1Y4" })),
      });
    const french = await start("fr-CA,fr;q=0.9");
    expect(french.status).toBe(201);
    const english = await start("en-CA");
    expect(english.status).toBe(201);
    const languageOf = async (response: Response) => {
      const { session_id: id } = (await response.json()) as { session_id: string };
      const [row] = await server.database.db
        .select({ language: quoteSessions.language })
        .from(quoteSessions)
        .where(eq(quoteSessions.id, id));
      return row?.language;
    };
    expect(await languageOf(french)).toBe("fr");
    expect(await languageOf(english)).toBe("en");

    const init = await fetch(`${server.url}/api/chat/message`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "fr-CA" },
      body: JSON.stringify({ action: "init", mode: "quote_flow" }),
    });
    expect(init.status).toBe(201);
    const { chatSessionId } = (await init.json()) as { chatSessionId: string };
    const [conversation] = await server.database.db
      .select({ language: chatSessions.language })
      .from(chatSessions)
      .where(eq(chatSessions.id, chatSessionId));
    expect(conversation?.language).toBe("fr");
  });
});
