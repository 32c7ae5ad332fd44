import type { Page } from "@playwright/test";
import { QUOTES_MESSAGES_FR as QUOTES } from "../../core/i18n/messages/fr/quotes";
import { QUOTE_STEPS_MESSAGES_FR as STEPS } from "../../core/i18n/messages/fr/quote-steps";
import { QUOTE_RESULTS_MESSAGES_FR as RESULTS } from "../../core/i18n/messages/fr/quote-results";
import { ANALYZER_MESSAGES_FR as ANALYZER } from "../../core/i18n/messages/fr/analyzer";
import { LAUNCHER_MESSAGES_FR as LAUNCHER } from "../../core/i18n/messages/fr/launcher";
import { WIDGET_MESSAGES_FR as WIDGET } from "../../core/i18n/messages/fr/widget";
import { SERVER_MESSAGES_FR as SERVER } from "../../core/i18n/messages/fr/server";
import { join } from "node:path";
import { ONTARIO_CERTIFICATE } from "../fixtures/policies/documents";
import { ensurePolicyFixtures } from "../fixtures/policies/generate";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Issue 21: the French site as a francophone visitor uses it, in Chromium at both widths (the
// project's desktop and mobile runs). The French catalogue gives the words to look for.

const continueButton = (page: Page) => page.getByRole("button", { name: QUOTES["quotes.continue"], exact: true });

async function fillFrenchCar(page: Page) {
  await page.getByLabel(QUOTES["quotes.field.city"]).fill("Montréal");
  await continueButton(page).click();
  await expect(page.getByRole("heading", { name: QUOTES["quotes.step.vehicle"] })).toBeVisible();
  await page.getByLabel(STEPS["quoteSteps.field.vehicleYear"], { exact: true }).selectOption("2020");
  await page.getByLabel(STEPS["quoteSteps.field.vehicleMake"], { exact: true }).fill("Honda");
  await page.getByLabel(STEPS["quoteSteps.field.vehicleModel"], { exact: true }).fill("Civic");
  await continueButton(page).click();
  await page.getByLabel(STEPS["quoteSteps.field.driverAge"], { exact: true }).fill("40");
  await page.getByLabel(STEPS["quoteSteps.field.postalCode"], { exact: true }).fill("H2X 1Y4");
  await page.getByLabel(STEPS["quoteSteps.field.yearsLicensed"], { exact: true }).fill("20");
  await page.getByLabel(STEPS["quoteSteps.field.tickets"], { exact: true }).fill("0");
  await page.getByLabel(STEPS["quoteSteps.field.accidents"], { exact: true }).fill("0");
  await continueButton(page).click();
}

test.describe("the French site", () => {
  test("a French quote from the Quebec page to the results, in French money", async ({ page }) => {
    await page.goto("/fr/soumission-assurance-auto-quebec");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expectNoAxeViolations(page);
    await page
      .locator("main")
      .getByRole("link", { name: /Comparer/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/fr\/soumissions\?category=car&province=soumission-assurance-auto-quebec/);
    await page.locator("html[data-hydrated]").waitFor();
    await fillFrenchCar(page);
    await page.getByLabel(STEPS["quoteSteps.consent.dataSharingLabel"]).check();
    await continueButton(page).click();
    await expect(page.getByRole("heading", { name: QUOTES["quotes.step.review"] })).toBeVisible();
    // The review names the insurance type and the province in French.
    const answers = page.locator("main dl dd");
    await expect(answers.getByText("Assurance auto", { exact: true })).toBeVisible();
    await expect(answers.getByText("Québec", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: QUOTES["quotes.viewQuotes"] }).click();
    await expect(page).toHaveURL(/\/fr\/soumissions\?session=/);
    const title = RESULTS["quoteResults.title"].replace("{category}", "auto");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // Prices as fr-CA writes them: "1 234 $".
    await expect(
      page
        .locator("[data-quote-card] [data-price]")
        .getByText(/^\d{1,3}(\u00a0\d{3})*\u00a0\$/)
        .first(),
    ).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/per year|Why this price/);
    await expectNoAxeViolations(page);
  });

  test("switching language mid-quote keeps the step and the answers", async ({ page }) => {
    await page.goto("/quotes?category=car");
    await page.locator("html[data-hydrated]").waitFor();
    await page.getByLabel("Province").selectOption("QC");
    await page.getByLabel("City or town").fill("Laval");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByRole("heading", { name: "Tell us about your vehicle" })).toBeVisible();
    await page.getByLabel("Make").fill("Mazda");
    await page.locator("header").getByRole("link", { name: "Lire cette page en français" }).click();
    await expect(page).toHaveURL(/\/fr\/soumissions\?/);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { name: QUOTES["quotes.step.vehicle"] })).toBeVisible();
    await page.getByRole("button", { name: QUOTES["quotes.back"], exact: true }).click();
    await expect(page.getByLabel(QUOTES["quotes.field.city"])).toHaveValue("Laval");
  });

  test("the concierge speaks French on a French page and reaches its consent", async ({ page }) => {
    await page.goto("/fr");
    await page.getByRole("button", { name: LAUNCHER["launcher.open"] }).click();
    const dialog = page.getByRole("dialog", { name: WIDGET["widget.title"] });
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: new RegExp(WIDGET["widget.action.start_quote_flow"]) }).click();
    const input = dialog.getByRole("textbox");
    // Where, what, how long licensed, tickets, accidents, then the standard coverage: "oui". Each
    // answer waits for the concierge's reply to the one before.
    const replies = dialog.getByRole("listitem").filter({ hasText: /^Concierge/ });
    const answers = ["H2X 1Y4", "2020 Honda Civic", "20", "0", "0", "oui"];
    for (const [index, answer] of answers.entries()) {
      await expect(input).toBeEnabled();
      await input.fill(answer);
      await input.press("Enter");
      await expect(replies).toHaveCount(index + 2);
    }
    await expect(dialog.getByText(WIDGET["widget.consent.title"])).toBeVisible();
    await expect(dialog.getByText(/C'est noté\s:\s2020 Honda Civic/)).toBeVisible();
    await expect(dialog).not.toContainText(/Share my details|What year/);
  });

  test("the concierge answers a question mid-quote from a French page, then asks its question again", async ({
    page,
  }) => {
    await page.goto("/fr");
    await page.getByRole("button", { name: LAUNCHER["launcher.open"] }).click();
    const dialog = page.getByRole("dialog", { name: WIDGET["widget.title"] });
    await dialog.getByRole("button", { name: new RegExp(WIDGET["widget.action.start_quote_flow"]) }).click();
    const input = dialog.getByRole("textbox");
    const replies = dialog.getByRole("listitem").filter({ hasText: /^Concierge/ });
    await input.fill("Je reste à Laval");
    await input.press("Enter");
    await expect(replies).toHaveCount(2);
    await expect(input).toBeEnabled();
    await input.fill("c'est quoi une franchise?");
    await input.press("Enter");
    await expect(replies).toHaveCount(3);
    const answer = replies.last();
    await expect(answer).toContainText(/Selon notre page/);
    await expect(answer).toContainText(SERVER["chat.ask.vehicle"]);
    await expect(answer.getByRole("link").first()).toHaveAttribute("href", /^\/fr\//);
    // The quote resumes where it was.
    await expect(input).toBeEnabled();
    await input.fill("Honda Civic 2019");
    await input.press("Enter");
    await expect(replies).toHaveCount(4);
    await expect(replies.last()).toContainText(/Honda Civic/);
    await expectNoAxeViolations(page);
  });

  test("a price asked in the French chat moves into the quote with what was said", async ({ page }) => {
    await page.goto("/fr");
    await page.getByRole("button", { name: LAUNCHER["launcher.open"] }).click();
    const dialog = page.getByRole("dialog", { name: WIDGET["widget.title"] });
    await dialog.getByRole("button", { name: new RegExp(WIDGET["widget.action.switch_to_chat"]) }).click();
    const input = dialog.getByRole("textbox");
    const replies = dialog.getByRole("listitem").filter({ hasText: /^Concierge/ });
    await expect(replies).toHaveCount(1);
    await input.fill("Combien ça me coûterait pour ma Corolla 2018 à Laval?");
    await input.press("Enter");
    await expect(replies).toHaveCount(2);
    await expect(replies.last()).toContainText(SERVER["assistant.priceToQuote"]);
    await expect(replies.last()).toContainText(/Toyota Corolla/);
  });

  test("the analyzer page reads a policy and explains it in French", async ({ page }) => {
    const fixtures = await ensurePolicyFixtures();
    await page.goto("/fr/analyseur-de-police");
    await page.locator("html[data-hydrated]").waitFor();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ANALYZER["analyzer.title"]);
    await expectNoAxeViolations(page);
    await page.locator("#policy-file").setInputFiles(join(fixtures, "ontario-certificate.pdf"));
    await page.getByLabel(ANALYZER["analyzer.consent"]).check();
    await page.getByRole("button", { name: ANALYZER["analyzer.analyze"], exact: true }).click();
    await expect(page.getByRole("heading", { name: ANALYZER["analyzer.summaryTitle"] })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText(ONTARIO_CERTIFICATE.truth.policyNumber)).toBeVisible();
    // The premium as fr-CA writes it, and what the analyzer says in French.
    await expect(page.getByText("1\u00a0936\u00a0$").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: ANALYZER["analyzer.suggestionsTitle"] })).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/Your liability limit is|We didn't find/);
    await expectNoAxeViolations(page);
  });

  test("a browser that prefers French is offered French on an English page, and the choice is kept", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "fr-CA" });
    const page = await context.newPage();
    await page.goto("/faq");
    const offer = page.locator("[data-language-offer]");
    await expect(offer).toBeVisible();
    await expect(page).toHaveURL(/\/faq$/);
    await offer.getByRole("button", { name: "Non merci" }).click();
    await expect(offer).toHaveCount(0);
    await page.reload();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    await expect(page.locator("[data-language-offer]")).toHaveCount(0);
    await context.close();
  });

  // One test a page: axe over eleven pages in one test outgrew the 30 s budget on CI's machine.
  for (const path of [
    "/fr/blogue",
    "/fr/blogue/lexique-assurance-auto",
    "/fr/guides",
    "/fr/guides/assurance-auto",
    "/fr/comparer/auto",
    "/fr/comparer/auto/quebec",
    "/fr/faq",
    "/fr/contact",
    "/fr/entreprise/comment-ca-marche",
    "/fr/juridique/confidentialite",
    "/fr/demande-confidentialite",
  ]) {
    test(`the French page ${path} passes axe, in French`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
      await expectNoAxeViolations(page);
    });
  }
});
