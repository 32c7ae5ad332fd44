import type { QuoteRequest } from "../shared/quote-request";
import { ONTARIO_OPTIONAL_BENEFITS, type OntarioCoverageChoice } from "../shared/quote-request-fields";
import { estimateHousehold, isHouseholdRequest } from "./estimate-household";
import { estimatePremium, type PremiumEstimate, type PricingContext } from "./estimate-premium";
import type { RateTable } from "./rate-table";

/** The market estimate of a car request: a household's vehicles summed, or its one driver and vehicle. */
export function estimateCar(request: QuoteRequest, table: RateTable, context: PricingContext): PremiumEstimate {
  return isHouseholdRequest(request)
    ? estimateHousehold(request, table, context)
    : estimatePremium(request, table, context);
}

/**
 * What each of Ontario's coverage choices would take off this request's estimate, whichever it has
 * made (negative whole dollars a year), for the chooser to show beside each one. Each choice's effect
 * does not depend on the others (they are shares of the same premium), so one estimate with all of
 * them made says every one. Null outside Ontario or with a table that does not price them.
 */
export function choiceEffects(
  request: QuoteRequest,
  table: RateTable,
  context: PricingContext,
): Record<OntarioCoverageChoice, number> | null {
  const all: QuoteRequest = {
    ...request,
    coverage: { ...request.coverage, declined_benefits: [...ONTARIO_OPTIONAL_BENEFITS], dcpd_opt_out: true },
  };
  const choices = estimateCar(all, table, context).choices;
  if (!choices) return null;
  return Object.fromEntries(choices.map((choice) => [choice.key, choice.change])) as Record<
    OntarioCoverageChoice,
    number
  >;
}
