/** The quote endpoints: what they take and what they answer (quote-side spec, sections 4 and 9). */
import type { PartnerQuote } from "../../pricing/partners";
import { coverageChangeSchema } from "../quote-form";
import { z } from "../zod";

/** A pricing factor in words: which answer moved the price, by how much, and why. */
export interface ExplainedFactor {
  key: string;
  multiplier: number;
  reason: string;
  /** In a household, the driver or vehicle the factor is about (its place in the request's list, 0-based). */
  subject?: { kind: "driver" | "vehicle"; index: number };
}

/** The spec's Quote result, plus the range and the factors that explain the price. */
export interface QuoteResult extends PartnerQuote {
  quote_id: string;
  range: { low: number; high: number } | null;
  factors: ExplainedFactor[];
}

/**
 * The answer to `POST /api/session/start` (the body is the wizard's form, `quoteFormSchema`) and to
 * `POST /api/session/coverage`.
 */
export interface SessionStartResponse {
  session_id: string;
  aggregator_session_id: string;
  quotes: QuoteResult[];
  redirect_url: string;
}

/** `POST /api/session/coverage`: new coverage for a car session, priced again. */
export const coverageRequestSchema = z
  .object({
    sessionId: z.string().max(64),
    aggregatorSessionId: z.string().min(1).max(64),
    coverage: coverageChangeSchema,
  })
  .strict();
export type CoverageRequest = z.input<typeof coverageRequestSchema>;

/** `POST /api/quotes/click`: the visitor chose a quote; the answer is where to go. */
export const quoteClickSchema = z
  .object({
    sessionId: z.string().max(64),
    quoteId: z.string().max(64),
    aggregatorSessionId: z.string().min(1).max(64),
    partnerId: z.string().min(1).max(100),
  })
  .strict();
export type QuoteClick = z.output<typeof quoteClickSchema>;

export interface QuoteClickResponse {
  redirect_url: string;
}
