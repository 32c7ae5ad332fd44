// Where a cache miss spends its CPU (issue 20): starts the built server with V8's sampling profiler,
// the page cache off, renders one page many times, and prints the self time by package and the
// heaviest functions. With --svg FILE it also draws a flame graph (stacks merged from the root).
//   node bench/render-profile.mjs [path] [renders] [--hits | --store | --quote-start [--household]] [--database postgres://…] [--svg FILE]
// --quote-start profiles POST /api/session/start with a valid car request instead of a page.
// --database runs the server on PostgreSQL: PGlite's queries run on the server's own thread, so on
// the embedded database they count in every figure.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { HOUSEHOLD_SESSION_START_BODY, SESSION_START_BODY, startBenchServer } from "./http-bench.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const args = process.argv.slice(2);
const svgIndex = args.indexOf("--svg");
const svgFile = svgIndex === -1 ? null : args.splice(svgIndex, 2)[1];
// --hits: the page cache on, so every request after the first is a hit (where a hit spends its CPU).
const hitsIndex = args.indexOf("--hits");
const hits = hitsIndex !== -1;
if (hits) args.splice(hitsIndex, 1);
// --store: the page cache on with no memory of its own, so every request is a miss served from the
// shared store of rendered pages (decision 0041).
const storeIndex = args.indexOf("--store");
const store = storeIndex !== -1;
if (store) args.splice(storeIndex, 1);
// --quote-start: POST /api/session/start with a valid car request (issue 26: CPU per quote start).
const quoteIndex = args.indexOf("--quote-start");
const quoteStart = quoteIndex !== -1;
if (quoteStart) args.splice(quoteIndex, 1);
// --household: the quote start with issue 25's household at its limits (4 drivers, 3 vehicles).
const householdIndex = args.indexOf("--household");
const household = householdIndex !== -1;
if (household) args.splice(householdIndex, 1);
const databaseIndex = args.indexOf("--database");
const databaseUrl = databaseIndex === -1 ? null : args.splice(databaseIndex, 2)[1];
const path = quoteStart
  ? "/api/session/start"
  : (args[0] ?? "/blog/how-car-insurance-premiums-are-calculated-in-canada");
const renders = Number(args[1] ?? 400);

const profileDir = mkdtempSync(join(tmpdir(), "qm-profile-"));
const server = await startBenchServer(
  {
    ...(hits
      ? { PAGE_PRERENDER: "false" }
      : store
        ? { PAGE_CACHE_MEMORY_MB: "0", PAGE_PRERENDER: "false" }
        : { PAGE_CACHE_SECONDS: "0" }),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...(quoteStart ? { RATE_LIMIT_ENABLED: "true", RATE_LIMIT_QUOTES_PER_MINUTE: "1000000000" } : {}),
  },
  root,
  ["--cpu-prof", `--cpu-prof-dir=${profileDir}`, "--cpu-prof-interval=100"],
);
const url = server.url;
/** One request of the kind profiled: a page, or a quote start. */
const request = () =>
  fetch(
    url + path,
    quoteStart
      ? {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: household ? HOUSEHOLD_SESSION_START_BODY : SESSION_START_BODY,
        }
      : { headers: { "accept-encoding": "br, gzip" } },
  );
const check = await request();
if (quoteStart && check.status !== 201)
  throw new Error(`the quote start answered ${check.status}: ${await check.text()}`);
await check.arrayBuffer();
for (let index = 0; index < 30; index += 1) await (await request()).arrayBuffer();
// The profile also holds the server's start and seeding; only samples inside this window count.
// V8's sample times and process.hrtime share the monotonic clock.
const windowStartUs = Number(process.hrtime.bigint() / 1000n);
const started = performance.now();
for (let index = 0; index < renders; index += 1) {
  await (await request()).arrayBuffer();
}
const elapsed = performance.now() - started;
const windowEndUs = Number(process.hrtime.bigint() / 1000n);
await server.stop();

const file = readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
const profile = JSON.parse(readFileSync(join(profileDir, file), "utf8"));
rmSync(profileDir, { recursive: true, force: true });

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const id of node.children ?? []) parents.set(id, node.id);
const timeDeltas = profile.timeDeltas;
const selfUs = new Map();
let sampledAt = profile.startTime;
for (const [index, id] of profile.samples.entries()) {
  sampledAt += timeDeltas[index] ?? 0;
  if (sampledAt < windowStartUs || sampledAt > windowEndUs) continue;
  selfUs.set(id, (selfUs.get(id) ?? 0) + (timeDeltas[index] ?? 0));
}

