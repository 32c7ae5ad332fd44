import type { Locator } from "@playwright/test";
import { COME_BACK_MESSAGES } from "../../core/i18n/messages/come-back";
import { COME_BACK_MESSAGES_FR } from "../../core/i18n/messages/fr/come-back";
import { LAUNCHER_MESSAGES } from "../../core/i18n/messages/launcher";
import { LAUNCHER_MESSAGES_FR } from "../../core/i18n/messages/fr/launcher";
import { QUOTE_VALIDATION_MESSAGES } from "../../core/i18n/messages/quote-validation";
import { QUOTE_VALIDATION_MESSAGES_FR } from "../../core/i18n/messages/fr/quote-validation";
import { WIDGET_MESSAGES } from "../../core/i18n/messages/widget";
import { WIDGET_MESSAGES_FR } from "../../core/i18n/messages/fr/widget";
import { useComeBackServer } from "./come-back-server";
import { expect, expectNoAxeViolations, test } from "./fixtures";

/**
 * "Finish later" in the assistant (issue 25 section 4, decision 0069): a conversation under way
 * e-mails itself a link, received by a real SMTP server on loopback (the come-back journeys' harness),
 * opened in another browser, where the conversation is back in the assistant, in its language, and
 * carries on to consent and estimates. In English and French, at 1280 and 390 px (the two projects).
 */
const server = useComeBackServer();

test.describe.configure({ mode: "serial", timeout: 120_000 });

const LANGUAGES = {
  en: {
    home: "/",
    linkPath: /https?:\/\/[^/\s]+(\/quotes\/resume\/[0-9a-f]{64})/,
    results: /\/quotes\?session=[0-9a-f-]{36}$/,
    widget: WIDGET_MESSAGES,
    launcher: LAUNCHER_MESSAGES,
    comeBack: COME_BACK_MESSAGES,
    consent: QUOTE_VALIDATION_MESSAGES["quote.consent.dataSharing"],
    first: "I'm in Toronto M5V, 2019 Mazda CX-5",
    firstReply: /2019 Mazda CX-5/,
    rest: "licensed 10 years, no tickets or accidents, standard coverage",
  },
  fr: {
    home: "/fr",
    linkPath: /https?:\/\/[^/\s]+(\/fr\/soumissions\/reprendre\/[0-9a-f]{64})/,
    results: /\/fr\/soumissions\?session=[0-9a-f-]{36}$/,
    widget: WIDGET_MESSAGES_FR,
    launcher: LAUNCHER_MESSAGES_FR,
    comeBack: COME_BACK_MESSAGES_FR,
    consent: QUOTE_VALIDATION_MESSAGES_FR["quote.consent.dataSharing"],
    first: "J'habite à Laval H7N, j'ai une Toyota Corolla 2020",
    firstReply: /Toyota Corolla/,
    rest: "permis depuis 20 ans, aucune contravention, aucun accident, protection standard",
  },
} as const;

async function send(dialog: Locator, label: string, text: string) {
  const box = dialog.getByRole("textbox", { name: label });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press("Enter");
}

for (const [language, words] of Object.entries(LANGUAGES)) {
  const w = words.widget;
  test(`${language}: a conversation e-mails itself a link, and another browser finishes the quote`, async ({
    page,
    browser,
  }, testInfo) => {
    const email = `${testInfo.project.name}.${language}.chat@example.com`;
    await page.goto(`${server.url}${words.home}`);
    await page.getByRole("button", { name: words.launcher["launcher.open"] }).click();
    const dialog = page.getByRole("dialog", { name: w["widget.title"] });
    await dialog.getByRole("button", { name: new RegExp(w["widget.action.start_quote_flow"]) }).click();
    // Before a detail there is nothing to keep, so nothing is offered.
    await expect(dialog.getByRole("textbox", { name: w["widget.chat.inputLabel"] })).toBeVisible();
    await expect(dialog.getByRole("button", { name: w["widget.resume.openLabel"] })).toHaveCount(0);
    await send(dialog, w["widget.chat.inputLabel"], words.first);
    const list = dialog.getByRole("list", { name: w["widget.chat.messagesLabel"] });
    await expect(list.getByRole("listitem")).toHaveCount(3);

    await dialog.getByRole("button", { name: w["widget.resume.openLabel"] }).click();
    const field = dialog.getByLabel(w["widget.resume.emailLabel"]);
    await field.fill("not-an-address");
    await dialog.getByRole("button", { name: w["widget.resume.send"] }).click();
    await expect(dialog.getByRole("alert")).toHaveText(w["widget.resume.emailInvalid"]);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const since = server.smtp.received.length;
    await field.fill(email);
    await dialog.getByRole("button", { name: w["widget.resume.send"] }).click();
    await expect(dialog.getByRole("status")).toHaveText(w["widget.resume.sent"].replace("{email}", email));
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: w["widget.resume.back"] }).click();
    await expect(list.getByText(words.first)).toBeVisible();

    const message = await server.received(email, since, "");
    expect(message).toContain(words.comeBack["resume.email.subject"]);
    const path = words.linkPath.exec(message)?.[1];
    expect(path).toBeTruthy();

    // Another device: a browser with nothing of this visitor.
    const other = await browser.newContext({ viewport: page.viewportSize() });
    const elsewhere = await other.newPage();
    await elsewhere.goto(`${server.url}${path}`);
    await expect(
      elsewhere.getByRole("heading", { level: 1, name: words.comeBack["resume.chat.title"] }),
    ).toBeAttached();
    const resumed = elsewhere.getByRole("dialog", { name: w["widget.title"] });
    await expect(resumed).toBeVisible();
    const transcript = resumed.getByRole("list", { name: w["widget.chat.messagesLabel"] });
    // The transcript as the visitor saw it: greeting, their message, the reply.
    await expect(transcript.getByRole("listitem")).toHaveCount(3);
    await expect(transcript.getByText(words.first)).toBeVisible();
    await expect(transcript.getByText(words.firstReply).last()).toBeVisible();
    await expectNoAxeViolations(elsewhere);

    // It carries on where it was left, with the details it held, to consent and estimates.
    await send(resumed, w["widget.chat.inputLabel"], words.rest);
    await expect(resumed.getByText(w["widget.consent.title"])).toBeVisible();
    await resumed.getByLabel(words.consent).check();
    await resumed.getByRole("button", { name: w["widget.consent.confirm"] }).click();
    await expect(elsewhere).toHaveURL(words.results);
    await expect(elsewhere.locator("[data-quote-card]").first()).toBeVisible();
    await other.close();
  });
}

test("a wrong conversation link says so in the page's language, never a 500", async ({ page }) => {
  const response = await page.goto(`${server.url}/quotes/resume/${"f".repeat(63)}`);
  expect(response?.status()).toBe(404);
  await expect(
    page.getByRole("heading", { level: 1, name: COME_BACK_MESSAGES["resume.link.invalidTitle"] }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
