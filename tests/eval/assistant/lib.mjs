/**
 * Shared code of the assistant evaluation runners (run.mjs for dev/, holdout/run.mjs for holdout/).
 * Black-box: it talks to the server only through POST /api/chat/message, as the widget does.
 * No dependencies beyond Node itself (fetch, child_process, net).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

const HERE = path.dirname(fileURLToPath(import.meta.url));
export const EVAL_DIR = HERE;
export const REPO_ROOT = path.resolve(HERE, "../../..");
const PORT_RANGE = [4600, 4699];
const CHAT_PATH = "/api/chat/message";
const MAX_RETRIES_429 = 20;

// ---------------------------------------------------------------- arguments

/** `--url http://...`, `--only id1,id2`, `--limit N`, `--lang en|fr`, `--category name`, `--batch a,f,g`. */
export function parseArgs(argv) {
  const args = { url: null, only: null, limit: null, lang: null, category: null, batch: null };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const next = () => argv[++i];
    if (a === "--url") args.url = next();
    else if (a.startsWith("--url=")) args.url = a.slice(6);
    else if (a === "--only") args.only = next().split(",");
    else if (a.startsWith("--only=")) args.only = a.slice(7).split(",");
    else if (a === "--limit") args.limit = Number(next());
    else if (a.startsWith("--limit=")) args.limit = Number(a.slice(8));
    else if (a === "--lang") args.lang = next();
    else if (a.startsWith("--lang=")) args.lang = a.slice(7);
    else if (a === "--category") args.category = next();
    else if (a.startsWith("--category=")) args.category = a.slice(11);
    else if (a === "--batch") args.batch = next().split(",");
    else if (a.startsWith("--batch=")) args.batch = a.slice(8).split(",");
  }
  return args;
}

// ---------------------------------------------------------------- loading

/** Every conversation of every *.json file in `dir`, in file then array order. */
export function loadConversations(dir) {
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort();
  const all = [];
  for (const f of files) {
    const list = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8"));
    if (!Array.isArray(list)) throw new Error(`${f}: expected a JSON array`);
    for (const conv of list) {
      const problem = schemaProblem(conv);
      if (problem) throw new Error(`${f}: ${conv?.id ?? "(no id)"}: ${problem}`);
      all.push(conv);
    }
  }
  return all;
}

function schemaProblem(conv) {
  if (!conv || typeof conv !== "object") return "not an object";
  if (typeof conv.id !== "string") return "id missing";
  if (typeof conv.category !== "string") return "category missing";
  if (conv.language !== "en" && conv.language !== "fr") return "language must be en or fr";
  if (conv.mode !== "quote_flow" && conv.mode !== "chat") return "mode must be quote_flow or chat";
  if (!Array.isArray(conv.turns) || conv.turns.length === 0 || conv.turns.some((t) => typeof t !== "string"))
    return "turns must be a non-empty array of strings";
  if (!conv.expect || typeof conv.expect !== "object") return "expect missing";
  if (conv.absent !== undefined && !Array.isArray(conv.absent)) return "absent must be an array";
  if (conv.ready !== undefined && typeof conv.ready !== "boolean") return "ready must be a boolean";
  if (conv.cites !== undefined && typeof conv.cites !== "boolean") return "cites must be a boolean";
  return null;
}

/** The batch a conversation belongs to: the letter before its number ("fr-refusal-g009" is g), "a" for the first. */
export function batchOf(conv) {
  const match = /-([a-z]?)\d+$/.exec(conv.id);
  return match && match[1] ? match[1] : "a";
}

export function selectConversations(all, args) {
  let list = all;
  if (args.only) list = list.filter((c) => args.only.includes(c.id));
  if (args.lang) list = list.filter((c) => c.language === args.lang);
  if (args.category) list = list.filter((c) => c.category === args.category);
  if (args.batch) list = list.filter((c) => args.batch.includes(batchOf(c)));
  if (args.limit) list = list.slice(0, args.limit);
  return list;
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
 * Starts `node build/server-main.js` on a free port of 4600-4699 with an in-memory database and
 * waits for /healthz. The server's own output is not shown (it prints a first-admin password);
 * only its last lines are kept to explain a failed start. Returns {url, stop}.
 */
export async function startServer() {
  const entry = path.join(REPO_ROOT, "build", "server-main.js");
  if (!fs.existsSync(entry)) throw new Error(`${entry} not found: build the server first`);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: "memory://" },
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
  const deadline = Date.now() + 180_000;
  const status = () => (exited ? { ...exited, tail: redact(tail) } : null);
  while (Date.now() < deadline) {
    if (exited) throw new Error(`server exited during start (${JSON.stringify(exited)}):\n${redact(tail)}`);
    try {
      const res = await fetch(`${url}/healthz`);
      if (res.ok) return { url, stop, exited: status };
    } catch {
      /* not up yet */
    }
    await sleep(500);
  }
  await stop();
  throw new Error(`server did not answer /healthz within 180 s:\n${redact(tail)}`);
}

