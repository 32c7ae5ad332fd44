import type { Browser, Page } from "@playwright/test";

/** Runs a journey in a fresh browser context with JavaScript off (the no-JavaScript smoke set, issue 19). */
export async function withoutJavaScript(browser: Browser, journey: (page: Page) => Promise<void>): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  try {
    await journey(page);
  } finally {
    await context.close();
  }
}
