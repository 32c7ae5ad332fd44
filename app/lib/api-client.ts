import type { AnswerOf, BodyOf } from "../../core/shared/api/endpoints";
import { ERROR_STATUS, type ErrorCode } from "../../core/shared/errors";
import { sendApiRequest, type AnyEndpoint, type RequestOptions } from "./api-request";

/**
 * The browser's one way to call our API (issue 19): every call names an endpoint of
 * core/shared/api/endpoints.ts, so its body and answer are typed, and every failure comes back in one
 * shape, read from the standard error body `{error: {code, message, details}}`. Nothing here throws.
 */

export interface ApiFailure {
  ok: false;
  /** The HTTP status; null when no answer came (offline, blocked). */
  status: number | null;
  code: ErrorCode | null;
  /** The server's own words, in the visitor's language; null when it gave none. */
  message: string | null;
  /** Fields at fault, by name, when the server named them. */
  fields: Record<string, string>;
  /** `details.reason`, such as "busy" or "in_progress". */
  reason: string | null;
  /** When to try again (`details.retryAfterSeconds`, or the Retry-After header). */
  retryAfterSeconds: number | null;
}

export type ApiResult<T> = { ok: true; status: number; data: T } | ApiFailure;

export type CallOptions = RequestOptions;

/** Field problems, from `details` as a list of `{field, message}` or as `{fields: [...]}`, or a `fields` map. */
function fieldsFrom(error: { details?: unknown; fields?: unknown } | undefined): Record<string, string> {
  const fields: Record<string, string> = {};
  const details = error?.details as { fields?: unknown } | unknown[] | undefined;
  const list = Array.isArray(details) ? details : Array.isArray(details?.fields) ? details.fields : [];
  for (const item of list) {
    const { field, message } = (item ?? {}) as { field?: unknown; message?: unknown };
    if (typeof field === "string" && typeof message === "string") fields[field] ??= message;
  }
  for (const map of [error?.fields, Array.isArray(details) ? undefined : details?.fields]) {
    if (map && typeof map === "object" && !Array.isArray(map)) {
      for (const [field, message] of Object.entries(map)) if (typeof message === "string") fields[field] ??= message;
    }
  }
  return fields;
}

/** A failure from an error body (or anything else the server sent), its status and Retry-After. */
export function failureFrom(body: unknown, status: number | null, retryAfterHeader: string | null = null): ApiFailure {
  const error = (body as { error?: { code?: unknown; message?: unknown; details?: unknown; fields?: unknown } } | null)
    ?.error;
  const details = (error?.details ?? {}) as { reason?: unknown; retryAfterSeconds?: unknown };
  const code = typeof error?.code === "string" && error.code in ERROR_STATUS ? (error.code as ErrorCode) : null;
  const message = typeof error?.message === "string" && error.message.trim() ? error.message.trim() : null;
  const fromHeader = retryAfterHeader !== null ? Number(retryAfterHeader) : NaN;
  const retryAfterSeconds =
    typeof details.retryAfterSeconds === "number"
      ? details.retryAfterSeconds
      : Number.isFinite(fromHeader)
        ? fromHeader
        : null;
  return {
    ok: false,
    status,
    code,
    message,
    fields: fieldsFrom(error),
    reason: typeof details.reason === "string" ? details.reason : null,
    retryAfterSeconds,
  };
}

/** A failure for when no answer came at all. */
const unreachable = (): ApiFailure => failureFrom(null, null);

/** Calls an endpoint and reads its JSON answer (none for 204). */
export async function callApi<E extends AnyEndpoint>(
  endpoint: E,
  body?: BodyOf<E>,
  options: CallOptions = {},
): Promise<ApiResult<AnswerOf<E>>> {
  let response: Response;
  try {
    response = await sendApiRequest(endpoint, body, options);
  } catch {
    return unreachable();
  }
  const parsed: unknown = response.status === 204 ? undefined : await response.json().catch(() => null);
  if (!response.ok || parsed === null) {
    return failureFrom(parsed, response.status, response.headers.get("retry-after"));
  }
  return { ok: true, status: response.status, data: parsed as AnswerOf<E> };
}

/**
 * Calls an endpoint that streams NDJSON when asked (`POST /api/policy/analyze`): each line goes to
 * `onLine` until it returns a result, which ends the call. A refusal before the stream starts comes
 * back as a failure, like `callApi`'s.
 */
export async function callApiStream<E extends AnyEndpoint, Line, Result>(
  endpoint: E,
  body: BodyOf<E>,
  onLine: (line: Line) => Result | undefined,
): Promise<Result | ApiFailure | null> {
  let response: Response;
  try {
    response = await sendApiRequest(endpoint, body, { accept: "application/x-ndjson" });
  } catch {
    return unreachable();
  }
  const contentType = response.headers.get("content-type") ?? "";
  if (!response.ok || !contentType.includes("ndjson") || !response.body) {
    const parsed: unknown = await response.json().catch(() => null);
    return failureFrom(parsed, response.status, response.headers.get("retry-after"));
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffered += value;
      let newline = buffered.indexOf("\n");
      while (newline >= 0) {
        const line = buffered.slice(0, newline).trim();
        buffered = buffered.slice(newline + 1);
        newline = buffered.indexOf("\n");
        if (!line) continue;
        const result = onLine(JSON.parse(line) as Line);
        if (result !== undefined) {
          void reader.cancel().catch(() => undefined);
          return result;
        }
      }
      if (done) return null;
    }
  } catch {
    return unreachable();
  }
}
