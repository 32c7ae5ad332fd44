import { closestTarget } from "./dom";

// FAQ accordions (content spec): a question's button shows or hides its answer. In a single
// accordion at most one answer is open: opening one closes the other, pressing the open one closes
// it; `data-accordion="multiple"` lets several stay open (the /faq page). The server draws every
// answer in the page, hidden, so a search engine and the browser's find both see them.

function setOpen(trigger: HTMLElement, isOpen: boolean): void {
  const panel = document.getElementById(trigger.getAttribute("aria-controls") ?? "");
  trigger.setAttribute("aria-expanded", String(isOpen));
  trigger.dataset.state = isOpen ? "open" : "closed";
  if (panel) {
    panel.hidden = !isOpen;
    panel.dataset.state = trigger.dataset.state;
  }
}

export function bindAccordions(): void {
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
