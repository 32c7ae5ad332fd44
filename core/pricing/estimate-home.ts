import type { ProvinceCode } from "../shared/provinces";
import type { HomeRequest } from "../shared/quote-form";
import { isRuralFsa } from "../shared/postal-codes";
import type { PricingFactor } from "./estimate-premium";
import { bandMultiplier, type Band } from "./rate-table";
import "../i18n/messages/quote-results";

/** A deliberately small home table: province, the home's age and whether the postal area is rural. */
export interface HomeRateTable {
  version: string;
  label: string;
  /** The year whose premiums the table estimates. */
  year: number;
  /** Annual premium of a 10–24-year-old detached home in an urban postal area. */
  provinces: Record<ProvinceCode, number>;
  homeAge: Band[];
  /** Rural areas sit farther from fire halls and hydrants. */
  ruralFsaMultiplier: number;
  /** Half-width of the range shown: wide, because we know little about the home. */
  range: number;
  /** What the estimate assumes: personal liability limit and deductible. */
  liabilityLimit: number;
  deductible: number;
}

export interface HomeEstimate {
  annual: number;
  factors: PricingFactor[];
  range: { low: number; high: number };
  liabilityLimit: number;
  deductible: number;
  rateTableVersion: string;
}

/** Estimates a homeowner premium. Pure: the same request and table always give the same estimate. */
export function estimateHomePremium(request: HomeRequest, table: HomeRateTable): HomeEstimate {
  const factors: PricingFactor[] = [
    {
      key: "home_age",
      scope: "whole",
      multiplier: bandMultiplier(table.homeAge, request.home_age),
      reason: { key: "pricing.factor.homeAge", params: { age: request.home_age } },
    },
  ];
  if (isRuralFsa(request.postal_fsa)) {
    factors.push({
      key: "territory",
      scope: "whole",
      multiplier: table.ruralFsaMultiplier,
      reason: { key: "pricing.factor.homeRural", params: { fsa: request.postal_fsa } },
    });
  }
  const multiplier = factors.reduce((total, item) => total * item.multiplier, 1);
  const annual = Math.round(table.provinces[request.province] * multiplier);
  return {
    annual,
    factors,
    range: { low: Math.round(annual * (1 - table.range)), high: Math.round(annual * (1 + table.range)) },
    liabilityLimit: table.liabilityLimit,
    deductible: table.deductible,
    rateTableVersion: table.version,
  };
}
