import type { Context } from "hono";
import { AppError } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";

/** Handler for the other methods on an API path: 405 with an Allow header. */
export function methodNotAllowed(allowed: readonly string[]) {
  return (context: Context) => {
    context.header("Allow", allowed.join(", "));
    throw new AppError(
      "method_not_allowed",
      t("api.methodNotAllowed", { method: context.req.method, path: context.req.path, allowed: allowed.join(", ") }),
    );
  };
}
