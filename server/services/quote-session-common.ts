import { randomUUID } from "node:crypto";
import { t, type Translate } from "../../core/i18n/translate";
import {
  CURRENT_CAR_RATE_TABLE,
  CURRENT_HOME_RATE_TABLE,
  findCarRateTable,
} from "../../core/pricing/rate-table-registry";
import type { PricingFactor } from "../../core/pricing/estimate-premium";
import { byPrice } from "../../core/pricing/partners";
import {
  explainQuote,
  withBundleOffers,
  type PricedQuote,
  type PricingPlan,
  type PricingTables,
} from "../../core/pricing/price-quote-form";
import type { ExplainedFactor, QuoteResult, SessionStartResponse } from "../../core/shared/api/quotes";
import { AppError } from "../../core/shared/errors";
import { isUuid } from "../../core/shared/ids";
import { PATHS } from "../../core/shared/paths";
import type { HomeRequest } from "../../core/shared/quote-form";
import type { QuoteRequest } from "../../core/shared/quote-request";
import type { Database, DatabaseHandle } from "../../db/client";
import type { Logger } from "../logger";
import { requestHttpQuote } from "../partners/http-partner";
import {
  findQuoteSession,
  type NewSessionQuote,
  type PartnerRecord,
  type QuoteRow,
  type QuoteSessionRow,
} from "../repositories/quote-repository";
import { holdsPrivacyKey } from "./privacy-key";
import { storedQuoteJsonSchema } from "./stored-quote-session";

/** What the quote session use cases share: the start, the coverage change, the click and the two views. */
export interface QuoteSessionDependencies {
  db: Database;
  /** The database handle's prepared statements: a session is stored by one (decision 0072). */
  prepared: DatabaseHandle["prepared"];
  logger: Logger;
  now: () => Date;
  /** The active partner catalogue (cached by the caller; it changes rarely). */
  partners: () => Promise<PartnerRecord[]>;
  /** How long an HTTP partner may take before its quote is left out. */
  partnerTimeoutMs: number;
  fetch?: typeof fetch;
}

/**
 * A price factor with its reason in words, in the reader's language (English by default); in a
 * household, led by the driver or the vehicle it is about ("Driver 2 (age 17): Licensed 1 years…").
 */
export function explain(factor: PricingFactor, translate: Translate = t): ExplainedFactor {
  const reason = translate(factor.reason.key, factor.reason.params);
  const subject = factor.subject;
  if (!subject) return { key: factor.key, multiplier: factor.multiplier, reason };
  const named =
    subject.kind === "driver"
      ? translate("pricing.subject.driver", { number: subject.index + 1, age: subject.age })
      : translate("pricing.subject.vehicle", { name: subject.name });
  return {
    key: factor.key,
    multiplier: factor.multiplier,
    reason: translate("pricing.factor.about", { subject: named, reason }),
    subject: { kind: subject.kind, index: subject.index },
  };
}

/**
 * The tables to price with: the current ones for a new session; for a stored car session, the table
 * that priced it (its stored version), so it is priced again and explained as it was (decision 0046).
 */
export function pricingTables(now: Date, carTableVersion?: string | null): PricingTables {
  const car = findCarRateTable(carTableVersion) ?? CURRENT_CAR_RATE_TABLE;
  return { car, home: CURRENT_HOME_RATE_TABLE, currentYear: now.getUTCFullYear() };
}

/** Where collision and comprehensive are part of the public plan (MB), the request stores them as priced. */
export function asPriced(request: QuoteRequest, plan: PricingPlan): QuoteRequest {
  if (plan.kind !== "priced" || !plan.summary.physicalDamageMandatory) return request;
  return { ...request, coverage: { ...request.coverage, collision: true, comprehensive: true } };
}

/**
 * A shallow copy to store in a JSON column: TypeScript does not take an interface for a JSON object
 * (it has no index signature), but a plain copy of one it does, with no cast that could hide a mistake.
 */
export function asJsonObject<Value extends object>(value: Value): { [Key in keyof Value]: Value[Key] } {
  return { ...value };
}

/**
 * Prices a plan: rating-table quotes as planned, HTTP partners called at once, each with a timeout.
 * Home and car together, each quote is then its partner's offer for both (issue 25).
 */
export async function priceQuotes(
  dependencies: QuoteSessionDependencies,
  plan: Extract<PricingPlan, { kind: "priced" }>,
  request: QuoteRequest | HomeRequest,
  reference: string,
): Promise<PricedQuote[]> {
  const httpQuotes = await Promise.all(
    (plan.httpPartners as PartnerRecord[]).map(async (partner) => {
      const quote = await requestHttpQuote(
        partner,
        { line: plan.summary.line, reference, request },
        plan.summary.coverage,
        { timeoutMs: dependencies.partnerTimeoutMs, logger: dependencies.logger, fetch: dependencies.fetch },
      );
      return quote ? explainQuote(quote, partner, plan.summary) : null;
    }),
  );
  const quotes = [...plan.quotes, ...httpQuotes.filter((quote) => quote !== null)].sort(byPrice);
  return plan.summary.bundle ? withBundleOffers(plan.summary, quotes, await dependencies.partners()) : quotes;
}

