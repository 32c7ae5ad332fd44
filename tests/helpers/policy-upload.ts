/**
 * The policy analyzer page's multipart upload of one file with the consent given, as
 * POST /api/policy/analyze takes it; the file's type follows its name (a PDF, or else a PNG photo).
 */
export function policyUploadForm(bytes: Uint8Array, name: string): FormData {
  const form = new FormData();
  form.append(
    "file",
    new Blob([Uint8Array.from(bytes)], { type: name.endsWith(".pdf") ? "application/pdf" : "image/png" }),
    name,
  );
  form.append("consent", "true");
  return form;
}
