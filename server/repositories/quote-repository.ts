import { and, asc, eq, isNull, sql } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../db/client";
import type { Logger } from "../logger";
import { type consentRecords, partners, quoteClicks, quoteSessions, quotes } from "../../db/schema";
import { toPartnerProfile } from "../../core/pricing/partners";
import { rateLimitHitCte } from "./rate-limit-repository";
import type { CatalogPartner } from "../../core/pricing/price-quote-form";

export type PartnerRecord = CatalogPartner & { apiUrl: string | null; handoffUrl: string };

function toPartnerRecord(row: typeof partners.$inferSelect): PartnerRecord {
  return { ...toPartnerProfile(row), kind: row.kind, apiUrl: row.apiUrl, handoffUrl: row.handoffUrl };
}

/**
 * Active partners, read into profiles the engine understands. A row whose appetite or posture cannot
 * be read (written by hand: the JSON columns have no schema) is left out and reported, so one damaged
 * partner never stops every quote.
 */
export async function listActivePartners(db: Database, logger: Logger): Promise<PartnerRecord[]> {
  const rows = await db.select().from(partners).where(eq(partners.active, true)).orderBy(asc(partners.id));
  return rows.flatMap((row) => {
    try {
      return [toPartnerRecord(row)];
    } catch (error) {
      logger.error({ partnerId: row.id, err: error }, "a partner row cannot be read; it is left out of quotes");
      return [];
    }
  });
}

/** The lines and provinces of every active partner: what the home page counts (decision 0045). */
export async function listPartnerReach(db: Database): Promise<{ lines: string[]; provinces: string[] }[]> {
  return db
    .select({ lines: partners.lines, provinces: partners.provinces })
    .from(partners)
    .where(eq(partners.active, true));
}

export type QuoteSessionRow = typeof quoteSessions.$inferSelect;
export type QuoteRow = typeof quotes.$inferSelect;
export type NewQuoteRow = Omit<typeof quotes.$inferInsert, "sessionId">;
export type NewConsentRow = Omit<typeof consentRecords.$inferInsert, "quoteSessionId">;

export type NewQuoteSession = typeof quoteSessions.$inferInsert & { id: string };
export type NewSessionQuote = NewQuoteRow & { id: string };

/** Runs one statement prepared once under its name (the database handle's `prepared`, decision 0041). */
export type PreparedStatementRunner = DatabaseHandle["prepared"];

/** The quotes' and consent records' columns, read from the statement's two JSON arrays. */
const QUOTE_COLUMNS = `id uuid, partner_id text, partner_name text, coverage_type text, coverage_limit integer,
  deductible integer, features jsonb, kind text, annual_premium integer, monthly_premium integer, factors jsonb,
  range jsonb`;
const CONSENT_COLUMNS = "purpose text, channel text, granted boolean, wording_version text, wording text";

/**
 * The statement that stores a session: fixed text with text parameters, prepared once per
 * connection, so neither the query builder nor PostgreSQL's parser and planner run again for each
 * start (decision 0072). The quotes and consent records travel as one JSON array each.
 */
const INSERT_QUOTE_SESSION = `
  with new_session as (
    insert into quote_sessions (
      id, aggregator_session_id, product_type, category, province_code, city, postal_fsa, request,
      form_data, entry_point, blog_slug, chat_session_id, rate_table_version, pricing, privacy_key_hash, language
    ) values (
      $1::uuid, $2, $3::product_type, $4, $5, $6, $7, $8::jsonb,
      $9::jsonb, $10, $11, $12::uuid, $13, $14::jsonb, $15, $16
    )
  ), new_quotes as (
    insert into quotes (
      id, session_id, partner_id, partner_name, coverage_type, coverage_limit, deductible, features, kind,
      annual_premium, monthly_premium, factors, range
    )
    select r.id, $1::uuid, r.partner_id, r.partner_name, r.coverage_type, r.coverage_limit, r.deductible,
      coalesce(r.features, '[]'::jsonb), r.kind, r.annual_premium, r.monthly_premium,
      coalesce(r.factors, '[]'::jsonb), r.range
    from jsonb_to_recordset($17::jsonb) as r(${QUOTE_COLUMNS})
  )
  insert into consent_records (quote_session_id, purpose, channel, granted, wording_version, wording)
  select $1::uuid, r.purpose::consent_purpose, r.channel::consent_channel, r.granted, r.wording_version,
    r.wording
  from jsonb_to_recordset($18::jsonb) as r(${CONSENT_COLUMNS})`;