function redact(text) {
  return text.replace(/(Password:\s*)\S+/gi, "$1[hidden]");
}

// ---------------------------------------------------------------- API

const retryAfterMs = (res) => {
  const ra = Number(res.headers.get("retry-after"));
  if (Number.isFinite(ra) && ra > 0) return ra * 1000;
  const reset = Number(res.headers.get("ratelimit-reset"));
  if (Number.isFinite(reset) && reset > 0) return reset * 1000;
  return 2000;
};

/**
 * One POST to the chat endpoint. Honours 429 + Retry-After, and pauses by itself when the
 * RateLimit-Remaining header says the window is used up.
 */
async function postChat(base, body, language) {
  for (let attempt = 0; ; attempt++) {
    let res;
    try {
      res = await fetch(base + CHAT_PATH, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json",
          "accept-language": language === "fr" ? "fr-CA" : "en-CA",
        },
        body: JSON.stringify(body),
      });
    } catch (err) {
      if (attempt < 3) {
        await sleep(1000);
        continue;
      }
      throw new Error(`network error: ${err.message}`);
    }
    if (res.status === 429 && attempt < MAX_RETRIES_429) {
      await sleep(retryAfterMs(res) + 100);
      continue;
    }
    const text = await res.text();
    let json = null;
    try {
      json = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    if (res.headers.get("ratelimit-remaining") === "0") await sleep(retryAfterMs(res) + 100);
    return { status: res.status, ok: res.ok, json, text };
  }
}

/** Plays one conversation and returns what the runner needs to judge it. */
export async function playConversation(base, conv) {
  const out = { replies: [], fields: null, ready: null, error: null };
  const init = await postChat(base, { action: "init", mode: conv.mode }, conv.language);
  if (!init.ok || !init.json?.chatSessionId) {
    out.error = `init failed: HTTP ${init.status} ${short(init.text)}`;
    return out;
  }
  const sessionId = init.json.chatSessionId;
  out.fields = init.json.fields ?? {};
  out.replies.push({ turn: -1, text: String(init.json.response ?? ""), sources: [] });
  for (let i = 0; i < conv.turns.length; i++) {
    const r = await postChat(base, { chatSessionId: sessionId, message: conv.turns[i] }, conv.language);
    if (!r.ok || !r.json) {
      out.error = `turn ${i + 1} failed: HTTP ${r.status} ${short(r.text)}`;
      return out;
    }
    out.replies.push({
      turn: i,
      text: String(r.json.response ?? ""),
      sources: Array.isArray(r.json.sources) ? r.json.sources : [],
    });
    if (r.json.fields) out.fields = r.json.fields;
    out.ready = r.json.readyForConsent === true;
  }
  return out;
}

const short = (s, n = 140) => {
  const one = String(s ?? "").replace(/\s+/g, " ").trim();
  return one.length > n ? one.slice(0, n - 1) + "…" : one;
};

// ---------------------------------------------------------------- judging

/** Case-, accent- and punctuation-insensitive form of a string ("St. John's" = "st johns" = "StJohns"). */
export function normalize(s) {
  return String(s)
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
}

function getPath(obj, key) {
  let cur = obj;
  for (const part of key.split(".")) {
    if (cur == null || typeof cur !== "object") return undefined;
    cur = cur[part];
  }
  return cur;
}

/** `{yearsSince: YYYY}` becomes currentYear - YYYY; anything else is taken as it is. */
export function resolveExpected(value, now = new Date()) {
  if (value && typeof value === "object" && typeof value.yearsSince === "number")
    return now.getFullYear() - value.yearsSince;
  return value;
}

function matches(expected, actual) {
  if (actual === undefined || actual === null) return false;
  if (typeof expected === "number") return typeof actual === "number" && actual === expected;
  if (typeof expected === "boolean") return actual === expected;
  if (typeof expected === "string") {
    if (typeof actual !== "string" && typeof actual !== "number") return false;
    return normalize(expected) === normalize(actual);
  }
  return JSON.stringify(expected) === JSON.stringify(actual);
}

const FR_WORDS = new Set(
  (
    "le la les des du de et est vous votre vos pour avec dans une un pas que qui sur au aux je nous ce cette ces " +
    "il elle sont mais ou en merci quel quelle quels quelles avez êtes été ans aussi donc puis très votre l j qu " +
    "c n m t s y a"
  )
    .split(" ")
    .filter((w) => !["a", "s", "t", "m", "y", "n", "c"].includes(w)),
);
const EN_WORDS = new Set(
  (
    "the and you your is are of to for with in what that this it be have has do does can will my or not if how we " +
    "i would please thanks thank from was were which about there they them their our yes no just got let"
  ).split(" "),
);

