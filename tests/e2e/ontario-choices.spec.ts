import type { Locator, Page } from "@playwright/test";
import { QUOTES_MESSAGES as QUOTES_EN } from "../../core/i18n/messages/quotes";
import { QUOTE_STEPS_MESSAGES as STEPS_EN } from "../../core/i18n/messages/quote-steps";
import { ONTARIO_CHOICES_MESSAGES as CHOICES_EN } from "../../core/i18n/messages/ontario-choices";
import { QUOTES_MESSAGES_FR as QUOTES_FR } from "../../core/i18n/messages/fr/quotes";
import { QUOTE_STEPS_MESSAGES_FR as STEPS_FR } from "../../core/i18n/messages/fr/quote-steps";
import { ONTARIO_CHOICES_MESSAGES_FR as CHOICES_FR } from "../../core/i18n/messages/fr/ontario-choices";
import { expect, expectNoAxeViolations as checkAxe, test } from "./fixtures";
import { withoutJavaScript } from "../helpers/without-javascript";

// Ontario's optional accident benefits chooser (issue 25, section 3; decision 0060): an Ontario car
// quote, two optional benefits and DCPD left out on the review screen, the estimate's change shown
// there and the choices named on the results and in "Why this price". With JavaScript in English,
// without it in French, at 1280 and 390 px (the two projects), axe clean.

const WORDS = {
  en: { ...QUOTES_EN, ...STEPS_EN, ...CHOICES_EN },
  fr: { ...QUOTES_FR, ...STEPS_FR, ...CHOICES_FR },
};
type Language = keyof typeof WORDS;
type Key = keyof (typeof WORDS)["en"];

function say(language: Language, key: Key, params: Record<string, string | number> = {}): string {
  return WORDS[language][key].replace(/\{(\w+)\}/g, (_, name: string) => String(params[name] ?? ""));
}

/** Whole dollars in a text ("-$123", "-123 $"): the number, negative when it says so. */
function dollars(text: string): number {
  const digits = Number(text.replace(/[^\d]/g, ""));
  return /[-−]/.test(text) ? -digits : digits;
}

/** A benefit's pair of radio buttons, found by its fieldset's name. */
const choice = (page: Page, language: Language, key: Key): Locator =>
  page.getByRole("group", { name: say(language, key) });

async function toReview(page: Page, language: Language) {
  const label = (key: Key) => page.getByLabel(say(language, key), { exact: true });
  const next = () => page.getByRole("button", { name: say(language, "quotes.continue"), exact: true }).click();
  await page.goto(language === "fr" ? "/fr/soumissions?category=car&province=ON" : "/quotes?category=car&province=ON");
  await label("quotes.field.city").fill("Toronto");
  await next();
  await label("quoteSteps.field.vehicleYear").selectOption("2018");
  await label("quoteSteps.field.vehicleMake").fill("Toyota");
  await label("quoteSteps.field.vehicleModel").fill("Corolla");
  await next();
  await label("quoteSteps.field.driverAge").fill("40");
  await label("quoteSteps.field.postalCode").fill("M5V 2T6");
  await label("quoteSteps.field.yearsLicensed").fill("20");
  await label("quoteSteps.field.tickets").fill("0");
  await label("quoteSteps.field.accidents").fill("0");
  await next();
  await page.getByLabel(say(language, "quoteSteps.consent.dataSharingLabel")).check();
  await next();
}

