// The page script (decision 0032): one small inline script, the same on every page, that carries the
// behaviours of pages that do not hydrate (and the header's menu on those that do). It runs in the
// <head>: listeners sit on the document from the start, so a click is never lost; everything that
// needs the page's elements starts when the document has been parsed. Built by
// scripts/build-islands.mjs into an IIFE that the server puts in each page, allowed by its hash.
import { bindAccordions } from "./accordion";
import { bindAnalytics } from "./analytics";
import { bindAssistant } from "./assistant";
import { startCarousels } from "./carousel";
import { bindCopyLink } from "./copy-link";
import { bindLanguageSwitch } from "./language-offer";
import { startFloatingCta } from "./floating-cta";
import { bindMenu } from "./menu";
import { startReadingProgress } from "./reading-progress";
import { bindTocJumps, startTocSpy } from "./toc-spy";
import { startTypingHeadline } from "./typing-headline";
import { whenParsed } from "./dom";

export interface PageConfig {
  /** Whether React hydrates this page (then only the menu is ours). */
  hydrates: boolean;
  /** The assistant island's module, loaded when the visitor opens the concierge. */
  assistantIsland: string | null;
}

function readConfig(): PageConfig {
  try {
    const element = document.getElementById("qm-page-config");
    return JSON.parse(element?.textContent ?? "{}") as PageConfig;
  } catch {
    return { hydrates: true, assistantIsland: null };
  }
}

/** Runs each behaviour apart: one that throws (an old browser) leaves the others working. */
function each(steps: (() => void)[]): void {
  for (const step of steps) {
    try {
      step();
    } catch (error) {
      console.warn("A page behaviour did not start.", error);
    }
  }
}

const root = document.documentElement;
root.dataset.js = "";
const config = readConfig();
// The header and FAQ answers are drawn without state on every page (staff previews hydrate).
each([bindMenu, bindAccordions, () => bindLanguageSwitch(config.hydrates)]);
if (!config.hydrates) {
  each([bindAnalytics, () => bindAssistant(config.assistantIsland), bindCopyLink, bindTocJumps]);
  whenParsed(() => {
    each([startTypingHeadline, startCarousels, startFloatingCta, startReadingProgress, startTocSpy]);
    // The page is as interactive as it gets: what browser journeys wait for on a page that hydrates.
    root.dataset.hydrated = "true";
  });
}
