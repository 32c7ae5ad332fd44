import type { MiddlewareHandler } from "hono";
import { t } from "../../core/i18n/translate";
import { AppError } from "../../core/shared/errors";
import type { AppEnv } from "../http/hono-env";

/**
 * No page or endpoint has a NUL byte (%00) in its address, and PostgreSQL text cannot hold one: a slug
 * or id carrying it used to reach a query and fail it (a 500). Such a request is refused with 400
 * before anything looks it up.
 */
export function refuseNulInAddress(): MiddlewareHandler<AppEnv> {
  return async (context, next) => {
    if (context.req.url.includes("%00")) throw new AppError("bad_request", t("api.badAddress"));
    await next();
  };
}
