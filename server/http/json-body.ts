import type { Context } from "hono";
import type { z } from "zod";
import { AppError } from "../../core/shared/errors";
import { t } from "../../core/i18n/translate";

export interface FieldProblem {
  field: string;
  message: string;
}

/** Flattens zod issues into `[{ field, message }]` for the `details` of a validation error. */
export function describeIssues(issues: readonly z.core.$ZodIssue[]): FieldProblem[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join(".") || "(body)",
    message: issue.message,
  }));
}

/** Reads a JSON body: 415 when it is not JSON, 400 when it does not parse or fails the schema. */
export async function readJsonBody<Schema extends z.ZodType>(
  context: Context,
  schema: Schema,
  options: { allowTextPlain?: boolean } = {},
): Promise<z.output<Schema>> {
  const contentType = context.req.header("content-type") ?? "";
  const isJson = /^application\/([\w.-]+\+)?json\b/i.test(contentType);
  // navigator.sendBeacon with a string body can only send text/plain; only beacon endpoints accept it.
  const isAllowedText = options.allowTextPlain === true && /^text\/plain\b/i.test(contentType);
  if (!isJson && !isAllowedText) {
    throw new AppError("unsupported_media_type", t("api.expectedJson"));
  }
  let body: unknown;
  try {
    body = JSON.parse(await context.req.text());
  } catch {
    throw new AppError("bad_request", t("api.malformedJson"));
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new AppError("validation_failed", t("api.validationFailed"), describeIssues(result.error.issues));
  }
  return result.data;
}
