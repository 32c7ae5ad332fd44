import type { MessageKey } from "../i18n/messages-en";
import { t } from "../i18n/translate";
import { coverageAmountsRead } from "./document-kind";
import { familyProtectionForm, isLossOfUseForm, lossOfUseForm, waiverOfDepreciationForm } from "./endorsements";
import type { CoverageKey, ExtractedCoverage, PolicyExtraction } from "./types";
import "../i18n/messages/analyzer";

/**
 * Specific, explained suggestions from an extraction. Each rule reads only fields whose value is
 * known: a rule whose input is null says nothing rather than guess.
 */

export type SuggestionSeverity = "info" | "consider" | "important";

export interface Suggestion {
  id: string;
  severity: SuggestionSeverity;
  message: { key: MessageKey; params: Record<string, string | number> };
}

/** Our estimate for the same coverage (core/pricing), to compare the policy's premium with. */
export interface EstimateComparison {
  estimateAnnual: number;
  low: number;
  high: number;
}

/** The liability limit most advisers recommend; below it the suggestion fires. */
export const RECOMMENDED_LIABILITY = 2_000_000;
/** Below this, the liability suggestion is important rather than worth considering. */
const LOW_LIABILITY = 1_000_000;
/** Deductibles at or below this cost more in premium than they save over a few claim-free years. */
const LOW_DEDUCTIBLE = 300;
/** A vehicle this many model years old or newer benefits from waiver of depreciation. */
const WAIVER_MAX_AGE = 2;
/** A vehicle this many model years old or newer is worth covering against collision and theft. */
const NEWER_VEHICLE_MAX_AGE = 5;
/** A premium this far above our estimate (as a share) is worth comparing. */
const ABOVE_ESTIMATE_SHARE = 0.1;
/** Above this share, the premium suggestion is important. */
const FAR_ABOVE_ESTIMATE_SHARE = 0.25;

const PHYSICAL: CoverageKey[] = ["collision", "comprehensive", "all_perils", "specified_perils"];
const SEVERITY_ORDER: Record<SuggestionSeverity, number> = { important: 0, consider: 1, info: 2 };

/** "1,000,000" (dollars are in the messages' own wording). */
function dollars(value: number): string {
  return Math.round(value).toLocaleString("en-CA");
}

/** One suggestion. */
function suggestion(
  id: string,
  severity: SuggestionSeverity,
  key: MessageKey,
  params: Record<string, string | number> = {},
): Suggestion {
  return { id, severity, message: { key, params } };
}

/** The coverage with a key, if the policy has it. */
function coverage(extraction: PolicyExtraction, key: CoverageKey): ExtractedCoverage | undefined {
  return extraction.coverages.find((item) => item.key === key);
}

/** Model years between the vehicle and the policy's start; null when either is unknown. */
function vehicleAge(extraction: PolicyExtraction): number | null {
  const year = extraction.vehicle.year.value;
  const effective = extraction.period.effective.value;
  if (year === null || effective === null) return null;
  return Math.max(0, Number(effective.slice(0, 4)) - year);
}

/** Liability below $2M: the step up costs little for what it protects. */
function liabilityRule(extraction: PolicyExtraction): Suggestion[] {
  const limit = coverage(extraction, "third_party_liability")?.limit ?? null;
  if (limit === null || limit >= RECOMMENDED_LIABILITY) return [];
  return [
    suggestion(
      "liability-below-2m",
      limit < LOW_LIABILITY ? "important" : "consider",
      "policy.suggestion.liabilityBelow2m",
      { limit: dollars(limit), recommended: dollars(RECOMMENDED_LIABILITY) },
    ),
  ];
}

/** No family protection endorsement (OPCF 44R / SEF 44) where the province has one. */
function familyProtectionRule(extraction: PolicyExtraction): Suggestion[] {
  const province = extraction.province.value;
  const form = province ? familyProtectionForm(province) : null;
  if (!form) return [];
  const has = extraction.endorsements.some((item) => item.meaning === "policy.endorsement.familyProtection");
  return has ? [] : [suggestion("family-protection", "consider", "policy.suggestion.familyProtection", { form })];
}

/** A $300 (or lower) deductible on a physical-damage coverage. */
function deductibleRule(extraction: PolicyExtraction): Suggestion[] {
  return extraction.coverages
    .filter((item) => PHYSICAL.includes(item.key) && item.deductible !== null && item.deductible > 0)
    .filter((item) => (item.deductible ?? Infinity) <= LOW_DEDUCTIBLE)
    .map((item) =>
      suggestion(`low-deductible-${item.key}`, "info", "policy.suggestion.lowDeductible", {
        coverage: t(`policy.coverage.${item.key}` as MessageKey),
        deductible: dollars(item.deductible ?? 0),
      }),
    );
}

