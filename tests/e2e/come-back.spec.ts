import { readableEmail } from "../helpers/smtp-capture";
import { useComeBackServer } from "./come-back-server";
import { carQuoteForm } from "../helpers/quote-forms";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * "E-mail me my quotes", a renewal reminder and unsubscribing (issue 25, part 4; decision 0058). Each
 * worker runs its own server (come-back-harness.ts, a child process) as `npm start` does: migrations,
 * seed, the outbox sent over SMTP at once, to a real SMTP server on loopback in this process. The
 * reminder job is run there on a simulated date, against that server's database.
 */
const DAY = 24 * 60 * 60 * 1000;

const server = useComeBackServer();
let nextId = 0;

/** Runs the renewal reminder job in the server's process on a simulated date: how many it queued. */
function remindOn(now: Date): Promise<number> {
  const id = (nextId += 1);
  return new Promise((resolve, reject) => {
    const listen = (message: { type: string; id?: number; sent?: number; error?: string }) => {
      if (message.type !== "reminded" || message.id !== id) return;
      server.harness.off("message", listen);
      if (message.error) reject(new Error(message.error));
      else resolve(message.sent ?? 0);
    };
    server.harness.on("message", listen);
    server.harness.send({ type: "remind", id, now: now.toISOString() });
  });
}

test.describe.configure({ mode: "serial", timeout: 90_000 });

/** A link of the e-mail, as an address on the journey's server (the e-mail names the default site address). */
function linkIn(text: string, path: RegExp): string {
  const found = new RegExp(`https?://[^/\\s]+(${path.source}/[0-9a-f]{64})`).exec(text)?.[1];
  if (!found) throw new Error(`no ${path.source} link in:\n${text}`);
  return `${server.url}${found}`;
}

/** A month this far ahead, "YYYY-MM". */
function monthAhead(months: number): string {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, "0")}`;
}

test("e-mail my quotes: refused input on its fields, then the e-mail arrives and its link opens the results", async ({
  page,
}, testInfo) => {
  const email = `${testInfo.project.name}.quotes@example.com`;
  const started = await page.request.post(`${server.url}/api/session/start`, { data: carQuoteForm() });
  expect(started.status()).toBe(201);
  const { redirect_url: results } = (await started.json()) as { redirect_url: string };
  await page.goto(`${server.url}${results}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your car quotes" })).toBeVisible();

  const panel = page.locator("[data-come-back]");
  await panel.scrollIntoViewIfNeeded();
  await expect(panel.getByRole("heading", { name: "Come back to these estimates" })).toBeVisible();
  const consent = panel.getByLabel(/QuoteMaple may e-mail me a link to these estimates/);
  await expect(consent).not.toBeChecked();
  await expect(panel.getByText(/unsubscribe at any time/)).toBeVisible();

  // A past month and no consent: each field says what is wrong, and nothing is sent.
  const since = server.smtp.received.length;
  await panel.getByLabel("Your e-mail address").fill(email);
  await panel.getByLabel("Month your policy renews (optional)").fill("2020-01");
  await panel.getByRole("button", { name: "E-mail me my quotes" }).click();
  await expect(panel.getByText("That month has passed. Enter the month your policy renews next.")).toBeVisible();
  await expect(panel.getByText("Tick the box so that we may e-mail you.")).toBeVisible();
  await expect(panel.getByLabel("Month your policy renews (optional)")).toHaveAttribute("aria-invalid", "true");
  await expectNoAxeViolations(page);

  await panel.getByLabel("Month your policy renews (optional)").fill(monthAhead(3));
  await panel.getByLabel(/QuoteMaple may e-mail me a link to these estimates/).check();
  await panel.getByRole("button", { name: "E-mail me my quotes" }).click();
  await expect(panel.getByRole("status")).toContainText(`The link to these results is on its way to ${email}.`);
  await expectNoAxeViolations(page);

  // Received by the SMTP server at once, with the one-click unsubscribe header; its link opens the results.
  const message = await server.received(email, since, "Subject: Your QuoteMaple estimates");
  expect(message).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  await page.goto(linkIn(message, /\/email\/quotes/));
  await expect(page).toHaveURL(`${server.url}${results}`);
  await expect(page.getByRole("heading", { level: 1, name: "Your car quotes" })).toBeVisible();
  await expect(page.getByText("2021 Toyota RAV4 · Toronto, Ontario · M5V")).toBeVisible();
});

test("a reminder sent by the job on a simulated date, and one click that stops it", async ({ page }, testInfo) => {
  const email = `${testInfo.project.name}.renewal@example.com`;
  const started = await page.request.post(`${server.url}/api/session/start`, { data: carQuoteForm() });
  const { redirect_url: results } = (await started.json()) as { redirect_url: string };
  // From the French results page: the e-mails come in French.
  await page.goto(`${server.url}${results.replace("/quotes", "/fr/soumissions")}`);
  const panel = page.locator("[data-come-back]");
  const month = monthAhead(5);
  await panel.getByLabel("Votre adresse courriel").fill(email);
  await panel.getByLabel("Mois de renouvellement de votre police (facultatif)").fill(month);
  await panel.getByLabel(/QuoteMaple peut m'envoyer par courriel/).check();
  const since = server.smtp.received.length;
  await panel.getByRole("button", { name: "Recevoir mes soumissions par courriel" }).click();
  await expect(panel.getByRole("status")).toContainText(`en route vers ${email}`);
  await expectNoAxeViolations(page);
  await server.received(email, since, "Voici le lien vers les estimations");

  // The job on a simulated date, 40 days before the first of the renewal month.
  const renewal = new Date(`${month}-01T00:00:00Z`);
  const simulated = new Date(renewal.getTime() - 40 * DAY);
  expect(await remindOn(simulated)).toBeGreaterThanOrEqual(1);
  const reminder = await server.received(email, since, "La dernière fois :");
  expect(reminder).toContain("Estimation la plus basse aujourd'hui :");
  expect(reminder).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  // Sent once, however often the job runs that day.
  expect(await remindOn(simulated)).toBe(0);

  // One click on its unsubscribe link stops everything: next year's reminder is not sent.
  await page.goto(linkIn(reminder, /\/fr\/courriel\/desabonnement/));
  await expect(page.getByRole("heading", { level: 1, name: "Vous êtes désabonné" })).toBeVisible();
  await expectNoAxeViolations(page);
  const nextYear = new Date(Date.UTC(renewal.getUTCFullYear() + 1, renewal.getUTCMonth(), 1) - 40 * DAY);
  const before = server.smtp.received.length;
  await remindOn(nextYear);
  await page.waitForTimeout(1000);
  expect(
    server.smtp.received
      .slice(before)
      .map(readableEmail)
      .filter((text) => text.includes(`To: ${email}`)),
  ).toEqual([]);
});
