import type { BodyOf, Endpoint } from "../../core/shared/api/endpoints";

// Any endpoint: the body type is read from it with BodyOf.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyEndpoint = Endpoint<any, any>;

export interface RequestOptions {
  /** `application/x-ndjson` for a streamed answer (see `callApiStream`). */
  accept?: string;
  /** Lets the call outlive the page (analytics as the visitor leaves). */
  keepalive?: boolean;
}

/**
 * The browser's one way to send a request to our API (issue 19): an endpoint of core/shared/api/endpoints.ts
 * and its body, as JSON or a form. `callApi` (api-client.ts) reads every answer into one shape; analytics,
 * which only logs a refusal, sends with this alone, so that every page does not carry the answer's reading
 * (decision 0033). It rejects only when no answer came.
 */
export function sendApiRequest<E extends AnyEndpoint>(
  endpoint: E,
  body: BodyOf<E> | undefined,
  options: RequestOptions = {},
): Promise<Response> {
  const payload: unknown = body;
  const isForm = typeof FormData !== "undefined" && payload instanceof FormData;
  const headers: Record<string, string> = { accept: options.accept ?? "application/json" };
  // The answer's words (a refusal, a reply) in the page's language, not the browser's (decision 0035).
  const pageLanguage = typeof document === "undefined" ? "" : document.documentElement.lang;
  if (pageLanguage) headers["accept-language"] = pageLanguage;
  if (payload !== undefined && !isForm) headers["content-type"] = "application/json";
  return fetch(endpoint.path, {
    method: endpoint.method,
    credentials: "same-origin",
    headers,
    ...(payload === undefined ? {} : { body: isForm ? (payload as FormData) : JSON.stringify(payload) }),
    ...(options.keepalive ? { keepalive: true } : {}),
  });
}
