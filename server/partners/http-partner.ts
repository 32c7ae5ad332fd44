import { z } from "../../core/shared/zod";
import { monthlyPremium } from "../../core/pricing/estimate-premium";
import type { CatalogPartner } from "../../core/pricing/price-quote-form";
import { featuresFor, type PartnerQuote } from "../../core/pricing/partners";
import type { HomeRequest } from "../../core/shared/quote-form";
import type { QuoteRequest } from "../../core/shared/quote-request";
import type { Logger } from "../logger";

/** What we send a partner that prices over its own API. */
export interface HttpQuoteRequest {
  line: "car" | "home";
  reference: string;
  request: QuoteRequest | HomeRequest;
}

const MAX_PREMIUM = 100_000;

/** A partner's answer: its annual premium in whole dollars, optionally its own feature list. */
const partnerAnswerSchema = z.object({
  annual_premium: z.number().int().min(1).max(MAX_PREMIUM),
  features: z.array(z.string().min(1).max(200)).max(12).optional(),
});

export interface HttpPartnerOptions {
  timeoutMs: number;
  logger: Logger;
  fetch?: typeof fetch;
}

/**
 * Asks one HTTP partner for a price. It never throws: a partner that is slow (past the timeout),
 * down, or answers nonsense simply has no quote, so the other partners' quotes still show.
 */
export async function requestHttpQuote(
  partner: CatalogPartner & { apiUrl: string | null },
  body: HttpQuoteRequest,
  coverage: Pick<PartnerQuote, "coverage_type" | "coverage_limit" | "deductible">,
  options: HttpPartnerOptions,
): Promise<PartnerQuote | null> {
  if (!partner.apiUrl) return null;
  const started = performance.now();
  try {
    const response = await (options.fetch ?? fetch)(partner.apiUrl, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
      redirect: "error",
    });
    if (!response.ok) {
      options.logger.warn({ partnerId: partner.id, status: response.status }, "partner quote refused");
      await response.body?.cancel();
      return null;
    }
    const answer = partnerAnswerSchema.safeParse(await response.json());
    if (!answer.success) {
      options.logger.warn({ partnerId: partner.id }, "partner quote malformed");
      return null;
    }
    const annual = answer.data.annual_premium;
    return {
      partner_id: partner.id,
      partner_name: partner.name,
      ...coverage,
      features: answer.data.features ?? featuresFor(partner, body.line),
      annual_premium: annual,
      monthly_premium: monthlyPremium(annual),
    };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    options.logger.warn(
      { partnerId: partner.id, ms: Math.round(performance.now() - started), reason: timedOut ? "timeout" : "error" },
      "partner quote failed",
    );
    return null;
  }
}
