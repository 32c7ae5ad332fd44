import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTranslator } from "../../core/i18n/translate";
import { quoteSessions } from "../../db/schema";
import { carQuoteForm, householdQuoteForm } from "../helpers/quote-forms";
import { expectRefusal, quoteApi, readmeJsonExample } from "../helpers/quote-api";
import { startTestServer, type TestServer } from "../helpers/test-server";

// A household's quote over real HTTP (issue 25, decision 0057): the README's example, the lists'
// refusals in both languages, the split per vehicle and the explanation naming driver and vehicle.

interface VehiclePremiumJson {
  vehicle: number;
  name: string;
  annual_premium: number;
  monthly_premium: number;
}

interface QuoteJson {
  partner_id: string;
  annual_premium: number;
  vehicle_premiums?: VehiclePremiumJson[];
  multi_vehicle_discount?: number;
  factors: { key: string; multiplier: number; reason: string; subject?: { kind: string; index: number } }[];
}

interface SessionJson {
  session_id: string;
  aggregator_session_id: string;
  quotes: QuoteJson[];
}

const BROWSER_KEY = "0123456789ABCDEFGHJK";
const en = createTranslator("en");
const fr = createTranslator("fr");
const { post, startSession: startAny } = quoteApi(() => server.url, BROWSER_KEY);
const startSession = (body: unknown) => startAny<SessionJson>(body);

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: { RATE_LIMIT_QUOTES_PER_MINUTE: "10000" } });
});

afterAll(async () => {
  await server.close();
});

describe("POST /api/session/start with a household", () => {
  it("accepts the README's household example exactly as written", async () => {
    const example = readmeJsonExample(/household/i);
    const session = await startSession(example);
    expect(session.quotes.length).toBeGreaterThan(0);
    for (const quote of session.quotes) {
      expect(quote.vehicle_premiums?.map((vehicle) => vehicle.name)).toEqual(["2022 Honda CR-V EX", "2016 Mazda 3 GS"]);
      const parts = quote.vehicle_premiums!.reduce((total, vehicle) => total + vehicle.annual_premium, 0);
      expect(parts).toBe(quote.annual_premium);
    }
  });

  it("stores both lists with the session and prices it as the sum of its vehicles", async () => {
    const session = await startSession(householdQuoteForm());
    const [row] = await server.database.db.select().from(quoteSessions).where(eq(quoteSessions.id, session.session_id));
    const request = row?.request as { drivers?: unknown[]; vehicles?: unknown[] };
    expect(request.drivers).toHaveLength(2);
    expect(request.vehicles).toHaveLength(2);
    const pricing = row?.pricing as { household?: { vehicles: { annual: number }[] }; annual: number };
    expect(pricing.household?.vehicles.reduce((total, vehicle) => total + vehicle.annual, 0)).toBe(pricing.annual);
  });

  it("gives Maplewood's multi-vehicle discount to two vehicles and names it among the factors", async () => {
    const session = await startSession(householdQuoteForm());
    const maplewood = session.quotes.find((quote) => quote.partner_id === "maplewood-assurance");
    expect(maplewood?.multi_vehicle_discount).toBe(0.12);
    expect(maplewood?.factors.find((factor) => factor.key === "multi_vehicle")?.multiplier).toBe(0.88);
    for (const quote of session.quotes.filter((item) => item.partner_id !== "maplewood-assurance")) {
      expect(quote.multi_vehicle_discount).toBeUndefined();
    }
  });

  it("names the driver or vehicle behind each factor that is theirs", async () => {
    const session = await startSession(householdQuoteForm());
    const reasons = session.quotes[0]!.factors.filter((factor) => factor.subject).map((factor) => factor.reason);
    expect(reasons).toContain(`Driver 2 (age 19): ${en("pricing.factor.yearsLicensed", { years: 3 })}`);
    expect(reasons).toContain(`2016 Mazda 3 GS: ${en("pricing.factor.pleasureUse")}`);
  });

  it("prices a young driver who is principal for no vehicle as an occasional driver", async () => {
    const base = householdQuoteForm();
    const withTeen = householdQuoteForm({
      drivers: [...(base.drivers as object[]), { age: 17, yearsLicensed: 1, ticketsLast3y: 0, accidentsLast6y: 0 }],
    });
    const [without, withOccasional] = [await startSession(base), await startSession(withTeen)];
    const cheapest = (session: SessionJson, id: string) =>
      session.quotes.find((quote) => quote.partner_id === id)?.annual_premium ?? 0;
    const shared = without.quotes.map((quote) => quote.partner_id).filter((id) => cheapest(withOccasional, id) > 0);
    expect(shared.length).toBeGreaterThan(0);
    for (const id of shared) expect(cheapest(withOccasional, id)).toBeGreaterThan(cheapest(without, id) * 1.2);
    const loading = withOccasional.quotes[0]!.factors.find((factor) => factor.key === "occasional_driver");
    expect(loading?.subject).toEqual({ kind: "driver", index: 2 });
  });

  it("still takes the single driver and vehicle, answered without a split", async () => {
    const session = await startSession(carQuoteForm());
    expect(session.quotes.length).toBeGreaterThan(0);
    for (const quote of session.quotes) expect(quote.vehicle_premiums).toBeUndefined();
  });

  it("prices BC's optional layer for each vehicle (decision 0013, per vehicle)", async () => {
    const bc = await startSession(householdQuoteForm({ province: "BC", city: "Vancouver", postalCode: "V6B 1A1" }));
    expect(bc.quotes.length).toBeGreaterThan(0);
    for (const quote of bc.quotes) expect(quote.vehicle_premiums).toHaveLength(2);
  });
});

