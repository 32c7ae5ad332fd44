import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "../../db/client";
import { consentRecords, partners, quoteClicks, quoteSessions, quotes } from "../../db/schema";
import { toPartnerProfile } from "../../core/pricing/partners";
import type { CatalogPartner } from "../../core/pricing/price-quote-form";

export type PartnerRecord = CatalogPartner & { apiUrl: string | null; handoffUrl: string };

function toPartnerRecord(row: typeof partners.$inferSelect): PartnerRecord {
  return { ...toPartnerProfile(row), kind: row.kind, apiUrl: row.apiUrl, handoffUrl: row.handoffUrl };
}

/** Active partners, read into profiles the engine understands. */
export async function listActivePartners(db: Database): Promise<PartnerRecord[]> {
  const rows = await db.select().from(partners).where(eq(partners.active, true)).orderBy(asc(partners.id));
  return rows.map(toPartnerRecord);
}

export type QuoteSessionRow = typeof quoteSessions.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = Omit<typeof quotes.$inferInsert, "sessionId">;
export type NewConsentRow = Omit<typeof consentRecords.$inferInsert, "quoteSessionId">;

/** Stores a session with its quotes and consent records: all or nothing. */
export async function insertQuoteSession(
  db: Database,
  session: typeof quoteSessions.$inferInsert,
  quoteRows: NewQuoteRow[],
  consents: NewConsentRow[],
): Promise<{ session: QuoteSessionRow; quotes: QuoteRow[] }> {
  return db.transaction(async (transaction) => {
    const [stored] = await transaction.insert(quoteSessions).values(session).returning();
    if (!stored) throw new Error("quote session insert returned no row");
    const storedQuotes = quoteRows.length
      ? await transaction
          .insert(quotes)
          .values(quoteRows.map((row) => ({ ...row, sessionId: stored.id })))
          .returning()
      : [];
    if (consents.length) {
      await transaction.insert(consentRecords).values(consents.map((row) => ({ ...row, quoteSessionId: stored.id })));
    }
    return { session: stored, quotes: storedQuotes };
  });
}

export async function findQuoteSession(db: Database, id: string): Promise<QuoteSessionRow | null> {
  const [row] = await db.select().from(quoteSessions).where(eq(quoteSessions.id, id)).limit(1);
  return row ?? null;
}

/** The session's current quotes (not superseded by a later coverage change), cheapest first. */
export async function listCurrentQuotes(db: Database, sessionId: string): Promise<QuoteRow[]> {
  return db
    .select()
    .from(quotes)
    .where(and(eq(quotes.sessionId, sessionId), isNull(quotes.supersededAt)))
    .orderBy(sql`${quotes.annualPremium} asc nulls last`, asc(quotes.partnerName));
}

/** Prices a session again: its request and summary change, old quotes are kept but superseded. */
export async function replaceSessionQuotes(
  db: Database,
  sessionId: string,
  change: { request: Record<string, unknown>; pricing: Record<string, unknown>; rateTableVersion: string },
  quoteRows: NewQuoteRow[],
): Promise<QuoteRow[]> {
  return db.transaction(async (transaction) => {
    const now = new Date();
    await transaction
      .update(quoteSessions)
      .set({ ...change, updatedAt: now })
      .where(eq(quoteSessions.id, sessionId));
    await transaction
      .update(quotes)
      .set({ supersededAt: now })
      .where(and(eq(quotes.sessionId, sessionId), isNull(quotes.supersededAt)));
    return quoteRows.length
      ? transaction
          .insert(quotes)
          .values(quoteRows.map((row) => ({ ...row, sessionId })))
          .returning()
      : [];
  });
}

export async function findQuote(db: Database, id: string): Promise<QuoteRow | null> {
  const [row] = await db.select().from(quotes).where(eq(quotes.id, id)).limit(1);
  return row ?? null;
}

export async function findPartner(db: Database, id: string): Promise<PartnerRecord | null> {
  const [row] = await db.select().from(partners).where(eq(partners.id, id)).limit(1);
  return row ? toPartnerRecord(row) : null;
}

export async function insertQuoteClick(db: Database, click: typeof quoteClicks.$inferInsert): Promise<void> {
  await db.insert(quoteClicks).values(click);
}
