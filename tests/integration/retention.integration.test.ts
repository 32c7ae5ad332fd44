import { randomBytes, randomUUID } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import pino from "pino";
import { capturingLogger } from "../helpers/capturing-logger";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  analyticsEvents,
  analyticsSessionDays,
  chatMessages,
  chatSessions,
  consentRecords,
  contactMessages,
  emailOutbox,
  jobLeases,
  partners,
  privacyRequests,
  quoteDrafts,
  quoteClicks,
  quoteSessions,
  quotes,
} from "../../db/schema";
import type { Database } from "../../db/client";
import { loadConfig } from "../../server/config";
import {
  RETENTION_LEASE,
  retentionLimitsFrom,
  runRetentionPass,
  scheduleRetention,
  type RetentionCounts,
} from "../../server/services/retention";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const NOW = new Date();
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY);
const LIMITS = retentionLimitsFrom(loadConfig({}));

/** A logger whose JSON lines are kept, to check what the job logs. */
let database: TestDatabase;
let partnerId: string;

beforeEach(async () => {
  database = await createTestDatabase({ seed: true });
  const [partner] = await database.db.select({ id: partners.id }).from(partners).limit(1);
  partnerId = partner!.id;
});

afterEach(async () => {
  await database.destroy();
});

async function quoteSession(db: Database, createdAt: Date, options: { consentAt?: Date; click?: boolean } = {}) {
  const id = randomUUID();
  await db.insert(quoteSessions).values({
    id,
    aggregatorSessionId: `qm_${randomBytes(12).toString("base64url")}`,
    productType: "auto",
    category: "car",
    provinceCode: "ON",
    city: "Toronto",
    postalFsa: "M5V",
    request: { driver_age: 35, postal_code: "M5V 2T6" },
    formData: { postalCode: "M5V 2T6", driverAge: 35 },
    pricing: { range: [1, 2] },
    createdAt,
    updatedAt: createdAt,
  });
  const [quote] = await db
    .insert(quotes)
    .values({ sessionId: id, partnerId, partnerName: "P", coverageType: "standard", createdAt })
    .returning({ id: quotes.id });
  if (options.click) {
    await db
      .insert(quoteClicks)
      .values({ sessionId: id, quoteId: quote!.id, partnerId, redirectUrl: "https://p", createdAt });
  }
  let consentId: string | null = null;
  if (options.consentAt) {
    const [consent] = await db
      .insert(consentRecords)
      .values({
        quoteSessionId: id,
        purpose: "data_sharing",
        channel: "wizard",
        granted: true,
        wordingVersion: "v1",
        wording: "I agree",
        createdAt: options.consentAt,
      })
      .returning({ id: consentRecords.id });
    consentId = consent!.id;
  }
  return { id, consentId };
}

async function chatSession(db: Database, createdAt: Date, options: { consent?: boolean } = {}) {
  const [chat] = await db
    .insert(chatSessions)
    .values({ mode: "chat", fields: { city: "Laval" }, state: { asked: "city" }, createdAt, updatedAt: createdAt })
    .returning({ id: chatSessions.id });
  const id = chat!.id;
  await db.insert(chatMessages).values([
    { chatSessionId: id, role: "user", content: "I live in Laval", createdAt },
    { chatSessionId: id, role: "assistant", content: "Thanks", createdAt },
  ]);
  if (options.consent) {
    await db.insert(consentRecords).values({
      chatSessionId: id,
      purpose: "data_sharing",
      channel: "assistant",
      granted: true,
      wordingVersion: "v1",
      wording: "I agree",
      createdAt,
    });
  }
  return id;
}

async function events(db: Database, occurredAt: Date, count: number) {
  await db
    .insert(analyticsEvents)
    .values(
      Array.from({ length: count }, () => ({ sessionId: `tab-${randomUUID()}`, eventType: "page_view", occurredAt })),
    );
}

