import { t } from "../../core/i18n/translate";
import { planPricing, withHouseholdSplits } from "../../core/pricing/price-quote-form";
import { findCarRateTable } from "../../core/pricing/rate-table-registry";
import type { SessionStartResponse } from "../../core/shared/api/quotes";
import { AppError } from "../../core/shared/errors";
import type { CoverageChange } from "../../core/shared/quote-form";
import type { QuoteRequest } from "../../core/shared/quote-request";
import { replaceSessionQuotes } from "../repositories/quote-repository";
import {
  asJsonObject,
  asPriced,
  identify,
  logUnreadableSession,
  priceQuotes,
  pricedRow,
  pricingTables,
  requireOwnSession,
  sessionResponse,
  type QuoteSessionDependencies,
} from "./quote-session-common";
import { storedCarRequestSchema } from "./stored-quote-session";

/** Changes a car session's coverage and prices it again; earlier quotes are kept, superseded. */
export async function repriceQuoteSession(
  dependencies: QuoteSessionDependencies,
  change: { sessionId: string; aggregatorSessionId: string; coverage: CoverageChange },
  privacyKey: string | null,
): Promise<SessionStartResponse> {
  const session = await requireOwnSession(dependencies, change.sessionId, change.aggregatorSessionId, privacyKey);
  if (session.category !== "car") throw new AppError("bad_request", t("quote.api.notCar"));
  const previous = storedCarRequestSchema.safeParse(session.request);
  if (!previous.success) {
    // Without the vehicle and the driver there is nothing to price again.
    logUnreadableSession(dependencies.logger, session.id, "request");
    throw new AppError("not_found", t("quote.api.sessionNotFound"));
  }
  const request: QuoteRequest = {
    ...previous.data,
    coverage: {
      // Ontario's coverage choices, made in the wizard, stay as they were (decision 0060).
      ...previous.data.coverage,
      liability_limit: Number(change.coverage.liabilityLimit),
      collision: change.coverage.collision,
      comprehensive: change.coverage.comprehensive,
      deductible: change.coverage.deductible,
    },
  };
  // Priced again with the table that priced it; one this build does not know gives way to the current.
  if (session.rateTableVersion && !findCarRateTable(session.rateTableVersion)) {
    dependencies.logger.warn(
      { quoteSessionId: session.id, rateTableVersion: session.rateTableVersion },
      "unknown rate table; priced again with the current one",
    );
  }
  const partners = await dependencies.partners();
  // The driver's age, as the form gave it, decides which partners quote (their appetite) again.
  const driverAge = session.formData.driverAge;
  const plan = planPricing(
    {
      category: "car",
      province: request.region.province,
      car: request,
      home: null,
      driverAge: typeof driverAge === "number" ? driverAge : null,
    },
    partners,
    pricingTables(dependencies.now(), session.rateTableVersion),
  );
  if (plan.kind !== "priced") throw new AppError("bad_request", t("quote.api.notCar"));
  const priced = identify(await priceQuotes(dependencies, plan, request, session.aggregatorSessionId));
  await replaceSessionQuotes(
    dependencies.db,
    session.id,
    {
      request: asPriced(request, plan),
      pricing: asJsonObject(
        withHouseholdSplits(
          plan.summary,
          priced.map(({ quote }) => quote),
        ),
      ),
      rateTableVersion: plan.summary.rateTableVersion,
    },
    priced.map(pricedRow),
  );
  return sessionResponse(session, priced);
}
