import { t } from "../../core/i18n/translate";
import type { QuoteClick, QuoteClickResponse } from "../../core/shared/api/quotes";
import { AppError } from "../../core/shared/errors";
import { isUuid } from "../../core/shared/ids";
import { findPartner, findQuote, insertQuoteClick } from "../repositories/quote-repository";
import { requireOwnSession, type QuoteSessionDependencies } from "./quote-session-common";

/** Adds our tracking parameters to a partner's hand-off URL (relative for built-in partners). */
export function handoffUrlFor(handoffUrl: string, reference: string, quoteId: string): string {
  const separator = handoffUrl.includes("?") ? "&" : "?";
  return `${handoffUrl}${separator}ref=${encodeURIComponent(reference)}&quote=${encodeURIComponent(quoteId)}`;
}

/** POST /api/quotes/click: checks the ids belong together, records the click, returns the hand-off URL. */
export async function recordQuoteClick(
  dependencies: Pick<QuoteSessionDependencies, "db">,
  click: QuoteClick,
  privacyKey: string | null,
): Promise<QuoteClickResponse> {
  const session = await requireOwnSession(dependencies, click.sessionId, click.aggregatorSessionId, privacyKey);
  const quote = isUuid(click.quoteId) ? await findQuote(dependencies.db, click.quoteId) : null;
  if (!quote || quote.sessionId !== session.id) throw new AppError("not_found", t("quote.api.quoteNotFound"));
  if (quote.partnerId !== click.partnerId) throw new AppError("bad_request", t("quote.api.partnerMismatch"));
  const partner = await findPartner(dependencies.db, quote.partnerId);
  if (!partner) throw new AppError("not_found", t("quote.api.quoteNotFound"));
  const redirectUrl = handoffUrlFor(partner.handoffUrl, session.aggregatorSessionId, quote.id);
  await insertQuoteClick(dependencies.db, {
    sessionId: session.id,
    quoteId: quote.id,
    partnerId: partner.id,
    redirectUrl,
  });
  return { redirect_url: redirectUrl };
}
