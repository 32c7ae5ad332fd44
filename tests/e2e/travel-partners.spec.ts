import type { Page } from "@playwright/test";
import { QUOTES_MESSAGES_FR as QUOTES_FR } from "../../core/i18n/messages/fr/quotes";
import { QUOTE_STEPS_MESSAGES_FR as STEPS_FR } from "../../core/i18n/messages/fr/quote-steps";
import { QUOTE_RESULTS_MESSAGES_FR as RESULTS_FR } from "../../core/i18n/messages/fr/quote-results";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Issue 24: travel was offered on the home page but ended at "None of our partners writes travel in
// British Columbia yet" in BC, Manitoba and Saskatchewan. Each now reaches partners, in both languages.

const PLACES = [
  { code: "BC", name: "British Columbia", nameFr: "Colombie-Britannique", city: "Kelowna", postalCode: "V1Y 1A1" },
  { code: "MB", name: "Manitoba", nameFr: "Manitoba", city: "Brandon", postalCode: "R7A 1A1" },
  { code: "SK", name: "Saskatchewan", nameFr: "Saskatchewan", city: "Saskatoon", postalCode: "S7K 1A1" },
] as const;

const PARTNERS = ["Larkspur Travel Cover", "Grey Jay Trip Protection"];

async function askForTravel(
  page: Page,
  place: (typeof PLACES)[number],
  words: { city: string; age: string; postalCode: string; consent: RegExp; continue: string; view: string },
) {
  const continueButton = page.getByRole("button", { name: words.continue, exact: true });
  await page.locator("html[data-hydrated]").waitFor();
  await page.getByLabel("Province").selectOption(place.code);
  await page.getByLabel(words.city).fill(place.city);
  await continueButton.click();
  await page.getByLabel(words.age, { exact: true }).fill("67");
  await page.getByLabel(words.postalCode, { exact: true }).fill(place.postalCode);
  await continueButton.click();
  await page.getByLabel(words.consent).check();
  await continueButton.click();
  await page.getByRole("button", { name: words.view }).click();
}

test.describe("travel in the provinces with a public car insurer", () => {
  for (const place of PLACES) {
    test(`reaches travel partners in ${place.name}`, async ({ page }) => {
      await page.goto("/quotes?category=travel");
      await askForTravel(page, place, {
        city: "City or town",
        age: "Your age",
        postalCode: "Postal code",
        consent: /Share my details with partners/,
        continue: "Continue",
        view: "View My Quotes",
      });
      await expect(
        page.getByRole("heading", { level: 1, name: `Travel Insurance partners in ${place.name}` }),
      ).toBeVisible();
      await expect(page.getByText(/None of our partners/)).toHaveCount(0);
      for (const partner of PARTNERS) {
        await expect(page.getByRole("heading", { level: 2, name: `${partner} (fictional)` })).toBeVisible();
      }
      await expect(page.getByText("Emergency medical coverage outside your home province")).toBeVisible();
      await expect(page.getByRole("button", { name: "Continue with Grey Jay Trip Protection" })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test(`reaches travel partners in ${place.nameFr}, in French`, async ({ page }) => {
      await page.goto("/fr/soumissions?category=travel");
      await askForTravel(page, place, {
        city: QUOTES_FR["quotes.field.city"],
        age: STEPS_FR["quoteSteps.field.driverAge"],
        postalCode: STEPS_FR["quoteSteps.field.postalCode"],
        consent: new RegExp(STEPS_FR["quoteSteps.consent.dataSharingLabel"].replace(/[()]/g, "\\$&")),
        continue: QUOTES_FR["quotes.continue"],
        view: QUOTES_FR["quotes.viewQuotes"],
      });
      await expect(page).toHaveURL(/\/fr\/soumissions\?session=/);
      const title = RESULTS_FR["quoteResults.referralTitle"]
        .replace("{category}", "Assurance voyage")
        .replace("{province}", place.nameFr);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(/Aucun de nos partenaires/)).toHaveCount(0);
      // The partner's name as the catalogue spells it (the results do not translate "(fictional)" yet).
      for (const partner of PARTNERS) {
        await expect(page.getByRole("heading", { level: 2, name: new RegExp(`^${partner} \\(`) })).toBeVisible();
      }
      await expect(page.getByText("Soins médicaux d'urgence à l'extérieur de votre province")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});
