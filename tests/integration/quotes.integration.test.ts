import { randomUUID } from "node:crypto";
import { localizePath } from "../../core/shared/localized-paths";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { and, count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatCad } from "../../app/lib/format-money";
import { consentRecords, partners, quoteClicks, quoteSessions, quotes } from "../../db/schema";
import { carQuoteForm, carQuoteRequest, homeQuoteForm, travelQuoteForm } from "../helpers/quote-forms";
import { startTestServer, type TestServer } from "../helpers/test-server";

// --- Shapes of the answers -------------------------------------------------------------------

interface QuoteJson {
  quote_id: string;
  partner_id: string;
  partner_name: string;
  coverage_type: string;
  coverage_limit: number;
  deductible: number;
  features: string[];
  annual_premium: number;
  monthly_premium: number;
  range: { low: number; high: number } | null;
  factors: { key: string; multiplier: number; reason: string }[];
}

interface SessionJson {
  session_id: string;
  aggregator_session_id: string;
  quotes: QuoteJson[];
  redirect_url: string;
}

interface ErrorJson {
  error: { code: string; message: string; details?: { field: string; message: string }[] };
}

type PartnerRow = typeof partners.$inferSelect;

// --- Requests ---------------------------------------------------------------------------------

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const HIGH_LIMIT = { RATE_LIMIT_QUOTES_PER_MINUTE: "10000" };

/** The spec's example: a clean, experienced Toronto driver with a 2021 RAV4 and default coverage. */
const CAR = carQuoteForm();

const HOME = homeQuoteForm();
const TRAVEL = travelQuoteForm({ driverAge: 40 });

/** What every quote in a default car answer covers. */
const DEFAULT_CAR_COVER = {
  coverage_type: "full:liability+collision+comprehensive",
  coverage_limit: 1_000_000,
  deductible: 500,
};

/** The privacy key of the browser these tests play (ADR 0027): it starts, changes and chooses quotes. */
const BROWSER_KEY = "0123456789ABCDEFGHJK";
const ANOTHER_BROWSER_KEY = "KJHGFEDCBA9876543210";

function post(
  baseUrl: string,
  path: string,
  body: unknown,
  contentType = "application/json",
  privacyKey: string | null = BROWSER_KEY,
) {
  return fetch(`${baseUrl}${path}`, {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "Content-Type": contentType, ...(privacyKey ? { cookie: `qm_privacy=${privacyKey}` } : {}) },
  });
}

/** The status of an answer, once its body has been read (so the connection is free again). */
async function statusOf(pending: Promise<Response>): Promise<number> {
  const response = await pending;
  await response.arrayBuffer();
  return response.status;
}

async function startSession(baseUrl: string, body: unknown): Promise<SessionJson> {
  const response = await post(baseUrl, "/api/session/start", body);
  expect(response.status, await response.clone().text()).toBe(201);
  return (await response.json()) as SessionJson;
}

// --- Checks shared by several tests -----------------------------------------------------------

/** A priced quote is whole dollars, monthly is a twelfth of annual, and its range brackets it. */
function expectWellFormedQuote(quote: QuoteJson, cover: Partial<QuoteJson>) {
  expect(quote).toMatchObject(cover);
  expect(quote.quote_id).toMatch(UUID);
  expect(quote.partner_id).toEqual(expect.any(String));
  expect(quote.partner_name).toEqual(expect.any(String));
  expect(quote.features.length).toBeGreaterThan(0);
  expect(Number.isInteger(quote.annual_premium)).toBe(true);
  expect(Number.isInteger(quote.monthly_premium)).toBe(true);
  expect(quote.annual_premium).toBeGreaterThan(0);
  expect(quote.monthly_premium).toBe(Math.round(quote.annual_premium / 12));
  expect(quote.range).not.toBeNull();
  expect(quote.range!.low).toBeLessThan(quote.annual_premium);
  expect(quote.range!.high).toBeGreaterThan(quote.annual_premium);
  expect(quote.factors.length).toBeGreaterThan(0);
  for (const factor of quote.factors) {
    expect(factor).toEqual({ key: expect.any(String), multiplier: expect.any(Number), reason: expect.any(String) });
    expect(factor.reason.length).toBeGreaterThan(0);
  }
}

function expectCheapestFirst(list: QuoteJson[]) {
  const premiums = list.map((quote) => quote.annual_premium);
  expect(premiums).toEqual([...premiums].sort((a, b) => a - b));
}

async function expectValidationError(response: Response, field: string) {
  expect(response.status).toBe(400);
  const body = (await response.json()) as ErrorJson;
  expect(body.error.code).toBe("validation_failed");
  expect(body.error.message).toEqual(expect.any(String));
  expect(Array.isArray(body.error.details)).toBe(true);
  for (const detail of body.error.details ?? []) {
    expect(detail).toEqual({ field: expect.any(String), message: expect.any(String) });
  }
  expect(body.error.details?.map((detail) => detail.field)).toContain(field);
  return body;
}

async function expectError(response: Response, status: number, code: string) {
  expect(response.status).toBe(status);
  const body = (await response.json()) as ErrorJson;
  expect(body.error).toMatchObject({ code, message: expect.any(String) });
  return body;
}

// --- The shared server (seeded catalogue, no practical rate limit) -----------------------------

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ seed: true, env: HIGH_LIMIT });
});

afterAll(async () => {
  await server.close();
});

function db() {
  return server.database.db;
}

async function activePartners(): Promise<PartnerRow[]> {
  return db().select().from(partners).where(eq(partners.active, true));
}

/** Ids of the seeded partners that write a line in a province. */
async function partnerIdsFor(line: string, province: string): Promise<string[]> {
  return (await activePartners())
    .filter((partner) => partner.lines.includes(line) && partner.provinces.includes(province))
    .map((partner) => partner.id)
    .sort();
}

async function countSessions(): Promise<number> {
  const [row] = await db().select({ value: count() }).from(quoteSessions);
  return row?.value ?? 0;
}

async function countClicks(): Promise<number> {
  const [row] = await db().select({ value: count() }).from(quoteClicks);
  return row?.value ?? 0;
}

/** Checks that the tests of the describe block that calls this leave `count` as they found it. */
function expectUnchangedByBlock(count: () => Promise<number>) {
  let before: number;
  beforeAll(async () => {
    before = await count();
  });
  afterAll(async () => {
    expect(await count()).toBe(before);
  });
}

// ---------------------------------------------------------------------------------------------

