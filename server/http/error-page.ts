import { BRAND } from "../../core/shared/brand";
import { t } from "../../core/i18n/translate";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * A self-contained page for failures outside the React app (the database down before a page could
 * render). It needs no scripts and no other file, so it works when nothing else does.
 */
export function renderErrorPage(status: number): string {
  const isUnavailable = status === 503;
  const title = t(isUnavailable ? "error.unavailableTitle" : "error.title");
  const message = t(isUnavailable ? "error.unavailableMessage" : "error.message");
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
<body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><a href="/">${escapeHtml(t("error.tryAgain"))}</a></main></body>
</html>`;
}
