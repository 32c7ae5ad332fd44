#!/usr/bin/env node
/**
 * Holdout evaluation of the Smart Quote Concierge: plays every conversation of holdout/*.json and
 * prints ONLY passed/total per category and language: no ids, no texts, no reasons, so the
 * holdout can measure without teaching. A measurement: the exit code is always 0.
 *
 *   node tests/eval/assistant/holdout/run.mjs
 *   node tests/eval/assistant/holdout/run.mjs --url http://127.0.0.1:4610
 *   node tests/eval/assistant/holdout/run.mjs --batch f,g     # only the batches named (a: the first)
 */
import path from "node:path";
import { EVAL_DIR, loadConversations, parseArgs, runAll, selectConversations, summaryLines } from "../lib.mjs";

const args = parseArgs(process.argv.slice(2));
try {
  // Only --url and --batch are honoured here: selecting single conversations would reveal them one
  // by one; a whole batch (25 or more) does not.
  const conversations = selectConversations(loadConversations(path.join(EVAL_DIR, "holdout")), { batch: args.batch });
  const results = await runAll(conversations, { url: args.url });
  console.log(`Assistant eval, holdout set (${results.length} conversations)`);
  for (const line of summaryLines(results)) console.log(line);
  if (results.serverStops?.length) console.log(`  (the server stopped ${results.serverStops.length} time(s) and was restarted)`);
} catch (err) {
  // A loading error could name a conversation: say only that it happened; a server error is shown.
  const msg = String(err.message);
  const safe = /server|port|build/i.test(msg) && !/\.json/.test(msg) ? msg.split("\n")[0] : "the holdout files could not be read";
  console.error(`holdout/run.mjs: ${safe}`);
}
process.exit(0);
