import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AppError } from "../../core/shared/errors";
import { quoteFormSchemaFor, type QuoteFormInput } from "../../core/shared/quote-form";
import { partners, quoteSessions, quotes } from "../../db/schema";
import { listActivePartners } from "../../server/repositories/quote-repository";
import { getHandoffView } from "../../server/services/get-handoff-view";
import { getQuoteSessionView } from "../../server/services/get-quote-session-view";
import { repriceQuoteSession } from "../../server/services/reprice-quote-session";
import { startQuoteSession } from "../../server/services/start-quote-session";
import { capturingLogger } from "../helpers/capturing-logger";
import { carQuoteForm, homeQuoteForm, travelQuoteForm } from "../helpers/quote-forms";
import { createTestDatabase, type TestDatabase } from "../helpers/test-database";

// The JSON a quote session is stored with is read through schemas (server/services/stored-quote-session.ts):
// what the start writes reads back whole, and a row that does not read is shown as missing, never a 500.

const PRIVACY_KEY = "0123456789ABCDEFGHJK";
const COVERAGE = { liabilityLimit: "2000000", collision: true, comprehensive: false, deductible: 1000 } as const;

let database: TestDatabase;
const { logger, lines } = capturingLogger("warn");

function dependencies() {
  return {
    db: database.db,
    prepared: database.prepared,
    logger,
    now: () => new Date(),
    partners: () => listActivePartners(database.db, logger),
    partnerTimeoutMs: 1000,
  };
}

function start(input: QuoteFormInput) {
  const form = quoteFormSchemaFor(new Date().getUTCFullYear()).parse(input);
  return startQuoteSession(dependencies(), form, { channel: "wizard", privacyKey: PRIVACY_KEY });
}

function view(sessionId: string, privacyKey: string | null = PRIVACY_KEY) {
  return getQuoteSessionView(dependencies(), sessionId, privacyKey);
}

function reprice(session: { session_id: string; aggregator_session_id: string }) {
  return repriceQuoteSession(
    dependencies(),
    { sessionId: session.session_id, aggregatorSessionId: session.aggregator_session_id, coverage: COVERAGE },
    PRIVACY_KEY,
  );
}

async function handoff(session: { aggregator_session_id: string; quotes: { quote_id: string; partner_id: string }[] }) {
  const quote = session.quotes[0]!;
  return getHandoffView(dependencies(), quote.partner_id, session.aggregator_session_id, quote.quote_id);
}

/** The columns named by this test's warnings, in order. */
function unreadableColumns(): unknown[] {
  return lines
    .filter((line) => line.msg === "stored quote session JSON does not read; treated as missing")
    .map((line) => line.column);
}

beforeAll(async () => {
  database = await createTestDatabase({ seed: true });
});

afterAll(async () => {
  await database?.destroy();
});

beforeEach(() => {
  lines.length = 0;
});

