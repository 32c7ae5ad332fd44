import { randomBytes, randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createTranslator } from "../../core/i18n/translate";
import { formatMonth, REMINDER_EARLIEST_DAYS } from "../../core/shared/come-back";
import {
  consentRecords,
  emailLinkTokens,
  emailOutbox,
  emailSubscriptions,
  emailSuppressions,
  quoteSessions,
} from "../../db/schema";
import { reminderDependencies, runReminderPass, type ReminderDependencies } from "../../server/services/come-back";
import { deliverOutbox } from "../../server/services/deliver-outbox";
import { runRetentionPass, retentionLimitsFrom } from "../../server/services/retention";
import { loadConfig } from "../../server/config";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { carQuoteForm, travelQuoteForm } from "../helpers/quote-forms";
import { startTestServer, type TestServer } from "../helpers/test-server";

const SITE = "https://www.quotemaple.ca";
const DAY = 24 * 60 * 60 * 1000;
const logger = pino({ level: "silent" });
const tFrench = createTranslator("fr");
const tEnglish = createTranslator("en");

let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      SITE_URL: SITE,
      RATE_LIMIT_QUOTES_PER_MINUTE: "1000",
      RATE_LIMIT_PRIVACY_PER_HOUR: "1000",
      RATE_LIMIT_QUOTE_EMAILS_PER_HOUR: "1000",
    },
  });
  smtp = await startSmtpCapture();
});

afterAll(async () => {
  await smtp.close();
  await server.close();
});

beforeEach(async () => {
  await server.database.db.delete(emailOutbox);
  smtp.received.length = 0;
});

function postJson(path: string, body: unknown, cookie?: string, language = "en-CA") {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", "Accept-Language": language, ...(cookie ? { cookie } : {}) },
  });
}

function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
    redirect: "manual",
  });
}

interface Visitor {
  cookie: string;
  sessionId: string;
  aggregatorSessionId: string;
}

/** A browser that priced a car (or another line) through the API: its privacy cookie and its session. */
async function visitor(form: object = carQuoteForm()): Promise<Visitor> {
  const response = await postJson("/api/session/start", form);
  expect(response.status).toBe(201);
  const cookie = response.headers
    .getSetCookie()
    .find((value) => value.startsWith("qm_privacy="))!
    .split(";")[0]!;
  const body = (await response.json()) as { session_id: string; aggregator_session_id: string };
  return { cookie, sessionId: body.session_id, aggregatorSessionId: body.aggregator_session_id };
}

function ask(who: Visitor, fields: Record<string, unknown>, language = "en-CA") {
  return postJson(
    "/api/quote-emails",
    { sessionId: who.sessionId, aggregatorSessionId: who.aggregatorSessionId, consent: true, ...fields },
    who.cookie,
    language,
  );
}

async function deliver(now = new Date()) {
  return deliverOutbox({ db: server.database.db, mailer: smtp.mailer, logger }, now);
}

/** The links of an e-mail as received: path of each, on the test server. */
function linksIn(message: string): { results: string; unsubscribe: string; header: string } {
  // Quoted-printable may fold long lines: undo soft breaks first.
  // Headers may be folded onto a second line: unfold them too.
  const text = message
    .replace(/=\r?\n/g, "")
    .replace(/=3D/g, "=")
    .replace(/\r?\n[ \t]+/g, " ");
  const results = /https:\/\/www\.quotemaple\.ca(\/(?:fr\/courriel\/soumissions|email\/quotes)\/[\w-]+)/.exec(
    text,
  )?.[1];
  const unsubscribe =
    /https:\/\/www\.quotemaple\.ca(\/(?:fr\/courriel\/desabonnement|email\/unsubscribe)\/[\w-]+)/.exec(text)?.[1];
  const header = /List-Unsubscribe: +<https:\/\/www\.quotemaple\.ca([^>]+)>/.exec(text)?.[1];
  if (!results || !unsubscribe || !header) throw new Error(`links missing in:\n${text}`);
  return { results, unsubscribe, header };
}

/** Next month but one, "YYYY-MM": never in the past. */
function futureMonth(months = 3): string {
  const now = new Date();
  return formatMonth(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1)));
}

