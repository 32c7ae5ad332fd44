import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator, t } from "../../core/i18n/translate";
import {
  analyticsEvents,
  analyticsSessionDays,
  consentRecords,
  contactMessages,
  emailOutbox,
  privacyRequests,
  quoteClickDays,
  quoteClicks,
  quoteSessions,
  quotes,
} from "../../db/schema";
import { deliverOutbox } from "../../server/services/deliver-outbox";
import { startSmtpCapture } from "../helpers/smtp-capture";
import { createStaffUser, signInStaff } from "../helpers/staff-session";
import { carQuoteForm } from "../helpers/quote-forms";
import { startTestServer, type TestServer } from "../helpers/test-server";

const tFrench = createTranslator("fr");
const CAR = carQuoteForm({ consentContact: true });

const DAY = 24 * 60 * 60 * 1000;
const STAFF = {
  email: "privacy.officer@quotemaple.ca",
  password: "privacy-officer-password-1",
  role: "admin" as const,
};

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: {
      RATE_LIMIT_PRIVACY_PER_HOUR: "1000",
      RATE_LIMIT_QUOTES_PER_MINUTE: "1000",
      RATE_LIMIT_CONTACT_PER_HOUR: "1000",
      RATE_LIMIT_ANALYTICS_PER_MINUTE: "1000",
      SITE_URL: "https://www.quotemaple.ca",
    },
  });
  await createStaffUser(server.database.db, STAFF);
});

afterAll(async () => {
  await server.close();
});

function post(path: string, body: unknown, url = server.url, cookie?: string) {
  return fetch(`${url}${path}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...(cookie ? { cookie } : {}) },
  });
}

/** A plain form post to a page, as a browser without JavaScript sends it. */
function postForm(path: string, fields: Record<string, string>, cookie?: string, url = server.url) {
  return fetch(`${url}${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { cookie } : {}) },
  });
}

const PRIVACY_COOKIE = /^qm_privacy=([0-9A-HJKMNP-TV-Z]{20});/;

/** The privacy key cookie a response set, as the browser sends it back ("qm_privacy=…"). */
function privacyCookie(response: Response): { cookie: string; key: string; header: string } {
  const header = response.headers.getSetCookie().find((value) => value.startsWith("qm_privacy=")) ?? "";
  const key = PRIVACY_COOKIE.exec(header)?.[1];
  if (!key) throw new Error(`no privacy cookie in ${JSON.stringify(response.headers.getSetCookie())}`);
  return { cookie: `qm_privacy=${key}`, key, header };
}

/** "ABCD-EFGH-…": the code the privacy page shows for this browser's key. */
async function privacyCodeShown(cookie: string): Promise<string> {
  const response = await postForm("/privacy-request", { intent: "show-code" }, cookie);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-store");
  const code = /data-testid="privacy-code"[^>]*>([0-9A-Z-]{24})</.exec(await response.text())?.[1];
  if (!code) throw new Error("no privacy code on the page");
  return code;
}

interface Session {
  session_id: string;
  redirect_url: string;
  aggregator_session_id: string;
  quotes: { quote_id: string; partner_id: string }[];
}

/**
 * A visitor's quote session with a partner click and analytics events from the same browser tab, and
 * the privacy key cookie its browser was given (pass `cookie` to start it in a browser that has one).
 */