/** One of everything, on each side of every limit. */
async function seedAges(db: Database) {
  await events(db, daysAgo(LIMITS.analyticsEventDays + 5), 5);
  await events(db, daysAgo(LIMITS.analyticsEventDays - 5), 2);
  const oldWithConsent = await quoteSession(db, daysAgo(LIMITS.quoteSessionDays + 10), {
    consentAt: daysAgo(LIMITS.quoteSessionDays + 10),
    click: true,
  });
  const oldWithoutConsent = await quoteSession(db, daysAgo(LIMITS.quoteSessionDays + 10));
  const ancient = await quoteSession(db, daysAgo(LIMITS.consentRecordDays + 10), {
    consentAt: daysAgo(LIMITS.consentRecordDays + 10),
  });
  const recent = await quoteSession(db, daysAgo(10), { consentAt: daysAgo(10), click: true });
  const oldChat = await chatSession(db, daysAgo(LIMITS.chatSessionDays + 3));
  const oldChatWithConsent = await chatSession(db, daysAgo(LIMITS.chatSessionDays + 3), { consent: true });
  const recentChat = await chatSession(db, daysAgo(3));
  await db.insert(contactMessages).values([
    {
      name: "Old Writer",
      email: "old.writer@example.com",
      subject: "general",
      message: "old",
      createdAt: daysAgo(LIMITS.contactMessageDays + 1),
    },
    { name: "New Writer", email: "new.writer@example.com", subject: "general", message: "new", createdAt: daysAgo(1) },
  ]);
  const mail = (status: string, createdAt: Date) => ({
    kind: "contact_notification",
    toAddress: "support@quotemaple.ca",
    subject: "s",
    body: "b",
    status,
    createdAt,
  });
  await db
    .insert(emailOutbox)
    .values([
      mail("sent", daysAgo(LIMITS.emailOutboxDays + 1)),
      mail("failed", daysAgo(LIMITS.emailOutboxDays + 1)),
      mail("pending", daysAgo(LIMITS.emailOutboxDays + 1)),
      mail("sent", daysAgo(1)),
    ]);
  const request = (receivedAt: Date) => ({
    kind: "access" as const,
    channel: "reference" as const,
    status: "completed" as const,
    subjectHash: randomUUID(),
    receivedAt,
    dueAt: new Date(receivedAt.getTime() + 30 * DAY),
    completedAt: receivedAt,
  });
  await db.insert(privacyRequests).values([request(daysAgo(LIMITS.privacyRequestDays + 1)), request(daysAgo(5))]);
  // The wizard's drafts are kept a day after their last change, whatever the limits.
  await db.insert(quoteDrafts).values([
    { privacyKeyHash: randomUUID(), answers: { city: "Old" }, updatedAt: new Date(NOW.getTime() - 25 * HOUR) },
    { privacyKeyHash: randomUUID(), answers: { city: "New" }, updatedAt: new Date(NOW.getTime() - 23 * HOUR) },
  ]);
  return { oldWithConsent, oldWithoutConsent, ancient, recent, oldChat, oldChatWithConsent, recentChat };
}

const EXPECTED: RetentionCounts = {
  analytics_events_deleted: 5,
  consent_records_deleted: 1,
  quote_sessions_deleted: 2,
  quote_sessions_anonymized: 1,
  quotes_deleted_with_anonymized_sessions: 1,
  chat_sessions_deleted: 1,
  chat_sessions_anonymized: 1,
  chat_messages_deleted_with_anonymized_sessions: 2,
  contact_messages_deleted: 1,
  email_outbox_deleted: 2,
  privacy_requests_deleted: 1,
  quote_drafts_deleted: 1,
  email_subscriptions_deleted: 0,
};

const ZERO = Object.fromEntries(Object.keys(EXPECTED).map((key) => [key, 0])) as unknown as RetentionCounts;

