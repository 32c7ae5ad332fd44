import type { AnalysisStage, PolicySummary } from "../../../core/shared/policy-upload";

/**
 * POST /api/policy/analyze as the policy analyzer page calls it: multipart with the consent, then
 * the server's NDJSON progress lines until the summary or an error arrives.
 */
export async function analyzePolicy(
  file: File,
  onStage: (stage: AnalysisStage) => void,
): Promise<{ summary: PolicySummary } | { error: string; reason: string }> {
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
    const body = (await response.json().catch(() => null)) as { error?: { message?: string; code?: string } } | null;
    return { error: body?.error?.message ?? "", reason: body?.error?.code ?? `http_${response.status}` };
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
        error?: { message?: string; code?: string };
      };
      if (message.stage) onStage(message.stage);
      if (message.summary) {
        void reader.cancel().catch(() => undefined);
        return { summary: message.summary };
      }
      if (message.error) return { error: message.error.message ?? "", reason: message.error.code ?? "unknown" };
    }
    if (done) return { error: "", reason: "stream_ended" };
  }
}
