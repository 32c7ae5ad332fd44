import { randomBytes, randomUUID } from "node:crypto";
import { t } from "../../core/i18n/translate";
import type { MessageKey } from "../../core/i18n/messages-en";
import { HOME_ESTIMATES_2025_V1 } from "../../core/pricing/rate-tables/home-estimates-2025-v1";
import { ESTIMATES_2025_V1 } from "../../core/pricing/rate-tables/estimates-2025-v1";
import type { PricingFactor } from "../../core/pricing/estimate-premium";
import { byPrice, savingBetween } from "../../core/pricing/partners";
import {
  explainQuote,
  planPricing,
  type PricedQuote,
  type PricingPlan,
  type PricingSummary,
} from "../../core/pricing/price-quote-form";
import type {
  ExplainedFactor,
  QuoteClick,
  QuoteClickResponse,
  QuoteResult,
  SessionStartResponse,
} from "../../core/shared/api/quotes";
import { CONSENT_WORDINGS } from "../../core/shared/consent";
import { AppError } from "../../core/shared/errors";
import { isUuid } from "../../core/shared/ids";
import { PATHS } from "../../core/shared/paths";
import { findProvinceByCode, type ProvinceCode } from "../../core/shared/provinces";
import type { CategorySlug, CoverageChange, HomeRequest, QuoteForm } from "../../core/shared/quote-form";
import type { QuoteRequest } from "../../core/shared/quote-request";
import type { Database } from "../../db/client";
import type { Logger } from "../logger";
import { requestHttpQuote } from "../partners/http-partner";
import { hashPrivacyKey } from "./privacy-key";
import {
  findPartner,
  findQuote,
  findQuoteSession,
  insertQuoteClick,
  insertQuoteSession,
  listCurrentQuotes,
  replaceSessionQuotes,
  type NewConsentRow,
  type NewQuoteRow,
  type PartnerRecord,
  type QuoteRow,
  type QuoteSessionRow,
} from "../repositories/quote-repository";

export interface QuoteSessionDependencies {
  db: Database;
  logger: Logger;
  now: () => Date;
  /** The active partner catalogue (cached by the caller; it changes rarely). */
  partners: () => Promise<PartnerRecord[]>;
  /** How long an HTTP partner may take before its quote is left out. */
  partnerTimeoutMs: number;
  fetch?: typeof fetch;
}

function explain(factor: PricingFactor): ExplainedFactor {
  return { key: factor.key, multiplier: factor.multiplier, reason: t(factor.reason.key, factor.reason.params) };
}

function pricingTables(now: Date) {
  return { car: ESTIMATES_2025_V1, home: HOME_ESTIMATES_2025_V1, currentYear: now.getUTCFullYear() };
}

function newAggregatorSessionId(): string {
  return `qm_${randomBytes(12).toString("base64url")}`;
}

function resultsPath(sessionId: string): string {
  return `${PATHS.quotes}?session=${sessionId}`;
}

/** Where collision and comprehensive are part of the public plan (MB), the request stores them as priced. */
function asPriced(request: QuoteRequest, plan: PricingPlan): QuoteRequest {
  if (plan.kind !== "priced" || !plan.summary.physicalDamageMandatory) return request;
  return { ...request, coverage: { ...request.coverage, collision: true, comprehensive: true } };
}

/** Prices a plan: rating-table quotes as planned, HTTP partners called at once, each with a timeout. */
async function priceQuotes(
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
  return [...plan.quotes, ...httpQuotes.filter((quote) => quote !== null)].sort(byPrice);
}

function pricedRow(quote: PricedQuote): NewQuoteRow {
  return {
    partnerId: quote.partner_id,
    partnerName: quote.partner_name,
    coverageType: quote.coverage_type,
    coverageLimit: quote.coverage_limit,
    deductible: quote.deductible,
    features: quote.features,
    kind: "priced",
    annualPremium: quote.annual_premium,
    monthlyPremium: quote.monthly_premium,
    factors: quote.factors as unknown as Record<string, unknown>[],
    range: quote.range,
  };
}

