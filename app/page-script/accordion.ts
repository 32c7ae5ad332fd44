import { closestTarget } from "./dom";

// FAQ accordions (content spec): a question's button shows or hides its answer. In a single
// accordion at most one answer is open: opening one closes the other, pressing the open one closes
// it; `data-accordion="multiple"` lets several stay open (the /faq page). Arrow keys, Home and End
// move between the questions, as the Radix accordion did. The server draws every answer in the page
// (hidden until opened), so a search engine reads them and a visitor without a script sees them.

function setOpen(trigger: HTMLElement, isOpen: boolean): void {
  const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
  trigger.setAttribute("aria-expanded", String(isOpen));
  trigger.dataset.state = isOpen ? "open" : "closed";
  if (panel) {
    panel.hidden = !isOpen;
    panel.dataset.state = trigger.dataset.state;
  }
}

const KEY_MOVES: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

export function bindAccordions(): void {
  document.addEventListener("keydown", (event) => {
    const move = KEY_MOVES[event.key];
    const trigger = move ? closestTarget(event, "[data-accordion-trigger]") : null;
    const accordion = trigger?.closest<HTMLElement>("[data-accordion]");
    if (!move || !trigger || !accordion) return;
    const triggers = Array.from(accordion.querySelectorAll<HTMLElement>("[data-accordion-trigger]"));
    event.preventDefault();
    triggers[move(triggers.indexOf(trigger), triggers.length)]?.focus();
  });
  document.addEventListener("click", (event) => {
    const trigger = closestTarget(event, "[data-accordion-trigger]");
    const accordion = trigger?.closest<HTMLElement>("[data-accordion]");
    if (!trigger || !accordion) return;
    const isOpening = trigger.getAttribute("aria-expanded") !== "true";
    if (isOpening && accordion.dataset.accordion !== "multiple") {
      for (const other of Array.from(accordion.querySelectorAll<HTMLElement>("[data-accordion-trigger]"))) {
        if (other !== trigger && other.getAttribute("aria-expanded") === "true") setOpen(other, false);
      }
    }
    setOpen(trigger, isOpening);
  });
}
