import { expect, expectNoAxeViolations, test } from "./fixtures";

// The first admin the server creates at start (playwright.config.ts sets these).
const ADMIN_EMAIL = "admin@quotemaple.ca";
const ADMIN_PASSWORD = "e2e-admin-password-0000";

test.describe("staff login", () => {
  test("a wrong password shows the reason inline and keeps the visitor on the login page", async ({
    page,
    consoleErrors,
  }) => {
    await page.goto("/admin/login");
    await expect(page.getByRole("heading", { level: 1, name: "Staff Login" })).toBeVisible();
    // The login screen keeps the site's header and footer (spec).
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page.getByRole("alert")).toHaveText("The e-mail or password is incorrect.");
    // The browser logs the refused request (401) itself; that one line is expected, nothing else is.
    expect(consoleErrors).toEqual([expect.stringContaining("status of 401")]);
    consoleErrors.length = 0;
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Login" })).toBeEnabled();
    await expectNoAxeViolations(page);
  });

  test("the right password leads to the post list, and the login page then sends there directly", async ({ page }) => {
    await page.goto("/admin/login");
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    const cookies = await page.context().cookies();
    const session = cookies.find((cookie) => cookie.name === "qm_staff");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    await page.goto("/admin/login");
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test("signs in with the keyboard alone", async ({ page }) => {
    await page.goto("/admin/login");
    const email = page.getByLabel("Email");
    await email.focus();
    await page.keyboard.type(ADMIN_EMAIL);
    await page.keyboard.press("Tab");
    await expect(page.getByLabel("Password")).toBeFocused();
    await page.keyboard.type(ADMIN_PASSWORD);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/admin\/blog$/);
  });

  test("signs in without JavaScript, and says why a password was refused", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto("/admin/login");
      await page.getByLabel("Email").fill(ADMIN_EMAIL);
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page.getByRole("alert")).toHaveText("The e-mail or password is incorrect.");
      await expect(page).toHaveURL(/\/admin\/login$/);
      await page.getByLabel("Email").fill(ADMIN_EMAIL);
      await page.getByLabel("Password").fill(ADMIN_PASSWORD);
      await page.getByRole("button", { name: "Login" }).click();
      await expect(page).toHaveURL(/\/admin\/blog$/);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === "qm_staff")?.httpOnly).toBe(true);
      // The device cookie goes only to the two sign-in addresses (decision 0026).
      expect(
        cookies
          .filter((cookie) => cookie.name === "qm_staff_device")
          .map((cookie) => cookie.path)
          .sort(),
      ).toEqual(["/admin/login", "/api/admin/login"]);
    } finally {
      await context.close();
    }
  });

  test("an admin page without a session opens the login page", async ({ page }) => {
    await page.goto("/admin/blog");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("button", { name: "Login" })).toBeVisible();
  });
});
