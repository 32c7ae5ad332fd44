import type { QuoteForm } from "../shared/quote-form";
import type { QuoteRequest } from "../shared/quote-request";
import { asBundleQuote, bundleOffers, estimateBundleHome, type BundleSummary } from "./estimate-bundle";
import { estimateHomePremium, type HomeEstimate, type HomeRateTable } from "./estimate-home";
import { estimateHousehold, isHouseholdRequest } from "./estimate-household";
import {
  estimatePremium,
  type CoverageChoiceEffect,
  type PremiumEstimate,
  type PricingFactor,
  type VehicleEstimate,
} from "./estimate-premium";
import type { RateTable } from "./rate-table";
import {
  HOME_COVERAGE_TYPE,
  byPrice,
  carPartnerQuote,
  coverageTypeFor,
  featuresFor,
  homePartnerQuote,
  partnersForLine,
  searchCarPartners,
  splitByVehicle,
  type VehiclePremium,
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
  /** A household's vehicles and drivers as priced (issue 25); absent for one driver and one vehicle. */
  household?: HouseholdSummary;
  /**
   * Ontario's coverage choices and what each took off (decision 0060); empty for the standard
   * package, absent outside Ontario and for sessions priced before the choices existed.
   */
  choices?: CoverageChoiceEffect[];
  /** Home and car together (issue 25): the home as estimated and each partner's offer for both; absent for a car alone. */
  bundle?: BundleSummary;
}

/** What results say of a household: each vehicle's market estimate and who drives it, and each partner's split. */
export interface HouseholdSummary {
  vehicles: Omit<VehicleEstimate, "factors" | "range">[];
  drivers: { age: number }[];
  /** Each partner's price split by vehicle, by partner id. */
  splits: Record<string, VehiclePremium[]>;
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

/** A partner's multi-vehicle discount as a factor of its price. */
function multiVehicleFactor(partner: PartnerProfile, discount: number): PricingFactor {
  return {
    key: "multi_vehicle",
    scope: "whole",
    multiplier: Math.round((1 - discount) * 1000) / 1000,
    reason: {
      key: "pricing.factor.multiVehicle",
      params: { partner: partner.name, percent: Math.round(discount * 100) },
    },
  };
}

/**
 * Attaches the explanation to a partner's price: the estimate's factors, the partner's (its
 * multi-vehicle discount named apart), and a scaled range. A household's price is split by vehicle
 * (in proportion to the estimate when the partner answered one total).
 */
export function explainQuote(
  quote: PartnerQuote,
  partner: PartnerProfile,
  estimate: {
    annual: number;
    factors: PricingFactor[];
    range: { low: number; high: number };
    vehicles?: Pick<VehicleEstimate, "index" | "name" | "annual">[] | undefined;
  },
): PricedQuote {
  const ratio = estimate.annual > 0 ? quote.annual_premium / estimate.annual : 1;
  const discount = quote.multi_vehicle_discount ?? 0;
  const beforeDiscount = discount > 0 ? quote.annual_premium / (1 - discount) : quote.annual_premium;
  const vehicles = estimate.vehicles;
  return {
    ...quote,
    ...(vehicles && !quote.vehicle_premiums
      ? { vehicle_premiums: splitByVehicle(quote.annual_premium, vehicles) }
      : {}),
    factors: [
      ...estimate.factors,
      partnerFactor(partner, estimate.annual, beforeDiscount),
      ...(discount > 0 ? [multiVehicleFactor(partner, discount)] : []),
    ],
    range: { low: Math.round(estimate.range.low * ratio), high: Math.round(estimate.range.high * ratio) },
  };
}

/**
 * The summary once the quotes are priced: a household's split of each partner's price by vehicle,
 * and a bundle's offer of each partner for home and car.
 */
export function withHouseholdSplits(summary: PricingSummary, quotes: readonly PartnerQuote[]): PricingSummary {
  let finished = summary;
  if (summary.household) {
    const splits = Object.fromEntries(
      quotes.flatMap((quote) => (quote.vehicle_premiums ? [[quote.partner_id, quote.vehicle_premiums]] : [])),
    );
    finished = { ...finished, household: { ...summary.household, splits } };
  }
  if (summary.bundle) {
    const offers = Object.fromEntries(
      quotes.flatMap((quote) => (quote.bundle ? [[quote.partner_id, quote.bundle]] : [])),
    );
    finished = { ...finished, bundle: { ...summary.bundle, offers } };
  }
  return finished;
}

/**
 * Home and car together (issue 25): every car quote (ours and the HTTP partners') becomes its
 * partner's offer for both lines, so the results compare what both cost; cheapest first. A summary
 * without a bundle leaves the quotes as they are.
 */
export function withBundleOffers(
  summary: PricingSummary,
  quotes: readonly PricedQuote[],
  partners: readonly PartnerProfile[],
): PricedQuote[] {
  const bundle = summary.bundle;
  if (!bundle) return [...quotes];
  const offers = bundleOffers(quotes, partners, bundle.province, bundle.home);
  return quotes
    .map((quote) => {
      const offer = offers[quote.partner_id];
      if (!offer) return quote;
      const split = quote.vehicle_premiums;
      // A partner that writes both offers what its home product includes too.
      const writer =
        offer.kind === "car_only" ? undefined : partners.find((partner) => partner.id === quote.partner_id);
      const features = writer ? [...new Set([...quote.features, ...featuresFor(writer, "home")])] : quote.features;
      return {
        ...asBundleQuote(quote, offer, bundle.home),
        features,
        bundle: offer,
        ...(split
          ? {
              vehicle_premiums: splitByVehicle(
                offer.car,
                split.map((vehicle) => ({
                  index: vehicle.vehicle,
                  name: vehicle.name,
                  annual: vehicle.annual_premium,
                })),
              ),
            }
          : {}),
      };
    })
    .sort(byPrice);
}

function carSummary(
  request: QuoteRequest,
  estimate: PremiumEstimate,
  mandatory: boolean,
  search: PartnerSearch,
): PricingSummary {
  const household: HouseholdSummary | undefined =
    estimate.vehicles && request.drivers
      ? {
          vehicles: estimate.vehicles.map(({ factors: _factors, range: _range, ...vehicle }) => vehicle),
          drivers: request.drivers.map((driver) => ({ age: driver.age })),
          splits: {},
        }
      : undefined;
  return {
    ...(household ? { household } : {}),
    ...(estimate.choices ? { choices: estimate.choices } : {}),
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

function bundleSummary(request: QuoteRequest, home: HomeEstimate): BundleSummary {
  return {
    province: request.region.province,
    home: {
      homeAge: request.home?.home_age ?? 0,
      annual: home.annual,
      range: home.range,
      factors: home.factors,
      liabilityLimit: home.liabilityLimit,
      deductible: home.deductible,
      rateTableVersion: home.rateTableVersion,
    },
    offers: {},
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
    const context = { currentYear: tables.currentYear };
    const estimate = isHouseholdRequest(request)
      ? estimateHousehold(request, tables.car, context)
      : estimatePremium(request, tables.car, context);
    const { eligible, search } = searchCarPartners(partners, request, estimate.highRisk, {
      age: form.driverAge,
      currentYear: tables.currentYear,
    });
    const mandatory = tables.car.provinces[request.region.province].physicalDamageMandatory;
    const home = estimateBundleHome(request, tables.home);
    const summary = carSummary(request, estimate, mandatory, search);
    return {
      kind: "priced",
      summary: home ? { ...summary, bundle: bundleSummary(request, home) } : summary,
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
