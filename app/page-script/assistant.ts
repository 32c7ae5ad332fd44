import { isRaisedAt, launcherPosition } from "../features/assistant/launcher-position";
import { readInteracted, readWidgetState } from "../features/assistant/storage";
import { afterFirstPaint, closestTarget, whenParsed } from "./dom";

// The concierge on pages that do not hydrate: the closed button is plain HTML and CSS (its tooltip
// and the home page's rise too). Its code, the assistant island, loads when the visitor opens it,
// or at once when the browser remembers an open or minimized panel; pointing at the button fetches
// it ahead. A press before the island has loaded is remembered, and the island opens the panel.

const RESTING = launcherPosition(false).split(" ");
const RAISED = launcherPosition(true).split(" ");

declare global {
  interface Window {
    /** What the page asked of the island before it loaded. */
    __qmAssistant?: { open: boolean };
  }
}

export function bindAssistant(island: string | null): void {
  if (!island) return;
  let isLoading = false;
  let isPreloaded = false;
  const load = () => {
    if (isLoading) return;
    isLoading = true;
    const script = document.createElement("script");
    script.type = "module";
    script.src = island;
    document.head.appendChild(script);
  };
  const preload = () => {
    if (isPreloaded || isLoading) return;
    isPreloaded = true;
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = island;
    document.head.appendChild(link);
  };

  document.addEventListener("click", (event) => {
    if (!closestTarget(event, "[data-assistant-launcher]")) return;
    window.__qmAssistant = { open: true };
    load();
  });
  for (const type of ["pointerover", "focusin"]) {
    document.addEventListener(type, (event) => {
      if (closestTarget(event, "[data-assistant-launcher]")) preload();
    });
  }
  // The island takes the button's place: it loads once the button is in the page.
  if (readWidgetState()) whenParsed(load);

  const start = () => {
    const dock = document.querySelector<HTMLElement>("[data-assistant-dock]");
    if (!dock) return;
    if (!readInteracted()) {
      dock.querySelector("[data-assistant-bounce]")?.classList.add("animate-bounce", "motion-reduce:animate-none");
    }
    if (dock.dataset.raise === undefined) return;
    const update = () => {
      const isRaised = isRaisedAt(window.scrollY, window.innerHeight);
      dock.classList.remove(...(isRaised ? RESTING : RAISED));
      dock.classList.add(...(isRaised ? RAISED : RESTING));
    };
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update, { passive: true });
    afterFirstPaint(update);
  };
  whenParsed(start);
}
