import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// A household through the assistant (issue 25, decision 0062): the visitor's own details, then
// "Add a driver" and "Add a vehicle" beside the consent, each one's answers, the summary before
// consent, and results split by vehicle. At 1280 and 390 px (the two projects).

const panel = (page: Page) => page.getByRole("dialog", { name: "Smart Quote Concierge" });
const messages = (page: Page) => panel(page).getByRole("list", { name: "Conversation" });
const input = (page: Page) => panel(page).getByRole("textbox", { name: "Your message" });

async function say(page: Page, text: string, reply: RegExp) {
  await input(page).fill(text);
  await input(page).press("Enter");
  await expect(messages(page).getByText(reply).last()).toBeVisible();
}

test("two drivers and two vehicles through the assistant reach results split by vehicle", async ({ page }) => {
  test.slow();
  await page.goto("/");
  await page.getByRole("button", { name: "Open the Smart Quote Concierge" }).click();
  await panel(page)
    .getByRole("button", { name: /Get car insurance quotes/ })
    .click();
  await expect(input(page)).toBeVisible();
  await input(page).fill(
    "I'm in Toronto M5V, 2022 Honda CR-V, licensed 29 years, no tickets or accidents, standard coverage",
  );
  await input(page).press("Enter");
  await expect(messages(page).getByText(/Say "add a driver" or "add a vehicle"/)).toBeVisible();

  // Beside the consent: add a driver.
  await panel(page).getByRole("button", { name: "Add a driver", exact: true }).click();
  await expect(messages(page).getByText(/How old are you\?/)).toBeVisible();
  await say(page, "47", /How old is driver 2\?/);
  await say(page, "she's 19", /How many years has driver 2 been licensed\?/);
  await say(page, "3 years", /tickets has driver 2 had/);
  await say(page, "one", /accidents has driver 2 had/);
  await say(page, "none", /Driver 2 drives occasionally/);
  await expectNoAxeViolations(page);

  // Then a vehicle, driven most by the second driver.
  await panel(page).getByRole("button", { name: "Add a vehicle", exact: true }).click();
  await expect(messages(page).getByText(/What is vehicle 2\?/)).toBeVisible();
  await say(page, "2016 Mazda 3 GS", /Who drives the 2016 Mazda/);
  await say(page, "driver 2", /Vehicle 2: 2016 Mazda/);
  const summary = messages(page)
    .getByText(/Here is who and what the quote covers/)
    .last();
  await expect(summary).toContainText("Driver 2: age 19, licensed 3 yr, 1 ticket(s)");
  await expect(summary).toContainText("driven most by driver 2");
  await expectNoAxeViolations(page);

  await panel(page)
    .getByLabel(/share the details I give here/)
    .check();
  await panel(page).getByRole("button", { name: "Show My Quotes" }).click();
  await expect(page).toHaveURL(/\/quotes\?session=[0-9a-f-]{36}$/);
  const cards = page.locator("[data-quote-card]");
  await expect(cards.first()).toBeVisible();
  const split = cards.first().locator("[data-vehicle-split]");
  await expect(split.getByText("2022 Honda CR-V")).toBeVisible();
  await expect(split.getByText(/2016 Mazda/)).toBeVisible();
  const money = async (text: string) => Number(text.replace(/[^\d]/g, ""));
  const parts = split.locator("dd");
  const total = await money(await cards.first().locator("[data-price] p").first().innerText());
  expect((await money(await parts.nth(0).innerText())) + (await money(await parts.nth(1).innerText()))).toBe(total);
  await expect(page.getByText("Who drives what")).toBeVisible();
  await expectNoAxeViolations(page);
});

test("en français : un deuxième conducteur ajouté par le bouton, résumé avant le consentement", async ({ page }) => {
  await page.goto("/fr");
  await page.getByRole("button", { name: "Ouvrir le concierge de soumissions" }).click();
  const dialog = page.getByRole("dialog", { name: "Concierge de soumissions" });
  await dialog.getByRole("button", { name: /soumissions d'assurance auto/i }).click();
  const box = dialog.getByRole("textbox", { name: "Votre message" });
  await box.fill(
    "J'habite à Laval, Civic 2019, permis depuis 20 ans, aucune contravention, aucun accident, protection standard",
  );
  await box.press("Enter");
  await dialog.getByRole("button", { name: "Ajouter un conducteur", exact: true }).click();
  const list = dialog.getByRole("list", { name: "Conversation" });
  for (const [text, reply] of [
    ["52", /Quel âge a le conducteur 2/],
    ["elle a 17 ans", /Depuis combien d'années le conducteur 2/],
    ["1 an", /contraventions le conducteur 2/],
    ["aucune", /accidents responsables le conducteur 2/],
    ["aucun", /Le conducteur 2 conduit à l'occasion/],
  ] as const) {
    await box.fill(text);
    await box.press("Enter");
    await expect(list.getByText(reply).last()).toBeVisible();
  }
  await expect(dialog.getByRole("button", { name: "Ajouter un véhicule", exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
