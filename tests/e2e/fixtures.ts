import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/** Runs axe (WCAG 2.2 A/AA) on the page as it is now and fails on any violation. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * Opens `path`, which must answer 404 with a not-found panel: its heading, its message and a link back
 * to `back.href`; and the panel must pass axe.
 */
export async function expectNotFoundPanel(
  page: Page,
  path: string,
  panel: { heading: string; message: string; back: { name: string; href: string } },
): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: panel.heading })).toBeVisible();
  await expect(page.getByText(panel.message)).toBeVisible();
  await expect(page.getByRole("link", { name: panel.back.name })).toHaveAttribute("href", panel.back.href);
  await expectNoAxeViolations(page);
}

/**
 * Every journey fails on a browser console error or an uncaught page error, and page.goto waits
 * until React has hydrated the page, so clicks reach real handlers even on a slow machine.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (response?.headers()["content-type"]?.includes("text/html")) {
        await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
      }
      return response;
    };
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      // A Content-Security-Policy violation (an inline script, an eval probe) is an error too.
      await page.addInitScript(() => {
        document.addEventListener("securitypolicyviolation", (event) => {
          console.error(`CSP violation: ${event.violatedDirective} by ${event.blockedURI} in ${event.sourceFile}`);
        });
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // A 404 page's own document request, and responses a journey fakes on purpose, log a failed load.
        if (/status of (404|429|503)/.test(message.text())) return;
        errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, "browser console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * Opens a results page's folded panel (the coverage, or the sort and filter options) where it is
 * folded: on phones (decision 0045). From 1024 px it is open already and its summary hidden.
 */
export async function unfold(page: Page, panel: "[data-coverage-panel]" | "[data-results-options]"): Promise<void> {
  const details = page.locator(panel);
  const summary = details.locator(":scope > summary");
  if ((await summary.isVisible()) && (await details.getAttribute("open")) === null) await summary.click();
}
