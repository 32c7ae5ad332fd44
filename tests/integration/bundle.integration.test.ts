import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "../../core/i18n/translate";
import { formatCad } from "../../app/lib/format-money";
import { bundleQuoteForm, carQuoteForm, homeQuoteForm, householdQuoteForm } from "../helpers/quote-forms";
import { expectRefusal, quoteApi, readmeJsonExample } from "../helpers/quote-api";
import { startTestServer, type TestServer } from "../helpers/test-server";

// Home and car together over real HTTP (issue 25, section 2; decision 0061): the README's example,
// the refusals in both languages, the offers for both lines, the results page, a coverage change
// and the hand-off.

interface BundleJson {
  kind: "bundle" | "separate" | "car_only";
  car: number;
  home: number | null;
  homePartner: { id: string; name: string } | null;
  discount: number;
  annual: number;
  separately: number;
  saving: number;
}

interface QuoteJson {
  quote_id: string;
  partner_id: string;
  annual_premium: number;
  monthly_premium: number;
  bundle?: BundleJson;
  factors: { key: string; multiplier: number; reason: string }[];
}

interface SessionJson {
  session_id: string;
  aggregator_session_id: string;
  quotes: QuoteJson[];
}

const BROWSER_KEY = "B9NDXE0123456789ABCD";
const { post, startSession: startAny } = quoteApi(() => server.url, BROWSER_KEY);
const startSession = (body: unknown) => startAny<SessionJson>(body);
const en = createTranslator("en");
const fr = createTranslator("fr");

const byPartner = (session: SessionJson, id: string) => session.quotes.find((quote) => quote.partner_id === id)!;

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { RATE_LIMIT_QUOTES_PER_MINUTE: "10000" } });
});

afterAll(async () => {
  await server.close();
});

describe("POST /api/session/start with a home beside the car", () => {
  it("accepts the README's example as written and answers each partner's offer for both lines", async () => {
    const session = await startSession(readmeJsonExample(/home and car together/i));
    const kinds = new Set(session.quotes.map((quote) => quote.bundle?.kind));
    // In Ontario, partners bundle (Maplewood, Harbourline), write both without a discount (Borealis) or only the car.
    expect(kinds).toEqual(new Set(["bundle", "separate", "car_only"]));
    for (const quote of session.quotes) {
      const bundle = quote.bundle!;
      expect(quote.annual_premium).toBe(bundle.annual);
      expect(bundle.annual).toBe(bundle.car + (bundle.home ?? 0));
      expect(bundle.saving).toBe(bundle.separately - bundle.annual);
    }
    const totals = session.quotes.map((quote) => quote.annual_premium);
    expect(totals).toEqual([...totals].sort((a, b) => a - b));
    const maplewood = byPartner(session, "maplewood-assurance").bundle!;
    expect(maplewood).toMatchObject({ kind: "bundle", discount: 0.12 });
    expect(maplewood.saving).toBeGreaterThan(0);
    expect(byPartner(session, "harbourline-brokers").bundle).toMatchObject({ kind: "bundle", discount: 0.1 });
    expect(byPartner(session, "borealis-insurance").bundle).toMatchObject({ kind: "separate", saving: 0 });
    const summit = byPartner(session, "summit-road").bundle!;
    expect(summit.kind).toBe("car_only");
    // The separate home is the cheapest of the partners that write home in Ontario.
    const homes = session.quotes.flatMap((quote) => (quote.bundle?.kind === "separate" ? [quote.bundle.home!] : []));
    expect(summit.home).toBeLessThanOrEqual(Math.min(...homes));
  });

  it("prices each car exactly as a car alone, and a car alone without any bundle", async () => {
    const alone = await startSession(carQuoteForm());
    const both = await startSession(bundleQuoteForm());
    for (const quote of alone.quotes) {
      expect(quote.bundle).toBeUndefined();
      const offer = byPartner(both, quote.partner_id).bundle!;
      // The car's part is the car alone's price, less the bundle discount when the partner bundles.
      expect(offer.car).toBe(Math.round(quote.annual_premium * (1 - offer.discount)));
    }
  });

  it("takes a home part beside a household's lists", async () => {
    const session = await startSession({ ...householdQuoteForm(), home: { homeAge: 12 } });
    const maplewood = byPartner(session, "maplewood-assurance");
    expect(maplewood.bundle?.kind).toBe("bundle");
    expect(maplewood.factors.map((factor) => factor.key)).toEqual(expect.arrayContaining(["multi_vehicle", "bundle"]));
  });

  it.each(["en", "fr"] as const)("refuses a bad home part on its field, in %s", async (language) => {
    const words = language === "fr" ? fr : en;
    await expectRefusal(
      await post("/api/session/start", bundleQuoteForm({ home: {} }), language),
      "home.homeAge",
      words("quote.validation.homeAge"),
    );
    await expectRefusal(
      await post("/api/session/start", bundleQuoteForm({ home: { homeAge: 301 } }), language),
      "home.homeAge",
      words("quote.validation.atMost", { field: words("quote.field.homeAge"), max: 300 }),
    );
    await expectRefusal(
      await post("/api/session/start", bundleQuoteForm({ home: { homeAge: 30, pool: true } }), language),
      "home",
      words("quote.validation.homePartKey"),
    );
    await expectRefusal(
      await post("/api/session/start", { ...homeQuoteForm(), home: { homeAge: 30 } }, language),
      "home",
      words("quote.validation.homeWithCarOnly"),
    );
  });
});