describe("the retention job", () => {
  it("deletes or anonymizes exactly what is older than the limits, keeps consent records, and logs counts only", async () => {
    const { db } = database;
    const seeded = await seedAges(db);
    const { logger, lines } = capturingLogger();

    // Batches of 2 rows, so every step runs several short statements.
    const result = await runRetentionPass({ db, logger, now: () => NOW, limits: LIMITS, batchSize: 2 });
    expect(result).toEqual({ status: "done", counts: EXPECTED });

    // Analytics: only the recent ones are left, and the dashboard rollups' per-session state of the
    // old days (it names sessions) went with them: the 2 recent visits, each in its language and "all".
    expect(await db.$count(analyticsEvents)).toBe(2);
    expect(await db.$count(analyticsSessionDays)).toBe(4);

    // The old session with a consent record is anonymized, not deleted; its consent still points at it.
    const [anonymized] = await db.select().from(quoteSessions).where(eq(quoteSessions.id, seeded.oldWithConsent.id));
    expect(anonymized).toMatchObject({ request: {}, formData: {}, city: null, postalFsa: null, pricing: null });
    expect(anonymized?.anonymizedAt).toBeInstanceOf(Date);
    expect(anonymized?.provinceCode).toBe("ON");
    expect(await db.$count(quotes, eq(quotes.sessionId, seeded.oldWithConsent.id))).toBe(0);
    expect(await db.$count(quoteClicks, eq(quoteClicks.sessionId, seeded.oldWithConsent.id))).toBe(0);
    const [consent] = await db
      .select()
      .from(consentRecords)
      .where(eq(consentRecords.id, seeded.oldWithConsent.consentId!));
    expect(consent?.quoteSessionId).toBe(seeded.oldWithConsent.id);

    // Without a consent record (or once the consent record itself is past its limit) the session goes.
    const gone = await db
      .select({ id: quoteSessions.id })
      .from(quoteSessions)
      .where(inArray(quoteSessions.id, [seeded.oldWithoutConsent.id, seeded.ancient.id]));
    expect(gone).toEqual([]);
    expect(await db.$count(consentRecords, eq(consentRecords.id, seeded.ancient.consentId!))).toBe(0);

    // The recent session is untouched, with its quote, click and consent.
    const [recent] = await db.select().from(quoteSessions).where(eq(quoteSessions.id, seeded.recent.id));
    expect(recent).toMatchObject({ city: "Toronto", anonymizedAt: null });
    expect(await db.$count(quotes, eq(quotes.sessionId, seeded.recent.id))).toBe(1);
    expect(await db.$count(quoteClicks, eq(quoteClicks.sessionId, seeded.recent.id))).toBe(1);
    expect(await db.$count(consentRecords, eq(consentRecords.quoteSessionId, seeded.recent.id))).toBe(1);

    // Chats: old one deleted with its messages; old one with consent stripped; recent one whole.
    expect(await db.$count(chatSessions, eq(chatSessions.id, seeded.oldChat))).toBe(0);
    expect(await db.$count(chatMessages, eq(chatMessages.chatSessionId, seeded.oldChat))).toBe(0);
    const [strippedChat] = await db.select().from(chatSessions).where(eq(chatSessions.id, seeded.oldChatWithConsent));
    expect(strippedChat).toMatchObject({ fields: {}, state: {} });
    expect(strippedChat?.anonymizedAt).toBeInstanceOf(Date);
    expect(await db.$count(chatMessages, eq(chatMessages.chatSessionId, seeded.oldChatWithConsent))).toBe(0);
    expect(await db.$count(consentRecords, eq(consentRecords.chatSessionId, seeded.oldChatWithConsent))).toBe(1);
    expect(await db.$count(chatMessages, eq(chatMessages.chatSessionId, seeded.recentChat))).toBe(2);

    // Contact messages, finished e-mails and privacy request records past their limits.
    const contacts = await db.select({ email: contactMessages.email }).from(contactMessages);
    expect(contacts).toEqual([{ email: "new.writer@example.com" }]);
    const outbox = await db.select({ status: emailOutbox.status }).from(emailOutbox).orderBy(emailOutbox.createdAt);
    expect(outbox.map((row) => row.status)).toEqual(["pending", "sent"]);
    expect(await db.$count(privacyRequests)).toBe(1);

    // The log has the counts and nothing personal.
    const finished = lines.find((line) => line.msg === "retention pass finished (row counts only)");
    expect(finished?.retention).toEqual(EXPECTED);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain("writer@example.com");
    expect(logged).not.toContain("Laval");
    expect(logged).not.toContain(seeded.oldWithConsent.id);

    // The lease row remembers the pass; a second pass finds nothing left to do.
    const [lease] = await db.select().from(jobLeases).where(eq(jobLeases.name, RETENTION_LEASE));
    expect(lease?.lastResult).toEqual(EXPECTED);
    expect(lease?.leaseUntil.getTime()).toBeLessThanOrEqual(NOW.getTime());
    const again = await runRetentionPass({ db, logger, now: () => NOW, limits: LIMITS, batchSize: 2 });
    expect(again).toEqual({ status: "done", counts: ZERO });
  });

  it("is scheduled to run at once, then again at every interval", async () => {
    const { db } = database;
    await seedAges(db);
    const { logger, lines } = capturingLogger();
    const passes = () => lines.filter((line) => line.msg === "retention pass finished (row counts only)").length;
    const scheduled = scheduleRetention({ db, logger, now: () => new Date(), limits: LIMITS }, 200);
    try {
      await expect.poll(passes, { timeout: 10_000 }).toBeGreaterThanOrEqual(1);
      expect(await db.$count(analyticsEvents)).toBe(2);
      await expect.poll(passes, { timeout: 10_000 }).toBeGreaterThanOrEqual(2);
    } finally {
      // Ends a pass under way after its batch and waits for it, so the database can close.
      await scheduled.stop();
      await expect
        .poll(async () => {
          const [lease] = await db.select().from(jobLeases).where(eq(jobLeases.name, RETENTION_LEASE));
          return (lease?.leaseUntil.getTime() ?? 0) <= Date.now();
        })
        .toBe(true);
    }
  });

  it("runs once when two instances start it at the same moment", async () => {
    const { db } = database;
    await seedAges(db);
    const first = capturingLogger();
    const second = capturingLogger();
    // Two concurrent calls on the same database (on PostgreSQL, two pool connections racing).
    const results = await Promise.all([
      runRetentionPass({ db, logger: first.logger, now: () => NOW, limits: LIMITS, batchSize: 2 }),
      runRetentionPass({ db, logger: second.logger, now: () => NOW, limits: LIMITS, batchSize: 2 }),
    ]);
    const done = results.filter((result) => result.status === "done");
    expect(done.length).toBeGreaterThanOrEqual(1);
    // Whichever ran first did all the work; the other was skipped or found nothing left.
    const total = Object.fromEntries(
      Object.keys(EXPECTED).map((key) => [
        key,
        done.reduce(
          (sum, result) => sum + (result.status === "done" ? result.counts[key as keyof RetentionCounts] : 0),
          0,
        ),
      ]),
    );
    expect(total).toEqual(EXPECTED);
    const worked = done.filter((result) => result.status === "done" && result.counts.analytics_events_deleted > 0);
    expect(worked).toHaveLength(1);
    for (const result of results) {
      if (result.status === "done" && result !== worked[0]) expect(result.counts).toEqual(ZERO);
    }
    expect(await db.$count(analyticsEvents)).toBe(2);
  });

  it("skips while another instance holds the lease, and takes over a lease that ran out", async () => {
    const { db } = database;
    await seedAges(db);
    const { logger, lines } = capturingLogger();
    await db
      .insert(jobLeases)
      .values({ name: RETENTION_LEASE, holder: "other-instance", leaseUntil: new Date(NOW.getTime() + 60_000) });
    expect(await runRetentionPass({ db, logger, now: () => NOW, limits: LIMITS })).toEqual({ status: "skipped" });
    expect(lines.some((line) => line.msg === "retention pass skipped: another instance is running it")).toBe(true);
    expect(await db.$count(analyticsEvents)).toBe(7);

    // The other instance died: its lease ran out, so the next pass takes it.
    await db
      .update(jobLeases)
      .set({ leaseUntil: new Date(NOW.getTime() - 1000) })
      .where(eq(jobLeases.name, RETENTION_LEASE));
    expect(await runRetentionPass({ db, logger, now: () => NOW, limits: LIMITS })).toEqual({
      status: "done",
      counts: EXPECTED,
    });
  });

  it("ends a pass after its batch when the server stops, gives the lease back, and the next pass finishes", async () => {
    const { db } = database;
    await seedAges(db);
    const { logger, lines } = capturingLogger();
    const stopping = new AbortController();
    stopping.abort();
    const stopped = await runRetentionPass({
      db,
      logger,
      now: () => NOW,
      limits: LIMITS,
      batchSize: 2,
      signal: stopping.signal,
    });
    expect(stopped.status).toBe("stopped");
    // One batch of two old analytics events, then nothing more.
    expect(await db.$count(analyticsEvents)).toBe(5);
    expect(lines.some((line) => line.msg === "retention pass stopped for shutdown; the next pass finishes it")).toBe(
      true,
    );
    const [lease] = await db.select().from(jobLeases).where(eq(jobLeases.name, RETENTION_LEASE));
    expect(lease?.leaseUntil.getTime()).toBeLessThanOrEqual(NOW.getTime());
    // Not held until the lease runs out: the next pass (any instance's) takes it at once.
    expect((await runRetentionPass({ db, logger, now: () => NOW, limits: LIMITS })).status).toBe("done");
    expect(await db.$count(analyticsEvents)).toBe(2);
  });

  it("uses the configured limits", async () => {
    const { db } = database;
    await events(db, daysAgo(40), 3);
    await events(db, daysAgo(20), 1);
    const limits = retentionLimitsFrom(loadConfig({ RETENTION_ANALYTICS_DAYS: "30" }));
    expect(limits.analyticsEventDays).toBe(30);
    const result = await runRetentionPass({ db, logger: pino({ level: "silent" }), now: () => NOW, limits });
    expect(result.status === "done" && result.counts.analytics_events_deleted).toBe(3);
    expect(await db.$count(analyticsEvents)).toBe(1);
  });
});
