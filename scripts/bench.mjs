// `npm run bench`: builds if needed, starts the server on loopback with a fresh database and prints
// throughput and latency figures. Nothing here asserts; the figures are for people to read.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { measure, printTable, startBenchServer } from "../bench/http-bench.mjs";
import { ensureBuild } from "./ensure-build.mjs";
import { root } from "./build-stamp.mjs";

const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

ensureBuild();
const server = await startBenchServer();
const staticDir = join(root, "build/client/bench-static");
try {
  const pagePath = "/company/about-us";
  // The static copy is served by the same server and middleware, so the ratio isolates SSR's cost.
  const html = await (await fetch(server.url + pagePath)).text();
  mkdirSync(staticDir, { recursive: true });
  writeFileSync(join(staticDir, "about-us.html"), html);

  console.log(`QuoteMaple HTTP bench: ${connections} connections, ${duration} s per target, ${server.url}\n`);
  const rows = [];
  for (const [name, path] of [
    ["GET /healthz", "/healthz"],
    [`GET ${pagePath} (SSR)`, pagePath],
    [`GET ${pagePath} (static copy)`, "/bench-static/about-us.html"],
  ]) {
    rows.push({ name, ...(await measure(server.url + path, { connections, duration })) });
  }
  printTable(rows);
  const ssr = rows[1].requestsPerSecond;
  const staticCopy = rows[2].requestsPerSecond;
  console.log(`\nSSR/static throughput ratio for ${pagePath}: ${(ssr / staticCopy).toFixed(2)} (bar: >= 0.50)`);
} finally {
  rmSync(staticDir, { recursive: true, force: true });
  await server.stop();
}
