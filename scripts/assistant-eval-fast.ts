// `npx tsx scripts/assistant-eval-fast.ts [--only ids] [--lang en|fr] [--category c] [--batch k] [--json out]`:
// the dev evaluation of the assistant (tests/eval/assistant/dev) played in-process through the chat
// service, without building or starting a server, judged by the set's own `judge`. For quick rounds
// while working on the engine; the set's HTTP runner (`run.mjs`) stays the measure that is reported.
import { writeFileSync } from "node:fs";
import path from "node:path";
import pino from "pino";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "../db/seed/index";
import "../core/i18n/messages-fr";
import { inLanguage, requestLanguageMiddleware } from "../server/middleware/request-language";
import { createKnowledgeCache } from "../server/services/chat-knowledge";
import { sendChatMessage, startChat, type ChatDependencies } from "../server/services/chat";
// @ts-expect-error: the evaluation set's runner is plain JavaScript without types.
import * as lib from "../tests/eval/assistant/lib.mjs";

type Conv = { id: string; language: "en" | "fr"; mode: "quote_flow" | "chat"; turns: string[] };
type Played = {
  replies: { turn: number; text: string; sources: { title: string; url: string }[] }[];
  fields: Record<string, unknown> | null;
  ready: boolean | null;
  error: string | null;
};

const args = lib.parseArgs(process.argv.slice(2).filter((arg, i, all) => arg !== "--json" && all[i - 1] !== "--json"));
const jsonAt = process.argv.indexOf("--json");
const conversations: Conv[] = lib.selectConversations(lib.loadConversations(path.join(lib.EVAL_DIR, "dev")), args);

// Makes `t` follow the language `inLanguage` runs in, as the server's middleware does.
requestLanguageMiddleware();
const database = await openDatabase({ dataDir: "memory://" });
await migrateDatabase(database);
await seedDatabase(database.db);
const logger = pino({ level: "silent" });
const dependencies: ChatDependencies = {
  db: database.db,
  logger,
  now: () => new Date(),
  knowledge: createKnowledgeCache(database.db, 3_600_000, { logger }),
  startQuoteSession: () => Promise.reject(new Error("no consent in the evaluation")),
  llm: null,
};

const results: { conv: Conv; pass: boolean; reason: string; played: Played }[] = [];
for (const conv of conversations) {
  const played: Played = { replies: [], fields: null, ready: null, error: null };
  try {
    const init = await inLanguage(conv.language, () => startChat(dependencies, conv.mode));
    played.fields = {};
    played.replies.push({ turn: -1, text: init.response, sources: [] });
    for (const [turn, message] of conv.turns.entries()) {
      const reply = await sendChatMessage(dependencies, init.chatSessionId, message);
      played.replies.push({ turn, text: reply.response, sources: reply.sources });
      played.fields = JSON.parse(JSON.stringify(reply.fields)) as Record<string, unknown>;
      played.ready = reply.readyForConsent === true;
    }
  } catch (error) {
    played.error = `error: ${(error as Error).message}`;
  }
  const verdict = lib.judge(conv, played, "http://127.0.0.1") as { pass: boolean; reason: string };
  results.push({ conv, ...verdict, played });
}
await database.close();

for (const line of lib.summaryLines(results) as string[]) console.log(line);
for (const result of results.filter((r) => !r.pass)) console.log(`  ${result.conv.id}  ${result.reason}`);
if (jsonAt > 0) {
  const out = process.argv[jsonAt + 1] as string;
  writeFileSync(
    out,
    JSON.stringify(
      results.map((r) => ({
        id: r.conv.id,
        pass: r.pass,
        reason: r.reason,
        turns: r.conv.turns,
        replies: r.played.replies.map((x) => x.text),
        fields: r.played.fields,
      })),
      null,
      1,
    ),
  );
}
