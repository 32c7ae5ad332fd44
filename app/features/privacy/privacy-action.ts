import { data } from "react-router";
import { t } from "../../../core/i18n/translate";
import { retryAfterOf, type AppError } from "../../../core/shared/errors";
import type { AppServices } from "../../../server/app-services";
import type { DeletionCounts } from "../../../server/repositories/privacy-repository";
import type { PrivacyOutcome } from "../../../server/services/privacy-requests";
import "../../../core/i18n/messages/privacy";

export type PrivacyField = "kind" | "code" | "email" | "confirm" | "token";
const PRIVACY_FIELDS: readonly string[] = ["kind", "code", "email", "confirm", "token"];

/** How the visitor's data is found: the browser's privacy key, its code typed here, or an e-mail address. */
export const PRIVACY_CHANNELS = ["browser", "code", "email"] as const;
export type PrivacyChannel = (typeof PRIVACY_CHANNELS)[number];

/** What the visitor typed or chose, sent back with every refusal so nothing is lost without JavaScript. */
export type PrivacyFormValues = Partial<Record<"kind" | "channel" | "code" | "email", string>>;

/** What the privacy pages' actions hand back to the page. */
export type PrivacyActionResult =
  | { status: "exported"; requestId: string; fileName: string; json: string }
  | { status: "deleted"; requestId: string; deleted: DeletionCounts }
  | { status: "awaiting_confirmation" }
  /** This browser's privacy code, shown only when its visitor asks (ADR 0027). */
  | { status: "code"; code: string }
  | { status: "invalid"; errors: Partial<Record<PrivacyField, string>>; values: PrivacyFormValues }
  | { status: "limited"; retryAfterSeconds: number; values: PrivacyFormValues }
  | { status: "error"; message: string; values: PrivacyFormValues };

function toResult(outcome: PrivacyOutcome): PrivacyActionResult {
  if (outcome.status === "exported") {
    return {
      status: "exported",
      requestId: outcome.requestId,
      fileName: `quotemaple-my-data-${outcome.export.generated_at.slice(0, 10)}.json`,
      json: JSON.stringify(outcome.export, null, 2),
    };
  }
  if (outcome.status === "deleted")
    return { status: "deleted", requestId: outcome.requestId, deleted: outcome.deleted };
  return { status: "awaiting_confirmation" };
}

/** The fields' problems of a validation_failed error, one message per field the page shows. */
function fieldErrors(details: unknown): Partial<Record<PrivacyField, string>> {
  const errors: Partial<Record<PrivacyField, string>> = {};
  for (const problem of Array.isArray(details) ? (details as { field?: unknown; message?: unknown }[]) : []) {
    const field = String(problem.field).split(".")[0] ?? "";
    const known = (PRIVACY_FIELDS.includes(field) ? field : "code") as PrivacyField;
    errors[known] ??= String(problem.message);
  }
  return errors;
}

/**
 * Runs a privacy use case for a page action: the service's answer, or its refusal as a message on
 * the page (never an error page) that keeps what was typed: the fields' problems (400), the limit
 * with its wait (429 and Retry-After), an unknown reference or an expired link.
 */
export async function runPrivacyAction(
  run: () => Promise<PrivacyOutcome>,
  values: PrivacyFormValues = {},
  logger?: { warn: (object: unknown, message: string) => void },
) {
  try {
    return data<PrivacyActionResult>(toResult(await run()));
  } catch (error) {
    // The services are built apart from this route bundle, so their AppError is recognized by shape.
    const appError = error as Partial<AppError> | null;
    if (appError?.name === "AppError" && typeof appError.status === "number" && appError.status < 500) {
      if (appError.code === "validation_failed") {
        return data<PrivacyActionResult>(
          { status: "invalid", errors: fieldErrors(appError.details), values },
          { status: 400 },
        );
      }
      if (appError.code === "rate_limited") {
        const retryAfterSeconds = Math.max(1, retryAfterOf(appError) || 60);
        return data<PrivacyActionResult>(
          { status: "limited", retryAfterSeconds, values },
          { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
        );
      }
      return data<PrivacyActionResult>(
        { status: "error", message: String(appError.message), values },
        { status: appError.status },
      );
    }
    logger?.warn({ err: error }, "privacy request failed");
    return data<PrivacyActionResult>({ status: "error", message: t("privacy.error.failed"), values }, { status: 503 });
  }
}

export type { AppServices };
