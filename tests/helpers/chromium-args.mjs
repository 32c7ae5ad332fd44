// Plain JavaScript so that the Lighthouse bench (bench/lighthouse.mjs, run by Node without a
// TypeScript loader) and the browser tests start Chromium with the same flags.

/** Flags that keep Chromium off the network and working as root in containers. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--headless=new",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
