import { draftFieldOf, toFieldErrors, toRequestBody } from "./quote-draft-body";
import { quoteFormSchemaFor } from "./quote-form";
import { stepFields, type DraftField, type FieldErrors, type StepId, type WizardDraft } from "./quote-draft";

// The schema check lives apart from the wizard's state so that zod, a large chunk, is not first-load
// JavaScript: the wizard imports this module after the page has loaded (decision 0024).

/**
 * Checks the answers of some steps with the same schema the API uses. Consent is assumed until the
 * consent step itself is checked, so earlier steps are judged only on their own answers.
 */
export function validateSteps(steps: readonly StepId[], draft: WizardDraft, currentYear: number): FieldErrors {
  const body: Record<string, unknown> = toRequestBody(
    { ...draft, consentDataSharing: steps.includes("consent") ? draft.consentDataSharing : true },
    {},
  );
  // No type chosen yet: the body would stand in "car" for it; the schema must see the gap instead.
  if (draft.category === "") body.category = "";
  const result = quoteFormSchemaFor(currentYear).safeParse(body);
  if (result.success) return {};
  const wanted = new Set(steps.flatMap((step) => stepFields(step, draft.category)));
  return toFieldErrors(
    result.error.issues
      .map((issue) => ({ field: draftFieldOf(String(issue.path[0] ?? "")), message: issue.message }))
      .filter((problem) => wanted.has(problem.field as DraftField)),
  );
}
