// Issue 20's figures for one built checkout: public pages against a plain Node `http` server holding
// the same bytes (bench/raw-static-server.mjs), a link with tracking parameters, the server's CPU for
// a page rendered, read from the shared store, and in memory, the JavaScript the browser itself counts, and Lighthouse medians of fresh runs.
// Nothing here asserts; `npm run bench` prints the figures.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { get as httpGet } from "node:http";
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { measure, processCpuMs, startBenchServer, startReferenceServer } from "./http-bench.mjs";
import { median, runLighthouseMedians } from "./lighthouse.mjs";

const COMPRESSED = { "accept-encoding": "br, gzip" };

/** Pages compared with the raw server (throughput) and rendered for the CPU figure. */
export const THROUGHPUT_PAGES = [
  "/",
  "/ontario-auto-insurance-quote",
  "/blog/how-car-insurance-premiums-are-calculated-in-canada",
];
/** Content pages whose render CPU and first-load JavaScript are measured. */
export const CONTENT_PAGES = [
  "/",
  "/ontario-auto-insurance-quote",
  "/blog",
  "/blog/how-car-insurance-premiums-are-calculated-in-canada",
  "/learn",
  "/learn/car",
  "/compare/car",
  "/faq",
  "/company/about-us",
  "/legal/privacy",
];
/** Pages that hydrate as an application. */
export const APP_PAGES = ["/quotes", "/policy-analyzer"];
/** Pages Lighthouse runs on (five fresh runs each: one run on this two-core machine varies by 50 ms of TBT). */
export const LIGHTHOUSE_PAGES = [
  "/",
  "/ontario-auto-insurance-quote",
  "/blog/how-car-insurance-premiums-are-calculated-in-canada",
  "/faq",
  "/quotes",
];

/** The exact bytes the server sends for a path in one encoding (no decoding on the way). */
function rawBody(url, encoding) {
  return new Promise((resolve, reject) => {
    const request = httpGet(url, { headers: { "accept-encoding": encoding } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () => resolve(Buffer.concat(chunks)));
      response.on("error", reject);
    });
    request.on("error", reject);
  });
}

