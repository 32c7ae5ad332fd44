import { closestTarget, whenParsed } from "./dom";

// The other language, offered and remembered (decision 0035). The address alone decides a page's
// language: nothing here redirects. Following the header's language switcher remembers the choice in
// this browser; a visitor whose remembered choice, or whose browser's first language, is the other
// one is offered the same page in it, once, in a bar under the header that can be dismissed (which
// remembers the page's language instead).

const CHOICE_KEY = "qm.language";

function remembered(): string | null {
  try {
    return window.localStorage.getItem(CHOICE_KEY);
  } catch {
    return null;
  }
}

function remember(language: string): void {
  try {
    window.localStorage.setItem(CHOICE_KEY, language);
  } catch {
    // Storage refused (private mode): the offer comes back next time, which is all that is lost.
  }
}

/** The language a visitor seems to want, when it is not the page's: remembered first, else the browser's. */
function wantedLanguage(pageLanguage: string, offered: string): boolean {
  const choice = remembered();
  if (choice) return choice === offered && choice !== pageLanguage;
  const first = (navigator.languages?.[0] ?? navigator.language ?? "").toLowerCase().split("-")[0];
  return first === offered;
}

function showOffer(link: HTMLAnchorElement): void {
  const offered = link.dataset.languageSwitch ?? "";
  const { offer, offerAccept, offerDismiss } = link.dataset;
  const header = document.querySelector("body > header, header");
  if (!offered || !offer || !offerAccept || !offerDismiss || !header) return;
  const bar = document.createElement("div");
  bar.dataset.languageOffer = "";
  bar.lang = link.lang;
  bar.setAttribute("role", "region");
  bar.setAttribute("aria-label", offer);
  bar.className = "border-b border-maple-100 bg-maple-50";
  const inner = document.createElement("div");
  inner.className = "page-container flex flex-wrap items-center justify-between gap-3 py-2 text-sm text-navy-900";
  const text = document.createElement("p");
  text.textContent = offer;
  const actions = document.createElement("div");
  actions.className = "flex flex-wrap items-center gap-2";
  const accept = document.createElement("a");
  accept.href = link.href;
  accept.hreflang = link.hreflang;
  accept.className = "button-primary min-h-10 px-4 py-2 text-sm";
  accept.textContent = offerAccept;
  accept.dataset.languageSwitch = offered;
  const dismiss = document.createElement("button");
  dismiss.type = "button";
  dismiss.className = "button-secondary min-h-10 px-4 py-2 text-sm";
  dismiss.textContent = offerDismiss;
  dismiss.addEventListener("click", () => {
    remember(document.documentElement.lang.split("-")[0] ?? "");
    bar.remove();
  });
  actions.append(accept, dismiss);
  inner.append(text, actions);
  bar.append(inner);
  header.after(bar);
}

/** Runs `run` once React has hydrated the page (it marks the document), so its tree is not disturbed. */
function whenHydrated(run: () => void): void {
  const root = document.documentElement;
  if (root.dataset.hydrated) return run();
  const observer = new MutationObserver(() => {
    if (!root.dataset.hydrated) return;
    observer.disconnect();
    run();
  });
  observer.observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
}

export function bindLanguageSwitch(hydrates: boolean): void {
  document.addEventListener("click", (event) => {
    const link = closestTarget<HTMLAnchorElement>(event, "a[data-language-switch]");
    if (link?.dataset.languageSwitch) remember(link.dataset.languageSwitch);
  });
  whenParsed(() => {
    const link = document.querySelector<HTMLAnchorElement>("a[data-language-switch][data-offer]");
    const pageLanguage = document.documentElement.lang.split("-")[0] ?? "";
    if (!link || !wantedLanguage(pageLanguage, link.dataset.languageSwitch ?? "")) return;
    // A page React hydrates gets the bar once React has taken the page, never before.
    if (hydrates) whenHydrated(() => showOffer(link));
    else showOffer(link);
  });
}
