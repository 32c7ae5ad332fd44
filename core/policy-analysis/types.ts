import type { MessageKey } from "../i18n/messages-en";
import type { ProvinceCode } from "../shared/provinces";

/**
 * One extracted value and how sure the extractor is of it (0..1). Unknown stays `value: null`
 * with confidence 0: the extractor never guesses.
 */
export interface Field<T> {
  value: T | null;
  confidence: number;
}

/** A field that always has an answer (a yes/no or a classification that may be "unknown"). */
export interface Verdict<T> {
  value: T;
  confidence: number;
}

/** The document families Canadian insurers print (domain-facts.md, section 4). */
export type PolicyLayout = "ontario" | "sections_a_d" | "quebec" | "icbc" | "autopac" | "unknown";

export type CoverageKey =
  | "third_party_liability"
  | "accident_benefits"
  | "uninsured_automobile"
  | "underinsured_motorist"
  | "loss_of_use"
  | "dcpd"
  | "collision"
  | "comprehensive"
  | "all_perils"
  | "specified_perils";

/** "full" (liability and physical damage), "liability_only", or "optional_layer" (BC/MB extension only). */
export type CoverageType = "full" | "liability_only" | "optional_layer";

/** Public-insurer documents split coverage into the Basic plan and the optional (extension) layer. */
export type CoverageLayer = "basic" | "optional";

/** One coverage line; amounts in dollars, null when the document does not print them. */
export interface ExtractedCoverage {
  key: CoverageKey;
  /** The label as printed (normalised spaces). */
  label: string;
  limit: number | null;
  deductible: number | null;
  premium: number | null;
  /** Set on ICBC/Autopac documents; null elsewhere. */
  layer: CoverageLayer | null;
  /** The vehicle it covers (1-based) on a document with several; null for the policy or its only vehicle. */
  vehicle: number | null;
  confidence: number;
}

/** The three endorsement families: Ontario OPCF, the A–D provinces' SEF, Quebec's Q.E.F. (F.A.Q.). */
export type EndorsementFamily = "OPCF" | "SEF" | "Q.E.F.";

export interface ExtractedEndorsement {
  /** Normalised form number: "OPCF 20", "SEF 44", "Q.E.F. 43". */
  code: string;
  family: EndorsementFamily;
  /** The form number alone, upper case: "20", "44R", "43A". */
  number: string;
  /** What the form does, from the table of common forms; null for a form we do not know. */
  meaning: MessageKey | null;
  /** The description as printed, when there is one. */
  label: string | null;
  premium: number | null;
  /** Its limit ("OPCF 20 … $1,500", "SEF 44 … $1,000,000"), null when none is printed. */
  limit: number | null;
  confidence: number;
}

export interface ExtractedVehicle {
  year: Field<number>;
  make: Field<string>;
  model: Field<string>;
  vin: Field<string>;
  /** Whether the VIN's check digit (position 9) holds; null when there is no VIN. */
  vinValid: Field<boolean>;
}

/** A policy's declarations or certificate, a liability card (pink card, CSIO eSlip), or part of a policy (a change). */
export type DocumentKind = "policy" | "liability_card" | "partial";

/** The structured, honest summary of a policy document. */
export interface PolicyExtraction {
  /** Enough evidence that this is an auto policy (a policy number and coverage lines). */
  isPolicy: Verdict<boolean>;
  documentKind: Verdict<DocumentKind>;
  /** A business's vehicles (a fleet or commercial schedule, a company as the insured): not compared with our personal estimates. */
  businessUse: Verdict<boolean>;
  layout: Verdict<PolicyLayout>;
  provider: Field<string>;
  policyNumber: Field<string>;
  /** ISO dates (YYYY-MM-DD). */
  period: { effective: Field<string>; expiry: Field<string> };
  /** As printed; show it through `maskName` in anything shared or logged. */
  namedInsured: Field<string>;
  province: Field<ProvinceCode>;
  /** "A1A 1A1"; only kept when its letter agrees with the province. */
  postalCode: Field<string>;
  city: Field<string>;
  /** The first (or only) vehicle. */
  vehicle: ExtractedVehicle;
  /** Every vehicle described, in the document's order (the first is `vehicle`). */
  vehicles: ExtractedVehicle[];
  coverageType: Field<CoverageType>;
  coverages: ExtractedCoverage[];
  endorsements: ExtractedEndorsement[];
  totalPremium: Field<number>;
  /** Lines after "Exclusions:" / "Not covered:"; [] when the document lists none. */
  exclusions: Field<string[]>;
  /** The drivers the policy excludes by name (OPCF/SEF 28A, "conducteur exclu"), shown as exclusions. */
  excludedDrivers: string[];
}

/** A field that is not known. */
export function unknown<T>(): Field<T> {
  return { value: null, confidence: 0 };
}

/** A known field; confidence is clamped to 0..1 and rounded to two decimals. */
export function known<T>(value: T, confidence: number): Field<T> {
  return { value, confidence: roundConfidence(confidence) };
}

/** Clamps a confidence to 0..1 with two decimals, so results compare and print cleanly. */
export function roundConfidence(confidence: number): number {
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100;
}
