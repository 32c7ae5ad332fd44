/**
 * Shared code of the policy-analyzer evaluation runners (run.mjs for dev/, holdout/run.mjs for holdout/).
 * Black-box: documents are generated from their specs if missing, uploaded one after the other to
 * POST /api/policy/analyze exactly as the page's script does, and the answer is scored against the
 * ground truth written beside each spec (README.md, "Scoring"). No dependencies beyond Node and the
 * repository's own pdf-lib / canvas / sharp (used by generate.mjs only).
 */
import { spawn } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { generate, loadSpecs, outputPath, MIME } from "./generate.mjs";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const EVAL_DIR = HERE;
export const REPO_ROOT = path.resolve(HERE, "../../..");
const PORT_RANGE = [4700, 4799];
const ANALYZE_PATH = "/api/policy/analyze";
const TIMEOUT_MS = 120_000;

// ---------------------------------------------------------------- arguments and loading

/** `--url http://...`, `--only id1,id2`, `--family name`, `--lang en|fr`. */
export function parseArgs(argv) {
  const args = { url: null, only: null, family: null, lang: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === "--url") args.url = next();
    else if (a.startsWith("--url=")) args.url = a.slice(6);
    else if (a === "--only") args.only = next().split(",");
    else if (a.startsWith("--only=")) args.only = a.slice(7).split(",");
    else if (a === "--family") args.family = next();
    else if (a.startsWith("--family=")) args.family = a.slice(9);
    else if (a === "--lang") args.lang = next();
    else if (a.startsWith("--lang=")) args.lang = a.slice(7);
  }
  return args;
}

export function loadDocuments(dir, args = {}) {
  let specs = loadSpecs(dir);
  for (const s of specs) {
    if (!s.id || !s.family || !s.format || !s.layout || !s.truth) throw new Error(`${s.id ?? "(no id)"}: incomplete spec`);
    if (s.language !== "en" && s.language !== "fr") throw new Error(`${s.id}: language must be en or fr`);
  }
  if (args.only) specs = specs.filter((s) => args.only.includes(s.id));
  if (args.family) specs = specs.filter((s) => s.family === args.family);
  if (args.lang) specs = specs.filter((s) => s.language === args.lang);
  return specs;
}

/** Generates the documents that are missing. */
export async function ensureGenerated(specs) {
  await generate(specs, { force: false });
}

// ---------------------------------------------------------------- server

function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once("error", () => resolve(false));
    srv.once("listening", () => srv.close(() => resolve(true)));
    srv.listen(port, "127.0.0.1");
  });
}

async function freePort() {
  const [lo, hi] = PORT_RANGE;
  const start = lo + Math.floor(Math.random() * (hi - lo + 1));
  for (let i = 0; i <= hi - lo; i++) {
    const port = lo + ((start - lo + i) % (hi - lo + 1));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${lo}-${hi}`);
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
let signalsHooked = false;

/**
 * Starts `node build/server-main.js` on a free port with an in-memory database and rate limits off,
 * and waits for /healthz (the same approach as tests/eval/assistant/lib.mjs). Its output is kept
 * only to explain a failed start.
 */
export async function startServer() {
  const entry = path.join(REPO_ROOT, "build", "server-main.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} not found: build first (npm run -s build)`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: "memory://",
      RATE_LIMIT_ENABLED: "false",
      STAFF_BOOTSTRAP_PASSWORD: `eval-${crypto.randomBytes(12).toString("hex")}`,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let tail = "";
  const keep = (chunk) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  let exited = null;
  child.once("exit", (code, signal) => {
    exited = { code, signal };
  });
  const stop = async () => {
    if (exited) return;
    child.kill("SIGTERM");
    for (let i = 0; i < 50 && !exited; i++) await sleep(100);
    if (!exited) child.kill("SIGKILL");
  };
  const onExit = () => {
    if (!exited) child.kill("SIGKILL");
  };
  process.on("exit", onExit);
  child.once("exit", () => process.off("exit", onExit));
  if (!signalsHooked) {
    signalsHooked = true;
    for (const sig of ["SIGINT", "SIGTERM"]) process.once(sig, () => process.exit(130));
  }
  const redact = (text) => text.replace(/(Password:\s*)\S+/gi, "$1[hidden]");
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited during start (${JSON.stringify(exited)}):\n${redact(tail)}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { url, stop, exited: () => (exited ? { ...exited } : null) };
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`server did not answer /healthz within 180 s:\n${redact(tail)}`);
}

// ---------------------------------------------------------------- upload

