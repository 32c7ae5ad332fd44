import { join } from "node:path";
import { ONTARIO_CERTIFICATE } from "../fixtures/policies/documents";
import { ensurePolicyFixtures } from "../fixtures/policies/generate";
import { expect, expectNoAxeViolations, test } from "./fixtures";

let fixtures: string;

test.beforeAll(async () => {
  fixtures = await ensurePolicyFixtures();
});

test.describe("policy analyzer", () => {
  test("reads a policy, explains it, and opens quotes prefilled with what it read", async ({ page }) => {
    await page.goto("/policy-analyzer");
    await expect(page.getByRole("heading", { level: 1, name: "Understand your car insurance policy" })).toBeVisible();
    const analyze = page.getByRole("button", { name: "Analyze", exact: true });
    await expect(analyze).toBeDisabled();
    await expectNoAxeViolations(page);

    await page.locator("#policy-file").setInputFiles(join(fixtures, "ontario-certificate.pdf"));
    await expect(page.getByText("ontario-certificate.pdf", { exact: true })).toBeVisible();
    await expect(page.getByText(/KB$/)).toBeVisible();
    await expect(analyze).toBeDisabled();
    await page.getByRole("button", { name: "Remove ontario-certificate.pdf" }).click();
    await expect(page.getByText("ontario-certificate.pdf", { exact: true })).toHaveCount(0);

    await page.locator("#policy-file").setInputFiles(join(fixtures, "ontario-certificate.pdf"));
    await page.getByLabel(/processed only for this session/).check();
    await expect(analyze).toBeEnabled();
    await analyze.click();

    await expect(page.getByRole("heading", { name: "Your policy summary" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(ONTARIO_CERTIFICATE.truth.provider)).toBeVisible();
    await expect(page.getByText(ONTARIO_CERTIFICATE.truth.policyNumber)).toBeVisible();
    await expect(page.getByText("$1,936")).toBeVisible();
    await expect(page.getByRole("table")).toBeVisible();
    await expect(page.getByText(/OPCF 20/)).toBeVisible();
    await expect(page.getByText("Jordan Avery Tremblay")).toHaveCount(0);
    // No developer's word beside the fields we are sure of (issue 24).
    await expect(page.getByText(/\((clear|likely)\)/)).toHaveCount(0);
    await expectNoAxeViolations(page);

    await page.getByRole("link", { name: "Compare quotes for this coverage" }).click();
    await expect(page).toHaveURL(/\/quotes\?.*from=policy/);
    // A link is a full page load: wait for the wizard to hydrate before using it.
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByRole("radio", { name: "Car Insurance" })).toBeChecked();
    await expect(page.getByLabel("Province")).toHaveValue("ON");
    await expect(page.getByLabel("City or town")).toHaveValue("Toronto");
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByLabel("Year")).toHaveValue("2021");
    await expect(page.getByLabel("Make")).toHaveValue("Toyota");
    await expect(page.getByLabel("Model", { exact: true })).toHaveValue("RAV4");
  });

  test("the summary fits the screen: nothing on the page is wider than the viewport", async ({ page }) => {
    await page.goto("/policy-analyzer");
    await page.locator("#policy-file").setInputFiles(join(fixtures, "ontario-certificate.pdf"));
    await page.getByLabel(/processed only for this session/).check();
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    const summary = page.getByRole("region", { name: "Your policy summary" });
    await expect(summary).toBeVisible({ timeout: 20_000 });
    const viewport = page.viewportSize()!.width;
    const widths = await page.evaluate(() => ({
      document: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      cards: [...document.querySelectorAll("main section")].map((section) => section.getBoundingClientRect().right),
    }));
    expect(widths.document).toBeLessThanOrEqual(widths.inner);
    for (const right of widths.cards) expect(right).toBeLessThanOrEqual(viewport);
    expect((await summary.boundingBox())!.width).toBeLessThanOrEqual(viewport);
    // The coverages table, wider than a phone, scrolls in its own box.
    const table = page.getByRole("group", { name: "Coverages" });
    expect((await table.boundingBox())!.width).toBeLessThanOrEqual(viewport);
  });

  test("shows the real stages for a photo, and Analyze Another starts over", async ({ page }) => {
    await page.goto("/policy-analyzer");
    await page.locator("#policy-file").setInputFiles(join(fixtures, "alberta-policy.jpg"));
    await page.getByLabel(/processed only for this session/).check();
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await expect(page.getByText("Recognizing text")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Your policy summary" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/Read from an image of the document/)).toBeVisible();
    await page.getByRole("link", { name: "Analyze Another" }).click();
    await expect(page.getByRole("heading", { name: "Upload your policy" })).toBeVisible();
    await expect(page.getByLabel(/processed only for this session/)).not.toBeChecked();
  });

  test("says the analyzer is busy, with the wait, and keeps the file for another try", async ({ page }) => {
    // The server's answer when its OCR queue is full (tests/integration/policy-queue checks it for real).
    await page.route("**/api/policy/analyze", (route) =>
      route.fulfill({
        status: 503,
        headers: { "retry-after": "12" },
        json: {
          error: {
            code: "service_unavailable",
            message: "busy",
            details: { reason: "busy", retryAfterSeconds: 12 },
          },
        },
      }),
    );
    await page.goto("/policy-analyzer");
    await page.locator("#policy-file").setInputFiles(join(fixtures, "alberta-policy.jpg"));
    await page.getByLabel(/processed only for this session/).check();
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await expect(page.getByRole("status").filter({ hasText: "busy" })).toContainText("try again in 12 s");
    await expect(page.getByRole("alert")).toHaveCount(0);
    await expect(page.getByText("alberta-policy.jpg", { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Analyze", exact: true })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("explains a file it cannot read, and keeps the page usable", async ({ page }) => {
    await page.goto("/policy-analyzer");
    await page.locator("#policy-file").setInputFiles(join(fixtures, "encrypted.pdf"));
    await page.getByLabel(/processed only for this session/).check();
    await page.getByRole("button", { name: "Analyze", exact: true }).click();
    await expect(page.getByRole("alert")).toContainText("password-protected");
    await expect(page.getByRole("heading", { name: "Upload your policy" })).toBeVisible();
    await page.locator("#policy-file").setInputFiles({
      name: "notes.txt",
      mimeType: "text/plain",
      buffer: Buffer.from("hello"),
    });
    await expect(page.getByRole("alert")).toContainText("PDF, JPG and PNG");
    await expectNoAxeViolations(page);
  });
});
