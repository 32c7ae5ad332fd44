import { currentLanguage, t } from "../../core/i18n/translate";
import type { MessageKey } from "../../core/i18n/messages-en";
import { estimatePremium } from "../../core/pricing/estimate-premium";
import { CURRENT_CAR_RATE_TABLE } from "../../core/pricing/rate-table-registry";
import {
  coverageAmountsRead,
  estimateRequestFrom,
  evidenceOf,
  extractPolicy,
  maskName,
  quotePrefill,
  suggestImprovements,
  withGapsFilled,
  type PolicyExtraction,
} from "../../core/policy-analysis";
import { renewalMonthFromExpiry } from "../../core/shared/come-back";
import { PATHS } from "../../core/shared/paths";
import type { PolicySummary } from "../../core/shared/policy-upload";
import { findProvinceByCode } from "../../core/shared/provinces";

const COVERAGE_LABELS = {
  third_party_liability: "analyzer.coverage.third_party_liability",
  accident_benefits: "analyzer.coverage.accident_benefits",
  uninsured_automobile: "analyzer.coverage.uninsured_automobile",
  underinsured_motorist: "analyzer.coverage.underinsured_motorist",
  loss_of_use: "analyzer.coverage.loss_of_use",
  dcpd: "analyzer.coverage.dcpd",
  collision: "analyzer.coverage.collision",
  comprehensive: "analyzer.coverage.comprehensive",
  all_perils: "analyzer.coverage.all_perils",
  specified_perils: "analyzer.coverage.specified_perils",
} as const satisfies Record<PolicyExtraction["coverages"][number]["key"], MessageKey>;

const COVERAGE_TYPE_LABELS = {
  full: "analyzer.coverageType.full",
  liability_only: "analyzer.coverageType.liability_only",
  optional_layer: "analyzer.coverageType.optional_layer",
} as const satisfies Record<NonNullable<PolicyExtraction["coverageType"]["value"]>, MessageKey>;

/** What a document that is not a whole policy is, shown as a field of its own. */
const DOCUMENT_KIND_LABELS = {
  liability_card: "analyzer.documentKind.liability_card",
  partial: "analyzer.documentKind.partial",
} as const satisfies Record<Exclude<PolicyExtraction["documentKind"]["value"], "policy">, MessageKey>;

/** "2019 Toyota Camry", or null when nothing of the vehicle was read. */
function vehicleName(vehicle: PolicyExtraction["vehicle"]): string | null {
  const parts = [vehicle.year.value, vehicle.make.value, vehicle.model.value].filter((part) => part !== null);
  return parts.length ? parts.join(" ") : null;
}

/** A VIN as shown: marked when its check digit fails. */
function shownVin(vehicle: PolicyExtraction["vehicle"]): string | null {
  const vin = vehicle.vin.value;
  return vin === null ? null : vehicle.vinValid.value === false ? t("analyzer.vinInvalid", { vin }) : vin;
}

const vehicleConfidence = (vehicle: PolicyExtraction["vehicle"]) =>
  Math.min(vehicle.year.confidence || 1, vehicle.make.confidence || 1, vehicle.model.confidence || 1);

/** The fields shown with their confidence; the named insured only masked; each vehicle when there are several. */
function summaryFields(extraction: PolicyExtraction): PolicySummary["details"]["fields"] {
  const { vehicle, period } = extraction;
  const field = (key: string, label: string, value: string | null, confidence: number) => ({
    key,
    label,
    value,
    confidence: value === null ? 0 : confidence,
  });
  const province = extraction.province.value ? findProvinceByCode(extraction.province.value) : undefined;
  const vehicles =
    extraction.vehicles.length > 1
      ? extraction.vehicles.flatMap((each, index) => [
          field(
            `vehicle${index + 1}`,
            t("analyzer.field.vehicleNumbered", { number: index + 1 }),
            vehicleName(each),
            vehicleConfidence(each),
          ),
          field(
            `vin${index + 1}`,
            t("analyzer.field.vinNumbered", { number: index + 1 }),
            shownVin(each),
            each.vin.confidence,
          ),
        ])
      : [
          field("vehicle", t("analyzer.field.vehicle"), vehicleName(vehicle), vehicleConfidence(vehicle)),
          field("vin", t("analyzer.field.vin"), shownVin(vehicle), vehicle.vin.confidence),
        ];
  const kind = extraction.documentKind.value;
  return [
    ...(kind === "policy"
      ? []
      : [
          field(
            "documentKind",
            t("analyzer.field.documentKind"),
            t(DOCUMENT_KIND_LABELS[kind]),
            extraction.documentKind.confidence,
          ),
        ]),
    field(
      "period",
      t("analyzer.field.period"),
      period.effective.value && period.expiry.value ? `${period.effective.value} – ${period.expiry.value}` : null,
      Math.min(period.effective.confidence, period.expiry.confidence),
    ),
    field(
      "namedInsured",
      t("analyzer.field.insured"),
      extraction.namedInsured.value ? maskName(extraction.namedInsured.value) : null,
      extraction.namedInsured.confidence,
    ),
    field(
      "province",
      t("analyzer.field.province"),
      province ? (currentLanguage() === "fr" ? province.nameFr : province.name) : null,
      extraction.province.confidence,
    ),
    field("city", t("analyzer.field.city"), extraction.city.value, extraction.city.confidence),
    field("postalCode", t("analyzer.field.postalCode"), extraction.postalCode.value, extraction.postalCode.confidence),
    ...vehicles,
  ];
}

