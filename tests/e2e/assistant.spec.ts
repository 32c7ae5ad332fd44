import { join } from "node:path";
import type { Locator, Page } from "@playwright/test";
import { ONTARIO_CERTIFICATE } from "../fixtures/policies/documents";
import { ensurePolicyFixtures } from "../fixtures/policies/generate";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { holdRequests, scriptsOf } from "./requests";

let fixtures: string;

test.beforeAll(async () => {
  fixtures = await ensurePolicyFixtures();
});

const panel = (page: Page) => page.getByRole("dialog", { name: "Smart Quote Concierge" });
const launcher = (page: Page) => page.getByRole("button", { name: "Open the Smart Quote Concierge" });
const messages = (page: Page) => panel(page).getByRole("list", { name: "Conversation" });
const input = (page: Page) => panel(page).getByRole("textbox", { name: "Your message" });

/**
 * On a phone the button steps aside while a form lies under it (issue 24); a visitor finds it in the
 * room left for it at the end of the page.
 */
async function scrollToPageEnd(page: Page) {
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
}

async function openWidget(page: Page) {
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(panel(page).getByText("Hi there!", { exact: false })).toBeVisible();
}

type StartAction = "Get car insurance quotes" | "Ask a question";

/** Picks a quick action on the open assistant's main menu; the conversation's input appears. */
async function chooseAction(page: Page, action: StartAction) {
  await panel(page)
    .getByRole("button", { name: new RegExp(action) })
    .click();
  await expect(input(page)).toBeVisible();
}

async function startConversation(page: Page, action: StartAction) {
  await openWidget(page);
  await chooseAction(page, action);
}

/** The latest message in the conversation that matches `text` is shown. */
async function expectLastMessage(page: Page, text: RegExp) {
  await expect(messages(page).getByText(text).last()).toBeVisible();
}

/** Counts the requests the page sends to the assistant from now on; read the count with the function. */
function countChatRequests(page: Page): () => number {
  let sent = 0;
  page.on("request", (request) => {
    if (request.url().endsWith("/api/chat/message")) sent += 1;
  });
  return () => sent;
}

async function say(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press("Enter");
}