/** A priced quote with the id it is stored under, made here so the answer needs no read back. */
export interface IdentifiedQuote {
  id: string;
  quote: PricedQuote;
}

export function identify(quotes: PricedQuote[]): IdentifiedQuote[] {
  return quotes.map((quote) => ({ id: randomUUID(), quote }));
}

export function pricedRow({ id, quote }: IdentifiedQuote): NewSessionQuote {
  return {
    id,
    partnerId: quote.partner_id,
    partnerName: quote.partner_name,
    coverageType: quote.coverage_type,
    coverageLimit: quote.coverage_limit,
    deductible: quote.deductible,
    features: quote.features,
    kind: "priced",
    annualPremium: quote.annual_premium,
    monthlyPremium: quote.monthly_premium,
    factors: quote.factors.map(asJsonObject),
    range: quote.range,
  };
}

function pricedQuoteResult(
  { id, quote }: IdentifiedQuote,
  explained: (factor: PricingFactor) => ExplainedFactor,
): QuoteResult {
  return {
    quote_id: id,
    partner_id: quote.partner_id,
    partner_name: quote.partner_name,
    coverage_type: quote.coverage_type,
    coverage_limit: quote.coverage_limit,
    deductible: quote.deductible,
    features: quote.features,
    annual_premium: quote.annual_premium,
    monthly_premium: quote.monthly_premium,
    range: quote.range,
    factors: quote.factors.map(explained),
    ...(quote.vehicle_premiums ? { vehicle_premiums: quote.vehicle_premiums } : {}),
    ...(quote.multi_vehicle_discount ? { multi_vehicle_discount: quote.multi_vehicle_discount } : {}),
    ...(quote.bundle ? { bundle: quote.bundle } : {}),
  };
}

/** A stored quote with its JSON columns read, or null when they do not read as what we store. */
export function readStoredQuote(row: QuoteRow): StoredQuote | null {
  const json = storedQuoteJsonSchema.safeParse({ features: row.features, factors: row.factors, range: row.range });
  return json.success ? { ...row, ...json.data } : null;
}

export type StoredQuote = Omit<QuoteRow, "features" | "factors" | "range"> & {
  features: string[];
  factors: PricingFactor[];
  range: { low: number; high: number } | null;
};

/** A stored quote as the API shows it; its reasons and features in the reader's language. */
export function storedQuoteResult(
  row: StoredQuote,
  translate: Translate = t,
  feature: (text: string) => string = (text) => text,
): QuoteResult {
  return {
    quote_id: row.id,
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    coverage_type: row.coverageType,
    coverage_limit: row.coverageLimit ?? 0,
    deductible: row.deductible ?? 0,
    features: row.features.map(feature),
    annual_premium: row.annualPremium ?? 0,
    monthly_premium: row.monthlyPremium ?? 0,
    range: row.range,
    factors: row.factors.map((factor) => explain(factor, translate)),
  };
}

/** The answer to a start or a coverage change: the session's references, its priced quotes, the results page. */
export function sessionResponse(
  session: Pick<QuoteSessionRow, "id" | "aggregatorSessionId">,
  quotes: IdentifiedQuote[],
): SessionStartResponse {
  // The partners' quotes share the estimate's factors (the same objects): each is put in words once.
  const words = new Map<PricingFactor, ExplainedFactor>();
  const explained = (factor: PricingFactor) => {
    let said = words.get(factor);
    if (!said) words.set(factor, (said = explain(factor)));
    return said;
  };
  return {
    session_id: session.id,
    aggregator_session_id: session.aggregatorSessionId,
    quotes: quotes.map((quote) => pricedQuoteResult(quote, explained)),
    redirect_url: `${PATHS.quotes}?session=${session.id}`,
  };
}

/** Says which stored column of a session did not read (it is then shown as missing), so it can be mended. */
export function logUnreadableSession(logger: Pick<Logger, "warn">, quoteSessionId: string, column: string): void {
  logger.warn({ quoteSessionId, column }, "stored quote session JSON does not read; treated as missing");
}

/**
 * The session a change or a click is about, for its owner only: the ids alone are shared with others
 * (the results link with anyone, the reference with every partner), so the browser must also hold the
 * session's privacy key (ADR 0027). Anyone else is told the session does not exist.
 */
export async function requireOwnSession(
  dependencies: Pick<QuoteSessionDependencies, "db">,
  sessionId: string,
  aggregatorSessionId: string,
  privacyKey: string | null,
): Promise<QuoteSessionRow> {
  const session = isUuid(sessionId) ? await findQuoteSession(dependencies.db, sessionId) : null;
  if (
    !session ||
    session.aggregatorSessionId !== aggregatorSessionId ||
    !holdsPrivacyKey(session.privacyKeyHash, privacyKey)
  ) {
    throw new AppError("not_found", t("quote.api.sessionNotFound"));
  }
  return session;
}