/** One analysis: {status, summary, error, ms}. Waits and retries on 429/503 with Retry-After. */
export async function analyze(base, spec) {
  const file = outputPath(spec);
  const bytes = fs.readFileSync(file);
  const ext = path.extname(file).slice(1);
  const mime = MIME[ext];
  const body = JSON.stringify({
    fileData: `data:${mime};base64,${bytes.toString("base64")}`,
    fileName: path.basename(file),
    fileType: mime,
    consent: true,
  });
  const started = Date.now();
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(base + ANALYZE_PATH, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "accept-language": spec.language === "fr" ? "fr-CA" : "en-CA",
        },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (err) {
      if (attempt < 2 && err.name !== "TimeoutError") {
        await sleep(1000);
        continue;
      }
      return { status: 0, summary: null, error: { code: "network", message: err.message }, ms: Date.now() - started };
    }
    if ((res.status === 429 || res.status === 503) && attempt < 10) {
      const ra = Number(res.headers.get("retry-after"));
      await res.text();
      await sleep((Number.isFinite(ra) && ra > 0 ? ra * 1000 : 2000) + 100);
      continue;
    }
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    return {
      status: res.status,
      summary: res.ok ? (json?.summary ?? null) : null,
      error: res.ok ? null : (json?.error ?? { code: "unknown", message: text.slice(0, 200) }),
      ms: Date.now() - started,
    };
  }
}

// ---------------------------------------------------------------- scoring helpers

