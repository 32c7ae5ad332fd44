import { eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contactMessages, emailOutbox } from "../../db/schema";
import { outboxBacklog } from "../../server/repositories/outbox-repository";
import { deliverOutbox, retryDelayMs } from "../../server/services/deliver-outbox";
import { startSmtpCapture } from "../helpers/smtp-capture";
import { startTestServer, type TestServer } from "../helpers/test-server";

let server: TestServer;

const valid = {
  name: "Ana Souza",
  email: "ana@example.com",
  phone: "416 555 0123",
  subject: "coverage",
  message: "Does my policy cover a rental car?",
};

beforeAll(async () => {
  server = await startTestServer({ seed: false, env: { RATE_LIMIT_CONTACT_PER_HOUR: "1000" } });
});

afterAll(async () => {
  await server.close();
});

function post(body: unknown, url = server.url) {
  return fetch(`${url}/api/contact`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": "application/json" },
  });
}

describe("POST /api/contact", () => {
  it("stores the message and queues its notification before answering", async () => {
    const response = await post({ ...valid, email: "stored@example.com" });
    expect(response.status).toBe(201);
    const { id } = await response.json();
    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(row).toMatchObject({
      name: "Ana Souza",
      email: "stored@example.com",
      subject: "coverage",
      phone: "416 555 0123",
    });
    const outbox = await server.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.replyTo, "stored@example.com"));
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({
      status: "pending",
      toAddress: "support@quotemaple.ca",
      kind: "contact_notification",
    });
    expect(outbox[0]?.body).toContain(id);
  });

  it("treats an empty phone as none", async () => {
    const response = await post({ ...valid, phone: "", email: "nophone@example.com" });
    expect(response.status).toBe(201);
    const [row] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, "nophone@example.com"));
    expect(row?.phone).toBeNull();
  });

  it.each([
    ["name", { name: "" }],
    ["name", { name: "x".repeat(101) }],
    ["email", { email: "not-an-email" }],
    ["email", { email: "" }],
    ["phone", { phone: "call me maybe" }],
    ["subject", { subject: "pricing" }],
    ["message", { message: "   " }],
    ["message", { message: "y".repeat(5001) }],
  ])("rejects a bad %s with a 400 naming the field", async (field, override) => {
    const response = await post({ ...valid, ...override });
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.map((detail: { field: string }) => detail.field)).toContain(field);
  });

  it("rejects unknown fields, wrong types and oversize bodies", async () => {
    expect((await post({ ...valid, admin: true })).status).toBe(400);
    expect((await post({ ...valid, name: 42 })).status).toBe(400);
    expect((await post([valid])).status).toBe(400);
    expect((await post({ ...valid, message: "z".repeat(70_000) })).status).toBe(413);
  });

  it("answers a filled honeypot like a success but stores nothing", async () => {
    const before = (await server.database.db.select().from(contactMessages)).length;
    const response = await post({ ...valid, website: "http://spam.example" });
    expect(response.status).toBe(201);
    expect((await server.database.db.select().from(contactMessages)).length).toBe(before);
  });

  it("rate limits by client address", async () => {
    const limited = await startTestServer({ seed: false, env: { RATE_LIMIT_CONTACT_PER_HOUR: "2" } });
    try {
      expect((await post(valid, limited.url)).status).toBe(201);
      expect((await post(valid, limited.url)).status).toBe(201);
      const blocked = await post(valid, limited.url);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    } finally {
      await limited.close();
    }
  });

  it("leaves no half-written row when the notification cannot be stored", async () => {
    const { submitContactMessage } = await import("../../server/services/submit-contact-message");
    const { contactMessageSchema } = await import("../../core/shared/contact");
    const { UNLIMITED } = await import("../../server/middleware/rate-limit");
    const before = (await server.database.db.select().from(contactMessages)).length;
    const message = contactMessageSchema.parse({ ...valid, email: "rollback@example.com" });
    // An address longer than the outbox accepts is not possible, so make the outbox insert fail.
    await expect(
      submitContactMessage(
        {
          db: server.database.db,
          logger: pino({ level: "silent" }),
          settings: { notifyTo: null as unknown as string, perHour: 10 },
        },
        message,
        { limit: UNLIMITED },
      ),
    ).rejects.toThrow();
    expect((await server.database.db.select().from(contactMessages)).length).toBe(before);
  });
});

