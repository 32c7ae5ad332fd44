import type { QuoteForm } from "../shared/quote-form";
import type { QuoteRequest } from "../shared/quote-request";
import { estimateHomePremium, type HomeEstimate, type HomeRateTable } from "./estimate-home";
import { estimatePremium, type PremiumEstimate, type PricingFactor } from "./estimate-premium";
import type { RateTable } from "./rate-table";
import {
  HOME_COVERAGE_TYPE,
  byPrice,
  carPartnerQuote,
  coverageTypeFor,
  homePartnerQuote,
  partnersForLine,
  searchCarPartners,
  type PartnerProfile,
  type PartnerQuote,
  type PartnerSearch,
} from "./partners";
import "../i18n/messages/quote-results";

/** A partner as the engine sees it: its profile and how it is priced (our tables, or its own API). */
export interface CatalogPartner extends PartnerProfile {
  kind: "rating_table" | "http";
}

/** A priced quote with what explains it: the factors applied and a range scaled to this price. */
export interface PricedQuote extends PartnerQuote {
  factors: PricingFactor[];
  range: { low: number; high: number };
}

/** What the estimate knows about the whole request, shown once above the quotes. */
export interface PricingSummary {
  line: "car" | "home";
  annual: number;
  range: { low: number; high: number };
  factors: PricingFactor[];
  optionalLayerOnly: boolean;
  /** Accident benefits beyond medical, rehabilitation and attendant care are the driver's choice here (ON, 2026 on). */
  optionalAccidentBenefits: boolean;
  highRisk: boolean;
  /** Collision and comprehensive are part of the public plan here and cannot be switched off (MB). */
  physicalDamageMandatory: boolean;
  rateTableVersion: string;
  /** What every quote in this answer covers. */
  coverage: Pick<PartnerQuote, "coverage_type" | "coverage_limit" | "deductible">;
  /** How many partners write the line in the province, and which of them do not insure this profile. */
  search: PartnerSearch;
}

export type PricingPlan =
  | {
      kind: "priced";
      summary: PricingSummary;
      /** Quotes from rating-table partners, cheapest first. */
      quotes: PricedQuote[];
      /** Eligible partners that price over their own API; the server calls them with a timeout. */
      httpPartners: CatalogPartner[];
    }
  | { kind: "referral"; referrals: CatalogPartner[] };

export interface PricingTables {
  car: RateTable;
  home: HomeRateTable;
  currentYear: number;
}

/** The factor a partner's own posture adds to the market estimate. */
function partnerFactor(partner: PartnerProfile, estimateAnnual: number, annual: number): PricingFactor {
  return {
    key: "partner",
    scope: "whole",
    multiplier: estimateAnnual > 0 ? Math.round((annual / estimateAnnual) * 1000) / 1000 : 1,
    reason: { key: "pricing.factor.partner", params: { partner: partner.name } },
  };
}

/** Attaches the explanation to a partner's price: the estimate's factors, the partner's, and a scaled range. */
export function explainQuote(
  quote: PartnerQuote,
  partner: PartnerProfile,
  estimate: { annual: number; factors: PricingFactor[]; range: { low: number; high: number } },
): PricedQuote {
  const ratio = estimate.annual > 0 ? quote.annual_premium / estimate.annual : 1;
  return {
    ...quote,
    factors: [...estimate.factors, partnerFactor(partner, estimate.annual, quote.annual_premium)],
    range: { low: Math.round(estimate.range.low * ratio), high: Math.round(estimate.range.high * ratio) },
  };
}

function carSummary(
  request: QuoteRequest,
  estimate: PremiumEstimate,
  mandatory: boolean,
  search: PartnerSearch,
): PricingSummary {
  return {
    line: "car",
    annual: estimate.annual,
    range: estimate.range,
    factors: estimate.factors,
    optionalLayerOnly: estimate.optionalLayerOnly,
    optionalAccidentBenefits: estimate.optionalAccidentBenefits,
    highRisk: estimate.highRisk,
    physicalDamageMandatory: mandatory,
    rateTableVersion: estimate.rateTableVersion,
    coverage: {
      coverage_type: coverageTypeFor(estimate),
      coverage_limit: request.coverage.liability_limit,
      deductible: request.coverage.deductible,
    },
    search,
  };
}

function homeSummary(estimate: HomeEstimate, search: PartnerSearch): PricingSummary {
  return {
    line: "home",
    annual: estimate.annual,
    range: estimate.range,
    factors: estimate.factors,
    optionalLayerOnly: false,
    optionalAccidentBenefits: false,
    highRisk: false,
    physicalDamageMandatory: false,
    rateTableVersion: estimate.rateTableVersion,
    coverage: {
      coverage_type: HOME_COVERAGE_TYPE,
      coverage_limit: estimate.liabilityLimit,
      deductible: estimate.deductible,
    },
    search,
  };
}

/**
 * Decides how a validated form is answered: car and home are priced (rating-table partners here,
 * HTTP partners listed for the server to call); travel, business and life are referred to the
 * partners that write that line in the province, without a price. Pure.
 */
export function planPricing(
  form: Pick<QuoteForm, "category" | "province" | "car" | "home" | "driverAge">,
  partners: readonly CatalogPartner[],
  tables: PricingTables,
): PricingPlan {
  if (form.car) {
    const request = form.car;
    const estimate = estimatePremium(request, tables.car, { currentYear: tables.currentYear });
    const { eligible, search } = searchCarPartners(partners, request, estimate.highRisk, {
      age: form.driverAge,
      currentYear: tables.currentYear,
    });
    const mandatory = tables.car.provinces[request.region.province].physicalDamageMandatory;
    return {
      kind: "priced",
      summary: carSummary(request, estimate, mandatory, search),
      quotes: eligible
        .filter((partner) => partner.kind === "rating_table")
        .map((partner) => explainQuote(carPartnerQuote(partner, request, estimate), partner, estimate))
        .sort(byPrice),
      httpPartners: eligible.filter((partner) => partner.kind === "http"),
    };
  }
  if (form.home) {
    const estimate = estimateHomePremium(form.home, tables.home);
    const eligible = partnersForLine(partners, "home", form.province) as CatalogPartner[];
    return {
      kind: "priced",
      summary: homeSummary(estimate, { searched: eligible.length, declined: [] }),
      quotes: eligible
        .filter((partner) => partner.kind === "rating_table")
        .map((partner) => explainQuote(homePartnerQuote(partner, estimate), partner, estimate))
        .sort(byPrice),
      httpPartners: eligible.filter((partner) => partner.kind === "http"),
    };
  }
  return { kind: "referral", referrals: partnersForLine(partners, form.category, form.province) as CatalogPartner[] };
}
