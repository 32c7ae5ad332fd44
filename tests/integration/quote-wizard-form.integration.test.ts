import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { quoteDrafts, quoteSessions } from "../../db/schema";
import { hashPrivacyKey } from "../../server/services/privacy-key";
import { carQuoteForm } from "../helpers/quote-forms";
import { startTestServer, useTestServer } from "../helpers/test-server";

/**
 * Issue 19, part 2: the quote wizard as a browser without JavaScript uses it. Every button posts the
 * page's form to /quotes; the server keeps the answers between steps (per browser, by its privacy key)
 * and starts the quote through the same service as the JSON API. Real HTTP against a started server.
 */

const server = useTestServer({ seed: true, env: { RATE_LIMIT_QUOTES_PER_MINUTE: "1000" } });

const TYPE = { category: "car", province: "ON", city: "Toronto" };
const VEHICLE = { vehicleYear: "2021", vehicleMake: "Toyota", vehicleModel: "RAV4", vehicleTrim: "" };
const DRIVER = {
  driverAge: "35",
  postalCode: "M5V 2T6",
  yearsLicensed: "12",
  ticketsLast3y: "0",
  accidentsLast6y: "0",
};

/** A browser without JavaScript: it keeps its cookies and follows nothing by itself. */
class Browser {
  cookie = "";
  constructor(private readonly base: string) {}

  async post(
    path: string,
    values: Record<string, string>,
    init: { type?: "url" | "multipart"; headers?: Record<string, string> } = {},
  ) {
    const body = init.type === "multipart" ? toFormData(values) : new URLSearchParams(values);
    const answer = await fetch(`${this.base}${path}`, {
      method: "POST",
      body,
      redirect: "manual",
      headers: { ...(this.cookie ? { cookie: this.cookie } : {}), ...init.headers },
    });
    this.keep(answer);
    return answer;
  }

  async get(path: string) {
    const answer = await fetch(`${this.base}${path}`, { headers: this.cookie ? { cookie: this.cookie } : {} });
    this.keep(answer);
    return answer;
  }

  private keep(answer: Response) {
    const set = answer.headers.get("set-cookie");
    if (set) this.cookie = set.split(";")[0]!;
  }
}

function toFormData(values: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.set(name, value);
  return form;
}

