import { data } from "react-router";
import { t } from "../../../core/i18n/translate";
import type { AppError } from "../../../core/shared/errors";
import type { AppServices } from "../../../server/app-services";
import type { DeletionCounts } from "../../../server/repositories/privacy-repository";
import type { PrivacyOutcome } from "../../../server/services/privacy-requests";
import "../../../core/i18n/messages/privacy";

export type PrivacyField = "kind" | "reference" | "email" | "confirm" | "token";

/** What the privacy pages' actions hand back to the page. */
export type PrivacyActionResult =
  | { status: "exported"; requestId: string; fileName: string; json: string }
  | { status: "deleted"; requestId: string; deleted: DeletionCounts }
  | { status: "awaiting_confirmation" }
  | { status: "invalid"; errors: Partial<Record<PrivacyField, string>> }
  | { status: "error"; message: string };

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

/**
 * Runs a privacy use case for a page action: the service's answer, or its error (unknown
 * reference, expired link...) as a message on the page, never an error page.
 */
export async function runPrivacyAction(
  run: () => Promise<PrivacyOutcome>,
  logger?: { warn: (object: unknown, message: string) => void },
) {
  try {
    return data<PrivacyActionResult>(toResult(await run()));
  } catch (error) {
    // The services are built apart from this route bundle, so their AppError is recognized by shape.
    const appError = error as Partial<AppError> | null;
    if (appError?.name === "AppError" && typeof appError.status === "number" && appError.status < 500) {
      return data<PrivacyActionResult>(
        { status: "error", message: String(appError.message) },
        { status: appError.status },
      );
    }
    logger?.warn({ err: error }, "privacy request failed");
    return data<PrivacyActionResult>({ status: "error", message: t("privacy.error.failed") }, { status: 503 });
  }
}

export type { AppServices };
