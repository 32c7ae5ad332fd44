import type { Locator, Page } from "@playwright/test";
import { join } from "node:path";
import { ONTARIO_CERTIFICATE } from "../fixtures/policies/documents";
import { ensurePolicyFixtures } from "../fixtures/policies/generate";
import { expect, test, unfold } from "./fixtures";
import { withoutJavaScript } from "../helpers/without-javascript";

/**
 * The smoke set with JavaScript off (issue 19): every form in scope works as plain HTML, each post
 * answered by the page's own action. Staff sign-in without JavaScript is in admin-login.spec.ts.
 */

const continueButton = (page: Page) => page.getByRole("button", { name: "Continue" });

async function lowestPrice(list: Locator): Promise<number> {
  const texts = await list.locator("li p.text-3xl").allTextContents();
  return Math.min(...texts.map((text) => Number(text.replace(/per year/, "").replace(/[^\d]/g, ""))));
}

test.describe("without JavaScript", () => {
  test("the quote wizard walks its steps on the server, goes back and edits, and shows the results", async ({
    browser,
  }) => {
    test.slow();
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/ontario-auto-insurance-quote");
      await page.getByRole("link", { name: "Compare Ontario car insurance" }).click();
      await expect(page.getByText("Step 1 of 4")).toBeVisible();
      // No control that needs a script is shown: no chat launcher, no "Prefer to chat?".
      await expect(page.getByRole("button", { name: "Prefer to chat?" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Open the Smart Quote Concierge" })).toHaveCount(0);
      await page.getByLabel("City or town").fill("Toronto");
      await continueButton(page).click();

      // The first post gives the browser its key and shows the next step at once (cookies may be off).
      await expect(page.getByText("Step 2 of 4")).toBeVisible();
      await page.getByLabel("Year").selectOption("2021");
      await page.getByLabel("Make").fill("T");
      await page.getByLabel("Model", { exact: true }).fill("RAV4");
      await continueButton(page).click();
      await expect(page.getByText("The make must be at least 2 characters.")).toBeVisible();
      await expect(page.getByLabel("Model", { exact: true })).toHaveValue("RAV4");
      await page.getByLabel("Make").fill("Toyota");
      await continueButton(page).click();

      await expect(page.getByText("Step 3 of 4")).toBeVisible();
      await page.getByLabel("Your age").fill("35");
      await page.getByRole("button", { name: "Back" }).click();
      await expect(page.getByLabel("Make")).toHaveValue("Toyota");
      await continueButton(page).click();
      await expect(page.getByLabel("Your age")).toHaveValue("35");
      await page.getByLabel("Postal code").fill("M5V 2T6");
      await page.getByLabel("Years licensed").fill("12");
      await page.getByLabel("Tickets in the last 3 years").fill("0");
      await page.getByLabel("At-fault accidents in the last 6 years").fill("0");
      // Enter in a field presses Continue, not Back.
      await page.getByLabel("At-fault accidents in the last 6 years").press("Enter");

      await expect(page.getByText("Step 4 of 4")).toBeVisible();
      await page.getByLabel(/Share my details with partners/).check();
      await continueButton(page).click();

      await expect(page.getByRole("heading", { name: "Review Your Information" })).toBeVisible();
      await page.getByRole("button", { name: "Edit Vehicle" }).click();
      await expect(page.getByLabel("Model", { exact: true })).toHaveValue("RAV4");
      await page.getByLabel("Model", { exact: true }).fill("Corolla");
      await continueButton(page).click();
      await continueButton(page).click();
      await expect(page.getByLabel(/Share my details with partners/)).toBeChecked();
      await continueButton(page).click();
      await expect(page.getByText("Corolla")).toBeVisible();
      await page.getByRole("button", { name: "View My Quotes" }).click();

      await expect(page).toHaveURL(/\/quotes\?session=/);
      await expect(page.getByRole("heading", { level: 1, name: "Your car quotes" })).toBeVisible();
      const list = page.getByRole("list", { name: "Your car quotes" });
      const before = await lowestPrice(list);

      // The coverage controls are a form with its own button.
      await unfold(page, "[data-coverage-panel]");
      await page.getByText("$1,000", { exact: true }).click();
      await page.getByRole("button", { name: "Update prices" }).click();
      await expect(page).toHaveURL(/\/quotes\?session=/);
      expect(await lowestPrice(list)).toBeLessThan(before);
      // Folded again on a phone, its summary says what was chosen.
      await expect(page.locator("[data-coverage-panel] > summary")).toContainText("Deductible $1,000");
      await unfold(page, "[data-coverage-panel]");
      await expect(page.getByRole("radio", { name: "$1,000" })).toBeChecked();

      // Sorting and filtering are a GET form with its own button (decision 0045).
      await unfold(page, "[data-results-options]");
      await page.getByText("Our rating", { exact: true }).click();
      await page.getByLabel("Pay monthly at no extra cost").check();
      await page.getByRole("button", { name: "Show results" }).click();
      await expect(page).toHaveURL(/[?&]sort=rating&feature=monthly_payments/);
      await expect(page.getByText(/^Showing 1 of \d quotes\.$/)).toBeVisible();
      const names = await list.locator("[data-quote-card]").getByRole("heading", { level: 2 }).allTextContents();
      expect(names).toEqual(["Tidewater Direct (fictional)"]);
      await page.getByRole("link", { name: "Clear filters" }).click();
      await expect(page).toHaveURL(/[?&]sort=rating$/);
      await expect(list.locator("[data-quote-card]").first().getByText("Top rated by us")).toBeVisible();
      // A coverage change answers with the results as they were arranged.
      await unfold(page, "[data-coverage-panel]");
      await page.getByText("$2M", { exact: true }).click();
      await page.getByRole("button", { name: "Update prices" }).click();
      await expect(page).toHaveURL(/\?session=[0-9a-f-]{36}&sort=rating$/);
      await expect(list.locator("[data-quote-card]").first().getByText("Top rated by us")).toBeVisible();

      const first = list.locator("li").first();
      const partner = (await first.getByRole("heading", { level: 2 }).textContent())!.replace(" (fictional)", "");
      await first.getByRole("button", { name: `Continue with ${partner}` }).click();
      await expect(page).toHaveURL(/\/handoff\/[a-z-]+\?ref=qm_[\w-]+&quote=[0-9a-f-]{36}$/);
      await expect(page.getByText("Corolla")).toBeVisible();
    });
  });

  test("the policy analyzer reads an uploaded policy, and says what is missing", async ({ browser }) => {
    const fixtures = await ensurePolicyFixtures();
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/policy-analyzer");
      const analyze = page.getByRole("button", { name: "Analyze", exact: true });
      await page.locator("#policy-file").setInputFiles(join(fixtures, "ontario-certificate.pdf"));
      await analyze.click();
      await expect(page.getByRole("alert")).toHaveText(/Tick the box to agree/);

      await page.locator("#policy-file").setInputFiles(join(fixtures, "ontario-certificate.pdf"));
      await page.getByLabel(/processed only for this session/).check();
      await analyze.click();
      await expect(page.getByRole("heading", { name: "Your policy summary" })).toBeVisible({ timeout: 20_000 });
      await expect(page.getByText(ONTARIO_CERTIFICATE.truth.policyNumber)).toBeVisible();
      await page.getByRole("link", { name: "Analyze Another" }).click();
      await expect(page.getByRole("heading", { name: "Your policy summary" })).toHaveCount(0);
      await expect(analyze).toBeVisible();
    });
  });

  test("content pages show every FAQ answer and no control that needs a script", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/faq");
      const faq = page.locator(".faq-accordion").first();
      // Answers that may all be open at once are not regions (the ARIA accordion pattern, decision 0059).
      const answers = faq.locator("[data-accordion-answer]");
      expect(await answers.count()).toBeGreaterThan(2);
      for (const answer of await answers.all()) await expect(answer).toBeVisible();
      await expect(page.getByRole("button", { name: "Open the Smart Quote Concierge" })).toHaveCount(0);
      // The header's links are there without a menu button to press.
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0);
      await expect(page.locator("header").getByRole("link", { name: "Blog" })).toBeVisible();
      await page.goto("/");
      await expect(page.locator("[data-typed-word]")).toHaveText("Car");
      await expect(page.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])')).toHaveAttribute(
        "aria-label",
        "Testimonial 1 of 3",
      );
    });
  });

  test("the blog filters, pages and reads without a script", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/blog");
      await page.getByRole("group", { name: "Filter posts by category" }).getByRole("link", { name: "Tips" }).click();
      await expect(page).toHaveURL(/\/blog\?category=tips$/);
      await page.goto("/blog");
      await page.getByRole("link", { name: "Next" }).click();
      await expect(page.getByText("Page 2 of 2")).toBeVisible();
      await page.locator("main article").first().getByRole("link").click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      // Copy link needs the script: not shown. Sharing and the contents are plain links.
      await expect(page.getByRole("button", { name: "Copy link" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Share on X" })).toBeVisible();
      await expect(page.getByRole("progressbar", { name: "Reading progress" })).toHaveCount(0);
    });
  });

  test("the contact form sends, and a refusal keeps what was typed", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/contact");
      await page.getByLabel("Full Name *").fill("Mira Chen");
      await page.getByLabel("Email *").fill("not-an-address");
      await page.getByLabel("Subject *").selectOption("coverage");
      await page.getByLabel("Message *").fill("What does comprehensive cover?");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByLabel("Email *")).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel("Message *")).toHaveValue("What does comprehensive cover?");
      await page.getByLabel("Email *").fill("mira@example.com");
      await page.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByRole("heading", { name: /Message sent|Thank you/i })).toBeVisible();
    });
  });
});