test.describe("Smart Quote Concierge", () => {
  test("opens, minimizes, restores and closes, and remembers its state across a reload", async ({ page }) => {
    await page.goto("/faq");
    await expect(launcher(page)).toBeVisible();
    await launcher(page).focus();
    await expect(page.getByRole("tooltip")).toContainText("Get quotes in 60 seconds with our Smart Quote Concierge.");

    await openWidget(page);
    await expect(panel(page).getByText("Get quotes in 60 seconds")).toBeVisible();
    await expect(panel(page).getByText("We're not a broker. We connect you with licensed providers.")).toBeVisible();
    for (const action of ["Get car insurance quotes", "Ask a question", "Contact us", "Analyze my policy"]) {
      await expect(panel(page).getByRole("button", { name: new RegExp(action) })).toBeVisible();
    }
    await expectNoAxeViolations(page);

    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(panel(page)).toBeVisible();

    await panel(page).getByRole("button", { name: "Minimize the assistant" }).click();
    await expect(panel(page)).toBeHidden();
    const pill = page.getByRole("button", { name: "Restore the Smart Quote Concierge chat" });
    await expect(pill).toBeVisible();
    await expect(pill).toHaveText("Chat");
    await expectNoAxeViolations(page);

    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(pill).toBeVisible();
    await pill.click();
    await expect(panel(page)).toBeVisible();

    await panel(page).getByRole("button", { name: "Close the assistant" }).click();
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(launcher(page)).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
  });

  test("gets quotes from one message, asks for consent, and lands on the results", async ({ page }) => {
    await page.goto("/");
    await startConversation(page, "Get car insurance quotes");
    await expect(messages(page).getByText(/Where do you live\?/)).toBeVisible();
    await expectNoAxeViolations(page);

    await say(
      page,
      "I'm in Toronto M5V, 2020 Honda Civic, licensed 12 years, no tickets or accidents, standard coverage",
    );
    await expect(
      messages(page)
        .getByText(/2020 Honda Civic/)
        .first(),
    ).toBeVisible();
    await expect(input(page)).toHaveCount(0);
    const confirm = panel(page).getByRole("button", { name: "Show My Quotes" });
    await expect(confirm).toBeDisabled();
    await panel(page)
      .getByLabel(/share the details I give here/)
      .check();
    await expect(confirm).toBeEnabled();
    await expectNoAxeViolations(page);

    // The conversation survives a reload until it is handed off.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await panel(page)
      .getByLabel(/share the details I give here/)
      .check();
    await panel(page).getByRole("button", { name: "Show My Quotes" }).click();

    await expect(page).toHaveURL(/\/quotes\?session=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your car quotes" })).toBeVisible();
    await expect(page.getByText(/2020 Honda Civic/).first()).toBeVisible();
    await expect(panel(page)).toHaveCount(0);
  });

  test("offers the province picker after two unknown places", async ({ page }) => {
    await page.goto("/faq");
    await startConversation(page, "Get car insurance quotes");
    await say(page, "I live in Narnia");
    await expect(messages(page).getByText(/"Narnia"/)).toBeVisible();
    await expect(panel(page).getByText("Please select your province:")).toHaveCount(0);
    await say(page, "Gondor");
    await expect(panel(page).getByText("Please select your province:")).toBeVisible();
    const picker = panel(page).getByRole("group", { name: "Please select your province:" });
    await expect(picker.getByRole("button")).toHaveCount(10);
    await expectNoAxeViolations(page);

    await picker.getByRole("button", { name: "Ontario" }).click();
    await expect(panel(page).getByText("Please select your province:")).toHaveCount(0);
    await expect(
      messages(page)
        .getByRole("listitem")
        .filter({ hasText: /^You: Ontario$/ }),
    ).toBeVisible();
    await expect(messages(page).getByRole("listitem").last()).toContainText("Ontario");
  });

  test("a reset phrase returns to the main menu without asking the server", async ({ page }) => {
    await page.goto("/faq");
    await startConversation(page, "Get car insurance quotes");
    const sent = countChatRequests(page);
    await say(page, "Actually, let's START OVER please");
    await expect(panel(page).getByText("Hi there!", { exact: false })).toBeVisible();
    await expect(input(page)).toHaveCount(0);
    expect(sent()).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem("qm.assistant.chatSession"))).toBeNull();
  });

  test("answers a question from our own pages and links the source", async ({ page }) => {
    await page.goto("/faq");
    await startConversation(page, "Ask a question");
    await expect(panel(page).getByRole("button", { name: "Send message" })).toBeDisabled();
    await input(page).fill("what is DCPD");
    await panel(page).getByRole("button", { name: "Send message" }).click();
    const answer = messages(page)
      .getByRole("listitem")
      .filter({ hasText: /From our page/ });
    await expect(answer).toBeVisible();
    await expect(answer).toContainText(/Direct Compensation/i);
    await expect(answer.getByRole("link")).toHaveAttribute("href", /^\//);
    await expectNoAxeViolations(page);

    await panel(page).getByRole("button", { name: "← Back to main menu" }).click();
    await expect(panel(page).getByText("Hi there!", { exact: false })).toBeVisible();
  });

  test("sends the contact form and confirms inside the panel", async ({ page }) => {
    await page.goto("/faq");
    await openWidget(page);
    await panel(page)
      .getByRole("button", { name: /Contact us/ })
      .click();
    await expect(panel(page).getByRole("heading", { name: "Contact Us" })).toBeVisible();
    await expectNoAxeViolations(page);
    const send = page.waitForResponse((response) => response.url().endsWith("/api/contact"));
    await panel(page).getByLabel("Name").fill("Avery Tremblay");
    await panel(page).getByLabel("E-mail or phone").fill("avery@example.com");
    await panel(page).getByLabel("Message").fill("Do you compare motorcycle insurance?");
    await panel(page).getByRole("button", { name: "Send Message" }).click();
    expect((await send).status()).toBe(201);
    await expect(panel(page).getByRole("status")).toContainText("Thanks, Avery Tremblay!");
    await panel(page).getByRole("button", { name: "Back to main menu" }).click();
    await expect(panel(page).getByText("Hi there!", { exact: false })).toBeVisible();
  });

  test("analyzes an uploaded policy and posts the summary into the chat", async ({ page }) => {
    await page.goto("/faq");
    await startConversation(page, "Ask a question");
    await panel(page).getByRole("button", { name: "Upload your policy" }).click();
    const analyze = panel(page).getByRole("button", { name: "Analyze My Policy" });
    await expect(analyze).toBeDisabled();
    await expect(panel(page).getByText("Your document is analyzed securely and never stored.")).toBeVisible();
    // The same checks as the analyzer page: an empty file is refused before anything is sent.
    await panel(page)
      .getByLabel("Policy document")
      .setInputFiles({ name: "empty.pdf", mimeType: "application/pdf", buffer: Buffer.alloc(0) });
    await expect(panel(page).getByRole("alert")).toContainText(/empty/i);
    await panel(page).getByLabel("Policy document").setInputFiles(join(fixtures, "ontario-certificate.pdf"));
    await expect(panel(page).getByRole("alert")).toHaveCount(0);
    await panel(page)
      .getByLabel(/processed only for this session/)
      .check();
    await expectNoAxeViolations(page);
    await analyze.click();

    await expect(messages(page).getByText(/Here's what I found in your policy/)).toBeVisible({ timeout: 25_000 });
    await expect(messages(page).getByText(ONTARIO_CERTIFICATE.truth.policyNumber, { exact: false })).toBeVisible();
    await expect(messages(page).getByText(/\$1,936/)).toBeVisible();
    const compare = panel(page).getByRole("link", { name: "Compare quotes for this coverage" });
    await expect(compare).toHaveAttribute("href", /\/quotes\?.*from=policy/);
    await expect(input(page)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("shows the analyzer's real stages while a scanned policy is read", async ({ page }) => {
    await page.goto("/faq");
    await startConversation(page, "Ask a question");
    await panel(page).getByRole("button", { name: "Upload your policy" }).click();
    await panel(page).getByLabel("Policy document").setInputFiles(join(fixtures, "alberta-policy-scanned.pdf"));
    await panel(page)
      .getByLabel(/processed only for this session/)
      .check();
    await panel(page).getByRole("button", { name: "Analyze My Policy" }).click();
    const progress = panel(page).getByTestId("assistant-policy-progress");
    await expect(progress.getByText("Recognizing text")).toBeVisible();
    await expect(messages(page).getByText(/Here's what I found in your policy/)).toBeVisible({ timeout: 25_000 });
  });

  test("shows the server's errors in the chat: AI unavailable, rate limited, then carries on", async ({ page }) => {
    await page.goto("/faq");
    await startConversation(page, "Get car insurance quotes");
    // The server's answer when its configured LLM provider fails and no fallback is allowed.
    await page.route("**/api/chat/message", (route) =>
      route.fulfill({
        status: 503,
        json: {
          error: {
            code: "service_unavailable",
            message: "AI service unavailable",
            details: { reason: "ai_unavailable" },
          },
        },
      }),
    );
    await say(page, "I'm in Ottawa");
    await expect(
      messages(page).getByText(
        "The AI assistant is currently unavailable. Please try again later or contact us for assistance.",
      ),
    ).toBeVisible();
    await expect(messages(page).getByText("I'm in Ottawa")).toBeVisible();
    // Any other error text from the server (here the rate limiter's) is shown as the assistant's message.
    await page.unroute("**/api/chat/message");
    await page.route("**/api/chat/message", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "42" },
        json: { error: { code: "rate_limited", message: "Too many requests. Please wait 42 seconds and try again." } },
      }),
    );
    await say(page, "Ottawa, Ontario");
    await expect(messages(page).getByText("Too many requests. Please wait 42 seconds and try again.")).toBeVisible();
    await page.unroute("**/api/chat/message");
    await say(page, "I'm in Ottawa");
    await expectLastMessage(page, /Ontario/);
  });

  test("shows the fallback screen when the assistant cannot start", async ({ page }) => {
    await page.route("**/api/chat/message", (route) =>
      route.fulfill({ status: 503, json: { error: { code: "unavailable", message: "Down for maintenance." } } }),
    );
    await page.goto("/faq");
    await openWidget(page);
    await panel(page)
      .getByRole("button", { name: /Get car insurance quotes/ })
      .click();
    await expect(panel(page).getByText("Hmm… having trouble connecting.")).toBeVisible();
    await expect(panel(page).getByText("You can still continue:")).toBeVisible();
    await expectNoAxeViolations(page);

    await page.unroute("**/api/chat/message");
    await panel(page).getByRole("button", { name: "Try again" }).click();
    await expect(input(page)).toBeVisible();

    await panel(page).getByRole("button", { name: "← Back to main menu" }).click();
    await chooseAction(page, "Get car insurance quotes");
  });

  test("on the policy analyzer page the quick action opens the page's file picker", async ({ page }) => {
    await page.goto("/policy-analyzer");
    await scrollToPageEnd(page);
    await openWidget(page);
    const chooser = page.waitForEvent("filechooser");
    await panel(page)
      .getByRole("button", { name: /Analyze my policy/ })
      .click();
    await chooser;
    await expect(page.getByRole("button", { name: "Restore the Smart Quote Concierge chat" })).toBeVisible();
  });
});

/** Records the analytics events the page sends (beacon or fetch), in order, as {type, data}. */
async function recordEvents(page: Page) {
  await page.addInitScript(() => {
    const seen: Array<{ type: string; data: Record<string, unknown> }> = [];
    (window as unknown as { analyticsEvents: typeof seen }).analyticsEvents = seen;
    const keep = (text: string) => {
      const body = JSON.parse(text) as { event_type: string; event_data: Record<string, unknown> };
      seen.push({ type: body.event_type, data: body.event_data });
    };
    const beacon = navigator.sendBeacon.bind(navigator);
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      if (String(url).endsWith("/api/analytics/track") && data instanceof Blob) void data.text().then(keep);
      return beacon(url, data);
    };
  });
  return {
    types: () =>
      page.evaluate(() =>
        (window as unknown as { analyticsEvents: Array<{ type: string }> }).analyticsEvents.map((event) => event.type),
      ),
    find: (type: string) =>
      page.evaluate(
        (wanted) =>
          (
            window as unknown as { analyticsEvents: Array<{ type: string; data: Record<string, unknown> }> }
          ).analyticsEvents.find((event) => event.type === wanted)?.data ?? null,
        type,
      ),
  };
}

test.describe("Smart Quote Concierge: states, focus and events", () => {
  test("bounces until the first interaction, and never again after it", async ({ page }) => {
    await page.goto("/faq");
    const bounce = launcher(page).locator(".animate-bounce");
    await expect(bounce).toHaveCount(1);
    await openWidget(page);
    await panel(page).getByRole("button", { name: "Close the assistant" }).click();
    await expect(launcher(page)).toBeVisible();
    await expect(bounce).toHaveCount(0);
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(launcher(page)).toBeVisible();
    await expect(bounce).toHaveCount(0);
  });

  test("rises on the home page after 1.5 viewport heights of scrolling, and not elsewhere", async ({ page }) => {
    await page.goto("/");
    const bottomGap = async () => {
      const box = await launcher(page).boundingBox();
      const height = page.viewportSize()?.height ?? 0;
      return box ? Math.round(height - (box.y + box.height)) : -1;
    };
    const resting = await bottomGap();
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.4));
    await page.waitForTimeout(300);
    expect(await bottomGap()).toBe(resting);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 1.6));
    await expect.poll(bottomGap).toBeGreaterThan(resting + 40);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(bottomGap).toBe(resting);

    await page.goto("/blog/how-car-insurance-premiums-are-calculated-in-canada");
    await page.evaluate(() => window.scrollTo(0, window.innerHeight * 2));
    await page.waitForTimeout(300);
    expect(await bottomGap()).toBe(resting);
  });

  test("is a 420x640 panel on desktop and fills the screen on mobile", async ({ page }, testInfo) => {
    await page.goto("/faq");
    await openWidget(page);
    const box = await panel(page).boundingBox();
    const viewport = page.viewportSize();
    if (testInfo.project.name === "mobile") {
      expect(box).toMatchObject({ x: 0, y: 0, width: viewport?.width, height: viewport?.height });
    } else {
      expect(box?.width).toBe(420);
      expect(box?.height).toBe(640);
    }
  });

  test("moves focus into the panel, back to the pill when minimized and to the button when closed", async ({
    page,
  }) => {
    await page.goto("/faq");
    await launcher(page).focus();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("[role=dialog]") !== null)).toBe(true);
    await page.keyboard.press("Escape");
    const pill = page.getByRole("button", { name: "Restore the Smart Quote Concierge chat" });
    await expect(pill).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole("button", { name: "Close the assistant" }).click();
    await expect(launcher(page)).toBeFocused();
  });

  test("closes from the minimized pill and forgets the conversation", async ({ page }) => {
    const events = await recordEvents(page);
    await page.goto("/faq");
    await startConversation(page, "Get car insurance quotes");
    await say(page, "I live in Calgary");
    await expectLastMessage(page, /Alberta/);
    await panel(page).getByRole("button", { name: "Minimize the assistant" }).click();
    const pill = page.getByRole("button", { name: "Restore the Smart Quote Concierge chat" });
    await expect(pill).toBeVisible();
    await page.getByRole("button", { name: "Close the assistant" }).click();
    await expect(pill).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();
    expect(
      await page.evaluate(() => [
        window.localStorage.getItem("qm.assistant.state"),
        window.localStorage.getItem("qm.assistant.chatSession"),
      ]),
    ).toEqual([null, null]);
    await expect
      .poll(events.types)
      .toEqual(
        expect.arrayContaining([
          "assistant_open",
          "quick_action_click",
          "assistant_slot_upsert",
          "assistant_minimize",
          "chat_session_cleared",
          "assistant_close",
        ]),
      );
    // Every event carries the page's language (decision 0035).
    expect(await events.find("quick_action_click")).toEqual({ action: "start_quote_flow", language: "en" });
    expect(await events.find("assistant_slot_upsert")).toMatchObject({
      keys: expect.arrayContaining(["region.province"]),
    });

    await openWidget(page);
    await expect(input(page)).toHaveCount(0);
  });

  test("ignores a corrupted saved conversation and opens on the main menu", async ({ page }) => {
    await page.addInitScript(() => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("qm.assistant.state", "open");
      localStorage.setItem("qm.assistant.interacted", "1");
      localStorage.setItem("qm.assistant.chatSession", '{"messages": "not a list", ');
    });
    const warnings: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning") warnings.push(message.text());
    });
    await page.goto("/faq");
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText("Hi there!", { exact: false })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("qm.assistant.chatSession"))).toBeNull();
    expect(warnings.some((warning) => warning.includes("saved assistant conversation could not be read"))).toBe(true);
    await chooseAction(page, "Get car insurance quotes");
  });

  test("Shift+Enter starts a new line, Enter sends, and an empty message is never sent", async ({ page }) => {
    await page.goto("/faq");
    await startConversation(page, "Get car insurance quotes");
    const sent = countChatRequests(page);
    await input(page).press("Enter");
    await input(page).fill("   ");
    await input(page).press("Enter");
    await expect(panel(page).getByRole("button", { name: "Send message" })).toBeDisabled();
    await input(page).fill("I live in Halifax");
    await input(page).press("Shift+Enter");
    await input(page).pressSequentially("Nova Scotia");
    await expect(input(page)).toHaveValue("I live in Halifax\nNova Scotia");
    expect(sent()).toBe(0);
    const reply = page.waitForResponse((response) => response.url().endsWith("/api/chat/message"));
    await input(page).press("Enter");
    expect((await reply).status()).toBe(200);
    await expect(input(page)).toHaveValue("");
    expect(sent()).toBe(1);
    await expectLastMessage(page, /Nova Scotia/);
  });

  test("the policy quick action on another page opens the analyzer page with the panel minimized", async ({ page }) => {
    await page.goto("/faq");
    await openWidget(page);
    await panel(page)
      .getByRole("button", { name: /Analyze my policy/ })
      .click();
    await expect(page).toHaveURL(/\/policy-analyzer$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("button", { name: "Restore the Smart Quote Concierge chat" })).toBeVisible();
    await expect(panel(page)).toBeHidden();
  });

  test("sends the hand-off events and links the conversation to the privacy page", async ({ page }) => {
    const events = await recordEvents(page);
    await page.goto("/faq");
    await startConversation(page, "Get car insurance quotes");
    await panel(page)
      .getByRole("button", { name: /^Your data/ })
      .click();
    // No id in the address: the page acts on this browser's own privacy key.
    await expect(page).toHaveURL(/\/privacy-request$/);
    await expect(page.getByRole("radio", { name: "The quotes and chats made in this browser" })).toBeChecked();
    await page.getByRole("button", { name: "Restore the Smart Quote Concierge chat" }).click();

    await say(
      page,
      "I'm in Toronto M5V, 2020 Honda Civic, licensed 12 years, no tickets or accidents, standard coverage",
    );
    await panel(page)
      .getByLabel(/share the details I give here/)
      .check();
    await panel(page).getByRole("button", { name: "Show My Quotes" }).click();
    await expect(page).toHaveURL(/\/quotes\?session=[0-9a-f-]{36}$/);
    const sessionId = new URL(page.url()).searchParams.get("session");
    await expect
      .poll(events.types)
      .toEqual(
        expect.arrayContaining([
          "assistant_confirm_show",
          "consent_checked",
          "assistant_complete",
          "handoff_ready",
          "handoff_redirect",
        ]),
      );
    expect(await events.find("handoff_redirect")).toEqual({ sessionId, language: "en" });
    expect(await events.find("assistant_complete")).toEqual({ sessionId, mode: "quote_flow", language: "en" });
  });
});

