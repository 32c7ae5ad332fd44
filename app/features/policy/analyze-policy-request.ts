import type { AnalysisStage, PolicySummary } from "../../../core/shared/policy-upload";
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

type ErrorLine = { message?: string; code?: string; details?: { reason?: unknown; retryAfterSeconds?: unknown } };

function failure(error: ErrorLine | undefined, fallbackReason: string): AnalyzePolicyResult {
  const reason = error?.details?.reason;
  const seconds = error?.details?.retryAfterSeconds;
  if ((reason === "busy" || reason === "in_progress") && typeof seconds === "number") {
    return { busy: reason, retryAfterSeconds: seconds };
  }
  return { error: error?.message ?? "", reason: error?.code ?? fallbackReason };
}

/**
 * POST /api/policy/analyze as the policy analyzer page calls it: multipart with the consent, then
 * the server's NDJSON progress lines until the summary or an error arrives.
 */
export async function analyzePolicy(file: File, onStage: (stage: AnalysisStage) => void): Promise<AnalyzePolicyResult> {
  const form = new FormData();
  form.append("file", file);
  form.append("consent", "true");
  const response = await fetch("/api/policy/analyze", {
    method: "POST",
    body: form,
    headers: { accept: "application/x-ndjson" },
  });
  const contentType = response.headers.get("content-type") ?? "";
  if (!response.ok || !contentType.includes("ndjson") || !response.body) {
    const body = (await response.json().catch(() => null)) as { error?: ErrorLine } | null;
    return failure(body?.error, `http_${response.status}`);
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    let newline = buffered.indexOf("\n");
    while (newline >= 0) {
      const line = buffered.slice(0, newline).trim();
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf("\n");
      if (!line) continue;
      const message = JSON.parse(line) as {
        stage?: AnalysisStage;
        summary?: PolicySummary;
        error?: ErrorLine;
      };
      if (message.stage) onStage(message.stage);
      if (message.summary) {
        void reader.cancel().catch(() => undefined);
        return { summary: message.summary };
      }
      if (message.error) return failure(message.error, "unknown");
    }
    if (done) return { error: "", reason: "stream_ended" };
  }
}
