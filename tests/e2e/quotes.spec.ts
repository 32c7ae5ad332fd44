import type { Locator, Page } from "@playwright/test";
import { carQuoteForm } from "../helpers/quote-forms";
import { expect, expectNoAxeViolations, test, unfold } from "./fixtures";
import { holdRequests, scriptsOf } from "./requests";

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

async function annualPrices(list: Locator): Promise<number[]> {
  const texts = await list.locator("li p.text-3xl").allTextContents();
  return texts.map((text) => Number(text.replace(/per year/, "").replace(/[^\d]/g, "")));
}

async function fillCarWizard(
  page: Page,
  options: { postalCode?: string; accidents?: string; yearsLicensed?: string } = {},
) {
  await page.getByLabel("City or town").fill("Toronto");
  await continueButton(page).click();
  await page.getByLabel("Year").selectOption("2021");
  await page.getByLabel("Make").fill("Toyota");
  await page.getByLabel("Model", { exact: true }).fill("RAV4");
  await continueButton(page).click();
  await page.getByLabel("Your age").fill("35");
  await page.getByLabel("Postal code").fill(options.postalCode ?? "M5V 2T6");
  await page.getByLabel("Years licensed").fill(options.yearsLicensed ?? "12");
  await page.getByLabel("Tickets in the last 3 years").fill("0");
  await page.getByLabel("At-fault accidents in the last 6 years").fill(options.accidents ?? "0");
  await continueButton(page).click();
}

