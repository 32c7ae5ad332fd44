// The assistant island (decision 0032): on pages that do not hydrate, the concierge's own small
// React root, started by the page script when the visitor opens it (or when the browser remembers
// an open or minimized panel). It takes the place of the page's plain-HTML button. Links are page
// loads: there is no client router on these pages.
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { languageOfPath } from "../../core/i18n/languages";
import { ensureParts } from "../../core/i18n/part-loaders";
import { AssistantWidget } from "../features/assistant/assistant-widget";
import { LanguageContext } from "../i18n/use-translate";
import { whenParsed } from "../page-script/dom";

async function start() {
  // The concierge's messages, in the page's language only (decision 0035).
  const language = languageOfPath(window.location.pathname);
  await ensureParts(language);
  const host = document.createElement("div");
  host.dataset.assistantIsland = "";
  document.body.appendChild(host);
  const startOpen = window.__qmAssistant?.open === true;
  window.__qmAssistant = { open: false };
  document.querySelector("[data-assistant-dock]")?.remove();
  createRoot(host).render(
    <StrictMode>
      <LanguageContext.Provider value={language}>
        <AssistantWidget
          pathname={window.location.pathname}
          navigate={(path) => window.location.assign(path)}
          startOpen={startOpen}
        />
      </LanguageContext.Provider>
    </StrictMode>,
  );
}

// A module that arrives early (from the browser's cache) waits for the page it takes a place in.
whenParsed(() => void start());
