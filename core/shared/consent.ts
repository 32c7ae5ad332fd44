import { t } from "../i18n/translate";
import "../i18n/messages/quote-validation";

/**
 * Consent wordings, versioned: the ledger stores the version and the exact text a visitor agreed
 * to. Change the text and you must change the version.
 */
export const CONSENT_WORDINGS = {
  dataSharing: { version: "data-sharing-2026-11-v1", text: t("quote.consent.dataSharing") },
  contact: { version: "contact-2026-11-v1", text: t("quote.consent.contact") },
} as const;