describe("outbox delivery", () => {
  it("sends queued notifications through SMTP and retries failures with back-off", async () => {
    const smtp = await startSmtpCapture();
    smtp.failNext();
    const { mailer, received } = smtp;
    const logger = pino({ level: "silent" });
    try {
      await server.database.db.delete(emailOutbox);
      await post({ ...valid, email: "deliver@example.com" });
      const now = new Date();
      const first = await deliverOutbox({ db: server.database.db, mailer, logger }, now);
      expect(first).toEqual({ sent: 0, failed: 1, released: 0, suppressed: 0 });
      const [afterFailure] = await server.database.db.select().from(emailOutbox);
      expect(afterFailure).toMatchObject({ status: "pending", attempts: 1 });
      expect(afterFailure?.lastError).toContain("mailbox busy");
      expect(afterFailure?.nextAttemptAt.getTime()).toBe(now.getTime() + retryDelayMs(1));
      // Not due yet: nothing is sent.
      expect(await deliverOutbox({ db: server.database.db, mailer, logger }, now)).toEqual({
        sent: 0,
        failed: 0,
        released: 0,
        suppressed: 0,
      });
      const later = new Date(now.getTime() + retryDelayMs(1) + 1000);
      expect(await deliverOutbox({ db: server.database.db, mailer, logger }, later)).toEqual({
        sent: 1,
        failed: 0,
        released: 0,
        suppressed: 0,
      });
      const [sent] = await server.database.db.select().from(emailOutbox);
      expect(sent).toMatchObject({ status: "sent", attempts: 2 });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Reply-To: deliver@example.com");
      expect(received[0]).toContain("Does my policy cover a rental car?");
    } finally {
      await smtp.close();
    }
  });

  it("stops a batch when the server stops: the e-mail underway is sent, the others are due again at once", async () => {
    const smtp = await startSmtpCapture();
    const logger = pino({ level: "silent" });
    const stopping = new AbortController();
    const db = server.database.db;
    try {
      await db.delete(emailOutbox);
      for (const email of ["one@example.com", "two@example.com", "three@example.com"]) {
        expect((await post({ ...valid, email })).status).toBe(201);
      }
      const backlog = await outboxBacklog(db, new Date(Date.now() + 60_000));
      expect(backlog.pending).toBe(3);
      expect(backlog.oldestPendingSeconds).toBeGreaterThanOrEqual(59);
      // The stop arrives while the first e-mail is being sent.
      const mailer = {
        send: async (message: Parameters<typeof smtp.mailer.send>[0]) => {
          stopping.abort();
          await smtp.mailer.send(message);
        },
        close: () => smtp.mailer.close(),
      };
      const now = new Date();
      const outcome = await deliverOutbox({ db, mailer, logger, signal: stopping.signal }, now);
      expect(outcome).toEqual({ sent: 1, failed: 0, released: 2, suppressed: 0 });
      expect(smtp.received).toHaveLength(1);
      const rows = await db.select().from(emailOutbox);
      expect(rows.filter((row) => row.status === "sent")).toHaveLength(1);
      const waiting = rows.filter((row) => row.status === "pending");
      expect(waiting).toHaveLength(2);
      // Not held for the five-minute lease: due for the next round of any instance.
      for (const row of waiting) expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(Date.now());
      expect(await deliverOutbox({ db, mailer: smtp.mailer, logger }, new Date())).toEqual({
        sent: 2,
        failed: 0,
        released: 0,
        suppressed: 0,
      });
      expect((await outboxBacklog(db, new Date())).pending).toBe(0);
    } finally {
      await smtp.close();
    }
  });
});
