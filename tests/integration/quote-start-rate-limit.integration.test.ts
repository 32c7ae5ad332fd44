import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { count, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { consentRecords, partners, quoteSessions, quotes, rateLimitCounters } from "../../db/schema";
import { carQuoteForm } from "../helpers/quote-forms";
import { startTestServer, withTestServer, type TestServer } from "../helpers/test-server";

/**
 * Quote start's rate-limit hit is counted by the session's own statement (decision 0076), not by a
 * round trip of its own before it. What the API answers must not change: every request counts once,
 * whatever its body; over the limit any body is refused with 429 and nothing is stored; the privacy
 * key's cookie is set only on a start made; the counter in the database is the one limit shared by
 * every instance and by the other quote routes, and holds under a concurrent burst.
 */

const CAR = carQuoteForm();
/** Fails validation (no province): a 400 under the limit. */
const BAD = carQuoteForm({ province: "" as never });

function start(baseUrl: string, body: unknown): Promise<Response> {
  return fetch(`${baseUrl}/api/session/start`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

interface Answer {
  status: number;
  cookie: string | null;
  remaining: string | null;
  retryAfter: string | null;
  code: string | null;
}

async function answerOf(pending: Promise<Response>): Promise<Answer> {
  const response = await pending;
  const body = (await response.json()) as { error?: { code: string } };
  return {
    status: response.status,
    cookie: response.headers.get("set-cookie"),
    remaining: response.headers.get("ratelimit-remaining"),
    retryAfter: response.headers.get("retry-after"),
    code: body.error?.code ?? null,
  };
}

/** Sessions, their quotes and consent records stored, and the counted hits of the quotes bucket. */
async function stored(server: TestServer) {
  const { db } = server.database;
  const sessions = await db.select({ id: quoteSessions.id }).from(quoteSessions);
  const ids = sessions.map(({ id }) => id);
  const [quoteRows] = await db.select({ n: count() }).from(quotes);
  const [consentRows] = await db.select({ n: count() }).from(consentRecords);
  const [orphanQuotes] = ids.length
    ? await db.select({ n: count() }).from(quotes).where(inArray(quotes.sessionId, ids))
    : [{ n: 0 }];
  const counters = await db.select().from(rateLimitCounters);
  return {
    sessions: ids.length,
    quotes: quoteRows!.n,
    quotesOfStoredSessions: orphanQuotes!.n,
    consents: consentRows!.n,
    hits: counters.filter(({ key }) => key.startsWith("quotes:")).reduce((sum, row) => sum + row.count, 0),
  };
}

/** Instances share the secret the client address is hashed with, as a deployment's processes do. */
const SESSION_SECRET = "quote-start-rate-limit-test-secret-0123456789";
const limited = (perMinute: number) => ({
  env: { RATE_LIMIT_QUOTES_PER_MINUTE: String(perMinute), SESSION_SECRET },
});

describe("quote start's rate limit, counted by the session's statement", () => {
  it("counts a body refused as invalid, refuses any body over the limit, and stores nothing refused", async () => {
    await withTestServer(limited(3), async (server) => {
      const first = await answerOf(start(server.url, CAR));
      expect(first).toMatchObject({ status: 201, remaining: "2", retryAfter: null });
      expect(first.cookie).toMatch(/^qm_privacy=/);
      const invalid = await answerOf(start(server.url, BAD));
      expect(invalid).toMatchObject({ status: 400, code: "validation_failed", remaining: "1", cookie: null });
      expect(await answerOf(start(server.url, CAR))).toMatchObject({ status: 201, remaining: "0" });

      // Over the limit: a valid body is priced, then refused by the statement; nothing is stored.
      const refused = await answerOf(start(server.url, CAR));
      expect(refused).toMatchObject({ status: 429, code: "rate_limited", remaining: "0", cookie: null });
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      // An invalid body over the limit is refused for the limit, not for its body; so is a valid one again.
      expect(await answerOf(start(server.url, BAD))).toMatchObject({ status: 429, code: "rate_limited", cookie: null });
      expect(await answerOf(start(server.url, CAR))).toMatchObject({ status: 429, cookie: null });

      const after = await stored(server);
      expect(after).toMatchObject({ sessions: 2, consents: 8, hits: 6 });
      expect(after.quotes).toBeGreaterThan(0);
      expect(after.quotesOfStoredSessions).toBe(after.quotes);
    });
  });

  it("refuses an invalid body over the limit before a valid one was ever refused", async () => {
    await withTestServer(limited(1), async (server) => {
      expect((await answerOf(start(server.url, CAR))).status).toBe(201);
      // This app has not seen the client over the limit: the hit is counted after the body fails.
      expect(await answerOf(start(server.url, BAD))).toMatchObject({ status: 429, code: "rate_limited", cookie: null });
      expect(await stored(server)).toMatchObject({ sessions: 1, hits: 2 });
    });
  });

  it("shares the bucket with the other quote routes", async () => {
    await withTestServer(limited(2), async (server) => {
      expect((await answerOf(start(server.url, CAR))).status).toBe(201);
      const click = await fetch(`${server.url}/api/quotes/click`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      await click.arrayBuffer();
      expect(click.status).toBe(400);
      expect(await answerOf(start(server.url, CAR))).toMatchObject({ status: 429, cookie: null });
      expect(await stored(server)).toMatchObject({ sessions: 1, hits: 3 });
    });
  });

  it("holds under a concurrent burst of valid and invalid bodies", async () => {
    await withTestServer(limited(5), async (server) => {
      const bodies = [...Array.from({ length: 12 }, () => CAR), ...Array.from({ length: 6 }, () => BAD)];
      const answers = await Promise.all(bodies.map((body) => answerOf(start(server.url, body))));
      const made = answers.filter(({ status }) => status === 201);
      expect(answers.filter(({ status }) => status !== 429)).toHaveLength(5);
      expect(answers.every(({ status }) => [201, 400, 429].includes(status))).toBe(true);
      expect(answers.filter(({ cookie }) => cookie !== null)).toHaveLength(made.length);
      expect(await stored(server)).toMatchObject({ sessions: made.length, consents: made.length * 4, hits: 18 });
    });
  });

  it("holds across two instances of the app on one database", async () => {
    const a = await startTestServer(limited(4));
    const b = await startTestServer({ ...limited(4), database: a.database });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 8; attempt += 1) {
        statuses.push((await answerOf(start((attempt % 2 === 0 ? a : b).url, CAR))).status);
      }
      // Each instance counting alone would let 2 × 4 through.
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429, 429, 429]);
      expect(await stored(a)).toMatchObject({ sessions: 4, hits: 8 });
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe("quote start's rate limit with a partner's quote API", () => {
  let partnerApi: Server;
  let calls = 0;

  beforeAll(async () => {
    partnerApi = createServer((request, response) => {
      calls += 1;
      request.resume();
      request.on("end", () => {
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ annual_premium: 1500 }));
      });
    });
    await new Promise<void>((resolve) => partnerApi.listen(0, "127.0.0.1", resolve));
  });

  afterAll(async () => {
    await new Promise((resolve) => partnerApi.close(resolve));
  });

  it("never calls the partner for a start refused by the limit", async () => {
    await withTestServer(limited(1), async (server) => {
      const { port } = partnerApi.address() as AddressInfo;
      await server.database.db.insert(partners).values({
        id: "fake-counted",
        name: "fake-counted (fictional)",
        kind: "http",
        lines: ["car"],
        provinces: ["ON"],
        appetite: { min_years_licensed: 0, max_accidents: 2, max_tickets: 5, accepts_high_risk: false },
        pricePosture: { multiplier: 1, new_driver_multiplier: 1, high_risk_multiplier: 1 },
        features: ["Catalogue feature"],
        handoffUrl: "/handoff/fake-counted",
        apiUrl: `http://127.0.0.1:${port}/quote`,
        active: true,
      });
      expect((await answerOf(start(server.url, CAR))).status).toBe(201);
      const called = calls;
      expect(called).toBeGreaterThan(0);
      expect(await answerOf(start(server.url, CAR))).toMatchObject({ status: 429, cookie: null });
      expect(calls).toBe(called);
      expect(await stored(server)).toMatchObject({ sessions: 1, hits: 2 });
    });
  });
});