describe("POST /api/session/start for a car", () => {
  it("prices every Ontario car partner that insures a clean, experienced driver, cheapest first, with the spec's quote fields", async () => {
    const response = await post(server.url, "/api/session/start", { ...CAR, consentContact: true, from: "province" });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toContain("application/json");
    const body = (await response.json()) as SessionJson;

    expect(body.session_id).toMatch(UUID);
    expect(body.aggregator_session_id).toMatch(/^qm_/);
    expect(body.redirect_url).toBe(`/quotes?session=${body.session_id}`);
    // Every Ontario car partner but the product for drivers licensed under five years and the
    // non-standard one (several accidents or tickets): this driver is 35, licensed 12 years, clean.
    const products = new Set(["aurora-young-drivers", "keystone-nonstandard"]);
    expect(body.quotes.map((quote) => quote.partner_id).sort()).toEqual(
      (await partnerIdsFor("car", "ON")).filter((id) => !products.has(id)),
    );
    expectCheapestFirst(body.quotes);
    for (const quote of body.quotes) expectWellFormedQuote(quote, DEFAULT_CAR_COVER);
    expect(new Set(body.quotes.map((quote) => quote.quote_id)).size).toBe(body.quotes.length);
  });

  it("stores the session, its quotes and the four consent records", async () => {
    const body = await startSession(server.url, { ...CAR, consentContact: true, from: "province" });

    const [session] = await db().select().from(quoteSessions).where(eq(quoteSessions.id, body.session_id));
    expect(session).toMatchObject({
      aggregatorSessionId: body.aggregator_session_id,
      productType: "auto",
      category: "car",
      provinceCode: "ON",
      city: "Toronto",
      postalFsa: "M5V",
      entryPoint: "province",
      blogSlug: null,
    });
    expect(session?.rateTableVersion).toEqual(expect.any(String));
    expect(session?.request).toMatchObject({
      region: { country: "CA", province: "ON", postal_fsa: "M5V" },
      vehicle: { year: 2021, make: "Toyota", model: "RAV4" },
      driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
      coverage: { liability_limit: 1_000_000, collision: true, comprehensive: true, deductible: 500 },
    });
    expect(session?.formData).toMatchObject({ postalCode: "M5V 2T6", driverAge: 35, consentDataSharing: true });

    const rows = await db().select().from(quotes).where(eq(quotes.sessionId, body.session_id));
    expect(rows).toHaveLength(body.quotes.length);
    for (const quote of body.quotes) {
      const row = rows.find((candidate) => candidate.id === quote.quote_id);
      expect(row).toMatchObject({
        partnerId: quote.partner_id,
        partnerName: quote.partner_name,
        kind: "priced",
        coverageType: quote.coverage_type,
        coverageLimit: quote.coverage_limit,
        deductible: quote.deductible,
        annualPremium: quote.annual_premium,
        monthlyPremium: quote.monthly_premium,
        range: quote.range,
        features: quote.features,
        supersededAt: null,
      });
    }

    const consents = await db().select().from(consentRecords).where(eq(consentRecords.quoteSessionId, body.session_id));
    expect(consents.map((consent) => consent.purpose).sort()).toEqual([
      "contact_email",
      "contact_phone",
      "contact_sms",
      "data_sharing",
    ]);
    for (const consent of consents) {
      expect(consent).toMatchObject({ channel: "wizard", granted: true });
      expect(consent.wordingVersion.length).toBeGreaterThan(0);
      expect(consent.wording.length).toBeGreaterThan(0);
    }
  });

  it("records contact consent as refused when it is not given, and no entry point without from", async () => {
    const body = await startSession(server.url, CAR);
    const [session] = await db().select().from(quoteSessions).where(eq(quoteSessions.id, body.session_id));
    expect(session?.entryPoint).toBeNull();
    const consents = await db().select().from(consentRecords).where(eq(consentRecords.quoteSessionId, body.session_id));
    expect(consents).toHaveLength(4);
    const granted = Object.fromEntries(consents.map((consent) => [consent.purpose, consent.granted]));
    expect(granted).toEqual({ data_sharing: true, contact_email: false, contact_sms: false, contact_phone: false });
  });

  it("accepts a postal code without the space, in lower case, and stores it formatted", async () => {
    const body = await startSession(server.url, { ...CAR, postalCode: "m5v2t6", from: "blog", blog: "winter-tires" });
    const [session] = await db().select().from(quoteSessions).where(eq(quoteSessions.id, body.session_id));
    expect(session).toMatchObject({ postalFsa: "M5V", entryPoint: "blog", blogSlug: "winter-tires" });
    expect(session?.formData).toMatchObject({ postalCode: "M5V 2T6" });
  });

  it("routes a high-risk driver to the partners that accept high risk instead of dropping them", async () => {
    const body = await startSession(server.url, { ...CAR, accidentsLast6y: 3 });
    expect(body.quotes.length).toBeGreaterThanOrEqual(1);
    const acceptsHighRisk = new Set(
      (await activePartners())
        .filter((partner) => partner.appetite.accepts_high_risk === true)
        .map((partner) => partner.id),
    );
    for (const quote of body.quotes) {
      expect(acceptsHighRisk.has(quote.partner_id)).toBe(true);
      expectWellFormedQuote(quote, DEFAULT_CAR_COVER);
    }
  });

  it("quotes the worst allowed record only from partners whose appetite takes it", async () => {
    // The seeded catalogue has a non-standard partner that takes up to 20 accidents and 20 tickets,
    // so this profile is still quoted, by exactly the partners whose appetite allows it.
    const body = await startSession(server.url, { ...CAR, accidentsLast6y: 20, ticketsLast3y: 20 });
    const expected = (await activePartners())
      .filter(
        (partner) =>
          partner.lines.includes("car") &&
          partner.provinces.includes("ON") &&
          partner.appetite.accepts_high_risk === true &&
          Number(partner.appetite.max_accidents) >= 20 &&
          Number(partner.appetite.max_tickets) >= 20,
      )
      .map((partner) => partner.id)
      .sort();
    expect(body.quotes.map((quote) => quote.partner_id).sort()).toEqual(expected);
    const rows = await db().select().from(quotes).where(eq(quotes.sessionId, body.session_id));
    expect(rows).toHaveLength(expected.length);
  });

  it("says on the results how many partners were asked, and to the visitor who asked, who declined and why", async () => {
    // Issue 24's profile: 35, licensed 17 years, a clean record.
    const body = await startSession(server.url, { ...CAR, yearsLicensed: 17 });
    const asked = (await partnerIdsFor("car", "ON")).length;
    const page = async (language: "en" | "fr", privacyKey: string | null) => {
      const path = localizePath(`/quotes?session=${body.session_id}`, language);
      const response = await fetch(`${server.url}${path}`, {
        headers: privacyKey ? { cookie: `qm_privacy=${privacyKey}` } : {},
      });
      expect(response.status).toBe(200);
      // The text a reader sees: no tags, no React's text separators, entities read.
      return (await response.text())
        .replace(/<script[\s\S]*?<\/script>/g, "")
        .replace(/<!-- -->/g, "")
        .replace(/<[^>]+>/g, "")
        .replaceAll("&#x27;", "'")
        .replaceAll("&amp;", "&")
        .replace(/\s+/g, " ");
    };
    const english = await page("en", BROWSER_KEY);
    expect(english).toContain(`We asked the ${asked} partners in our catalogue that write car insurance in Ontario.`);
    expect(english).toContain("2 partners don't insure this profile");
    expect(english).toContain("Aurora Young Driver Cover (fictional): insures only drivers licensed under five years");
    expect(english).toContain(
      "Keystone Non-Standard Auto (fictional): insures only drivers with several accidents or tickets",
    );
    const french = await page("fr", BROWSER_KEY);
    expect(french).toContain(
      `Nous avons consulté les ${asked} partenaires de notre catalogue qui offrent l'assurance auto dans votre province (Ontario).`,
    );
    expect(french).toContain("2 partenaires n'assurent pas ce profil");
    // A shared link: the count, but no reason that would tell something of the driving record.
    const shared = await page("en", ANOTHER_BROWSER_KEY);
    expect(shared).toContain(`We asked the ${asked} partners`);
    expect(shared).not.toContain("don't insure this profile");
    expect(shared).not.toContain("several accidents or tickets");
    // Nor in the data the page hydrates from (its scripts and the route's .data answer).
    const raw = await (
      await fetch(`${server.url}/quotes?session=${body.session_id}`, {
        headers: { cookie: `qm_privacy=${ANOTHER_BROWSER_KEY}` },
      })
    ).text();
    expect(raw).toContain("searched");
    // The two partners that declined appear nowhere (the message catalogue holds the reasons' words).
    for (const hidden of ["keystone-nonstandard", "aurora-young-drivers", "Keystone", "Aurora"]) {
      expect(raw).not.toContain(hidden);
    }
    const data = await (
      await fetch(`${server.url}/quotes.data?session=${body.session_id}`, {
        headers: { cookie: `qm_privacy=${ANOTHER_BROWSER_KEY}` },
      })
    ).text();
    expect(data).toContain("searched");
    for (const hidden of ["keystone-nonstandard", "aurora-young-drivers", "record_required", "new_drivers_only"]) {
      expect(data).not.toContain(hidden);
    }
  });

  it("answers 201 with no quotes when no partner takes the driver, and still stores the session", async () => {
    const empty = await startTestServer({ seed: false, env: HIGH_LIMIT });
    try {
      const body = await startSession(empty.url, CAR);
      expect(body.quotes).toEqual([]);
      expect(body.redirect_url).toBe(`/quotes?session=${body.session_id}`);
      const sessions = await empty.database.db.select().from(quoteSessions);
      expect(sessions.map((session) => session.id)).toEqual([body.session_id]);
      expect(await empty.database.db.select().from(quotes)).toEqual([]);
      expect(await empty.database.db.select().from(consentRecords)).toHaveLength(4);
    } finally {
      await empty.close();
    }
  });
});

