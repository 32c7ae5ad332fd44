import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { t } from "../../core/i18n/translate";
import { AppError } from "../../core/shared/errors";
import type { AppEnv } from "../http/hono-env";

/** What a page's form may be sent as: the two encodings a browser's form uses, with or without JavaScript. */
const FORM_CONTENT_TYPE = /^\s*(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;
const MULTIPART_BOUNDARY = /;\s*boundary=("?)[^";\s]+\1/i;

/**
 * For form posts to pages (their React Router actions): any other content type is a 415 and a
 * multipart body without its boundary a 400, before anything is read; the body is limited while it
 * streams (413 as soon as Content-Length or the bytes so far pass `maxBytes`), so a huge post costs
 * at most `maxBytes` of memory and never reaches the action.
 */
export function pageFormBody(options: { maxBytes: number; limitText: string }): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: options.maxBytes,
    onError: () => {
      throw new AppError("payload_too_large", t("api.payloadTooLarge", { limit: options.limitText }));
    },
  });
  return async (context, next) => {
    if (context.req.method !== "POST") return next();
    const contentType = context.req.header("content-type") ?? "";
    const form = FORM_CONTENT_TYPE.exec(contentType);
    if (!form) throw new AppError("unsupported_media_type", t("api.expectedForm"));
    if (form[1]!.toLowerCase() === "multipart/form-data" && !MULTIPART_BOUNDARY.test(contentType)) {
      throw new AppError("bad_request", t("api.expectedForm"));
    }
    return limit(context, next);
  };
}
