import { useState, type FormEvent } from "react";
import type { PolicySummary } from "../../../core/shared/policy-upload";
import { AnalysisProgress } from "../../components/ui/analysis-progress";
import { useTranslate } from "../../i18n/use-translate";
import { PanelForm, PanelLabel } from "./panel-form";
import { ACCEPTED_FILES, PolicyConsent, SecurityNote, UploadNotices } from "../policy/upload-parts";
import { usePolicyUpload } from "../policy/use-policy-upload";
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
    <PanelForm
      title={t("widget.policy.title")}
      intro={t("widget.policy.intro")}
      onSubmit={(event) => void submit(event)}
    >
      <PanelLabel htmlFor="assistant-policy-file" first>
        {t("widget.policy.file")}
      </PanelLabel>
      <input
        id="assistant-policy-file"
        type="file"
        accept={ACCEPTED_FILES}
        aria-describedby="assistant-policy-accepted"
        disabled={isAnalyzing}
        onChange={(event) => upload.choose(event.target.files?.[0])}
        className="mt-1 block w-full rounded-lg border border-dashed border-slate-400 bg-slate-50 p-3 text-sm text-slate-800 file:mr-3 file:rounded-md file:border-0 file:bg-maple-600 file:px-3 file:py-2 file:font-semibold file:text-white"
      />
      <p id="assistant-policy-accepted" className="mt-1 text-sm text-slate-600">
        {t("widget.policy.accepted")}
      </p>
      <PolicyConsent
        id="assistant-policy-consent"
        checked={consent}
        disabled={isAnalyzing}
        compact
        onChange={upload.setConsent}
      />
      <UploadNotices busy={busy} problem={problem} compact />
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
      <SecurityNote text={t("widget.policy.secure")} />
    </PanelForm>
  );
}
