import { t } from "../i18n/translate";
import "../i18n/messages/quote-validation";
import "../i18n/messages/come-back";
import { BRAND } from "./brand";

/**
 * Consent wordings, versioned: the ledger stores the version and the exact text a visitor agreed
 * to, in the language they read it in (decision 0035). Change the text and you must change the version.
 * The text is read when it is shown or stored, in the language `t` answers in then.
 */
export const CONSENT_WORDINGS = {
  dataSharing: {
    version: "data-sharing-2026-11-v1",
    get text(): string {
      return t("quote.consent.dataSharing");
    },
  },
  contact: {
    version: "contact-2026-11-v1",
    get text(): string {
      return t("quote.consent.contact");
    },
  },
  /** E-mail me my quotes and, with a renewal month, reminders (decision 0058); CASL s. 10 wording. */
  comeBack: {
    version: "come-back-2026-11-v1",
    get text(): string {
      return t("comeBack.consent", { email: BRAND.supportEmail });
    },
  },
} as const;