/** Lower case, accents off, every run of other than letters and digits one space. */
export function plain(s) {
  return String(s ?? "")
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

const LEGAL_WORDS = new Set(["inc", "incorporated", "ltd", "ltee", "limited", "limitee", "company", "compagnie", "cie", "corporation", "corp", "co"]);

/** A provider's name without case, punctuation, accents and legal suffix words. */
export function providerKey(s) {
  return plain(s)
    .split(" ")
    .filter((w) => w && !LEGAL_WORDS.has(w))
    .join("");
}

const PROVINCES = {
  AB: "alberta", BC: "british columbia|colombie britannique", MB: "manitoba", NB: "new brunswick|nouveau brunswick",
  NL: "newfoundland and labrador|newfoundland|terre neuve et labrador|terre neuve", NS: "nova scotia|nouvelle ecosse",
  NT: "northwest territories|territoires du nord ouest", NU: "nunavut", ON: "ontario", PE: "prince edward island|ile du prince edouard",
  QC: "quebec", SK: "saskatchewan", YT: "yukon",
};

/** "ON" from "ON", "Ontario", "Québec"…; null otherwise. */
export function provinceCodeOf(value) {
  if (value == null) return null;
  const p = plain(value);
  if (!p) return null;
  const up = p.toUpperCase();
  if (PROVINCES[up]) return up;
  for (const [code, names] of Object.entries(PROVINCES)) if (names.split("|").includes(p)) return code;
  return null;
}

const isBlank = (v) => v === null || v === undefined || (typeof v === "string" && v.trim() === "");
const numEq = (expected, actual) => {
  if (expected === null) return isBlank(actual);
  const n = typeof actual === "number" ? actual : typeof actual === "string" && /^-?\d+(\.\d+)?$/.test(actual.trim()) ? Number(actual) : NaN;
  return Number.isFinite(n) && Math.abs(n - expected) < 0.005;
};

function fieldMap(summary) {
  const map = {};
  for (const f of summary?.details?.fields ?? []) if (f && typeof f.key === "string") map[f.key] = f.value;
  return map;
}

/** The answer's value for each scalar field, with the fallbacks README.md lists. */
export function answerScalars(summary) {
  const f = fieldMap(summary);
  const period = typeof f.period === "string" ? f.period.match(/\d{4}-\d{2}-\d{2}/g) ?? [] : [];
  return {
    documentKind: summary?.documentKind,
    provider: summary?.provider,
    policyNumber: summary?.policyNumber,
    annualPremium: summary?.annualPremium,
    provinceCode: f.provinceCode !== undefined ? f.provinceCode : provinceCodeOf(f.province),
    postalCode: f.postalCode,
    city: f.city,
    effectiveDate: f.effectiveDate !== undefined ? f.effectiveDate : (period[0] ?? null),
    expiryDate: f.expiryDate !== undefined ? f.expiryDate : (period[1] ?? null),
  };
}

function answerVehicles(summary, expectedCount) {
  const list = summary?.details?.vehicles;
  if (Array.isArray(list)) return { list, fallback: false };
  // Fallback (no details.vehicles yet): the existing `vehicle` and `vin` fields, for one vehicle only.
  if (expectedCount !== 1) return { list: [], fallback: true };
  const f = fieldMap(summary);
  if (isBlank(f.vehicle) && isBlank(f.vin)) return { list: [], fallback: true };
  return { list: [{ text: f.vehicle ?? "", vin: f.vin ?? null }], fallback: true };
}

function vehicleMatches(exp, got) {
  const vinOk = String(got.vin ?? "").replace(/\s/g, "").toUpperCase() === exp.vin;
  if (got.text !== undefined) {
    // Fallback form: "2021 TOYOTA RAV4 ..." must contain the year, make and model as words.
    const t = ` ${plain(got.text)} `;
    return vinOk && t.includes(` ${exp.year} `) && t.includes(` ${plain(exp.make)} `) && t.includes(` ${plain(exp.model)} `);
  }
  return (
    vinOk &&
    Number(got.year) === exp.year &&
    plain(got.make).replace(/ /g, "") === plain(exp.make).replace(/ /g, "") &&
    plain(got.model).replace(/ /g, "") === plain(exp.model).replace(/ /g, "")
  );
}

/** {family, number} from an endorsement code such as "OPCF 28A", "S.E.F. No. 44", "F.A.Q. no 20", "Q.E.F. 20". */
export function parseEndorsementCode(code) {
  const s = String(code ?? "").toUpperCase();
  const letters = s.replace(/[^A-Z]/g, "");
  const family = letters.includes("OPCF") ? "OPCF" : /QEF|FAQ/.test(letters) ? "QEF" : letters.includes("SEF") ? "SEF" : null;
  const m = s.match(/(\d+[A-Z]?)\b/);
  return { family, number: m ? m[1] : null };
}

const show = (v) => (v === undefined ? "unset" : JSON.stringify(v));

// ---------------------------------------------------------------- scoring

/**
 * Scores one answer against a spec's truth. Returns {points: [{kind, label, pass, expected, got}], accepted}.
 * Every point counts one; README.md defines each rule.
 */
export function score(spec, result) {
  const t = spec.truth;
  const points = [];
  const add = (kind, label, pass, expected, got) => points.push({ kind, label, pass: !!pass, expected, got });
  const refused = !result.summary;
  const gotStatus = refused
    ? `HTTP ${result.status} ${result.error?.code ?? ""}${result.error?.message ? `: ${String(result.error.message).slice(0, 120)}` : ""}`.trim()
    : "HTTP 200 summary";
  if (!t.accepted) {
    add("accepted", "accepted", refused && result.status >= 400 && result.status < 500, "refusal (4xx)", gotStatus);
    return { points, accepted: !refused };
  }
  add("accepted", "accepted", !refused, "HTTP 200 summary", gotStatus);
  const s = result.summary;
  const a = refused ? {} : answerScalars(s);
  // Scalar fields
  add("documentKind", "documentKind", !refused && a.documentKind === t.documentKind, t.documentKind, a.documentKind);
  {
    const names = [t.provider, ...(t.providerAliases ?? [])].map(providerKey);
    add("provider", "provider", !refused && !isBlank(a.provider) && names.includes(providerKey(a.provider)), t.provider, a.provider);
  }
  {
    const norm = (v) => String(v ?? "").replace(/[\s\u00a0\u202f]/g, "").toUpperCase();
    add("policyNumber", "policyNumber", !refused && !isBlank(a.policyNumber) && norm(a.policyNumber) === norm(t.policyNumber), t.policyNumber, a.policyNumber);
  }
  add("annualPremium", "annualPremium", !refused && numEq(t.annualPremium, a.annualPremium), t.annualPremium, a.annualPremium);
  const strField = (key, norm) => {
    const exp = t[key];
    const got = a[key];
    const pass = !refused && (exp === null ? isBlank(got) : !isBlank(got) && norm(got) === norm(exp));
    add(key, key, pass, exp, got);
  };
  strField("provinceCode", (v) => String(v).trim().toUpperCase());
  strField("postalCode", (v) => String(v).replace(/[\s\u00a0-]/g, "").toUpperCase());
  strField("city", (v) => plain(v));
  strField("effectiveDate", (v) => String(v).trim());
  strField("expiryDate", (v) => String(v).trim());
  // Vehicles: each expected vehicle matched to a distinct answer vehicle.
  {
    const { list } = refused ? { list: [] } : answerVehicles(s, t.vehicles.length);
    const used = new Set();
    t.vehicles.forEach((v, i) => {
      const idx = list.findIndex((g, j) => !used.has(j) && g && vehicleMatches(v, g));
      if (idx >= 0) used.add(idx);
      add("vehicle", `vehicle ${i + 1}`, idx >= 0, `${v.year} ${v.make} ${v.model} ${v.vin}`, idx >= 0 ? "found" : list.map((g) => g.text ?? `${g.year} ${g.make} ${g.model} ${g.vin}`).join(" | ") || "none");
    });
  }
  // Coverages
  {
    const multi = t.vehicles.length > 1;
    const list = refused ? [] : Array.isArray(s.coverages) ? s.coverages : [];
    for (const c of t.coverages) {
      const cands = list.filter((g) => g && g.key === c.key && (!multi || (g.vehicle ?? null) === c.vehicle));
      const pass = cands.some((g) => numEq(c.limit, g.limit) && numEq(c.deductible, g.deductible));
      const label = `coverage ${c.key}${multi ? ` (vehicle ${c.vehicle ?? "policy"})` : ""}`;
      const got = cands.length
        ? cands.map((g) => `limit ${show(g.limit)} ded ${show(g.deductible)}`).join(" | ")
        : list.some((g) => g && g.key !== undefined)
          ? "no coverage with that key"
          : "no coverage keys in the answer";
      add("coverage", label, pass, `limit ${show(c.limit)} ded ${show(c.deductible)}`, got);
    }
  }
  // Endorsements
  {
    const list = refused ? [] : Array.isArray(s.details?.endorsements) ? s.details.endorsements : [];
    for (const e of t.endorsements) {
      const cands = list.filter((g) => {
        const p = parseEndorsementCode(g?.code);
        return p.family === e.family && p.number === e.number;
      });
      const pass = cands.some((g) => e.limit === null || numEq(e.limit, g.limit));
      add("endorsement", `endorsement ${e.family} ${e.number}`, pass, e.limit === null ? "present" : `limit ${e.limit}`,
        cands.length ? cands.map((g) => `${g.code} limit ${show(g.limit)}`).join(" | ") : list.map((g) => g?.code).join(", ") || "none");
    }
  }
  // Exclusions and non-exclusions
  {
    const list = refused ? [] : (Array.isArray(s.exclusions) ? s.exclusions : []).map((x) => ` ${plain(x)} `);
    for (const x of t.exclusions) {
      const words = x.mustMention.map((w) => plain(w));
      const pass = list.some((e) => words.every((w) => e.includes(w)));
      add("exclusion", `exclusion [${x.mustMention.join(", ")}]`, pass, "an exclusion mentioning it", list.length ? `${list.length} exclusion(s), none matching` : "no exclusions");
    }
    for (const phrase of t.notExclusions) {
      const w = plain(phrase);
      const hit = list.find((e) => e.includes(w));
      add("notExclusion", `not an exclusion: "${phrase}"`, !refused && !hit, "absent from exclusions", hit ? hit.trim().slice(0, 90) : refused ? "refused" : "absent");
    }
  }
  return { points, accepted: !refused };
}

// ---------------------------------------------------------------- running

/** Runs every spec one after another against args.url or a server started here. Returns [{spec, result, points}]. */
export async function runAll(specs, args, { onProgress } = {}) {
  await ensureGenerated(specs);
  let server = null;
  let base = args.url;
  if (!base) {
    server = await startServer();
    base = server.url;
  }
  base = base.replace(/\/+$/, "");
  const out = [];
  try {
    for (const spec of specs) {
      let result;
      try {
        result = await analyze(base, spec);
      } catch (err) {
        result = { status: 0, summary: null, error: { code: "runner", message: err.message }, ms: 0 };
      }
      const stopped = server?.exited();
      if (stopped) {
        result = { status: 0, summary: null, error: { code: "server_stopped", message: JSON.stringify(stopped) }, ms: result.ms };
        server = await startServer();
        base = server.url.replace(/\/+$/, "");
      }
      const { points } = score(spec, result);
      out.push({ spec, result, points });
      onProgress?.(out.length, specs.length);
    }
  } finally {
    if (server) await server.stop();
  }
  return out;
}

export function tally(rows, keyOf) {
  const groups = new Map();
  for (const r of rows) {
    const key = keyOf(r);
    const g = groups.get(key) ?? { key, passed: 0, total: 0, docs: 0, acceptedOk: 0 };
    g.docs++;
    for (const p of r.points) {
      g.total++;
      if (p.pass) g.passed++;
      if (p.kind === "accepted" && p.pass) g.acceptedOk++;
    }
    groups.set(key, g);
  }
  return [...groups.values()].sort((x, y) => x.key.localeCompare(y.key));
}

export function kindTally(rows) {
  const groups = new Map();
  for (const r of rows)
    for (const p of r.points) {
      const g = groups.get(p.kind) ?? { key: p.kind, passed: 0, total: 0 };
      g.total++;
      if (p.pass) g.passed++;
      groups.set(p.kind, g);
    }
  return [...groups.values()];
}

export const pct = (a, b) => (b ? `${((100 * a) / b).toFixed(1)}%` : "-");
