// Quote start's reference (issue 26: a benchmark compares against a reference outside our code): a
// plain Node `http` server, none of our code, that does the least any server must do for a quote
// start on the same database: read the body, parse it, store it in ONE statement (the body as JSON,
// with a new id) and answer with the same answer bytes our server sent for that body, compressed per
// request with the same brotli settings. No validation, pricing, rate limit, consent or middleware.
// Run as a child process so its CPU is its own:
//   node bench/quote-start-reference.mjs <answers.json> [postgres://…]
// answers.json maps a request body's text to our server's answer text for it. Without a database
// URL it stores into PGlite in memory, on its own thread, as our server does. It prints
// "listening on http://…" once ready.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createServer } from "node:http";
import { brotliCompressSync, constants } from "node:zlib";
import pg from "pg";

const [answersFile, databaseUrl] = process.argv.slice(2);
const answers = new Map(Object.entries(JSON.parse(readFileSync(answersFile, "utf8"))));
// The brotli settings of our JSON answers (server/middleware/compression.ts), copied, not imported.
const BROTLI = {
  params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
};
const TABLE = "create table if not exists bench_reference_start (id uuid primary key, body jsonb not null)";
const INSERT = "insert into bench_reference_start (id, body) values ($1, $2::jsonb)";

async function openDatabase() {
  if (databaseUrl) {
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
    await pool.query(TABLE);
    return (params) => pool.query(INSERT, params);
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const db = new PGlite();
  await db.query(TABLE);
  return (params) => db.query(INSERT, params);
}

const store = await openDatabase();

const server = createServer((request, response) => {
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", async () => {
    const text = Buffer.concat(chunks).toString("utf8");
    const answer = answers.get(text);
    if (request.method !== "POST" || answer === undefined) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = JSON.parse(text);
      await store([randomUUID(), JSON.stringify(body)]);
    } catch {
      response.writeHead(500).end();
      return;
    }
    const accepted = request.headers["accept-encoding"] ?? "";
    const bytes = Buffer.from(answer);
    const compressed = /\bbr\b/.test(accepted) ? brotliCompressSync(bytes, BROTLI) : null;
    response.writeHead(201, {
      "content-type": "application/json",
      "content-length": (compressed ?? bytes).length,
      ...(compressed ? { "content-encoding": "br" } : {}),
      vary: "Accept-Encoding",
    });
    response.end(compressed ?? bytes);
  });
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`listening on http://127.0.0.1:${address.port}`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
