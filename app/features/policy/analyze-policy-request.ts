import { API, type PolicyAnalysisLine } from "../../../core/shared/api/endpoints";
import type { AnalysisStage, PolicySummary } from "../../../core/shared/policy-upload";
import { callApiStream, failureFrom, type ApiFailure } from "../../lib/api-client";
import "../../../core/i18n/messages/analyzer";

/** The server's refusals that say when to come back: its OCR queue is full, or this visitor's other analysis runs. */
export interface AnalyzerBusy {
  busy: "busy" | "in_progress";
  retryAfterSeconds: number;
}

export type AnalyzePolicyResult = { summary: PolicySummary } | AnalyzerBusy | { error: string; reason: string };

/** What the page and the assistant say instead of a failure, from the catalogue, with the wait. */
export function busyMessage(
  result: AnalyzerBusy,
  t: (key: "analyzer.error.busy" | "analyzer.error.inProgress", values: { seconds: number }) => string,
): string {
  const key = result.busy === "busy" ? "analyzer.error.busy" : "analyzer.error.inProgress";
  return t(key, { seconds: result.retryAfterSeconds });
}

/** The refusal as the analytics dashboard counts failures (by error code). */
export const busyReason = (result: AnalyzerBusy) => (result.busy === "busy" ? "service_unavailable" : "rate_limited");

function failure(error: ApiFailure, fallbackReason: string): AnalyzePolicyResult {
  if ((error.reason === "busy" || error.reason === "in_progress") && error.retryAfterSeconds !== null) {
    return { busy: error.reason, retryAfterSeconds: error.retryAfterSeconds };
  }
  return { error: error.message ?? "", reason: error.code ?? fallbackReason };
}

/**
 * POST /api/policy/analyze as the policy analyzer page and the assistant call it: multipart with the
 * consent, then the server's NDJSON progress lines until the summary or an error arrives.
 */
export async function analyzePolicy(file: File, onStage: (stage: AnalysisStage) => void): Promise<AnalyzePolicyResult> {
  const form = new FormData();
  form.append("file", file);
  form.append("consent", "true");
  const result = await callApiStream(API.policyAnalyze, form, (line: PolicyAnalysisLine) => {
    if ("stage" in line) onStage(line.stage);
    if ("summary" in line) return { summary: line.summary };
    if ("error" in line) return failure(failureFrom(line, null), "unknown");
    return undefined;
  });
  if (result === null) return { error: "", reason: "stream_ended" };
  if ("ok" in result) return failure(result, result.status === null ? "network" : `http_${result.status}`);
  return result;
}
