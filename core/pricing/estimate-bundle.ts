import type { ProvinceCode } from "../shared/provinces";
import type { HomeRequest } from "../shared/quote-form-fields";
import type { QuoteRequest } from "../shared/quote-request";
import { estimateHomePremium, type HomeEstimate, type HomeRateTable } from "./estimate-home";
import { monthlyPremium, type PricingFactor } from "./estimate-premium";
import { BUNDLE_DISCOUNT_MAX, homePartnerQuote, partnersForLine, type PartnerProfile } from "./partners";
import "../i18n/messages/quote-results";

/*
 * Home and car together (issue 25, section 2). The car is priced as ever; the home at the quote's
 * address is priced with the home table; each partner that quotes the car then offers both lines:
 *
 * - "bundle": it writes home here too and takes its bundle discount (`bundle_discount` in its price
 *   posture) off both policies when they are bought together;
 * - "separate": it writes home here too but publishes no bundle discount, so the two are priced
 *   separately and nothing is saved by buying them together;
 * - "car_only": it does not write home here; the home is the cheapest home quote of the partners that
 *   do, bought separately.
 *
 * Every offer's total is what both lines cost, so the results compare like with like; the saving is
 * against buying the same two policies from the same partner separately.
 */

/** What one partner's offer for both lines is made of. */
export interface BundleOffer {
  kind: "bundle" | "separate" | "car_only";
  /** The car policy's annual price in this offer (after the bundle discount when one applies). */
  car: number;
  /** The home policy's annual price in this offer, or null when no partner writes home here. */
  home: number | null;
  /** Who writes the home: this partner, or for "car_only" the cheapest partner that writes home here. */
  homePartner: { id: string; name: string } | null;
  /** The share taken off both policies (0.1 for 10%); 0 unless the kind is "bundle". */
  discount: number;
  /** Both lines together, a year. */
  annual: number;
  /** The same two policies bought separately, a year. */
  separately: number;
  /** `separately` less `annual`. */
  saving: number;
}

/** What results say of a bundle: the home as estimated, and each car partner's offer for both lines. */
export interface BundleSummary {
  /** Where the home is (the quote's province): which partners write home there. */
  province: ProvinceCode;
  home: {
    homeAge: number;
    annual: number;
    range: { low: number; high: number };
    factors: PricingFactor[];
    liabilityLimit: number;
    deductible: number;
    rateTableVersion: string;
  };
  /** By partner id. */
  offers: Record<string, BundleOffer>;
}

/** The home a car request prices beside the car: the one at its address. Null when the request has no home part. */
export function homeOfCarRequest(request: QuoteRequest): HomeRequest | null {
  if (!request.home) return null;
  return {
    province: request.region.province,
    postal_fsa: request.region.postal_fsa ?? "",
    city: request.location?.city ?? "",
    home_age: request.home.home_age,
  };
}

/** The home estimate of a car request's home part; null without one. */
export function estimateBundleHome(request: QuoteRequest, table: HomeRateTable): HomeEstimate | null {
  const home = homeOfCarRequest(request);
  return home ? estimateHomePremium(home, table) : null;
}

/** What the bundle needs of the home estimate: its price, range, and what it assumes. */
export type HomePrice = Pick<HomeEstimate, "annual" | "range" | "liabilityLimit" | "deductible">;

const discounted = (annual: number, discount: number) => Math.max(1, Math.round(annual * (1 - discount)));

/**
 * Each car partner's offer for both lines. `carQuotes` are the partners' car prices (annual, by
 * partner id); `partners` the whole catalogue, from which the partners writing home here are found.
 * Pure.
 */
export function bundleOffers(
  carQuotes: readonly { partner_id: string; annual_premium: number }[],
  partners: readonly PartnerProfile[],
  province: ProvinceCode,
  home: HomePrice,
): Record<string, BundleOffer> {
  const homeWriters = partnersForLine(partners, "home", province);
  const homePrice = (partner: PartnerProfile) => homePartnerQuote(partner, home).annual_premium;
  const cheapestHome = homeWriters
    .map((partner) => ({ partner, annual: homePrice(partner) }))
    .sort((a, b) => a.annual - b.annual || a.partner.name.localeCompare(b.partner.name))[0];
  const offers: Record<string, BundleOffer> = {};
  for (const quote of carQuotes) {
    const partner = homeWriters.find((writer) => writer.id === quote.partner_id);
    if (!partner) {
      const separateHome = cheapestHome?.annual ?? null;
      const annual = quote.annual_premium + (separateHome ?? 0);
      offers[quote.partner_id] = {
        kind: "car_only",
        car: quote.annual_premium,
        home: separateHome,
        homePartner: cheapestHome ? { id: cheapestHome.partner.id, name: cheapestHome.partner.name } : null,
        discount: 0,
        annual,
        separately: annual,
        saving: 0,
      };
      continue;
    }
    const discount = Math.min(BUNDLE_DISCOUNT_MAX, partner.pricePosture.bundleDiscount ?? 0);
    const homeAlone = homePrice(partner);
    const separately = quote.annual_premium + homeAlone;
    const car = discount > 0 ? discounted(quote.annual_premium, discount) : quote.annual_premium;
    const homeTogether = discount > 0 ? discounted(homeAlone, discount) : homeAlone;
    offers[quote.partner_id] = {
      kind: discount > 0 ? "bundle" : "separate",
      car,
      home: homeTogether,
      homePartner: { id: partner.id, name: partner.name },
      discount,
      annual: car + homeTogether,
      separately,
      saving: separately - (car + homeTogether),
    };
  }
  return offers;
}

/**
 * A car quote as its offer for both lines: the total of both, its monthly figure, its range made of
 * the car's and the home's (each scaled to its price), and the bundle discount as a factor.
 */
export function asBundleQuote<
  Quote extends {
    partner_name: string;
    annual_premium: number;
    monthly_premium: number;
    factors: PricingFactor[];
    range: { low: number; high: number };
  },
>(quote: Quote, offer: BundleOffer, home: HomePrice): Quote {
  const carRatio = quote.annual_premium > 0 ? offer.car / quote.annual_premium : 1;
  const homeRatio = home.annual > 0 && offer.home !== null ? offer.home / home.annual : 0;
  return {
    ...quote,
    annual_premium: offer.annual,
    monthly_premium: monthlyPremium(offer.annual),
    range: {
      low: Math.round(quote.range.low * carRatio + home.range.low * homeRatio),
      high: Math.round(quote.range.high * carRatio + home.range.high * homeRatio),
    },
    factors: [
      ...quote.factors,
      ...(offer.kind === "bundle"
        ? [
            {
              key: "bundle",
              scope: "whole",
              multiplier: Math.round((1 - offer.discount) * 1000) / 1000,
              reason: {
                key: "pricing.factor.bundle",
                params: { partner: quote.partner_name, percent: Math.round(offer.discount * 100) },
              },
            } satisfies PricingFactor,
          ]
        : []),
    ],
  };
}