/** The hidden inputs and field values of a page's form, as a browser would post them again. */
function formValues(html: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const match of html.matchAll(/<input([^>]*)>/g)) {
    const attributes = match[1]!;
    const name = /name="([^"]+)"/.exec(attributes)?.[1];
    if (!name || name === "intent") continue;
    const type = /type="([^"]+)"/.exec(attributes)?.[1] ?? "text";
    if ((type === "checkbox" || type === "radio") && !/\schecked(=""|\s|$)/.test(attributes)) continue;
    values[name] = decode(/value="([^"]*)"/.exec(attributes)?.[1] ?? (type === "checkbox" ? "on" : ""));
  }
  for (const match of html.matchAll(/<select[^>]*name="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    values[match[1]!] = decode(/<option[^>]*value="([^"]*)"[^>]*selected/.exec(match[2]!)?.[1] ?? "");
  }
  return values;
}

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** Posts the form shown at `path` with some answers changed and a button pressed; the next address. */
async function press(browser: Browser, path: string, intent: string, answers: Record<string, string> = {}) {
  const page = await browser.get(path);
  expect(page.status).toBe(200);
  const values = { ...formValues(await page.text()), ...answers, intent };
  const answer = await browser.post(path, values);
  return answer;
}

/** The address of a wizard step, for a visitor who came from a province page. */
const stepPath = (step: string) => `/quotes?from=province&step=${step}`;

/** Presses a button on the form at `path` and expects the server to send the browser on to `next`. */
async function expectPressLeadsTo(
  browser: Browser,
  path: string,
  intent: string,
  answers: Record<string, string>,
  next: string,
) {
  const answer = await press(browser, path, intent, answers);
  expect(answer.headers.get("location")).toBe(next);
}

function privacyKeyOf(browser: Browser): string {
  return decodeURIComponent(browser.cookie.split("=")[1]!);
}

describe("the quote wizard without JavaScript", () => {
  it("walks four steps and the review on the server, keeps the answers between them and shows the results", async () => {
    const browser = new Browser(server.url);
    // A browser's first post gives it its key; it may keep no cookie, so it is shown the next step itself.
    let answer = await press(browser, "/quotes?from=province", "next", TYPE);
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain("Step 2 of 4");
    expect(browser.cookie).toMatch(/^qm_privacy=[0-9A-Z]{20}$/);
    answer = await press(browser, "/quotes?from=province", "next", TYPE);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(stepPath("vehicle"));

    await expectPressLeadsTo(browser, stepPath("vehicle"), "next", VEHICLE, stepPath("driver"));
    // Back keeps what was typed on the step it leaves.
    await expectPressLeadsTo(browser, stepPath("driver"), "back", { driverAge: "35" }, stepPath("vehicle"));
    const vehicle = await (await browser.get(stepPath("vehicle"))).text();
    expect(vehicle).toContain('value="RAV4"');
    // The step's fields are in their place, not in a hidden part of the page that only a script reveals.
    expect(vehicle).not.toMatch(/<div hidden id="S:/);
    expect(vehicle.indexOf('id="vehicleMake"')).toBeLessThan(vehicle.indexOf('value="back"'));
    expect(formValues(vehicle).driverAge).toBe("35");

    await press(browser, stepPath("vehicle"), "next");
    await expectPressLeadsTo(browser, stepPath("driver"), "next", DRIVER, stepPath("consent"));
    await expectPressLeadsTo(browser, stepPath("consent"), "next", { consentDataSharing: "on" }, stepPath("review"));

    const review = await (await browser.get(stepPath("review"))).text();
    expect(review).toContain("Review Your Information");
    expect(review).toContain("RAV4");
    expect(review).toContain("M5V");
    // Every button works without JavaScript: none is disabled waiting for a script.
    expect(review).not.toMatch(/<button[^>]*disabled/);

    answer = await press(browser, stepPath("review"), "submit");
    expect(answer.status).toBe(303);
    const results = answer.headers.get("location")!;
    expect(results).toMatch(/^\/quotes\?session=[0-9a-f-]{36}$/);
    const sessionId = results.split("=")[1]!;
    const [session] = await server.database.db.select().from(quoteSessions).where(eq(quoteSessions.id, sessionId));
    expect(session?.entryPoint).toBe("province");
    expect(session?.privacyKeyHash).toBe(hashPrivacyKey(privacyKeyOf(browser)));
    // The draft has done its work.
    const [left] = await server.database.db
      .select({ value: count() })
      .from(quoteDrafts)
      .where(eq(quoteDrafts.privacyKeyHash, hashPrivacyKey(privacyKeyOf(browser))));
    expect(left!.value).toBe(0);

    const page = await (await browser.get(results)).text();
    expect(page).toContain("Toronto");
    expect(page).toMatch(/\$[\d,]+/);
  });

  it("prices the results again and hands off to a partner from plain forms, for the session's own browser only", async () => {
    const browser = new Browser(server.url);
    await press(browser, "/quotes", "next", TYPE);
    await press(browser, "/quotes?step=vehicle", "next", VEHICLE);
    await press(browser, "/quotes?step=driver", "next", DRIVER);
    await press(browser, "/quotes?step=consent", "next", { consentDataSharing: "on" });
    const results = (await press(browser, "/quotes?step=review", "submit")).headers.get("location")!;
    const page = await (await browser.get(results)).text();
    const aggregatorSessionId = /name="aggregatorSessionId" value="([^"]+)"/.exec(page)![1]!;
    const quoteId = /name="quoteId" value="([^"]+)"/.exec(page)![1]!;
    const partnerId = /name="partnerId" value="([^"]+)"/.exec(page)![1]!;
    const coverage = {
      intent: "coverage",
      aggregatorSessionId,
      liabilityLimit: "2000000",
      deductible: "1000",
      comprehensive: "on",
    };

    const stranger = new Browser(server.url);
    expect((await stranger.post(results, coverage)).status).toBe(404);
    expect((await stranger.post(results, { intent: "choose", aggregatorSessionId, quoteId, partnerId })).status).toBe(
      404,
    );
    expect((await browser.post(results, { ...coverage, deductible: "7" })).status).toBe(400);
    expect((await browser.post(results, { ...coverage, aggregatorSessionId: "" })).status).toBe(400);

    const repriced = await browser.post(results, coverage);
    expect(repriced.status).toBe(303);
    expect(repriced.headers.get("location")).toBe(results);
    const after = await (await browser.get(results)).text();
    const shown = formValues(after);
    expect(shown.deductible).toBe("1000");
    expect(shown.liabilityLimit).toBe("2000000");
    expect(shown.collision).toBeUndefined();
    expect(shown.comprehensive).toBe("on");

    const newQuoteId = /name="quoteId" value="([^"]+)"/.exec(after)![1]!;
    const newPartnerId = /name="partnerId" value="([^"]+)"/.exec(after)![1]!;
    const chosen = await browser.post(results, {
      intent: "choose",
      aggregatorSessionId,
      quoteId: newQuoteId,
      partnerId: newPartnerId,
    });
    expect(chosen.status).toBe(303);
    expect(chosen.headers.get("location")).toMatch(/^\/handoff\/[a-z-]+\?ref=qm_[\w-]+&quote=[0-9a-f-]{36}$/);
  });

  it("shows the results again with a notice when a results form is over the limit, never an error page", async () => {
    const limited = await startTestServer({ seed: true, env: { RATE_LIMIT_QUOTES_PER_MINUTE: "2" } });
    try {
      const started = await fetch(`${limited.url}/api/session/start`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(carQuoteForm()),
      });
      expect(started.status).toBe(201);
      const browser = new Browser(limited.url);
      browser.cookie = started.headers.get("set-cookie")!.split(";")[0]!;
      const { session_id: sessionId } = (await started.json()) as { session_id: string };
      const results = `/quotes?session=${sessionId}`;
      const page = await (await browser.get(results)).text();
      const aggregatorSessionId = /name="aggregatorSessionId" value="([^"]+)"/.exec(page)![1]!;
      const coverage = { intent: "coverage", aggregatorSessionId, liabilityLimit: "2000000", deductible: "1000" };
      expect((await browser.post(results, coverage)).status).toBe(303);
      const refused = await browser.post(results, coverage);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await refused.text();
      expect(html).toContain("Your car quotes");
      expect(html).toMatch(/role="alert"[^>]*>[\s\S]*?Something went wrong/);
    } finally {
      await limited.close();
    }
  });

  it("shows a refused step again with its problems and everything typed, as a 400", async () => {
    const browser = new Browser(server.url);
    await press(browser, "/quotes", "next", { ...TYPE, category: "travel", city: "Halifax", province: "NS" });
    const answer = await press(browser, "/quotes?step=details", "next", { driverAge: "12", postalCode: "M5V 2T6" });
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="12"');
    expect(html).toContain('value="M5V 2T6"');
    // The postal code is in Ontario, not Nova Scotia: said in the visitor's words, at the field.
    expect(html).toMatch(/id="postalCode-error"[^>]*>[^<]*M5V is not in Nova Scotia/);
    expect(html).toMatch(/id="driverAge-error"[^>]*>[^<]*at least 16/);
  });

  it("goes back to a step from the review screen, and refuses to start without the data-sharing consent", async () => {
    const browser = new Browser(server.url);
    await press(browser, "/quotes", "next", { category: "home", province: "BC", city: "Victoria" });
    await press(browser, "/quotes?step=details", "next", { homeAge: "30", postalCode: "V8W 1A1" });
    await press(browser, "/quotes?step=consent", "next", {});
    let answer = await press(browser, "/quotes?step=review", "edit:details");
    expect(answer.headers.get("location")).toBe("/quotes?step=details");
    answer = await press(browser, "/quotes?step=review", "submit");
    expect(answer.status).toBe(400);
    const html = await answer.text();
    expect(html).toContain("Review Your Information");
    expect(html).toContain('id="consentDataSharing-error"');
  });

  it("says so when a later step is asked for and no answers were kept, and starts at the first step", async () => {
    const html = await (await fetch(`${server.url}/quotes?step=driver`)).text();
    expect(html).toContain("Your earlier answers were not kept");
    expect(html).toContain("Step 1 of");
  });

  it("sends a visitor who skips ahead by address back to the first step still unanswered", async () => {
    const browser = new Browser(server.url);
    await press(browser, "/quotes", "next", TYPE);
    const html = await (await browser.get("/quotes?step=review")).text();
    expect(html).toContain("Step 2 of 4");
  });

  it("reads careless and hostile posts without a 500: any encoding, unknown buttons and values, long text", async () => {
    const browser = new Browser(server.url);
    const first = await browser.post("/quotes", { ...TYPE, at: "type", intent: "next" }, { type: "multipart" });
    expect(first.status).toBe(200);
    const multipart = await browser.post("/quotes", { ...TYPE, at: "type", intent: "next" }, { type: "multipart" });
    expect(multipart.status).toBe(303);
    const posts: Record<string, string>[] = [
      { at: "nowhere", intent: "fly", category: "spaceship", province: "ZZ", city: "x".repeat(5000) },
      { at: "type", intent: "next", city: "Nowhere" },
      { at: "review", intent: "submit" },
      { at: "driver", intent: "edit:../../admin", category: "car" },
      { at: "type", intent: "next", category: "CAR", province: "on", city: "<script>alert(1)</script>" },
      { at: "vehicle", intent: "next", category: "car", vehicleYear: "1e9", vehicleMake: "\u0000", vehicleModel: "" },
      {},
    ];
    for (const values of posts) {
      const answer = await browser.post("/quotes", values);
      expect([303, 400], JSON.stringify(values)).toContain(answer.status);
      expect(await answer.text()).not.toContain("<script>alert(1)</script>");
    }
    const json = await fetch(`${server.url}/quotes`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(TYPE),
    });
    expect(json.status).toBe(415);
  });

  it("refuses a post another site makes, so it cannot replace this browser's privacy key", async () => {
    const browser = new Browser(server.url);
    const answer = await browser.post(
      "/quotes",
      { ...TYPE, intent: "next" },
      { headers: { "sec-fetch-site": "cross-site" } },
    );
    expect(answer.status).toBe(403);
    expect(answer.headers.get("set-cookie")).toBeNull();
    // A browser that sends no Sec-Fetch-Site (Safari before 16.4) is judged by its Origin (React
    // Router itself refuses a foreign Origin with 400 before the action; either way, no key is set).
    const routerRefusals = vi.spyOn(console, "error").mockImplementation(() => {});
    const origin = (value: string) =>
      browser.post("/quotes", { ...TYPE, intent: "next" }, { headers: { origin: value } });
    for (const value of ["https://evil.example", "null", "not a url"]) {
      const refused = await origin(value);
      expect([400, 403], value).toContain(refused.status);
      expect(refused.headers.get("set-cookie"), value).toBeNull();
    }
    expect(routerRefusals.mock.calls.map(String).join("\n")).toMatch(/origin/);
    expect((await origin(server.url)).status).toBe(200);
  });

  it("walks the steps for a browser that keeps no cookie, each post answered with the next step", async () => {
    const post = (values: Record<string, string>) =>
      fetch(`${server.url}/quotes`, { method: "POST", body: new URLSearchParams(values), redirect: "manual" });
    let draft: Record<string, string> = { ...TYPE, at: "type" };
    const steps: [Record<string, string>, string][] = [
      [VEHICLE, "Step 2 of 4"],
      [DRIVER, "Step 3 of 4"],
      [{ consentDataSharing: "on" }, "Step 4 of 4"],
      [{}, "Review Your Information"],
    ];
    let review = "";
    for (const [answers, shownStep] of steps) {
      const shown = await post({ ...draft, intent: "next" });
      expect(shown.status).toBe(200);
      review = await shown.text();
      expect(review).toContain(shownStep);
      draft = { ...formValues(review), ...answers };
    }
    const started = await post({ ...formValues(review), consentDataSharing: "on", intent: "submit" });
    expect(started.status).toBe(303);
    expect(started.headers.get("location")).toMatch(/^\/quotes\?session=/);
  });

  it("never shows a consent already ticked on a new visit, though the answers are kept", async () => {
    const browser = new Browser(server.url);
    await press(browser, "/quotes", "next", TYPE);
    await press(browser, "/quotes?step=vehicle", "next", VEHICLE);
    await browser.post("/quotes?step=consent", {
      ...TYPE,
      ...VEHICLE,
      ...DRIVER,
      consentDataSharing: "on",
      consentContact: "on",
      at: "consent",
      intent: "back",
    });
    const fresh = formValues(await (await browser.get("/quotes")).text());
    expect(fresh.city).toBe("Toronto");
    expect(fresh.consentDataSharing).toBeUndefined();
    expect(fresh.consentContact).toBeUndefined();
  });

  it("keeps one draft per browser however many times it posts at once, and the API bucket counts the posts", async () => {
    const browser = new Browser(server.url);
    await press(browser, "/quotes", "next", TYPE);
    const key = privacyKeyOf(browser);
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        browser.post("/quotes", { ...TYPE, city: `City ${index}`, at: "type", intent: "next" }),
      ),
    );
    for (const answer of answers) expect(answer.status).toBe(303);
    const rows = await server.database.db
      .select({ answers: quoteDrafts.answers })
      .from(quoteDrafts)
      .where(eq(quoteDrafts.privacyKeyHash, hashPrivacyKey(key)));
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.answers.city)).toMatch(/^City \d+$/);

    const limited = await startTestServer({ seed: false, env: { RATE_LIMIT_QUOTES_PER_MINUTE: "2" } });
    try {
      const visitor = new Browser(limited.url);
      expect((await visitor.post("/quotes", { ...TYPE, intent: "next" })).status).toBe(200);
      expect((await visitor.post("/quotes", { ...TYPE, intent: "next" })).status).toBe(303);
      const refused = await visitor.post("/quotes", { ...TYPE, intent: "next" });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      const html = await refused.text();
      expect(html).toContain('value="Toronto"');
      const api = await fetch(`${limited.url}/api/session/start`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      });
      expect(api.status).toBe(429);
    } finally {
      await limited.close();
    }
  });
  it("shows an Ontario quote's coverage choices on the review, standard package chosen, and posts what is left out", async () => {
    const browser = new Browser(server.url);
    await press(browser, "/fr/soumissions", "next", TYPE);
    await press(browser, "/fr/soumissions?step=vehicle", "next", VEHICLE);
    await press(browser, "/fr/soumissions?step=driver", "next", DRIVER);
    await press(browser, "/fr/soumissions?step=consent", "next", { consentDataSharing: "on" });
    const review = await (await browser.get("/fr/soumissions?step=review")).text();
    expect(review).toContain("Indemnités d&#x27;accident facultatives");
    // Every choice is a pair of radio buttons, "keep" checked: the standard package.
    const values = formValues(review);
    expect(values["choice.income_replacement"]).toBe("keep");
    expect(values["choice.dcpd"]).toBe("keep");
    expect(review).toMatch(/name="choice\.income_replacement" value="out"/);
    const answer = await press(browser, "/fr/soumissions?step=review", "submit", {
      "choice.income_replacement": "out",
      "choice.caregiver": "out",
      "choice.dcpd": "out",
    });
    expect(answer.status).toBe(303);
    const sessionId = answer.headers.get("location")!.split("=")[1]!;
    const [session] = await server.database.db.select().from(quoteSessions).where(eq(quoteSessions.id, sessionId));
    expect((session!.request as { coverage: Record<string, unknown> }).coverage).toMatchObject({
      declined_benefits: ["income_replacement", "caregiver"],
      dcpd_opt_out: true,
    });
  });

  it("keeps the single path's form as it was: no chooser outside Ontario and no carried choices", async () => {
    const browser = new Browser(server.url);
    await press(browser, "/quotes", "next", { ...TYPE, province: "AB", city: "Calgary" });
    await press(browser, "/quotes?step=vehicle", "next", VEHICLE);
    const driver = await (await browser.get("/quotes?step=driver")).text();
    expect(driver).not.toContain('name="choice.');
    await press(browser, "/quotes?step=driver", "next", { ...DRIVER, postalCode: "T2P 1J9" });
    await press(browser, "/quotes?step=consent", "next", { consentDataSharing: "on" });
    const review = await (await browser.get("/quotes?step=review")).text();
    expect(review).toContain("Review Your Information");
    expect(review).not.toContain('name="choice.');
  });
});
