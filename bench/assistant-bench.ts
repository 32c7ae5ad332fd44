// `npx tsx bench/assistant-bench.ts`: CPU time of one message in the assistant's built-in engine
// (issue 22), over every message of the evaluation set's dev conversations in both languages, and the
// process's memory. For each message: the engine's reading and reply (`nextTurn`, run twice, as the
// service does to tell a question from details), and the search of the pages in the message's
// language (`findAnswer`), which a question adds. Prints figures; asserts nothing.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { nextTurn, startConversation, initialState, type ConversationState } from "../core/conversation/engine";
import { buildKnowledgeIndex, findAnswer, type KnowledgeIndex } from "../core/conversation/retrieval";
import type { Language } from "../core/i18n/languages";
import "../core/i18n/messages-fr";
import { openDatabase } from "../db/client";
import { migrateDatabase } from "../db/migrate";
import { seedDatabase } from "../db/seed/index";
import { loadKnowledgePassages } from "../server/services/chat-knowledge";

const ROUNDS = Number(process.env.BENCH_ASSISTANT_ROUNDS ?? 5);
const DEV = join(import.meta.dirname, "../tests/eval/assistant/dev");
type Conversation = { language: Language; mode: "quote_flow" | "chat"; turns: string[] };

const conversations: Conversation[] = readdirSync(DEV)
  .filter((file) => file.endsWith(".json"))
  .flatMap((file) => JSON.parse(readFileSync(join(DEV, file), "utf8")) as Conversation[]);

// The site's seeded pages, on the embedded database, as the server indexes them.
const database = await openDatabase({ dataDir: "memory://" });
await migrateDatabase(database);
await seedDatabase(database.db);
const indexes = new Map<Language, KnowledgeIndex>();
for (const language of ["en", "fr"] as const) {
  indexes.set(language, buildKnowledgeIndex(await loadKnowledgePassages(database.db, language), {}, language));
}
await database.close();

/** CPU microseconds of one call (user + system), as the process counts them. */
function cpuOf(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return used.user + used.system;
}

const samples = { engine: [] as number[], search: [] as number[], message: [] as number[] };
const currentYear = new Date().getUTCFullYear();
for (let round = 0; round < ROUNDS; round += 1) {
  for (const conversation of conversations) {
    let state: ConversationState = conversation.mode === "chat" ? initialState() : startConversation().state;
    const index = indexes.get(conversation.language) as KnowledgeIndex;
    for (const message of conversation.turns) {
      let next = state;
      const engine = cpuOf(() => {
        nextTurn(state, message, { currentYear });
        next = nextTurn(state, message, { currentYear }).state;
      });
      const search = cpuOf(() => void findAnswer(index, message));
      state = next;
      // The first round warms the code up; its figures are left out.
      if (round === 0) continue;
      samples.engine.push(engine);
      samples.search.push(search);
      samples.message.push(engine + search);
    }
  }
}

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
}

const ms = (microseconds: number) => (microseconds / 1000).toFixed(2).padStart(8);
const messages = conversations.reduce((sum, conversation) => sum + conversation.turns.length, 0);
console.log(
  `\nAssistant, built-in engine: ${messages} messages of ${conversations.length} conversations (en and fr), ` +
    `${ROUNDS - 1} measured rounds`,
);
console.log("part                          median ms   p99 ms   max ms");
for (const [label, values] of [
  ["engine (nextTurn, twice)", samples.engine],
  ["search of the pages", samples.search],
  ["one message, both", samples.message],
] as const) {
  console.log(
    `${label.padEnd(28)}${ms(percentile(values, 0.5))}  ${ms(percentile(values, 0.99))} ${ms(Math.max(...values))}`,
  );
}
const memory = process.memoryUsage();
console.log(
  `memory: heap used ${(memory.heapUsed / 1048576).toFixed(1)} MB, rss ${(memory.rss / 1048576).toFixed(1)} MB ` +
    "(with both indexes and the gazetteer loaded)",
);
