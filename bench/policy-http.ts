// `npx tsx bench/policy-http.ts` (also part of `npm run bench`): the policy analyzer measured over
// HTTP against the running server (issue 26), as a visitor meets it: each kind of document uploaded
// to POST /api/policy/analyze three times, one at a time, while 10 connections read a content page;
// the page's p50/p99 and the server's CPU per page are printed beside the same page read with no
// upload running. Figures only; asserts nothing.
import { readFile } from "node:fs/promises";
import { ensureBuild } from "../scripts/ensure-build.mjs";
import { ensurePolicyFixtures } from "../tests/fixtures/policies/generate";
import { policyUploadForm } from "../tests/helpers/policy-upload";
import { join, resolve } from "node:path";
import {
  BROWSER_ENCODINGS,
  loadUntilStopped,
  processCpuMs,
  printColumns,
  startBenchServer,
  waitUntilSettled,
} from "./http-bench.mjs";

const RUNS = Number(process.env.BENCH_POLICY_HTTP_RUNS ?? 3);
const CONTENT_PAGE = "/blog/how-car-insurance-premiums-are-calculated-in-canada";
const CASES = [
  ["text PDF", "ontario-certificate.pdf", 300],
  ["scanned PDF (1 page)", "ontario-certificate-scanned.pdf", 6000],
  ["card photo, PNG", "ontario-certificate.png", 3000],
  ["page photo, JPG", "alberta-policy.jpg", 6000],
] as const;
const HEADERS = BROWSER_ENCODINGS;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

/** Reads the content page on 10 connections until `stop` is called. */
const readPagesUntilStopped = (url: string) => loadUntilStopped(url + CONTENT_PAGE, { connections: 10 });

async function upload(url: string, bytes: Uint8Array, name: string) {
  const started = performance.now();
  const response = await fetch(`${url}/api/policy/analyze`, {
    method: "POST",
    body: policyUploadForm(bytes, name),
    headers: HEADERS,
  });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

ensureBuild();
const fixtures = await ensurePolicyFixtures();
const baseline = process.env.BENCH_BASELINE ? resolve(process.env.BENCH_BASELINE) : null;
await measureBuild("this build");
if (baseline) await measureBuild(`BENCH_BASELINE=${baseline}`, baseline);

async function measureBuild(buildLabel: string, checkout?: string) {
  const server = await startBenchServer(
    { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_POLICY_PER_HOUR: "1000000" },
    checkout,
  );
  try {
    // The OCR workers start with the server and its pages are prerendered in the background; a
    // server that has been up a while has done both.
    await waitUntilSettled(server.pid);
    for (let index = 0; index < 20; index += 1)
      await (await fetch(server.url + CONTENT_PAGE, { headers: HEADERS })).text();

    const rows: string[][] = [];
    // The page alone, for as long as a slow case takes (10 s).
    const cpuBefore = processCpuMs(server.pid);
    let reader = readPagesUntilStopped(server.url);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
    const alone = await reader.stop();
    const cpuPerPage = (processCpuMs(server.pid) - cpuBefore) / Math.max(1, alone.total);
    rows.push([`GET ${CONTENT_PAGE} alone`, "", "", "", String(alone.p50), String(alone.p99), cpuPerPage.toFixed(2)]);

    for (const [label, file, budget] of CASES) {
      const bytes = new Uint8Array(await readFile(join(fixtures, file)));
      await upload(server.url, bytes, file); // first of its kind: warms that path, not counted
      reader = readPagesUntilStopped(server.url);
      const times: number[] = [];
      const statuses = new Set<number>();
      for (let run = 0; run < RUNS; run += 1) {
        const { status, ms } = await upload(server.url, bytes, file);
        times.push(ms);
        statuses.add(status);
      }
      const pages = await reader.stop();
      rows.push([
        `${label} (${file})`,
        [...statuses].join("/"),
        String(Math.round(median(times))),
        String(budget),
        String(pages.p50),
        String(pages.p99),
        "",
      ]);
    }
    console.log(
      `\nPolicy analyzer over HTTP, ${buildLabel}: each document ${RUNS} times, one at a time, while 10 connections read ${CONTENT_PAGE}`,
    );
    printColumns(
      ["upload (or the page alone)", "status", "median ms", "budget ms", "page p50 ms", "page p99 ms", "CPU ms/page"],
      rows,
    );
    console.log("A page's p99 during an upload beside the page alone shows what one analysis costs other visitors.");
  } finally {
    await server.stop();
  }
}
