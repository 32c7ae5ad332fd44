/** Policy upload limits (quote-side spec, sections 5 and 9; the spec only states 10 MB, we enforce it). */
export const POLICY_UPLOAD = {
  maxBytes: 10 * 1024 * 1024,
  extensions: [".pdf", ".jpg", ".jpeg", ".png"],
  mimeTypes: ["application/pdf", "image/jpeg", "image/png"],
} as const;

/** The progress stages an analysis reports, in order (OCR only for images and scanned PDFs). */
export const ANALYSIS_STAGES = ["reading", "recognizing", "extracting", "checking"] as const;
export type AnalysisStage = (typeof ANALYSIS_STAGES)[number];

/** What the analyzer answers: the spec's Policy summary, plus the details behind it. */
export type PolicyDocumentKind = "policy" | "liability_card" | "partial";

export interface PolicySummary {
  provider: string | null;
  policyNumber: string | null;
  coverageType: string | null;
  annualPremium: number | null;
  /** What kind of document it is: a policy's declarations, a liability card (pink card, eSlip), or part of a policy. */
  documentKind: PolicyDocumentKind;
  coverages: {
    /** The coverage's stable key (`third_party_liability`, `collision`…); `name` is its label in the page's language. */
    key: string;
    name: string;
    limit: number | null;
    deductible: number | null;
    premium: number | null;
    /** Which of the document's vehicles it covers (1-based), or null when it covers the policy or the only one. */
    vehicle: number | null;
  }[];
  exclusions: string[];
  suggestions: string[];
  details: {
    /** Where the text came from: the PDF's own text layer, or OCR of an image or scanned page. */
    source: "text" | "ocr";
    pages: number;
    /** Each field as read, with how sure we are (0..1); null when the document did not say. */
    fields: { key: string; label: string; value: string | null; confidence: number }[];
    endorsements: { code: string; meaning: string | null; premium: number | null; limit: number | null }[];
    /** Each vehicle the document describes, in its order. */
    vehicles: { year: number | null; make: string | null; model: string | null; vin: string | null }[];
    suggestions: { id: string; severity: "info" | "consider" | "important"; text: string }[];
    comparison: {
      estimate: number;
      low: number;
      high: number;
      premium: number | null;
      assumptions: string[];
    } | null;
    /** /quotes prefilled with everything read, or null when the province or vehicle is unknown. */
    quotesUrl: string | null;
  };
}

/**
 * Whether a summary's link to /quotes opens the business line (a company's or a fleet's policy, whose
 * partners refer without a price) rather than car quotes for the same coverage.
 */
export function opensBusinessQuotes(summary: PolicySummary): boolean {
  const query = summary.details.quotesUrl?.split("?")[1] ?? "";
  return new URLSearchParams(query).get("category") === "business";
}

/** What the analyzer page's plain form post came to: the summary, or the refusal in the visitor's words. */
export type PolicyPageOutcome =
  { summary: PolicySummary } | { status: number; code: string; message: string; retryAfterSeconds: number | null };
