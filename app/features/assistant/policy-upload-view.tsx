import { Lock } from "lucide-react";
import { useState, type FormEvent } from "react";
import { type AnalysisStage, POLICY_UPLOAD, type PolicySummary } from "../../../core/shared/policy-upload";
import { AnalysisProgress } from "../../components/ui/analysis-progress";
import { useTranslate } from "../../i18n/use-translate";
import { track } from "../../lib/analytics";
import { busyMessage, busyReason } from "../policy/analyze-policy-request";
import { analyzePolicy } from "./chat-api";
import "../../../core/i18n/messages/analyzer";
import "../../../core/i18n/messages/widget";

/** The assistant's policy upload: the real analyzer, whose key points then go into the chat. */
export function PolicyUploadView({
  onCancel,
  onAnalyzed,
}: {
  onCancel: () => void;
  onAnalyzed: (fileName: string, summary: PolicySummary) => Promise<void>;
}) {
  const t = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [isAnalyzing, setAnalyzing] = useState(false);
  const [progress, setProgress] = useState<{ stage: AnalysisStage | null; stages: AnalysisStage[] }>({
    stage: null,
    stages: [],
  });
  const [problem, setProblem] = useState<string | null>(null);
  /** The server was busy: not a failure; the file stays chosen and the visitor tries again. */
  const [busy, setBusy] = useState<string | null>(null);

  const choose = (chosen: File | undefined) => {
    setProblem(null);
    setBusy(null);
    if (!chosen) return setFile(null);
    const name = chosen.name.toLowerCase();
    if (!POLICY_UPLOAD.extensions.some((extension) => name.endsWith(extension))) {
      setFile(null);
      return setProblem(t("analyzer.error.fileType"));
    }
    if (chosen.size > POLICY_UPLOAD.maxBytes) {
      setFile(null);
      return setProblem(t("analyzer.error.tooLarge"));
    }
    setFile(chosen);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || !consent || isAnalyzing) return;
    setAnalyzing(true);
    setProgress({ stage: null, stages: [] });
    setProblem(null);
    setBusy(null);
    track("policy_upload", { type: file.type || "unknown", sizeKb: Math.round(file.size / 1024), source: "assistant" });
    try {
      const result = await analyzePolicy(file, (stage) =>
        setProgress((current) => ({ stage, stages: [...current.stages, stage] })),
      );
      if ("summary" in result) {
        track("policy_analyzed", { outcome: "success", source: result.summary.details.source });
        await onAnalyzed(file.name, result.summary);
        return;
      }
      if ("busy" in result) {
        track("policy_analyzed", { outcome: "failure", reason: busyReason(result) });
        setBusy(busyMessage(result, t));
        setAnalyzing(false);
        return;
      }
      track("policy_analyzed", { outcome: "failure", reason: result.reason });
      setProblem(result.error || t("analyzer.error.generic"));
    } catch {
      track("policy_analyzed", { outcome: "failure", reason: "network" });
      setProblem(t("analyzer.error.generic"));
    }
    setAnalyzing(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="flex flex-1 flex-col overflow-y-auto p-5">
      <h3 className="text-lg font-semibold">{t("widget.policy.title")}</h3>
      <p className="mt-1 text-sm text-slate-700">{t("widget.policy.intro")}</p>
      <label htmlFor="assistant-policy-file" className="mt-4 block text-sm font-medium text-slate-900">
        {t("widget.policy.file")}
      </label>
      <input
        id="assistant-policy-file"
        type="file"
        accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
        aria-describedby="assistant-policy-accepted"
        disabled={isAnalyzing}
        onChange={(event) => choose(event.target.files?.[0])}
        className="mt-1 block w-full rounded-lg border border-dashed border-slate-400 bg-slate-50 p-3 text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-maple-600 file:px-3 file:py-2 file:font-semibold file:text-white"
      />
      <p id="assistant-policy-accepted" className="mt-1 text-sm text-slate-600">
        {t("widget.policy.accepted")}
      </p>
      <div className="mt-4 flex items-start gap-3">
        <input
          id="assistant-policy-consent"
          type="checkbox"
          checked={consent}
          disabled={isAnalyzing}
          onChange={(event) => setConsent(event.target.checked)}
          className="mt-0.5 h-5 w-5 shrink-0 accent-maple-600"
        />
        <label htmlFor="assistant-policy-consent" className="text-sm text-slate-800">
          {t("analyzer.consent")}
        </label>
      </div>
      {busy && (
        <p role="status" className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {busy}
        </p>
      )}
      {problem && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {problem}
        </p>
      )}
      {isAnalyzing && (
        <div className="mt-3" data-testid="assistant-policy-progress">
          <p role="status" className="mb-2 text-sm text-slate-700">
            {t("widget.policy.analyzing")}
          </p>
          <AnalysisProgress stage={progress.stage} stages={progress.stages} compact />
        </div>
      )}
      <div className="mt-5 flex gap-3">
        <button type="submit" className="button-primary flex-1" disabled={!file || !consent || isAnalyzing}>
          {t("widget.policy.analyze")}
        </button>
        <button type="button" className="button-secondary" onClick={onCancel}>
          {t("widget.policy.cancel")}
        </button>
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
        {t("widget.policy.secure")}
      </p>
    </form>
  );
}
