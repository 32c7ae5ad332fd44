import { BRAND } from "../../core/shared/brand";
import { t } from "../../core/i18n/translate";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** Title and message for the statuses answered before the React app runs; others get the generic pair. */
function describeStatus(status: number, limit: string): { title: string; message: string } {
  switch (status) {
    case 404:
      return { title: t("notFound.title"), message: t("error.notFoundMessage") };
    case 413:
      return { title: t("error.tooLargeTitle"), message: t("error.tooLargeMessage", { limit }) };
    case 415:
      return { title: t("error.unsupportedTitle"), message: t("error.unsupportedMessage") };
    case 503:
      return { title: t("error.unavailableTitle"), message: t("error.unavailableMessage") };
    default:
      return { title: t("error.title"), message: t("error.message") };
  }
}

/**
 * A self-contained page for answers given outside the React app (the database down before a page
 * could render, an address that is not ours, a form body refused before it was read). It needs no
 * scripts and no other file, so it works when nothing else does.
 */
export function renderErrorPage(status: number, options: { limit?: string } = {}): string {
  const { title, message } = describeStatus(status, options.limit ?? "");
  return `<!doctype html>
<html lang="en-CA">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(BRAND.name)}</title>
<style>
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f8fafc;color:#0f2a4a;display:grid;min-height:100vh;place-items:center}
main{max-width:32rem;padding:2rem;text-align:center}
h1{font-size:1.75rem;margin:0 0 .75rem}
p{color:#475569;line-height:1.6;margin:0 0 1.5rem}
a{display:inline-block;background:#c2410c;color:#fff;padding:.75rem 1.25rem;border-radius:.5rem;text-decoration:none;font-weight:600}
</style>
</head>
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="/">${escapeHtml(t(status === 503 || status >= 500 ? "error.tryAgain" : "notFound.goHome"))}</a></main></body>
</html>`;
}
