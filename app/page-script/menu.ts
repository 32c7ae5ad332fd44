import { closestTarget } from "./dom";

// The site header's mobile menu (quote-side spec, "Shared navigation"): the button opens and closes
// it, and choosing a link closes it. The header is drawn by React without state on every page.

function setOpen(toggle: HTMLElement, isOpen: boolean): void {
  const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
  toggle.setAttribute("aria-expanded", String(isOpen));
  toggle.dataset.state = isOpen ? "open" : "closed";
  toggle.setAttribute("aria-label", (isOpen ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? "");
  for (const icon of Array.from(toggle.querySelectorAll<SVGElement>("[data-menu-icon]"))) {
    icon.style.display = (icon.dataset.menuIcon === "open") === isOpen ? "" : "none";
  }
  if (panel) panel.hidden = !isOpen;
}

export function bindMenu(): void {
  document.addEventListener("click", (event) => {
    const toggle = closestTarget(event, "[data-menu-toggle]");
    if (toggle) {
      setOpen(toggle, toggle.getAttribute("aria-expanded") !== "true");
      return;
    }
    const link = closestTarget(event, "[data-menu-panel] a");
    const panel = link?.closest<HTMLElement>("[data-menu-panel]");
    const owner = panel ? document.querySelector<HTMLElement>(`[aria-controls="${panel.id}"]`) : null;
    if (owner) setOpen(owner, false);
  });
}
