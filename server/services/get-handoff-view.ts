import { allFeatures } from "../../core/pricing/partners";
import type { MessageKey } from "../../core/i18n/messages-en";
import type { QuoteResult } from "../../core/shared/api/quotes";
import { isUuid } from "../../core/shared/ids";
import { provinceName } from "../../core/shared/provinces";
import { createTranslator } from "../../core/i18n/translate";
import type { Language } from "../../core/i18n/languages";
import { partnerWords } from "../repositories/partner-translations";

import type { CategorySlug } from "../../core/shared/quote-form";
import { findPartner, findQuote, findQuoteSession, type QuoteSessionRow } from "../repositories/quote-repository";
import {
  logUnreadableSession,
  readStoredQuote,
  storedQuoteResult,
  type QuoteSessionDependencies,
} from "./quote-session-common";
import { storedCarRequestSchema, storedHomeRequestSchema, storedPricingSchema } from "./stored-quote-session";
import type { BundleOffer } from "../../core/pricing/estimate-bundle";
import { monthlyPremium } from "../../core/pricing/estimate-premium";

export interface HandoffView {
  partner: { id: string; name: string; features: string[] };
  transfer: {
    reference: string;
    sessionId: string;
    quote: QuoteResult & { kind: string };
    category: CategorySlug;
    fields: { label: MessageKey; value: string }[];
    /** Home and car together (issue 25): this partner's offer for both lines, or null for one line. */
    bundle: BundleOffer | null;
    /**
     * What this partner is asked to write, a year and a month: the quote's price, or with a bundle
     * whose partner writes only the car, the car's (the home is bought from another).
     */
    price: { annual: number; monthly: number };
  } | null;
}

/**
 * What the on-site hand-off page shows: the partner, and what we would send it for this quote. A
 * quote or session whose stored JSON does not read is left out, as if the link named none.
 */
export async function getHandoffView(
  dependencies: Pick<QuoteSessionDependencies, "db" | "logger">,
  partnerId: string,
  reference: string | null,
  quoteId: string | null,
  language: Language = "en",
): Promise<HandoffView | null> {
  const partner = await findPartner(dependencies.db, partnerId);
  if (!partner) return null;
  const { feature, name } = await partnerWords(dependencies.db, language);
  const view: HandoffView = {
    partner: { id: partner.id, name: partner.name, features: allFeatures(partner).map(feature) },
    transfer: null,
  };
  if (!reference || !quoteId || !isUuid(quoteId)) return view;
  const quote = await findQuote(dependencies.db, quoteId);
  if (!quote || quote.partnerId !== partner.id) return view;
  const session = await findQuoteSession(dependencies.db, quote.sessionId);
  if (!session || session.aggregatorSessionId !== reference) return view;
  const stored = readStoredQuote(quote);
  if (!stored) {
    logUnreadableSession(dependencies.logger, session.id, "quotes");
    return view;
  }
  const fields = handoffFields(session, language);
  if (!fields) {
    logUnreadableSession(dependencies.logger, session.id, "request");
    return view;
  }
  const pricing = storedPricingSchema.nullable().safeParse(session.pricing);
  const offer = (pricing.success && pricing.data?.bundle?.offers[partner.id]) || null;
  const bundle = offer && {
    ...offer,
    homePartner: offer.homePartner && {
      ...offer.homePartner,
      name: name(offer.homePartner.id, offer.homePartner.name),
    },
  };
  const result = storedQuoteResult(stored, createTranslator(language), feature);
  return {
    ...view,
    transfer: {
      bundle,
      price:
        bundle?.kind === "car_only"
          ? { annual: bundle.car, monthly: monthlyPremium(bundle.car) }
          : { annual: result.annual_premium, monthly: result.monthly_premium },
      reference,
      sessionId: session.id,
      quote: { ...result, kind: quote.kind },
      category: session.category as CategorySlug,
      fields,
    },
  };
}

/** The answers a partner receives, labelled for people; null when the stored request does not read. */
function handoffFields(session: QuoteSessionRow, language: Language): { label: MessageKey; value: string }[] | null {
  const form = session.formData;
  const fields: { label: MessageKey; value: string }[] = [
    { label: "handoff.field.province", value: provinceName(session.provinceCode, language) },
    { label: "handoff.field.city", value: session.city ?? "" },
    { label: "handoff.field.postalCode", value: String(form.postalCode ?? session.postalFsa ?? "") },
  ];
  if (typeof form.driverAge === "number") fields.push({ label: "handoff.field.age", value: String(form.driverAge) });
  if (session.category === "car") {
    const stored = storedCarRequestSchema.safeParse(session.request);
    if (!stored.success) return null;
    const request = stored.data;
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
    // Home and car together: the home a bundling partner prices is the one at this address.
    if (request.home) fields.push({ label: "handoff.field.homeAge", value: String(request.home.home_age) });
  }
  if (session.category === "home") {
    const stored = storedHomeRequestSchema.safeParse(session.request);
    if (!stored.success) return null;
    fields.push({ label: "handoff.field.homeAge", value: String(stored.data.home_age) });
  }
  return fields;
}
