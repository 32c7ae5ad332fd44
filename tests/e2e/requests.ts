import type { Page } from "@playwright/test";

/** The paths of the scripts the page requests from now on (the array fills as they are asked for). */
export function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Holds every request matching `pattern` until `release()` is called; `held()` counts them. */
export async function holdRequests(
  page: Page,
  pattern: string | RegExp,
): Promise<{ release: () => void; held: () => number }> {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await page.route(pattern, async (route) => {
    held += 1;
    await gate;
    await route.continue();
  });
  return { release, held: () => held };
}