async function visitorWithQuotes(cookie?: string) {
  const response = await post("/api/session/start", CAR, server.url, cookie);
  expect(response.status).toBe(201);
  const browser = privacyCookie(response);
  const session = (await response.json()) as Session;
  const first = session.quotes[0]!;
  // Only the browser holding the session's privacy key chooses a quote (ADR 0027).
  const click = await post(
    "/api/quotes/click",
    {
      sessionId: session.session_id,
      quoteId: first.quote_id,
      aggregatorSessionId: session.aggregator_session_id,
      partnerId: first.partner_id,
    },
    server.url,
    browser.cookie,
  );
  expect(click.status).toBe(200);
  const handoffUrl = ((await click.json()) as { redirect_url: string }).redirect_url;
  const tab = `tab-${randomUUID()}`;
  const track = (eventType: string, data: Record<string, unknown>) =>
    post("/api/analytics/track", {
      session_id: tab,
      event_type: eventType,
      event_data: data,
      timestamp: new Date().toISOString(),
    });
  for (const sent of [
    await track("quote_started", { category: "car", province: "ON" }),
    await track("handoff_redirect", { sessionId: session.session_id }),
  ]) {
    expect(sent.status).toBeLessThan(300);
  }
  return { session, tab, cookie: browser.cookie, key: browser.key, setCookie: browser.header, handoffUrl };
}

async function contact(email: string) {
  const response = await post("/api/contact", {
    name: "Claire Tremblay",
    email,
    subject: "general",
    message: `A question from ${email}`,
  });
  expect(response.status).toBe(201);
}

async function confirmationToken(to: string): Promise<string> {
  const rows = await server.database.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.kind, "privacy_confirmation"), eq(emailOutbox.toAddress, to)))
    .orderBy(emailOutbox.createdAt);
  const body = rows.at(-1)?.body ?? "";
  const match = /https:\/\/www\.quotemaple\.ca\/privacy-request\/confirm\?token=([A-Za-z0-9_-]{43})/.exec(body);
  if (!match) throw new Error(`no confirmation link in ${JSON.stringify(body)}`);
  return match[1]!;
}

