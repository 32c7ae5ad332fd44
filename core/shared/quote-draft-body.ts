import type { CoverageChange, QuoteFormInput } from "./quote-form";
import { productTypeFor, type CategorySlug, type EntryPoint } from "./quote-form-fields";
import { EMPTY_DRAFT, filled, type DraftField, type FieldErrors, type WizardDraft } from "./quote-draft";
import {
  DRIVER_ANSWERS,
  addedDrivers,
  addedVehicles,
  isHouseholdDraft,
  principalDriverOf,
  type HouseholdTextField,
} from "./quote-draft-household";
import { HOME_PART, HOME_PART_FIELDS, HOUSEHOLD_LISTS } from "./quote-fields";
import { ontarioChoicesBody } from "./quote-draft-ontario";

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
  if (category === "car" && isHouseholdDraft(draft)) {
    delete body.driverAge;
    Object.assign(body, householdBody(draft), context.coverage ?? {});
  } else if (category === "car") {
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
  // Ontario's coverage choices: nothing for the standard package, so its body is as before.
  if (category === "car") Object.assign(body, ontarioChoicesBody(draft));
  // Home and car together (issue 25): the home at this address, beside the car.
  if (category === "car" && draft.bundleHome) {
    const homeAge = numberOrText(draft.homeAge);
    body[HOME_PART.form] = homeAge === undefined ? {} : { homeAge };
  }
  if (context.from) body.from = context.from;
  if (context.blog) body.blog = context.blog;
  for (const key of Object.keys(body)) if (body[key] === undefined) delete body[key];
  return body as QuoteFormInput;
}

/** A household's lists for the API: the first driver and vehicle are the single answers, then the added ones. */
function householdBody(draft: WizardDraft): { drivers: unknown[]; vehicles: unknown[] } {
  const text = (field: HouseholdTextField) => draft[field];
  const drivers = [
    {
      age: numberOrText(draft.driverAge),
      yearsLicensed: numberOrText(draft.yearsLicensed),
      ticketsLast3y: numberOrText(draft.ticketsLast3y),
      accidentsLast6y: numberOrText(draft.accidentsLast6y),
    },
    ...addedDrivers(draft).map((index) =>
      Object.fromEntries(DRIVER_ANSWERS.map((answer) => [answer, numberOrText(text(`drivers.${index}.${answer}`))])),
    ),
  ];
  const vehicle = (index: 0 | 1 | 2, answers: { year: string; make: string; model: string; trim: string }) => {
    const use = text(`vehicles.${index}.use`);
    const commuteKm = text(`vehicles.${index}.commuteKm`);
    return {
      year: numberOrText(answers.year),
      make: answers.make,
      model: answers.model,
      ...(filled(answers.trim) ? { trim: answers.trim } : {}),
      ...(filled(use) ? { use } : {}),
      ...(use === "commute" && filled(commuteKm) ? { commuteKm: numberOrText(commuteKm) } : {}),
      winterTires: draft[`vehicles.${index}.winterTires`],
      principalDriver: Number(principalDriverOf(draft, index)),
    };
  };
  const vehicles = [
    vehicle(0, {
      year: draft.vehicleYear,
      make: draft.vehicleMake,
      model: draft.vehicleModel,
      trim: draft.vehicleTrim,
    }),
    ...addedVehicles(draft).map((index) =>
      vehicle(index, {
        year: text(`vehicles.${index}.year`),
        make: text(`vehicles.${index}.make`),
        model: text(`vehicles.${index}.model`),
        trim: text(`vehicles.${index}.trim`),
      }),
    ),
  ];
  return { drivers, vehicles };
}

/**
 * The wizard's field for a problem the API reports: the first driver's and vehicle's are the single
 * answers, and the home part's are the home's answers ("home.homeAge" and "home" on "homeAge").
 */
export function draftFieldOf(field: string): string {
  const [list, index, name] = field.split(".");
  if (list === HOME_PART.form) {
    return HOME_PART_FIELDS.find((item) => item.form === index)?.single ?? HOME_PART_FIELDS[0].single;
  }
  if ((list === "drivers" || list === "vehicles") && index === "0") {
    const single = HOUSEHOLD_LISTS[list].fields.find((item) => item.form === name)?.single;
    if (single) return single;
  }
  return field;
}

/** Maps problems ({field, message}) to the first message per wizard field. */
export function toFieldErrors(problems: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const field = draftFieldOf(problem.field) as DraftField;
    if (field in EMPTY_DRAFT && !errors[field]) errors[field] = problem.message;
  }
  return errors;
}
