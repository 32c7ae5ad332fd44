import type { Locator, Page } from "@playwright/test";
import { QUOTES_MESSAGES as QUOTES_EN } from "../../core/i18n/messages/quotes";
import { QUOTE_STEPS_MESSAGES as STEPS_EN } from "../../core/i18n/messages/quote-steps";
import { QUOTE_RESULTS_MESSAGES as RESULTS_EN } from "../../core/i18n/messages/quote-results";
import { QUOTES_MESSAGES_FR as QUOTES_FR } from "../../core/i18n/messages/fr/quotes";
import { QUOTE_STEPS_MESSAGES_FR as STEPS_FR } from "../../core/i18n/messages/fr/quote-steps";
import { QUOTE_RESULTS_MESSAGES_FR as RESULTS_FR } from "../../core/i18n/messages/fr/quote-results";
import { expect, expectNoAxeViolations as checkAxe, test } from "./fixtures";
import { withoutJavaScript } from "../helpers/without-javascript";

// A household in the wizard (issue 25): two drivers and two vehicles added in the existing steps,
// the results split by vehicle and "Why this price" naming the driver or vehicle of each factor.
// With JavaScript in English, without it in French, at 1280 and 390 px (the two projects).

const WORDS = {
  en: { ...QUOTES_EN, ...STEPS_EN, ...RESULTS_EN },
  fr: { ...QUOTES_FR, ...STEPS_FR, ...RESULTS_FR },
};
type Language = keyof typeof WORDS;
type Key = keyof (typeof WORDS)["en"];

/** A message of the catalogue with its values put in, as the page shows it. */
function say(language: Language, key: Key, params: Record<string, string | number> = {}): string {
  return WORDS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}

const button = (page: Page, language: Language, key: Key, params?: Record<string, string | number>) =>
  page.getByRole("button", { name: say(language, key, params), exact: true });

/** The answers of the driver or vehicle added at `number` (2 for the second). */
const entry = (page: Page, language: Language, kind: "driver" | "vehicle", number: number): Locator =>
  page.getByRole("group", {
    name: say(language, kind === "driver" ? "quoteSteps.household.driverTitle" : "quoteSteps.household.vehicleTitle", {
      number,
    }),
  });