function referralRow(partner: PartnerRecord, category: CategorySlug): NewQuoteRow {
  return {
    partnerId: partner.id,
    partnerName: partner.name,
    coverageType: `referral:${category}`,
    features: partner.features,
    kind: "referral",
  };
}

/** Where a session's consents were given: the wizard, or the assistant's confirmation block. */
export interface SessionOrigin {
  channel: "wizard" | "assistant";
  chatSessionId?: string | null;
  /** The privacy key of the browser that made the session (ADR 0027); only its hash is stored. */
  privacyKey?: string | null;
}

function consentRows(form: QuoteForm, channel: SessionOrigin["channel"]): NewConsentRow[] {
  const contact = (purpose: "contact_email" | "contact_sms" | "contact_phone"): NewConsentRow => ({
    purpose,
    channel,
    granted: form.consentContact,
    wordingVersion: CONSENT_WORDINGS.contact.version,
    wording: CONSENT_WORDINGS.contact.text,
  });
  return [
    {
      purpose: "data_sharing",
      channel,
      granted: form.consentDataSharing,
      wordingVersion: CONSENT_WORDINGS.dataSharing.version,
      wording: CONSENT_WORDINGS.dataSharing.text,
    },
    contact("contact_email"),
    contact("contact_sms"),
    contact("contact_phone"),
  ];
}

type QuoteFields = Pick<QuoteRow, "id" | "partnerId" | "partnerName" | "coverageType"> &
  Partial<Pick<QuoteRow, "coverageLimit" | "deductible" | "annualPremium" | "monthlyPremium" | "range">> & {
    features?: string[] | undefined;
    factors?: Record<string, unknown>[] | undefined;
    kind?: string | undefined;
  };

function toQuoteResult(row: QuoteFields): QuoteResult {
  return {
    quote_id: row.id,
    partner_id: row.partnerId,
    partner_name: row.partnerName,
    coverage_type: row.coverageType,
    coverage_limit: row.coverageLimit ?? 0,
    deductible: row.deductible ?? 0,
    features: row.features ?? [],
    annual_premium: row.annualPremium ?? 0,
    monthly_premium: row.monthlyPremium ?? 0,
    range: row.range ?? null,
    factors: ((row.factors ?? []) as unknown as PricingFactor[]).map(explain),
  };
}

function startResponse(
  session: Pick<QuoteSessionRow, "id" | "aggregatorSessionId">,
  rows: QuoteFields[],
): SessionStartResponse {
  return {
    session_id: session.id,
    aggregator_session_id: session.aggregatorSessionId,
    quotes: rows.filter((row) => (row.kind ?? "priced") === "priced").map(toQuoteResult),
    redirect_url: resultsPath(session.id),
  };
}

/**
 * POST /api/session/start: prices a validated form (or finds the partners for an unpriced line),
 * then stores the session, its quotes and the consent records in one transaction.
 */
