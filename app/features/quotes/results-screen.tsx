import { Suspense, type ComponentProps } from "react";
import type { QuoteSessionView } from "../../../server/services/get-quote-session-view";
import { onDemand } from "../../lib/on-demand";
import type { ComeBackPanel as ComeBackPanelShape } from "./come-back-panel";

/**
 * The results screen is its own file (decision 0033): a results page (`/quotes?session=`) loads it, and
 * the wizard starts fetching it while the quote is posted, so the results do not wait for it.
 */
export const resultsScreen = onDemand(() => import("./quote-results"));
const QuoteResults = resultsScreen.component((module) => module.QuoteResults);
const MissingResults = resultsScreen.component((module) => module.MissingResults);
const ComeBackPanel = resultsScreen.component((module) => module.ComeBackPanel);

/**
 * The results in a Suspense boundary of their own: a results page opened afresh hydrates it when its
 * code has come. With `comeBack`, the owner's "E-mail me my quotes" panel follows, from the same file.
 */
export function ResultsScreen({
  view,
  failed,
  comeBack,
}: {
  view: QuoteSessionView;
  failed: boolean;
  comeBack?: ComponentProps<typeof ComeBackPanelShape> | undefined;
}) {
  return (
    <Suspense fallback={null}>
      <QuoteResults view={view} failed={failed} />
      {comeBack && <ComeBackPanel {...comeBack} />}
    </Suspense>
  );
}

/** The not-found panel of a results link that leads nowhere, drawn by the same file. */
export function MissingResultsScreen() {
  return (
    <Suspense fallback={null}>
      <MissingResults />
    </Suspense>
  );
}