describe("e-mail me my quotes", () => {
  it("stores the consent, queues the e-mail and delivers it with its results link and one-click unsubscribe", async () => {
    const who = await visitor();
    const response = await ask(who, { email: "Claire@Example.com", renewalMonth: futureMonth() });
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ ok: true, email: "Claire@Example.com" });

    const db = server.database.db;
    const consents = await db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.quoteSessionId, who.sessionId), eq(consentRecords.channel, "results_page")));
    expect(consents.map((row) => row.purpose).sort()).toEqual(["renewal_reminder", "results_email"]);
    for (const consent of consents) {
      expect(consent.granted).toBe(true);
      expect(consent.wordingVersion).toBe("come-back-2026-11-v1");
      expect(consent.wording).toContain("unsubscribe at any time");
      expect(consent.wording).toContain("support@quotemaple.ca");
    }
    // Only hashes of the link secrets are stored.
    const tokens = await db.select().from(emailLinkTokens);
    expect(tokens.map((row) => row.purpose).sort()).toEqual(["results", "unsubscribe"]);

    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(message).toContain("Subject: Your QuoteMaple estimates");
    const links = linksIn(message);
    expect(links.header).toBe(links.unsubscribe);
    for (const token of tokens) expect(message).not.toContain(token.tokenHash);
    expect(message).not.toContain(who.sessionId);

    // The results link opens the results (its own secret, redirected to the results page).
    const opened = await fetch(`${server.url}${links.results}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe(`/quotes?session=${who.sessionId}`);
    const results = await fetch(`${server.url}${opened.headers.get("location")}`, { headers: { cookie: who.cookie } });
    expect(results.status).toBe(200);
    expect(await results.text()).toContain("Toyota");

    // The e-mailed secret grants no privacy request.
    const secret = links.results.split("/").pop()!;
    const refused = await postJson("/api/privacy-requests", { kind: "access", code: secret });
    expect(refused.status).toBe(400);
  });

  it("writes the e-mail in the page's language", async () => {
    const who = await visitor();
    expect((await ask(who, { email: "fr@example.com" }, "fr-CA")).status).toBe(201);
    await deliver();
    const message = smtp.received[0]!.replace(/=\r?\n/g, "");
    expect(message).toContain("/fr/courriel/soumissions/");
    expect(message).toContain("/fr/courriel/desabonnement/");
    expect(message).toMatch(/Subject: =\?UTF-8\?|Subject: Vos estimations QuoteMaple/);
  });

  it("refuses bad input with the field's message in the visitor's language, storing nothing", async () => {
    const who = await visitor();
    const db = server.database.db;
    const before = await db.$count(emailSubscriptions);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ email: "not-an-address" }, "email", "comeBack.error.email"],
      [{ email: "a@example.com", consent: false }, "consent", "comeBack.error.consent"],
      [{ email: "a@example.com", renewalMonth: "2020-01" }, "renewalMonth", "comeBack.error.monthPast"],
      [{ email: "a@example.com", renewalMonth: "2027-13" }, "renewalMonth", "comeBack.error.month"],
      [{ email: "a@example.com", renewalMonth: "March" }, "renewalMonth", "comeBack.error.month"],
    ];
    for (const [fields, field, key] of cases) {
      for (const [language, translate] of [
        ["en-CA", tEnglish],
        ["fr-CA", tFrench],
      ] as const) {
        const response = await ask(who, fields, language);
        expect(response.status, JSON.stringify(fields)).toBe(400);
        const body = (await response.json()) as {
          error: { code: string; details: { field: string; message: string }[] };
        };
        expect(body.error.code).toBe("validation_failed");
        const example = `${new Date().getUTCFullYear() + 1}-03`;
        expect(body.error.details).toContainEqual({ field, message: translate(key as never, { example }) });
      }
    }
    // Not this browser's session: as if it did not exist.
    const stranger = await ask({ ...who, cookie: "" }, { email: "a@example.com" });
    expect(stranger.status).toBe(404);
    // A line that is not priced gets no reminder.
    const traveller = await visitor(travelQuoteForm());
    const travel = await ask(traveller, { email: "a@example.com", renewalMonth: futureMonth() });
    expect(travel.status).toBe(400);
    expect(await db.$count(emailSubscriptions)).toBe(before);
    expect(await db.$count(emailOutbox)).toBe(0);
  });

  it("works as a plain form post on the results page, its refusals shown on the fields", async () => {
    const who = await visitor();
    const path = `/quotes?session=${who.sessionId}`;
    const base = { intent: "email", aggregatorSessionId: who.aggregatorSessionId, email: "form@example.com" };
    const past = await postForm(path, { ...base, consent: "on", renewalMonth: "2020-01" }, who.cookie);
    expect(past.status).toBe(400);
    const page = await past.text();
    expect(page).toContain(tEnglish("comeBack.error.monthPast"));
    expect(page).toContain('aria-invalid="true"');
    const unticked = await postForm(path, base, who.cookie);
    expect(unticked.status).toBe(400);
    expect(await unticked.text()).toContain(tEnglish("comeBack.error.consent"));
    const sent = await postForm(path, { ...base, consent: "on" }, who.cookie);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("The link to these results is on its way to form@example.com");
    const french = await postForm(
      `/fr/soumissions?session=${who.sessionId}`,
      { ...base, renewalMonth: "2020-01" },
      who.cookie,
    );
    expect(french.status).toBe(400);
    const frenchPage = await french.text();
    expect(frenchPage).toContain(tFrench("comeBack.error.monthPast").replace(/'/g, "&#x27;"));
  });
});

describe("a permanent refusal", () => {
  it("suppresses the address at the first 5xx: no retry, and nothing more is sent or accepted for it", async () => {
    smtp.refuseRecipient("gone@example.com");
    const who = await visitor();
    expect((await ask(who, { email: "gone@example.com", renewalMonth: futureMonth() })).status).toBe(201);
    expect(await deliver()).toMatchObject({ sent: 0, failed: 1 });
    const db = server.database.db;
    const [row] = await db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: 1 });
    expect(await db.$count(emailSuppressions)).toBeGreaterThanOrEqual(1);
    const [subscription] = await db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.quoteSessionId, who.sessionId));
    expect(subscription?.nextReminderAt).toBeNull();
    // Asked again, the address is refused with a message on the field.
    const again = await ask(who, { email: "Gone@Example.com" });
    expect(again.status).toBe(400);
    expect(JSON.stringify(await again.json())).toContain(tEnglish("comeBack.error.suppressed"));
    // An e-mail queued for it before the refusal is not sent either.
    await db
      .insert(emailOutbox)
      .values({ kind: "results_email", toAddress: "gone@example.com", subject: "s", body: "b" });
    expect(await deliver(new Date(Date.now() + 60_000))).toMatchObject({ sent: 0, suppressed: 1 });
    expect(smtp.received).toHaveLength(0);
  });
});

describe("unsubscribe", () => {
  async function subscribed(email: string) {
    const who = await visitor();
    expect((await ask(who, { email, renewalMonth: futureMonth() })).status).toBe(201);
    await deliver();
    const links = linksIn(smtp.received.at(-1)!);
    return { who, links };
  }

  it("stops everything with one click on the page, records the withdrawal, and says so again later", async () => {
    const { who, links } = await subscribed("page@example.com");
    const page = await fetch(`${server.url}${links.unsubscribe}`);
    expect(page.status).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(await page.text()).toContain(tEnglish("comeBack.unsubscribe.title"));
    const db = server.database.db;
    const [subscription] = await db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.quoteSessionId, who.sessionId));
    expect(subscription?.unsubscribedAt).not.toBeNull();
    expect(subscription?.nextReminderAt).toBeNull();
    const withdrawals = await db
      .select()
      .from(consentRecords)
      .where(and(eq(consentRecords.quoteSessionId, who.sessionId), eq(consentRecords.channel, "email_link")));
    expect(withdrawals.map((row) => [row.purpose, row.granted]).sort()).toEqual([
      ["renewal_reminder", false],
      ["results_email", false],
    ]);
    const again = await fetch(`${server.url}${links.unsubscribe}`);
    expect(await again.text()).toContain(tEnglish("comeBack.unsubscribe.already"));
    const unknown = await fetch(`${server.url}/email/unsubscribe/${randomBytes(32).toString("hex")}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain(tEnglish("comeBack.link.invalidTitle"));
  });

  it("unsubscribes by the RFC 8058 one-click POST, without a page", async () => {
    const { who, links } = await subscribed("oneclick@example.com");
    const response = await fetch(`${server.url}${links.header}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("");
    const [subscription] = await server.database.db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.quoteSessionId, who.sessionId));
    expect(subscription?.unsubscribedAt).not.toBeNull();
  });
});

describe("the renewal reminder job", () => {
  function reminderDependenciesAt(now: Date): ReminderDependencies {
    return reminderDependencies({
      database: server.database,
      logger,
      now: () => now,
      siteUrl: SITE,
      partnerTimeoutMs: 2500,
    });
  }

  it("sends once on a simulated date, with a fresh estimate beside last time's price, and not after unsubscribe", async () => {
    const month = futureMonth(4);
    const db = server.database.db;
    // Only this test's sign-ups are due in its simulated dates.
    await db.update(emailSubscriptions).set({ nextReminderAt: null });
    const stays = await visitor();
    expect((await ask(stays, { email: "remind@example.com", renewalMonth: month })).status).toBe(201);
    const leaves = await visitor();
    expect((await ask(leaves, { email: "leaves@example.com", renewalMonth: month })).status).toBe(201);
    await deliver();
    const leaving = linksIn(smtp.received.find((message) => message.includes("leaves@example.com"))!);
    expect((await fetch(`${server.url}${leaving.unsubscribe}`)).status).toBe(200);
    smtp.received.length = 0;

    const [before] = await db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.quoteSessionId, stays.sessionId));
    const renewal = new Date(`${month}-01T00:00:00Z`);
    expect(before?.nextReminderAt?.getTime()).toBe(renewal.getTime() - REMINDER_EARLIEST_DAYS * DAY);

    // A day before the window: nothing.
    const early = new Date(renewal.getTime() - 46 * DAY);
    expect(await runReminderPass(reminderDependenciesAt(early))).toMatchObject({ status: "done", sent: 0 });
    // Inside the window: one reminder, and only one however often the job runs.
    const simulated = new Date(renewal.getTime() - 40 * DAY);
    expect(await runReminderPass(reminderDependenciesAt(simulated))).toMatchObject({ sent: 1 });
    expect(await runReminderPass(reminderDependenciesAt(simulated))).toMatchObject({ sent: 0 });
    expect(await runReminderPass(reminderDependenciesAt(new Date(simulated.getTime() + 5 * DAY)))).toMatchObject({
      sent: 0,
    });
    expect(await deliver(simulated)).toMatchObject({ sent: 1 });
    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!.replace(/=\r?\n/g, "");
    expect(message).toContain("To: remind@example.com");
    expect(message).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    expect(message).toMatch(/Lowest estimate now: \$[\d,]+ a year/);
    expect(message).toContain(`Last time: $${before!.lastAnnualPremium!.toLocaleString("en-CA")} a year.`);
    expect(message).not.toContain("leaves@example.com");
    const [after] = await db
      .select()
      .from(emailSubscriptions)
      .where(eq(emailSubscriptions.quoteSessionId, stays.sessionId));
    // The next one is next year's renewal.
    const nextYear = new Date(Date.UTC(renewal.getUTCFullYear() + 1, renewal.getUTCMonth(), 1));
    expect(after?.renewalMonth).toBe(formatMonth(nextYear));
    expect(after?.nextReminderAt?.getTime()).toBe(nextYear.getTime() - REMINDER_EARLIEST_DAYS * DAY);
    expect(after?.lastRemindedAt?.getTime()).toBe(simulated.getTime());
  });
});

describe("privacy requests and retention", () => {
  it("exports and deletes the sign-ups of this browser's sessions; the e-mailed link then leads nowhere", async () => {
    const who = await visitor();
    expect((await ask(who, { email: "export@example.com", renewalMonth: futureMonth() })).status).toBe(201);
    await deliver();
    const links = linksIn(smtp.received.at(-1)!);
    const exported = await postJson("/api/privacy-requests", { kind: "access", thisBrowser: true }, who.cookie);
    expect(exported.status).toBe(200);
    const data = (await exported.json()) as { email_subscriptions: Record<string, unknown>[] };
    expect(data.email_subscriptions).toHaveLength(1);
    expect(data.email_subscriptions[0]).toMatchObject({
      email: "export@example.com",
      quote_session_id: who.sessionId,
    });
    expect(data.email_subscriptions[0]).not.toHaveProperty("email_hash");

    const deleted = await postJson("/api/privacy-requests", { kind: "deletion", thisBrowser: true }, who.cookie);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toMatchObject({ deleted: { email_subscriptions: 1 } });
    expect(
      await server.database.db.$count(emailSubscriptions, eq(emailSubscriptions.email, "export@example.com")),
    ).toBe(0);
    expect((await fetch(`${server.url}${links.results}`, { redirect: "manual" })).status).toBe(404);
  });

  it("deletes ended sign-ups after their limit and keeps a session whose reminders go on", async () => {
    const db = server.database.db;
    const limits = retentionLimitsFrom(loadConfig({}));
    const now = new Date();
    const old = new Date(now.getTime() - (limits.quoteSessionDays + 10) * DAY);
    const session = async () => {
      const id = randomUUID();
      await db.insert(quoteSessions).values({
        id,
        aggregatorSessionId: `qm_${randomBytes(12).toString("base64url")}`,
        productType: "auto",
        category: "car",
        provinceCode: "ON",
        request: {},
        createdAt: old,
        updatedAt: old,
      });
      return id;
    };
    const reminded = await session();
    const ended = await session();
    const sub = (quoteSessionId: string, nextReminderAt: Date | null, createdAt: Date) => ({
      quoteSessionId,
      email: `${quoteSessionId}@example.com`,
      emailHash: quoteSessionId,
      nextReminderAt,
      createdAt,
    });
    await db
      .insert(emailSubscriptions)
      .values([
        sub(reminded, new Date(now.getTime() + 100 * DAY), old),
        sub(ended, null, new Date(now.getTime() - (limits.emailSubscriptionDays + 1) * DAY)),
      ]);
    const result = await runRetentionPass({ db, logger, now: () => now, limits });
    expect(result.status).toBe("done");
    expect(await db.$count(quoteSessions, eq(quoteSessions.id, reminded))).toBe(1);
    expect(await db.$count(emailSubscriptions, eq(emailSubscriptions.quoteSessionId, reminded))).toBe(1);
    expect(await db.$count(quoteSessions, eq(quoteSessions.id, ended))).toBe(0);
    expect(await db.$count(emailSubscriptions, eq(emailSubscriptions.quoteSessionId, ended))).toBe(0);
  });
});

describe("bounce reports", () => {
  it("suppresses an address an e-mail service reports, for the bearer of EMAIL_BOUNCE_TOKEN only", async () => {
    const token = "b".repeat(40);
    const withToken = await startTestServer({
      env: { EMAIL_BOUNCE_TOKEN: token, RATE_LIMIT_QUOTES_PER_MINUTE: "1000" },
    });
    try {
      const report = (authorization: string | null, body: unknown) =>
        fetch(`${withToken.url}/api/email/bounces`, {
          method: "POST",
          body: JSON.stringify(body),
          headers: { "Content-Type": "application/json", ...(authorization ? { authorization } : {}) },
        });
      const bounce = { recipient: "Bounced@Example.com", type: "bounce" };
      expect((await report(null, bounce)).status).toBe(404);
      expect((await report(`Bearer ${"c".repeat(40)}`, bounce)).status).toBe(404);
      expect((await report(`Bearer ${token}`, { recipient: "nope", type: "bounce" })).status).toBe(400);
      expect(await withToken.database.db.$count(emailSuppressions)).toBe(0);
      expect((await report(`Bearer ${token}`, bounce)).status).toBe(200);
      const [row] = await withToken.database.db.select().from(emailSuppressions);
      expect(row?.reason).toBe("bounced");
      // Reported again: still one row, by hash only.
      expect((await report(`Bearer ${token}`, bounce)).status).toBe(200);
      expect(await withToken.database.db.$count(emailSuppressions)).toBe(1);
      expect(JSON.stringify(row)).not.toContain("xample.com");
      // Without the token configured, the endpoint does not exist.
      const off = await fetch(`${server.url}/api/email/bounces`, {
        method: "POST",
        body: JSON.stringify(bounce),
        headers: { "Content-Type": "application/json", authorization: `Bearer ${token}` },
      });
      expect(off.status).toBe(404);
    } finally {
      await withToken.close();
    }
  });
});
