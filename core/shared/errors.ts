/**
 * Typed error codes and their HTTP statuses, defined once. Every API error body has the shape
 * `{ error: { code, message, details? } }`.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly details: unknown;

  constructor(code: ErrorCode, message: string, details?: unknown) {
    super(message);
    this.name = "AppError";
    this.code = code;
    this.details = details;
  }

  get status(): (typeof ERROR_STATUS)[ErrorCode] {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return {
      error: {
        code: this.code,
        message: this.message,
        ...(this.details === undefined ? {} : { details: this.details }),
      },
    };
  }
}

/**
 * Whether a value is an AppError, recognized by its shape: the React Router server build bundles its
 * own copy of this module apart from the services', so `instanceof` fails across the two.
 */
export function isAppError(error: unknown): error is AppError {
  if (!(error instanceof Error) || error.name !== "AppError") return false;
  const code = (error as Partial<AppError>).code;
  return typeof code === "string" && code in ERROR_STATUS;
}

/** When a refusal says to come back, in seconds (`details.retryAfterSeconds`), or null. */
export function retryAfterOf(error: { details?: unknown }): number | null {
  const seconds = (error.details as { retryAfterSeconds?: unknown } | null | undefined)?.retryAfterSeconds;
  return typeof seconds === "number" ? seconds : null;
}

/** The Retry-After header a refusal carries, if it says when to come back. */
export function retryAfterHeaders(error: { details?: unknown }): Record<string, string> {
  const seconds = retryAfterOf(error);
  return seconds === null ? {} : { "Retry-After": String(seconds) };
}

/** A refusal in the visitor's words: the first refused field's message when there is one, else its own. */
export function firstProblemMessage(error: { message: string; details: unknown }): string {
  const problems = error.details;
  const first = Array.isArray(problems) ? (problems[0] as { message?: unknown } | undefined)?.message : undefined;
  return typeof first === "string" ? first : error.message;
}
