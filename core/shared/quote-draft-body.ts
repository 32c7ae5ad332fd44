import type { CoverageChange, QuoteFormInput } from "./quote-form";
import { productTypeFor, type CategorySlug, type EntryPoint } from "./quote-form-fields";
import { EMPTY_DRAFT, filled, type DraftField, type FieldErrors, type WizardDraft } from "./quote-draft";

// A draft as the API takes it, and the API's problems as the wizard shows them: needed when answers are
// checked or sent (quote-draft-validation.ts, the server), not to draw a step (decision 0033).

/** "42" -> 42; "" -> undefined; anything else is passed on as text so the schema names the problem. */
function numberOrText(value: string): number | string | undefined {
  const trimmed = value.trim();
  if (trimmed === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : trimmed;
}

/** The body of POST /api/session/start for this draft (only the category's own answers). */
export function toRequestBody(
  draft: WizardDraft,
  context: { from?: EntryPoint | undefined; blog?: string | undefined; coverage?: CoverageChange | null | undefined },
): QuoteFormInput {
  const category = (draft.category || "car") as CategorySlug;
  const body: Record<string, unknown> = {
    category,
    productType: productTypeFor(category),
    province: draft.province,
    city: draft.city,
    postalCode: draft.postalCode,
    consentDataSharing: draft.consentDataSharing,
    consentContact: draft.consentContact,
  };
  if (category === "home") body.homeAge = numberOrText(draft.homeAge);
  else body.driverAge = numberOrText(draft.driverAge);
  if (category === "car") {
    Object.assign(body, {
      vehicleYear: numberOrText(draft.vehicleYear),
      vehicleMake: draft.vehicleMake,
      vehicleModel: draft.vehicleModel,
      ...(filled(draft.vehicleTrim) ? { vehicleTrim: draft.vehicleTrim } : {}),
      yearsLicensed: numberOrText(draft.yearsLicensed),
      ticketsLast3y: numberOrText(draft.ticketsLast3y),
      accidentsLast6y: numberOrText(draft.accidentsLast6y),
      ...(context.coverage ?? {}),
    });
  }
  if (context.from) body.from = context.from;
  if (context.blog) body.blog = context.blog;
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body as QuoteFormInput;
}

/** Maps problems ({field, message}) to the first message per wizard field. */
export function toFieldErrors(problems: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const field = problem.field as DraftField;
    if (field in EMPTY_DRAFT && !errors[field]) errors[field] = problem.message;
  }
  return errors;
}
