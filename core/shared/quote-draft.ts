import type { CategorySlug } from "./quote-form-fields";
import { PROVINCE_CODES, type ProvinceCode } from "./provinces";
import { isCategorySlug } from "./insurance-categories";
import {
  EMPTY_HOUSEHOLD,
  HOUSEHOLD_BOOLEAN_FIELDS,
  HOUSEHOLD_STEP_FIELDS,
  addedDriverFields,
  addedVehicleFields,
  type HouseholdDraft,
} from "./quote-draft-household";
import { EMPTY_ONTARIO_CHOICES, type OntarioDraft } from "./quote-draft-ontario";

/**
 * What the visitor has typed so far; text as typed, turned into the API body on submit. The browser
 * keeps it for its tab and, for a wizard used without JavaScript, the server keeps it between steps.
 * A household's added drivers and vehicles are answers too (quote-draft-household.ts).
 */
export type WizardDraft = SingleDraft & HouseholdDraft & OntarioDraft;

interface SingleDraft {
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
  /** Home and car together (issue 25): the car path also prices the home at its address. */
  bundleHome: boolean;
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
  bundleHome: false,
  consentDataSharing: false,
  consentContact: false,
  ...EMPTY_HOUSEHOLD,
  ...EMPTY_ONTARIO_CHOICES,
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
      return ["vehicleYear", "vehicleMake", "vehicleModel", "vehicleTrim", ...HOUSEHOLD_STEP_FIELDS.vehicle];
    case "driver":
      return [
        "driverAge",
        "postalCode",
        "yearsLicensed",
        "ticketsLast3y",
        "accidentsLast6y",
        ...HOUSEHOLD_STEP_FIELDS.driver,
        // Home and car together: asked at the end of the driver step, where the address is.
        ...BUNDLE_FIELDS,
      ];
    case "details":
      return category === "home" ? ["homeAge", "postalCode"] : ["driverAge", "postalCode"];
    case "consent":
      return ["consentDataSharing", "consentContact"];
  }
}

/** The car path's home part (issue 25): whether to price the home too, and its age. */
export const BUNDLE_FIELDS = ["bundleHome", "homeAge"] as const satisfies readonly DraftField[];
export function isBundleField(field: DraftField): boolean {
  return (BUNDLE_FIELDS as readonly DraftField[]).includes(field);
}

/** Where the wizard stands: one of its steps, or Review Your Information after the last. */
export type WizardPosition = StepId | "review";
export const REVIEW = "review" as const;

/** How long one answer may be when a draft is read back (the longest field allows 100 characters). */
const ANSWER_MAX = 100;
const BOOLEAN_FIELDS = new Set<DraftField>([
  "consentDataSharing",
  "consentContact",
  "bundleHome",
  ...HOUSEHOLD_BOOLEAN_FIELDS,
]);

/**
 * A draft read from anything a client could have sent or left behind: a form post, the browser's
 * storage or a stored draft. Unknown or malformed values become empty answers (a category or
 * province must be one of ours, text at most 100 characters without NUL); a ticked box is `true` or "on".
 * What is left is checked by the schema, in the visitor's words, as any answer is.
 */
export function readDraft(read: (field: DraftField) => unknown): WizardDraft {
  const draft: WizardDraft = { ...EMPTY_DRAFT };
  for (const field of Object.keys(EMPTY_DRAFT) as DraftField[]) {
    const value = read(field);
    if (BOOLEAN_FIELDS.has(field)) {
      (draft as unknown as Record<string, boolean>)[field] = value === true || value === "on";
      continue;
    }
    // PostgreSQL stores no NUL character, and no answer needs one.
    if (typeof value !== "string" || value.length > ANSWER_MAX || value.includes("\u0000")) continue;
    if (field === "category" && !isCategorySlug(value)) continue;
    if (field === "province" && !(PROVINCE_CODES as readonly string[]).includes(value)) continue;
    (draft as unknown as Record<string, string>)[field] = value;
  }
  return draft;
}

/** The position a posted or linked name stands for in these steps, or null when it is not one. */
export function positionIn(steps: readonly StepId[], name: unknown): WizardPosition | null {
  if (name === REVIEW) return REVIEW;
  return steps.find((step) => step === name) ?? null;
}

/** The step after this one (Review after the last). */
export function nextPosition(steps: readonly StepId[], position: WizardPosition): WizardPosition {
  if (position === REVIEW) return REVIEW;
  return steps[steps.indexOf(position) + 1] ?? REVIEW;
}

/** The step before this one (the first stays first). */
export function previousPosition(steps: readonly StepId[], position: WizardPosition): WizardPosition {
  const index = position === REVIEW ? steps.length : steps.indexOf(position);
  return steps[Math.max(0, index - 1)] ?? steps[0]!;
}

/**
 * Where a visitor who asks for `wanted` may stand: there, unless an earlier step still lacks a
 * required answer (a link to a later step, an expired draft), then at that earlier step.
 */
export function reachablePosition(draft: WizardDraft, wanted: WizardPosition): WizardPosition {
  const steps = stepsFor(draft.category);
  const end = wanted === REVIEW ? steps.length : Math.max(0, steps.indexOf(wanted));
  // The consent step is answered again on the review screen, so it does not block reaching it.
  const missing = steps.slice(0, end).find((step) => step !== "consent" && !canContinue(step, draft));
  return missing ?? wanted;
}

/** An answer that is not blank. */
export const filled = (value: string) => value.trim() !== "";

/** The spec's gating: Continue is enabled only when the step's required answers are given. */
export function canContinue(step: StepId, draft: WizardDraft): boolean {
  switch (step) {
    case "type":
      return draft.category !== "" && draft.province !== "" && filled(draft.city);
    case "vehicle":
      return [draft.vehicleYear, draft.vehicleMake, draft.vehicleModel]
        .concat(addedVehicleFields(draft).map((field) => draft[field]))
        .every(filled);
    case "driver":
      return [draft.driverAge, draft.postalCode, draft.yearsLicensed, draft.ticketsLast3y, draft.accidentsLast6y]
        .concat(addedDriverFields(draft).map((field) => draft[field]))
        .concat(draft.bundleHome ? [draft.homeAge] : [])
        .every(filled);
    case "details":
      return filled(draft.category === "home" ? draft.homeAge : draft.driverAge) && filled(draft.postalCode);
    case "consent":
      return draft.consentDataSharing;
  }
}

export type FieldErrors = Partial<Record<DraftField, string>>;

/** The first step (by index) that holds one of the given fields, for sending the visitor back to it. */
export function firstStepWith(
  errors: FieldErrors,
  steps: readonly StepId[],
  category: WizardDraft["category"],
): number {
  const index = steps.findIndex((step) => stepFields(step, category).some((field) => errors[field]));
  return index === -1 ? 0 : index;
}

/**
 * Where a visitor is sent to fix the answers a check refused: the review screen when only the
 * consent is wrong (it is asked again there), else the first step holding a refused answer.
 */
export function whereToFix(errors: FieldErrors, category: WizardDraft["category"]): WizardPosition {
  const steps = stepsFor(category);
  const consent = stepFields("consent", category);
  if (Object.keys(errors).every((field) => consent.includes(field as DraftField))) return REVIEW;
  return steps[firstStepWith(errors, steps, category)] ?? steps[0]!;
}
