import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { t } from "../../core/i18n/translate";
import { chatMessages, chatSessions, consentRecords, quoteSessions } from "../../db/schema";
import { startTestServer, type TestServer } from "../helpers/test-server";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({
    env: { RATE_LIMIT_CHAT_PER_MINUTE: "10000", RATE_LIMIT_QUOTES_PER_MINUTE: "10000" },
  });
}, 60_000);

afterAll(async () => {
  await server?.close();
});

interface Reply {
  fields: Record<string, Record<string, unknown>>;
  readyForConsent: boolean;
  toolResults: { rejected: { key: string; reason: string }[] };
  response: string;
  showProvincePicker: boolean;
  sources: { title: string; url: string }[];
  mode?: "quote_flow" | "chat";
}

function post(path: string, body: unknown, url = server.url) {
  return fetch(`${url}/api/chat/${path}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
}

async function init(mode?: "quote_flow" | "chat"): Promise<string> {
  const response = await post("message", mode ? { action: "init", mode } : { action: "init" });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { chatSessionId: string; fields: unknown; response: string };
  expect(body.fields).toEqual({});
  expect(body.response.length).toBeGreaterThan(10);
  return body.chatSessionId;
}

async function say(chatSessionId: string, message: string): Promise<Reply> {
  const response = await post("message", { chatSessionId, message });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Reply;
}

describe("the quote conversation", () => {
  it("greets, stores the greeting, and collects everything from one message", async () => {
    const id = await init();
    const reply = await say(
      id,
      "I'm in Toronto M5V, 2020 Honda Civic, licensed 12 years, no tickets or accidents, standard coverage",
    );
    expect(reply.readyForConsent).toBe(true);
    expect(reply.fields.region).toMatchObject({ province: "ON", postal_fsa: "M5V" });
    expect(reply.fields.vehicle).toMatchObject({ year: 2020, make: "Honda", model: "Civic" });
    expect(reply.fields.driver).toEqual({ years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 });
    const db = server.database.db;
    const messages = await db.select().from(chatMessages).where(eq(chatMessages.chatSessionId, id));
    expect(messages.map((message) => message.role)).toEqual(["assistant", "user", "assistant"]);
    const [session] = await db.select().from(chatSessions).where(eq(chatSessions.id, id));
    expect(session?.readyForConsent).toBe(true);
  });

  it("asks one thing at a time and rejects an impossible year with its field key", async () => {
    const id = await init("quote_flow");
    const first = await say(id, "Calgary");
    expect(first.fields.region).toMatchObject({ province: "AB" });
    expect(first.readyForConsent).toBe(false);
    const old = await say(id, "a 1985 Ford Mustang");
    expect(old.toolResults.rejected.map((rejection) => rejection.key)).toContain("vehicle.year");
    expect(old.fields.vehicle?.year).toBeUndefined();
  });

  it("shows the province picker after two rejections of the province in a row", async () => {
    const id = await init();
    const first = await say(id, "I live in Narnia");
    expect(first.showProvincePicker).toBe(false);
    const second = await say(id, "Narnia, I said");
    expect(second.showProvincePicker).toBe(true);
    const accepted = await say(id, "Ontario");
    expect(accepted.showProvincePicker).toBe(false);
  });

  it("hands off on consent: a real quote session, consents on the assistant channel, results page", async () => {
    const id = await init();
    const early = await post("consent", { chatSessionId: id, consent: true });
    expect(early.status).toBe(409);
    await early.arrayBuffer();
    await say(id, "Ottawa K1A, 2019 Toyota Corolla, licensed 20 years, no tickets, no accidents, standard coverage");
    const response = await post("consent", { chatSessionId: id, consent: true });
    expect(response.status, await response.clone().text()).toBe(200);
    const { sessionId } = (await response.json()) as { sessionId: string };
    const db = server.database.db;
    const [session] = await db.select().from(quoteSessions).where(eq(quoteSessions.id, sessionId));
    expect(session).toMatchObject({ chatSessionId: id, provinceCode: "ON", entryPoint: "assistant", category: "car" });
    const consents = await db.select().from(consentRecords).where(eq(consentRecords.quoteSessionId, sessionId));
    expect(new Set(consents.map((consent) => consent.channel))).toEqual(new Set(["assistant"]));
    expect(consents.find((consent) => consent.purpose === "data_sharing")?.granted).toBe(true);
    // The consent gave the browser its privacy key: with it, the results show the visitor's details.
    const cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const results = await fetch(`${server.url}/quotes?session=${sessionId}`, { headers: { cookie } });
    expect(results.status).toBe(200);
    expect(await results.text()).toContain("2019 Toyota Corolla");
    const after = await post("message", { chatSessionId: id, message: "hello again" });
    expect(after.status).toBe(404);
    await after.arrayBuffer();
  });
});

describe("a household through the assistant (decision 0062)", () => {
  it("adds a driver and a vehicle on request, lists them beside the single keys and prices each vehicle", async () => {
    const id = await init();
    const single = await say(
      id,
      "Toronto M5V, 2022 Honda CR-V EX, licensed 29 years, no tickets or accidents, standard coverage",
    );
    expect(single.readyForConsent).toBe(true);
    expect(single.fields.drivers).toBeUndefined();
    expect((await say(id, "add a driver")).readyForConsent).toBe(false);
    for (const answer of ["47", "19", "3 years", "1", "0", "add a vehicle", "2016 Mazda 3 GS"]) await say(id, answer);
    // A refused answer is said in the visitor's language and the question stays.
    const refused = await say(id, "driver 7");
    expect(refused.readyForConsent).toBe(false);
    const ready = await say(id, "2");
    expect(ready.readyForConsent).toBe(true);
    expect(ready.response).toContain("Vehicle 2: 2016 Mazda");
    expect(ready.fields.driver).toEqual({ years_licensed: 29, tickets_last_3y: 0, accidents_last_6y: 0 });
    expect(ready.fields.drivers).toEqual([
      { age: 47, years_licensed: 29, tickets_last_3y: 0, accidents_last_6y: 0 },
      { age: 19, years_licensed: 3, tickets_last_3y: 1, accidents_last_6y: 0 },
    ]);
    expect(ready.fields.vehicles).toMatchObject([
      { year: 2022, make: "Honda", model: "CR-V", principal_driver: 0 },
      { year: 2016, make: "Mazda", principal_driver: 1 },
    ]);
    const response = await post("consent", { chatSessionId: id, consent: true });
    expect(response.status, await response.clone().text()).toBe(200);
    const { sessionId } = (await response.json()) as { sessionId: string };
    const [session] = await server.database.db.select().from(quoteSessions).where(eq(quoteSessions.id, sessionId));
    expect((session?.request as { drivers?: unknown[] }).drivers).toHaveLength(2);
    expect((session?.request as { vehicles?: unknown[] }).vehicles).toHaveLength(2);
    const household = (session?.pricing as { household?: { vehicles?: unknown[] } }).household;
    expect(household?.vehicles).toHaveLength(2);
    const cookie = response.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const results = await (await fetch(`${server.url}/quotes?session=${sessionId}`, { headers: { cookie } })).text();
    expect(results).toContain("data-vehicle-split");
    expect(results).toContain("Who drives what");
  });

  it("asks in French and refuses an age the schema refuses, in French", async () => {
    const response = await fetch(`${server.url}/api/chat/message`, {
      method: "POST",
      body: JSON.stringify({ action: "init" }),
      headers: { "content-type": "application/json", "accept-language": "fr-CA" },
    });
    const { chatSessionId } = (await response.json()) as { chatSessionId: string };
    await say(
      chatSessionId,
      "J'habite à Laval, Civic 2019, permis depuis 20 ans, aucune contravention, aucun accident, protection standard",
    );
    const asked = await say(chatSessionId, "ajouter un conducteur");
    expect(asked.response).toContain("Quel âge avez-vous?");
    await say(chatSessionId, "52");
    const refused = await say(chatSessionId, "il a 12 ans");
    expect(refused.response).toMatch(/^Je ne peux pas utiliser cela pour le conducteur 2/);
    expect(refused.readyForConsent).toBe(false);
  });
});

describe("plain chat", () => {
  it("answers from our own pages and names the page", async () => {
    const id = await init("chat");
    const reply = await say(id, "what is DCPD");
    expect(reply.response).toContain("From our page");
    expect(reply.sources[0]?.url).toMatch(/^\//);
    expect(reply.response.toLowerCase()).toContain("direct compensation");
  });

  it("moves a price asked for into the quote, keeping its details, and admits what it does not know", async () => {
    const id = await init("chat");
    const priced = await say(id, "how much would I pay for a 2019 civic in Calgary?");
    expect(priced.response.startsWith(t("assistant.priceToQuote"))).toBe(true);
    expect(priced.mode).toBe("quote_flow");
    expect(priced.fields.region).toMatchObject({ province: "AB" });
    expect(priced.fields.vehicle).toMatchObject({ year: 2019, make: "Honda", model: "Civic" });
    expect(priced.fields.driver).toBeUndefined();
    // The conversation is a quote now: the next answer fills the next field.
    expect((await say(id, "licensed 10 years")).fields.driver).toEqual({ years_licensed: 10 });
    const [session] = await server.database.db.select().from(chatSessions).where(eq(chatSessions.id, id));
    expect(session?.mode).toBe("quote_flow");

    const other = await init("chat");
    const unknown = await say(other, "what's the capital of France");
    expect(unknown.response).toBe(t("assistant.noAnswer"));
    expect(unknown.sources).toEqual([]);
  });
});

describe("a question in the middle of the quote", () => {
  it("is answered from our pages with the page cited, then the pending question is asked again", async () => {
    const id = await init();
    await say(id, "Toronto, Ontario");
    const answered = await say(id, "what is DCPD?");
    expect(answered.sources[0]?.url).toMatch(/^\//);
    expect(answered.response).toContain("From our page");
    expect(answered.response.endsWith(t("chat.ask.vehicle"))).toBe(true);
    expect(answered.fields.vehicle).toBeUndefined();
    expect((await say(id, "2018 Mazda CX-5")).fields.vehicle).toMatchObject({ year: 2018, model: "CX-5" });
  });

  it("reads the details said beside a question and answers the question too", async () => {
    const id = await init();
    await say(id, "Montreal QC");
    const reply = await say(id, "2018 Honda CR-V. What does comprehensive cover if it's stolen?");
    expect(reply.fields.vehicle).toMatchObject({ year: 2018, make: "Honda", model: "CR-V" });
    expect(reply.sources.length).toBe(1);
    expect(reply.fields.coverage).toBeUndefined();
    expect(reply.response.endsWith(t("chat.ask.yearsLicensed"))).toBe(true);
  });

  it("reads a clause of details that leads a question in the same sentence", async () => {
    const id = await init();
    await say(id, "Montreal QC, 2018 Honda CR-V");
    const reply = await say(id, "licensed 14 years, what does comprehensive cover if it's stolen?");
    expect(reply.fields.driver).toMatchObject({ years_licensed: 14 });
    expect(reply.sources.length).toBe(1);
    expect(reply.fields.coverage).toBeUndefined();
    // A place leading a question is what the question is about, not a move.
    const other = await init();
    await say(other, "Montreal QC, 2018 Honda CR-V");
    const asked = await say(other, "in Ontario, what is DCPD?");
    expect(asked.fields.region?.province).toBe("QC");
  });

  it("reads a request in a question's shape that carries details as the answer", async () => {
    const id = await init();
    await say(id, "Hamilton ON, 2016 Honda Accord, licensed 15 years, no tickets, no accidents");
    const reply = await say(id, "could we go with 2 million liability and a 300 deductible?");
    expect(reply.fields.coverage).toMatchObject({ liability_limit: "2000000", deductible: 300 });
    expect(reply.sources).toEqual([]);
    // A request that gives no detail is still a question.
    const other = await init();
    await say(other, "Hamilton ON, 2016 Honda Accord, licensed 15 years, no tickets, no accidents");
    const asked = await say(other, "can I get a lower price if I raise my deductible?");
    expect(asked.fields.coverage).toBeUndefined();
  });

  it("does not take a question about a coverage as the choice of it", async () => {
    const id = await init();
    await say(id, "Hamilton ON, 2016 Honda Accord, licensed 15 years, no tickets, no accidents");
    const reply = await say(id, "what's the minimum liability in Ontario?");
    expect(reply.fields.coverage).toBeUndefined();
    expect(reply.readyForConsent).toBe(false);
    expect(reply.sources.length).toBe(1);
  });
});

describe("a question our pages cannot answer, in the middle of the quote", () => {
  it("is said to have no answer, sets nothing, and the quote goes on", async () => {
    const id = await init();
    await say(id, "Ottawa ON, 2019 Honda Civic");
    const reply = await say(id, "What's the best pizza place near Parliament Hill?");
    expect(reply.response).toBe(`${t("assistant.noAnswerMidQuote")} ${t("chat.ask.yearsLicensed")}`);
    expect(reply.sources).toEqual([]);
    expect(reply.fields.driver).toBeUndefined();
  });

  it("never reads a supposition as the visitor's record", async () => {
    const id = await init();
    await say(id, "Ottawa ON, 2019 Honda Civic, licensed 10 years, no tickets");
    // Answered or not, "if I had an accident" is not an accident.
    const reply = await say(id, "If I had 2 accidents next year, would my premium double?");
    expect(reply.fields.driver).toEqual({ years_licensed: 10, tickets_last_3y: 0 });
    // In French too, when only its question mark says it asks.
    const injured = await say(id, "Si je me blesse dans un accident, c'est mon assurance qui paie ou la SAAQ?");
    expect(injured.fields.driver).toEqual({ years_licensed: 10, tickets_last_3y: 0 });
  });

  it("points the next message back at the topic just answered", async () => {
    const id = await init();
    await say(id, "Ottawa ON, 2019 Honda Civic, licensed 10 years, no accidents");
    const answered = await say(id, "How long does a speeding ticket stay on my insurance?");
    expect(answered.sources.length).toBe(1);
    expect((await say(id, "ok, mine was in 2020 and nothing since")).fields.driver).toMatchObject({
      tickets_last_3y: 0,
    });
  });
});

describe("bad requests", () => {
  it("answers in the standard error shape", async () => {
    const id = await init();
    const cases: [unknown, number][] = [
      [{ chatSessionId: id, message: "   " }, 400],
      [{ chatSessionId: id, message: "x".repeat(1001) }, 400],
      [{ chatSessionId: id }, 400],
      [{ action: "start" }, 400],
      [{ chatSessionId: "00000000-0000-4000-8000-000000000000", message: "hi" }, 404],
      [{ chatSessionId: "not-a-uuid", message: "hi" }, 404],
      ["{not json", 400],
    ];
    for (const [body, status] of cases) {
      const response = await post("message", body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      const error = (await response.json()) as { error: { code: string; message: string } };
      expect(error.error.message.length).toBeGreaterThan(5);
    }
    const consent = await post("consent", { chatSessionId: id, consent: false });
    expect(consent.status).toBe(400);
    await consent.arrayBuffer();
    const get = await fetch(`${server.url}/api/chat/message`);
    expect(get.status).toBe(405);
    await get.arrayBuffer();
  });

  it("rate limits messages per client address", async () => {
    const limited = await startTestServer({ seed: false, env: { RATE_LIMIT_CHAT_PER_MINUTE: "2" } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const response = await post("message", { action: "init" }, limited.url);
        statuses.push(response.status);
        await response.arrayBuffer();
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