export async function startQuoteSession(
  dependencies: QuoteSessionDependencies,
  form: QuoteForm,
  origin: SessionOrigin = { channel: "wizard" },
): Promise<SessionStartResponse> {
  const partners = await dependencies.partners();
  const plan = planPricing(form, partners, pricingTables(dependencies.now()));
  const aggregatorSessionId = newAggregatorSessionId();
  const request: object = (form.car && asPriced(form.car, plan)) ??
    form.home ?? {
      category: form.category,
      province: form.province,
      city: form.city,
      postal_fsa: form.fsa,
      driver_age: form.driverAge,
    };
  const rows =
    plan.kind === "priced"
      ? (
          await priceQuotes(
            dependencies,
            plan,
            (form.car ?? form.home) as QuoteRequest | HomeRequest,
            aggregatorSessionId,
          )
        ).map(pricedRow)
      : (plan.referrals as PartnerRecord[]).map((partner) => referralRow(partner, form.category));
  const sessionId = randomUUID();
  const quoteRows = rows.map((row) => ({ ...row, id: randomUUID() }));
  await insertQuoteSession(
    dependencies.db,
    {
      id: sessionId,
      aggregatorSessionId,
      productType: form.productType,
      category: form.category,
      provinceCode: form.province,
      city: form.city || null,
      postalFsa: form.fsa || null,
      request: request as Record<string, unknown>,
      formData: {
        category: form.category,
        productType: form.productType,
        province: form.province,
        city: form.city,
        postalCode: form.postalCode,
        driverAge: form.driverAge,
        consentContact: form.consentContact,
        consentDataSharing: form.consentDataSharing,
      },
      entryPoint: form.from,
      blogSlug: form.blog,
      chatSessionId: origin.chatSessionId ?? null,
      rateTableVersion: plan.kind === "priced" ? plan.summary.rateTableVersion : null,
      pricing: plan.kind === "priced" ? (plan.summary as unknown as Record<string, unknown>) : null,
      privacyKeyHash: origin.privacyKey ? hashPrivacyKey(origin.privacyKey) : null,
    },
    quoteRows,
    consentRows(form, origin.channel),
  );
  dependencies.logger.info(
    { quoteSessionId: sessionId, category: form.category, province: form.province, quotes: rows.length },
    "quote session started",
  );
  return startResponse({ id: sessionId, aggregatorSessionId }, quoteRows);
}

/**
 * The session a change or a click is about, for its owner only: the ids alone are shared with others
 * (the results link with anyone, the reference with every partner), so the browser must also hold the
 * session's privacy key (ADR 0027). Anyone else is told the session does not exist.
 */
async function requireOwnSession(
  dependencies: QuoteSessionDependencies,
  sessionId: string,
  aggregatorSessionId: string,
  privacyKey: string | null,
): Promise<QuoteSessionRow> {
  const session = isUuid(sessionId) ? await findQuoteSession(dependencies.db, sessionId) : null;
  if (
    !session ||
    session.aggregatorSessionId !== aggregatorSessionId ||
    privacyKey === null ||
    session.privacyKeyHash !== hashPrivacyKey(privacyKey)
  ) {
    throw new AppError("not_found", t("quote.api.sessionNotFound"));
  }
  return session;
}

/** Changes a car session's coverage and prices it again; earlier quotes are kept, superseded. */
export async function repriceQuoteSession(
  dependencies: QuoteSessionDependencies,
  change: { sessionId: string; aggregatorSessionId: string; coverage: CoverageChange },
  privacyKey: string | null,
): Promise<SessionStartResponse> {
  const session = await requireOwnSession(dependencies, change.sessionId, change.aggregatorSessionId, privacyKey);
  if (session.category !== "car") throw new AppError("bad_request", t("quote.api.notCar"));
  const previous = session.request as unknown as QuoteRequest;
  const request: QuoteRequest = {
    ...previous,
    coverage: {
      liability_limit: Number(change.coverage.liabilityLimit),
      collision: change.coverage.collision,
      comprehensive: change.coverage.comprehensive,
      deductible: change.coverage.deductible,
    },
  };
  const partners = await dependencies.partners();
  const plan = planPricing(
    { category: "car", province: request.region.province, car: request, home: null },
    partners,
    pricingTables(dependencies.now()),
  );
  if (plan.kind !== "priced") throw new AppError("bad_request", t("quote.api.notCar"));
  const priced = await priceQuotes(dependencies, plan, request, session.aggregatorSessionId);
  const rows = await replaceSessionQuotes(
    dependencies.db,
    session.id,
    {
      request: asPriced(request, plan) as unknown as Record<string, unknown>,
      pricing: plan.summary as unknown as Record<string, unknown>,
      rateTableVersion: plan.summary.rateTableVersion,
    },
    priced.map(pricedRow),
  );
  return startResponse(session, rows);
}

