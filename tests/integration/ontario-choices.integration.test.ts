import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createTranslator } from "../../core/i18n/translate";
import { ONTARIO_OPTIONAL_BENEFITS } from "../../core/shared/quote-request-fields";
import { quoteSessions } from "../../db/schema";
import { carQuoteForm, householdQuoteForm, PROVINCE_PLACES } from "../helpers/quote-forms";
import { quoteApi, readmeJsonExample } from "../helpers/quote-api";
import { useTestServer } from "../helpers/test-server";

// Ontario's optional accident benefits and the DCPD opt-out over real HTTP (issue 25, section 3;
// decision 0060): the API takes them in the form of POST /api/session/start, refuses bad values on
// the field in the visitor's language, stores and prices them, keeps them through a coverage change
// and says on the results page what was left out.

interface QuoteJson {
  partner_id: string;
  annual_premium: number;
}
interface SessionJson {
  session_id: string;
  aggregator_session_id: string;
  quotes: QuoteJson[];
}
interface ErrorJson {
  error: { code: string; message: string; details?: { field: string; message: string }[] };
}

const BROWSER_KEY = "0123456789ABCDEFGHJK";
const en = createTranslator("en");
const fr = createTranslator("fr");
const server = useTestServer({ seed: true, env: { RATE_LIMIT_QUOTES_PER_MINUTE: "10000" } });

const { post, startSession: startAny } = quoteApi(() => server.url, BROWSER_KEY);
const startSession = (body: unknown) => startAny<SessionJson>(body);

const priceOf = (session: SessionJson, partner: string) =>
  session.quotes.find((quote) => quote.partner_id === partner)?.annual_premium ?? Number.NaN;

