import { ONTARIO_OPTIONAL_BENEFITS, type OntarioCoverageChoice } from "./quote-request-fields";

// The wizard's Ontario coverage choices (issue 25, decision 0060): one answer per optional accident
// benefit and one for direct compensation, each "out" when left out and otherwise (empty, "keep") the
// standard package. Radio buttons of the review screen post them, with or without JavaScript.

export const ONTARIO_CHOICES: readonly OntarioCoverageChoice[] = [...ONTARIO_OPTIONAL_BENEFITS, "dcpd"];

export type OntarioChoiceField = `choice.${OntarioCoverageChoice}`;
export type OntarioDraft = { [Field in OntarioChoiceField]: string };

export const ONTARIO_CHOICE_FIELDS_OF_DRAFT: OntarioChoiceField[] = ONTARIO_CHOICES.map(
  (choice) => `choice.${choice}` as const,
);

export const EMPTY_ONTARIO_CHOICES: OntarioDraft = Object.fromEntries(
  ONTARIO_CHOICE_FIELDS_OF_DRAFT.map((field) => [field, ""]),
) as OntarioDraft;

/** The two answers a choice can have; anything else reads as the standard package. */
export const CHOICE_KEEP = "keep";
export const CHOICE_OUT = "out";

/** The choices a draft has left out, in the table's order (only an Ontario car quote has any). */
export function leftOutChoices(draft: OntarioDraft & { category: string; province: string }): OntarioCoverageChoice[] {
  if (draft.category !== "car" || draft.province !== "ON") return [];
  return ONTARIO_CHOICES.filter((choice) => draft[`choice.${choice}`] === CHOICE_OUT);
}

/** The form fields of POST /api/session/start for a draft's choices; none for the standard package. */
export function ontarioChoicesBody(draft: OntarioDraft & { category: string; province: string }): {
  declinedBenefits?: string[];
  dcpdOptOut?: boolean;
} {
  const out = leftOutChoices(draft);
  const benefits = out.filter((choice) => choice !== "dcpd");
  return {
    ...(benefits.length > 0 ? { declinedBenefits: benefits } : {}),
    ...(out.includes("dcpd") ? { dcpdOptOut: true } : {}),
  };
}
