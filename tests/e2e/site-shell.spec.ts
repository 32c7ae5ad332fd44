import { expect, expectNoAxeViolations, expectNotFoundPanel, test } from "./fixtures";

const COMPANY_PAGES = [
  { link: "About Us", path: "/company/about-us", hasImages: true },
  { link: "How It Works", path: "/company/how-it-works", hasImages: false },
  { link: "Why Choose QuoteMaple", path: "/company/why-choose-quotemaple", hasImages: false },
  { link: "Partners", path: "/company/partners", hasImages: false },
];

const LEGAL_PAGES = [
  { link: "Privacy Policy", path: "/legal/privacy", heading: "Privacy Policy" },
  { link: "Terms of Use", path: "/legal/terms", heading: "Terms of Use" },
  { link: "Disclaimer", path: "/legal/disclaimer", heading: "Disclaimer" },
];

test.describe("header", () => {
  test("links to the spec's destinations", async ({ page, isMobile }) => {
    await page.goto("/company/about-us");
    const header = page.locator("header").first();
    await expect(header.getByRole("link", { name: "QuoteMaple home" })).toHaveAttribute("href", "/");
    if (isMobile) await header.getByRole("button", { name: "Open menu" }).click();
    const nav = header.getByRole("navigation", { name: "Main" }).locator("visible=true");
    await expect(nav.getByRole("link", { name: "Get Quotes" })).toHaveAttribute("href", "/quotes");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(nav.getByRole("link", { name: "Policy Analyzer" })).toHaveAttribute("href", "/policy-analyzer");
    await expect(nav.getByRole("link", { name: "FAQ" })).toHaveAttribute("href", "/faq");
    await expectNoAxeViolations(page);
  });

  test("mobile menu opens, and closes when a link is chosen @mobile-only", async ({ page }) => {
    await page.goto("/legal/terms");
    const header = page.locator("header").first();
    const openButton = header.getByRole("button", { name: "Open menu" });
    await expect(header.getByRole("link", { name: "Blog" })).toBeHidden();
    await openButton.click();
    await expect(header.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(header.getByRole("link", { name: "Blog" })).toBeVisible();
    await expectNoAxeViolations(page);
    await header.getByRole("button", { name: "Close menu" }).click();
    await expect(header.getByRole("link", { name: "Blog" })).toBeHidden();

    // Choosing a link closes the menu by itself (the full page load is held back here to see it).
    await page.evaluate(() => window.addEventListener("click", (event) => event.preventDefault()));
    await header.getByRole("button", { name: "Open menu" }).click();
    await header.getByRole("link", { name: "FAQ" }).click();
    await expect(header.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(header.getByRole("link", { name: "FAQ" })).toBeHidden();
  });
});

test.describe("footer", () => {
  test("shows every link group, the support e-mail, the location and this year's copyright", async ({ page }) => {
    await page.goto("/legal/privacy");
    const footer = page.locator("footer");
    for (const group of ["Site", "Insurance Types", "Compare Prices", "Company", "Legal"]) {
      await expect(footer.getByRole("navigation", { name: group })).toBeVisible();
    }
    const expectedLinks: [string, string][] = [
      ["Home", "/"],
      ["Get Quotes", "/quotes"],
      ["Blog", "/blog"],
      ["Policy Analyzer", "/policy-analyzer"],
      ["FAQ", "/faq"],
      ["Contact", "/contact"],
      ["Car Insurance", "/learn/car-insurance"],
      ["Home Insurance", "/learn/home-insurance"],
      ["Travel Insurance", "/learn/travel-insurance"],
      ["Business Insurance", "/learn/business-insurance"],
      ["Life Insurance", "/learn/life-insurance"],
      // Every comparison page is reachable from every page (issue 24).
      ["Car insurance by province", "/compare/car"],
      ["Home insurance by province", "/compare/home"],
      ["Travel insurance by province", "/compare/travel"],
      ["Business insurance by province", "/compare/business"],
      ["Life insurance by province", "/compare/life"],
      ...COMPANY_PAGES.map((company): [string, string] => [company.link, company.path]),
      ...LEGAL_PAGES.map((legal): [string, string] => [legal.link, legal.path]),
    ];
    for (const [name, href] of expectedLinks) {
      await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    await expect(footer.getByRole("link", { name: "support@quotemaple.ca" })).toHaveAttribute(
      "href",
      "mailto:support@quotemaple.ca",
    );
    await expect(footer).toContainText("Toronto, Ontario, Canada");
    await expect(footer).toContainText(`© ${new Date().getFullYear()} QuoteMaple`);
  });

  for (const company of COMPANY_PAGES) {
    test(`company link "${company.link}" opens its page`, async ({ page }) => {
      await page.goto("/legal/terms");
      await page.locator("footer").getByRole("link", { name: company.link, exact: true }).click();
      await expect(page).toHaveURL(company.path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const cta = page.getByRole("link", { name: "Get Your Free Quote" });
      await expect(cta).toHaveAttribute("href", "/quotes");
      const sectionImages = page.locator("article section img");
      if (company.hasImages) await expect(sectionImages.first()).toBeVisible();
      else await expect(sectionImages).toHaveCount(0);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoAxeViolations(page);
    });
  }

  for (const legal of LEGAL_PAGES) {
    test(`legal link "${legal.link}" opens its page`, async ({ page }) => {
      await page.goto("/company/partners");
      await page.locator("footer").getByRole("link", { name: legal.link, exact: true }).click();
      await expect(page).toHaveURL(legal.path);
      await expect(page.getByRole("heading", { level: 1, name: legal.heading })).toBeVisible();
      await expect(page.getByText(/^Last updated:/)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("company pages", () => {
  test("a missing company page shows Page Not Found with Go Home", async ({ page }) => {
    await expectNotFoundPanel(page, "/company/no-such-page", {
      heading: "Page Not Found",
      message: "The page you're looking for doesn't exist.",
      back: { name: "Go Home", href: "/" },
    });
  });

  test("sets the page title, description and canonical link", async ({ page }) => {
    await page.goto("/company/how-it-works");
    await expect(page).toHaveTitle(/QuoteMaple/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/company\/how-it-works$/);
  });
});

test.describe("errors", () => {
  test("an unknown path shows the 404 page in the site's look", async ({ page }) => {
    const response = await page.goto("/this/does/not/exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "We couldn't find that page" })).toBeVisible();
    await expect(page.locator("header").first()).toBeVisible();
    await expect(page.locator("footer")).toBeVisible();
    // What a lost visitor came for (issue 24): quotes and the blog, not About Us.
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Get Quotes" })).toHaveAttribute("href", "/quotes");
    await expect(main.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
    await expect(main.getByRole("link", { name: "About Us" })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("the French 404 page offers the French pages", async ({ page }) => {
    const response = await page.goto("/fr/cette-page-n-existe-pas");
    expect(response?.status()).toBe(404);
    const main = page.locator("main");
    await expect(main.getByRole("link", { name: "Soumissions", exact: true })).toHaveAttribute(
      "href",
      "/fr/soumissions",
    );
    for (const href of await main
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")))) {
      expect(href).toMatch(/^\/fr(\/|$)/);
    }
  });

  test("/api/nope answers a JSON 404 and malformed JSON a 400", async ({ request }) => {
    const missing = await request.get("/api/nope");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "not_found", message: "No API endpoint at /api/nope." } });
    const malformed = await request.post("/api/analytics/track", {
      data: Buffer.from("{not json"),
      headers: { "Content-Type": "application/json" },
    });
    expect(malformed.status()).toBe(400);
    expect((await malformed.json()).error.code).toBe("bad_request");
  });
});

test.describe("analytics", () => {
  test("every public page view is sent as a beacon, once the page has loaded", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: string[] = [];
      (window as unknown as { beaconBodies: string[] }).beaconBodies = calls;
      const states: string[] = [];
      (window as unknown as { beaconStates: string[] }).beaconStates = states;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
        if (String(url).endsWith("/api/analytics/track") && data instanceof Blob) {
          // Sent from the <head> it raced the page's own files and delayed its largest paint.
          states.push(document.readyState);
          void data.text().then((text) => calls.push(text));
        }
        return original(url, data);
      };
    });
    await page.goto("/company/partners");
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { beaconBodies: string[] }).beaconBodies.length))
      .toBeGreaterThan(0);
    const [first] = await page.evaluate(() => (window as unknown as { beaconBodies: string[] }).beaconBodies);
    const body = JSON.parse(first ?? "{}");
    expect(body.event_type).toBe("page_view");
    expect(body.event_data.path).toBe("/company/partners");
    expect(body.session_id).toMatch(/^[A-Za-z0-9_-]{8,}$/);
    expect(await page.evaluate(() => (window as unknown as { beaconStates: string[] }).beaconStates[0])).toBe(
      "complete",
    );
  });

  test("without sendBeacon the event is posted with fetch and stored", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, "sendBeacon", { value: undefined });
    });
    const stored = page.waitForResponse((response) => response.url().endsWith("/api/analytics/track"));
    await page.goto("/legal/disclaimer");
    const response = await stored;
    expect(response.status()).toBe(201);
    const sent = JSON.parse(response.request().postData() ?? "{}");
    expect(sent).toMatchObject({ event_type: "page_view", event_data: { path: "/legal/disclaimer" } });
  });
});

test.describe("page loading", () => {
  test("the page paints before its JavaScript is requested, then hydrates with every file preloaded", async ({
    page,
  }) => {
    // A page that hydrates (content pages load no application JavaScript at all, decision 0032).
    await page.goto("/quotes");
    const loading = await page.evaluate(() => {
      const paint = performance.getEntriesByName("first-paint")[0]?.startTime ?? null;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
        .map((entry) => entry.startTime);
      const preloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')].length;
      return { paint, earliestScript: Math.min(...scripts), scripts: scripts.length, preloads };
    });
    expect(loading.paint).not.toBeNull();
    expect(loading.scripts).toBeGreaterThan(2);
    expect(loading.earliestScript).toBeGreaterThanOrEqual(loading.paint!);
    expect(loading.preloads).toBeGreaterThan(2);
  });
});
