#!/usr/bin/env node
/**
 * Dev evaluation of the Smart Quote Concierge: plays every conversation of dev/*.json (both
 * languages) and prints passed/total per category and language, then each failing id with a
 * one-line reason. A measurement: the exit code is always 0.
 *
 *   node tests/eval/assistant/run.mjs                         # starts build/server-main.js itself
 *   node tests/eval/assistant/run.mjs --url http://127.0.0.1:4610
 *   options: --only id1,id2  --lang en|fr  --category quote_flow  --limit N  --batch f,g (a: the first)
 */
import path from "node:path";
import { EVAL_DIR, loadConversations, parseArgs, runAll, selectConversations, summaryLines } from "./lib.mjs";

const args = parseArgs(process.argv.slice(2));
try {
  const conversations = selectConversations(loadConversations(path.join(EVAL_DIR, "dev")), args);
  const started = Date.now();
  const results = await runAll(conversations, args, {
    onServerStop: (conv, stopped) => {
      process.stderr.write(`\n  the server stopped during ${conv.id} (code ${stopped.code}, signal ${stopped.signal}); restarting. Its last output:\n`);
      process.stderr.write(stopped.tail.split("\n").slice(-15).map((l) => `    | ${l.slice(0, 300)}`).join("\n") + "\n");
    },
    onProgress: (done, total) => {
      if (process.stderr.isTTY) process.stderr.write(`\r  ${done}/${total}`);
      else if (done % 25 === 0 && done < total) process.stderr.write(`  ${done}/${total}\n`);
    },
  });
  if (process.stderr.isTTY) process.stderr.write("\n");
  console.log(`Assistant eval, dev set (${results.length} conversations, ${Math.round((Date.now() - started) / 1000)} s)`);
  for (const line of summaryLines(results)) console.log(line);
  if (results.serverStops.length) console.log(`  (the server stopped ${results.serverStops.length} time(s) and was restarted; see the failing list)`);
  const failing = results.filter((r) => !r.pass);
  if (failing.length) {
    console.log("\nFailing:");
    for (const r of failing) console.log(`  ${r.conv.id}  ${r.reason}`);
  }
} catch (err) {
  console.error(`run.mjs: ${err.message}`);
}
process.exit(0);
