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
/** The resume links the database keeps: rows of the drafts table under a `resume:` key. */
function keptResumeLinks() {
  return server.database.db.select().from(quoteDrafts).where(like(quoteDrafts.privacyKeyHash, "resume:%"));
}

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
    const kept = await keptResumeLinks();
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

// The same link for an unfinished conversation with the assistant (decision 0069): it opens the
// conversation, transcript and details, in another browser and in the conversation's language.

/** One browser's calls to the assistant: its privacy cookie kept from the first answer. */
function chatBrowser(language: "en" | "fr" = "en") {
  let cookie = "";
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${server.url}/api/chat/${path}`, {
      method: "POST",
      body: JSON.stringify(body),
      headers: { "Content-Type": "application/json", "Accept-Language": language, ...(cookie ? { cookie } : {}) },
    });
    const set = response.headers.getSetCookie()[0]?.split(";")[0];
    if (set) cookie = set;
    return response;
  };
  return {
    post,
    cookie: () => cookie,
    async start(): Promise<string> {
      const response = await post("message", { action: "init", mode: "quote_flow" });
      expect(response.status).toBe(201);
      return ((await response.json()) as { chatSessionId: string }).chatSessionId;
    },
    async say(chatSessionId: string, message: string) {
      const response = await post("message", { chatSessionId, message });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as { readyForConsent: boolean; fields: Record<string, unknown> };
    },
    askLink(chatSessionId: string, email: unknown) {
      return post("resume-link", { chatSessionId, email });
    },
  };
}

/** The page a link opens in a browser with nothing of this visitor. */
async function openInAnotherBrowser(path: string) {
  const response = await fetch(`${server.url}${path}`, { redirect: "manual" });
  return { status: response.status, location: response.headers.get("location"), html: await response.text() };
}

describe("a link to finish a conversation later", () => {
  it("e-mails a link that opens the conversation, transcript and details, in another browser", async () => {
    const browser = chatBrowser();
    const id = await browser.start();
    await browser.say(id, "I'm in Regina, 2019 Mazda CX-5");
    const asked = await browser.askLink(id, "Chat.Later@Example.com");
    expect(asked.status, await asked.clone().text()).toBe(201);
    expect(await asked.json()).toEqual({ ok: true, email: "Chat.Later@Example.com" });
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    const message = smtp.received[0]!;
    expect(message).toContain("Subject: Finish your QuoteMaple quote");
    expect(message.replace(/=\r?\n/g, "")).toContain("carry on your conversation with our assistant");
    const path = resumePath(message);
    expect(path).toMatch(/^\/quotes\/resume\//);
    const token = path.split("/").pop()!;
    // Only the secret's hash is kept, beside the conversation's id: no transcript is copied.
    const kept = await keptResumeLinks();
    expect(kept.some((row) => row.privacyKeyHash.includes(token))).toBe(false);
    expect(kept.map((row) => row.answers)).toContainEqual({ chat: id, language: "en" });

    const opened = await openInAnotherBrowser(path);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain("Your conversation is back");
    expect(opened.html).toContain("I&#x27;m in Regina, 2019 Mazda CX-5");
    expect(opened.html).toContain(id);
    // The conversation carries on from the other browser, with the details it held.
    const next = await chatBrowser().say(id, "licensed 10 years, no tickets or accidents, standard coverage");
    expect(next.readyForConsent).toBe(true);
    expect(next.fields).toMatchObject({ vehicle: { year: 2019, make: "Mazda" }, region: { province: "SK" } });
  });

  it("keeps the conversation's language: a French conversation's link is French, and the English path moves there", async () => {
    const browser = chatBrowser("fr");
    const id = await browser.start();
    await browser.say(id, "J'habite à Laval, j'ai une Toyota Corolla 2020");
    const asked = await browser.askLink(id, "plus.tard@example.com");
    expect(asked.status, await asked.clone().text()).toBe(201);
    await deliver();
    const message = smtp.received[0]!.replace(/=\r?\n/g, "");
    expect(message).toMatch(/Subject: =\?UTF-8\?|Subject: Terminez votre soumission QuoteMaple/);
    const path = resumePath(message);
    expect(path).toMatch(/^\/fr\/soumissions\/reprendre\/[0-9a-f]{64}$/);
    const opened = await openInAnotherBrowser(path);
    expect(opened.status).toBe(200);
    expect(opened.html).toContain("Votre conversation est de retour");
    const english = await openInAnotherBrowser(`/quotes/resume/${path.split("/").pop()}`);
    expect(english.status).toBe(303);
    expect(english.location).toBe(path);
  });

  it("refuses another browser, a conversation with nothing to keep, plain chat and a bad address", async () => {
    const before = (await server.database.db.select().from(emailOutbox)).length;
    const browser = chatBrowser();
    const id = await browser.start();
    // Nothing held yet: nothing to keep.
    const early = await browser.askLink(id, "early@example.com");
    expect(early.status).toBe(409);
    expect(((await early.json()) as { error: { message: string } }).error.message).toContain("nothing to keep yet");
    await browser.say(id, "Halifax, 2016 Ford Escape");
    // Another browser, or none, cannot have the conversation sent anywhere.
    const stranger = chatBrowser();
    await stranger.start();
    const theirs = await stranger.askLink(id, "thief@example.com");
    expect(theirs.status).toBe(404);
    await theirs.arrayBuffer();
    const bare = await fetch(`${server.url}/api/chat/resume-link`, {
      method: "POST",
      body: JSON.stringify({ chatSessionId: id, email: "thief@example.com" }),
      headers: { "Content-Type": "application/json" },
    });
    expect(bare.status).toBe(404);
    await bare.arrayBuffer();
    // A bad address is said on its field.
    const bad = await browser.askLink(id, "not an address");
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { code: string; details: { field: string }[] } };
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details.map((detail) => detail.field)).toEqual(["resumeEmail"]);
    // Plain chat holds no quote to finish.
    const chat = chatBrowser();
    const response = await chat.post("message", { action: "init", mode: "chat" });
    const chatId = ((await response.json()) as { chatSessionId: string }).chatSessionId;
    const plain = await chat.askLink(chatId, "plain@example.com");
    expect(plain.status).toBe(409);
    await plain.arrayBuffer();
    expect((await server.database.db.select().from(emailOutbox)).length).toBe(before);
  });

  it("grants no privacy request, results page or conversation; a wrong, cased, expired or used link says so", async () => {
    const browser = chatBrowser();
    const id = await browser.start();
    await browser.say(id, "Winnipeg, 2021 Kia Soul");
    expect((await browser.askLink(id, "secret.chat@example.com")).status).toBe(201);
    await deliver();
    const path = resumePath(smtp.received[0]!);
    const token = path.split("/").pop()!;
    const privacy = await fetch(`${server.url}/api/privacy-requests`, {
      method: "POST",
      body: JSON.stringify({ kind: "erasure", code: token }),
      headers: { "Content-Type": "application/json" },
    });
    expect(privacy.status).toBe(400);
    await privacy.arrayBuffer();
    for (const other of [`/quotes?session=${token}`, `/email/quotes/${token}`]) {
      const response = await fetch(`${server.url}${other}`);
      expect(response.status, other).toBe(404);
      await response.arrayBuffer();
    }
    const asChat = await browser.post("message", { chatSessionId: token, message: "hello" });
    expect(asChat.status).toBe(404);
    await asChat.arrayBuffer();
    // The conversation is still there: the privacy request did nothing.
    expect((await openInAnotherBrowser(path)).status).toBe(200);

    // Upper case (a mail client's doing) is the same link.
    const upper = await fetch(`${server.url}/quotes/resume/${token.toUpperCase()}`);
    expect(upper.status).toBe(200);
    expect(await upper.text()).toContain("Your conversation is back");
    const malformed = await openInAnotherBrowser(`/quotes/resume/${token.slice(0, 40)}`);
    expect(malformed.status).toBe(404);
    expect(malformed.html).toContain("This link has expired or does not work");

    // Expired: a day and a minute later.
    await server.database.db
      .update(quoteDrafts)
      .set({ updatedAt: new Date(Date.now() - DAY - 60_000) })
      .where(like(quoteDrafts.privacyKeyHash, "resume:%"));
    const expired = await openInAnotherBrowser(path);
    expect(expired.status).toBe(404);
    expect(expired.html).toContain("This link has expired or does not work");
  });

  it("no longer opens a conversation that was handed off to its estimates", async () => {
    const browser = chatBrowser();
    const id = await browser.start();
    await browser.say(
      id,
      "Toronto M5V, 2020 Honda Civic, licensed 12 years, no tickets or accidents, standard coverage",
    );
    expect((await browser.askLink(id, "done@example.com")).status).toBe(201);
    await deliver();
    const path = resumePath(smtp.received[0]!);
    const consent = await browser.post("consent", { chatSessionId: id, consent: true });
    expect(consent.status).toBe(200);
    await consent.arrayBuffer();
    const opened = await openInAnotherBrowser(path);
    expect(opened.status).toBe(404);
  });
});