/**
 * Of several readings of one document (an image as taken, then straightened or as one block), the one
 * that says the most, with its extraction, which the summary then uses; a field it could not read is
 * taken from another reading that did (`withGapsFilled`).
 */
export function bestReading(readings: string[]): { text: string; extraction: PolicyExtraction } {
  let best: { text: string; extraction: PolicyExtraction } | null = null;
  let bestEvidence = Number.NEGATIVE_INFINITY;
  const extractions: PolicyExtraction[] = [];
  for (const text of readings.length > 0 ? readings : [""]) {
    const extraction = extractPolicy(text);
    extractions.push(extraction);
    const evidence = readings.length > 1 ? evidenceOf(extraction) : 0;
    if (best === null || evidence > bestEvidence) {
      best = { text, extraction };
      bestEvidence = evidence;
    }
  }
  const chosen = best as { text: string; extraction: PolicyExtraction };
  return { text: chosen.text, extraction: withGapsFilled(chosen.extraction, extractions) };
}

/**
 * Turns a document's extraction into the Policy summary: (through `onChecking`) the suggestions and
 * the comparison with our own estimate for the same coverage. Null when the text is not an auto
 * policy.
 */
export function summarizePolicy(
  extraction: PolicyExtraction,
  context: { source: "text" | "ocr"; pages: number; currentYear: number; now?: Date },
  onChecking: () => void,
): PolicySummary | null {
  if (!extraction.isPolicy.value) return null;
  onChecking();
  // Only a whole policy's coverage can be priced like for like: not a card or a change page, and not
  // several vehicles' total against our estimate for one.
  // (Coverages carry a vehicle's number only when the document has two vehicle sections or more.)
  const severalVehicles =
    extraction.vehicles.length > 1 || extraction.coverages.some((coverage) => coverage.vehicle !== null);
  // Our estimates price a person's car for personal use, not a business's vehicles.
  // Nor a policy whose coverages were not read: the premium would be compared with unlike coverage.
  const comparable =
    extraction.documentKind.value === "policy" &&
    !severalVehicles &&
    !extraction.businessUse.value &&
    coverageAmountsRead(extraction.coverages);
  const estimated = comparable ? estimateRequestFrom(extraction, context.currentYear) : null;
  const estimate = estimated
    ? estimatePremium(estimated.request, CURRENT_CAR_RATE_TABLE, { currentYear: context.currentYear })
    : null;
  const comparison = estimate
    ? { estimateAnnual: estimate.annual, low: estimate.range.low, high: estimate.range.high }
    : undefined;
  const suggestions = suggestImprovements(extraction, comparison).map((suggestion) => ({
    id: suggestion.id,
    severity: suggestion.severity,
    text: t(suggestion.message.key, suggestion.message.params),
  }));
  const prefill = quotePrefill(extraction);
  // The expiry read from the policy travels with the link so the results' e-mail panel offers its
  // month for the renewal reminder (decision 0062); the visitor can change it there.
  const expiry = extraction.period.expiry;
  const renewalMonth =
    prefill && expiry.value !== null && expiry.confidence >= 0.5
      ? renewalMonthFromExpiry(expiry.value, context.now ?? new Date(Date.UTC(context.currentYear, 0, 1)))
      : null;
  if (renewalMonth) prefill.set("renewalMonth", renewalMonth);
  return {
    provider: extraction.provider.value,
    policyNumber: extraction.policyNumber.value,
    // A card or a change page cannot say what the policy covers as a whole.
    coverageType:
      extraction.documentKind.value === "policy" && extraction.coverageType.value
        ? t(COVERAGE_TYPE_LABELS[extraction.coverageType.value])
        : null,
    annualPremium: extraction.totalPremium.value,
    documentKind: extraction.documentKind.value,
    // A card names the liability it proves, not the policy's coverages: it lists none.
    coverages: (extraction.documentKind.value === "liability_card" ? [] : extraction.coverages).map((coverage) => ({
      key: coverage.key,
      name: t(COVERAGE_LABELS[coverage.key]),
      limit: coverage.limit,
      deductible: coverage.deductible,
      premium: coverage.premium,
      vehicle: coverage.vehicle,
    })),
    exclusions: [
      ...extraction.excludedDrivers.map((name) => t("analyzer.exclusion.excludedDriver", { name })),
      ...(extraction.exclusions.value ?? []),
    ],
    suggestions: suggestions.map((suggestion) => suggestion.text),
    details: {
      source: context.source,
      pages: context.pages,
      fields: summaryFields(extraction),
      endorsements: extraction.endorsements.map((endorsement) => ({
        code: endorsement.code,
        meaning: endorsement.meaning ? t(endorsement.meaning) : endorsement.label,
        premium: endorsement.premium,
        limit: endorsement.limit,
      })),
      vehicles: extraction.vehicles.map((vehicle) => ({
        year: vehicle.year.value,
        make: vehicle.make.value,
        model: vehicle.model.value,
        vin: vehicle.vin.value,
      })),
      suggestions,
      comparison:
        estimate && estimated
          ? {
              estimate: estimate.annual,
              low: estimate.range.low,
              high: estimate.range.high,
              premium: extraction.totalPremium.value,
              assumptions: estimated.assumptions.map((assumption) => t(assumption.key, assumption.params)),
            }
          : null,
      quotesUrl: prefill ? `${PATHS.quotes}?${prefill.toString()}` : null,
    },
  };
}
