import { CheckCircle2, Loader2 } from "lucide-react";
import { ANALYSIS_STAGES, type AnalysisStage } from "../../../core/shared/policy-upload";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/analyzer";

const STAGE_LABELS = {
  reading: "analyzer.stage.reading",
  recognizing: "analyzer.stage.recognizing",
  extracting: "analyzer.stage.extracting",
  checking: "analyzer.stage.checking",
} as const satisfies Record<AnalysisStage, string>;

/**
 * The policy analyzer's real stages as the server reports them: done, current, still to come.
 * "Recognizing text" shows only when the document needs OCR (or before the first stage arrives).
 */
export function AnalysisProgress({
  stage,
  stages,
  compact = false,
}: {
  /** The stage under way, or null before the first report. */
  stage: AnalysisStage | null;
  /** Every stage reported so far. */
  stages: readonly AnalysisStage[];
  compact?: boolean;
}) {
  const t = useTranslate();
  const usesOcr = stages.includes("recognizing");
  const shown = ANALYSIS_STAGES.filter((entry) => entry !== "recognizing" || usesOcr || stage === null);
  return (
    <ol className={compact ? "space-y-2" : "space-y-3"} aria-live="polite">
      {shown.map((entry) => {
        const current = stage === entry;
        const done = stages.includes(entry) && !current;
        return (
          <li key={entry} className={`flex items-center gap-3 ${compact ? "text-sm" : "text-[15px]"}`}>
            {done ? (
              <CheckCircle2 aria-hidden="true" className="h-5 w-5 shrink-0 text-green-700" />
            ) : current ? (
              <Loader2
                aria-hidden="true"
                className="h-5 w-5 shrink-0 animate-spin text-maple-600 motion-reduce:animate-none"
              />
            ) : (
              <span aria-hidden="true" className="h-5 w-5 shrink-0 rounded-full border-2 border-slate-300" />
            )}
            <span className={current ? "font-semibold text-slate-900" : done ? "text-slate-700" : "text-slate-500"}>
              {t(STAGE_LABELS[entry])}
              {done && <span className="sr-only"> {t("analyzer.stageDone")}</span>}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
