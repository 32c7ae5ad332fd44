import { expect, expectNoAxeViolations, test } from "./fixtures";

test.describe("home", () => {
  test("shows every section and passes axe", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /Compare car, home, travel and business insurance quotes in 60 seconds/,
    );
    const categories = page.getByRole("navigation", { name: "Choose what you want to insure" });
    for (const [name, slug] of [
      ["Car", "car"],
      ["Home", "home"],
      ["Travel", "travel"],
      ["Business", "business"],
    ]) {
      await expect(categories.getByRole("link", { name })).toHaveAttribute("href", `/quotes?category=${slug}`);
    }
    // The figures are counted from the catalogue (decision 0045; quotes.spec.ts checks them).
    await expect(page.getByRole("region", { name: "What you can compare here" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Guides and tips" })).toBeVisible();
    await expect(page.getByRole("region", { name: "What comparing with QuoteMaple is like" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Read our privacy policy" })).toHaveAttribute("href", "/legal/privacy");
    await expect(page.getByRole("link", { name: "Get My Free Quotes" }).first()).toHaveAttribute("href", "/quotes");
    await expectNoAxeViolations(page);
  });

  test("the headline types category names in turn", async ({ page }) => {
    await page.goto("/");
    const word = page.locator("[data-typed-word]");
    const seen = new Set<string>();
    await expect
      .poll(
        async () => {
          seen.add((await word.textContent()) ?? "");
          return ["Car", "Home"].every((name) => seen.has(name));
        },
        { timeout: 8000, intervals: [40] },
      )
      .toBe(true);
    expect([...seen].some((text) => text.length > 0 && !["Car", "Home", "Travel", "Business"].includes(text))).toBe(
      true,
    );
  });

  test("the headline stays still with reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    const word = page.locator("[data-typed-word]");
    await expect(word).toHaveText("Car");
    await page.waitForTimeout(2500);
    await expect(word).toHaveText("Car");
    await context.close();
  });

  test("the testimonial carousel wraps both ways by button and keyboard", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Testimonials", exact: true });
    const current = () => carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])');
    await expect(current()).toHaveAttribute("aria-label", "Testimonial 1 of 3");
    await carousel.getByRole("button", { name: "Previous testimonial" }).click();
    await expect(current()).toHaveAttribute("aria-label", "Testimonial 3 of 3");
    await carousel.getByRole("button", { name: "Next testimonial" }).click();
    await expect(current()).toHaveAttribute("aria-label", "Testimonial 1 of 3");
    await carousel.getByRole("button", { name: "Next testimonial" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(current()).toHaveAttribute("aria-label", "Testimonial 2 of 3");
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect(current()).toHaveAttribute("aria-label", "Testimonial 3 of 3");
    await page.keyboard.press("ArrowRight");
    await expect(current()).toHaveAttribute("aria-label", "Testimonial 1 of 3");
    await expect(current()).toContainText("Ontario");
    // Valid HTML (issue 24): no role on a <figure>, and every <figcaption> a child of its figure.
    expect(await carousel.locator("figure[role]").count()).toBe(0);
    const captions = carousel.locator("figcaption");
    expect(await captions.count()).toBe(3);
    expect(
      await captions.evaluateAll((all) => all.every((caption) => caption.parentElement?.tagName === "FIGURE")),
    ).toBe(true);
  });

  test("the testimonials name their province in French on the French home page", async ({ page }) => {
    await page.goto("/fr");
    const captions = page.getByRole("region", { name: "Témoignages", exact: true }).locator("figcaption");
    await expect(captions.filter({ hasText: "Colombie-Britannique" })).toHaveCount(1);
    await expect(captions.filter({ hasText: "British Columbia" })).toHaveCount(0);
  });

  test("province cards open the province pages and are tracked", async ({ page }) => {
    await page.goto("/");
    // Every name fits inside its card at this width ("Saskatchewan" and "Newfoundland" overflowed at
    // 390 px, issue 24), in both languages.
    for (const path of ["/fr", "/"]) {
      await page.goto(path);
      const cards = page.locator('section[aria-labelledby="provinces-title"] a');
      await expect(cards).toHaveCount(10);
      const overflowing = await cards.evaluateAll((links) =>
        links
          .filter((link) => {
            const card = link.getBoundingClientRect();
            return [...link.querySelectorAll("span")].some(
              (span) => span.getBoundingClientRect().right > card.right - 1,
            );
          })
          .map((link) => link.textContent),
      );
      expect(overflowing).toEqual([]);
    }
    await page.getByRole("link", { name: /^AB\s*Alberta$/ }).click();
    await expect(page).toHaveURL(/\/alberta-car-insurance-quote$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Alberta");
  });

  test("on mobile a floating call to action appears after 800 px @mobile-only", async ({ page }) => {
    await page.goto("/");
    const floating = page.getByTestId("floating-cta");
    await expect(floating).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(floating).toBeVisible();
    await expect(floating).toHaveAttribute("href", "/quotes");
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(floating).toHaveCount(0);
  });
});

test.describe("province pages", () => {
  test("a province page renders its sections, related posts and other provinces", async ({ page }) => {
    await page.goto("/bc-car-insurance-quote");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("British Columbia");
    for (const heading of [
      "How to compare in British Columbia",
      "Compare insurance in British Columbia",
      "Minimum coverage in British Columbia",
      "What affects prices in British Columbia",
      "What drivers pay",
      "Ways to save in British Columbia",
      "British Columbia car insurance FAQ",
      "Other provinces",
    ]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByRole("link", { name: "Home", exact: true }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: /^Car$/ })).toHaveAttribute(
      "href",
      "/quotes?category=car&province=bc-car-insurance-quote&from=province",
    );
    const others = page.getByRole("navigation", { name: "Other provinces" }).getByRole("link");
    await expect(others).toHaveCount(9);
    await expectNoAxeViolations(page);
  });

  test("the province FAQ keeps one answer open", async ({ page }) => {
    await page.goto("/ontario-auto-insurance-quote");
    const questions = page.locator(".faq-accordion").getByRole("button");
    await questions.nth(0).click();
    await questions.nth(2).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await expect(questions.nth(2)).toHaveAttribute("aria-expanded", "true");
  });

  test("a mistyped province address shows the 404 page; a short link redirects", async ({ page }) => {
    const response = await page.goto("/ontario-car-insurance-quotes");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    await page.goto("/on");
    await expect(page).toHaveURL(/\/ontario-auto-insurance-quote$/);
  });
});
