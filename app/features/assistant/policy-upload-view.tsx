import { Lock } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { PolicySummary } from "../../../core/shared/policy-upload";
import { AnalysisProgress } from "../../components/ui/analysis-progress";
import { useTranslate } from "../../i18n/use-translate";
import { usePolicyUpload } from "../policy/use-policy-upload";
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
  const upload = usePolicyUpload("assistant");
  /** The summary is being posted into the chat. */
  const [isFinishing, setFinishing] = useState(false);
  const isAnalyzing = upload.progress !== null || isFinishing;
  const { file, consent, problem, busy } = upload;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isAnalyzing) return;
    const summary = await upload.analyze();
    if (!summary || !file) return;
    setFinishing(true);
    await onAnalyzed(file.name, summary);
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
        onChange={(event) => upload.choose(event.target.files?.[0])}
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
          onChange={(event) => upload.setConsent(event.target.checked)}
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
          <AnalysisProgress stage={upload.progress?.stage ?? null} stages={upload.progress?.stages ?? []} compact />
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