describe("the browser's privacy key", () => {
  it("is an httpOnly cookie, the same for every session of the browser, in no URL or HTML of the results", async () => {
    const visitor = await visitorWithQuotes();
    expect(visitor.setCookie).toMatch(/; HttpOnly/);
    expect(visitor.setCookie).toMatch(/; SameSite=Lax/);
    expect(visitor.setCookie).toMatch(/; Path=\//);
    expect(Number(/Max-Age=(\d+)/.exec(visitor.setCookie)?.[1])).toBe(400 * 24 * 60 * 60);
    // Under https it is Secure (this server's SITE_URL is https).
    expect(visitor.setCookie).toMatch(/; Secure/);

    // A second session in the same browser keeps the key (renewed), so one request covers both.
    const again = await visitorWithQuotes(visitor.cookie);
    expect(again.key).toBe(visitor.key);

    const code = await privacyCodeShown(visitor.cookie);
    for (const url of [visitor.session.redirect_url, visitor.handoffUrl]) {
      expect(url).not.toContain(visitor.key);
      const page = await fetch(`${server.url}${url}`, { headers: { cookie: visitor.cookie } });
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).not.toContain(visitor.key);
      expect(html).not.toContain(code);
      expect(page.headers.getSetCookie()).toEqual([]);
    }
    // The privacy page itself carries the key only when its visitor asks for the code.
    const privacyPage = await (
      await fetch(`${server.url}/privacy-request`, { headers: { cookie: visitor.cookie } })
    ).text();
    expect(privacyPage).toContain(t("privacy.form.channelBrowser"));
    expect(privacyPage).not.toContain(visitor.key);
    expect(privacyPage).not.toContain(code);

    // Only its hash is stored.
    const [row] = await server.database.db
      .select()
      .from(quoteSessions)
      .where(eq(quoteSessions.id, visitor.session.session_id));
    expect(row!.privacyKeyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(visitor.key);
  });

  it("exports everything tied to the browser's sessions as a JSON download, and records the request", async () => {
    const { session, tab, cookie } = await visitorWithQuotes();
    const unrelated = await visitorWithQuotes();
    const response = await post("/api/privacy-requests", { kind: "access", thisBrowser: true }, server.url, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="quotemaple-my-data-\d{4}-\d\d-\d\d\.json"$/,
    );
    const exported = await response.json();
    expect(exported.format).toBe("quotemaple-privacy-export/1");
    expect(exported.quote_sessions).toHaveLength(1);
    expect(exported.quote_sessions[0]).toMatchObject({
      id: session.session_id,
      aggregator_session_id: session.aggregator_session_id,
      city: "Toronto",
      province_code: "ON",
    });
    expect(exported.quote_sessions[0]).not.toHaveProperty("privacy_key_hash");
    expect(exported.quote_sessions[0].form_data).toMatchObject({ postalCode: "M5V 2T6", driverAge: 35 });
    expect(exported.quotes.map((quote: { id: string }) => quote.id).sort()).toEqual(
      session.quotes.map((quote) => quote.quote_id).sort(),
    );
    expect(exported.quote_clicks).toHaveLength(1);
    expect(exported.consent_records.map((row: { purpose: string }) => row.purpose).sort()).toEqual(
      ["contact_email", "contact_phone", "contact_sms", "data_sharing"].sort(),
    );
    // Both events of the browser tab that led to this session, none of the other visitor's.
    expect(exported.analytics_events.map((row: { event_type: string }) => row.event_type)).toEqual([
      "quote_started",
      "handoff_redirect",
    ]);
    expect(exported.analytics_events.every((row: { session_id: string }) => row.session_id === tab)).toBe(true);
    expect(JSON.stringify(exported)).not.toContain(unrelated.session.session_id);
    expect(exported.contact_messages).toEqual([]);

    const [request] = await server.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, exported.request_id));
    expect(request).toMatchObject({ kind: "access", channel: "reference", status: "completed" });
    expect(request!.dueAt.getTime() - request!.receivedAt.getTime()).toBe(30 * DAY);
    expect(request!.completedAt).toBeInstanceOf(Date);
    expect(request!.outcome).toMatchObject({ quote_sessions: 1, quote_clicks: 1, analytics_events: 2 });
    expect(JSON.stringify(request)).not.toContain(session.aggregator_session_id);
    expect(JSON.stringify(request)).not.toContain(session.session_id);
  });

  it("deletes what the browser made, keeps the consent records unlinked, and leaves others alone", async () => {
    const { session, tab, cookie } = await visitorWithQuotes();
    const other = await visitorWithQuotes();
    const { db } = server.database;
    const consentIds = (
      await db
        .select({ id: consentRecords.id })
        .from(consentRecords)
        .where(eq(consentRecords.quoteSessionId, session.session_id))
    ).map((row) => row.id);
    expect(consentIds.length).toBeGreaterThan(0);

    const response = await post("/api/privacy-requests", { kind: "deletion", thisBrowser: true }, server.url, cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({
      status: "deleted",
      deleted: {
        quote_sessions: 1,
        quotes: session.quotes.length,
        quote_clicks: 1,
        analytics_events: 2,
        consent_records_kept: consentIds.length,
        contact_messages: 0,
      },
    });
    expect(await db.$count(quoteSessions, eq(quoteSessions.id, session.session_id))).toBe(0);
    expect(await db.$count(quotes, eq(quotes.sessionId, session.session_id))).toBe(0);
    expect(await db.$count(quoteClicks, eq(quoteClicks.sessionId, session.session_id))).toBe(0);
    expect(await db.$count(analyticsEvents, eq(analyticsEvents.sessionId, tab))).toBe(0);
    // What the dashboard rollups keep per session names it too (decision 0063): gone, the counts stay.
    expect(await db.$count(analyticsSessionDays, eq(analyticsSessionDays.sessionId, tab))).toBe(0);
    expect(await db.$count(quoteClickDays, eq(quoteClickDays.sessionId, session.session_id))).toBe(0);
    for (const id of consentIds) {
      const [kept] = await db.select().from(consentRecords).where(eq(consentRecords.id, id));
      expect(kept).toMatchObject({ quoteSessionId: null });
    }
    // The other visitor's data is all still there.
    expect(await db.$count(quoteSessions, eq(quoteSessions.id, other.session.session_id))).toBe(1);
    expect(await db.$count(quotes, eq(quotes.sessionId, other.session.session_id))).toBe(other.session.quotes.length);
    expect(await db.$count(analyticsEvents, eq(analyticsEvents.sessionId, other.tab))).toBe(2);
    expect(await db.$count(analyticsSessionDays, eq(analyticsSessionDays.sessionId, other.tab))).toBeGreaterThan(0);
    expect(await db.$count(quoteClickDays, eq(quoteClickDays.sessionId, other.session.session_id))).toBe(1);

    const [request] = await db.select().from(privacyRequests).where(eq(privacyRequests.id, body.request_id));
    expect(request).toMatchObject({ kind: "deletion", channel: "reference", status: "completed" });

    // The browser now holds nothing with us.
    const again = await post("/api/privacy-requests", { kind: "access", thisBrowser: true }, server.url, cookie);
    expect(again.status).toBe(404);
    expect((await again.json()).error).toEqual({ code: "not_found", message: t("privacy.error.noBrowserData") });
  });

  it("acts from the page's form without JavaScript, with the browser's cookie, asking to confirm a deletion", async () => {
    const { session, cookie } = await visitorWithQuotes();
    const { db } = server.database;
    const unconfirmed = await postForm("/privacy-request", { kind: "deletion", channel: "browser" }, cookie);
    expect(unconfirmed.status).toBe(400);
    expect(await unconfirmed.text()).toContain(t("privacy.error.confirm"));
    expect(await db.$count(quoteSessions, eq(quoteSessions.id, session.session_id))).toBe(1);

    const exported = await postForm("/privacy-request", { kind: "access", channel: "browser" }, cookie);
    expect(exported.status).toBe(200);
    const html = await exported.text();
    expect(html).toContain(t("privacy.outcome.exportedTitle"));
    expect(html).toContain(session.session_id);

    const deleted = await postForm(
      "/privacy-request",
      { kind: "deletion", channel: "browser", confirm: "yes" },
      cookie,
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.text()).toContain(t("privacy.outcome.deletedTitle"));
    expect(await db.$count(quoteSessions, eq(quoteSessions.id, session.session_id))).toBe(0);

    // Without the cookie, "this browser" names nothing.
    const stranger = await postForm("/privacy-request", { kind: "access", channel: "browser" });
    expect(stranger.status).toBe(404);
    expect(await stranger.text()).toContain(t("privacy.error.noBrowserData").replace("'", "&#x27;").slice(0, 40));
  });

  it("accepts the code that browser shows from another client, however it is typed", async () => {
    const { session, cookie } = await visitorWithQuotes();
    const code = await privacyCodeShown(cookie);
    expect(code).toMatch(/^([0-9A-Z]{4}-){4}[0-9A-Z]{4}$/);
    // Another device: no cookie, the code typed in lower case with spaces.
    const typed = code.toLowerCase().replace(/-/g, " ");
    const response = await post("/api/privacy-requests", { kind: "access", code: typed });
    expect(response.status).toBe(200);
    expect((await response.json()).quote_sessions.map((row: { id: string }) => row.id)).toEqual([session.session_id]);

    const page = await postForm("/privacy-request", { kind: "deletion", channel: "code", code, confirm: "yes" });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(t("privacy.outcome.deletedTitle"));
    expect(await server.database.db.$count(quoteSessions, eq(quoteSessions.id, session.session_id))).toBe(0);
  });

  it("is no longer the hand-off reference or the results link: neither exports nor deletes", async () => {
    const { session, handoffUrl } = await visitorWithQuotes();
    const { db } = server.database;
    const reference = new URL(handoffUrl, server.url).searchParams.get("ref")!;
    expect(reference).toBe(session.aggregator_session_id);
    const before = await db.$count(privacyRequests);
    for (const kind of ["access", "deletion"]) {
      for (const body of [
        { kind, reference },
        { kind, reference: session.session_id },
        { kind, code: reference },
        { kind, code: session.session_id },
      ]) {
        const response = await post("/api/privacy-requests", body);
        expect({ body, status: response.status }).toEqual({ body, status: 400 });
        expect((await response.json()).error.code).toBe("validation_failed");
      }
      for (const value of [reference, session.session_id]) {
        const page = await postForm("/privacy-request", { kind, channel: "code", code: value, confirm: "yes" });
        expect(page.status).toBe(400);
      }
    }
    const retired = await post("/api/privacy-requests", { kind: "deletion", reference });
    expect((await retired.json()).error.details).toEqual([
      { field: "reference", message: t("privacy.error.referenceRetired", { email: "support@quotemaple.ca" }) },
    ]);
    expect(await db.$count(quoteSessions, eq(quoteSessions.id, session.session_id))).toBe(1);
    expect(await db.$count(quotes, eq(quotes.sessionId, session.session_id))).toBe(session.quotes.length);
    expect(await db.$count(privacyRequests)).toBe(before);
  });

  it("shows a shared results link without the visitor's details, and its own browser with them", async () => {
    const { session, cookie } = await visitorWithQuotes();
    const own = await (await fetch(`${server.url}${session.redirect_url}`, { headers: { cookie } })).text();
    const shared = await fetch(`${server.url}${session.redirect_url}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get("cache-control")).toBe("private, no-cache");
    const html = await shared.text();
    for (const detail of ["RAV4", "M5V", session.aggregator_session_id]) {
      expect(own, detail).toContain(detail);
      expect(html, detail).not.toContain(detail);
    }
    expect(html).toContain("Ontario");
    expect(html).toContain(t("quoteResults.getOwn"));
    expect(own).toContain(t("quoteResults.yourData"));
  });

  it("answers bad input with clear errors, never a 500", async () => {
    const cases: [unknown, number, string][] = [
      [{ kind: "access", code: "0000-0000-0000-0000-0000" }, 404, "not_found"],
      [{ kind: "access", thisBrowser: true }, 404, "not_found"],
      [{ kind: "access", code: "not-a-code" }, 400, "validation_failed"],
      [{ kind: "export", code: "0000-0000-0000-0000-0000" }, 400, "validation_failed"],
      [{ kind: "access" }, 400, "validation_failed"],
      [{ kind: "access", code: "0000-0000-0000-0000-0000", email: "a@example.com" }, 400, "validation_failed"],
      [{ kind: "access", thisBrowser: false }, 400, "validation_failed"],
      [{ kind: "deletion", email: "not an address" }, 400, "validation_failed"],
      [{ kind: "access", code: "0000-0000-0000-0000-0000", extra: 1 }, 400, "validation_failed"],
      ["{not json", 400, "bad_request"],
      [[1, 2], 400, "validation_failed"],
    ];
    for (const [body, status, code] of cases) {
      const response = await post("/api/privacy-requests", body);
      expect({ body, status: response.status }).toEqual({ body, status });
      expect((await response.json()).error.code).toBe(code);
    }
    const wrongType = await fetch(`${server.url}/api/privacy-requests`, {
      method: "POST",
      body: "kind=access",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(wrongType.status).toBe(415);
    expect((await fetch(`${server.url}/api/privacy-requests`)).status).toBe(405);
    expect((await fetch(`${server.url}/api/privacy-requests/confirm`)).status).toBe(405);
    const badToken = await post("/api/privacy-requests/confirm", { token: "short" });
    expect(badToken.status).toBe(400);
    const validation = await post("/api/privacy-requests", { kind: "access", code: "nope" });
    expect((await validation.json()).error.details).toEqual([{ field: "code", message: t("privacy.error.code") }]);
  });
});

describe("a privacy request by e-mail", () => {
  it("only sends a one-time link; opening the page changes nothing; confirming exports that address's messages", async () => {
    await contact("Claire.T@example.com");
    await contact("someone.else@example.com");
    const response = await post("/api/privacy-requests", { kind: "access", email: "  claire.t@EXAMPLE.com " });
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ status: "awaiting_confirmation" });

    // An address with nothing stored gets the very same answer.
    const unknown = await post("/api/privacy-requests", { kind: "access", email: "nobody@example.com" });
    expect(unknown.status).toBe(202);
    expect(await unknown.json()).toEqual({ status: "awaiting_confirmation" });

    // The raw address is not kept with the request; only the e-mail to it holds it.
    const requests = await server.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.channel, "email"));
    expect(JSON.stringify(requests)).not.toMatch(/claire|nobody/i);
    const token = await confirmationToken("claire.t@example.com");
    expect(JSON.stringify(requests)).not.toContain(token);

    const page = await fetch(`${server.url}/privacy-request/confirm?token=${token}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(t("privacy.confirm.accessButton"));
    const confirm = await post("/api/privacy-requests/confirm", { token });
    expect(confirm.status).toBe(200);
    expect(confirm.headers.get("content-disposition")).toMatch(/^attachment;/);
    const exported = await confirm.json();
    expect(exported.contact_messages).toHaveLength(1);
    expect(exported.contact_messages[0]).toMatchObject({ email: "Claire.T@example.com", name: "Claire Tremblay" });
    expect(exported.quote_sessions).toEqual([]);

    const [done] = await server.database.db
      .select()
      .from(privacyRequests)
      .where(eq(privacyRequests.id, exported.request_id));
    expect(done).toMatchObject({ status: "completed", channel: "email", kind: "access", tokenHash: null });

    // Single use.
    const reused = await post("/api/privacy-requests/confirm", { token });
    expect(reused.status).toBe(404);
    expect((await reused.json()).error.message).toBe(t("privacy.error.tokenInvalid"));
    const reusedPage = await fetch(`${server.url}/privacy-request/confirm?token=${token}`);
    expect(await reusedPage.text()).toContain(t("privacy.error.tokenInvalid").replace("'", "&#x27;"));
  });

  it("writes to a French visitor in French, with the French page's link, through a real SMTP server", async () => {
    const smtp = await startSmtpCapture();
    const { mailer, received } = smtp;
    try {
      const response = await fetch(`${server.url}/api/privacy-requests`, {
        method: "POST",
        body: JSON.stringify({ kind: "deletion", email: "amelie.gagnon@example.com" }),
        headers: { "Content-Type": "application/json", "Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5" },
      });
      expect(response.status).toBe(202);
      await deliverOutbox({ db: server.database.db, mailer, logger: pino({ level: "silent" }) }, new Date());
      const message = received.find((text) => text.includes("To: amelie.gagnon@example.com"));
      if (!message) throw new Error("no e-mail reached the SMTP server");
      const { subject, body } = readMessage(message);
      expect(subject).toBe(tFrench("privacy.email.subject"));
      expect(body).toContain("supprimer les renseignements liés à cette adresse courriel");
      expect(body).toMatch(/dans les \d+\sheures/);
      const link = /https:\/\/www\.quotemaple\.ca(\/fr\/demande-confidentialite\/confirmer)\?token=([\w-]{43})/.exec(
        body,
      );
      expect(link?.[1]).toBe("/fr/demande-confidentialite/confirmer");
      const page = await fetch(`${server.url}${link![1]}?token=${link![2]}`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain('lang="fr-CA"');
      expect(html).toContain(tFrench("privacy.confirm.deletionButton").replace("'", "&#x27;"));
    } finally {
      await smtp.close();
    }
  });

  it("deletes that address's contact messages and their notifications once confirmed, and nobody else's", async () => {
    await contact("leaving@example.com");
    await contact("leaving@example.com");
    await contact("staying@example.com");
    const { db } = server.database;
    expect(await post("/api/privacy-requests", { kind: "deletion", email: "leaving@example.com" })).toHaveProperty(
      "status",
      202,
    );
    // Nothing is deleted before the link is opened.
    expect(await db.$count(contactMessages, eq(contactMessages.email, "leaving@example.com"))).toBe(2);
    const token = await confirmationToken("leaving@example.com");
    const confirm = await post("/api/privacy-requests/confirm", { token });
    expect(confirm.status).toBe(200);
    expect(await confirm.json()).toMatchObject({
      status: "deleted",
      deleted: { contact_messages: 2, email_outbox: 2 },
    });
    expect(await db.$count(contactMessages, eq(contactMessages.email, "leaving@example.com"))).toBe(0);
    expect(await db.$count(emailOutbox, eq(emailOutbox.replyTo, "leaving@example.com"))).toBe(0);
    expect(await db.$count(contactMessages, eq(contactMessages.email, "staying@example.com"))).toBe(1);
    expect(await db.$count(emailOutbox, eq(emailOutbox.replyTo, "staying@example.com"))).toBe(1);
  });

  it("refuses an expired link", async () => {
    await contact("late@example.com");
    await post("/api/privacy-requests", { kind: "deletion", email: "late@example.com" });
    const token = await confirmationToken("late@example.com");
    const { db } = server.database;
    await db
      .update(privacyRequests)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(privacyRequests.status, "awaiting_confirmation"));
    const page = await fetch(`${server.url}/privacy-request/confirm?token=${token}`);
    expect(await page.text()).toContain(t("privacy.error.tokenExpired"));
    const confirm = await post("/api/privacy-requests/confirm", { token });
    expect(confirm.status).toBe(422);
    expect((await confirm.json()).error).toEqual({ code: "unprocessable", message: t("privacy.error.tokenExpired") });
    expect(await db.$count(contactMessages, eq(contactMessages.email, "late@example.com"))).toBe(1);
  });

  it("sends at most a few links a day to one address, answering the same", async () => {
    const { db } = server.database;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await post("/api/privacy-requests", { kind: "access", email: "flooded@example.com" });
      expect(response.status).toBe(202);
    }
    expect(await db.$count(emailOutbox, eq(emailOutbox.toAddress, "flooded@example.com"))).toBe(3);
  });
});

