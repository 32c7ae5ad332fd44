import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { AppError, type ErrorBody } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";
import type { AppEnv } from "./hono-env";

/**
 * Connection-level database failures, which deserve a 503 rather than a 500. The driver's error may
 * be wrapped (drizzle's "Failed query" carries it as its cause), so the cause chain is followed.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const code = (current as { code?: unknown }).code;
    const message = current instanceof Error ? current.message : "";
    if (
      code === "ECONNREFUSED" ||
      code === "ECONNRESET" ||
      code === "57P01" ||
      code === "57P03" ||
      /connection terminated|connection refused|timeout exceeded when trying to connect|PGlite is closed/i.test(message)
    ) {
      return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * The client went away (or stopped sending until the server's timeout) before its body was read:
 * Node's "aborted" error. Its ECONNRESET code is the client's socket, not the database's.
 */
function isClientAbort(error: unknown): boolean {
  return error instanceof Error && error.message === "aborted" && (error as { code?: unknown }).code === "ECONNRESET";
}

/** Turns any thrown value into the standard error body; unknown errors are logged and hidden. */
export function toAppError(error: unknown, context: Context<AppEnv>): AppError {
  if (error instanceof AppError) return error;
  if (isClientAbort(error)) return new AppError("bad_request", t("api.incompleteBody"));
  if (error instanceof HTTPException && error.status === 413) {
    return new AppError("payload_too_large", t("api.payloadTooLarge", { limit: "size" }));
  }
  if (isDatabaseUnavailable(error)) {
    context.get("logger")?.error({ err: error }, "database unavailable");
    return new AppError("service_unavailable", t("api.unavailable"));
  }
  context.get("logger")?.error({ err: error }, "unhandled error");
  return new AppError("internal_error", t("api.internal"));
}

export function errorResponse(context: Context<AppEnv>, error: AppError): Response {
  // A body refused for its size is left partly unread; the connection cannot carry another
  // request, so say so rather than let a client reuse it and see it closed under its next request.
  if (error.code === "payload_too_large") context.header("Connection", "close");
  const body: ErrorBody = error.toBody();
  return context.json(body, error.status);
}
