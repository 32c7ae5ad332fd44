import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * Issue 24, "Comparison pages compare something": estimates by province and city from the rate
 * tables (a table and a chart), what moves them, the partners that write the line, and a plain form
 * that opens the wizard prefilled; every comparison page reachable by links; old spellings moved.
 */

/** Nothing on the page is wider than the screen (390 px on mobile). */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, "page wider than the screen").toBeLessThanOrEqual(0);
}

test.describe("comparison pages", () => {
  test("the Ontario car page shows its figures, partners and a form that opens the wizard prefilled", async ({
    page,
  }) => {
    test.slow();
    await page.goto("/compare/car/ontario");
    await expect(page.getByRole("heading", { level: 2, name: "What car insurance costs in Ontario" })).toBeVisible();
    await expect(page.locator("[data-local-estimate]")).toContainText(/\$[\d,]+ a year/);
    await expect(page.getByText("a driver licensed 12 years with no accidents or tickets")).toBeVisible();
    await expect(
      page.getByText(/estimates from our 20\d\d rate tables, built from public averages, not offers/),
    ).toBeVisible();
    const cities = page.getByRole("table", { name: /cities our rate tables price apart/ });
    await expect(cities.getByRole("row", { name: /Brampton/ })).toBeVisible();
    await expect(cities.getByRole("row", { name: /Elsewhere in Ontario/ })).toBeVisible();
    // The chart draws the same rows as the table, and leaves them to the table for screen readers.
    const chart = page.locator('[data-chart="compare-city-chart"]');
    await expect(chart).toBeVisible();
    await expect(chart).toHaveAttribute("aria-hidden", "true");
    await expect(chart.locator("[data-chart-row]")).toHaveCount(await cities.locator("tbody tr").count());
    await expect(
      page.getByRole("table", { name: /Changes to the reference profile/ }).getByRole("row", {
        name: /Licensed 2 years instead of 12/,
      }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Partners that write car insurance in Ontario" })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    const form = page.getByRole("region", { name: "Start a car insurance quote" });
    await expect(form.getByLabel("Province")).toHaveValue("on");
    await form.getByLabel("City (optional)").fill("Toronto");
    await form.getByRole("button", { name: "Start my quote" }).click();
    await expect(page).toHaveURL(/\/quotes\?category=car&from=compare&province=on&city=Toronto$/);
    await expect(page.getByRole("radio", { name: "Car Insurance" })).toBeChecked();
    await expect(page.getByLabel("Province")).toHaveValue("ON");
    await expect(page.getByLabel("City or town")).toHaveValue("Toronto");
  });

  test("the French Quebec home page compares Quebec with the other provinces, in French", async ({ page }) => {
    await page.goto("/fr/comparer/habitation/quebec");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
    await expect(page.getByRole("heading", { level: 2, name: /ce que coûte l'assurance habitation/ })).toBeVisible();
    await expect(page.locator("[data-local-estimate]")).toContainText(/\d\s\$\spar année/);
    const provinces = page.getByRole("table", { name: /Estimations par province/ });
    await expect(provinces.getByRole("row", { name: /Québec/ })).toContainText("Cette page");
    await expect(provinces.locator("tbody tr")).toHaveCount(10);
    await expect(
      page.getByText(/Québec\s: nos tables de tarifs donnent la même estimation à toutes les villes/),
    ).toBeVisible();
    await expect(page.getByRole("row", { name: /Une maison construite il y a 60 ans au lieu de 15/ })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    const form = page.getByRole("region", { name: "Commencer une soumission d'assurance habitation" });
    await expect(form.getByLabel("Province")).toHaveValue("qc");
    await form.getByLabel("Ville (facultatif)").fill("Montréal");
    await form.getByRole("button", { name: "Commencer ma soumission" }).click();
    await expect(page).toHaveURL(/\/fr\/soumissions\?category=home&from=compare&province=qc&city=Montr/);
    await expect(page.getByRole("radio", { name: "Assurance habitation" })).toBeChecked();
    await expect(page.getByLabel("Province")).toHaveValue("QC");
    await expect(page.getByLabel("Ville ou municipalité")).toHaveValue("Montréal");
  });

  test("the charts' scale labels never run into each other, French amounts included", async ({ page }) => {
    for (const path of ["/fr/comparer/auto/ontario", "/compare/car/ontario"]) {
      await page.goto(path);
      for (const chart of await page.locator("[data-chart]").all()) {
        const labels = await chart.evaluate((element) =>
          [...(element.lastElementChild?.querySelectorAll("span.absolute") ?? [])]
            .filter((label) => getComputedStyle(label).display !== "none")
            .map((label) => {
              const box = label.getBoundingClientRect();
              return { text: label.textContent ?? "", left: box.left, right: box.right };
            }),
        );
        expect(labels.length, `${path}: labels shown`).toBeGreaterThanOrEqual(3);
        for (let index = 1; index < labels.length; index += 1) {
          expect(
            labels[index]!.left,
            `${path}: ${labels[index - 1]!.text} | ${labels[index]!.text}`,
          ).toBeGreaterThanOrEqual(labels[index - 1]!.right);
        }
      }
    }
  });

  test("the car page compares every province and the cities priced apart; travel names its partners", async ({
    page,
  }) => {
    await page.goto("/compare/car");
    await expect(page.getByRole("heading", { level: 2, name: "What car insurance costs, by province" })).toBeVisible();
    const provinces = page.getByRole("table", { name: "Estimates by province, in dollars a year" });
    await expect(provinces.locator("tbody tr")).toHaveCount(10);
    await expect(provinces.getByRole("row", { name: /British Columbia/ })).toContainText("Optional coverage only");
    await expect(page.locator('[data-chart="compare-province-chart"] [data-chart-row]')).toHaveCount(10);
    await expect(
      page.getByRole("table", { name: /cities our rate tables price apart/ }).getByRole("row", { name: /Toronto/ }),
    ).toContainText("Ontario");
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);

    await page.goto("/compare/travel");
    await expect(page.getByText("We don't estimate travel insurance prices ourselves")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Partners that write travel insurance" })).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
  });

  test("a travel province page stays out of search results and names its category page", async ({ page }) => {
    await page.goto("/compare/travel/ontario");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/compare\/travel$/);
    await page.goto("/compare/car/ontario");
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/compare\/car\/ontario$/);
  });

  test("comparison pages are reached by links: the footer, the province row, learn guides and province pages", async ({
    page,
  }) => {
    await page.goto("/");
    await page
      .getByRole("navigation", { name: "Compare Prices" })
      .getByRole("link", { name: "Car insurance by province" })
      .click();
    await expect(page).toHaveURL(/\/compare\/car$/);
    await page
      .getByRole("navigation", { name: "Compare in other provinces" })
      .getByRole("link", { name: /Ontario/ })
      .click();
    await expect(page).toHaveURL(/\/compare\/car\/ontario$/);

    await page.goto("/learn/home-insurance");
    await page.getByRole("link", { name: "Compare home insurance across provinces" }).click();
    await expect(page).toHaveURL(/\/compare\/home$/);

    await page.goto("/alberta-car-insurance-quote");
    await page
      .getByRole("navigation", { name: "Estimates and partners in Alberta, by insurance type" })
      .getByRole("link", { name: "Home Insurance" })
      .click();
    await expect(page).toHaveURL(/\/compare\/home\/alberta$/);
    await expect(page.getByRole("heading", { level: 2, name: "What home insurance costs in Alberta" })).toBeVisible();
  });

  test("the learn guides' slugs reach the same pages, the line preselected", async ({ page }) => {
    await page.goto("/compare/car-insurance");
    await expect(page).toHaveURL(/\/compare\/car$/);
    await page.goto("/fr/comparer/assurance-habitation/quebec");
    await expect(page).toHaveURL(/\/fr\/comparer\/habitation\/quebec$/);
    await page.goto("/quotes?category=home-insurance");
    await expect(page).toHaveURL(/\/quotes\?category=home$/);
    await expect(page.getByRole("radio", { name: "Home Insurance" })).toBeChecked();
  });
});

test.describe("comparison pages without JavaScript", () => {
  test("the form on a category page starts the quote with the province and city chosen", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/compare/car");
      const form = page.getByRole("region", { name: "Start a car insurance quote" });
      await form.getByLabel("Province").selectOption("ab");
      await form.getByLabel("City (optional)").fill("Calgary");
      await form.getByRole("button", { name: "Start my quote" }).click();
      await expect(page).toHaveURL(/\/quotes\?category=car&from=compare&province=ab&city=Calgary$/);
      await expect(page.getByText("Step 1 of 4")).toBeVisible();
      await expect(page.getByRole("radio", { name: "Car Insurance" })).toBeChecked();
      await expect(page.getByLabel("Province")).toHaveValue("AB");
      await expect(page.getByLabel("City or town")).toHaveValue("Calgary");
    } finally {
      await context.close();
    }
  });
});
