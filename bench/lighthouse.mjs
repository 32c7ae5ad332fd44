// Lighthouse 12 (mobile preset: simulated slow 4G, 4x CPU slow-down; system Chromium) against the
// local server. Each run starts a fresh Chromium, so no run is warmed by another.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS } from "../tests/helpers/chromium-args.mjs";

async function runOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: CHROMIUM_ARGS,
  });
  try {
    const runnerResult = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const categories = runnerResult?.lhr.categories ?? {};
    const audits = runnerResult?.lhr.audits ?? {};
    const score = (key) => Math.round((categories[key]?.score ?? 0) * 100);
    const metric = (key) => audits[key]?.numericValue ?? Number.NaN;
    const metrics = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "interactive"];
    // A run that could not measure (a page error, a trace Lighthouse could not read) is an error, not a figure.
    const error =
      runnerResult?.lhr.runtimeError?.code ??
      metrics
        .filter((key) => !Number.isFinite(metric(key)))
        .map((key) => `${key}: ${audits[key]?.errorMessage ?? "no value"}`)
        .join("; ");
    return {
      error: error || null,
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      fcp: metric("first-contentful-paint"),
      lcp: metric("largest-contentful-paint"),
      tbt: metric("total-blocking-time"),
      interactive: metric("interactive"),
      failing: Object.values(audits)
        .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id),
    };
  } finally {
    await chrome.kill();
  }
}

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export const median = (values) => {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/**
 * Each page `runs` times, in fresh browsers; every figure is the median of the runs. A run that errs
 * is tried again (twice at most) and its error kept: `errors` lists them, and a page with no good run
 * has no figures.
 */
export async function runLighthouseMedians(urls, runs) {
  const results = [];
  for (const url of urls) {
    const samples = [];
    const errors = [];
    for (let run = 0; run < runs; run += 1) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const sample = await runOnce(url).catch((error) => ({ error: String(error?.message ?? error) }));
        if (!sample.error) {
          samples.push(sample);
          break;
        }
        errors.push(sample.error);
      }
    }
    const of = (key) => median(samples.map((sample) => sample[key]));
    results.push({
      url,
      runs: samples.length,
      errors,
      performance: of("performance"),
      accessibility: of("accessibility"),
      bestPractices: of("bestPractices"),
      seo: of("seo"),
      fcp: of("fcp"),
      lcp: of("lcp"),
      tbt: of("tbt"),
      interactive: of("interactive"),
      failing: [
        ...new Set(samples.flatMap((sample) => sample.failing)),
        ...(samples.length ? [] : ["no run succeeded"]),
      ],
    });
  }
  return results;
}
