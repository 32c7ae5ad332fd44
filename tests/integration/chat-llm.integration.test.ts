import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { t } from "../../core/i18n/translate";
import { chatMessages, chatSessions } from "../../db/schema";
import {
  type FakeLlmRequest,
  type FakeLlmServer,
  startFakeLlmServer,
  textAnswer,
  toolCallAnswer,
} from "../helpers/fake-llm-server";
import { startTestServer, type TestServer } from "../helpers/test-server";

/**
 * The assistant with an OpenAI-compatible provider configured: a fake provider on loopback stands in
 * for the LLM service (outside our system); everything else is the real server and database.
 */

let fake: FakeLlmServer;
let withFallback: TestServer;
let withoutFallback: TestServer;

const LIMITS = { RATE_LIMIT_CHAT_PER_MINUTE: "10000", RATE_LIMIT_QUOTES_PER_MINUTE: "10000" };

beforeAll(async () => {
  fake = await startFakeLlmServer();
  const llm = { LLM_BASE_URL: fake.url, LLM_API_KEY: "test-key", LLM_MODEL: "fake-model", LLM_TIMEOUT_MS: "800" };
  [withFallback, withoutFallback] = await Promise.all([
    startTestServer({ env: { ...LIMITS, ...llm, LLM_SESSION_TOKEN_CAP: "1000" } }),
    startTestServer({ env: { ...LIMITS, ...llm, LLM_FALLBACK: "false" } }),
  ]);
}, 90_000);

afterAll(async () => {
  await Promise.all([withFallback?.close(), withoutFallback?.close()]);
  await fake?.close();
});

beforeEach(() => {
  fake.requests.length = 0;
});

interface Reply {
  fields: Record<string, Record<string, unknown>>;
  readyForConsent: boolean;
  toolResults: { rejected: { key: string; reason: string }[] };
  response: string;
  sources: { title: string; url: string }[];
}

function post(server: TestServer, body: unknown) {
  return fetch(`${server.url}/api/chat/message`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "content-type": "application/json" },
  });
}

async function init(server: TestServer, mode: "quote_flow" | "chat" = "quote_flow"): Promise<string> {
  const response = await post(server, { action: "init", mode });
  expect(response.status).toBe(201);
  return ((await response.json()) as { chatSessionId: string }).chatSessionId;
}

async function say(server: TestServer, chatSessionId: string, message: string): Promise<Reply> {
  const response = await post(server, { chatSessionId, message });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as Reply;
}

const isExtraction = (request: FakeLlmRequest) => Boolean(request.body.tools);
const draftOf = (request: FakeLlmRequest) => (request.body.messages.at(-1)?.content ?? "").replace(/^DRAFT:\n/, "");

describe("slot extraction through the provider's tool call", () => {
  it("fills fields the built-in engine cannot read, and phrases the reply in the provider's words", async () => {
    fake.behave = (request) =>
      isExtraction(request)
        ? toolCallAnswer({ province: "NS", vehicle_year: 2016, vehicle_make: "Toyota", vehicle_model: "Corolla" })
        : textAnswer(`Thanks, that helps! ${draftOf(request)}`);
    const id = await init(withFallback);
    const reply = await say(withFallback, id, "it's my late uncle's old beater, the one from Halifax");
    expect(reply.fields.region).toMatchObject({ province: "NS" });
    expect(reply.fields.vehicle).toEqual({ year: 2016, make: "Toyota", model: "Corolla" });
    expect(reply.response).toMatch(/^Thanks, that helps! /);
    expect(reply.response).toContain("2016 Toyota Corolla");

    const [extraction, phrasing] = fake.requests;
    expect(extraction?.authorization).toBe("Bearer test-key");
    expect(extraction?.body.model).toBe("fake-model");
    expect(extraction?.body.tools?.map((tool) => tool.function.name)).toEqual(["record_quote_details"]);
    expect(extraction?.body.tool_choice).toEqual({ type: "function", function: { name: "record_quote_details" } });
    expect(extraction?.body.messages.at(-1)).toEqual({
      role: "user",
      content: "it's my late uncle's old beater, the one from Halifax",
    });
    expect(phrasing?.body.tools).toBeUndefined();

    const [stored] = await withFallback.database.db.select().from(chatSessions).where(eq(chatSessions.id, id));
    expect(stored?.state).toMatchObject({ llmTokens: 200 });
    const messages = await withFallback.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatSessionId, id));
    expect(messages.at(-1)?.content).toBe(reply.response);
  });

  it("rejects a value the shared schema refuses, with the field key and the reason", async () => {
    fake.behave = (request) =>
      isExtraction(request)
        ? toolCallAnswer({ province: "ON", vehicle_year: 1850, vehicle_make: "Ford", vehicle_model: "Model T" })
        : textAnswer(draftOf(request));
    const id = await init(withFallback);
    const reply = await say(withFallback, id, "Ontario, my great-grandfather's car");
    expect(reply.fields.region).toMatchObject({ province: "ON" });
    expect(reply.fields.vehicle?.year).toBeUndefined();
    const rejected = reply.toolResults.rejected.find((entry) => entry.key === "vehicle.year");
    expect(rejected?.reason).toMatch(/year/i);
  });

  it("refuses a postal code from another province, as the built-in engine does", async () => {
    fake.behave = (request) =>
      isExtraction(request) ? toolCallAnswer({ province: "AB", postal_code: "M5V 2T6" }) : textAnswer(draftOf(request));
    const id = await init(withFallback);
    const reply = await say(withFallback, id, "Alberta, postal code M5V 2T6");
    expect(reply.fields.region).toEqual({ country: "CA", province: "AB" });
    expect(reply.toolResults.rejected.map((entry) => entry.key)).toContain("region.postal_fsa");
  });

  it("keeps the draft when the phrasing invents a figure or drops one", async () => {
    fake.behave = (request) =>
      isExtraction(request)
        ? toolCallAnswer({ province: "ON", vehicle_year: 2021, vehicle_make: "Honda", vehicle_model: "Civic" })
        : textAnswer("Got it! With a Civic you'll pay about $1,234 a year. How long have you been driving?");
    const id = await init(withFallback);
    const reply = await say(withFallback, id, "Ontario, 2021 Honda Civic");
    expect(reply.response).not.toContain("1,234");
    expect(reply.response).toContain("2021 Honda Civic");
  });
});

