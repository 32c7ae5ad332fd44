import type { Locator, Page } from "@playwright/test";
import { QUOTES_MESSAGES as QUOTES_EN } from "../../core/i18n/messages/quotes";
import { QUOTE_STEPS_MESSAGES as STEPS_EN } from "../../core/i18n/messages/quote-steps";
import { QUOTE_RESULTS_MESSAGES as RESULTS_EN } from "../../core/i18n/messages/quote-results";
import { QUOTE_VALIDATION_MESSAGES as VALIDATION_EN } from "../../core/i18n/messages/quote-validation";
import { HANDOFF_MESSAGES as HANDOFF_EN } from "../../core/i18n/messages/handoff";
import { QUOTES_MESSAGES_FR as QUOTES_FR } from "../../core/i18n/messages/fr/quotes";
import { QUOTE_STEPS_MESSAGES_FR as STEPS_FR } from "../../core/i18n/messages/fr/quote-steps";
import { QUOTE_RESULTS_MESSAGES_FR as RESULTS_FR } from "../../core/i18n/messages/fr/quote-results";
import { QUOTE_VALIDATION_MESSAGES_FR as VALIDATION_FR } from "../../core/i18n/messages/fr/quote-validation";
import { HANDOFF_MESSAGES_FR as HANDOFF_FR } from "../../core/i18n/messages/fr/handoff";
import { expect, expectNoAxeViolations as checkAxe, test } from "./fixtures";
import { withoutJavaScript } from "../helpers/without-javascript";

// Home and car together (issue 25, section 2; decision 0061): the car path's one extra box, the home
// priced in the same session, and results that say who bundles and what it saves. With JavaScript in
// English and French, without it in French, at 1280 and 390 px (the two projects), axe on each step.

const WORDS = {
  en: { ...QUOTES_EN, ...STEPS_EN, ...RESULTS_EN, ...VALIDATION_EN, ...HANDOFF_EN },
  fr: { ...QUOTES_FR, ...STEPS_FR, ...RESULTS_FR, ...VALIDATION_FR, ...HANDOFF_FR },
};
type Language = keyof typeof WORDS;
type Key = keyof (typeof WORDS)["en"];

/** A message of the catalogue with its values put in, as the page shows it. */
function say(language: Language, key: Key, params: Record<string, string | number> = {}): string {
  return WORDS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}

const money = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d]/g, ""));