test.describe("on a page that hydrates (decision 0033)", () => {
  const WIDGET = /\/assets\/assistant-widget-[\w-]+\.js$/;

  test("the button is drawn alone; a press before the widget's code has come opens it, and its state is kept", async ({
    page,
  }) => {
    const scripts = scriptsOf(page);
    await page.goto("/quotes");
    await page.waitForLoadState("networkidle");
    expect(scripts.filter((path) => WIDGET.test(path))).toEqual([]);
    await expect(launcher(page).locator(".animate-bounce")).toHaveCount(1);

    const widgetCode = await holdRequests(page, WIDGET);
    await scrollToPageEnd(page);
    await launcher(page).click();
    await expect.poll(() => scripts.some((path) => WIDGET.test(path))).toBe(true);
    await expect(panel(page)).toHaveCount(0);
    await expect(launcher(page)).toBeVisible();
    widgetCode.release();
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText("Hi there!", { exact: false })).toBeVisible();

    // Remembered open, then minimized: the widget loads at once and shows it as it was left.
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(panel(page)).toBeVisible();
    await panel(page).getByRole("button", { name: "Minimize the assistant" }).click();
    await page.reload();
    await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    await expect(page.getByRole("button", { name: "Restore the Smart Quote Concierge chat" })).toBeVisible();
  });
});