describe("privacy request limits and staff view", () => {
  it("rate-limits the endpoint per client", async () => {
    const limited = await startTestServer({ seed: false, env: { RATE_LIMIT_PRIVACY_PER_HOUR: "2" } });
    try {
      const body = { kind: "access", code: "CCCC-CCCC-CCCC-CCCC-CCCC" };
      expect((await post("/api/privacy-requests", body, limited.url)).status).toBe(404);
      expect((await post("/api/privacy-requests", body, limited.url)).status).toBe(404);
      const blocked = await post("/api/privacy-requests", body, limited.url);
      expect(blocked.status).toBe(429);
      expect((await blocked.json()).error.code).toBe("rate_limited");
      expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });

  it("shares one bucket between the page's form and the API, and keeps what was typed on the page", async () => {
    const limited = await startTestServer({ seed: false, env: { RATE_LIMIT_PRIVACY_PER_HOUR: "2" } });
    try {
      const code = "DDDD-DDDD-DDDD-DDDD-DDDD";
      const page = () =>
        postForm("/privacy-request", { kind: "access", channel: "code", code }, undefined, limited.url);
      const api = () => post("/api/privacy-requests", { kind: "access", code }, limited.url);
      expect((await page()).status).toBe(404);
      expect((await api()).status).toBe(404);
      // Both ways in are now refused.
      const blockedApi = await api();
      expect(blockedApi.status).toBe(429);
      expect(blockedApi.headers.get("retry-after")).toMatch(/^\d+$/);
      const blocked = await page();
      expect(blocked.status).toBe(429);
      expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
      const html = await blocked.text();
      expect(html).toContain("You have made several requests in a short time.");
      // What was typed is still in the form.
      expect(/<input[^>]*name="code"[^>]*>/.exec(html)?.[0]).toContain(`value="${code}"`);
      // The confirmation page's form shares the counter.
      const confirm = await postForm("/privacy-request/confirm", { token: "A".repeat(43) }, undefined, limited.url);
      expect(confirm.status).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it("refuses the staff list without a session", async () => {
    const response = await fetch(`${server.url}/api/admin/privacy-requests`);
    expect(response.status).toBe(401);
    const page = await fetch(`${server.url}/admin/privacy`, { redirect: "manual" });
    expect(page.status).toBe(302);
    expect(page.headers.get("location")).toMatch(/\/admin\/login/);
  });

  it("lists every request for staff, soonest deadline first, with overdue ones flagged", async () => {
    const { db } = server.database;
    const now = Date.now();
    const [overdue] = await db
      .insert(privacyRequests)
      .values({
        kind: "deletion",
        channel: "email",
        status: "awaiting_confirmation",
        subjectHash: "f".repeat(64),
        tokenHash: "e".repeat(64),
        tokenExpiresAt: new Date(now + DAY),
        receivedAt: new Date(now - 40 * DAY),
        dueAt: new Date(now - 10 * DAY),
      })
      .returning();
    const { cookie } = await signInStaff(server.url, STAFF.email, STAFF.password);
    const response = await fetch(`${server.url}/api/admin/privacy-requests`, { headers: { cookie } });
    expect(response.status).toBe(200);
    const { requests } = (await response.json()) as {
      requests: { id: string; due_at: string; overdue: boolean; status: string; days_left: number }[];
    };
    expect(requests.length).toBeGreaterThan(3);
    const dues = requests.map((request) => request.due_at);
    expect(dues).toEqual([...dues].sort());
    expect(requests[0]).toMatchObject({
      id: overdue!.id,
      overdue: true,
      status: "awaiting_confirmation",
      days_left: -10,
    });
    expect(requests.filter((request) => request.overdue)).toHaveLength(1);
    // Links that ran out unopened are shown as unverified, not overdue.
    expect(requests.some((request) => request.status === "unverified" && !request.overdue)).toBe(true);
    expect(requests.some((request) => request.status === "completed")).toBe(true);

    const page = await fetch(`${server.url}/admin/privacy`, { headers: { cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(t("admin.privacy.title"));
    expect(html).toContain(overdue!.id);
    expect(html).toContain('data-overdue="true"');
  });
});

/** The subject and text of a raw message as the SMTP server received it (RFC 2047 words, quoted-printable). */
function readMessage(raw: string): { subject: string; body: string } {
  const [head = "", ...rest] = raw.split("\r\n\r\n");
  const unfolded = head.replace(/\r\n[ \t]+/g, " ");
  const subjectLine = /^Subject: (.*)$/m.exec(unfolded)?.[1] ?? "";
  const subject = subjectLine
    .replace(/\?= =\?/g, "?==?")
    .replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_word, encoding: string, text: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : Buffer.from(
            text
              .replace(/_/g, " ")
              .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
            "latin1",
          ).toString("utf8"),
    );
  let body = rest.join("\r\n\r\n");
  if (/^Content-Transfer-Encoding: quoted-printable$/im.test(unfolded)) {
    body = Buffer.from(
      body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/gi, (_hex, code: string) => String.fromCharCode(parseInt(code, 16))),
      "latin1",
    ).toString("utf8");
  } else if (/^Content-Transfer-Encoding: base64$/im.test(unfolded)) {
    body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  }
  return { subject, body: body.replace(/\r\n/g, "\n") };
}
