import { featuresFor } from "../../core/pricing/partners";
import { randomBytes, randomUUID } from "node:crypto";
import { currentLanguage } from "../../core/i18n/translate";
import { planPricing, withHouseholdSplits } from "../../core/pricing/price-quote-form";
import type { SessionStartResponse } from "../../core/shared/api/quotes";
import { CONSENT_WORDINGS } from "../../core/shared/consent";
import type { CategorySlug, HomeRequest, QuoteForm } from "../../core/shared/quote-form";
import type { QuoteRequest } from "../../core/shared/quote-request";
import {
  insertQuoteSession,
  type NewConsentRow,
  type NewSessionQuote,
  type PartnerRecord,
} from "../repositories/quote-repository";
import type { PendingRateLimitHit } from "../repositories/rate-limit-repository";
import { hashPrivacyKey } from "./privacy-key";
import {
  asJsonObject,
  asPriced,
  identify,
  priceQuotes,
  pricedRow,
  pricingTables,
  sessionResponse,
  type IdentifiedQuote,
  type QuoteSessionDependencies,
} from "./quote-session-common";

function newAggregatorSessionId(): string {
  return `qm_${randomBytes(12).toString("base64url")}`;
}

function referralRow(partner: PartnerRecord, category: CategorySlug): NewSessionQuote {
  return {
    id: randomUUID(),
    partnerId: partner.id,
    partnerName: partner.name,
    coverageType: `referral:${category}`,
    features: featuresFor(partner, category),
    kind: "referral",
  };
}

/** Where a session's consents were given: the wizard, or the assistant's confirmation block. */
export interface SessionOrigin {
  channel: "wizard" | "assistant";
  chatSessionId?: string | null;
  /** The privacy key of the browser that made the session (ADR 0027); only its hash is stored. */
  privacyKey?: string | null;
  /**
   * The request's rate-limit hit, counted by the session's own statement (decision 0076): over the
   * limit nothing is stored and `settle` throws the refusal. Counted first, by itself, before any
   * call to a partner's quote API, so a refused request never reaches a partner.
   */
  rateLimitHit?: PendingRateLimitHit | null;
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

/**
 * POST /api/session/start: prices a validated form (or finds the partners for an unpriced line),
 * then stores the session, its quotes and the consent records in one transaction (with the request's
 * rate-limit hit when one is given).
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
  const hit = origin.rateLimitHit ?? null;
  if (hit && plan.kind === "priced" && plan.httpPartners.length > 0) await hit.countNow();
  const priced: IdentifiedQuote[] =
    plan.kind === "priced"
      ? identify(
          await priceQuotes(
            dependencies,
            plan,
            (form.car ?? form.home) as QuoteRequest | HomeRequest,
            aggregatorSessionId,
          ),
        )
      : [];
  const quoteRows =
    plan.kind === "priced"
      ? priced.map(pricedRow)
      : (plan.referrals as PartnerRecord[]).map((partner) => referralRow(partner, form.category));
  const sessionId = randomUUID();
  const count = await insertQuoteSession(
    dependencies.prepared,
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
      pricing:
        plan.kind === "priced"
          ? asJsonObject(
              withHouseholdSplits(
                plan.summary,
                priced.map(({ quote }) => quote),
              ),
            )
          : null,
      privacyKeyHash: origin.privacyKey ? hashPrivacyKey(origin.privacyKey) : null,
      // The language of the request that starts it, the page's (decision 0036), for the dashboard's split.
      language: currentLanguage(),
    },
    quoteRows,
    consentRows(form, origin.channel),
    hit && !hit.counted ? hit : null,
  );
  if (hit && count !== null) hit.settle(count);
  dependencies.logger.info(
    { quoteSessionId: sessionId, category: form.category, province: form.province, quotes: quoteRows.length },
    "quote session started",
  );
  return sessionResponse({ id: sessionId, aggregatorSessionId }, priced);
}
