import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { holdRequests, scriptsOf } from "./requests";

/**
 * Issue 20: a click is never lost. Pages that do not hydrate carry their behaviours in an inline
 * script that listens from the <head>, and load the concierge's code when it is pressed; /quotes
 * answers its steps on the server until its scripts have run. Each journey holds the scripts back
 * and clicks first.
 */

const panel = (page: Page) => page.getByRole("dialog", { name: "Smart Quote Concierge" });
const launcher = (page: Page) => page.getByRole("button", { name: "Open the Smart Quote Concierge" });

test.describe("clicks before the page's scripts have loaded", () => {
  test("a content page loads no application JavaScript, and opens the concierge pressed before its code", async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    const island = await holdRequests(page, "**/assets/island-*");
    await page.goto("/legal/terms");
    expect(scripts).toEqual([]);
    await launcher(page).click();
    await expect.poll(island.held).toBeGreaterThan(0);
    await expect(panel(page)).toHaveCount(0);
    island.release();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText("Hi there!", { exact: false })).toBeVisible();
    expect(scripts.every((path) => path.startsWith("/assets/island-"))).toBe(true);
  });

  test("a link from a page that hydrates loads a content page as its own document", async ({ page }) => {
    // The concierge on /contact (a page that hydrates) links its answer's source page in the app.
    await page.goto("/contact");
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await launcher(page).click();
    await panel(page).getByRole("button", { name: "Ask a question" }).click();
    await panel(page).getByRole("textbox").fill("what is DCPD");
    await panel(page).getByRole("button", { name: "Send message" }).click();
    const source = panel(page)
      .getByRole("listitem")
      .filter({ hasText: /From our page/ })
      .getByRole("link")
      .first();
    const href = (await source.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/(faq|learn|blog)/);
    await source.click();
    const sourcePath = new URL(href, "http://localhost").pathname;
    await expect.poll(() => new URL(page.url()).pathname).toBe(sourcePath);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    // The page arrived with its page script and without React's.
    expect(await page.locator("#qm-page-config").textContent()).toContain('"hydrates":false');
  });

  test("FAQ questions open and close, and take the arrow keys, Home and End", async ({ page }) => {
    await page.goto("/ontario-auto-insurance-quote");
    const questions = page.locator(".faq-accordion").getByRole("button");
    const count = await questions.count();
    expect(count).toBeGreaterThan(2);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator(".faq-accordion").getByRole("region").first()).toBeVisible();
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await questions.nth(0).focus();
    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press("End");
    await expect(questions.nth(count - 1)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(questions.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(questions.nth(count - 1)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(questions.nth(0)).toBeFocused();
  });

  test("the mobile menu works with the page script alone @mobile-only", async ({ page }) => {
    await page.goto("/faq");
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
  });

  test("the quote wizard takes a step pressed before its scripts have run", async ({ context }) => {
    // A page of its own: the fixture's page.goto waits for hydration, which is held back here.
    const page = await context.newPage();
    const assets = await holdRequests(page, "**/assets/**/*.js");
    await page.goto("/ontario-auto-insurance-quote");
    await page.getByRole("link", { name: "Compare Ontario car insurance" }).click();
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await expect.poll(assets.held).toBeGreaterThan(0);
    await page.getByLabel("City or town").fill("Toronto");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    assets.release();
  });
});
