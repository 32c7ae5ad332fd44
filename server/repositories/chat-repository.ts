import { asc, eq, sql } from "drizzle-orm";
import type { Language } from "../../core/i18n/languages";
import { currentLanguage } from "../../core/i18n/translate";
import type { Database } from "../../db/client";
import { chatMessages, chatSessions } from "../../db/schema";

export type ChatSessionRow = typeof chatSessions.$inferSelect;
export type ChatMode = ChatSessionRow["mode"];

/**
 * A new conversation with its greeting. Its language (decision 0036), for the dashboard's split, is
 * the one given, else the one the request is answered in: the greeting's, the page's.
 */
export async function createChatSession(
  db: Database,
  values: {
    mode: ChatMode;
    greeting: string;
    state: Record<string, unknown>;
    privacyKeyHash: string | null;
    language?: Language;
  },
): Promise<ChatSessionRow> {
  const { mode, greeting, state, privacyKeyHash } = values;
  const language = values.language ?? currentLanguage();
  return db.transaction(async (transaction) => {
    const [session] = await transaction
      .insert(chatSessions)
      .values({ mode, state, privacyKeyHash, language })
      .returning();
    if (!session) throw new Error("chat session insert returned no row");
    await transaction.insert(chatMessages).values({ chatSessionId: session.id, role: "assistant", content: greeting });
    return session;
  });
}

export async function findChatSession(db: Database, id: string): Promise<ChatSessionRow | null> {
  const [row] = await db.select().from(chatSessions).where(eq(chatSessions.id, id)).limit(1);
  return row ?? null;
}

/** One turn: the visitor's message, the reply, and the session's new state, all or nothing. */
export async function recordChatTurn(
  db: Database,
  id: string,
  turn: { message: string; reply: string },
  update: Partial<Pick<ChatSessionRow, "mode" | "fields" | "state" | "readyForConsent" | "provinceRejections">>,
): Promise<void> {
  await db.transaction(async (transaction) => {
    await transaction.insert(chatMessages).values([
      { chatSessionId: id, role: "user", content: turn.message },
      { chatSessionId: id, role: "assistant", content: turn.reply },
    ]);
    await transaction
      .update(chatSessions)
      .set({ ...update, updatedAt: sql`now()` })
      .where(eq(chatSessions.id, id));
  });
}

export async function markChatCompleted(db: Database, id: string): Promise<void> {
  await db
    .update(chatSessions)
    .set({ completedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(chatSessions.id, id));
}

export async function listChatMessages(db: Database, id: string) {
  return db
    .select({ role: chatMessages.role, content: chatMessages.content })
    .from(chatMessages)
    .where(eq(chatMessages.chatSessionId, id))
    .orderBy(asc(chatMessages.id));
}
