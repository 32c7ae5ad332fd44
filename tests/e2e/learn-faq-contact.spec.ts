import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { findProvinceMentions } from "../../core/content/province-mentions";
import { LEARN_SLUGS_FR } from "../../core/shared/localized-paths";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/** Every learn article, in English and in French. */
const LEARN_PATHS = Object.entries(LEARN_SLUGS_FR).flatMap(([english, french]) => [
  `/learn/${english}`,
  `/fr/guides/${french}`,
]);

/** The median brightness (0–255) of a 4 px strip inside one edge of an element, as drawn on screen. */
async function edgeBrightness(page: Page, element: Locator, edge: "left" | "right"): Promise<number> {
  const box = (await element.boundingBox())!;
  const clip = {
    x: edge === "left" ? box.x + 1 : box.x + box.width - 5,
    y: box.y + 8,
    width: 4,
    height: box.height - 16,
  };
  const { data, info } = await sharp(await page.screenshot({ clip }))
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const values = [...data.subarray(0, info.width * info.height)].sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)]!;
}

test.describe("learning centre and comparison pages", () => {
  test("the learn index opens a guide with its FAQ", async ({ page }) => {
    await page.goto("/learn");
    await expect(page.getByRole("heading", { level: 1, name: "Insurance Learning Center" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: /Read Article.*Car Insurance/ }).click();
    await expect(page).toHaveURL(/\/learn\/car-insurance$/);
    await expect(page.getByText(/^Last updated:/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ready to Save?" })).toBeVisible();
    const questions = page.locator(".faq-accordion").getByRole("button");
    await questions.nth(0).click();
    await questions.nth(1).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page);
  });

  test("no learn article is wider than the screen; a wide table scrolls in its own box, with a cue", async ({
    page,
  }) => {
    const viewport = page.viewportSize()!;
    let scrolled = 0;
    for (const path of LEARN_PATHS) {
      await page.goto(path);
      const widths = await page.evaluate(() => ({
        document: document.documentElement.scrollWidth,
        viewport: document.documentElement.clientWidth,
      }));
      expect(widths.document, path).toBe(widths.viewport);
      const boxes = page.locator(".prose-content .table-scroll");
      for (const box of await boxes.all()) {
        // Reachable by keyboard, and named by the table's columns in the page's language.
        await expect(box).toHaveAttribute("tabindex", "0");
        await expect(box).toHaveAccessibleName(path.startsWith("/fr") ? /^Tableau : \S/ : /^Table: \S/);
        const { scrollWidth, clientWidth } = await box.evaluate((element) => ({
          scrollWidth: element.scrollWidth,
          clientWidth: element.clientWidth,
        }));
        if (scrollWidth <= clientWidth) continue;
        scrolled += 1;
        expect((await box.boundingBox())!.width).toBeLessThanOrEqual(viewport.width);
        await box.scrollIntoViewIfNeeded();
        // At the start, a shadow on the right edge says there is more; none on the left.
        expect(await edgeBrightness(page, box, "right"), `${path}: right edge at the start`).toBeLessThan(240);
        expect(await edgeBrightness(page, box, "left"), `${path}: left edge at the start`).toBeGreaterThan(250);
        // The keyboard scrolls it; at the end the shadow has moved to the left edge.
        await box.focus();
        await box.press("ArrowRight");
        await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
        await box.evaluate((element) => {
          element.scrollLeft = element.scrollWidth;
        });
        expect(await edgeBrightness(page, box, "right"), `${path}: right edge at the end`).toBeGreaterThan(250);
        expect(await edgeBrightness(page, box, "left"), `${path}: left edge at the end`).toBeLessThan(240);
        const after = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(after, path).toBe(widths.viewport);
      }
    }
    // On a phone the guides' tables are wider than the screen; on a desktop they fit.
    if (viewport.width < 640) expect(scrolled).toBeGreaterThanOrEqual(4);
    else expect(scrolled).toBe(0);
  });

  test("a comparison page shows province content and links onwards", async ({ page }) => {
    await page.goto("/compare/car/quebec");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Quebec");
    await expect(page.getByText(/SAAQ/).first()).toBeVisible();
    await page
      .getByRole("navigation", { name: "Other insurance types" })
      .getByRole("link", { name: "Home Insurance" })
      .click();
    await expect(page).toHaveURL(/\/compare\/home\/quebec$/);
    // The address changes before the new page has rendered; check it once its heading is there.
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/home/i);
    await expectNoAxeViolations(page);
    await page.goto("/compare/boats");
    await expect(page.getByRole("heading", { name: "Category not found" })).toBeVisible();
  });
});

test.describe("FAQ page", () => {
  test("several answers can be open at once and province guides are linked", async ({ page }) => {
    await page.goto("/faq");
    const general = page
      .locator("section", { has: page.getByRole("heading", { name: "General Questions" }) })
      .locator(".faq-accordion");
    const questions = general.getByRole("button");
    await expect(questions).toHaveCount(10);
    // Written for every province (issue 24: they were the first Alberta and BC questions).
    await expect(questions.first()).toHaveText("Is car insurance mandatory in Canada?");
    for (const text of await general.allTextContents()) expect(findProvinceMentions(text)).toEqual([]);
    // The provinces keep their own questions.
    await expect(
      page
        .locator("section", { has: page.getByRole("heading", { name: "Alberta", exact: true }) })
        .getByRole("button", { name: "How does the Alberta good-driver renewal cap work?" }),
    ).toBeVisible();
    await questions.nth(0).click();
    await questions.nth(1).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: "View full Ontario insurance guide" })).toHaveAttribute("href", "/on");
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "View full Alberta insurance guide" }).click();
    await expect(page).toHaveURL(/\/alberta-car-insurance-quote$/);
  });
});

