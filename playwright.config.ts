import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, findChromium } from "./tests/e2e/chromium-path";

const PORT = Number(process.env.E2E_PORT ?? 4319);
const DESKTOP = { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } };
const MOBILE = { ...devices["Pixel 7"], viewport: { width: 390, height: 844 } };
/** Journeys that change public content. */
const STAFF_JOURNEYS = /admin\.spec\.ts$/;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // One retry on CI, reported as "flaky" by the list reporter, so a timing hiccup on a busy machine is
  // visible without failing the run; locally a failure fails at once.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
    trace: "off",
  },
  projects: [
    // Journeys tagged @mobile-only test what exists on small screens only (the collapsible menu, the
    // floating call to action); the desktop project leaves them out.
    {
      name: "desktop",
      grepInvert: /@mobile-only/,
      testIgnore: STAFF_JOURNEYS,
      use: DESKTOP,
    },
    { name: "mobile", testIgnore: STAFF_JOURNEYS, use: MOBILE },
    // Staff journeys publish, feature and delete posts, which changes what the public journeys count
    // (blog pages, featured articles), so they run after those.
    {
      name: "desktop-staff",
      grepInvert: /@mobile-only/,
      testMatch: STAFF_JOURNEYS,
      dependencies: ["desktop", "mobile"],
      use: DESKTOP,
    },
    { name: "mobile-staff", testMatch: STAFF_JOURNEYS, dependencies: ["desktop", "mobile"], use: MOBILE },
  ],
  webServer: {
    // A fresh in-memory database on every run; the build is made first when needed.
    command: "node scripts/start.mjs",
    url: `http://127.0.0.1:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    env: {
      PORT: String(PORT),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      DATABASE_URL: "",
      LOG_LEVEL: "warn",
      RATE_LIMIT_ANALYTICS_PER_MINUTE: "10000",
      RATE_LIMIT_QUOTES_PER_MINUTE: "10000",
      // Both projects hold conversations from 127.0.0.1 at once; the chat limit has its own integration test.
      RATE_LIMIT_CHAT_PER_MINUTE: "10000",
      // The first admin, created at start on the fresh database; the admin journeys sign in with it.
      STAFF_BOOTSTRAP_EMAIL: "admin@quotemaple.ca",
      STAFF_BOOTSTRAP_PASSWORD: "e2e-admin-password-0000",
      // Every journey signs in from 127.0.0.1 with the same account; the limit itself has integration tests.
      RATE_LIMIT_LOGIN_PER_15_MINUTES: "10000",
      // Both projects upload policies from 127.0.0.1 at once; the OCR queue and the one-analysis-per-client
      // refusals have their own integration tests (policy-queue).
      POLICY_IN_PROGRESS_PER_CLIENT: "100",
      OCR_QUEUE_LENGTH: "50",
    },
  },
});
