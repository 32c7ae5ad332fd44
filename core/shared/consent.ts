import { t } from "../i18n/translate";
import "../i18n/messages/quote-validation";
import "../i18n/messages/come-back";
import { BRAND } from "./brand";

/**
 * Consent wordings, versioned: the ledger stores the version and the exact text a visitor agreed
 * to, in the language they read it in (decision 0035). Change the text and you must change the version.
 * The text is read when it is stored, in the language `t` answers in then (the request's, on the
 * server). A page draws it with its own translator from `key`: the rendering bundle's `t` is not told
 * the request's language, so it would draw English on a French page.
 */
export const CONSENT_WORDINGS = {
  dataSharing: {
    version: "data-sharing-2026-11-v1",
    key: "quote.consent.dataSharing",
    get text(): string {
      return t(this.key);
    },
  },
  contact: {
    version: "contact-2026-11-v1",
    key: "quote.consent.contact",
    get text(): string {
      return t(this.key);
    },
  },
  /** E-mail me my quotes and, with a renewal month, reminders (decision 0058); CASL s. 10 wording. */
  comeBack: {
    version: "come-back-2026-11-v1",
    key: "comeBack.consent",
    params: { email: BRAND.supportEmail },
    get text(): string {
      return t(this.key, this.params);
    },
  },
} as const;
