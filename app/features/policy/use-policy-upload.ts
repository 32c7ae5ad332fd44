import { useState } from "react";
import { POLICY_UPLOAD, type AnalysisStage, type PolicySummary } from "../../../core/shared/policy-upload";
import { useTranslate } from "../../i18n/use-translate";
import { track } from "../../lib/analytics";
import { analyzePolicy, busyMessage, busyReason } from "./analyze-policy-request";
import "../../../core/i18n/messages/analyzer";

/** The browser's own checks, before anything is sent (the server checks again, by content). */
export function fileProblem(file: File, t: ReturnType<typeof useTranslate>): string | null {
  const name = file.name.toLowerCase();
  if (!POLICY_UPLOAD.extensions.some((extension) => name.endsWith(extension))) return t("analyzer.error.fileType");
  if (file.size > POLICY_UPLOAD.maxBytes) return t("analyzer.error.tooLarge");
  if (file.size === 0) return t("analyzer.error.empty");
  return null;
}

export interface PolicyUploadProgress {
  stage: AnalysisStage | null;
  stages: AnalysisStage[];
}

/**
 * One policy upload, as the analyzer page and the assistant both run it: the chosen file and its
 * checks, the consent, the real stages while the server reads it, and the outcome. A busy server is
 * not a failure: the file stays chosen and `busy` says when to try again.
 */
export function usePolicyUpload(source: "page" | "assistant") {
  const t = useTranslate();
  const [file, setFile] = useState<File | null>(null);
  const [consent, setConsent] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [progress, setProgress] = useState<PolicyUploadProgress | null>(null);

  const choose = (chosen: File | undefined) => {
    setBusy(null);
    if (!chosen) {
      setProblem(null);
      setFile(null);
      return;
    }
    const found = fileProblem(chosen, t);
    setProblem(found);
    setFile(found ? null : chosen);
  };

  const reset = () => {
    setFile(null);
    setConsent(false);
    setProblem(null);
    setBusy(null);
    setProgress(null);
  };

  /** Sends the file; the summary when it was read, or null (the reason is in `problem` or `busy`). */
  const analyze = async (): Promise<PolicySummary | null> => {
    if (!file || !consent || progress) return null;
    setProblem(null);
    setBusy(null);
    setProgress({ stage: null, stages: [] });
    track("policy_upload", {
      type: file.type || "unknown",
      sizeKb: Math.round(file.size / 1024),
      ...(source === "assistant" ? { source } : {}),
    });
    const result = await analyzePolicy(file, (stage) =>
      setProgress((current) => ({ stage, stages: [...(current?.stages ?? []), stage] })),
    );
    setProgress(null);
    if ("summary" in result) {
      track("policy_analyzed", { outcome: "success", source: result.summary.details.source });
      return result.summary;
    }
    if ("busy" in result) {
      track("policy_analyzed", { outcome: "failure", reason: busyReason(result) });
      setBusy(busyMessage(result, t));
      return null;
    }
    track("policy_analyzed", { outcome: "failure", reason: result.reason });
    setProblem(result.error || t("analyzer.error.generic"));
    return null;
  };

  return { file, consent, setConsent, problem, busy, progress, choose, reset, analyze };
}
