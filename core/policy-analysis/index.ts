/**
 * The policy analyzer's pure engine: text in (a PDF's text layer or OCR), structured and honest
 * summary out, with suggestions and a like-for-like estimate request.
 */
export { extractPolicy, evidenceOf } from "./extract-policy";
export { coverageAmountsRead } from "./document-kind";
export { maskName } from "./parties";
export { withGapsFilled } from "./merge-readings";
export { isValidVin, vinCheckDigit, vinModelYears } from "./vin";
export { parseMoney, findMoney, type MoneyToken } from "./parse-money";
export { parseDate, findDates, type DateOrder, type FoundDate } from "./parse-date";
export {
  suggestImprovements,
  RECOMMENDED_LIABILITY,
  type EstimateComparison,
  type Suggestion,
  type SuggestionSeverity,
} from "./suggest";
export {
  estimateRequestFrom,
  quotePrefill,
  nearestLiabilityLimit,
  nearestDeductible,
  ASSUMED_DRIVER,
  type Assumption,
  type EstimateRequest,
} from "./compare-estimate";
export { scoreExtraction, type ExtractionScore, type ExtractionTruth, type FieldScore } from "./score-extraction";
export type {
  CoverageKey,
  CoverageLayer,
  CoverageType,
  EndorsementFamily,
  ExtractedCoverage,
  ExtractedEndorsement,
  ExtractedVehicle,
  Field,
  PolicyExtraction,
  PolicyLayout,
  Verdict,
} from "./types";
