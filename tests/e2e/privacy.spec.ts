import { readFile } from "node:fs/promises";
import { expect, expectNoAxeViolations, test } from "./fixtures";

const ADMIN_EMAIL = "admin@quotemaple.ca";
const ADMIN_PASSWORD = "e2e-admin-password-0000";

const CAR = {
  category: "car",
  productType: "auto",
  province: "QC",
  city: "Laval",
  postalCode: "H7N 1A1",
  vehicleYear: 2020,
  vehicleMake: "Honda",
  vehicleModel: "Civic",
  driverAge: 41,
  yearsLicensed: 20,
  ticketsLast3y: 0,
  accidentsLast6y: 0,
  consentDataSharing: true,
  consentContact: false,
};

test.describe("a visitor's privacy request", () => {
  test("downloads the data made in this browser from the results' link, deletes it from another device with its code; staff see both", async ({
    page,
    browser,
  }) => {
    // A long journey (a quote, a download, a second device, a staff sign-in): on two busy cores it can pass 30 s.
    test.slow();
    // The visitor's quotes (the wizard has its own journeys), opened on the results page in this browser.
    const started = await page.request.post("/api/session/start", { data: CAR });
    expect(started.status()).toBe(201);
    const session = (await started.json()) as { session_id: string; redirect_url: string };
    await page.goto(session.redirect_url);
    // No reference to copy: the results link to the privacy page, which knows this browser.
    await expect(page.getByText(/Reference qm_/)).toHaveCount(0);
    await page.getByRole("link", { name: "Your data: get a copy or delete it" }).click();
    await expect(page).toHaveURL(/\/privacy-request$/);
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByRole("heading", { level: 1, name: "Your data, your choice" })).toBeVisible();
    await expect(page.getByRole("radio", { name: "The quotes and chats made in this browser" })).toBeChecked();
    await expectNoAxeViolations(page);

    // Access: the export downloads at once.
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Download my data" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^quotemaple-my-data-\d{4}-\d\d-\d\d\.json$/);
    const exported = JSON.parse(await readFile((await download.path())!, "utf8"));
    expect(exported.quote_sessions[0]).toMatchObject({ id: session.session_id });
    expect(exported.quotes.length).toBeGreaterThan(0);
    expect(exported.consent_records.length).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { name: "Your data is ready" })).toBeVisible();
    const accessNumber = /Request number: (\S+)/.exec(
      (await page.getByText(/^Request number:/).textContent()) ?? "",
    )![1]!;
    await expectNoAxeViolations(page);

    // The code for another device is shown only when asked for.
    await page.goto("/privacy-request");
    await expect(page.getByTestId("privacy-code")).toHaveCount(0);
    await page.getByRole("button", { name: "Show my privacy code" }).click();
    const code = (await page.getByTestId("privacy-code").textContent())?.trim() ?? "";
    expect(code).toMatch(/^([0-9A-Z]{4}-){4}[0-9A-Z]{4}$/);
    await expectNoAxeViolations(page);

    // Another device, without this browser's cookie: the code, and the acknowledgement first.
    const otherDevice = await browser.newContext();
    const other = await otherDevice.newPage();
    await other.goto("/privacy-request");
    await other.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(other.getByRole("radio", { name: "The quotes and chats made in this browser" })).toHaveCount(0);
    await other.getByRole("radio", { name: "Delete my data" }).check();
    await other.getByLabel("Your privacy code").fill("0000-0000-0000-0000-0000");
    await other.getByRole("checkbox", { name: "I understand that deleting my data cannot be undone." }).check();
    await other.getByRole("button", { name: "Delete my data" }).click();
    await expect(other.getByRole("alert")).toContainText("We found no data for this privacy code.");
    await other.getByLabel("Your privacy code").fill(code.toLowerCase());
    await other.getByRole("button", { name: "Delete my data" }).click();
    await expect(other.getByRole("heading", { name: "Your data was deleted" })).toBeVisible();
    await expect(other.getByText(/consent record\(s\) are kept as proof of consent/)).toBeVisible();
    const deletionNumber = /Request number: (\S+)/.exec(
      (await other.getByText(/^Request number:/).textContent()) ?? "",
    )![1]!;
    await expectNoAxeViolations(other);
    await otherDevice.close();

    // This browser now holds nothing with us.
    await page.goto("/privacy-request");
    await page.getByRole("button", { name: "Download my data" }).click();
    await expect(page.getByRole("alert")).toContainText("We found no quotes or chats made in this browser.");

    // Staff sign in and see both requests with their deadline.
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await page.goto("/admin/privacy");
    await expect(page.getByRole("heading", { level: 1, name: "Privacy Requests" })).toBeVisible();
    await expect(page.getByRole("contentinfo")).toHaveCount(0);
    const table = page.getByRole("table", { name: "Privacy requests, soonest deadline first" });
    for (const [number, kind] of [
      [accessNumber, "Access"],
      [deletionNumber, "Deletion"],
    ] as const) {
      const row = table.getByRole("row").filter({ hasText: number });
      await expect(row).toContainText(kind);
      await expect(row).toContainText("Completed");
      await expect(row).toContainText(/[A-Z][a-z]+ \d{1,2}, \d{4}/);
    }
    await expectNoAxeViolations(page);
  });

  test("is linked from the home page's privacy section and asks for an e-mail confirmation", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Access or delete your data" }).click();
    await expect(page).toHaveURL(/\/privacy-request$/);
    // A plain link loads a new page: the form's choices work once React has taken it over.
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await page.getByRole("radio", { name: /e-mail address I gave/ }).check();
    await page.getByLabel("Your e-mail address").fill("not-an-address");
    await page.getByRole("button", { name: "Send me a confirmation link" }).click();
    await expect(page.getByText("Please enter a valid e-mail address, like name@example.com.")).toBeVisible();
    await expect(page.getByLabel("Your e-mail address")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);
    await page.getByLabel("Your e-mail address").fill("visitor@example.com");
    await page.getByRole("button", { name: "Send me a confirmation link" }).click();
    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();

    // A confirmation link that is not (or no longer) valid explains itself.
    await page.goto(`/privacy-request/confirm?token=${"x".repeat(43)}`);
    await expect(page.getByRole("alert")).toContainText("This confirmation link is not valid or was already used.");
    await expectNoAxeViolations(page);
  });
});
