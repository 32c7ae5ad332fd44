import { z } from "../shared/zod";
import type { ProvinceCode } from "../shared/provinces";
import type { QuoteRequest } from "../shared/quote-request";
import type { HomeEstimate } from "./estimate-home";
import { monthlyPremium, type PremiumEstimate } from "./estimate-premium";

/** What a partner will quote: who it accepts, and how its prices sit against the market estimate. */
export interface PartnerProfile {
  id: string;
  name: string;
  lines: string[];
  provinces: ProvinceCode[] | string[];
  appetite: {
    minYearsLicensed: number;
    maxAccidents: number;
    maxTickets: number;
    /** Takes drivers with three or more at-fault accidents (priced with its high-risk loading). */
    acceptsHighRisk: boolean;
  };
  pricePosture: {
    /** Multiplier on the market estimate for a standard driver. */
    multiplier: number;
    /** Extra multiplier for drivers licensed under five years. */
    newDriverMultiplier: number;
    /** Extra multiplier for high-risk drivers. */
    highRiskMultiplier: number;
  };
  features: string[];
}

const storedAppetite = z.object({
  min_years_licensed: z.number().int().min(0),
  max_accidents: z.number().int().min(0),
  max_tickets: z.number().int().min(0),
  accepts_high_risk: z.boolean(),
});
const storedPosture = z.object({
  multiplier: z.number().positive(),
  new_driver_multiplier: z.number().positive(),
  high_risk_multiplier: z.number().positive(),
});

/** A partner as stored (seed files and the partners table keep appetite and posture in snake_case). */
export interface StoredPartner {
  id: string;
  name: string;
  lines: string[];
  provinces: string[];
  appetite: unknown;
  pricePosture: unknown;
  features: string[];
}

/** Reads a stored partner into a profile; a malformed appetite or posture throws with the partner's id. */
export function toPartnerProfile(stored: StoredPartner): PartnerProfile {
  const appetite = storedAppetite.safeParse(stored.appetite);
  const posture = storedPosture.safeParse(stored.pricePosture);
  if (!appetite.success || !posture.success)
    throw new Error(`partner ${stored.id} has a malformed appetite or posture`);
  return {
    id: stored.id,
    name: stored.name,
    lines: stored.lines,
    provinces: stored.provinces,
    appetite: {
      minYearsLicensed: appetite.data.min_years_licensed,
      maxAccidents: appetite.data.max_accidents,
      maxTickets: appetite.data.max_tickets,
      acceptsHighRisk: appetite.data.accepts_high_risk,
    },
    pricePosture: {
      multiplier: posture.data.multiplier,
      newDriverMultiplier: posture.data.new_driver_multiplier,
      highRiskMultiplier: posture.data.high_risk_multiplier,
    },
    features: stored.features,
  };
}

export type IneligibleReason = "line" | "province" | "experience" | "accidents" | "tickets" | "high_risk";

/** Whether a partner quotes this car request, and if not, why not. */
export function partnerEligibility(
  partner: PartnerProfile,
  request: QuoteRequest,
  highRisk: boolean,
): { eligible: true } | { eligible: false; reason: IneligibleReason } {
  if (!partner.lines.includes("car")) return { eligible: false, reason: "line" };
  if (!(partner.provinces as string[]).includes(request.region.province))
    return { eligible: false, reason: "province" };
  if (highRisk && !partner.appetite.acceptsHighRisk) return { eligible: false, reason: "high_risk" };
  if (request.driver.years_licensed < partner.appetite.minYearsLicensed)
    return { eligible: false, reason: "experience" };
  if (request.driver.accidents_last_6y > partner.appetite.maxAccidents) return { eligible: false, reason: "accidents" };
  if (request.driver.tickets_last_3y > partner.appetite.maxTickets) return { eligible: false, reason: "tickets" };
  return { eligible: true };
}

export interface PartnerQuote {
  partner_id: string;
  partner_name: string;
  coverage_type: string;
  coverage_limit: number;
  deductible: number;
  features: string[];
  annual_premium: number;
  monthly_premium: number;
}

/** Coverage type label stored with a quote: what the price covers. */
export function coverageTypeFor(estimate: PremiumEstimate): string {
  const parts = ["liability"];
  if (estimate.collision) parts.push("collision");
  if (estimate.comprehensive) parts.push("comprehensive");
  return `${estimate.optionalLayerOnly ? "optional-layer" : "full"}:${parts.join("+")}`;
}

/** The price a rating-table partner gives a car request: the market estimate times its posture. */
export function carPartnerQuote(
  partner: PartnerProfile,
  request: QuoteRequest,
  estimate: PremiumEstimate,
): PartnerQuote {
  const posture = partner.pricePosture;
  const multiplier =
    posture.multiplier *
    (request.driver.years_licensed < 5 ? posture.newDriverMultiplier : 1) *
    (estimate.highRisk ? posture.highRiskMultiplier : 1);
  const annual = Math.max(1, Math.round(estimate.annual * multiplier));
  return {
    partner_id: partner.id,
    partner_name: partner.name,
    coverage_type: coverageTypeFor(estimate),
    coverage_limit: request.coverage.liability_limit,
    deductible: request.coverage.deductible,
    features: partner.features,
    annual_premium: annual,
    monthly_premium: monthlyPremium(annual),
  };
}

/** Cheapest first; ties by name, so the order is stable. */
export function byPrice(a: PartnerQuote, b: PartnerQuote): number {
  return a.annual_premium - b.annual_premium || a.partner_name.localeCompare(b.partner_name);
}

/**
 * Prices the estimate for every eligible partner, cheapest first. High-risk drivers are routed to
 * partners that accept them rather than dropped.
 */
export function quotePartners(
  request: QuoteRequest,
  estimate: PremiumEstimate,
  partners: readonly PartnerProfile[],
): PartnerQuote[] {
  return partners
    .filter((partner) => partnerEligibility(partner, request, estimate.highRisk).eligible)
    .map((partner) => carPartnerQuote(partner, request, estimate))
    .sort(byPrice);
}

/** Partners that write a line in a province (home quotes, and hand-offs for unpriced lines). */
export function partnersForLine(
  partners: readonly PartnerProfile[],
  line: string,
  province: ProvinceCode,
): PartnerProfile[] {
  return partners.filter(
    (partner) => partner.lines.includes(line) && (partner.provinces as string[]).includes(province),
  );
}

export const HOME_COVERAGE_TYPE = "home:homeowner";

/** A home quote: the home estimate times the partner's posture. */
export function homePartnerQuote(partner: PartnerProfile, estimate: HomeEstimate): PartnerQuote {
  const annual = Math.max(1, Math.round(estimate.annual * partner.pricePosture.multiplier));
  return {
    partner_id: partner.id,
    partner_name: partner.name,
    coverage_type: HOME_COVERAGE_TYPE,
    coverage_limit: estimate.liabilityLimit,
    deductible: estimate.deductible,
    features: partner.features,
    annual_premium: annual,
    monthly_premium: monthlyPremium(annual),
  };
}

/** The saving shown with results: highest minus lowest annual premium (0 with fewer than two). */
export function savingBetween(quotes: readonly Pick<PartnerQuote, "annual_premium">[]): number {
  if (quotes.length < 2) return 0;
  const premiums = quotes.map((quote) => quote.annual_premium);
  return Math.max(...premiums) - Math.min(...premiums);
}
