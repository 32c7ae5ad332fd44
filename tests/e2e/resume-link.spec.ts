import { useComeBackServer } from "./come-back-server";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * "Finish later" (issue 25 section 4, decision 0062): an unfinished wizard's link by e-mail, received
 * by a real SMTP server on loopback (the come-back journeys' harness: the built app in a child
 * process, its outbox sent at once), opened in another browser, which finds the answers and the step.
 */
const server = useComeBackServer();

test.describe.configure({ mode: "serial", timeout: 90_000 });

test("an unfinished wizard e-mails itself a link that opens it in another browser", async ({
  page,
  browser,
}, testInfo) => {
  const email = `${testInfo.project.name}.resume@example.com`;
  await page.goto(`${server.url}/quotes?category=car&province=MB`);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.getByLabel("City or town").fill("Brandon");
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByLabel("Year").selectOption("2017");
  await page.getByLabel("Make").fill("Subaru");
  await page.getByLabel("Model", { exact: true }).fill("Outback");

  const later = page.locator("[data-resume-later]");
  await later.getByText("Finish later on any device").click();
  await later.getByLabel("E-mail address for the link").fill("not-an-address");
  await later.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(later.getByLabel("E-mail address for the link")).toHaveAttribute("aria-invalid", "true");
  const since = server.smtp.received.length;
  await later.getByLabel("E-mail address for the link").fill(email);
  await later.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(later.getByRole("status")).toContainText(`Sent to ${email}`);
  // The visitor's answers are still on the page.
  await expect(page.getByLabel("Make")).toHaveValue("Subaru");
  await expectNoAxeViolations(page);

  const message = await server.received(email, since, "Finish your QuoteMaple quote");
  const path = /https?:\/\/[^/\s]+(\/quotes\/resume\/[0-9a-f]{64})/.exec(message)?.[1];
  expect(path).toBeTruthy();

  // Another device: a browser with nothing of this visitor.
  const other = await browser.newContext({ viewport: page.viewportSize() });
  const elsewhere = await other.newPage();
  await elsewhere.goto(`${server.url}${path}`);
  await expect(elsewhere).toHaveURL(/\/quotes\?step=vehicle$/);
  await elsewhere.waitForSelector("html[data-hydrated]", { state: "attached" });
  await expect(elsewhere.getByRole("heading", { name: "Tell us about your vehicle" })).toBeVisible();
  await expect(elsewhere.getByLabel("Make")).toHaveValue("Subaru");
  await expect(elsewhere.getByLabel("Model", { exact: true })).toHaveValue("Outback");
  await expectNoAxeViolations(elsewhere);
  await other.close();
});

test("a wrong link says so in the visitor's language", async ({ page }) => {
  const response = await page.goto(`${server.url}/fr/soumissions/reprendre/${"0".repeat(64)}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Ce lien a expiré ou ne fonctionne pas" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Commencer une soumission" })).toBeVisible();
  await expectNoAxeViolations(page);
});