test.describe("car quote wizard", () => {
  test("from a province page through four steps, review, results, re-pricing and hand-off", async ({ page }) => {
    // The longest journey (eleven pages and axe on each): on two busy cores it can pass 30 s.
    test.slow();
    await page.goto("/ontario-auto-insurance-quote");
    await page.getByRole("link", { name: "Compare Ontario car insurance" }).click();
    await expect(page).toHaveURL(/\/quotes\?category=car&province=ontario-auto-insurance-quote&from=province/);
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Ontario" }),
    ).toBeVisible();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await expect(page.getByRole("radio", { name: "Car Insurance" })).toBeChecked();
    await expect(page.getByLabel("Province")).toHaveValue("ON");
    await expect(continueButton(page)).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.getByLabel("City or town").fill("Toronto");
    await expect(continueButton(page)).toBeEnabled();
    await continueButton(page).click();
    await expect(page.getByRole("heading", { name: "Tell us about your vehicle" })).toBeFocused();
    await expect(continueButton(page)).toBeDisabled();
    await page.getByLabel("Year").selectOption("2021");
    await page.getByLabel("Make").fill("T");
    await page.getByLabel("Model", { exact: true }).fill("RAV4");
    await continueButton(page).click();
    await expect(page.getByText("The make must be at least 2 characters.")).toBeVisible();
    await expect(page.getByLabel("Make")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.getByLabel("Make").fill("Toyota");
    await continueButton(page).click();

    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await page.getByLabel("Your age").fill("35");
    await page.getByLabel("Postal code").fill("V6B 1A1");
    await page.getByLabel("Years licensed").fill("12");
    await page.getByLabel("Tickets in the last 3 years").fill("0");
    await page.getByLabel("At-fault accidents in the last 6 years").fill("1");
    await continueButton(page).click();
    await expect(
      page.getByText("Postal code V6B is not in Ontario. Check the postal code or the province."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel("Postal code").fill("m5v 2t6");
    await continueButton(page).click();

    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    await expect(continueButton(page)).toBeDisabled();
    await expect(page.getByLabel(/Contact me about insurance options/)).not.toBeChecked();
    await page.getByLabel(/Share my details with partners/).check();
    await expectNoAxeViolations(page);
    await continueButton(page).click();

    await expect(page.getByRole("heading", { name: "Review Your Information" })).toBeVisible();
    const review = page.locator("form");
    for (const text of ["Ontario", "M5V", "Toronto", "2021", "Toyota", "RAV4", "$1,000,000", "$500"]) {
      await expect(review.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(
      review.getByText(/agree to be contacted about insurance options by e-mail, SMS or phone/),
    ).toBeVisible();
    const viewQuotes = page.getByRole("button", { name: "View My Quotes" });
    await page.getByLabel(/Share my details with partners/).uncheck();
    await expect(viewQuotes).toBeDisabled();
    await page.getByLabel(/Share my details with partners/).check();
    await expectNoAxeViolations(page);
    await viewQuotes.click();

    await expect(page).toHaveURL(/\/quotes\?session=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your car quotes" })).toBeVisible();
    await expect(page.getByText("2021 Toyota RAV4 · Toronto, Ontario · M5V")).toBeVisible();
    const list = page.getByRole("list", { name: "Your car quotes" });
    const before = await annualPrices(list);
    expect(before.length).toBeGreaterThanOrEqual(2);
    expect([...before].sort((a, b) => a - b)).toEqual(before);
    await expect(
      page.getByText(`Save up to $${(before.at(-1)! - before[0]!).toLocaleString("en-CA")} a year`),
    ).toBeVisible();
    await expect(
      page.getByText(/These are estimates from our 2026 rate tables, built from public averages/),
    ).toBeVisible();
    // Ontario's accident-benefits reform of 1 July 2026, which the 2026 table reflects (decision 0046).
    await expect(page.getByText(/Since 1 July 2026, Ontario accident benefits other than medical/)).toBeVisible();
    // No developer's word on the screen (issue 24).
    await expect(page.getByText(/estimates-202\d-v\d/)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Why this price" })).toBeVisible();
    await expect(page.getByText("1 at-fault accidents in the last 6 years")).toBeVisible();
    await expectNoAxeViolations(page);

    await unfold(page, "[data-coverage-panel]");
    await page.getByText("$1,000", { exact: true }).click();
    await expect(page.getByRole("status").getByText("Prices updated.")).toBeVisible();
    // "Prices updated." stays from one change to the next, so wait for the prices themselves.
    await expect.poll(async () => (await annualPrices(list))[0]).toBeLessThan(before[0]!);
    const higherDeductible = await annualPrices(list);
    await page.getByLabel("Collision").uncheck();
    await expect(page.getByLabel("Collision")).not.toBeChecked();
    await expect.poll(async () => (await annualPrices(list))[0]).toBeLessThan(higherDeductible[0]!);
    await expect(page.getByRole("status").getByText("Prices updated.")).toBeVisible();
    const withoutCollision = await annualPrices(list);

    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await annualPrices(list)).toEqual(withoutCollision);
    await expect(page.getByLabel("Collision")).not.toBeChecked();

    const first = list.locator("li").first();
    const partner = (await first.getByRole("heading", { level: 2 }).textContent())!.replace(" (fictional)", "");
    await first.getByRole("button", { name: `Continue with ${partner}` }).click();
    await expect(page).toHaveURL(/\/handoff\/[a-z-]+\?ref=qm_[\w-]+&quote=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: `Continue with ${partner} (fictional)` })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What we would send" })).toBeVisible();
    await expect(page.getByText("2021 Toyota RAV4")).toBeVisible();
    await expect(page.getByText("M5V 2T6")).toBeVisible();
    await expect(page.getByText(`$${withoutCollision[0]!.toLocaleString("en-CA")} per year`)).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Back to my quotes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your car quotes" })).toBeVisible();
  });

  test("can be completed with the keyboard alone", async ({ page }) => {
    await page.goto("/quotes");
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByText("Get Quotes")).toBeVisible();
    await page.getByRole("radio", { name: "Car Insurance" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("radio", { name: "Car Insurance" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Province")).toBeFocused();
    await page.keyboard.type("Ontario");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Ottawa");
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Tell us about your vehicle" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Year")).toBeFocused();
    await page.keyboard.type("2019");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Honda");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Civic");
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "About you and your driving" })).toBeFocused();
    for (const value of ["29", "K1A 0B1", "8", "1", "0"]) {
      await page.keyboard.press("Tab");
      await page.keyboard.type(value);
    }
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Your consent" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByLabel(/Share my details with partners/)).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");

    await expect(page.getByRole("heading", { name: "Review Your Information" })).toBeFocused();
    const viewQuotes = page.getByRole("button", { name: "View My Quotes" });
    for (
      let presses = 0;
      presses < 20 && !(await viewQuotes.evaluate((node) => node === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(viewQuotes).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 1, name: "Your car quotes" })).toBeVisible();
    await expect(page.getByText("2019 Honda Civic · Ottawa, Ontario · K1A")).toBeVisible();
  });

  test("keeps answers when the visitor goes back, and edits from the review screen", async ({ page }) => {
    await page.goto("/quotes?category=car");
    await page.getByLabel("Province").selectOption("AB");
    await fillCarWizard(page, { postalCode: "T2P 1J9" });
    await page.getByLabel(/Share my details with partners/).check();
    await continueButton(page).click();
    await page.getByRole("button", { name: "Edit Vehicle" }).click();
    await expect(page.getByLabel("Make")).toHaveValue("Toyota");
    await page.getByLabel("Model", { exact: true }).fill("Corolla");
    await continueButton(page).click();
    await continueButton(page).click();
    await continueButton(page).click();
    await expect(page.getByText("Corolla", { exact: true })).toBeVisible();
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByLabel("City or town")).toHaveValue("Toronto");
  });

  test("keeps what was typed before the page became interactive", async ({ page }) => {
    // Hold the page's scripts back while the visitor types, as a slow phone would.
    const visitor = await page.context().newPage();
    const scripts = await holdRequests(visitor, "**/assets/*.js");
    await visitor.goto("/quotes?category=car&province=ON", { waitUntil: "domcontentloaded" });
    await visitor.getByLabel("City or town").fill("Toronto");
    scripts.release();
    await visitor.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(visitor.getByLabel("City or town")).toHaveValue("Toronto");
    await continueButton(visitor).click();
    await expect(visitor.getByText("Step 2 of 4")).toBeVisible();
    await visitor.close();
  });

  test("the city's hint is a whole sentence for every insurance type, in both languages", async ({ page }) => {
    // Issue 24: "Where the you live is kept most of the time." and "Where the home is is kept…".
    await page.goto("/quotes");
    await expect(page.getByText("Where you live.", { exact: true })).toBeVisible();
    await page.locator("label").filter({ hasText: "Car Insurance" }).click();
    await expect(page.getByText("Where the car is kept most of the time.", { exact: true })).toBeVisible();
    await page.locator("label").filter({ hasText: "Home Insurance" }).click();
    await expect(page.getByText("Where the home is.", { exact: true })).toBeVisible();
    await page.locator("label").filter({ hasText: "Travel Insurance" }).click();
    await expect(page.getByText("Where you live.", { exact: true })).toBeVisible();
    await page.goto("/fr/soumissions?category=home");
    await expect(page.getByText("La ville où se trouve l'habitation.", { exact: true })).toBeVisible();
  });

  test("quotes a clean, experienced driver only from partners that insure them, and says who declined", async ({
    page,
  }) => {
    // Issue 24: a 35-year-old licensed 17 years with a clean record was offered the product for
    // drivers licensed under five years and the non-standard one.
    await page.goto("/quotes?category=car&province=on");
    await fillCarWizard(page, { yearsLicensed: "17" });
    await page.getByLabel(/Share my details with partners/).check();
    await continueButton(page).click();
    await page.getByRole("button", { name: "View My Quotes" }).click();
    const list = page.getByRole("list", { name: "Your car quotes" });
    await expect(list.getByRole("heading", { level: 2 }).first()).toBeVisible();
    const partners = await list.getByRole("heading", { level: 2 }).allTextContents();
    expect(partners.length).toBeGreaterThanOrEqual(2);
    expect(partners).not.toContain("Aurora Young Driver Cover (fictional)");
    expect(partners).not.toContain("Keystone Non-Standard Auto (fictional)");
    await expect(
      page.getByText(
        `We asked the ${partners.length + 2} partners in our catalogue that write car insurance in Ontario.`,
      ),
    ).toBeVisible();
    const declined = page.getByText("2 partners don't insure this profile");
    await expect(page.getByText("insures only drivers licensed under five years")).toBeHidden();
    await declined.click();
    await expect(page.getByText("insures only drivers licensed under five years")).toBeVisible();
    await expect(page.getByText("insures only drivers with several accidents or tickets")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("explains public-plan provinces: Manitoba's physical damage cannot be switched off", async ({ page }) => {
    await page.goto("/quotes?category=car&province=mb");
    await page.getByLabel("City or town").fill("Winnipeg");
    await continueButton(page).click();
    await page.getByLabel("Year").selectOption("2018");
    await page.getByLabel("Make").fill("Ford");
    await page.getByLabel("Model", { exact: true }).fill("Escape");
    await continueButton(page).click();
    await page.getByLabel("Your age").fill("44");
    await page.getByLabel("Postal code").fill("R3C 4T3");
    await page.getByLabel("Years licensed").fill("20");
    await page.getByLabel("Tickets in the last 3 years").fill("0");
    await page.getByLabel("At-fault accidents in the last 6 years").fill("0");
    await continueButton(page).click();
    await page.getByLabel(/Share my details with partners/).check();
    await continueButton(page).click();
    await page.getByRole("button", { name: "View My Quotes" }).click();
    await expect(page.getByText(/In Manitoba basic coverage comes from the public insurer/)).toBeVisible();
    await unfold(page, "[data-coverage-panel]");
    await expect(page.getByText(/part of the public Autopac plan/)).toBeVisible();
    // Ontario's accident-benefits reform is Ontario's alone.
    await expect(page.getByText(/Since 1 July 2026/)).toHaveCount(0);
    await expect(page.getByLabel("Collision")).toBeDisabled();
    await expect(page.getByLabel("Collision")).toBeChecked();
    await expectNoAxeViolations(page);
  });
});

test.describe("other insurance types", () => {
  test("home has three steps and prices the home", async ({ page }) => {
    await page.goto("/quotes?category=home");
    await page.getByLabel("Province").selectOption("NS");
    await page.getByLabel("City or town").fill("Halifax");
    await continueButton(page).click();
    await expect(page.getByText("Step 2 of 3")).toBeVisible();
    await expect(page.getByRole("heading", { name: "About your home" })).toBeVisible();
    await page.getByLabel("Age of the home (years)").fill("40");
    await page.getByLabel("Postal code").fill("B3H 1A1");
    await expectNoAxeViolations(page);
    await continueButton(page).click();
    await expect(page.getByText("Step 3 of 3")).toBeVisible();
    await page.getByLabel(/Share my details with partners/).check();
    await continueButton(page).click();
    await expect(page.getByRole("heading", { name: "Your home" })).toBeVisible();
    await page.getByRole("button", { name: "View My Quotes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your home quotes" })).toBeVisible();
    await expect(page.getByText(/rough estimates from our 2025 home rate table/)).toBeVisible();
    await expect(page.getByText(/home-estimates-2025-v1/)).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Adjust your coverage" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("travel is handed to the partners that write it, without car prices", async ({ page }) => {
    await page.goto(
      "/quotes?category=travel&province=on&from=blog&blog=how-car-insurance-premiums-are-calculated-in-canada",
    );
    await expect(
      page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" }),
    ).toHaveAttribute("href", "/blog/how-car-insurance-premiums-are-calculated-in-canada");
    await page.getByLabel("City or town").fill("Toronto");
    await continueButton(page).click();
    await page.getByLabel("Your age").fill("52");
    await page.getByLabel("Postal code").fill("M4W 1A8");
    await continueButton(page).click();
    await page.getByLabel(/Share my details with partners/).check();
    await continueButton(page).click();
    await page.getByRole("button", { name: "View My Quotes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Travel Insurance partners in Ontario" })).toBeVisible();
    await expect(page.getByText(/per year/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page
      .getByRole("button", { name: /^Continue with / })
      .first()
      .click();
    await expect(page.getByText("No price yet: the partner quotes you directly.")).toBeVisible();
  });

  test("an unknown results link says so and offers a new quote", async ({ page }) => {
    await page.goto("/quotes?session=00000000-0000-4000-8000-000000000000");
    await expect(page.getByRole("heading", { name: "We couldn't find those quotes" })).toBeVisible();
    await page.getByRole("link", { name: "Start a new quote" }).click();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
  });
});

test.describe("the wizard's code (decision 0033)", () => {
  // Rollup names a lazily imported module's file after it; a renamed module fails the "loads after" checks.
  const LATER_STEPS = /\/assets\/later-step-fields-[\w-]+\.js$/;
  const CHECK = /\/assets\/quote-draft-validation-[\w-]+\.js$/;
  const ZOD = /\/assets\/zod-[\w-]+\.js$/;
  const RESULTS = /\/assets\/quote-results-[\w-]+\.js$/;

  const loaded = (scripts: string[], file: RegExp) => scripts.some((path) => file.test(path));

  test("the first step loads alone; the later steps, the check and the results load as the visitor goes on", async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto("/quotes?category=car&province=ON");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => [LATER_STEPS, CHECK, ZOD, RESULTS].some((file) => file.test(path)))).toEqual([]);

    // Starting on the form fetches what Continue needs.
    await page.getByLabel("City or town").focus();
    await expect.poll(() => [LATER_STEPS, CHECK, ZOD].every((file) => loaded(scripts, file))).toBe(true);
    expect(loaded(scripts, RESULTS)).toBe(false);

    await fillCarWizard(page);
    await page.getByLabel(/Share my details with partners/).check();
    await continueButton(page).click();
    await page.getByRole("button", { name: "View My Quotes" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Your car quotes" })).toBeVisible();
    expect(loaded(scripts, RESULTS)).toBe(true);
  });

  test("a later step drawn by the server is filled in before its code comes, then hydrated in place", async ({
    page,
  }) => {
    // The first step posted as a browser without JavaScript would: the server keeps the answers.
    const posted = await page.request.post("/quotes?category=car", {
      form: { intent: "next", at: "type", category: "car", province: "ON", city: "Toronto" },
    });
    expect(posted.ok()).toBe(true);
    const scripts = scriptsOf(page);
    const laterSteps = await holdRequests(page, LATER_STEPS);
    await page.goto("/quotes?category=car&step=vehicle");
    await expect.poll(() => loaded(scripts, LATER_STEPS)).toBe(true);
    // The page is interactive and the step's code is still on its way: the server's fields stay.
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    const year = await page.getByLabel("Year").elementHandle();
    await page.getByLabel("Year").selectOption("2021");
    await page.getByLabel("Make").fill("Toyota");
    await page.getByLabel("Model", { exact: true }).fill("RAV4");
    laterSteps.release();

    // Hydrated, not drawn again: the same elements, and what was typed counts.
    await expect(continueButton(page)).toBeEnabled();
    expect(await year!.evaluate((element) => element.isConnected)).toBe(true);
    await continueButton(page).click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await expect(page.getByLabel("Your age")).toBeVisible();
  });

  test("a results page opened afresh shows its results before their code comes, then hydrates them in place", async ({
    page,
  }) => {
    const started = await page.request.post("/api/session/start", { data: carQuoteForm() });
    expect(started.status()).toBe(201);
    const { redirect_url: results } = (await started.json()) as { redirect_url: string };
    const scripts = scriptsOf(page);
    const resultsCode = await holdRequests(page, RESULTS);
    await page.goto(results);
    await expect.poll(() => loaded(scripts, RESULTS)).toBe(true);
    const list = page.getByRole("list", { name: "Your car quotes" });
    await expect(list).toBeVisible();
    const shown = await list.elementHandle();
    const before = await annualPrices(list);
    resultsCode.release();

    // Hydrated in place (the form's hint turns to the live one once the results have hydrated): the
    // same list, and a coverage change prices it again at once.
    await unfold(page, "[data-coverage-panel]");
    await expect(page.getByText(/Prices update as soon as you change an option\./)).toBeVisible();
    await page.getByText("$1,000", { exact: true }).click();
    await expect(page.getByRole("status").getByText("Prices updated.")).toBeVisible();
    await expect.poll(async () => (await annualPrices(list))[0]).toBeLessThan(before[0]!);
    expect(await shown!.evaluate((element) => element.isConnected)).toBe(true);
  });

  test("a results page reached in the browser is drawn whole: its code comes with its data", async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.goto("/quotes?category=car");
    const resultsCode = await holdRequests(page, RESULTS);
    // The concierge's quote mode ends with a navigation to the results, which nothing fetched ahead.
    await page.getByRole("button", { name: "Prefer to chat?" }).click();
    const dialog = page.getByRole("dialog", { name: "Smart Quote Concierge" });
    await dialog
      .getByPlaceholder("Type your message...")
      .fill("I'm in Toronto M5V, 2020 Honda Civic, licensed 12 years, no tickets or accidents, standard coverage");
    await dialog.getByPlaceholder("Type your message...").press("Enter");
    await dialog.getByLabel(/share the details I give here/).check();
    await dialog.getByRole("button", { name: "Show My Quotes" }).click();
    await expect.poll(() => loaded(scripts, RESULTS)).toBe(true);
    // The page stays as it is until the results can be drawn.
    await expect(page).toHaveURL(/\/quotes\?category=car$/);
    resultsCode.release();
    await expect(page).toHaveURL(/\/quotes\?session=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your car quotes" })).toBeVisible();
  });
});

test.describe("comparable results and how they work (issue 24)", () => {
  async function ontarioResults(page: Page, path = "/quotes?category=car&province=on") {
    await page.goto(path);
    await fillCarWizard(page, { yearsLicensed: "17" });
    await page.getByLabel(/Share my details with partners/).check();
    await continueButton(page).click();
    await page.getByRole("button", { name: "View My Quotes" }).click();
    const list = page.getByRole("list", { name: "Your car quotes" });
    await expect(list.locator("[data-quote-card]").first()).toBeVisible();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    return list;
  }
  const cards = (list: Locator) => list.locator("[data-quote-card]");
  const names = (list: Locator) => cards(list).getByRole("heading", { level: 2 }).allTextContents();

  test("each card says what its price buys; monthly or annual leads; sort and filter live in the address", async ({
    page,
  }) => {
    test.slow();
    const list = await ontarioResults(page);
    const first = cards(list).first();
    await expect(first.getByRole("heading", { name: "What this price buys" })).toBeVisible();
    await expect(first.getByRole("definition").filter({ hasText: "$1,000,000" })).toBeVisible();
    await expect(first.getByRole("definition").filter({ hasText: "$500" })).toBeVisible();
    await expect(first.getByRole("definition").filter({ hasText: /^Included$/ })).toHaveCount(2);
    // The cheapest and our top-rated are marked, and each rating links to how we rate.
    await expect(first.getByText("Lowest price", { exact: true })).toBeVisible();
    await expect(list.getByText("Top rated by us")).toHaveCount(1);
    await expect(first.getByText(/Our rating: \d\/5/)).toBeVisible();

    await unfold(page, "[data-results-options]");
    await page.getByText("Per month", { exact: true }).click();
    await expect(first.locator("[data-price] p").first()).toContainText("per month");
    await expect(first.locator("[data-price]")).toContainText(/or \$[\d,]+\/year/);
    await expect(page).toHaveURL(/[?&]price=monthly/);

    await page.getByText("Our rating", { exact: true }).click();
    await expect(cards(list).first().getByText("Top rated by us")).toBeVisible();
    await expect(page).toHaveURL(/[?&]sort=rating/);

    const all = await names(list);
    await page.getByLabel("Accident forgiveness").check();
    await expect(page.getByText(`Showing 1 of ${all.length} quotes.`)).toBeVisible();
    expect(await names(list)).toEqual(["Maplewood Assurance (fictional)"]);
    await expect(page).toHaveURL(/[?&]feature=accident_forgiveness/);
    await expectNoAxeViolations(page);

    // A link keeps the arrangement: the same address opened afresh shows the same.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await names(list)).toEqual(["Maplewood Assurance (fictional)"]);
    await expect(cards(list).first().locator("[data-price] p").first()).toContainText("per month");
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect.poll(() => names(list)).toHaveLength(all.length);
  });

  test("the trust panel says how we are paid, rank, rate, who was asked and where to complain", async ({ page }) => {
    const list = await ontarioResults(page);
    const panel = page.getByRole("region", { name: "How these results work" });
    await expect(panel).toContainText("a partner may pay us a commission or referral fee");
    await expect(panel).toContainText("lowest estimated annual price first");
    await expect(panel).toContainText("one point for each of these");
    for (const name of await names(list)) await expect(panel).toContainText(name);
    await expect(panel).toContainText("Aurora Young Driver Cover (fictional)");
    await expect(panel).toContainText("not an insurer, agent or broker");
    await expect(panel).toContainText("General Insurance OmbudService");
    await expect(panel).toContainText("Financial Services Regulatory Authority of Ontario (FSRA)");
    await expect(panel.getByRole("link", { name: "contact us" })).toHaveAttribute("href", "/contact");
    await cards(list).first().getByRole("link", { name: "How we rate" }).click();
    await expect(page.locator("#how-we-rate")).toBeInViewport();
  });

  test("keeps the keyboard's focus on a coverage control while it prices again", async ({ page }) => {
    const list = await ontarioResults(page);
    await unfold(page, "[data-coverage-panel]");
    const before = await annualPrices(list);
    const million = page.getByRole("radio", { name: "$1M" });
    await million.focus();
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("radio", { name: "$2M" })).toBeChecked();
    await expect.poll(async () => (await annualPrices(list))[0]).toBeGreaterThan(before[0]!);
    await expect(page.getByRole("status").getByText("Prices updated.")).toBeVisible();
    await expect(page.getByRole("radio", { name: "$2M" })).toBeFocused();
    const collision = page.getByLabel("Collision");
    await collision.focus();
    await page.keyboard.press("Space");
    await expect.poll(async () => (await annualPrices(list))[0]).toBeLessThan(before[0]!);
    await expect(collision).toBeFocused();
  });

  test("the first price is on the first screen (a phone too), after the coverage for eye and keyboard", async ({
    page,
  }) => {
    const list = await ontarioResults(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    const price = cards(list).first().locator("[data-price]");
    const box = (await price.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    // The coverage is above the first card and before it in the document, so Tab meets it first.
    const coverage = page.locator("[data-coverage-panel]");
    expect((await coverage.boundingBox())!.y).toBeLessThan(box.y);
    expect(
      await coverage.evaluate(
        (panel, card) => Boolean(panel.compareDocumentPosition(card!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await cards(list).first().elementHandle(),
      ),
    ).toBe(true);
  });

  test("French results: names, coverage and the trust panel in French", async ({ page }) => {
    await page.goto("/fr/soumissions?category=car&province=on");
    await page.getByLabel("Ville ou municipalité").fill("Toronto");
    await page.getByRole("button", { name: "Continuer" }).click();
    await page.getByLabel("Année").selectOption("2021");
    await page.getByLabel("Marque").fill("Toyota");
    await page.getByLabel("Modèle", { exact: true }).fill("RAV4");
    await page.getByRole("button", { name: "Continuer" }).click();
    await page.getByLabel("Votre âge").fill("35");
    await page.getByLabel("Code postal").fill("M5V 2T6");
    await page.getByLabel("Années avec permis").fill("17");
    await page.getByLabel(/Contraventions/).fill("0");
    await page.getByLabel(/Accidents responsables/).fill("0");
    await page.getByRole("button", { name: "Continuer" }).click();
    await page.locator("input[type=checkbox]").first().check();
    await page.getByRole("button", { name: "Continuer" }).click();
    await page.getByRole("button", { name: /Voir mes soumissions/i }).click();
    const first = page.locator("[data-quote-card]").first();
    await expect(first.getByRole("heading", { name: "Ce que ce prix comprend" })).toBeVisible();
    await expect(first.getByRole("heading", { level: 2 })).toHaveText(/\(fictif\)$/);
    await expect(page.getByText("(fictional)")).toHaveCount(0);
    const panel = page.getByRole("region", { name: "Comment fonctionnent ces résultats" });
    await expect(panel).toContainText("commission");
    await expect(panel).toContainText("Autorité ontarienne de réglementation des services financiers");
    await expectNoAxeViolations(page);
  });
});

test.describe("home page figures (issue 24)", () => {
  test("shows figures counted from our partner catalogue, not claims we cannot back", async ({ page }) => {
    const { readdirSync } = await import("node:fs");
    const partners = readdirSync("content/partners").filter((file) => file.endsWith(".yaml")).length;
    await page.goto("/");
    const band = page.getByRole("region", { name: "What you can compare here" });
    await expect(band).not.toContainText(/\$15M|10K\+|50\+/);
    await expect(band.getByRole("definition").first()).toHaveText(String(partners));
    await expect(band).toContainText("partner insurers and brokers in our catalogue");
    await expect(band).toContainText("phone numbers or e-mail addresses asked to see estimates");
  });
});