describe("POST /api/session/start refuses a household it cannot price, in the visitor's language", () => {
  const household = householdQuoteForm();
  const drivers = household.drivers as Record<string, unknown>[];
  const vehicles = household.vehicles as Record<string, unknown>[];
  const { principalDriver: _principal, ...withoutPrincipal } = vehicles[1]!;

  const cases = [
    {
      name: "more than 4 drivers",
      body: { ...household, drivers: [...drivers, ...drivers, drivers[0]] },
      field: "drivers",
      message: (t: typeof en) => t("quote.validation.driversMax", { max: 4 }),
    },
    {
      name: "more than 3 vehicles",
      body: { ...household, vehicles: [...vehicles, ...vehicles] },
      field: "vehicles",
      message: (t: typeof en) => t("quote.validation.vehiclesMax", { max: 3 }),
    },
    {
      name: "a vehicle without a principal driver",
      body: { ...household, vehicles: [vehicles[0], withoutPrincipal] },
      field: "vehicles.1.principalDriver",
      message: (t: typeof en) => t("quote.validation.principalDriver"),
    },
    {
      name: "a principal driver who is not listed",
      body: { ...household, vehicles: [vehicles[0], { ...vehicles[1], principalDriver: 2 }] },
      field: "vehicles.1.principalDriver",
      message: (t: typeof en) => t("quote.validation.principalDriverRange", { vehicle: 2, count: 2 }),
    },
    {
      name: "more years licensed than the driver's age allows",
      body: { ...household, drivers: [drivers[0], { ...drivers[1], age: 19, yearsLicensed: 8 }] },
      field: "drivers.1.yearsLicensed",
      message: (t: typeof en) => t("quote.validation.licensedVsAge", { age: 19, max: 5 }),
    },
  ];

  for (const { name, body, field, message } of cases) {
    it(`refuses ${name} with a 400 on the field, in English and in French`, async () => {
      await expectRefusal(await post("/api/session/start", body, "en"), field, message(en));
      await expectRefusal(await post("/api/session/start", body, "fr"), field, message(fr));
      expect(message(fr)).not.toBe(message(en));
    });
  }
});

describe("the results page of a household", () => {
  it("shows the owner the total and each vehicle's part, and the drivers and vehicles behind the price", async () => {
    const session = await startSession(householdQuoteForm());
    const response = await fetch(`${server.url}/quotes?session=${session.session_id}`, {
      headers: { cookie: `qm_privacy=${BROWSER_KEY}` },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("2022 Honda CR-V EX");
    expect(html).toContain("2016 Mazda 3 GS");
    expect(html).toContain(en("quoteResults.vehicleSplit"));
    expect(html).toContain("Driver 2 (age 19)");
    expect(html).toContain(en("quoteResults.multiVehicleDiscount", { percent: 12 }));
  });

  it("shows a shared link the quotes without the vehicles or drivers", async () => {
    const session = await startSession(householdQuoteForm());
    const html = await (await fetch(`${server.url}/quotes?session=${session.session_id}`)).text();
    expect(html).not.toContain("2016 Mazda 3 GS");
    expect(html).not.toContain("Driver 2 (age 19)");
  });
});