/** From the first step to the results with two drivers and two vehicles, checking axe on each step. */
async function householdJourney(page: Page, language: Language, { axe = true } = {}) {
  // axe runs its script in the page: not in a page without JavaScript (the same HTML is checked with it).
  const expectNoAxeViolations = axe ? checkAxe : async () => {};
  const label = (key: Key) => page.getByLabel(say(language, key), { exact: true });
  const next = () => button(page, language, "quotes.continue").click();
  await page.goto(language === "fr" ? "/fr/soumissions?category=car&province=ON" : "/quotes?category=car&province=ON");
  await label("quotes.field.city").fill("Toronto");
  await next();

  // The vehicle step: the first vehicle as always, then "Add a vehicle".
  await expect(page.getByRole("heading", { name: say(language, "quotes.step.vehicle") })).toBeVisible();
  await label("quoteSteps.field.vehicleYear").selectOption("2022");
  await label("quoteSteps.field.vehicleMake").fill("Honda");
  await label("quoteSteps.field.vehicleModel").fill("CR-V");
  await button(page, language, "quoteSteps.household.addVehicle").click();
  const second = entry(page, language, "vehicle", 2);
  await expect(second).toBeVisible();
  await second.getByLabel(say(language, "quoteSteps.field.vehicleYear"), { exact: true }).selectOption("2016");
  await second.getByLabel(say(language, "quoteSteps.field.vehicleMake"), { exact: true }).fill("Mazda");
  await second.getByLabel(say(language, "quoteSteps.field.vehicleModel"), { exact: true }).fill("3");
  await second
    .getByLabel(say(language, "quoteSteps.household.use"), { exact: true })
    .selectOption({ label: say(language, "quoteSteps.household.usePleasure") });
  await second.getByLabel(say(language, "quoteSteps.household.winterTires"), { exact: true }).check();
  // Added and removed again, a third vehicle leaves the second as it was.
  await button(page, language, "quoteSteps.household.addVehicle").click();
  await expect(entry(page, language, "vehicle", 3)).toBeVisible();
  await button(page, language, "quoteSteps.household.removeVehicle", { number: 3 }).click();
  await expect(entry(page, language, "vehicle", 3)).toHaveCount(0);
  await expect(second.getByLabel(say(language, "quoteSteps.field.vehicleMake"), { exact: true })).toHaveValue("Mazda");
  await expectNoAxeViolations(page);
  await next();

  // The driver step: the first driver as always, then "Add a driver".
  await expect(page.getByRole("heading", { name: say(language, "quotes.step.driver") })).toBeVisible();
  await label("quoteSteps.field.driverAge").fill("47");
  await label("quoteSteps.field.postalCode").fill("M5V 2T6");
  await label("quoteSteps.field.yearsLicensed").fill("29");
  await label("quoteSteps.field.tickets").fill("0");
  await label("quoteSteps.field.accidents").fill("0");
  await button(page, language, "quoteSteps.household.addDriver").click();
  const teen = entry(page, language, "driver", 2);
  await expect(teen).toBeVisible();
  await teen.getByLabel(say(language, "quoteSteps.household.age"), { exact: true }).fill("19");
  // More years licensed than the age allows: said on the field, in the visitor's language.
  await teen.getByLabel(say(language, "quoteSteps.field.yearsLicensed"), { exact: true }).fill("9");
  await teen.getByLabel(say(language, "quoteSteps.field.tickets"), { exact: true }).fill("1");
  await teen.getByLabel(say(language, "quoteSteps.field.accidents"), { exact: true }).fill("0");
  await next();
  const tooLong = teen.getByLabel(say(language, "quoteSteps.field.yearsLicensed"), { exact: true });
  await expect(tooLong).toHaveAttribute("aria-invalid", "true");
  await expect(teen.getByText(language === "fr" ? /À 19.ans/ : "At age 19 you can have held a licence")).toBeVisible();
  await expectNoAxeViolations(page);
  await tooLong.fill("3");
  // Each vehicle's principal driver is preset: the second vehicle to the second driver.
  const principals = page.getByRole("group", { name: say(language, "quoteSteps.household.principalTitle") });
  await expect(principals.getByRole("combobox")).toHaveCount(2);
  await expect(principals.getByRole("combobox").nth(1)).toHaveValue("1");
  await next();

  // Consent, then the review lists both vehicles and both drivers.
  await page.getByLabel(say(language, "quoteSteps.consent.dataSharingLabel")).check();
  await next();
  await expect(page.getByRole("heading", { name: say(language, "quoteSteps.review.vehicles") })).toBeVisible();
  await expect(page.getByText(/2016 Mazda 3/)).toBeVisible();
  await expectNoAxeViolations(page);
  await button(page, language, "quotes.viewQuotes").click();

  // Results: the total and each vehicle's part on every card; the drivers and vehicles behind the price.
  await expect(page).toHaveURL(language === "fr" ? /\/fr\/soumissions\?session=/ : /\/quotes\?session=/);
  const cards = page.locator("[data-quote-card]");
  await expect(cards.first()).toBeVisible();
  const split = cards.first().locator("[data-vehicle-split]");
  await expect(split.getByText(say(language, "quoteResults.vehicleSplit"))).toBeVisible();
  await expect(split.getByText("2022 Honda CR-V")).toBeVisible();
  await expect(split.getByText("2016 Mazda 3")).toBeVisible();
  const money = async (locator: Locator) => Number((await locator.innerText()).replace(/[^\d]/g, ""));
  const parts = split.locator("dd");
  const total = await money(cards.first().locator("[data-price] p").first());
  expect((await money(parts.nth(0))) + (await money(parts.nth(1)))).toBe(total);
  const why = page.getByRole("region", { name: say(language, "quoteResults.why") });
  await expect(why.getByText(say(language, "pricing.subject.driver", { number: 2, age: 19 })).first()).toBeAttached();
  await expect(why.getByText(/2016 Mazda 3/).first()).toBeAttached();
  await expectNoAxeViolations(page);
}

test.describe("a household in the quote wizard", () => {
  test("two drivers and two vehicles, added in the steps, reach results split by vehicle", async ({ page }) => {
    test.slow();
    await householdJourney(page, "en");
  });

  test("the same household in French", async ({ page }) => {
    test.slow();
    await householdJourney(page, "fr");
  });

  test("the same household without JavaScript, every button posting the form, in French", async ({ browser }) => {
    test.slow();
    await withoutJavaScript(browser, (page) => householdJourney(page, "fr", { axe: false }));
  });

  test("one driver and one vehicle take no more steps or clicks than before", async ({ page }) => {
    await page.goto("/quotes?category=car&province=ON");
    await page.getByLabel("City or town").fill("Toronto");
    await page.getByRole("button", { name: "Continue" }).click();
    await page.getByLabel("Year").selectOption("2021");
    await page.getByLabel("Make").fill("Toyota");
    await page.getByLabel("Model", { exact: true }).fill("RAV4");
    // Nothing of a household is asked until one is added.
    await expect(page.getByLabel(STEPS_EN["quoteSteps.household.use"])).toHaveCount(0);
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await expect(page.getByRole("group", { name: STEPS_EN["quoteSteps.household.principalTitle"] })).toHaveCount(0);
  });
});
