import type { AppServices } from "../app-services";
import type { Logger } from "../logger";
import { isDatabaseUnavailable } from "./api-errors";

function wrap<Value>(value: Value, onUnavailable: (error: unknown) => never): Value {
  if (typeof value === "function") {
    return ((...args: unknown[]) => {
      try {
        const result = (value as (...inner: unknown[]) => unknown)(...args);
        return result instanceof Promise ? result.catch(onUnavailable) : result;
      } catch (error) {
        return onUnavailable(error);
      }
    }) as Value;
  }
  if (value && typeof value === "object" && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([key, inner]) => [key, wrap(inner, onUnavailable)]),
    ) as Value;
  }
  return value;
}

/**
 * The services as page loaders see them: when the database is unreachable, a call throws a 503
 * response, so the page shows the friendly "We'll be right back" screen with status 503 instead of
 * a 500 (the JSON API maps the same failure to its own 503 error). Other errors pass unchanged.
 */
export function pageServices(services: AppServices, logger: Logger): AppServices {
  return wrap(services, (error) => {
    if (!isDatabaseUnavailable(error)) throw error;
    logger.error({ err: error }, "database unavailable");
    throw new Response(null, { status: 503, statusText: "Service Unavailable" });
  });
}