describe("falling back to the built-in engine", () => {
  it.each([
    ["hangs past the timeout", { kind: "hang" } as const],
    ["answers 500", { kind: "answer", status: 500, body: { error: { message: "overloaded" } } } as const],
    ["answers something that is not a chat completion", { kind: "answer", body: "<html>gateway</html>" } as const],
    ["drops the connection", { kind: "destroy" } as const],
  ])(
    "answers with the built-in engine when the provider %s",
    async (_label, behaviour) => {
      fake.behave = () => behaviour;
      const id = await init(withFallback);
      const reply = await say(withFallback, id, "I live in Calgary and drive a 2019 Mazda 3");
      expect(reply.fields.region).toMatchObject({ province: "AB" });
      expect(reply.fields.vehicle).toMatchObject({ year: 2019, make: "Mazda" });
      expect(reply.response).toContain("2019 Mazda");
      expect(fake.requests.length).toBeGreaterThan(0);
    },
    15_000,
  );

  it("stops calling the provider once the session's token cap is spent", async () => {
    fake.behave = (request) => (isExtraction(request) ? toolCallAnswer({}, 600) : textAnswer(draftOf(request), 600));
    const id = await init(withFallback);
    await say(withFallback, id, "I'm in Winnipeg");
    expect(fake.requests).toHaveLength(2);
    const reply = await say(withFallback, id, "2018 Ford Escape");
    expect(fake.requests).toHaveLength(2);
    expect(reply.fields.vehicle).toMatchObject({ year: 2018, make: "Ford", model: "Escape" });
    const [stored] = await withFallback.database.db.select().from(chatSessions).where(eq(chatSessions.id, id));
    expect(stored?.state).toMatchObject({ llmTokens: 1200 });
  });

  it("does not send a reset phrase to the provider", async () => {
    fake.behave = () => textAnswer("should not be used");
    const id = await init(withFallback);
    const reply = await say(withFallback, id, "start over");
    expect(reply.response).toBe(t("chat.reset"));
    expect(fake.requests).toHaveLength(0);
  });
});

describe("plain chat with the provider", () => {
  it("answers from one passage of our own pages, cites it, and refuses an invented figure", async () => {
    let passage = "";
    fake.behave = (request) => {
      passage =
        (request.body.messages.at(-1)?.content ?? "").split("\n\nQUESTION:")[0]?.replace(/^PASSAGE:\n/, "") ?? "";
      return textAnswer(`In short: ${passage.split(/(?<=\.)\s/)[0] ?? ""}`);
    };
    const id = await init(withFallback, "chat");
    const reply = await say(withFallback, id, "What does collision coverage pay for?");
    expect(reply.sources.length).toBe(1);
    expect(reply.response).toContain("In short:");
    expect(passage.length).toBeGreaterThan(20);

    fake.behave = () => textAnswer("Collision coverage costs 987 dollars a year on average.");
    const second = await say(withFallback, id, "What does collision coverage pay for?");
    expect(second.response).not.toContain("987");
    expect(second.sources.length).toBe(1);
  });
});

describe("without fallback", () => {
  it('answers "AI service unavailable" when the provider fails, and records nothing of the turn', async () => {
    fake.behave = () => ({ kind: "answer", status: 503, body: { error: { message: "down" } } });
    const id = await init(withoutFallback);
    const response = await post(withoutFallback, { chatSessionId: id, message: "I'm in Regina" });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: "service_unavailable", message: "AI service unavailable", details: { reason: "ai_unavailable" } },
    });
    const messages = await withoutFallback.database.db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.chatSessionId, id));
    expect(messages.map((message) => message.role)).toEqual(["assistant"]);

    fake.behave = (request) =>
      isExtraction(request) ? toolCallAnswer({ province: "SK" }) : textAnswer(draftOf(request));
    const reply = await say(withoutFallback, id, "I'm in Regina");
    expect(reply.fields.region).toMatchObject({ province: "SK" });
  });
});
