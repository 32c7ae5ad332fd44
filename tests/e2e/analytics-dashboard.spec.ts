import { readFile } from "node:fs/promises";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { carQuoteForm } from "../helpers/quote-forms";

const ADMIN_EMAIL = "admin@quotemaple.ca";
const ADMIN_PASSWORD = "e2e-admin-password-0000";

/** A complete car request, as the wizard sends it from the home page. */
const QUOTE_REQUEST = carQuoteForm({ from: "home" });

async function signIn(page: Page): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await expect(page).toHaveURL(/\/admin\/blog$/);
}

/** A funnel total as the page shows it ("1,234" -> 1234). */
async function shownCount(page: Page, testId: string): Promise<number> {
  const text = (await page.getByTestId(`${testId}-value`).textContent()) ?? "";
  return Number(text.replace(/[^\d]/g, ""));
}

async function apiTotals(page: Page): Promise<{ visits: number; shown: number }> {
  const response = await page.request.get("/api/admin/analytics");
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { dashboard: { funnel: { total: { visits: number; shown: number } } } };
  return body.dashboard.funnel.total;
}

test.describe("analytics dashboard", () => {
  test("shows the funnel, moves with a new visit and quote, filters by date and exports CSV", async ({
    page,
    browser,
    baseURL,
  }) => {
    await signIn(page);
    await page.goto("/admin/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    // Staff screens hide the site's header, footer and assistant.
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    await expect(page.getByTestId("analytics-range")).toContainText("(30 days), counted in Toronto time.");
    const visitsBefore = await shownCount(page, "funnel-visits");
    const shownBefore = await shownCount(page, "funnel-shown");
    // The charts draw in the browser, as SVG.
    await expect(page.getByTestId("analytics-chart").first().locator("svg.recharts-surface")).toBeVisible();
    await expectNoAxeViolations(page);

    // A visitor (a separate browser, so a separate analytics session) opens the home page, and a quote
    // is requested from the home page.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(baseURL ?? "/");
    await visitorPage.waitForSelector("html[data-hydrated]", { state: "attached" });
    const started = await visitorPage.request.post("/api/session/start", {
      data: QUOTE_REQUEST,
      headers: { origin: baseURL ?? "" },
    });
    expect(started.status()).toBe(201);
    // The page view travels by beacon; wait until the server has it.
    await expect.poll(async () => (await apiTotals(page)).visits).toBeGreaterThan(visitsBefore);
    await visitor.close();

    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await shownCount(page, "funnel-visits")).toBeGreaterThanOrEqual(visitsBefore + 1);
    expect(await shownCount(page, "funnel-shown")).toBeGreaterThanOrEqual(shownBefore + 1);

    // Another range, through the plain GET form: nothing was recorded in January 2020.
    await page.getByLabel("From", { exact: true }).fill("2020-01-01");
    await page.getByLabel("To", { exact: true }).fill("2020-01-31");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31/);
    await expect(page.getByTestId("analytics-range")).toHaveText(
      "2020-01-01 to 2020-01-31 (31 days), counted in Toronto time.",
    );
    await expect(page.getByTestId("funnel-visits-value")).toHaveText("0");
    await expect(page.getByTestId("funnel-shown-value")).toHaveText("0");
    await expect(page.getByText("No page views in this range.")).toBeVisible();

    // The daily figures are also a table.
    await page.getByText("Show the figures as a table").first().click();
    await expect(page.getByRole("table", { name: "By day" }).getByRole("row")).toHaveCount(32);
    await expectNoAxeViolations(page);

    // The CSV export of the range shown.
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe("quotemaple-analytics-2020-01-01-to-2020-01-31.csv");
    const csv = await readFile((await download.path()) ?? "", "utf8");
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("section,dimension,key,metric,value");
    expect(lines).toContain("range,,from,date,2020-01-01");
    expect(lines).toContain("funnel,total,total,visits,0");
    expect(lines).toContain("funnel,day,2020-01-31,quotes_shown,0");

    // One language's figures: the choice joins the range in the address, and the export follows it.
    await expect(page.getByTestId("analytics-language")).toHaveText("All languages.");
    await page.getByLabel("Language", { exact: true }).selectOption({ label: "French" });
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page).toHaveURL(/from=2020-01-01&to=2020-01-31&language=fr/);
    await expect(page.getByTestId("analytics-language")).toContainText("French only");
    await expect(page.getByLabel("Language", { exact: true })).toHaveValue("fr");
    await expect(page.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", /language=fr/);
  });

  test("sends a visitor without a staff session to the sign-in page", async ({ page }) => {
    await page.goto("/admin/analytics");
    await expect(page).toHaveURL(/\/admin\/login/);
  });
});