describe("POST /api/session/start for home and the unpriced lines", () => {
  it("prices a home with the partners that write home in the province", async () => {
    const body = await startSession(server.url, HOME);
    expect(body.quotes.length).toBeGreaterThan(0);
    expect(body.quotes.map((quote) => quote.partner_id).sort()).toEqual(await partnerIdsFor("home", "ON"));
    expectCheapestFirst(body.quotes);
    for (const quote of body.quotes) {
      expectWellFormedQuote(quote, { coverage_type: "home:homeowner" });
      expect(quote.coverage_limit).toBeGreaterThan(0);
      expect(quote.deductible).toBeGreaterThan(0);
    }
    const [session] = await db().select().from(quoteSessions).where(eq(quoteSessions.id, body.session_id));
    expect(session).toMatchObject({ category: "home", productType: "home", provinceCode: "ON", postalFsa: "M5V" });
    expect(session?.request).toEqual({ province: "ON", postal_fsa: "M5V", city: "Toronto", home_age: 30 });
  });

  it("lists each home quote with the partner's home features, never its car ones, in both languages", async () => {
    const body = await startSession(server.url, HOME);
    const catalogue = new Map((await activePartners()).map((partner) => [partner.id, partner]));
    for (const quote of body.quotes) {
      const stored = catalogue.get(quote.partner_id)?.features as Record<string, string[]>;
      expect(quote.features).toEqual(stored.home);
      expect(quote.features.join(" ")).not.toMatch(/OPCF|SEF 20|winter tire|multi-vehicle/i);
    }
    const french = await fetch(`${server.url}${localizePath(`/quotes?session=${body.session_id}`, "fr")}`, {
      headers: { cookie: `qm_privacy=${BROWSER_KEY}` },
    });
    const html = (await french.text()).replaceAll("&#x27;", "'");
    expect(html).toContain("Coût de remplacement garanti pour la maison");
    expect(html).not.toContain("Rabais multivéhicule");
    expect(html).not.toContain("Guaranteed replacement cost on the home");
  });

  it.each([
    ["travel", "ON", "Toronto", "M5V 2T6"],
    ["business", "ON", "Toronto", "M5V 2T6"],
    ["life", "ON", "Toronto", "M5V 2T6"],
    ["business", "AB", "Calgary", "T2P 1J9"],
    ["travel", "BC", "Vancouver", "V6B 1A1"],
  ])(
    "refers %s in %s to the partners writing it there, without a price",
    async (category, province, city, postalCode) => {
      const body = await startSession(server.url, {
        category,
        productType: "auto",
        province,
        city,
        postalCode,
        driverAge: 40,
        consentDataSharing: true,
      });
      expect(body.quotes).toEqual([]);
      expect(body.session_id).toMatch(UUID);
      expect(body.aggregator_session_id).toMatch(/^qm_/);
      expect(body.redirect_url).toBe(`/quotes?session=${body.session_id}`);

      const rows = await db().select().from(quotes).where(eq(quotes.sessionId, body.session_id));
      expect(rows.map((row) => row.partnerId).sort()).toEqual(await partnerIdsFor(category, province));
      for (const row of rows) {
        expect(row).toMatchObject({
          kind: "referral",
          coverageType: `referral:${category}`,
          annualPremium: null,
          monthlyPremium: null,
          range: null,
        });
      }
      const [session] = await db().select().from(quoteSessions).where(eq(quoteSessions.id, body.session_id));
      expect(session).toMatchObject({ category, productType: "auto", provinceCode: province, rateTableVersion: null });
    },
  );

  it("finds referral partners for travel, business and life in Ontario (the catalogue is not empty)", async () => {
    for (const line of ["travel", "business", "life"]) {
      expect((await partnerIdsFor(line, "ON")).length).toBeGreaterThan(0);
    }
  });
});