/** From the first step to the results with the home priced beside the car. */
async function bundleJourney(page: Page, language: Language, { javascript = true } = {}) {
  // axe runs its script in the page: not in a page without JavaScript (the same HTML is checked with it).
  const expectNoAxeViolations = javascript ? checkAxe : async () => {};
  const label = (key: Key) => page.getByLabel(say(language, key), { exact: true });
  const continueButton = page.getByRole("button", { name: say(language, "quotes.continue"), exact: true });
  await page.goto(language === "fr" ? "/fr/soumissions?category=car&province=ON" : "/quotes?category=car&province=ON");
  await label("quotes.field.city").fill("Toronto");
  await continueButton.click();

  await expect(page.getByRole("heading", { name: say(language, "quotes.step.vehicle") })).toBeVisible();
  await label("quoteSteps.field.vehicleYear").selectOption("2021");
  await label("quoteSteps.field.vehicleMake").fill("Toyota");
  await label("quoteSteps.field.vehicleModel").fill("RAV4");
  await continueButton.click();

  // The driver step as always, then the one box of home and car together.
  await expect(page.getByRole("heading", { name: say(language, "quotes.step.driver") })).toBeVisible();
  await label("quoteSteps.field.driverAge").fill("35");
  await label("quoteSteps.field.postalCode").fill("M5V 2T6");
  await label("quoteSteps.field.yearsLicensed").fill("12");
  await label("quoteSteps.field.tickets").fill("0");
  await label("quoteSteps.field.accidents").fill("0");
  const box = page.getByRole("group", { name: say(language, "quoteSteps.bundle.title") });
  await expect(box.getByLabel(say(language, "quoteSteps.bundle.label"))).not.toBeChecked();
  await box.getByLabel(say(language, "quoteSteps.bundle.label")).check();
  const homeAge = box.getByLabel(say(language, "quoteSteps.field.homeAge"), { exact: true });
  if (javascript) {
    // Ticked, the step waits for the home's age.
    await expect(homeAge).toBeVisible();
    await expect(continueButton).toBeDisabled();
  }
  // A bad age is refused on its field, in the visitor's language.
  await homeAge.fill("999");
  await continueButton.click();
  await expect(homeAge).toHaveAttribute("aria-invalid", "true");
  await expect(
    box.getByText(say(language, "quote.validation.atMost", { field: say(language, "quote.field.homeAge"), max: 300 })),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await homeAge.fill("30");
  await continueButton.click();

  await page.getByLabel(say(language, "quoteSteps.consent.dataSharingLabel")).check();
  await continueButton.click();
  // The review lists the home beside the car.
  await expect(page.getByRole("heading", { name: say(language, "quoteSteps.review.bundleHome") })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: say(language, "quotes.viewQuotes"), exact: true }).click();

  // Results: each price is for both lines; partners that bundle say so and show the saving.
  await expect(page).toHaveURL(language === "fr" ? /\/fr\/soumissions\?session=/ : /\/quotes\?session=/);
  await expect(page.getByRole("heading", { level: 1, name: say(language, "quoteResults.bundleTitle") })).toBeVisible();
  const cards = page.locator("[data-quote-card]");
  await expect(cards.first()).toBeVisible();
  const bundling = page.locator('[data-bundle="bundle"]');
  await expect(bundling).toHaveCount(2);
  await expect(page.locator('[data-bundle="separate"]')).toHaveCount(1);
  await expect(page.locator('[data-bundle="car_only"]').first()).toBeVisible();
  const maplewood = page.locator('[data-bundle="bundle"][data-partner="maplewood-assurance"]');
  await expect(maplewood.getByText(say(language, "quoteResults.bundle.bundles", { percent: 12 }))).toBeVisible();
  // Car and home add up to the card's price; the saving is against buying the two separately.
  const card = cards.filter({ has: maplewood });
  const parts = maplewood.locator("dd");
  const total = await money(card.locator("[data-price] p").first());
  expect((await money(parts.nth(0))) + (await money(parts.nth(1)))).toBe(total);
  const saving = maplewood.locator("[data-bundle-saving]");
  await expect(saving).toBeVisible();
  expect(await money(saving)).toBeGreaterThan(0);
  // "Why this price" explains the home too.
  await expect(page.locator("[data-bundle-why]")).toBeAttached();
  await expectNoAxeViolations(page);
}

test.describe("home and car together", () => {
  test("home and car in one session reach results with bundle prices and the saving", async ({ page }) => {
    test.slow();
    await bundleJourney(page, "en");
  });

  test("the same in French", async ({ page }) => {
    test.slow();
    await bundleJourney(page, "fr");
  });

  test("the same without JavaScript, in French", async ({ browser }) => {
    test.slow();
    await withoutJavaScript(browser, (page) => bundleJourney(page, "fr", { javascript: false }));
  });

  test("a car-only partner's hand-off gives the car's price and says the home is priced separately", async ({
    page,
  }) => {
    test.slow();
    await bundleJourney(page, "en");
    const carOnly = page.locator("[data-quote-card]").filter({ has: page.locator('[data-bundle="car_only"]') });
    const car = await money(carOnly.first().locator('[data-bundle="car_only"] dd').first());
    await carOnly
      .first()
      .getByRole("button", { name: /^Continue with / })
      .click();
    const handoff = page.locator("[data-handoff-bundle]");
    await expect(handoff).toBeVisible();
    await expect(page.getByText(new Intl.NumberFormat("en-CA").format(car), { exact: false }).first()).toBeVisible();
    await checkAxe(page);
  });

  test("the car-only path asks nothing more: the box is unticked and the step moves on without it", async ({
    page,
  }) => {
    await page.goto("/quotes?category=car&province=ON");
    await page.getByLabel("City or town").fill("Toronto");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Year").selectOption("2021");
    await page.getByLabel("Make").fill("Toyota");
    await page.getByLabel("Model", { exact: true }).fill("RAV4");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Your age").fill("35");
    await page.getByLabel("Postal code").fill("M5V 2T6");
    await page.getByLabel("Years licensed").fill("12");
    await page.getByLabel("Tickets in the last 3 years").fill("0");
    await page.getByLabel("At-fault accidents in the last 6 years").fill("0");
    await expect(page.getByLabel(STEPS_EN["quoteSteps.bundle.label"])).not.toBeChecked();
    await expect(page.getByLabel(STEPS_EN["quoteSteps.field.homeAge"], { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 4 of 4")).toBeVisible();
  });
});
