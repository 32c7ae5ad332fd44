import { z } from "./zod";
import { t } from "../i18n/translate";
import { isUuid } from "./ids";
import "../i18n/messages/privacy";

export const PRIVACY_REQUEST_KINDS = ["access", "deletion"] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** The reference printed on the results page (see newAggregatorSessionId): "qm_" and 16 base64url characters. */
const QUOTE_REFERENCE = /^qm_[A-Za-z0-9_-]{16}$/;

export type SubjectReference = { type: "quote_reference"; value: string } | { type: "session_id"; value: string };

/**
 * Reads what a visitor typed as their reference: the results page's "qm_…" reference or a quote or
 * chat session id (the UUID in the results link). Both are random and unguessable. Null when it is
 * neither.
 */
export function parseSubjectReference(input: string): SubjectReference | null {
  const value = input.trim();
  if (QUOTE_REFERENCE.test(value)) return { type: "quote_reference", value };
  if (isUuid(value)) return { type: "session_id", value: value.toLowerCase() };
  return null;
}

/** Lower-cased, trimmed: the form an e-mail address is compared and hashed in. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * A visitor's request, from the page or POST /api/privacy-requests: exactly one of a reference
 * (acts at once) or an e-mail address (acts only after the confirmation link is opened).
 */
export const privacyRequestSchema = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS, { error: t("privacy.error.kind") }),
    reference: z
      .string({ error: t("privacy.error.reference") })
      .trim()
      .max(100, t("privacy.error.reference"))
      .optional()
      .transform((value) => (value ? value : undefined)),
    email: z
      .string({ error: t("privacy.error.email") })
      .trim()
      .max(254, t("privacy.error.email"))
      .optional()
      .transform((value) => (value ? value : undefined))
      .pipe(z.email(t("privacy.error.email")).optional()),
  })
  .strict()
  .superRefine((value, context) => {
    if (value.reference && value.email) {
      context.addIssue({ code: "custom", path: ["reference"], message: t("privacy.error.oneOf") });
    } else if (!value.reference && !value.email) {
      context.addIssue({ code: "custom", path: ["reference"], message: t("privacy.error.oneOf") });
    } else if (value.reference && !parseSubjectReference(value.reference)) {
      context.addIssue({ code: "custom", path: ["reference"], message: t("privacy.error.reference") });
    }
  });

export type PrivacyRequestInput = z.output<typeof privacyRequestSchema>;

/** The one-time token from the confirmation e-mail: 32 random bytes in base64url. */
export const privacyConfirmationSchema = z
  .object({
    token: z
      .string({ error: t("privacy.error.token") })
      .trim()
      .regex(/^[A-Za-z0-9_-]{43}$/, t("privacy.error.token")),
  })
  .strict();

/** Days a business has to answer an access or deletion request (PIPEDA s. 8(3); Quebec Law 25, s. 32). */
export const PRIVACY_RESPONSE_DAYS = 30;