/** Adds our tracking parameters to a partner's hand-off URL (relative for built-in partners). */
export function handoffUrlFor(handoffUrl: string, reference: string, quoteId: string): string {
  const separator = handoffUrl.includes("?") ? "&" : "?";
  return `${handoffUrl}${separator}ref=${encodeURIComponent(reference)}&quote=${encodeURIComponent(quoteId)}`;
}

/** POST /api/quotes/click: checks the ids belong together, records the click, returns the hand-off URL. */
export async function recordQuoteClick(
  dependencies: QuoteSessionDependencies,
  click: QuoteClick,
  privacyKey: string | null,
): Promise<QuoteClickResponse> {
  const session = await requireOwnSession(dependencies, click.sessionId, click.aggregatorSessionId, privacyKey);
  const quote = isUuid(click.quoteId) ? await findQuote(dependencies.db, click.quoteId) : null;
  if (!quote || quote.sessionId !== session.id) throw new AppError("not_found", t("quote.api.quoteNotFound"));
  if (quote.partnerId !== click.partnerId) throw new AppError("bad_request", t("quote.api.partnerMismatch"));
  const partner = await findPartner(dependencies.db, quote.partnerId);
  if (!partner) throw new AppError("not_found", t("quote.api.quoteNotFound"));
  const redirectUrl = handoffUrlFor(partner.handoffUrl, session.aggregatorSessionId, quote.id);
  await insertQuoteClick(dependencies.db, {
    sessionId: session.id,
    quoteId: quote.id,
    partnerId: partner.id,
    redirectUrl,
  });
  return { redirect_url: redirectUrl };
}

export interface QuoteSessionView {
  /**
   * Whether this browser made the session (its privacy key matches, ADR 0027). Anyone else holds a
   * shared link: they see the quotes, the province and the coverage, but not where the visitor
   * lives, the vehicle or the driving record, and cannot change the coverage or go on to a partner.
   */
  isOwner: boolean;
  sessionId: string;
  /** The hand-off reference the click and coverage calls need; empty on a shared link. */
  aggregatorSessionId: string;
  category: CategorySlug;
  province: { code: ProvinceCode; name: string };
  city: string | null;
  postalFsa: string | null;
  entryPoint: string | null;
  blogSlug: string | null;
  car: QuoteRequest | null;
  home: HomeRequest | null;
  pricing: (Omit<PricingSummary, "factors"> & { factors: ExplainedFactor[] }) | null;
  quotes: QuoteResult[];
  referrals: Pick<QuoteResult, "quote_id" | "partner_id" | "partner_name" | "features">[];
  saving: number;
  createdAt: string;
}

/** The factors that move this price most, strongest first (a multiplier of exactly 1 explains nothing). */
export function topFactors(factors: readonly PricingFactor[], limit = 4): PricingFactor[] {
  return factors
    .filter((factor) => factor.key !== "partner" && factor.multiplier !== 1)
    .sort((a, b) => Math.abs(Math.log(b.multiplier)) - Math.abs(Math.log(a.multiplier)))
    .slice(0, limit);
}

/**
 * A stored session as the results screen shows it, or null when there is none with this id. Only the
 * browser holding the session's privacy key sees the visitor's details (ADR 0027): a shared link
 * shows the quotes without the city, postal area, vehicle, driving record or the factors naming them.
 */