test("the French FAQ's general questions are written for every province too", async ({ page }) => {
  await page.goto("/fr/faq");
  const general = page
    .locator("section", { has: page.getByRole("heading", { name: "Questions générales" }) })
    .locator(".faq-accordion");
  await expect(general.getByRole("button")).toHaveCount(10);
  await expect(general.getByRole("button").first()).toHaveText("L'assurance auto est-elle obligatoire au Canada?");
  for (const text of await general.allTextContents()) expect(findProvinceMentions(text)).toEqual([]);
  await expectNoAxeViolations(page);
});

test.describe("contact", () => {
  test("checks the fields in the browser, sends, thanks, and starts again", async ({ page }) => {
    await page.goto("/contact");
    await expect(page.getByText("Monday to Friday, 9:00 AM - 5:00 PM EST")).toBeVisible();
    // There is no number to call (the spec shows none): the hours are when we call back (issue 24).
    await expect(page.getByRole("heading", { name: "Call-back hours" })).toBeVisible();
    await expect(page.getByText(/We have no line for incoming calls: leave your number/)).toBeVisible();
    await expect(page.getByText("Serving all of Canada")).toBeVisible();
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Please enter your full name.")).toBeVisible();
    await expect(page.getByLabel("Full Name *")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await page.getByLabel("Full Name *").fill("Mira Chen");
    await page.getByLabel("Email *").fill("mira@example.com");
    await page.getByLabel("Subject *").selectOption("coverage");
    await page.getByLabel("Message *").fill("What does comprehensive cover?");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("heading", { name: "Thank You!" })).toBeVisible();
    await expect(
      page.getByText("Your message has been sent successfully. We'll get back to you within 24 hours."),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Send Another Message" }).click();
    await expect(page.getByLabel("Full Name *")).toHaveValue("");
    await expect(page.getByLabel("Message *")).toHaveValue("");
  });

  test("shows the failure message with the support e-mail when the message cannot be sent", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/contact");
    // The form posts to the page's own action; the connection to it fails.
    await page.route("**/contact.data", (route) =>
      route.request().method() === "POST" ? route.abort("connectionreset") : route.continue(),
    );
    await page.getByLabel("Full Name *").fill("Mira Chen");
    await page.getByLabel("Email *").fill("mira@example.com");
    await page.getByLabel("Subject *").selectOption("other");
    await page.getByLabel("Message *").fill("Hello");
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(
      page.getByText("Failed to send message. Please try again or contact us directly at support@quotemaple.ca"),
    ).toBeVisible();
    await expect(page.getByLabel("Message *")).toHaveValue("Hello");
    // The browser reports the failed request it was made to fail; nothing else may be logged.
    const expected = /ERR_CONNECTION_RESET|TypeError: Failed to fetch/;
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((error) => !expected.test(error)));
  });
});
