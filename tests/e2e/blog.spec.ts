import { expect, expectNoAxeViolations, expectNotFoundPanel, test } from "./fixtures";

const POST = "/blog/how-car-insurance-premiums-are-calculated-in-canada";

test.describe("blog index", () => {
  test("filters by category and pages through posts", async ({ page }) => {
    await page.goto("/blog");
    await expect(page.getByRole("heading", { level: 1, name: "QuoteMaple Blog" })).toBeVisible();
    await expect(page.getByText("Expert insights, tips, and guides to help you save on insurance")).toBeVisible();
    const filters = page.getByRole("group", { name: "Filter posts by category" });
    await expect(filters.getByRole("link", { name: "All Posts" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("main article")).toHaveCount(12);
    await expectNoAxeViolations(page);

    await filters.getByRole("link", { name: "Tips" }).click();
    await expect(page).toHaveURL(/\/blog\?category=tips$/);
    await expect(filters.getByRole("link", { name: "Tips" })).toHaveAttribute("aria-current", "page");
    const cards = page.locator("main article");
    expect(await cards.count()).toBeGreaterThan(0);
    for (const card of await cards.all()) await expect(card.getByText("Tips", { exact: true })).toBeVisible();
    await expect(page.getByText(/^Page \d+ of \d+$/)).toHaveCount(0);

    await filters.getByRole("link", { name: "All Posts" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    await expect(page.locator("main article")).toHaveCount(3);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByRole("link", { name: "Previous" }).click();
    await expect(page.getByText("Page 1 of 2")).toBeVisible();
  });

  test("a filter or another page of posts is a document of its own, at the top", async ({ page }) => {
    // Decision 0032: the blog does not hydrate; each page of posts is its own address in the cache.
    await page.goto("/blog");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.getByRole("link", { name: "Next" }).scrollIntoViewIfNeeded();
    await page.getByRole("link", { name: "Next" }).click();
    await expect(page.getByText("Page 2 of 2")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBeUndefined();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await page.locator("#qm-page-config").textContent()).toContain('"hydrates":false');
  });

  test("an empty page offers to clear the filter", async ({ page }) => {
    await page.goto("/blog?category=news&page=4");
    await expect(page.getByText("No posts found")).toBeVisible();
    await page.getByRole("link", { name: "Clear filter" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.locator("main article")).toHaveCount(12);
  });

  test("a card opens its post with a full page load at the top", async ({ page }) => {
    await page.goto("/blog");
    const firstCard = page.locator("main article").first();
    const title = (await firstCard.getByRole("heading").textContent())?.trim() ?? "";
    await firstCard.getByRole("link").click();
    await expect(page).toHaveURL(/\/blog\/[a-z0-9-]+$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("blog post", () => {
  test("shows the article with its header, body, quote button and related articles", async ({ page }) => {
    await page.goto(POST);
    await expect(
      page.getByRole("heading", { level: 1, name: "How Car Insurance Premiums Are Calculated in Canada" }),
    ).toBeVisible();
    const breadcrumb = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(breadcrumb.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(page.getByText(/\d+ min read/).first()).toBeVisible();
    await expect(page.getByText("by the QuoteMaple Editorial Team")).toBeVisible();
    const quoteBox = page.getByRole("complementary", { name: "See what you could pay" });
    await expect(quoteBox.getByRole("link", { name: "Get Quotes" })).toHaveAttribute(
      "href",
      "/quotes?category=car&from=blog&blog=how-car-insurance-premiums-are-calculated-in-canada",
    );
    const related = page.getByRole("region", { name: "Related Articles" });
    await expect(related.locator("article")).toHaveCount(3);
    for (const link of await related.getByRole("link").all()) await expect(link).toHaveAttribute("href", /^\/blog\//);
    await expectNoAxeViolations(page);
  });

  test("external links open in a new tab without access to the page", async ({ page }) => {
    await page.goto(POST);
    const external = page.locator('.prose-content a[href^="https://"]').first();
    await expect(external).toHaveAttribute("target", "_blank");
    await expect(external).toHaveAttribute("rel", "noopener noreferrer");
    const internal = page.locator('.prose-content a[href^="/"]:not(.button-primary):not(.button-secondary)').first();
    await expect(internal).not.toHaveAttribute("target", "_blank");
  });

  test("the reading-progress bar follows the scroll", async ({ page }) => {
    await page.goto(POST);
    const progress = page.getByRole("progressbar", { name: "Reading progress" });
    await expect(progress).toHaveAttribute("aria-valuenow", "0");
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(progress).toHaveAttribute("aria-valuenow", "100");
  });

  test("CTA buttons in the article carry the article to /quotes and open it at the top", async ({ page }) => {
    await page.goto(POST);
    const cta = page.locator(".prose-content a.button-primary").first();
    await expect(cta).toHaveAttribute(
      "href",
      /^\/quotes\?.*from=blog&blog=how-car-insurance-premiums-are-calculated-in-canada$/,
    );
    await cta.scrollIntoViewIfNeeded();
    await cta.click();
    await expect(page).toHaveURL(/\/quotes\?.*from=blog&blog=how-car-insurance-premiums-are-calculated-in-canada$/);
    await expect(page.getByText("Step 1 of 4")).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("copy link puts the address on the clipboard and says so", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await page.goto(POST);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status")).toHaveText("Link copied to clipboard!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${POST}`);
  });

  test("copy link says so when the browser refuses the clipboard", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "clipboard", {
        value: { writeText: () => Promise.reject(new Error("denied")) },
        configurable: true,
      });
    });
    await page.goto(POST);
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status")).toHaveText("Could not copy the link. You can copy it from the address bar.");
  });

  test("share links open X and Facebook in a new tab", async ({ page }) => {
    await page.goto(POST);
    // The post's address on the site (SITE_URL), as its canonical link says.
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(canonical).toMatch(new RegExp(`^http://localhost:\\d+${POST}$`));
    const encoded = encodeURIComponent(canonical!);
    await expect(page.getByRole("link", { name: "Share on X" })).toHaveAttribute(
      "href",
      new RegExp(`^https://twitter.com/intent/tweet\\?url=${encoded.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    await expect(page.getByRole("link", { name: "Share on Facebook" })).toHaveAttribute("target", "_blank");
  });

  test("the table of contents highlights the current heading and jumps on click", async ({ page, isMobile }) => {
    // Instant jumps (as for visitors who prefer reduced motion) keep the scroll positions predictable.
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(POST);
    if (isMobile) {
      await expect(page.getByRole("navigation", { name: "Table of Contents" })).toBeHidden();
      await page.getByText("In this article").click();
      await expect(page.locator("details .toc-inline a").first()).toBeVisible();
      return;
    }
    const toc = page.getByRole("navigation", { name: "Table of Contents" });
    const links = toc.getByRole("link");
    expect(await links.count()).toBeGreaterThan(3);
    const third = links.nth(2);
    const targetId = ((await third.getAttribute("href")) ?? "").slice(1);
    await third.click();
    await expect(page).toHaveURL(new RegExp(`#${targetId}$`));
    await expect(page.locator(`[id="${targetId}"]`)).toBeInViewport();
    await expect(third).toHaveAttribute("aria-current", "location");
    // It lands just under the sticky header and the share bar (8.5rem, 136 px), not twice that
    // (issue 24: the offset was applied by the page and by the heading), and stays current.
    const landed = () =>
      page.locator(`[id="${targetId}"]`).evaluate((heading) => Math.round(heading.getBoundingClientRect().top));
    await expect
      .poll(async () => {
        const top = await landed();
        return top >= 120 && top <= 150;
      })
      .toBe(true);
    await page.waitForTimeout(300);
    await expect(third).toHaveAttribute("aria-current", "location");
    // Scrolling by hand moves the highlight to the heading that enters the band below the header.
    const sixth = links.nth(5);
    const sixthId = ((await sixth.getAttribute("href")) ?? "").slice(1);
    await expect
      .poll(
        async () => {
          await page.evaluate((id) => {
            const target = document.getElementById(id);
            if (target) window.scrollTo(0, target.getBoundingClientRect().top + window.scrollY - 120);
          }, sixthId);
          await page.mouse.wheel(0, 4);
          return sixth.getAttribute("aria-current");
        },
        { timeout: 10_000 },
      )
      .toBe("location");
  });

  test("the FAQ accordion keeps at most one answer open", async ({ page }) => {
    await page.goto(POST);
    const faq = page.locator(".faq-accordion");
    await expect(faq.getByRole("heading", { name: "Frequently Asked Questions" })).toBeVisible();
    const questions = faq.getByRole("button");
    expect(await questions.count()).toBeGreaterThanOrEqual(2);
    await questions.nth(0).click();
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "true");
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(questions.nth(0)).toHaveAttribute("aria-expanded", "false");
    await questions.nth(1).click();
    await expect(questions.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expectNoAxeViolations(page);
  });

  test("a missing post shows Post Not Found with Back to Blog", async ({ page }) => {
    await expectNotFoundPanel(page, "/blog/this-post-does-not-exist", {
      heading: "Post Not Found",
      message: "The blog post you're looking for doesn't exist or has been removed.",
      back: { name: "Back to Blog", href: "/blog" },
    });
  });
});
