import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localizePath } from "../../core/shared/localized-paths";
import { planPricing } from "../../core/pricing/price-quote-form";
import { CURRENT_HOME_RATE_TABLE } from "../../core/pricing/rate-table-registry";
import { ESTIMATES_2025_V1 } from "../../core/pricing/rate-tables/estimates-2025-v1";
import { CATEGORY_SLUGS, type CategorySlug } from "../../core/shared/insurance-categories";
import { PROVINCE_CODES, type ProvinceCode } from "../../core/shared/provinces";
import type { QuoteFormInput } from "../../core/shared/quote-form";
import { categories, quoteSessions } from "../../db/schema";
import { listActivePartners } from "../../server/repositories/quote-repository";
import { capturingLogger } from "../helpers/capturing-logger";
import { PROVINCE_PLACES, carQuoteForm, carQuoteRequest, homeQuoteForm, travelQuoteForm } from "../helpers/quote-forms";
import { startTestServer, type TestServer } from "../helpers/test-server";

interface SessionJson {
  session_id: string;
  aggregator_session_id: string;
  quotes: { partner_id: string; annual_premium: number }[];
}

const BROWSER_KEY = "0123456789ABCDEFGHJK";
const COOKIE = { cookie: `qm_privacy=${BROWSER_KEY}` };

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { RATE_LIMIT_QUOTES_PER_MINUTE: "10000" } });
});

afterAll(async () => {
  await server.close();
});

async function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method: "POST",
    body: JSON.stringify(body),
    headers: { "Content-Type": "application/json", ...COOKIE },
  });
}

async function startSession(form: QuoteFormInput): Promise<SessionJson> {
  const response = await post("/api/session/start", form);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as SessionJson;
}

/** The results page's text as a reader sees it: no tags, no scripts, entities read. */
async function resultsText(sessionId: string, language: "en" | "fr" = "en"): Promise<string> {
  const response = await fetch(`${server.url}${localizePath(`/quotes?session=${sessionId}`, language)}`, {
    headers: COOKIE,
  });
  expect(response.status).toBe(200);
  return (await response.text())
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, "")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
}

/** A valid form for a line in a province, from one of its cities. */
function formFor(line: CategorySlug, province: ProvinceCode): QuoteFormInput {
  const place = { province, ...PROVINCE_PLACES[province] };
  if (line === "car") return carQuoteForm(place);
  if (line === "home") return homeQuoteForm(place);
  return travelQuoteForm({ ...place, category: line });
}

describe("every line the site offers, in every province (issue 24)", () => {
  it("walks every line the home page offers (its active categories are the wizard's lines)", async () => {
    const offered = await server.database.db
      .select({ slug: categories.slug })
      .from(categories)
      .where(eq(categories.active, true));
    expect(offered.length).toBeGreaterThan(0);
    for (const { slug } of offered) expect(CATEGORY_SLUGS).toContain(slug);
  });

  it.each(CATEGORY_SLUGS.flatMap((line) => PROVINCE_CODES.map((province) => [line, province] as const)))(
    'continues %s in %s to partners, never to "None of our partners writes …"',
    async (line, province) => {
      const session = await startSession(formFor(line, province));
      const text = await resultsText(session.session_id);
      expect(text).not.toContain("None of our partners");
      expect(text).toMatch(/Continue with /);
    },
  );

  it.each(["BC", "MB", "SK"] as const)(
    "offers travel in %s from at least two partners, in French too",
    async (province) => {
      const session = await startSession(formFor("travel", province));
      const english = await resultsText(session.session_id);
      expect(english).toContain("Larkspur Travel Cover (fictional)");
      expect(english).toContain("Grey Jay Trip Protection (fictional)");
      const french = await resultsText(session.session_id, "fr");
      expect(french).not.toContain("Aucun de nos partenaires");
      expect(french).toContain("Soins médicaux d'urgence à l'extérieur de votre province");
    },
  );
});

