import { z } from "./zod";
import { t } from "../i18n/translate";
import { BRAND } from "./brand";
import { parsePrivacyCode } from "./privacy-key";
import "../i18n/messages/privacy";

export const PRIVACY_REQUEST_KINDS = ["access", "deletion"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** Lower-cased, trimmed: the form an e-mail address is compared and hashed in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A visitor's request, from the page or POST /api/privacy-requests: exactly one of `thisBrowser`
 * (the privacy key cookie of the browser that sent it; acts at once), a privacy `code` (that key as
 * shown in that browser, typed on another device; acts at once) or an `email` address (acts only
 * after the confirmation link is opened). The results page's reference and session id no longer
 * grant anything (ADR 0027): a `reference` is refused with the way that works instead.
 */
export const privacyRequestSchema = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS, { error: () => t("privacy.error.kind") }),
    thisBrowser: z.literal(true, { error: () => t("privacy.error.oneOf") }).optional(),
    code: z
      .string({ error: () => t("privacy.error.code") })
      .max(64, { error: () => t("privacy.error.code") })
      .optional()
      .transform((value) => (value?.trim() ? value.trim() : undefined)),
    email: z
      .string({ error: () => t("privacy.error.email") })
      .trim()
      .max(254, { error: () => t("privacy.error.email") })
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.email({ error: () => t("privacy.error.email") }).optional()),
    reference: z.unknown().optional(),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.reference !== undefined) {
      context.addIssue({
        code: "custom",
        path: ["reference"],
        message: t("privacy.error.referenceRetired", { email: BRAND.supportEmail }),
      });
      return;
    }
    const given = [value.thisBrowser, value.code, value.email].filter((subject) => subject !== undefined);
    if (given.length !== 1) {
      context.addIssue({ code: "custom", path: ["code"], message: t("privacy.error.oneOf") });
    } else if (value.code !== undefined && !parsePrivacyCode(value.code)) {
      context.addIssue({ code: "custom", path: ["code"], message: t("privacy.error.code") });
    }
  });

export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

/** The one-time token from the confirmation e-mail: 32 random bytes in base64url. */
export const privacyConfirmationSchema = z
  .object({
    token: z
      .string({ error: () => t("privacy.error.token") })
      .trim()
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: () => t("privacy.error.token") }),
  })
  .strict();

/** Days a business has to answer an access or deletion request (PIPEDA s. 8(3); Quebec Law 25, s. 32). */
export const PRIVACY_RESPONSE_DAYS = 30;
