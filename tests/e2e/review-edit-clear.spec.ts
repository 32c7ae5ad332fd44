import type { Locator, Page } from "@playwright/test";
import { LAUNCHER_MESSAGES } from "../../core/i18n/messages/launcher";
import { expect, test } from "./fixtures";

// The concierge's floating button never covers a review "Edit" button (issue 25 follow-up, decision
// 0069): on a phone it could, at some scroll positions. For every Edit button and every place the
// visitor may have scrolled it to (top, middle and bottom of the screen), nothing is drawn over it and
// Playwright's actionability check (which fails when another element would take the click) passes,
// with the button closed and with a conversation minimized. At 390 px; at 1280 px the same holds.

/** How far the page moves between two looks, in CSS pixels. */
const STEP_PX = 24;

const next = (page: Page) => page.getByRole("button", { name: "Continue", exact: true }).click();

async function toReview(page: Page) {
  await page.goto("/quotes?category=car&province=ON");
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.getByLabel("City or town", { exact: true }).fill("Toronto");
  await next(page);
  await page.getByLabel("Year", { exact: true }).selectOption("2018");
  await page.getByLabel("Make", { exact: true }).fill("Toyota");
  await page.getByLabel("Model", { exact: true }).fill("Corolla");
  await next(page);
  await page.getByLabel("Your age", { exact: true }).fill("40");
  await page.getByLabel("Postal code", { exact: true }).fill("M5V 2T6");
  await page.getByLabel("Years licensed", { exact: true }).fill("20");
  await page.getByLabel("Tickets in the last 3 years", { exact: true }).fill("0");
  await page.getByLabel("At-fault accidents in the last 6 years", { exact: true }).fill("0");
  await next(page);
  await page.getByLabel(/Share my details with partners/).check();
  await next(page);
  await expect(page.getByRole("heading", { name: "Review Your Information" })).toBeVisible();
}

/** What is drawn at the middle of the element: itself (or inside it), or what covers it. */
async function coveredBy(edit: Locator): Promise<string | null> {
  return edit.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const points = [
      [box.left + box.width / 2, box.top + box.height / 2],
      [box.right - 2, box.bottom - 2],
      [box.right - 2, box.top + 2],
    ];
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x!, y!);
      if (top && !element.contains(top)) return top.outerHTML.slice(0, 120);
    }
    return null;
  });
}

/**
 * Scrolls the page from top to bottom, a little at a time, as a visitor's thumb does; wherever an Edit
 * button is on the screen, nothing covers it and Playwright's actionability check passes.
 */
async function expectEveryEditClear(page: Page, where: string) {
  const edits = page.locator("form").getByRole("button", { name: /^Edit / });
  const count = await edits.count();
  expect(count, where).toBeGreaterThanOrEqual(3);
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  let checked = 0;
  for (let y = 0; y <= bottom + STEP_PX; y += STEP_PX) {
    await page.evaluate((top) => window.scrollTo(0, top), Math.min(y, bottom));
    for (let index = 0; index < count; index += 1) {
      const edit = edits.nth(index);
      // On the screen, below the site's sticky header (what lies under it is out of sight).
      const inView = await edit.evaluate((element) => {
        const box = element.getBoundingClientRect();
        const header = document.querySelector("body > header, [role=banner]")?.getBoundingClientRect();
        return box.top >= Math.max(0, header?.bottom ?? 0) && box.bottom <= window.innerHeight;
      });
      if (!inView) continue;
      const name = `${where}: ${(await edit.innerText()).replace(/\s+/g, " ")} at scroll ${Math.min(y, bottom)}`;
      await expect.poll(() => coveredBy(edit), { message: name, timeout: 2_000 }).toBeNull();
      await edit.click({ trial: true, timeout: 2_000 });
      checked += 1;
    }
  }
  expect(checked, where).toBeGreaterThan(count);
}

test("every review Edit button can be pressed wherever it is scrolled to", async ({ page }) => {
  test.slow();
  await toReview(page);
  await expectEveryEditClear(page, "button closed");
  // A conversation under way, minimized: its pill stays in sight, but never over an Edit button.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByRole("button", { name: LAUNCHER_MESSAGES["launcher.open"] }).click();
  const dialog = page.getByRole("dialog", { name: "Smart Quote Concierge" });
  await dialog.getByRole("button", { name: /Get car insurance quotes/ }).click();
  await dialog.getByRole("textbox", { name: "Your message" }).fill("Toronto");
  await dialog.getByRole("textbox", { name: "Your message" }).press("Enter");
  await expect(dialog.getByRole("list", { name: "Conversation" }).getByRole("listitem")).toHaveCount(3);
  await dialog.getByRole("button", { name: "Minimize the assistant" }).click();
  await expect(page.getByRole("button", { name: "Restore the Smart Quote Concierge chat" })).toBeVisible();
  await expectEveryEditClear(page, "conversation minimized");
  // Stepped aside, a sliver of it stays at the screen's edge: one tap brings the conversation back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Restore the Smart Quote Concierge chat" }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Minimize the assistant" }).click();
  // The Edit button still takes the visitor to its step.
  await page
    .locator("form")
    .getByRole("button", { name: /^Edit / })
    .first()
    .click();
  await expect(page.getByText("Step 1 of 4")).toBeVisible();
});