describe("rate tables by session (decision 0046)", () => {
  const coverage = { liabilityLimit: "1000000", collision: true, comprehensive: true, deductible: 500 };

  /**
   * Makes a session look as the 2025 build stored it: its version, and its summary priced with the
   * 2025 table (that build had no accident-benefits flag).
   */
  async function storeAs2025(sessionId: string): Promise<void> {
    const partners = await listActivePartners(server.database.db, capturingLogger().logger);
    const plan = planPricing(
      { category: "car", province: "ON", car: carQuoteRequest(), home: null, driverAge: 35 },
      partners,
      { car: ESTIMATES_2025_V1, home: CURRENT_HOME_RATE_TABLE, currentYear: new Date().getUTCFullYear() },
    );
    if (plan.kind !== "priced") throw new Error("expected a priced plan");
    const { optionalAccidentBenefits: _none, ...summary } = plan.summary;
    await server.database.db
      .update(quoteSessions)
      .set({ rateTableVersion: "estimates-2025-v1", pricing: { ...summary } })
      .where(eq(quoteSessions.id, sessionId));
  }

  it("prices a new session with the 2026 table and names its year and Ontario's reform on the results", async () => {
    const session = await startSession(carQuoteForm());
    const [row] = await server.database.db.select().from(quoteSessions).where(eq(quoteSessions.id, session.session_id));
    // Version 2: version 1's figures with Ontario's coverage choices priced (decision 0060).
    expect(row?.rateTableVersion).toBe("estimates-2026-v2");
    const text = await resultsText(session.session_id);
    expect(text).toContain("These are estimates from our 2026 rate tables, built from public averages");
    expect(text).toContain(
      "Since 1 July 2026, Ontario accident benefits other than medical, rehabilitation and attendant care are optional.",
    );
    const french = await resultsText(session.session_id, "fr");
    expect(french).toContain("nos tables de tarifs 2026");
    expect(french).toContain("Depuis le 1er juillet 2026, en Ontario, les indemnités d'accident");
  });

  it("prices a stored 2025 session again with the 2025 table, keeps its version, and explains it as 2025", async () => {
    const old = await startSession(carQuoteForm());
    const current = await startSession(carQuoteForm());
    await storeAs2025(old.session_id);

    const change = async (session: SessionJson) => {
      const response = await post("/api/session/coverage", {
        sessionId: session.session_id,
        aggregatorSessionId: session.aggregator_session_id,
        coverage,
      });
      expect(response.status, await response.clone().text()).toBe(200);
      return (await response.json()) as SessionJson;
    };
    const repricedOld = await change(old);
    const repricedCurrent = await change(current);

    // The same request, priced by each session's own table: the 2025 session at 2025's prices.
    const partners = await listActivePartners(server.database.db, capturingLogger().logger);
    const expected2025 = planPricing(
      { category: "car", province: "ON", car: carQuoteRequest(), home: null, driverAge: 35 },
      partners,
      { car: ESTIMATES_2025_V1, home: CURRENT_HOME_RATE_TABLE, currentYear: new Date().getUTCFullYear() },
    );
    if (expected2025.kind !== "priced") throw new Error("expected a priced plan");
    const prices = (answer: { quotes: { partner_id: string; annual_premium: number }[] }) =>
      Object.fromEntries(answer.quotes.map((quote) => [quote.partner_id, quote.annual_premium]));
    expect(prices(repricedOld)).toEqual(prices(expected2025));
    expect(prices(repricedCurrent)).toEqual(prices(current));
    for (const quote of repricedOld.quotes) {
      expect(quote.annual_premium).toBeLessThan(prices(repricedCurrent)[quote.partner_id]!);
    }

    const [row] = await server.database.db.select().from(quoteSessions).where(eq(quoteSessions.id, old.session_id));
    expect(row?.rateTableVersion).toBe("estimates-2025-v1");
    expect(row?.pricing).toMatchObject({ rateTableVersion: "estimates-2025-v1", annual: expected2025.summary.annual });
    const text = await resultsText(old.session_id);
    expect(text).toContain("These are estimates from our 2025 rate tables, built from public averages");
    expect(text).not.toContain("Since 1 July 2026");
    expect(text).not.toContain("2026 rate tables");
  });

  it("prices a session whose table this build does not know with the current table", async () => {
    const session = await startSession(carQuoteForm());
    await server.database.db
      .update(quoteSessions)
      .set({ rateTableVersion: "estimates-2031-v9" })
      .where(eq(quoteSessions.id, session.session_id));
    const response = await post("/api/session/coverage", {
      sessionId: session.session_id,
      aggregatorSessionId: session.aggregator_session_id,
      coverage,
    });
    expect(response.status).toBe(200);
    const [row] = await server.database.db.select().from(quoteSessions).where(eq(quoteSessions.id, session.session_id));
    expect(row?.rateTableVersion).toBe("estimates-2026-v2");
  });
});