async function choicesJourney(page: Page, language: Language, { axe = true } = {}) {
  const expectNoAxeViolations = axe ? checkAxe : async () => {};
  await toReview(page, language);

  // Folded on the review screen, the standard package chosen: the path stays as short as it was.
  const chooser = page.locator("[data-ontario-choices]");
  await expect(chooser.locator("[data-choices-summary]")).toHaveText(say(language, "ontarioChoices.summaryStandard"));
  await chooser.locator("summary").click();
  await expect(page.getByText(say(language, "ontarioChoices.included"))).toBeVisible();
  const income = choice(page, language, "ontarioChoices.benefit.income_replacement");
  await expect(income.getByLabel(say(language, "ontarioChoices.keep"), { exact: true })).toBeChecked();
  // The chooser at the top of the screen: where the page is scrolled decides what the floating
  // concierge button covers (at some places a review "Edit" button, whatever the chooser).
  await chooser.evaluate((element) => element.scrollIntoView({ block: "start" }));
  await expectNoAxeViolations(page);

  // Each "leave out" says what it takes off this visitor's estimate.
  const leaveOut = (group: Locator) => group.getByRole("radio").nth(1);
  const visitor = choice(page, language, "ontarioChoices.benefit.visitor_expenses");
  const dcpd = choice(page, language, "ontarioChoices.dcpdTitle");
  const effects = [
    dollars((await income.getByRole("radio").nth(1).locator("..").innerText()) ?? ""),
    dollars((await visitor.getByRole("radio").nth(1).locator("..").innerText()) ?? ""),
    dollars((await dcpd.getByRole("radio").nth(1).locator("..").innerText()) ?? ""),
  ];
  for (const effect of effects) expect(effect).toBeLessThan(0);
  expect(effects[0]).toBeLessThan(effects[1]!);
  await leaveOut(income).check();
  await leaveOut(visitor).check();
  await leaveOut(dcpd).check();
  const total = effects.reduce((sum, effect) => sum + effect, 0);
  if (axe) {
    // With JavaScript the fold's summary and total follow the choices at once.
    await expect(chooser.locator("[data-choices-total]")).toContainText(String(Math.abs(total)));
    await expect(chooser.locator("[data-choices-summary]")).toContainText("3");
  }
  await page.getByRole("button", { name: say(language, "quotes.viewQuotes"), exact: true }).click();

  // Results: the note says what was left out; "Why this price" names each choice and its effect.
  await expect(page).toHaveURL(language === "fr" ? /\/fr\/soumissions\?session=/ : /\/quotes\?session=/);
  await expect(page.locator("[data-quote-card]").first()).toBeVisible();
  const why = page.locator("[data-ontario-choices-why]");
  await expect(why.getByText(say(language, "ontarioChoices.why.title"))).toBeAttached();
  await expect(why.getByText(say(language, "ontarioChoices.why.dcpd"))).toBeAttached();
  for (const key of ["ontarioChoices.benefit.income_replacement", "ontarioChoices.benefit.visitor_expenses"] as const) {
    await expect(
      why.getByText(say(language, "ontarioChoices.why.benefit", { benefit: say(language, key) })),
    ).toBeAttached();
  }
  const shown = await why.locator("li span.rounded-full").allInnerTexts();
  expect(shown.map(dollars)).toEqual(effects);
  await expect(page.getByText(new RegExp(String(Math.abs(total)))).first()).toBeAttached();
  await expectNoAxeViolations(page);
  return total;
}

test.describe("Ontario's optional accident benefits chooser", () => {
  test("two benefits and DCPD left out change the estimate and are named on the results", async ({ page }) => {
    test.slow();
    // The same quote with the standard package first: the estimate the choices change.
    await toReview(page, "en");
    await page.getByRole("button", { name: say("en", "quotes.viewQuotes"), exact: true }).click();
    await expect(page.locator("[data-quote-card]").first()).toBeVisible();
    const price = async () => dollars(await page.locator("[data-quote-card] [data-price] p").first().innerText());
    const standard = await price();
    await expect(page.locator("[data-ontario-choices-why]")).toContainText(say("en", "ontarioChoices.why.standard"));

    const total = await choicesJourney(page, "en");
    const chosen = await price();
    expect(chosen).toBeLessThan(standard);
    // The cheapest partner prices the estimate with its own posture (0.9 to 1.04 of it).
    expect(standard - chosen).toBeGreaterThan(Math.abs(total) * 0.85);
    expect(standard - chosen).toBeLessThan(Math.abs(total) * 1.1);
  });

  test("the same choices in French", async ({ page }) => {
    test.slow();
    await choicesJourney(page, "fr");
  });

  test("the same choices without JavaScript, the radio buttons posted with the form, in French", async ({
    browser,
  }) => {
    test.slow();
    await withoutJavaScript(browser, (next) => choicesJourney(next, "fr", { axe: false }).then(() => undefined));
  });
});
