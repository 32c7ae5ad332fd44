import type { CoverageChange, QuoteFormInput } from "../../../core/shared/quote-form";
import { productTypeFor, type CategorySlug, type EntryPoint } from "../../../core/shared/quote-form-fields";
import type { ProvinceCode } from "../../../core/shared/provinces";

/** What the visitor has typed so far; text as typed, turned into the API body on submit. */
export interface WizardDraft {
  category: CategorySlug | "";
  province: ProvinceCode | "";
  city: string;
  vehicleYear: string;
  vehicleMake: string;
  vehicleModel: string;
  vehicleTrim: string;
  driverAge: string;
  postalCode: string;
  yearsLicensed: string;
  ticketsLast3y: string;
  accidentsLast6y: string;
  homeAge: string;
  consentDataSharing: boolean;
  consentContact: boolean;
}

export type DraftField = keyof WizardDraft;
export type StepId = "type" | "vehicle" | "driver" | "details" | "consent";

export const EMPTY_DRAFT: WizardDraft = {
  category: "",
  province: "",
  city: "",
  vehicleYear: "",
  vehicleMake: "",
  vehicleModel: "",
  vehicleTrim: "",
  driverAge: "",
  postalCode: "",
  yearsLicensed: "",
  ticketsLast3y: "",
  accidentsLast6y: "",
  homeAge: "",
  consentDataSharing: false,
  consentContact: false,
};

/** Car has four steps (type, vehicle, driver, consent); every other type has three. */
export function stepsFor(category: WizardDraft["category"]): StepId[] {
  return category === "car" || category === ""
    ? ["type", "vehicle", "driver", "consent"]
    : ["type", "details", "consent"];
}

/** The answers each step asks for, in the order they appear. */
export function stepFields(step: StepId, category: WizardDraft["category"]): DraftField[] {
  switch (step) {
    case "type":
      return ["category", "province", "city"];
    case "vehicle":
      return ["vehicleYear", "vehicleMake", "vehicleModel", "vehicleTrim"];
    case "driver":
      return ["driverAge", "postalCode", "yearsLicensed", "ticketsLast3y", "accidentsLast6y"];
    case "details":
      return category === "home" ? ["homeAge", "postalCode"] : ["driverAge", "postalCode"];
    case "consent":
      return ["consentDataSharing", "consentContact"];
  }
}

const filled = (value: string) => value.trim() !== "";

/** The spec's gating: Continue is enabled only when the step's required answers are given. */
export function canContinue(step: StepId, draft: WizardDraft): boolean {
  switch (step) {
    case "type":
      return draft.category !== "" && draft.province !== "" && filled(draft.city);
    case "vehicle":
      return filled(draft.vehicleYear) && filled(draft.vehicleMake) && filled(draft.vehicleModel);
    case "driver":
      return [draft.driverAge, draft.postalCode, draft.yearsLicensed, draft.ticketsLast3y, draft.accidentsLast6y].every(
        filled,
      );
    case "details":
      return filled(draft.category === "home" ? draft.homeAge : draft.driverAge) && filled(draft.postalCode);
    case "consent":
      return draft.consentDataSharing;
  }
}

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

export type FieldErrors = Partial<Record<DraftField, string>>;

/** Maps problems ({field, message}) to the first message per wizard field. */
export function toFieldErrors(problems: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const field = problem.field as DraftField;
    if (field in EMPTY_DRAFT && !errors[field]) errors[field] = problem.message;
  }
  return errors;
}

/** The first step (by index) that holds one of the given fields, for sending the visitor back to it. */
export function firstStepWith(
  errors: FieldErrors,
  steps: readonly StepId[],
  category: WizardDraft["category"],
): number {
  const index = steps.findIndex((step) => stepFields(step, category).some((field) => errors[field]));
  return index === -1 ? 0 : index;
}
