// `npx tsx bench/steps-count.ts`: how many wizard screens and answers stand between a landing page
// and the results, read from the wizard's own step definitions (printed as JSON for scripts/bench.mjs).
import {
  EMPTY_DRAFT,
  canContinue,
  stepFields,
  stepsFor,
  type DraftField,
  type WizardDraft,
} from "../core/shared/quote-draft";
import { isHouseholdField } from "../core/shared/quote-draft-household";
import { carWizardDraft } from "../tests/helpers/quote-forms";

/** Complete drafts: every answer given, so blanking one shows whether Continue still opens. */
const COMPLETE: Record<"car" | "home", WizardDraft> = {
  car: carWizardDraft({ vehicleTrim: "XLE", consentContact: true }),
  home: {
    ...EMPTY_DRAFT,
    category: "home",
    province: "ON",
    city: "Toronto",
    homeAge: "15",
    postalCode: "M5V 2T6",
    consentDataSharing: true,
    consentContact: true,
  },
};

interface StepsCount {
  category: "car" | "home";
  /** Wizard screens; quote-wizard.tsx shows one review screen after the last, then the results. */
  steps: number;
  answers: number;
  required: number;
  optional: DraftField[];
}

function countSteps(category: "car" | "home"): StepsCount {
  const draft = COMPLETE[category];
  const steps = stepsFor(category);
  const fields: DraftField[] = [];
  const optional: DraftField[] = [];
  for (const step of steps) {
    if (!canContinue(step, draft)) throw new Error(`the complete ${category} draft does not pass the ${step} step`);
    // A household's added drivers and vehicles are not asked on the way of one driver and one vehicle.
    for (const field of stepFields(step, category).filter((name) => !isHouseholdField(name))) {
      fields.push(field);
      const blank = { ...draft, [field]: typeof draft[field] === "boolean" ? false : "" };
      // An answer is optional when Continue stays open without it.
      if (canContinue(step, blank)) optional.push(field);
    }
  }
  return {
    category,
    steps: steps.length,
    answers: fields.length,
    required: fields.length - optional.length,
    optional,
  };
}

console.log(JSON.stringify([countSteps("car"), countSteps("home")]));
