import type { Browser, Page } from "@playwright/test";
import { totpCodeAt } from "../../server/services/staff-totp";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// The first admin the server creates at start (playwright.config.ts sets these). It never enrols, so
// the other journeys that sign in with it are unaffected; the journey adds its own member.
const ADMIN_EMAIL = "admin@quotemaple.ca";
const ADMIN_PASSWORD = "e2e-admin-password-0000";

async function signInAdmin(page: Page): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? "";
  const response = await page.request.post("/api/admin/login", {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    headers: { origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function newPage(browser: Browser): Promise<Page> {
  const project = test.info().project.use;
  const context = await browser.newContext({
    ...(project.viewport ? { viewport: project.viewport } : {}),
    ...(project.isMobile !== undefined ? { isMobile: project.isMobile } : {}),
    ...(project.hasTouch !== undefined ? { hasTouch: project.hasTouch } : {}),
    ...(project.userAgent ? { userAgent: project.userAgent } : {}),
    ...(project.baseURL ? { baseURL: project.baseURL } : {}),
  });
  return context.newPage();
}

async function signInWithPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
}

test.describe("staff two-factor sign-in (decision 0053)", () => {
  test("a new member enrols from the account screen, then signs in with the app's code; an admin resets it", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const email = `e2e-2fa-${testInfo.project.name}-${Date.now().toString(36)}@quotemaple.ca`;

    // An admin adds the member on the staff screen; the password is shown once.
    await signInAdmin(page);
    await page.goto("/admin/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff" })).toBeVisible();
    await page.getByLabel("Work e-mail").fill(email);
    await page.getByLabel("Role").selectOption("editor");
    await page.getByRole("button", { name: "Add", exact: true }).click();
    const password = (await page.getByTestId("new-staff-password").textContent())?.trim() ?? "";
    expect(password.length).toBeGreaterThanOrEqual(12);

    // The member signs in with the password alone (not enrolled yet) and opens the account screen.
    const member = await newPage(browser);
    await signInWithPassword(member, email, password);
    await expect(member).toHaveURL(/\/admin\/blog$/);
    await member.getByRole("link", { name: "Account" }).click();
    await expect(member).toHaveURL(/\/admin\/account$/);
    await expect(member.getByRole("heading", { name: "Set up two-factor sign-in" })).toBeVisible();
    const qr = member.getByRole("img", { name: /QR code holding your two-factor key/ });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expectNoAxeViolations(member);
    const secret = ((await member.getByTestId("totp-secret").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A wrong code is refused in words; the code computed from the key shown turns it on.
    await member.getByLabel("Code from your app").fill("000000");
    await member.getByRole("button", { name: "Turn on" }).click();
    await expect(member.getByRole("alert")).toContainText("That code does not match");
    await member.getByLabel("Code from your app").fill(totpCodeAt(secret, new Date()));
    await member.getByRole("button", { name: "Turn on" }).click();
    await expect(member.getByRole("heading", { name: "Two-factor sign-in is on" })).toBeVisible();
    const recoveryCodes = member.getByTestId("recovery-codes").getByRole("listitem");
    await expect(recoveryCodes).toHaveCount(10);
    await expectNoAxeViolations(member);

    // Signed out, the password alone is no longer enough: the page asks for the code.
    await member.getByRole("button", { name: "Sign Out" }).click();
    await expect(member).toHaveURL(/\/admin\/login$/);
    await signInWithPassword(member, email, password);
    await expect(member.getByRole("heading", { level: 1, name: "Two-factor sign-in" })).toBeVisible();
    await expect(member.getByLabel("Code")).toBeFocused();
    await expectNoAxeViolations(member);
    await member.getByLabel("Code").fill("000000");
    await member.getByRole("button", { name: "Verify" }).click();
    await expect(member.getByRole("alert")).toContainText("That code is not right");
    // The enrolment used this 30-second step's code; the next step's is accepted one step early.
    await member.getByLabel("Code").fill(totpCodeAt(secret, new Date(Date.now() + 30_000)));
    await member.getByRole("button", { name: "Verify" }).click();
    await expect(member).toHaveURL(/\/admin\/blog$/);
    await member.context().close();

    // The admin sees it on, reads the audit log filtered to the member, and resets it.
    await page.goto("/admin/staff");
    const row = page.getByTestId("staff-member").filter({ hasText: email });
    await expect(row.getByText("On", { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/admin/audit?actor=${encodeURIComponent(email)}`);
    const events = page.getByTestId("audit-events");
    await expect(events.getByText("two_factor.enrol")).toBeVisible();
    await expect(events.getByText("sign_in.code_failure")).toBeVisible();
    await expect(events.getByText("sign_in.success")).toHaveCount(2);
    await expectNoAxeViolations(page);
    await page.goto("/admin/staff");
    await page.getByRole("button", { name: `Reset two-factor sign-in for ${email}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "was reset" })).toBeVisible();
    await expect(
      page.getByTestId("staff-member").filter({ hasText: email }).getByText("Off", { exact: true }),
    ).toBeVisible();
  });
});
