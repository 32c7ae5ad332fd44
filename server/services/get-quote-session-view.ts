import type { PricingFactor } from "../../core/pricing/estimate-premium";
import { savingBetween, type PartnerSearch } from "../../core/pricing/partners";
import type { PricingSummary } from "../../core/pricing/price-quote-form";
import type { BundleOffer, BundleSummary } from "../../core/pricing/estimate-bundle";
import type { ExplainedFactor, QuoteResult } from "../../core/shared/api/quotes";
import { isUuid } from "../../core/shared/ids";
import { provinceName, type ProvinceCode } from "../../core/shared/provinces";
import { createTranslator } from "../../core/i18n/translate";
import type { Language } from "../../core/i18n/languages";
import { partnerWords } from "../repositories/partner-translations";
import { ratingOf, readFeatureTags, type FeatureTag } from "../../core/pricing/feature-tags";
import type { CategorySlug, HomeRequest } from "../../core/shared/quote-form";
import type { QuoteRequest } from "../../core/shared/quote-request";
import { findQuoteSession, listCurrentQuotes } from "../repositories/quote-repository";
import { holdsPrivacyKey } from "./privacy-key";
import {
  explain,
  logUnreadableSession,
  readStoredQuote,
  storedQuoteResult,
  type QuoteSessionDependencies,
  type StoredQuote,
} from "./quote-session-common";
import { storedCarRequestSchema, storedHomeRequestSchema, storedPricingSchema } from "./stored-quote-session";

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
  pricing:
    | (Omit<PricingSummary, "factors" | "search" | "bundle"> & {
        factors: ExplainedFactor[];
        /**
         * Home and car together (issue 25): the home's estimate and each partner's offer. The home's
         * age and the factors naming it are the owner's to see (a shared link gets neither).
         */
        bundle?: BundleView | undefined;
        /**
         * How many partners were asked and how many declined; which ones and why only for the owner
         * (a reason tells something of the driving record). Null for sessions priced before it was
         * recorded.
         */
        search: (PartnerSearch & { declinedCount: number }) | null;
      })
    | null;
  /** Cheapest first, each with its product's tags and our rating of it (decision 0045). */
  quotes: ShownQuote[];
  referrals: Pick<QuoteResult, "quote_id" | "partner_id" | "partner_name" | "features">[];
  saving: number;
  createdAt: string;
}

/** A bundle as the results show it: the home's factors in words, and the partners' names in the reader's language. */
export type BundleView = Omit<BundleSummary, "home"> & {
  home: Omit<BundleSummary["home"], "factors" | "homeAge"> & { factors: ExplainedFactor[]; homeAge: number | null };
};

/** A quote as the results show it: what its product offers, and our rating by the published rubric. */
export type ShownQuote = QuoteResult & { tags: FeatureTag[]; rating: number };

/**
 * The factors that move this price most, strongest first (a multiplier of exactly 1 explains
 * nothing); a household, whose drivers and vehicles each bring theirs, shows more of them.
 */
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
 * A session whose stored JSON does not read is shown as not found: half of it would mislead (with no
 * summary, a priced session would look like a referral).
 */