describe("POST /api/session/start with a bad request", () => {
  // Nothing here may write a session.
  expectUnchangedByBlock(countSessions);

  const start = (body: unknown, contentType?: string) => post(server.url, "/api/session/start", body, contentType);

  it("names every missing required field", async () => {
    const body = await expectValidationError(await start({}), "category");
    const fields = body.error.details!.map((detail) => detail.field);
    expect(fields).toEqual(
      expect.arrayContaining(["category", "productType", "province", "city", "postalCode", "consentDataSharing"]),
    );
  });

  it.each([
    ["driverAge", { driverAge: undefined }],
    ["vehicleMake", { vehicleMake: undefined }],
    ["vehicleYear", { vehicleYear: undefined }],
    ["yearsLicensed", { yearsLicensed: undefined }],
  ])("names the missing car field %s", async (field, override) => {
    await expectValidationError(await start({ ...CAR, ...override }), field);
  });

  it("asks a home for its age", async () => {
    await expectValidationError(await start({ ...HOME, homeAge: undefined }), "homeAge");
  });

  it.each([
    ["driverAge", { driverAge: "35" }],
    ["driverAge", { driverAge: 35.5 }],
    ["vehicleYear", { vehicleYear: "2021" }],
    ["vehicleMake", { vehicleMake: 42 }],
    ["city", { city: ["Toronto"] }],
    ["consentContact", { consentContact: "yes" }],
    ["consentDataSharing", { consentDataSharing: "true" }],
    ["liabilityLimit", { liabilityLimit: 1_000_000 }],
    ["deductible", { deductible: 750 }],
    ["collision", { collision: null }],
    ["province", { province: "ZZ" }],
    ["category", { category: "boat" }],
    ["productType", { productType: "home" }],
  ])("rejects a wrong type or value for %s", async (field, override) => {
    await expectValidationError(await start({ ...CAR, ...override }), field);
  });

  it("rejects fields it does not know", async () => {
    const response = await start({ ...CAR, admin: true });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ErrorJson;
    expect(body.error.code).toBe("validation_failed");
    expect(body.error.details?.some((detail) => `${detail.field} ${detail.message}`.includes("admin"))).toBe(true);
  });

  it("rejects a 10 000-character make on the make field", async () => {
    const body = await expectValidationError(await start({ ...CAR, vehicleMake: "x".repeat(10_000) }), "vehicleMake");
    // The message names the limit; it does not echo the value back.
    expect(JSON.stringify(body).length).toBeLessThan(5_000);
  });

  it("rejects car answers sent with another insurance type", async () => {
    await expectValidationError(await start({ ...HOME, vehicleMake: "x".repeat(1000) }), "vehicleMake");
    await expectValidationError(await start({ ...HOME, accidentsLast6y: "lots" }), "accidentsLast6y");
  });

  it("rejects a postal code from another province on the postal code field", async () => {
    await expectValidationError(await start({ ...CAR, postalCode: "V6B 1A1" }), "postalCode");
  });

  it("rejects a malformed postal code", async () => {
    await expectValidationError(await start({ ...CAR, postalCode: "12345" }), "postalCode");
  });

  it("requires consent to share data with partners", async () => {
    await expectValidationError(await start({ ...CAR, consentDataSharing: false }), "consentDataSharing");
  });

  it("rejects a vehicle year two years ahead", async () => {
    const year = new Date().getUTCFullYear() + 2;
    await expectValidationError(await start({ ...CAR, vehicleYear: year }), "vehicleYear");
  });

  it("rejects more years licensed than the driver's age allows", async () => {
    await expectValidationError(await start({ ...CAR, driverAge: 20, yearsLicensed: 12 }), "yearsLicensed");
  });

  it.each([[null], [[CAR]], ["a string"], [42]])("rejects a body that is not an object (%j)", async (body) => {
    const response = await start(JSON.stringify(body));
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorJson).error.code).toBe("validation_failed");
  });

  it("answers 415 to a body that is not sent as JSON", async () => {
    await expectError(await start(JSON.stringify(CAR), "text/plain"), 415, "unsupported_media_type");
    await expectError(
      await start(new URLSearchParams({ category: "car" }).toString(), "application/x-www-form-urlencoded"),
      415,
      "unsupported_media_type",
    );
  });

  it("answers 400 to malformed JSON", async () => {
    await expectError(await start('{"category": "car",'), 400, "bad_request");
  });

  it("answers 413 to a body over the API body limit", async () => {
    await expectError(await start({ ...CAR, vehicleMake: "x".repeat(70_000) }), 413, "payload_too_large");
  });
});