describe("a stored session reads back as it was written", () => {
  it("a car session: its request, summary and quotes, for its owner", async () => {
    const started = await start(carQuoteForm());
    const shown = await view(started.session_id);
    expect(shown?.car?.vehicle).toEqual({ year: 2021, make: "Toyota", model: "RAV4" });
    expect(shown?.pricing?.line).toBe("car");
    expect(shown?.pricing?.factors.length).toBeGreaterThan(0);
    expect(shown?.quotes.map((quote) => quote.quote_id).sort()).toEqual(
      started.quotes.map((quote) => quote.quote_id).sort(),
    );
    const byId = new Map(started.quotes.map((quote) => [quote.quote_id, quote]));
    // As started, with what the catalogue says of its product (decision 0045).
    for (const { tags, rating, ...quote } of shown?.quotes ?? []) {
      expect(quote).toEqual(byId.get(quote.quote_id));
      expect(rating).toBe(tags.filter((tag) => tag !== "broker_help").length);
    }
    expect(unreadableColumns()).toEqual([]);
  });

  it("a car session priced again: the answer is the quotes the results page then shows", async () => {
    const repriced = await reprice(await start(carQuoteForm()));
    const shown = await view(repriced.session_id);
    expect(shown?.car?.coverage).toEqual({
      liability_limit: 2_000_000,
      collision: true,
      comprehensive: false,
      deductible: 1000,
    });
    expect(repriced.quotes.length).toBeGreaterThan(0);
    expect(shown?.quotes.map((quote) => quote.quote_id).sort()).toEqual(
      repriced.quotes.map((quote) => quote.quote_id).sort(),
    );
  });

  it("a home session and a referral", async () => {
    const home = await view((await start(homeQuoteForm())).session_id);
    expect(home?.home).toMatchObject({ province: "ON", city: "Toronto", home_age: 30 });
    expect(home?.pricing?.line).toBe("home");
    const travel = await view((await start(travelQuoteForm({ driverAge: 40 }))).session_id);
    expect(travel?.pricing).toBeNull();
    expect(travel?.referrals.length).toBeGreaterThan(0);
    expect(unreadableColumns()).toEqual([]);
  });

  it("the hand-off page, with the answers a partner receives", async () => {
    const shown = await handoff(await start(carQuoteForm()));
    expect(shown?.transfer?.fields).toContainEqual({ label: "handoff.field.vehicle", value: "2021 Toyota RAV4" });
  });
});

describe("a stored session whose JSON does not read", () => {
  it("a summary that does not read: the results page says not found, and the log says why", async () => {
    const started = await start(carQuoteForm());
    await database.db
      .update(quoteSessions)
      .set({ pricing: { line: "car" } })
      .where(eq(quoteSessions.id, started.session_id));
    expect(await view(started.session_id)).toBeNull();
    expect(await view(started.session_id, null)).toBeNull();
    expect(unreadableColumns()).toEqual(["pricing", "pricing"]);
  });

  it("a request that does not read: not found for its owner, no coverage change, no hand-off details", async () => {
    const started = await start(carQuoteForm());
    await database.db.update(quoteSessions).set({ request: {} }).where(eq(quoteSessions.id, started.session_id));
    expect(await view(started.session_id)).toBeNull();
    // A shared link shows no request, so it does not need one that reads.
    expect((await view(started.session_id, null))?.quotes.length).toBe(started.quotes.length);
    const refused = await reprice(started).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).code).toBe("not_found");
    const shown = await handoff(started);
    expect(shown?.partner.id).toBe(started.quotes[0]!.partner_id);
    expect(shown?.transfer).toBeNull();
    expect(unreadableColumns()).toEqual(["request", "request", "request"]);
  });

  it("a quote whose factors do not read: not found, and no hand-off details for it", async () => {
    const started = await start(carQuoteForm());
    await database.db
      .update(quotes)
      .set({ factors: sql`'[{"key": 1}]'::jsonb` })
      .where(eq(quotes.id, started.quotes[0]!.quote_id));
    expect(await view(started.session_id)).toBeNull();
    expect((await handoff(started))?.transfer).toBeNull();
    expect(unreadableColumns()).toEqual(["quotes", "quotes"]);
  });
});

describe("a partner row whose JSON does not read", () => {
  it("is left out of the quotes and logged; the other partners still price", async () => {
    // Written by hand: the appetite and posture columns are JSON with no schema in the database.
    await database.db.insert(partners).values({
      id: "damaged-appetite",
      name: "Damaged (fictional)",
      kind: "rating_table",
      lines: ["car"],
      provinces: ["ON"],
      appetite: { min_years_licensed: "three" },
      pricePosture: { multiplier: 1 },
      features: [],
      handoffUrl: "/handoff/damaged",
      active: true,
    });
    try {
      const started = await start(carQuoteForm());
      expect(started.quotes.length).toBeGreaterThan(0);
      expect(started.quotes.map((quote) => quote.partner_id)).not.toContain("damaged-appetite");
      expect(lines.filter((line) => line.partnerId === "damaged-appetite").map((line) => line.msg)).toEqual([
        "a partner row cannot be read; it is left out of quotes",
      ]);
    } finally {
      await database.db.delete(partners).where(eq(partners.id, "damaged-appetite"));
    }
  });
});