export async function getQuoteSessionView(
  dependencies: Pick<QuoteSessionDependencies, "db" | "logger">,
  sessionId: string,
  privacyKey: string | null,
  language: Language = "en",
): Promise<QuoteSessionView | null> {
  const translate = createTranslator(language);
  if (!isUuid(sessionId)) return null;
  const session = await findQuoteSession(dependencies.db, sessionId);
  if (!session) return null;
  const unreadable = (column: string) => {
    logUnreadableSession(dependencies.logger, session.id, column);
    return null;
  };
  const isOwner = holdsPrivacyKey(session.privacyKeyHash, privacyKey);
  const pricing = storedPricingSchema.nullable().safeParse(session.pricing);
  if (!pricing.success) return unreadable("pricing");
  // Only the owner is shown the request, so only the owner's view needs it to read (the retention
  // job empties it, and with it the key, on sessions it keeps for their consent records).
  const car = isOwner && session.category === "car" ? storedCarRequestSchema.safeParse(session.request) : null;
  const home = isOwner && session.category === "home" ? storedHomeRequestSchema.safeParse(session.request) : null;
  if ((car && !car.success) || (home && !home.success)) return unreadable("request");
  const rows: StoredQuote[] = [];
  for (const row of await listCurrentQuotes(dependencies.db, session.id)) {
    const stored = readStoredQuote(row);
    if (!stored) return unreadable("quotes");
    rows.push(stored);
  }
  // A partner's features are stored as quoted, in English; a reader of French reads their translation.
  const words = await partnerWords(dependencies.db, language);
  const feature = words.feature;
  const category = session.category as CategorySlug;
  const nameOf = words.name;
  const offerOf = (partnerId: string): BundleOffer | undefined => {
    const offer = pricing.data?.bundle?.offers[partnerId];
    if (!offer) return undefined;
    const homePartner = offer.homePartner;
    return { ...offer, homePartner: homePartner && { ...homePartner, name: nameOf(homePartner.id, homePartner.name) } };
  };
  const quotes = rows
    .filter((row) => row.kind === "priced")
    .map((row): ShownQuote => {
      const quote = storedQuoteResult(row, translate, feature);
      const tags = readFeatureTags(words.featureTags(row.partnerId), category);
      // The split names the vehicles: the owner's to see, like the vehicle itself.
      const split = isOwner ? pricing.data?.household?.splits[row.partnerId] : undefined;
      const discount = row.factors.find((factor) => factor.key === "multi_vehicle");
      const bundle = offerOf(row.partnerId);
      return {
        ...quote,
        ...(bundle ? { bundle } : {}),
        ...(split ? { vehicle_premiums: split } : {}),
        ...(split && discount ? { multi_vehicle_discount: Math.round((1 - discount.multiplier) * 1000) / 1000 } : {}),
        partner_name: nameOf(row.partnerId, quote.partner_name),
        factors: isOwner ? quote.factors : [],
        tags,
        rating: ratingOf(tags),
      };
    });
  return {
    isOwner,
    sessionId: session.id,
    aggregatorSessionId: isOwner ? session.aggregatorSessionId : "",
    category,
    province: {
      code: session.provinceCode as ProvinceCode,
      name: provinceName(session.provinceCode, language),
    },
    city: isOwner ? session.city : null,
    postalFsa: isOwner ? session.postalFsa : null,
    entryPoint: session.entryPoint,
    blogSlug: session.blogSlug,
    car: car?.data ?? null,
    home: home?.data ?? null,
    pricing: pricing.data
      ? {
          ...pricing.data,
          factors: isOwner
            ? topFactors(pricing.data.factors, pricing.data.household ? 8 : 4).map((factor) =>
                explain(factor, translate),
              )
            : [],
          highRisk: isOwner && pricing.data.highRisk,
          household: isOwner ? pricing.data.household : undefined,
          bundle: pricing.data.bundle && {
            ...pricing.data.bundle,
            offers: Object.fromEntries(
              Object.keys(pricing.data.bundle.offers).flatMap((id) => {
                const offer = offerOf(id);
                return offer ? [[id, offer]] : [];
              }),
            ),
            home: {
              ...pricing.data.bundle.home,
              homeAge: isOwner ? pricing.data.bundle.home.homeAge : null,
              factors: isOwner
                ? topFactors(pricing.data.bundle.home.factors).map((factor) => explain(factor, translate))
                : [],
            },
          },
          optionalAccidentBenefits: pricing.data.optionalAccidentBenefits ?? false,
          search: pricing.data.search
            ? {
                searched: pricing.data.search.searched,
                declinedCount: pricing.data.search.declined.length,
                declined: isOwner
                  ? pricing.data.search.declined.map((partner) => ({
                      ...partner,
                      partner_name: nameOf(partner.partner_id, partner.partner_name),
                    }))
                  : [],
              }
            : null,
        }
      : null,
    quotes,
    referrals: rows
      .filter((row) => row.kind === "referral")
      .map((row) => ({
        quote_id: row.id,
        partner_id: row.partnerId,
        partner_name: nameOf(row.partnerId, row.partnerName),
        features: row.features.map(feature),
      })),
    saving: savingBetween(quotes),
    createdAt: session.createdAt.toISOString(),
  };
}