/** Starts the raw server over the given pages' bytes: what our server sends, in each encoding. */
async function startRawStatic(pages) {
  const folder = mkdtempSync(join(tmpdir(), "qm-raw-static-"));
  const listing = pages.map(({ path, bodies }, index) => {
    writeFileSync(join(folder, `${index}.html`), bodies.identity);
    writeFileSync(join(folder, `${index}.html.br`), bodies.br);
    writeFileSync(join(folder, `${index}.html.gz`), bodies.gzip);
    return { path, identity: `${index}.html`, br: `${index}.html.br`, gzip: `${index}.html.gz` };
  });
  writeFileSync(join(folder, "pages.json"), JSON.stringify(listing));
  const server = await startReferenceServer("raw-static-server.mjs", [folder]);
  return {
    ...server,
    stop: async () => {
      await server.stop();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** How many rounds a page's CPU figure is the median of. */
export const CPU_ROUNDS = 3;

/**
 * A server's CPU per request for each path: the median of `rounds` rounds, each of `total / rounds` requests
 * one after another per path, the paths taken in turn in every round (after warming up on every
 * path). Rounds in turn, not one path's requests together: the first path measured would otherwise
 * carry what is left of the JIT's warm-up and of anything else the machine did at that moment. With
 * `status`, a page whose `x-page-cache` says otherwise is reported as null: an older build without
 * that tier serves it another way.
 */
async function cpuPerRequest(server, paths, total, status, rounds = CPU_ROUNDS) {
  const count = Math.ceil(total / rounds);
  // Every page first, several times: the first page measured would otherwise pay for the JIT's
  // warm-up of the whole path (two to three times its later figure).
  for (let round = 0; round < 5; round += 1) {
    for (const path of paths) {
      for (let index = 0; index < 20; index += 1) {
        await (await fetch(server.url + path, { headers: COMPRESSED })).arrayBuffer();
      }
    }
  }
  const seen = new Map();
  const samples = new Map(paths.map((path) => [path, []]));
  for (let round = 0; round < rounds; round += 1) {
    for (const path of paths) {
      const response = await fetch(server.url + path, { headers: COMPRESSED });
      seen.set(path, response.headers.get("x-page-cache"));
      await response.arrayBuffer();
      const before = processCpuMs(server.pid);
      for (let index = 0; index < count; index += 1) {
        await (await fetch(server.url + path, { headers: COMPRESSED })).arrayBuffer();
      }
      samples.get(path).push((processCpuMs(server.pid) - before) / count);
    }
  }
  const figures = new Map();
  for (const path of paths) {
    figures.set(path, status && seen.get(path) !== status ? null : median(samples.get(path)));
  }
  return figures;
}

/**
 * What a page costs the server, per request, in four ways (decision 0041): rendered afresh (the
 * cache off: what a publish costs each page once), a miss of this process's memory read from the
 * shared store of rendered pages, a hit in memory, and the raw static server with the same bytes
 * measured the same way, the floor of any Node server on this machine.
 */
async function pageCpu(checkout, count) {
  const measureWith = async (env, status) => {
    const server = await startBenchServer(env, checkout);
    try {
      return await cpuPerRequest(server, CONTENT_PAGES, count, status);
    } finally {
      await server.stop();
    }
  };
  const render = await measureWith({ PAGE_CACHE_SECONDS: "0" });
  const store = await measureWith({ PAGE_CACHE_MEMORY_MB: "0", PAGE_PRERENDER: "false" }, "store");
  const server = await startBenchServer({ PAGE_PRERENDER: "false" }, checkout);
  let hit;
  let raw;
  try {
    hit = await cpuPerRequest(server, CONTENT_PAGES, count, "hit");
    const pages = [];
    for (const path of CONTENT_PAGES) {
      const [identity, br, gzip] = await Promise.all(
        ["identity", "br", "gzip"].map((encoding) => rawBody(server.url + path, encoding)),
      );
      pages.push({ path, bodies: { identity, br, gzip } });
    }
    const reference = await startRawStatic(pages);
    try {
      raw = await cpuPerRequest(reference, CONTENT_PAGES, count);
    } finally {
      await reference.stop();
    }
  } finally {
    await server.stop();
  }
  return CONTENT_PAGES.map((path) => ({
    path,
    ms: render.get(path),
    store: store.get(path),
    hit: hit.get(path),
    raw: raw.get(path),
  }));
}

/** Requests whose `gclid` and `utm_content` differ every time, as real shared links do. */
function trackedRequests(path) {
  let counter = 0;
  return [
    {
      method: "GET",
      path,
      headers: COMPRESSED,
      setupRequest: (request) => {
        counter += 1;
        return { ...request, path: `${path}?utm_source=newsletter&utm_content=c${counter}&gclid=g${counter}` };
      },
    },
  ];
}

/** Cache hits and tracked links against the raw server with the same bytes, one page after another. */
async function throughput(server, options) {
  const pages = [];
  for (const path of THROUGHPUT_PAGES) {
    await (await fetch(server.url + path)).arrayBuffer();
    const [identity, br, gzip] = await Promise.all(
      ["identity", "br", "gzip"].map((encoding) => rawBody(server.url + path, encoding)),
    );
    pages.push({ path, bodies: { identity, br, gzip } });
  }
  const raw = await startRawStatic(pages);
  try {
    const rows = [];
    for (const { path } of pages) {
      const reference = await measure(raw.url + path, { ...options, headers: COMPRESSED });
      const hit = await measure(server.url + path, { ...options, headers: COMPRESSED });
      const tracked = await measure(server.url, { ...options, requests: trackedRequests(path) });
      rows.push({ path, reference, hit, tracked });
    }
    return rows;
  } finally {
    await raw.stop();
  }
}

/**
 * The JavaScript the browser fetched for each page, from its own resource timing: every `.js`
 * resource's encoded size (gzip is asked for, so the figure is gzip's) once the page has loaded and
 * the network is quiet, in a fresh context. Inline scripts are counted apart (gzip of their text).
 */
async function browserJavaScript(serverUrl, paths) {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const figures = [];
    for (const path of paths) {
      const context = await browser.newContext({ extraHTTPHeaders: { "Accept-Encoding": "gzip" } });
      const page = await context.newPage();
      await page.goto(serverUrl + path, { waitUntil: "load" });
      await page.waitForLoadState("networkidle");
      await page.waitForTimeout(500);
      const files = await page.evaluate(() =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
          .map((entry) => entry.encodedBodySize),
      );
      const html = await (await fetch(serverUrl + path)).text();
      const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
        .filter((match) => !match[1].includes("application/ld+json") && !match[1].includes("src="))
        .map((match) => match[2])
        .join("\n");
      figures.push({
        path,
        files: files.length,
        kb: files.reduce((sum, size) => sum + size, 0) / 1024,
        inlineKb: inline ? gzipSync(inline, { level: 9 }).length / 1024 : 0,
      });
      await context.close();
    }
    return figures;
  } finally {
    await browser.close();
  }
}

/** Every figure of issue 20 for one built checkout. */
export async function measurePageDelivery(checkout, { duration, connections, renders, lighthouseRuns }) {
  // No prerender in the background while the raw server and the hits are measured beside it.
  const server = await startBenchServer({ PAGE_PRERENDER: "false" }, checkout);
  try {
    const rows = await throughput(server, { duration, connections });
    const javascript = await browserJavaScript(server.url, [...CONTENT_PAGES, ...APP_PAGES]);
    const lighthouse =
      lighthouseRuns > 0
        ? await runLighthouseMedians(
            LIGHTHOUSE_PAGES.map((path) => server.url + path),
            lighthouseRuns,
          )
        : [];
    const cpu = await pageCpu(checkout, renders);
    return { rows, javascript, lighthouse, cpu };
  } finally {
    await server.stop();
  }
}