test.describe("without JavaScript, in French (decision 0035)", () => {
  test("the French wizard posts its steps and answers a refusal in French", async ({ browser }) => {
    await withoutJavaScript(browser, async (page) => {
      await page.goto("/fr/soumissions?category=car&province=qc");
      await expect(page.locator("html")).toHaveAttribute("lang", "fr-CA");
      await expect(page.getByText("Étape 1 sur 4")).toBeVisible();
      await page.getByLabel("Ville ou municipalité").fill("Québec");
      await page.getByRole("button", { name: "Continuer" }).click();
      await expect(page).toHaveURL(/\/fr\/soumissions/);
      await expect(page.getByText("Étape 2 sur 4")).toBeVisible();
      await page.getByLabel("Année").selectOption("2021");
      await page.getByLabel("Marque").fill("T");
      await page.getByLabel("Modèle", { exact: true }).fill("RAV4");
      await page.getByRole("button", { name: "Continuer" }).click();
      await expect(page.getByText("La marque doit compter au moins 2 caractères.")).toBeVisible();
      await expect(page.getByLabel("Modèle", { exact: true })).toHaveValue("RAV4");
      await page.getByLabel("Marque").fill("Toyota");
      await page.getByRole("button", { name: "Continuer" }).click();
      await expect(page.getByText("Étape 3 sur 4")).toBeVisible();
      await page.getByLabel("Votre âge").fill("35");
      await page.getByLabel("Code postal").fill("G1R 4P5");
      await page.getByLabel("Années avec permis").fill("12");
      await page.getByLabel("Contraventions au cours des 3 dernières années").fill("0");
      await page.getByLabel("Accidents responsables au cours des 6 dernières années").fill("0");
      await page.getByRole("button", { name: "Continuer" }).click();
      // The consents are drawn by the server in the page's language, word for word what is stored.
      await expect(page.getByText("Étape 4 sur 4")).toBeVisible();
      await expect(page.getByText(/J'accepte que QuoteMaple transmette les renseignements/)).toBeVisible();
      await expect(page.getByText(/J'accepte d'être joint au sujet d'options d'assurance/)).toBeVisible();
      await expect(page.getByText(/I agree/)).toHaveCount(0);
    });
  });
});
