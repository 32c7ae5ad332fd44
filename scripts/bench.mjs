// `npm run bench`: builds if needed, starts the server on loopback with a fresh database and prints
// throughput and latency figures. Nothing here asserts; the figures are for people to read.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { measure, printTable, startBenchServer } from "../bench/http-bench.mjs";
import { firstLoadJavaScriptKb } from "../bench/js-budget.mjs";
import { runLighthouse } from "../bench/lighthouse.mjs";
import { root } from "./build-stamp.mjs";
import { ensureBuild } from "./ensure-build.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

/** Pages compared with a static copy of their own HTML, served by the same server. */
const PAGES = [
  "/",
  "/ontario-auto-insurance-quote",
  "/company/about-us",
  "/blog",
  "/blog/how-car-insurance-premiums-are-calculated-in-canada",
];
/** Pages checked with Lighthouse (mobile preset). */
const LIGHTHOUSE_PAGES = [
  "/",
  "/ontario-auto-insurance-quote",
  "/blog/how-car-insurance-premiums-are-calculated-in-canada",
];

ensureBuild();
const server = await startBenchServer();
const staticDir = join(root, "build/client/bench-static");
try {
  mkdirSync(staticDir, { recursive: true });
  console.log(`QuoteMaple HTTP bench: ${connections} connections, ${duration} s per target, ${server.url}\n`);
  const rows = [{ name: "GET /healthz", ...(await measure(`${server.url}/healthz`, { connections, duration })) }];
  const ratios = [];
  const budgets = [];
  for (const [index, path] of PAGES.entries()) {
    // The static copy goes through the same middleware, so the ratio isolates rendering's cost.
    const html = await (await fetch(server.url + path)).text();
    writeFileSync(join(staticDir, `page-${index}.html`), html);
    budgets.push([path, firstLoadJavaScriptKb(html, join(root, "build/client"))]);
    const ssr = await measure(server.url + path, { connections, duration });
    const copy = await measure(`${server.url}/bench-static/page-${index}.html`, { connections, duration });
    rows.push({ name: `GET ${path} (SSR)`, ...ssr }, { name: `GET ${path} (static copy)`, ...copy });
    ratios.push([path, ssr.requestsPerSecond / copy.requestsPerSecond]);
  }
  printTable(rows);
  console.log("\nSSR/static throughput ratio (quality bar: >= 0.50)");
  for (const [path, ratio] of ratios) console.log(`  ${path}: ${ratio.toFixed(2)}`);

  console.log("\nFirst-load JavaScript, gzip (budget: <= 120 KB)");
  for (const [path, budget] of budgets) console.log(`  ${path}: ${budget.kb} KB in ${budget.files} files`);

  if (process.env.BENCH_SKIP_LIGHTHOUSE !== "1") {
    console.log("\nLighthouse 12, mobile preset (bars: performance >= 95, others 100)");
    for (const result of await runLighthouse(LIGHTHOUSE_PAGES.map((path) => server.url + path))) {
      const path = new URL(result.url).pathname;
      console.log(
        `  ${path}: performance ${result.performance}, accessibility ${result.accessibility}, best practices ${result.bestPractices}, SEO ${result.seo}` +
          (result.failing.length > 0 ? ` (failing: ${result.failing.join(", ")})` : ""),
      );
    }
  }
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await server.stop();
}
