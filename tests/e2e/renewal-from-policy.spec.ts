import { join } from "node:path";
import { ONTARIO_CERTIFICATE } from "../fixtures/policies/documents";
import { ensurePolicyFixtures } from "../fixtures/policies/generate";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The renewal month from the analyzer (issue 25 section 4, issue 23; decision 0062): the expiry the
// analyzer read travels from its summary through the wizard to the results, where the e-mail panel
// offers its month for the reminder; the visitor can still change it.

let fixtures: string;

test.beforeAll(async () => {
  fixtures = await ensurePolicyFixtures();
});

test("the policy's expiry month is prefilled in the results' renewal reminder", async ({ page }) => {
  test.slow();
  await page.goto("/policy-analyzer");
  await page.locator("#policy-file").setInputFiles(join(fixtures, "ontario-certificate.pdf"));
  await page.getByLabel(/processed only for this session/).check();
  await page.getByRole("button", { name: "Analyze", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Your policy summary" })).toBeVisible({ timeout: 20_000 });
  await page.getByRole("link", { name: "Compare quotes for this coverage" }).click();
  await expect(page).toHaveURL(/renewalMonth=2027-03/);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });

  const next = () => page.getByRole("button", { name: "Continue" }).click();
  await next();
  await expect(page.getByLabel("Make")).toHaveValue("Toyota");
  await next();
  await page.getByLabel("Your age", { exact: true }).fill("41");
  const postal = page.getByLabel("Postal code");
  if ((await postal.inputValue()) === "") await postal.fill("M4C 1B5");
  await page.getByLabel("Years licensed").fill("20");
  await page.getByLabel("Tickets in the last 3 years").fill("0");
  await page.getByLabel("At-fault accidents in the last 6 years").fill("0");
  await next();
  await page.getByLabel("Share my details with partners (required)").check();
  await next();
  await page.getByRole("button", { name: "View My Quotes" }).click();

  await expect(page).toHaveURL(/\/quotes\?session=[0-9a-f-]{36}&renewalMonth=2027-03$/);
  const month = page.getByLabel("Month your policy renews (optional)");
  await expect(month).toHaveValue(ONTARIO_CERTIFICATE.truth.expiry.slice(0, 7));
  await expectNoAxeViolations(page);
  // The visitor can change it: the field is the panel's own, only preset.
  await month.fill("2027-04");
  await expect(month).toHaveValue("2027-04");
});