export async function getQuoteSessionView(
  dependencies: Pick<QuoteSessionDependencies, "db">,
  sessionId: string,
  privacyKey: string | null,
): Promise<QuoteSessionView | null> {
  if (!isUuid(sessionId)) return null;
  const session = await findQuoteSession(dependencies.db, sessionId);
  if (!session) return null;
  const isOwner = privacyKey !== null && session.privacyKeyHash === hashPrivacyKey(privacyKey);
  const rows = await listCurrentQuotes(dependencies.db, session.id);
  const quotes = rows
    .filter((row) => row.kind === "priced")
    .map(toQuoteResult)
    .map((quote) => (isOwner ? quote : { ...quote, factors: [] }));
  const pricing = session.pricing as unknown as PricingSummary | null;
  const province = findProvinceByCode(session.provinceCode);
  return {
    isOwner,
    sessionId: session.id,
    aggregatorSessionId: isOwner ? session.aggregatorSessionId : "",
    category: session.category as CategorySlug,
    province: { code: session.provinceCode as ProvinceCode, name: province?.name ?? session.provinceCode },
    city: isOwner ? session.city : null,
    postalFsa: isOwner ? session.postalFsa : null,
    entryPoint: session.entryPoint,
    blogSlug: session.blogSlug,
    car: isOwner && session.category === "car" ? (session.request as unknown as QuoteRequest) : null,
    home: isOwner && session.category === "home" ? (session.request as unknown as HomeRequest) : null,
    pricing: pricing
      ? {
          ...pricing,
          factors: isOwner ? topFactors(pricing.factors).map(explain) : [],
          highRisk: isOwner && pricing.highRisk,
        }
      : null,
    quotes,
    referrals: rows
      .filter((row) => row.kind === "referral")
      .map((row) => ({
        quote_id: row.id,
        partner_id: row.partnerId,
        partner_name: row.partnerName,
        features: row.features,
      })),
    saving: savingBetween(quotes),
    createdAt: session.createdAt.toISOString(),
  };
}

export interface HandoffView {
  partner: { id: string; name: string; features: string[] };
  transfer: {
    reference: string;
    sessionId: string;
    quote: QuoteResult & { kind: string };
    category: CategorySlug;
    fields: { label: MessageKey; value: string }[];
  } | null;
}

/** What the on-site hand-off page shows: the partner, and what we would send it for this quote. */
export async function getHandoffView(
  dependencies: Pick<QuoteSessionDependencies, "db">,
  partnerId: string,
  reference: string | null,
  quoteId: string | null,
): Promise<HandoffView | null> {
  const partner = await findPartner(dependencies.db, partnerId);
  if (!partner) return null;
  const view: HandoffView = {
    partner: { id: partner.id, name: partner.name, features: partner.features },
    transfer: null,
  };
  if (!reference || !quoteId || !isUuid(quoteId)) return view;
  const quote = await findQuote(dependencies.db, quoteId);
  if (!quote || quote.partnerId !== partner.id) return view;
  const session = await findQuoteSession(dependencies.db, quote.sessionId);
  if (!session || session.aggregatorSessionId !== reference) return view;
  return {
    ...view,
    transfer: {
      reference,
      sessionId: session.id,
      quote: { ...toQuoteResult(quote), kind: quote.kind },
      category: session.category as CategorySlug,
      fields: handoffFields(session),
    },
  };
}

/** The answers a partner receives, labelled for people. */
function handoffFields(session: QuoteSessionRow): { label: MessageKey; value: string }[] {
  const form = session.formData as Record<string, unknown>;
  const fields: { label: MessageKey; value: string }[] = [
    { label: "handoff.field.province", value: findProvinceByCode(session.provinceCode)?.name ?? session.provinceCode },
    { label: "handoff.field.city", value: session.city ?? "" },
    { label: "handoff.field.postalCode", value: String(form.postalCode ?? session.postalFsa ?? "") },
  ];
  if (typeof form.driverAge === "number") fields.push({ label: "handoff.field.age", value: String(form.driverAge) });
  if (session.category === "car") {
    const request = session.request as unknown as QuoteRequest;
    fields.push(
      {
        label: "handoff.field.vehicle",
        value: [request.vehicle.year, request.vehicle.make, request.vehicle.model, request.vehicle.trim]
          .filter(Boolean)
          .join(" "),
      },
      { label: "handoff.field.yearsLicensed", value: String(request.driver.years_licensed) },
      { label: "handoff.field.tickets", value: String(request.driver.tickets_last_3y) },
      { label: "handoff.field.accidents", value: String(request.driver.accidents_last_6y) },
    );
  }
  if (session.category === "home") {
    const request = session.request as unknown as HomeRequest;
    fields.push({ label: "handoff.field.homeAge", value: String(request.home_age) });
  }
  return fields;
}