test.describe("chat mode on /quotes", () => {
  test("the wizard's chat switch opens the concierge in quote mode, which ends on the results", async ({ page }) => {
    await page.goto("/quotes?category=car");
    await page.getByRole("button", { name: "Prefer to chat?" }).click();
    const dialog = page.getByRole("dialog", { name: "Smart Quote Concierge" });
    const box = dialog.getByPlaceholder("Type your message...");
    await expect(box).toBeVisible();
    await box.fill(
      "I'm in Toronto M5V, 2020 Honda Civic, licensed 12 years, no tickets or accidents, standard coverage",
    );
    await box.press("Enter");
    await dialog.getByLabel(/share the details I give here/).check();
    await dialog.getByRole("button", { name: "Show My Quotes" }).click();
    await expect(page).toHaveURL(/\/quotes\?session=[0-9a-f-]{36}$/);
    await expect(page.getByRole("heading", { level: 1, name: "Your car quotes" })).toBeVisible();
  });
});

test.describe("the concierge's button never covers a form (issue 24)", () => {
  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const button = (page: Page) => page.locator("[data-assistant-launcher]");
  /** What a visitor works with in a form: its fields, buttons and links, and the consents' wording. */
  const WORKED_WITH = "input:not([type=hidden]), select, textarea, button, a, [id^=consent][id$=-hint]";
  const FIELDS = "input:not([type=hidden]):not([type=radio]):not([type=checkbox]), select, textarea";

  /** Whether the button, as drawn now, covers the element (a button moved off the screen covers nothing). */
  async function covers(page: Page, element: Locator): Promise<boolean> {
    const [target, chat] = await Promise.all([element.boundingBox(), button(page).boundingBox()]);
    return Boolean(target && chat && overlaps(target, chat));
  }

  /** Whether the button is on the screen at all. */
  async function isOnScreen(page: Page): Promise<boolean> {
    const box = await button(page).boundingBox();
    const viewport = page.viewportSize()!;
    return Boolean(box && overlaps(box, { x: 0, y: 0, ...viewport }));
  }

  /**
   * From the top of the page, each thing the visitor works with, scrolled into view as a user would
   * (Playwright scrolls only what is not in view), is not under the button; nor is each field while it
   * has focus. The button comes back when it is focused itself, and at the end of the page, where
   * room is left for it below the footer's links.
   */
  async function expectNothingCovered(page: Page, form: Locator, where: string) {
    await page.evaluate(() => window.scrollTo(0, 0));
    let checked = 0;
    for (const target of await form.locator(WORKED_WITH).all()) {
      if (!(await target.isVisible())) continue;
      await target.scrollIntoViewIfNeeded();
      const name = `${where}: ${await target.evaluate((element) => element.outerHTML.slice(0, 80))}`;
      await expect.poll(() => covers(page, target), { message: name }).toBe(false);
      checked += 1;
    }
    expect(checked, where).toBeGreaterThan(1);
    for (const field of await form.locator(FIELDS).all()) {
      if (!(await field.isVisible())) continue;
      await field.focus();
      await expect.poll(() => covers(page, field), { message: `${where}: focused field` }).toBe(false);
      // On a phone the on-screen keyboard brings the field to the bottom: the button steps off the screen.
      if (page.viewportSize()!.width < 640) {
        await expect.poll(() => isOnScreen(page), { message: `${where}: off the screen` }).toBe(false);
      }
    }
    // Reachable: focused (Tab), it is on the screen again.
    await button(page).focus();
    await expect.poll(() => isOnScreen(page)).toBe(true);
    await button(page).blur();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => isOnScreen(page), { message: `${where}: at the page's end` }).toBe(true);
    for (const link of await page.locator("footer a").all()) {
      await expect.poll(() => covers(page, link), { message: `${where}: footer link` }).toBe(false);
    }
  }

  test("on every step of the quote wizard, the review screen with the consents included", async ({ page }) => {
    test.slow();
    const form = page.locator("form[aria-labelledby=quote-step-title]");
    const next = page.getByRole("button", { name: "Continue" });
    await page.goto("/quotes?category=car&province=ontario-auto-insurance-quote");
    await expectNothingCovered(page, form, "type and place");
    await page.getByLabel("City or town").fill("Toronto");
    await next.click();
    await expect(page.getByText("Step 2 of 4")).toBeVisible();
    await expectNothingCovered(page, form, "vehicle");
    await page.getByLabel("Year").selectOption("2021");
    await page.getByLabel("Make").fill("Toyota");
    await page.getByLabel("Model", { exact: true }).fill("RAV4");
    await next.click();
    await expect(page.getByText("Step 3 of 4")).toBeVisible();
    await expectNothingCovered(page, form, "driver");
    await page.getByLabel("Your age").fill("35");
    await page.getByLabel("Postal code").fill("M5V 2T6");
    await page.getByLabel("Years licensed").fill("12");
    await page.getByLabel("Tickets in the last 3 years").fill("0");
    await page.getByLabel("At-fault accidents in the last 6 years").fill("0");
    await next.click();
    await expect(page.getByText("Step 4 of 4")).toBeVisible();
    await expectNothingCovered(page, form, "consents");
    await page.getByLabel(/Share my details with partners/).check();
    await next.click();
    await expect(page.getByRole("heading", { name: "Review Your Information" })).toBeVisible();
    await expectNothingCovered(page, form, "review");
  });

  test("on the contact, privacy request and policy analyzer pages", async ({ page }) => {
    for (const path of ["/contact", "/privacy-request", "/policy-analyzer", "/fr/contact"]) {
      await page.goto(path);
      await expectNothingCovered(page, page.locator("main form").first(), path);
    }
  });
});
