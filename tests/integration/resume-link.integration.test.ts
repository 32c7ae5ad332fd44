import { eq, like } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, quoteDrafts } from "../../db/schema";
import { deliverOutbox } from "../../server/services/deliver-outbox";
import { startSmtpCapture, type SmtpCapture } from "../helpers/smtp-capture";
import { startTestServer, type TestServer } from "../helpers/test-server";

// "Finish later" (issue 25 section 4, decision 0062): an unfinished wizard's answers e-mailed as a
// link of their own, which opens them in another browser; the link grants nothing else.

const SITE = "https://www.quotemaple.ca";
const DAY = 24 * 60 * 60 * 1000;
const logger = pino({ level: "silent" });

let server: TestServer;
let smtp: SmtpCapture;

beforeAll(async () => {
  server = await startTestServer({
    env: { SITE_URL: SITE, RATE_LIMIT_QUOTES_PER_MINUTE: "1000", RATE_LIMIT_QUOTE_EMAILS_PER_HOUR: "1000" },
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

/** The wizard's form at its driver step, as a browser without JavaScript posts it. */
const ANSWERS = {
  category: "car",
  province: "MB",
  city: "Brandon",
  vehicleYear: "2017",
  vehicleMake: "Subaru",
  vehicleModel: "Outback",
  at: "driver",
};

function postWizard(fields: Record<string, string>, language: "en" | "fr" = "en", cookie?: string) {
  return fetch(`${server.url}${language === "fr" ? "/fr/soumissions" : "/quotes"}?step=driver`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.url,
      ...(cookie ? { cookie } : {}),
    },
    redirect: "manual",
  });
}

/** A browser without JavaScript that has answered up to the driver step: its privacy cookie. */
async function browserAtDriverStep(language: "en" | "fr" = "en"): Promise<string> {
  const moved = await postWizard({ ...ANSWERS, at: "vehicle", intent: "next" }, language);
  expect(moved.status).toBeLessThan(400);
  await moved.arrayBuffer();
  return moved.headers.getSetCookie()[0]?.split(";")[0] ?? "";
}

async function deliver() {
  return deliverOutbox({ db: server.database.db, mailer: smtp.mailer, logger }, new Date());
}

/** The resume link of the e-mail received, as a path on the test server. */
function resumePath(message: string): string {
  const text = message.replace(/=\r?\n/g, "");
  const found = /https:\/\/www\.quotemaple\.ca(\/(?:fr\/soumissions\/reprendre|quotes\/resume)\/[0-9a-f]{64})/.exec(
    text,
  );
  if (!found) throw new Error(`no resume link in:\n${text}`);
  return found[1]!;
}

describe("a link to finish the quote later", () => {
  it("e-mails the answers as a link that opens them in another browser, at the step they were left at", async () => {
    const cookie0 = await browserAtDriverStep();
    const asked = await postWizard({ ...ANSWERS, intent: "resume", resumeEmail: "later@example.com" }, "en", cookie0);
    expect(asked.status).toBe(200);
    expect(await asked.text()).toContain("Sent to later@example.com");
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    const message = smtp.received[0]!;
    expect(message).toContain("Subject: Finish your QuoteMaple quote");
    const path = resumePath(message);
    const token = path.split("/").pop()!;
    // Only the secret's hash is kept.
    const kept = await server.database.db
      .select()
      .from(quoteDrafts)
      .where(like(quoteDrafts.privacyKeyHash, "resume:%"));
    expect(kept.some((row) => row.privacyKeyHash.includes(token))).toBe(false);
    expect(kept.length).toBeGreaterThan(0);

    // Another browser (no cookie): the link gives it a privacy key, the answers, and the step.
    const opened = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(opened.status).toBe(303);
    expect(opened.headers.get("location")).toBe("/quotes?step=driver");
    const cookie = opened.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    expect(cookie).toMatch(/=/);
    const wizard = await (await fetch(`${server.url}/quotes?step=driver`, { headers: { cookie } })).text();
    expect(wizard).toContain('value="Outback"');
    expect(wizard).toContain('value="Brandon"');
  });

  it("grants no privacy request and opens no shared results page", async () => {
    await postWizard({ ...ANSWERS, intent: "resume", resumeEmail: "secret@example.com" });
    await deliver();
    const token = resumePath(smtp.received[0]!).split("/").pop()!;
    const privacy = await fetch(`${server.url}/api/privacy-requests`, {
      method: "POST",
      body: JSON.stringify({ kind: "access", code: token }),
      headers: { "Content-Type": "application/json" },
    });
    expect(privacy.status).toBe(400);
    await privacy.arrayBuffer();
    const results = await fetch(`${server.url}/quotes?session=${token}`);
    expect(results.status).toBe(404);
    await results.arrayBuffer();
    const emailed = await fetch(`${server.url}/email/quotes/${token}`);
    expect(emailed.status).toBe(404);
    await emailed.arrayBuffer();
  });

  it("a wrong or expired link gets a clear page in the visitor's language, never a 500", async () => {
    const wrong = await fetch(`${server.url}/quotes/resume/${"a".repeat(64)}`);
    expect(wrong.status).toBe(404);
    expect(await wrong.text()).toContain("This link has expired or does not work");
    const malformed = await fetch(`${server.url}/fr/soumissions/reprendre/not-a-token`);
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain("Ce lien a expiré ou ne fonctionne pas");

    await postWizard({ ...ANSWERS, intent: "resume", resumeEmail: "old@example.com" }, "fr");
    await deliver();
    const path = resumePath(smtp.received[0]!);
    expect(path).toMatch(/^\/fr\/soumissions\/reprendre\//);
    // A day and a minute later: expired.
    await server.database.db
      .update(quoteDrafts)
      .set({ updatedAt: new Date(Date.now() - DAY - 60_000) })
      .where(like(quoteDrafts.privacyKeyHash, "resume:%"));
    const expired = await fetch(`${server.url}${path}`, { redirect: "manual" });
    expect(expired.status).toBe(404);
    expect(await expired.text()).toContain("Ce lien a expiré ou ne fonctionne pas");
  });

  it("refuses a bad address on its field, in the visitor's language, keeping nothing", async () => {
    const before = await server.database.db.select().from(emailOutbox);
    const cookie = await browserAtDriverStep("fr");
    const refused = await postWizard({ ...ANSWERS, intent: "resume", resumeEmail: "not an address" }, "fr", cookie);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toMatch(/aria-invalid="true"/);
    const after = await server.database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "resume_link"));
    expect(after.length).toBe(before.filter((row) => row.kind === "resume_link").length);
  });
});