/** No loss-of-use endorsement (OPCF/SEF/Q.E.F. 20) on a policy that covers the car itself. */
function lossOfUseRule(extraction: PolicyExtraction): Suggestion[] {
  const province = extraction.province.value;
  const form = province ? lossOfUseForm(province) : null;
  const coversCar = extraction.coverages.some((item) => PHYSICAL.includes(item.key));
  if (!form || !coversCar) return [];
  const has = extraction.endorsements.some((item) => isLossOfUseForm(item.family, item.number));
  return has ? [] : [suggestion("loss-of-use", "info", "policy.suggestion.lossOfUse", { form })];
}

/** No waiver of depreciation on a vehicle two model years old or newer. */
function waiverRule(extraction: PolicyExtraction): Suggestion[] {
  const age = vehicleAge(extraction);
  const province = extraction.province.value;
  const form = province ? waiverOfDepreciationForm(province) : null;
  const year = extraction.vehicle.year.value;
  if (age === null || year === null || age > WAIVER_MAX_AGE || !form) return [];
  const has = extraction.endorsements.some((item) => item.meaning === "policy.endorsement.waiverOfDepreciation");
  return has
    ? []
    : [
        suggestion("waiver-of-depreciation", "consider", "policy.suggestion.waiverOfDepreciation", {
          form,
          year,
          age: WAIVER_MAX_AGE,
        }),
      ];
}

/** Collision or comprehensive missing on a vehicle five model years old or newer. */
function physicalDamageRule(extraction: PolicyExtraction): Suggestion[] {
  const age = vehicleAge(extraction);
  const year = extraction.vehicle.year.value;
  // Autopac's Basic plan always includes all-perils cover; nothing to add there.
  if (age === null || year === null || age > NEWER_VEHICLE_MAX_AGE || extraction.coverageType.value === null) return [];
  if (extraction.layout.value === "autopac") return [];
  const has = (key: CoverageKey) => coverage(extraction, key) !== undefined;
  const result: Suggestion[] = [];
  if (!has("collision") && !has("all_perils")) {
    result.push(suggestion("collision-missing", "important", "policy.suggestion.collisionMissing", { year }));
  }
  if (!has("comprehensive") && !has("all_perils")) {
    result.push(suggestion("comprehensive-missing", "important", "policy.suggestion.comprehensiveMissing", { year }));
  }
  return result;
}

/** A VIN that fails its check digit: worth checking against the car. */
function vinRule(extraction: PolicyExtraction): Suggestion[] {
  const vin = extraction.vehicle.vin.value;
  if (vin === null || extraction.vehicle.vinValid.value !== false) return [];
  return [suggestion("vin-check-digit", "important", "policy.suggestion.vinCheck", { vin })];
}

/** A total premium more than 10% above our estimate for the same coverage. */
function premiumRule(extraction: PolicyExtraction, comparison: EstimateComparison | undefined): Suggestion[] {
  const total = extraction.totalPremium.value;
  if (total === null || !comparison || comparison.estimateAnnual <= 0) return [];
  const share = (total - comparison.estimateAnnual) / comparison.estimateAnnual;
  if (share <= ABOVE_ESTIMATE_SHARE) return [];
  return [
    suggestion(
      "premium-above-estimate",
      share > FAR_ABOVE_ESTIMATE_SHARE ? "important" : "consider",
      "policy.suggestion.premiumAboveEstimate",
      {
        total: dollars(total),
        difference: dollars(total - comparison.estimateAnnual),
        percent: Math.round(share * 100),
        estimate: dollars(comparison.estimateAnnual),
        low: dollars(comparison.low),
        high: dollars(comparison.high),
      },
    ),
  ];
}

/**
 * Suggestions for a policy, most important first. Nothing for a document that is not a policy.
 * `comparison` is our estimate for the same coverage (see compare-estimate.ts), when there is one.
 */
export function suggestImprovements(extraction: PolicyExtraction, comparison?: EstimateComparison): Suggestion[] {
  if (!extraction.isPolicy.value) return [];
  // A card or a change page shows too little to judge coverage by: it says what it cannot tell.
  if (extraction.documentKind.value === "liability_card") {
    return [suggestion("liability-card", "info", "policy.suggestion.liabilityCard")];
  }
  if (extraction.documentKind.value === "partial") {
    return [suggestion("partial-document", "info", "policy.suggestion.partialDocument")];
  }
  // A policy whose coverage table could not be read says so, and nothing about what it lacks.
  if (!coverageAmountsRead(extraction.coverages)) {
    return [suggestion("coverages-unread", "info", "policy.suggestion.coveragesUnread"), ...vinRule(extraction)];
  }
  const all = [
    ...(extraction.businessUse.value
      ? [suggestion("business-policy", "info", "policy.suggestion.businessPolicy")]
      : []),
    ...vinRule(extraction),
    ...physicalDamageRule(extraction),
    ...liabilityRule(extraction),
    ...premiumRule(extraction, comparison),
    ...familyProtectionRule(extraction),
    ...waiverRule(extraction),
    ...deductibleRule(extraction),
    ...lossOfUseRule(extraction),
  ];
  return all
    .map((item, index) => ({ item, index }))
    .sort((a, b) => SEVERITY_ORDER[a.item.severity] - SEVERITY_ORDER[b.item.severity] || a.index - b.index)
    .map(({ item }) => item);
}