/** A page's visible HTML: without its scripts, which carry the whole message catalogue part. */
async function pageText(path: string): Promise<string> {
  const response = await fetch(`${server.url}${path}`, { headers: { cookie: `qm_privacy=${BROWSER_KEY}` } });
  expect(response.status).toBe(200);
  return (await response.text()).replace(/<script[\s\S]*?<\/script>/g, "").replace(/&#x27;/g, "'");
}

async function storedSession(id: string) {
  const [row] = await server.database.db.select().from(quoteSessions).where(eq(quoteSessions.id, id));
  return row!;
}

const readmeExample = () => readmeJsonExample(/^#+ Ontario's optional accident benefits/) as Record<string, unknown>;

describe("POST /api/session/start with Ontario's choices", () => {
  it("accepts the README's example exactly as written", async () => {
    const example = readmeExample();
    expect(example.declinedBenefits).toBeDefined();
    const session = await startSession(example);
    const pricing = (await storedSession(session.session_id)).pricing as { choices: { key: string }[] };
    expect(pricing.choices.map((choice) => choice.key)).toEqual(["income_replacement", "visitor_expenses", "dcpd"]);
  });

  it("prices the standard package as a request that says nothing, and records that it was kept", async () => {
    const silent = await startSession(carQuoteForm());
    const standard = await startSession(carQuoteForm({ declinedBenefits: [], dcpdOptOut: false }));
    expect(standard.quotes.map((quote) => quote.annual_premium)).toEqual(
      silent.quotes.map((quote) => quote.annual_premium),
    );
    const pricing = (await storedSession(silent.session_id)).pricing as { choices?: unknown[] };
    expect(pricing.choices).toEqual([]);
  });

  it("takes benefits and DCPD out, lowers every partner's price and stores the choices", async () => {
    const standard = await startSession(carQuoteForm());
    const chosen = await startSession(
      carQuoteForm({ declinedBenefits: ["income_replacement", "caregiver"], dcpdOptOut: true }),
    );
    expect(chosen.quotes.length).toBe(standard.quotes.length);
    for (const quote of standard.quotes) {
      expect(priceOf(chosen, quote.partner_id)).toBeLessThan(quote.annual_premium);
    }
    const row = await storedSession(chosen.session_id);
    const request = row.request as { coverage: Record<string, unknown> };
    expect(request.coverage).toMatchObject({
      declined_benefits: ["income_replacement", "caregiver"],
      dcpd_opt_out: true,
    });
    const pricing = row.pricing as { annual: number; choices: { key: string; change: number }[] };
    expect(pricing.choices.map((choice) => choice.key)).toEqual(["income_replacement", "caregiver", "dcpd"]);
    for (const choice of pricing.choices) expect(choice.change).toBeLessThan(0);
    const standardPricing = (await storedSession(standard.session_id)).pricing as { annual: number };
    const taken = pricing.choices.reduce((total, choice) => total + choice.change, 0);
    expect(Math.abs(standardPricing.annual + taken - pricing.annual)).toBeLessThanOrEqual(2);
  });

  it("takes them for a household, every vehicle priced without them", async () => {
    const standard = await startSession(householdQuoteForm());
    const chosen = await startSession(householdQuoteForm({ declinedBenefits: ["non_earner"] }));
    for (const quote of standard.quotes) expect(priceOf(chosen, quote.partner_id)).toBeLessThan(quote.annual_premium);
  });

  it("keeps them when the coverage is changed on the results", async () => {
    const chosen = await startSession(carQuoteForm({ declinedBenefits: ["income_replacement"] }));
    const changed = await post("/api/session/coverage", {
      sessionId: chosen.session_id,
      aggregatorSessionId: chosen.aggregator_session_id,
      coverage: { liabilityLimit: "2000000", collision: true, comprehensive: true, deductible: 1000 },
    });
    expect(changed.status, await changed.clone().text()).toBe(200);
    const row = await storedSession(chosen.session_id);
    expect((row.request as { coverage: Record<string, unknown> }).coverage).toMatchObject({
      liability_limit: 2_000_000,
      declined_benefits: ["income_replacement"],
    });
    expect((row.pricing as { choices: { key: string }[] }).choices.map((choice) => choice.key)).toEqual([
      "income_replacement",
    ]);
  });

  it("prices BC, Manitoba, Saskatchewan and Quebec households without Ontario's choices", async () => {
    for (const province of ["BC", "MB", "SK", "QC"] as const) {
      const session = await startSession(householdQuoteForm({ province, ...PROVINCE_PLACES[province] }));
      const pricing = (await storedSession(session.session_id)).pricing as {
        choices?: unknown;
        optionalLayerOnly: boolean;
      };
      expect(pricing.choices, province).toBeUndefined();
      expect(pricing.optionalLayerOnly, province).toBe(province !== "QC");
    }
  });
});

describe("POST /api/session/start refuses bad choices with a 400 on the field, in English and in French", () => {
  const cases = [
    {
      name: "a benefit that is not optional",
      body: carQuoteForm({ declinedBenefits: ["attendant_care"] }),
      field: "declinedBenefits",
      message: (t: typeof en) =>
        t("quote.validation.declinedBenefit", { allowed: ONTARIO_OPTIONAL_BENEFITS.join(", ") }),
    },
    {
      name: "a list that is not a list",
      body: carQuoteForm({ declinedBenefits: "income_replacement" }),
      field: "declinedBenefits",
      message: (t: typeof en) => t("quote.validation.declinedBenefits"),
    },
    {
      name: "a benefit named twice",
      body: carQuoteForm({ declinedBenefits: ["caregiver", "caregiver"] }),
      field: "declinedBenefits",
      message: (t: typeof en) => t("quote.validation.declinedTwice"),
    },
    {
      name: "an opt-out that is not yes or no",
      body: carQuoteForm({ dcpdOptOut: "yes" }),
      field: "dcpdOptOut",
      message: (t: typeof en) => t("quote.validation.dcpdOptOut"),
    },
    {
      name: "the DCPD opt-out outside Ontario",
      body: carQuoteForm({ province: "QC", ...PROVINCE_PLACES.QC, dcpdOptOut: true }),
      field: "dcpdOptOut",
      message: (t: typeof en) => t("quote.validation.ontarioOnly"),
    },
    {
      name: "a declined benefit outside Ontario",
      body: householdQuoteForm({ province: "BC", ...PROVINCE_PLACES.BC, declinedBenefits: ["non_earner"] }),
      field: "declinedBenefits",
      message: (t: typeof en) => t("quote.validation.ontarioOnly"),
    },
  ];

  for (const { name, body, field, message } of cases) {
    it(`refuses ${name}`, async () => {
      for (const [language, t] of [
        ["en", en],
        ["fr", fr],
      ] as const) {
        const response = await post("/api/session/start", body, language);
        expect(response.status).toBe(400);
        const answer = (await response.json()) as ErrorJson;
        expect(answer.error).toMatchObject({ code: "validation_failed", message: expect.any(String) });
        expect(answer.error.details).toContainEqual({ field, message: message(t) });
      }
      expect(message(fr)).not.toBe(message(en));
    });
  }
});

describe("the results page says what was chosen", () => {
  it("names each choice left out and what it took off, in English and in French", async () => {
    const chosen = await startSession(carQuoteForm({ declinedBenefits: ["visitor_expenses"], dcpdOptOut: true }));
    for (const [path, t] of [
      [`/quotes?session=${chosen.session_id}`, en],
      [`/fr/soumissions?session=${chosen.session_id}`, fr],
    ] as const) {
      const html = await pageText(path);
      expect(html).toContain(t("ontarioChoices.why.title"));
      expect(html).toContain(t("ontarioChoices.why.dcpd"));
      expect(html).toContain(
        t("ontarioChoices.why.benefit", { benefit: t("ontarioChoices.benefit.visitor_expenses") }),
      );
      expect(html).not.toContain(t("quoteResults.optionalAccidentBenefits"));
    }
  });

  it("says the standard package was kept", async () => {
    const standard = await startSession(carQuoteForm());
    const html = await pageText(`/quotes?session=${standard.session_id}`);
    expect(html).toContain(en("ontarioChoices.why.standard"));
    expect(html).toContain(en("ontarioChoices.results.standard"));
  });
});