/** Which package (or our own folder) a frame belongs to. */
function ownerOf(callFrame) {
  const url = callFrame.url ?? "";
  if (!url) return callFrame.functionName.startsWith("(") ? callFrame.functionName : "(native)";
  const module = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (module) return module[1];
  if (url.startsWith("node:")) return "node";
  return url.includes("/build/") ? "our code (build)" : url.replace(/^file:\/\//, "");
}

const idle = new Set(["(idle)", "(program)"]);
let busyUs = 0;
const byOwner = new Map();
const byFunction = new Map();
for (const [id, us] of selfUs) {
  const frame = nodes.get(id).callFrame;
  if (idle.has(frame.functionName)) continue;
  busyUs += us;
  const owner = ownerOf(frame);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + us);
  const name = `${frame.functionName || "(anonymous)"} (${owner}${owner.startsWith("our code") || owner === "prom-client" ? `:${frame.lineNumber + 1}` : ""})`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}

const perRender = (us) => `${(us / 1000 / renders).toFixed(3)} ms`;
console.log(
  `${quoteStart ? "POST" : "GET"} ${path}: ${renders} renders in ${(elapsed / 1000).toFixed(1)} s; busy CPU ${perRender(busyUs)} a render`,
);
console.log("\nSelf time by package (per render):");
for (const [owner, us] of [...byOwner].sort((a, b) => b[1] - a[1]).slice(0, 15)) {
  console.log(`  ${perRender(us).padStart(10)}  ${((us / busyUs) * 100).toFixed(1).padStart(5)}%  ${owner}`);
}
console.log("\nHeaviest functions, self time (per render):");
for (const [name, us] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
  console.log(`  ${perRender(us).padStart(10)}  ${name}`);
}

if (svgFile) {
  // Merge stacks by frame name from the root, then draw each frame as wide as its total time.
  const tree = { name: "all", us: 0, children: new Map() };
  for (const [id, us] of selfUs) {
    if (idle.has(nodes.get(id).callFrame.functionName)) continue;
    const stack = [];
    for (let at = id; at !== undefined; at = parents.get(at)) {
      const frame = nodes.get(at).callFrame;
      if (frame.functionName === "(root)") break;
      stack.unshift(`${frame.functionName || "(anonymous)"} · ${ownerOf(frame)}`);
    }
    let node = tree;
    node.us += us;
    for (const name of stack) {
      if (!node.children.has(name)) node.children.set(name, { name, us: 0, children: new Map() });
      node = node.children.get(name);
      node.us += us;
    }
  }
  const width = 1200;
  const rowHeight = 16;
  const rects = [];
  let depthMax = 0;
  const draw = (node, x, depth) => {
    const w = (node.us / tree.us) * width;
    if (w < 1.5) return;
    depthMax = Math.max(depthMax, depth);
    rects.push({ x, depth, w, node });
    let childX = x;
    for (const child of [...node.children.values()].sort((a, b) => b.us - a.us)) {
      draw(child, childX, depth + 1);
      childX += (child.us / tree.us) * width;
    }
  };
  draw(tree, 0, 0);
  const height = (depthMax + 1) * rowHeight + 40;
  const escape = (text) => text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");
  const hue = (name) => [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0) % 40;
  const body = rects
    .map(({ x, depth, w, node }) => {
      const y = height - 20 - (depth + 1) * rowHeight;
      const label = w > 40 ? escape(node.name.slice(0, Math.floor(w / 6.5))) : "";
      const title = `${escape(node.name)}: ${perRender(node.us)} a render (${((node.us / tree.us) * 100).toFixed(1)}%)`;
      return (
        `<g><title>${title}</title><rect x="${x.toFixed(1)}" y="${y}" width="${w.toFixed(1)}" height="${rowHeight - 1}" ` +
        `fill="hsl(${10 + hue(node.name)},80%,${60 + (depth % 3) * 5}%)"/>` +
        (label ? `<text x="${(x + 3).toFixed(1)}" y="${y + 12}">${label}</text>` : "") +
        `</g>`
      );
    })
    .join("\n");
  writeFileSync(
    svgFile,
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="monospace" font-size="11">\n` +
      `<text x="4" y="14">CPU of GET ${escape(path)}, cache off: ${perRender(busyUs)} a render over ${renders} renders (hover for figures)</text>\n` +
      `${body}\n</svg>\n`,
  );
  console.log(`\nFlame graph written to ${svgFile}`);
}
