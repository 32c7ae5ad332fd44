import type { CoverageChange } from "../shared/quote-form";
import { quoteFormSchemaFor } from "../shared/quote-form";
import { toRequestBody } from "../shared/quote-draft-body";
import type { WizardDraft } from "../shared/quote-draft";
import type { OntarioCoverageChoice } from "../shared/quote-request-fields";
import { choiceEffects } from "./ontario-choices";
import { CURRENT_CAR_RATE_TABLE } from "./rate-table-registry";

/**
 * What each Ontario coverage choice would take off the estimate of the quote a wizard draft
 * describes, with the table new sessions are priced with (negative whole dollars a year), or null
 * while the draft is not a complete Ontario car quote. The chooser shows these beside each choice,
 * drawn alike by the server and in the browser.
 */
export function draftChoiceEffects(
  draft: WizardDraft,
  currentYear: number,
  coverage: CoverageChange | null | undefined,
): Record<OntarioCoverageChoice, number> | null {
  if (draft.category !== "car" || draft.province !== "ON") return null;
  const body = toRequestBody({ ...draft, consentDataSharing: true }, { coverage });
  const parsed = quoteFormSchemaFor(currentYear).safeParse(body);
  if (!parsed.success || !parsed.data.car) return null;
  return choiceEffects(parsed.data.car, CURRENT_CAR_RATE_TABLE, { currentYear });
}
