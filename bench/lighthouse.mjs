// Lighthouse 12 (mobile preset, system Chromium) against the local server; prints category scores.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../tests/helpers/chromium-args.mjs";

export async function runLighthouse(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_ARGS,
  });
  const results = [];
  try {
    for (const url of urls) {
      const runnerResult = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
      const categories = runnerResult?.lhr.categories ?? {};
      const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
      results.push({
        url,
        performance: score("performance"),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        failing: Object.values(runnerResult?.lhr.audits ?? {})
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
          .map((audit) => audit.id),
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
