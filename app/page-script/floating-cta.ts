import { afterFirstPaint } from "./dom";

// Home page on mobile: the floating call to action appears after 800 px of scrolling (quote-side
// spec, section 9). The server draws it in a <template>; it is in the page only while it shows.

export const FLOATING_CTA_SCROLL_PX = 800;

export function startFloatingCta(): void {
  const template = document.querySelector<HTMLTemplateElement>("template[data-floating-cta]");
  if (!template) return;
  let shown: Element | null = null;
  const update = () => {
    const isVisible = window.scrollY > FLOATING_CTA_SCROLL_PX;
    if (isVisible && !shown) {
      shown = template.content.firstElementChild?.cloneNode(true) as Element | null;
      if (shown) template.after(shown);
    } else if (!isVisible && shown) {
      shown.remove();
      shown = null;
    }
  };
  window.addEventListener("scroll", update, { passive: true });
  // A page opened scrolled down (a reload, the back button) shows it after its first frame.
  afterFirstPaint(update);
}
