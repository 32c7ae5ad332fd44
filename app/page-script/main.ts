// The page script (decision 0032): a small inline script that carries the behaviours of pages that
// do not hydrate (and the header's menu on those that do). It runs in the <head>: listeners sit on
// the document from the start, so a click is never lost; everything that needs the page's elements
// starts when the document has been parsed. Built by scripts/page-script-parts.mjs into an IIFE that
// the server puts in each page, allowed by its hash. This is its core, on every page; what only some
// pages have (accordions, the carousel, a post's table of contents…) is in parts/, and a page carries
// a part only when its HTML has the part's marker (decision 0039), written before this core.
import { bindAnalytics } from "./analytics";
import { bindAssistant } from "./assistant";
import { bindLanguageSwitch } from "./language-offer";
import { bindMenu } from "./menu";
import { each, whenParsed } from "./dom";

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

const root = document.documentElement;
root.dataset.js = "";
const config = readConfig();
// The header is drawn without state on every page, hydrated or not.
each([bindMenu, () => bindLanguageSwitch(config.hydrates)]);
if (!config.hydrates) {
  each([bindAnalytics, () => bindAssistant(config.assistantIsland)]);
  // The parts, written before this core, started theirs first when the document was parsed.
  whenParsed(() => {
    // The page is as interactive as it gets: what browser journeys wait for on a page that hydrates.
    root.dataset.hydrated = "true";
  });
}