describe("the quote endpoints and other methods", () => {
  it.each(["/api/session/start", "/api/session/coverage", "/api/quotes/click"])(
    "answers 405 with Allow: POST to GET %s",
    async (path) => {
      const response = await fetch(`${server.url}${path}`);
      const body = await expectError(response, 405, "method_not_allowed");
      expect(response.headers.get("allow")).toBe("POST");
      expect(body.error.message.length).toBeGreaterThan(0);
    },
  );

  it.each(["/api/session/start", "/api/session/coverage", "/api/quotes/click"])(
    "answers 405 to PUT and DELETE on %s",
    async (path) => {
      for (const method of ["PUT", "DELETE"]) {
        expect(await statusOf(fetch(`${server.url}${path}`, { method }))).toBe(405);
      }
    },
  );

  it("marks the answers as not cacheable", async () => {
    const response = await post(server.url, "/api/session/start", CAR);
    await response.arrayBuffer();
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("POST /api/session/coverage", () => {
  const coverage = (change: Record<string, unknown>) => ({
    liabilityLimit: "2000000",
    collision: true,
    comprehensive: true,
    deductible: 1000,
    ...change,
  });
  const reprice = (body: unknown) => post(server.url, "/api/session/coverage", body);

  it("answers 404 to anyone but the browser that owns the session, however many of its ids they hold", async () => {
    // The results link (session id) is shared with anyone; the reference goes to every partner.
    // Together they are still not the visitor: without the session's privacy key nothing is changed,
    // nothing is priced and nothing is revealed, and no quote can be chosen for them.
    const started = await startSession(server.url, CAR);
    const ids = { sessionId: started.session_id, aggregatorSessionId: started.aggregator_session_id };
    const quote = started.quotes[0]!;
    const before = await db().select().from(quotes).where(eq(quotes.sessionId, started.session_id));
    for (const privacyKey of [null, ANOTHER_BROWSER_KEY, "not-a-key", BROWSER_KEY.toLowerCase()]) {
      const changed = await post(
        server.url,
        "/api/session/coverage",
        { ...ids, coverage: coverage({ collision: false }) },
        "application/json",
        privacyKey,
      );
      expect(changed.status, String(privacyKey)).toBe(404);
      const body = await changed.text();
      expect(body).not.toContain("Toronto");
      expect(body).not.toContain(started.aggregator_session_id);
      const clicked = await post(
        server.url,
        "/api/quotes/click",
        { ...ids, quoteId: quote.quote_id, partnerId: quote.partner_id },
        "application/json",
        privacyKey,
      );
      expect(clicked.status, String(privacyKey)).toBe(404);
      expect(await clicked.text()).not.toContain("ref=");
    }
    const after = await db().select().from(quotes).where(eq(quotes.sessionId, started.session_id));
    expect(after).toEqual(before);
    expect(await db().select().from(quoteClicks).where(eq(quoteClicks.quoteId, quote.quote_id))).toEqual([]);
    // The owner's own browser still can.
    expect((await reprice({ ...ids, coverage: coverage({ collision: false }) })).status).toBe(200);
  });

  it("prices the session again, supersedes the old quotes, and dropping collision never costs more", async () => {
    const started = await startSession(server.url, CAR);
    const ids = { sessionId: started.session_id, aggregatorSessionId: started.aggregator_session_id };

    const withCollisionResponse = await reprice({ ...ids, coverage: coverage({ collision: true }) });
    expect(withCollisionResponse.status).toBe(200);
    const withCollision = (await withCollisionResponse.json()) as SessionJson;

    const response = await reprice({ ...ids, coverage: coverage({ collision: false }) });
    expect(response.status).toBe(200);
    const withoutCollision = (await response.json()) as SessionJson;

    for (const answer of [withCollision, withoutCollision]) {
      expect(answer).toMatchObject({
        session_id: started.session_id,
        aggregator_session_id: started.aggregator_session_id,
        redirect_url: started.redirect_url,
      });
      expectCheapestFirst(answer.quotes);
      expect(answer.quotes.map((quote) => quote.partner_id).sort()).toEqual(
        started.quotes.map((quote) => quote.partner_id).sort(),
      );
    }
    for (const quote of withCollision.quotes) {
      expectWellFormedQuote(quote, {
        coverage_type: "full:liability+collision+comprehensive",
        coverage_limit: 2_000_000,
        deductible: 1000,
      });
    }
    for (const quote of withoutCollision.quotes) {
      expectWellFormedQuote(quote, {
        coverage_type: "full:liability+comprehensive",
        coverage_limit: 2_000_000,
        deductible: 1000,
      });
      const same = withCollision.quotes.find((other) => other.partner_id === quote.partner_id);
      expect(quote.annual_premium).toBeLessThanOrEqual(same!.annual_premium);
    }

    // Every pricing has its own quote ids.
    const allIds = [started, withCollision, withoutCollision].flatMap((answer) =>
      answer.quotes.map((quote) => quote.quote_id),
    );
    expect(new Set(allIds).size).toBe(allIds.length);

    // Old quotes stay, superseded; only the latest are current.
    const rows = await db().select().from(quotes).where(eq(quotes.sessionId, started.session_id));
    expect(rows).toHaveLength(allIds.length);
    const current = new Set(withoutCollision.quotes.map((quote) => quote.quote_id));
    for (const row of rows) {
      if (current.has(row.id)) expect(row.supersededAt).toBeNull();
      else expect(row.supersededAt).toBeInstanceOf(Date);
    }

    const [session] = await db().select().from(quoteSessions).where(eq(quoteSessions.id, started.session_id));
    expect(session?.request).toMatchObject({
      coverage: { liability_limit: 2_000_000, collision: false, comprehensive: true, deductible: 1000 },
      vehicle: { year: 2021, make: "Toyota", model: "RAV4" },
      driver: { years_licensed: 12, tickets_last_3y: 0, accidents_last_6y: 0 },
    });
    expect(session?.pricing).toMatchObject({
      coverage: { coverage_type: "full:liability+comprehensive", coverage_limit: 2_000_000, deductible: 1000 },
    });
    expect(session!.updatedAt.getTime()).toBeGreaterThanOrEqual(session!.createdAt.getTime());
  });

  it("stores Manitoba's collision and comprehensive as priced, since the public plan includes them", async () => {
    const started = await startSession(server.url, {
      ...CAR,
      province: "MB",
      city: "Winnipeg",
      postalCode: "R3C 4T3",
      collision: false,
    });
    const ids = { sessionId: started.session_id, aggregatorSessionId: started.aggregator_session_id };
    const stored = async () =>
      (
        await db()
          .select({ request: quoteSessions.request })
          .from(quoteSessions)
          .where(eq(quoteSessions.id, started.session_id))
      )[0]?.request as { coverage: { collision: boolean; comprehensive: boolean } };
    expect((await stored()).coverage).toMatchObject({ collision: true, comprehensive: true });
    const response = await reprice({ ...ids, coverage: coverage({ collision: false, comprehensive: false }) });
    expect(response.status).toBe(200);
    await response.arrayBuffer();
    expect((await stored()).coverage).toMatchObject({ collision: true, comprehensive: true });
  });

  it("answers 404 when the aggregator session id does not match", async () => {
    const started = await startSession(server.url, CAR);
    const response = await reprice({
      sessionId: started.session_id,
      aggregatorSessionId: "qm_not-this-one",
      coverage: coverage({}),
    });
    await expectError(response, 404, "not_found");
    const current = await db()
      .select()
      .from(quotes)
      .where(and(eq(quotes.sessionId, started.session_id), isNull(quotes.supersededAt)));
    expect(current).toHaveLength(started.quotes.length);
  });

  it.each([
    ["an unknown session", () => randomUUID()],
    ["a session id that is not a uuid", () => "not-a-uuid"],
  ])("answers 404 to %s", async (_label, sessionId) => {
    const response = await reprice({ sessionId: sessionId(), aggregatorSessionId: "qm_x", coverage: coverage({}) });
    await expectError(response, 404, "not_found");
  });

  it("answers 400 for a home session, whose coverage cannot be changed here", async () => {
    const started = await startSession(server.url, HOME);
    const response = await reprice({
      sessionId: started.session_id,
      aggregatorSessionId: started.aggregator_session_id,
      coverage: coverage({}),
    });
    await expectError(response, 400, "bad_request");
  });

  it.each([
    ["coverage.liabilityLimit", { liabilityLimit: "3000000" }],
    ["coverage.liabilityLimit", { liabilityLimit: 2_000_000 }],
    ["coverage.deductible", { deductible: 750 }],
    ["coverage.collision", { collision: "no" }],
    ["coverage.comprehensive", { comprehensive: undefined }],
  ])("rejects bad coverage on %s", async (field, change) => {
    const started = await startSession(server.url, CAR);
    const response = await reprice({
      sessionId: started.session_id,
      aggregatorSessionId: started.aggregator_session_id,
      coverage: coverage(change),
    });
    await expectValidationError(response, field);
  });

  it("rejects unknown fields, a missing coverage and a too-long session id", async () => {
    const started = await startSession(server.url, CAR);
    const ids = { sessionId: started.session_id, aggregatorSessionId: started.aggregator_session_id };
    expect(await statusOf(reprice({ ...ids, coverage: coverage({ glass: true }) }))).toBe(400);
    expect(await statusOf(reprice({ ...ids, coverage: coverage({}), extra: 1 }))).toBe(400);
    await expectValidationError(await reprice(ids), "coverage");
    await expectValidationError(
      await reprice({ ...ids, sessionId: "a".repeat(65), coverage: coverage({}) }),
      "sessionId",
    );
  });
});

describe("POST /api/quotes/click", () => {
  let session: SessionJson;
  let other: SessionJson;
  const click = (body: unknown) => post(server.url, "/api/quotes/click", body);
  const clickOn = (quote: QuoteJson, overrides: Record<string, unknown> = {}) =>
    click({
      sessionId: session.session_id,
      aggregatorSessionId: session.aggregator_session_id,
      quoteId: quote.quote_id,
      partnerId: quote.partner_id,
      ...overrides,
    });

  beforeAll(async () => {
    session = await startSession(server.url, CAR);
    other = await startSession(server.url, CAR);
  });

  it("records the click and returns the partner's hand-off URL with our reference and the quote", async () => {
    const quote = session.quotes[0]!;
    const response = await clickOn(quote);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { redirect_url: string };

    const [partner] = await db().select().from(partners).where(eq(partners.id, quote.partner_id));
    expect(body).toEqual({
      redirect_url: `${partner!.handoffUrl}?ref=${session.aggregator_session_id}&quote=${quote.quote_id}`,
    });

    const rows = await db().select().from(quoteClicks).where(eq(quoteClicks.quoteId, quote.quote_id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      sessionId: session.session_id,
      quoteId: quote.quote_id,
      partnerId: quote.partner_id,
      redirectUrl: body.redirect_url,
    });
  });

  it("records every click, one row each", async () => {
    const quote = session.quotes[1]!;
    await clickOn(quote);
    await clickOn(quote);
    const rows = await db().select().from(quoteClicks).where(eq(quoteClicks.quoteId, quote.quote_id));
    expect(rows).toHaveLength(2);
  });

  it("hands a referral off to its partner as well", async () => {
    const travel = await startSession(server.url, TRAVEL);
    const [referral] = await db().select().from(quotes).where(eq(quotes.sessionId, travel.session_id));
    const response = await click({
      sessionId: travel.session_id,
      aggregatorSessionId: travel.aggregator_session_id,
      quoteId: referral!.id,
      partnerId: referral!.partnerId,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { redirect_url: string }).redirect_url).toBe(
      `/handoff/${referral!.partnerId}?ref=${travel.aggregator_session_id}&quote=${referral!.id}`,
    );
  });

  describe("refusals, which record nothing", () => {
    expectUnchangedByBlock(countClicks);

    it("answers 404 to an unknown session", async () => {
      await expectError(await clickOn(session.quotes[0]!, { sessionId: randomUUID() }), 404, "not_found");
    });

    it("answers 404 when the aggregator session id does not belong to the session", async () => {
      await expectError(
        await clickOn(session.quotes[0]!, { aggregatorSessionId: other.aggregator_session_id }),
        404,
        "not_found",
      );
    });

    it("answers 404 to a quote from another session", async () => {
      await expectError(await clickOn(other.quotes[0]!), 404, "not_found");
    });

    it("answers 404 to an unknown quote", async () => {
      await expectError(await clickOn(session.quotes[0]!, { quoteId: randomUUID() }), 404, "not_found");
    });

    it("answers 400 when the partner does not match the quote", async () => {
      const quote = session.quotes[0]!;
      const wrong = session.quotes.find((candidate) => candidate.partner_id !== quote.partner_id)!;
      await expectError(await clickOn(quote, { partnerId: wrong.partner_id }), 400, "bad_request");
    });

    it.each([
      ["session id", { sessionId: "not-a-uuid" }],
      ["quote id", { quoteId: "not-a-uuid" }],
      ["session id with SQL in it", { sessionId: "' or 1=1 --" }],
      ["quote id with SQL in it", { quoteId: "'; drop table quotes; --" }],
    ])("answers 404, never 500, to a %s that is not a uuid", async (_label, overrides) => {
      await expectError(await clickOn(session.quotes[0]!, overrides), 404, "not_found");
    });

    it.each([
      ["sessionId", { sessionId: "a".repeat(65) }],
      ["quoteId", { quoteId: 42 }],
      ["partnerId", { partnerId: "" }],
      ["aggregatorSessionId", { aggregatorSessionId: undefined }],
    ])("answers 400 to a bad %s", async (field, overrides) => {
      await expectValidationError(await clickOn(session.quotes[0]!, overrides), field);
    });

    it("answers 400 to unknown fields", async () => {
      await expectError(await clickOn(session.quotes[0]!, { href: "https://evil.example" }), 400, "validation_failed");
    });
  });
});

describe("the quotes rate limit", () => {
  it("answers 429 with Retry-After and the standard error body past the per-minute limit", async () => {
    const limited = await startTestServer({ seed: false, env: { RATE_LIMIT_QUOTES_PER_MINUTE: "3" } });
    try {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        expect(await statusOf(post(limited.url, "/api/session/start", CAR))).toBe(201);
      }
      const blocked = await post(limited.url, "/api/session/start", CAR);
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      const body = (await blocked.json()) as ErrorJson;
      expect(body).toEqual({
        error: { code: "rate_limited", message: expect.any(String), details: expect.anything() },
      });
      expect(body.error.message.length).toBeGreaterThan(0);
      // The limit covers the other quote endpoints too, and nothing more was stored.
      expect(await statusOf(post(limited.url, "/api/quotes/click", {}))).toBe(429);
      expect(await limited.database.db.select().from(quoteSessions)).toHaveLength(3);
    } finally {
      await limited.close();
    }
  });
});

describe("HTTP partners", () => {
  interface Received {
    path: string;
    contentType: string | undefined;
    body: unknown;
  }

  let partnerApi: Server;
  let partnerApiUrl: string;
  let withHttp: TestServer;
  const received: Received[] = [];

  const appetite = { min_years_licensed: 0, max_accidents: 2, max_tickets: 5, accepts_high_risk: false };
  const pricePosture = { multiplier: 1, new_driver_multiplier: 1, high_risk_multiplier: 1 };
  const httpPartner = (id: string, path: string, handoffUrl = `/handoff/${id}`) => ({
    id,
    name: `${id} (fictional)`,
    kind: "http" as const,
    lines: ["car"],
    provinces: ["ON"],
    appetite,
    pricePosture,
    features: ["Catalogue feature"],
    handoffUrl,
    apiUrl: `${partnerApiUrl}${path}`,
    active: true,
  });

  function readBody(request: IncomingMessage): Promise<string> {
    return new Promise((resolve, reject) => {
      let text = "";
      request.setEncoding("utf8");
      request.on("data", (chunk: string) => (text += chunk));
      request.on("end", () => resolve(text));
      request.on("error", reject);
    });
  }

  beforeAll(async () => {
    partnerApi = createServer(async (request, response) => {
      const text = await readBody(request);
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text; the assertions will say so.
      }
      received.push({ path: request.url ?? "", contentType: request.headers["content-type"], body });
      switch (request.url) {
        case "/fast":
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end(JSON.stringify({ annual_premium: 1234, features: ["Fake feature"] }));
          return;
        case "/hang":
          return; // Never answers.
        case "/fail":
          response.writeHead(500, { "Content-Type": "application/json" });
          response.end(JSON.stringify({ annual_premium: 1 }));
          return;
        case "/malformed":
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end("{ annual_premium: cheap");
          return;
        case "/stall-body":
          // Headers at once, then half a body and nothing more.
          response.writeHead(200, { "Content-Type": "application/json" });
          response.write('{"annual_premium": ');
          return;
        case "/wrong-shape":
          response.writeHead(200, { "Content-Type": "application/json" });
          response.end(JSON.stringify({ annual_premium: 99.5 }));
          return;
        default:
          response.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => partnerApi.listen(0, "127.0.0.1", resolve));
    partnerApiUrl = `http://127.0.0.1:${(partnerApi.address() as { port: number }).port}`;

    withHttp = await startTestServer({ seed: true, env: { ...HIGH_LIMIT, PARTNER_TIMEOUT_MS: "300" } });
    await withHttp.database.db
      .insert(partners)
      .values([
        httpPartner("fake-fast", "/fast", "https://fast.example/start?src=qm"),
        httpPartner("fake-hang", "/hang"),
        httpPartner("fake-fail", "/fail"),
        httpPartner("fake-malformed", "/malformed"),
        httpPartner("fake-wrong-shape", "/wrong-shape"),
        httpPartner("fake-stall-body", "/stall-body"),
      ]);
  });

  afterAll(async () => {
    await withHttp?.close();
    partnerApi?.closeAllConnections();
    await new Promise<void>((resolve) => (partnerApi ? partnerApi.close(() => resolve()) : resolve()));
  });

  it("includes a fast partner's price and leaves out the slow and failing ones, without waiting on them", async () => {
    received.length = 0;
    // Two partners never finish answering, so an answer at all means the 300 ms partner timeout
    // ended their calls (waiting on them would run into this test's time limit).
    const response = await post(withHttp.url, "/api/session/start", CAR);
    expect(response.status).toBe(201);
    const body = (await response.json()) as SessionJson;

    const fast = body.quotes.find((quote) => quote.partner_id === "fake-fast");
    expect(fast).toBeDefined();
    expectWellFormedQuote(fast!, { ...DEFAULT_CAR_COVER, annual_premium: 1234, monthly_premium: 103 });
    expect(fast!.features).toEqual(["Fake feature"]);
    expect(fast!.factors.map((factor) => factor.key)).toContain("partner");

    const quotedIds = body.quotes.map((quote) => quote.partner_id);
    for (const id of ["fake-hang", "fake-fail", "fake-malformed", "fake-wrong-shape", "fake-stall-body"]) {
      expect(quotedIds).not.toContain(id);
    }
    const ratingTableIds = (await withHttp.database.db.select().from(partners))
      .filter((partner) => partner.kind === "rating_table" && partner.lines.includes("car"))
      .filter((partner) => partner.provinces.includes("ON"))
      // Not the products for new drivers or for several accidents: this driver is neither.
      .filter((partner) => !["aurora-young-drivers", "keystone-nonstandard"].includes(partner.id))
      .map((partner) => partner.id);
    expect(ratingTableIds.length).toBeGreaterThan(0);
    expect(quotedIds.sort()).toEqual([...ratingTableIds, "fake-fast"].sort());
    expectCheapestFirst(body.quotes);

    const [stored] = await withHttp.database.db
      .select()
      .from(quotes)
      .where(and(eq(quotes.sessionId, body.session_id), eq(quotes.partnerId, "fake-fast")));
    expect(stored).toMatchObject({ kind: "priced", annualPremium: 1234, monthlyPremium: 103 });

    // Every HTTP partner was asked, once, with the line, our reference and the structured request.
    expect(received.map((entry) => entry.path).sort()).toEqual([
      "/fail",
      "/fast",
      "/hang",
      "/malformed",
      "/stall-body",
      "/wrong-shape",
    ]);
    for (const entry of received) {
      expect(entry.contentType).toContain("application/json");
      expect(entry.body).toEqual({
        line: "car",
        reference: body.aggregator_session_id,
        request: carQuoteRequest(),
      });
    }
  });

  it("asks HTTP partners again, with the new coverage, when the coverage changes", async () => {
    const session = await startSession(withHttp.url, CAR);
    received.length = 0;
    const response = await post(withHttp.url, "/api/session/coverage", {
      sessionId: session.session_id,
      aggregatorSessionId: session.aggregator_session_id,
      coverage: { liabilityLimit: "2000000", collision: false, comprehensive: true, deductible: 1000 },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as SessionJson;
    expect(body.quotes.find((quote) => quote.partner_id === "fake-fast")).toMatchObject({
      annual_premium: 1234,
      coverage_type: "full:liability+comprehensive",
      coverage_limit: 2_000_000,
      deductible: 1000,
    });
    const fastRequest = received.find((entry) => entry.path === "/fast");
    expect(fastRequest?.body).toMatchObject({
      line: "car",
      reference: session.aggregator_session_id,
      request: { coverage: { liability_limit: 2_000_000, collision: false, comprehensive: true, deductible: 1000 } },
    });
  });

  it("asks only the HTTP partners whose appetite takes the driver", async () => {
    received.length = 0;
    // Three accidents make a high-risk driver, and none of the fake partners accepts high risk.
    const highRisk = await startSession(withHttp.url, { ...CAR, accidentsLast6y: 3 });
    expect(received).toEqual([]);
    expect(highRisk.quotes.length).toBeGreaterThan(0);
    expect(highRisk.quotes.map((quote) => quote.partner_id)).not.toContain("fake-fast");
  });

  it("does not ask HTTP partners that do not write the line, and never for unpriced lines", async () => {
    received.length = 0;
    await startSession(withHttp.url, HOME);
    await startSession(withHttp.url, TRAVEL);
    expect(received).toEqual([]);
  });

  it("hands off to an HTTP partner's own URL, keeping its query string", async () => {
    const session = await startSession(withHttp.url, CAR);
    const fast = session.quotes.find((quote) => quote.partner_id === "fake-fast")!;
    const response = await post(withHttp.url, "/api/quotes/click", {
      sessionId: session.session_id,
      aggregatorSessionId: session.aggregator_session_id,
      quoteId: fast.quote_id,
      partnerId: "fake-fast",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      redirect_url: `https://fast.example/start?src=qm&ref=${session.aggregator_session_id}&quote=${fast.quote_id}`,
    });
  });
});

describe("the results and hand-off pages", () => {
  async function page(path: string, cookie?: string) {
    const response = await fetch(`${server.url}${path}`, cookie ? { headers: { cookie } } : {});
    return { status: response.status, type: response.headers.get("content-type") ?? "", html: await response.text() };
  }

  function positionsOf(html: string, texts: string[]): number[] {
    return texts.map((text) => html.indexOf(text));
  }

  it("renders a car session's quotes from the database, cheapest first, without indexing", async () => {
    const started = await post(server.url, "/api/session/start", CAR);
    // The browser that asked for the quotes (its privacy key cookie) sees them with its details (ADR 0027).
    const cookie = started.headers.getSetCookie()[0]?.split(";")[0] ?? "";
    const session = (await started.json()) as SessionJson;
    const { status, type, html } = await page(session.redirect_url, cookie);
    expect(status).toBe(200);
    expect(type).toContain("text/html");
    const positions = positionsOf(
      html,
      session.quotes.map((quote) => quote.partner_name),
    );
    expect(positions.every((position) => position >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    for (const quote of session.quotes) expect(html).toContain(formatCad(quote.annual_premium));
    expect(html).toContain(session.aggregator_session_id);
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });

  it("shows the prices of the latest coverage after a change", async () => {
    const session = await startSession(server.url, CAR);
    const response = await post(server.url, "/api/session/coverage", {
      sessionId: session.session_id,
      aggregatorSessionId: session.aggregator_session_id,
      coverage: { liabilityLimit: "500000", collision: false, comprehensive: false, deductible: 1000 },
    });
    const repriced = (await response.json()) as SessionJson;
    const { status, html } = await page(session.redirect_url);
    expect(status).toBe(200);
    for (const quote of repriced.quotes) expect(html).toContain(formatCad(quote.annual_premium));
  });

  it("renders a home session and a referral session", async () => {
    const home = await startSession(server.url, HOME);
    const homePage = await page(home.redirect_url);
    expect(homePage.status).toBe(200);
    for (const quote of home.quotes) expect(homePage.html).toContain(quote.partner_name);

    const travel = await startSession(server.url, TRAVEL);
    const travelPage = await page(travel.redirect_url);
    expect(travelPage.status).toBe(200);
    const referrals = await db().select().from(quotes).where(eq(quotes.sessionId, travel.session_id));
    expect(referrals.length).toBeGreaterThan(0);
    for (const referral of referrals) expect(travelPage.html).toContain(referral.partnerName);
  });

  it.each([
    ["an unknown session", () => randomUUID()],
    ["a session id that is not a uuid", () => "not-a-uuid"],
  ])("answers 404 with a page for %s", async (_label, id) => {
    const { status, type } = await page(`/quotes?session=${id()}`);
    expect(status).toBe(404);
    expect(type).toContain("text/html");
  });

  it("renders the hand-off page a click leads to, with what the partner receives", async () => {
    const session = await startSession(server.url, CAR);
    const quote = session.quotes[0]!;
    const clicked = await post(server.url, "/api/quotes/click", {
      sessionId: session.session_id,
      aggregatorSessionId: session.aggregator_session_id,
      quoteId: quote.quote_id,
      partnerId: quote.partner_id,
    });
    const { redirect_url } = (await clicked.json()) as { redirect_url: string };
    const { status, type, html } = await page(redirect_url);
    expect(status).toBe(200);
    expect(type).toContain("text/html");
    expect(html).toContain(quote.partner_name);
    expect(html).toContain(session.aggregator_session_id);
    expect(html).toContain(formatCad(quote.annual_premium));
    expect(html).toContain("Toronto");
    expect(html).toContain("M5V 2T6");
    expect(html).toContain("2021 Toyota RAV4");
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/);
  });

  it("shows the partner but nothing of the visitor when the reference does not match the quote", async () => {
    const session = await startSession(server.url, { ...CAR, vehicleModel: "Corolla Cross" });
    const quote = session.quotes[0]!;
    const { status, html } = await page(`/handoff/${quote.partner_id}?ref=qm_someone-else&quote=${quote.quote_id}`);
    expect(status).toBe(200);
    expect(html).toContain(quote.partner_name);
    expect(html).not.toContain("Corolla Cross");
    expect(html).not.toContain(formatCad(quote.annual_premium));
  });

  it("answers 404 for a partner that does not exist", async () => {
    const { status, type } = await page("/handoff/no-such-partner");
    expect(status).toBe(404);
    expect(type).toContain("text/html");
  });

  it("escapes what the visitor typed on both pages", async () => {
    const session = await startSession(server.url, {
      ...CAR,
      city: "<script>alert(1)</script>",
      vehicleMake: "<img src=x onerror=alert(2)>",
    });
    const quote = session.quotes[0]!;
    const results = await page(session.redirect_url);
    const handoff = await page(
      `/handoff/${quote.partner_id}?ref=${session.aggregator_session_id}&quote=${quote.quote_id}`,
    );
    for (const { status, html } of [results, handoff]) {
      expect(status).toBe(200);
      expect(html).not.toContain("<script>alert(1)</script>");
      expect(html).not.toContain("<img src=x onerror=alert(2)>");
    }
    expect(handoff.html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });
});
