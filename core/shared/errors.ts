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
