import { existsSync } from "node:fs";

const CANDIDATES = [
  "/usr/bin/chromium",
  "/usr/bin/chromium-browser",
  "/usr/bin/google-chrome",
  "/usr/bin/google-chrome-stable",
];

/** The system Chromium (CHROMIUM_PATH overrides); Playwright's own browser download is not used. */
export function findChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    if (!existsSync(configured)) throw new Error(`CHROMIUM_PATH points to ${configured}, which does not exist.`);
    return configured;
  }
  const found = CANDIDATES.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      "No Chromium found for the browser journeys. Install Debian's chromium package (apt-get install chromium) " +
        "or set CHROMIUM_PATH to a Chromium or Chrome executable.",
    );
  }
  return found;
}

// The flags live in a plain JavaScript module so that the Lighthouse bench can share them.
export { CHROMIUM_ARGS } from "../helpers/chromium-args.mjs";
