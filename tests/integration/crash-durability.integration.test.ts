import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client";
import { chatMessages, contactMessages, quoteSessions } from "../../db/schema";
import { startBuiltServer } from "../helpers/built-server";
import { carQuoteForm } from "../helpers/quote-forms";

/**
 * Faults (issue 11): the server is killed with SIGKILL while quote sessions, contact messages and
 * chat messages are being written. After a restart, every request that got a success answer is in the
 * database, and the database opens cleanly. Runs on the embedded database (a data directory on disk)
 * and, in CI, on PostgreSQL.
 */

let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "quotemaple-crash-"));
});

afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

/** The built server on the test's own data directory, with a staff account so it can start. */
function startOnDataDir() {
  return startBuiltServer({
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.DATABASE_URL ?? "",
    RATE_LIMIT_ENABLED: "false",
    STAFF_BOOTSTRAP_PASSWORD: "crash-test-password-1",
  });
}

const QUOTE_BODY = carQuoteForm();

type Acknowledged = { quoteSessions: string[]; contactMessages: string[]; chatMessages: string[] };

async function postJson(url: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** One writer: quote sessions, contact messages and chat turns in turn, noting each acknowledged write. */
async function writeUntilStopped(base: string, writer: number, acknowledged: Acknowledged, stop: () => boolean) {
  let chatSessionId: string | null = null;
  for (let round = 0; !stop(); round += 1) {
    try {
      const kind = round % 3;
      if (kind === 0) {
        const answer = await postJson(`${base}/api/session/start`, QUOTE_BODY);
        if (answer.status === 200 || answer.status === 201) {
          acknowledged.quoteSessions.push(String(answer.body.session_id));
        }
      } else if (kind === 1) {
        const answer = await postJson(`${base}/api/contact`, {
          name: `Writer ${writer}`,
          email: `writer${writer}.${round}@example.com`,
          subject: "coverage",
          message: `Crash test message ${writer}-${round}`,
        });
        if (answer.status === 201 && typeof answer.body.id === "string")
          acknowledged.contactMessages.push(answer.body.id);
      } else {
        if (!chatSessionId) {
          const init = await postJson(`${base}/api/chat/message`, { action: "init" });
          if (init.status === 201) chatSessionId = String(init.body.chatSessionId);
        }
        if (chatSessionId) {
          const text = `I live in Toronto (writer ${writer}, round ${round})`;
          const answer = await postJson(`${base}/api/chat/message`, { chatSessionId, message: text });
          if (answer.status === 200) acknowledged.chatMessages.push(text);
        }
      }
    } catch {
      // The server died under this request: no answer, so nothing was promised.
      return;
    }
  }
}

describe("a killed server", () => {
  it("keeps every write it acknowledged, and its database opens cleanly afterwards", async () => {
    const first = startOnDataDir();
    const base = await first.ready;
    const acknowledged: Acknowledged = { quoteSessions: [], contactMessages: [], chatMessages: [] };
    let killed = false;
    const writers = Array.from({ length: 8 }, (_, writer) =>
      writeUntilStopped(base, writer, acknowledged, () => killed),
    );
    // Kill it once writes of every kind have been acknowledged, in the middle of the stream.
    const deadline = Date.now() + 30_000;
    while (
      Date.now() < deadline &&
      (acknowledged.quoteSessions.length < 20 ||
        acknowledged.contactMessages.length < 20 ||
        acknowledged.chatMessages.length < 20)
    ) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    first.child.kill("SIGKILL");
    killed = true;
    await first.exited;
    await Promise.all(writers);
    expect(acknowledged.quoteSessions.length).toBeGreaterThanOrEqual(20);
    expect(acknowledged.contactMessages.length).toBeGreaterThanOrEqual(20);
    expect(acknowledged.chatMessages.length).toBeGreaterThanOrEqual(20);

    // It starts again on the same data (migrations and seed checks run), serves, and stops cleanly.
    const second = startOnDataDir();
    const again = await second.ready;
    const health = await fetch(`${again}/healthz`);
    expect(health.status).toBe(200);
    await health.text();
    second.child.kill("SIGTERM");
    await second.exited;

    const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolSize: 1 });
    try {
      const sessions = await database.db
        .select({ id: quoteSessions.id })
        .from(quoteSessions)
        .where(inArray(quoteSessions.id, acknowledged.quoteSessions));
      expect(sessions.map((row) => row.id).sort()).toEqual([...new Set(acknowledged.quoteSessions)].sort());
      const contacts = await database.db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(inArray(contactMessages.id, acknowledged.contactMessages));
      expect(contacts.map((row) => row.id).sort()).toEqual([...new Set(acknowledged.contactMessages)].sort());
      const turns = await database.db
        .select({ content: chatMessages.content })
        .from(chatMessages)
        .where(inArray(chatMessages.content, acknowledged.chatMessages));
      expect(new Set(turns.map((row) => row.content))).toEqual(new Set(acknowledged.chatMessages));
    } finally {
      await database.close();
    }
  }, 120_000);
});
