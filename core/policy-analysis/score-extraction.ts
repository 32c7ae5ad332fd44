import { fold } from "./normalize-text";
import type { CoverageKey, CoverageType, PolicyExtraction } from "./types";

/**
 * Per-field accuracy of an extraction against what a document states, for tests and the bench.
 * Text is compared without case, accents-as-printed kept, spaces collapsed and end punctuation
 * dropped: OCR may lower-case a line, which loses nothing a reader needs.
 */

/** What a document states (the shape of the fixtures' `truth`). */
export interface ExtractionTruth {
  provider: string;
  policyNumber: string;
  effective: string;
  expiry: string;
  namedInsured: string;
  province: string;
  postalCode: string;
  vehicle: { year: number; make: string; model: string; vin: string };
  coverageType: CoverageType;
  coverages: { key: CoverageKey; limit: number | null; deductible: number | null; premium: number | null }[];
  endorsements: string[];
  totalPremium: number;
  exclusions: string[];
}

export interface FieldScore {
  field: string;
  correct: boolean;
  /** Whether the extractor gave a value at all (null or an empty list is "not found"). */
  found: boolean;
  /** The confidence the extractor reported for it. */
  confidence: number;
  /** A value was given and it is wrong (for a coverage: one of its amounts is). */
  wrong: boolean;
}

export interface ExtractionScore {
  fields: FieldScore[];
  /** Correct fields over all fields, 0..1. */
  ratio: number;
  /** Fields given a wrong value with a confidence of 0.8 or more (the extractor should prefer null). */
  confidentMistakes: FieldScore[];
}

/** Text as compared: accent-preserving lower case, single spaces, no end punctuation. */
function normalizeText(text: string): string {
  return text
    .normalize("NFC")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .replace(/[\s.,;:]+$/, "")
    .trim();
}

/** Policy numbers compare without spaces or case. */
function normalizeNumber(text: string): string {
  return fold(text).replace(/\s+/g, "");
}

/** One field's score. */
function score(field: string, value: unknown, confidence: number, correct: boolean): FieldScore {
  const found = value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0);
  return { field, correct, found, confidence, wrong: found && !correct };
}

/** Compares two lists of texts as sets. */
function sameSet(a: string[], b: string[]): boolean {
  const left = new Set(a.map(normalizeText));
  const right = new Set(b.map(normalizeText));
  return left.size === right.size && [...left].every((item) => right.has(item));
}

/** Scores an extraction field by field: provider, policy number, dates, insured, address, vehicle, coverages, endorsements, total, exclusions. */
export function scoreExtraction(extraction: PolicyExtraction, truth: ExtractionTruth): ExtractionScore {
  const text = (field: string, value: string | null, confidence: number, expected: string) =>
    score(field, value, confidence, value !== null && normalizeText(value) === normalizeText(expected));
  const exact = <T>(field: string, value: T | null, confidence: number, expected: T) =>
    score(field, value, confidence, value === expected);
  const { vehicle, period } = extraction;
  const fields: FieldScore[] = [
    text("provider", extraction.provider.value, extraction.provider.confidence, truth.provider),
    score(
      "policyNumber",
      extraction.policyNumber.value,
      extraction.policyNumber.confidence,
      extraction.policyNumber.value !== null &&
        normalizeNumber(extraction.policyNumber.value) === normalizeNumber(truth.policyNumber),
    ),
    exact("effective", period.effective.value, period.effective.confidence, truth.effective),
    exact("expiry", period.expiry.value, period.expiry.confidence, truth.expiry),
    text("namedInsured", extraction.namedInsured.value, extraction.namedInsured.confidence, truth.namedInsured),
    exact("province", extraction.province.value, extraction.province.confidence, truth.province),
    exact("postalCode", extraction.postalCode.value, extraction.postalCode.confidence, truth.postalCode),
    exact("vehicleYear", vehicle.year.value, vehicle.year.confidence, truth.vehicle.year),
    text("vehicleMake", vehicle.make.value, vehicle.make.confidence, truth.vehicle.make),
    text("vehicleModel", vehicle.model.value, vehicle.model.confidence, truth.vehicle.model),
    exact("vin", vehicle.vin.value, vehicle.vin.confidence, truth.vehicle.vin),
    exact("coverageType", extraction.coverageType.value, extraction.coverageType.confidence, truth.coverageType),
  ];
  for (const expected of truth.coverages) {
    const found = extraction.coverages.find((coverage) => coverage.key === expected.key) ?? null;
    const correct =
      found !== null &&
      found.limit === expected.limit &&
      found.deductible === expected.deductible &&
      found.premium === expected.premium;
    const entry = score(`coverage:${expected.key}`, found, found?.confidence ?? 0, correct);
    // A coverage with an amount left unknown is incomplete, not wrong: wrong means a printed amount misread.
    const misread =
      found !== null &&
      ((found.limit !== null && found.limit !== expected.limit) ||
        (found.deductible !== null && found.deductible !== expected.deductible) ||
        (found.premium !== null && found.premium !== expected.premium));
    fields.push({ ...entry, wrong: misread });
  }
  // An empty list is "nothing found": right when the document lists none, never a confident mistake.
  const codes = extraction.endorsements.map((endorsement) => endorsement.code);
  const endorsementConfidence = Math.min(1, ...extraction.endorsements.map((endorsement) => endorsement.confidence));
  fields.push(score("endorsements", codes, endorsementConfidence, sameSet(codes, truth.endorsements)));
  fields.push(
    exact("totalPremium", extraction.totalPremium.value, extraction.totalPremium.confidence, truth.totalPremium),
  );
  const exclusions = extraction.exclusions.value;
  fields.push(
    score(
      "exclusions",
      exclusions,
      extraction.exclusions.confidence,
      exclusions !== null && sameSet(exclusions, truth.exclusions),
    ),
  );
  const correct = fields.filter((field) => field.correct).length;
  return {
    fields,
    ratio: fields.length === 0 ? 0 : correct / fields.length,
    confidentMistakes: fields.filter((field) => field.wrong && field.confidence >= 0.8),
  };
}