describe("the results, a coverage change and the hand-off of a bundle", () => {
  it("shows the owner who bundles and the saving, in English and in French", async () => {
    const session = await startSession(bundleQuoteForm());
    const maplewood = byPartner(session, "maplewood-assurance").bundle!;
    const english = await (
      await fetch(`${server.url}/quotes?session=${session.session_id}`, {
        headers: { cookie: `qm_privacy=${BROWSER_KEY}` },
      })
    ).text();
    expect(english).toContain(en("quoteResults.bundleTitle"));
    expect(english).toContain(en("quoteResults.bundle.bundles", { percent: 12 }));
    expect(english).toContain(en("quoteResults.bundle.separate"));
    expect(english).toContain(en("quoteResults.bundle.carOnly", { province: "Ontario" }));
    expect(english).toContain(
      en("quoteResults.bundle.saving", {
        amount: formatCad(maplewood.saving, "en"),
        separately: formatCad(maplewood.separately, "en"),
      }).replace(/'/g, "&#x27;"),
    );
    // "Why this price" explains the home to its owner.
    expect(english).toContain(en("pricing.factor.homeAge", { age: 30 }));
    const french = await (
      await fetch(`${server.url}/fr/soumissions?session=${session.session_id}`, {
        headers: { cookie: `qm_privacy=${BROWSER_KEY}` },
      })
    ).text();
    expect(french).toContain(fr("quoteResults.bundleTitle").replace(/'/g, "&#x27;"));
    expect(french).toContain(fr("quoteResults.bundle.bundles", { percent: 12 }).replace(/'/g, "&#x27;"));
  });

  it("shows a shared link the offers but not the home's age", async () => {
    const session = await startSession(bundleQuoteForm({ home: { homeAge: 47 } }));
    const html = await (await fetch(`${server.url}/quotes?session=${session.session_id}`)).text();
    expect(html).toContain(en("quoteResults.bundle.bundles", { percent: 12 }));
    expect(html).not.toContain(en("pricing.factor.homeAge", { age: 47 }));
  });

  it("keeps the home and the offers when the coverage changes", async () => {
    const session = await startSession(bundleQuoteForm());
    const response = await post("/api/session/coverage", {
      sessionId: session.session_id,
      aggregatorSessionId: session.aggregator_session_id,
      coverage: { liabilityLimit: "2000000", collision: true, comprehensive: true, deductible: 1000 },
    });
    expect(response.status).toBe(200);
    const changed = (await response.json()) as SessionJson;
    expect(changed.quotes.every((quote) => quote.bundle !== undefined)).toBe(true);
    expect(byPartner(changed, "maplewood-assurance").bundle?.kind).toBe("bundle");
  });

  it("tells a car-only partner's hand-off the car's price and that the home is priced separately", async () => {
    const session = await startSession(bundleQuoteForm());
    const summit = byPartner(session, "summit-road");
    const click = await post("/api/quotes/click", {
      sessionId: session.session_id,
      quoteId: summit.quote_id,
      aggregatorSessionId: session.aggregator_session_id,
      partnerId: "summit-road",
    });
    expect(click.status).toBe(200);
    const { redirect_url: redirect } = (await click.json()) as { redirect_url: string };
    const html = await (await fetch(new URL(redirect, server.url))).text();
    expect(html).toContain(formatCad(summit.bundle!.car, "en"));
    expect(html).toContain("data-handoff-bundle");
    expect(html).toContain(en("handoff.field.homeAge"));
  });
});