/** "en", "fr" or null (too little text to tell), from a count of function words. */
export function detectLanguage(text) {
  const words = String(text)
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .split(/[^a-zà-öø-ÿœæç']+/i)
    .flatMap((w) => w.split("'"))
    .filter(Boolean);
  let fr = 0;
  let en = 0;
  for (const w of words) {
    if (FR_WORDS.has(w)) fr++;
    if (EN_WORDS.has(w)) en++;
  }
  if (fr + en < 3) return null;
  if (fr > en) return "fr";
  if (en > fr) return "en";
  return null;
}

/** A source is a page of the site: a relative path, or an absolute URL on the server or a QuoteMaple host. */
function isSitePage(source, base) {
  const url = typeof source === "string" ? source : source?.url;
  if (typeof url !== "string" || url.length === 0) return false;
  if (url.startsWith("/") && !url.startsWith("//")) return true;
  try {
    const u = new URL(url);
    const baseHost = new URL(base).host;
    return u.host === baseHost || /(^|\.)quotemaple\./i.test(u.hostname) || ["localhost", "127.0.0.1"].includes(u.hostname);
  } catch {
    return false;
  }
}

const show = (v) => (v === undefined ? "unset" : JSON.stringify(v));

/** {pass, reason} for a played conversation. `reason` is a single line. */
export function judge(conv, played, base) {
  if (played.error) return { pass: false, reason: played.error };
  const fields = played.fields ?? {};
  const problems = [];
  for (const [key, raw] of Object.entries(conv.expect)) {
    const expected = resolveExpected(raw);
    const actual = getPath(fields, key);
    if (!matches(expected, actual)) problems.push(`${key}: expected ${show(expected)}, got ${show(actual)}`);
  }
  for (const key of conv.absent ?? []) {
    const actual = getPath(fields, key);
    if (actual !== undefined && actual !== null) problems.push(`${key}: expected unset, got ${show(actual)}`);
  }
  if (typeof conv.ready === "boolean" && played.ready !== conv.ready)
    problems.push(`readyForConsent: expected ${conv.ready}, got ${played.ready}`);
  if (conv.replyLanguage) {
    for (const r of played.replies) {
      const lang = detectLanguage(r.text);
      if (lang && lang !== conv.replyLanguage) {
        problems.push(`reply ${r.turn < 0 ? "to init" : `to turn ${r.turn + 1}`} looks ${lang}: "${short(r.text, 60)}"`);
        break;
      }
    }
  }
  if (conv.cites === true) {
    const cited = played.replies.some((r) => r.sources.some((s) => isSitePage(s, base)));
    if (!cited) problems.push("no reply carries a source from the site");
  } else if (conv.cites === false) {
    const cited = played.replies.some((r) => r.sources.length > 0);
    if (cited) problems.push("a reply carries a source where none was expected");
  }
  if (problems.length === 0) return { pass: true, reason: "" };
  const reason = problems.length > 3 ? `${problems.slice(0, 3).join("; ")}; +${problems.length - 3} more` : problems.join("; ");
  return { pass: false, reason };
}

// ---------------------------------------------------------------- running and reporting

/**
 * Runs `conversations` one after the other against `args.url` or a server it starts itself.
 * Returns [{conv, pass, reason}].
 */
export async function runAll(conversations, args, { onProgress, onServerStop } = {}) {
  let server = null;
  let base = args.url;
  if (!base) {
    server = await startServer();
    base = server.url;
  }
  base = base.replace(/\/+$/, "");
  const results = [];
  const serverStops = [];
  try {
    for (const conv of conversations) {
      let verdict;
      try {
        const played = await playConversation(base, conv);
        verdict = judge(conv, played, base);
      } catch (err) {
        verdict = { pass: false, reason: `runner error: ${err.message}` };
      }
      // A server this runner started that stopped during the conversation: say so, start another.
      const stopped = server?.exited();
      if (stopped) {
        verdict = { pass: false, reason: `server stopped during this conversation (code ${stopped.code}, signal ${stopped.signal})` };
        serverStops.push({ conv, ...stopped });
        onServerStop?.(conv, stopped);
        server = await startServer();
        base = server.url.replace(/\/+$/, "");
      }
      results.push({ conv, ...verdict });
      onProgress?.(results.length, conversations.length);
    }
  } finally {
    if (server) await server.stop();
  }
  results.serverStops = serverStops;
  return results;
}

/** Lines "category  language  passed/total", plus a total line. */
export function summaryLines(results) {
  const groups = new Map();
  for (const r of results) {
    const key = `${r.conv.category}\t${r.conv.language}`;
    const g = groups.get(key) ?? { category: r.conv.category, language: r.conv.language, passed: 0, total: 0 };
    g.total++;
    if (r.pass) g.passed++;
    groups.set(key, g);
  }
  const rows = [...groups.values()].sort((a, b) => a.category.localeCompare(b.category) || a.language.localeCompare(b.language));
  const lines = rows.map((g) => `  ${g.category.padEnd(20)} ${g.language}  ${String(g.passed).padStart(3)}/${g.total}`);
  const passed = results.filter((r) => r.pass).length;
  lines.push(`  ${"total".padEnd(20)}     ${String(passed).padStart(3)}/${results.length}`);
  return lines;
}