/**
 * The same, counting the request's rate-limit hit in the same statement (decision 0076): the counter
 * is upserted first (`$19` key, `$20` window start), the session, its quotes and consents are
 * written only when the new count is at most `$21`, and the count comes back. One round trip, all or
 * nothing; the counter's row lock orders concurrent starts of one client as the upsert alone did.
 * The session's text parameters are cast to text, PostgreSQL's own assignment to the columns
 * (char(2), char(3)) then checks them as the VALUES form does.
 */
const INSERT_COUNTED_QUOTE_SESSION = `
  with ${rateLimitHitCte("$19", "$20")}, new_session as (
    insert into quote_sessions (
      id, aggregator_session_id, product_type, category, province_code, city, postal_fsa, request,
      form_data, entry_point, blog_slug, chat_session_id, rate_table_version, pricing, privacy_key_hash, language
    )
    select $1::uuid, $2::text, $3::product_type, $4::text, $5::text, $6::text, $7::text, $8::jsonb,
      $9::jsonb, $10::text, $11::text, $12::uuid, $13::text, $14::jsonb, $15::text, $16::text
    from hit where hit.count <= $21::integer
    returning id
  ), new_quotes as (
    insert into quotes (
      id, session_id, partner_id, partner_name, coverage_type, coverage_limit, deductible, features, kind,
      annual_premium, monthly_premium, factors, range
    )
    select r.id, new_session.id, r.partner_id, r.partner_name, r.coverage_type, r.coverage_limit, r.deductible,
      coalesce(r.features, '[]'::jsonb), r.kind, r.annual_premium, r.monthly_premium,
      coalesce(r.factors, '[]'::jsonb), r.range
    from new_session, jsonb_to_recordset($17::jsonb) as r(${QUOTE_COLUMNS})
  ), new_consents as (
    insert into consent_records (quote_session_id, purpose, channel, granted, wording_version, wording)
    select new_session.id, r.purpose::consent_purpose, r.channel::consent_channel, r.granted, r.wording_version,
      r.wording
    from new_session, jsonb_to_recordset($18::jsonb) as r(${CONSENT_COLUMNS})
  )
  select count from hit`;

/** A rate-limit hit the session's statement counts (decision 0076). */
export interface SessionRateLimitHit {
  key: string;
  windowStart: Date;
  limit: number;
}

/**
 * Stores a session with its quotes and consent records in one statement (data-modifying CTEs), so
 * it is all or nothing without a transaction's extra round trips. Ids are made by the caller. Given a
 * rate-limit hit, the statement counts it too, stores nothing when it is over the limit, and the
 * new count is returned (else null).
 */
export async function insertQuoteSession(
  prepared: PreparedStatementRunner,
  session: NewQuoteSession,
  quoteRows: NewSessionQuote[],
  consents: NewConsentRow[],
  hit: SessionRateLimitHit | null = null,
): Promise<number | null> {
  const json = (value: unknown) => JSON.stringify(value ?? null);
  const params = [
    session.id,
    session.aggregatorSessionId,
    session.productType,
    session.category,
    session.provinceCode,
    session.city ?? null,
    session.postalFsa ?? null,
    json(session.request),
    json(session.formData ?? {}),
    session.entryPoint ?? null,
    session.blogSlug ?? null,
    session.chatSessionId ?? null,
    session.rateTableVersion ?? null,
    json(session.pricing),
    session.privacyKeyHash ?? null,
    session.language ?? "en",
    json(
      quoteRows.map((row) => ({
        id: row.id,
        partner_id: row.partnerId,
        partner_name: row.partnerName,
        coverage_type: row.coverageType,
        coverage_limit: row.coverageLimit ?? null,
        deductible: row.deductible ?? null,
        features: row.features ?? [],
        kind: row.kind ?? "priced",
        annual_premium: row.annualPremium ?? null,
        monthly_premium: row.monthlyPremium ?? null,
        factors: row.factors ?? [],
        range: row.range ?? null,
      })),
    ),
    json(
      consents.map((row) => ({
        purpose: row.purpose,
        channel: row.channel,
        granted: row.granted,
        wording_version: row.wordingVersion,
        wording: row.wording,
      })),
    ),
  ];
  if (!hit) {
    await prepared("insert_quote_session", INSERT_QUOTE_SESSION, params);
    return null;
  }
  const [row] = await prepared<{ count: number | string }>(
    "insert_counted_quote_session",
    INSERT_COUNTED_QUOTE_SESSION,
    [...params, hit.key, hit.windowStart.toISOString(), String(hit.limit)],
  );
  if (!row) throw new Error("the counted session insert returned no row");
  return Number(row.count);
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
