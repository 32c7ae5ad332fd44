import { FileText, UploadCloud, X } from "lucide-react";
import { useEffect, useRef, useState, type DragEvent } from "react";
import type { PolicyPageOutcome, PolicySummary } from "../../../core/shared/policy-upload";
import { AnalysisProgress } from "../../components/ui/analysis-progress";
import { useTranslate } from "../../i18n/use-translate";
import { useHydrated } from "../../lib/use-hydrated";
import { PolicySummaryView } from "./policy-summary-view";
import { ACCEPTED_FILES, PolicyConsent, SecurityNote, UploadNotices } from "./upload-parts";
import { usePolicyUpload } from "./use-policy-upload";
import "../../../core/i18n/messages/analyzer";
import { Card } from "../../components/ui/card";

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * /policy-analyzer: choose a file, consent, watch the real stages, read the summary. The upload is a
 * plain multipart form: without JavaScript the browser posts it and the page shows the `outcome`;
 * with it, the file is checked here and the stages stream from the API.
 */
export function PolicyAnalyzer({ outcome }: { outcome?: PolicyPageOutcome | undefined }) {
  const t = useTranslate();
  const hydrated = useHydrated();
  const upload = usePolicyUpload("page");
  const { file, consent, progress, choose } = upload;
  const [isDragging, setDragging] = useState(false);
  const [summary, setSummary] = useState<PolicySummary | null>(
    outcome && "summary" in outcome ? outcome.summary : null,
  );
  // A refusal of the form's post, until the visitor tries again here.
  const [posted, setPosted] = useState(outcome && !("summary" in outcome) ? outcome : null);
  const inputRef = useRef<HTMLInputElement>(null);
  const busy = upload.busy ?? (posted?.retryAfterSeconds ? posted.message : null);
  const problem = upload.problem ?? (posted && !posted.retryAfterSeconds ? posted.message : null);

  // A file picked or the consent ticked before the page became interactive is in the form already.
  useEffect(() => {
    const picked = inputRef.current?.files?.[0];
    if (picked) choose(picked);
    if ((document.getElementById("policy-consent") as HTMLInputElement | null)?.checked) upload.setConsent(true);
    // Runs once, when the page becomes interactive.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const reset = () => {
    upload.reset();
    setSummary(null);
    setPosted(null);
    if (inputRef.current) inputRef.current.value = "";
  };

  const start = async () => {
    setPosted(null);
    const read = await upload.analyze();
    if (read) setSummary(read);
  };

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    choose(event.dataTransfer.files[0]);
  };

  if (summary) return <PolicySummaryView summary={summary} onReset={reset} />;

  if (progress) {
    return (
      <Card id="analyzing-title" title={t("analyzer.analyzingTitle")}>
        <p className="mt-1 text-slate-600">{t("analyzer.analyzingText")}</p>
        <div className="mt-6">
          <AnalysisProgress stage={progress.stage} stages={progress.stages} />
        </div>
      </Card>
    );
  }

  return (
    <form
      method="post"
      encType="multipart/form-data"
      noValidate
      aria-labelledby="upload-title"
      className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      onSubmit={(event) => {
        event.preventDefault();
        void start();
      }}
    >
      <h2 id="upload-title" className="text-2xl font-bold">
        {t("analyzer.uploadTitle")}
      </h2>
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`mt-5 flex flex-col items-center rounded-xl border-2 border-dashed px-6 py-10 text-center transition-colors motion-reduce:transition-none ${
          isDragging ? "border-maple-600 bg-maple-50" : "border-slate-300 bg-slate-50"
        }`}
      >
        <UploadCloud aria-hidden="true" className="h-10 w-10 text-maple-600" />
        <p className="mt-3 font-semibold text-slate-900">{t("analyzer.dropHere")}</p>
        <p className="mt-1 text-sm text-slate-600">{t("analyzer.accepted")}</p>
        <label className="button-secondary mt-5 cursor-pointer has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-maple-600">
          {t("analyzer.chooseFile")}
          <input
            ref={inputRef}
            id="policy-file"
            name="file"
            type="file"
            accept={ACCEPTED_FILES}
            className="sr-only"
            onChange={(event) => choose(event.target.files?.[0])}
          />
        </label>
      </div>
      {file && (
        <div className="mt-4 flex items-center justify-between gap-3 rounded-lg border border-slate-200 px-4 py-3">
          <div className="flex min-w-0 items-center gap-3">
            <FileText aria-hidden="true" className="h-6 w-6 shrink-0 text-maple-600" />
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{file.name}</p>
              <p className="text-sm text-slate-600">{formatSize(file.size)}</p>
            </div>
          </div>
          <button
            type="button"
            onClick={reset}
            className="inline-flex h-11 w-11 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="h-5 w-5" />
            <span className="sr-only">{t("analyzer.removeFile", { name: file.name })}</span>
          </button>
        </div>
      )}
      <UploadNotices busy={busy} problem={problem} />
      <PolicyConsent id="policy-consent" checked={consent} onChange={upload.setConsent} />
      {/* Without JavaScript nothing could enable it later: the server checks instead. */}
      <button type="submit" className="button-primary mt-6 w-full sm:w-auto" disabled={hydrated && (!file || !consent)}>
        {t("analyzer.analyze")}
      </button>
      <SecurityNote text={t("analyzer.securityNote")} />
    </form>
  );
}
