import { TOC_ROOT_MARGIN } from "../features/blog/toc-band";
import { closestTarget } from "./dom";

// A blog post's table of contents (content spec, "Blog post"): the heading that enters the band
// below the header is the current one (aria-current="location", which the styles show), and a click
// scrolls to its heading smoothly (at once for reduced motion) and puts its anchor in the address.

function markCurrent(toc: HTMLElement, id: string): void {
  for (const link of Array.from(toc.querySelectorAll<HTMLAnchorElement>("a[href^='#']"))) {
    if (link.getAttribute("href") === `#${id}`) link.setAttribute("aria-current", "location");
    else link.removeAttribute("aria-current");
  }
}

export function bindTocJumps(): void {
  document.addEventListener("click", (event) => {
    // A click meant for a new tab or window stays the browser's.
    const isPlainClick =
      event instanceof MouseEvent &&
      event.button === 0 &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.shiftKey &&
      !event.altKey;
    if (!isPlainClick) return;
    const link = closestTarget<HTMLAnchorElement>(event, "[data-toc-spy] a[href^='#']");
    const toc = link?.closest<HTMLElement>("[data-toc-spy]");
    if (!link || !toc) return;
    const id = decodeURIComponent(link.getAttribute("href")!.slice(1));
    const target = document.getElementById(id);
    if (!target) return;
    event.preventDefault();
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    target.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
    window.history.pushState(window.history.state, "", `#${id}`);
    markCurrent(toc, id);
  });
}

export function startTocSpy(): void {
  const toc = document.querySelector<HTMLElement>("[data-toc-spy]");
  if (!toc || typeof IntersectionObserver === "undefined") return;
  const headings = Array.from(toc.querySelectorAll<HTMLAnchorElement>("a[href^='#']"))
    .map((link) => document.getElementById(decodeURIComponent(link.getAttribute("href")!.slice(1))))
    .filter((element): element is HTMLElement => element !== null);
  if (headings.length === 0) return;
  // The headings in the band now. The current one is the last of them in the page: the one that
  // entered it. The first would be the heading above, still in the band after a jump to the next
  // one, which is how the previous heading stayed highlighted (issue 24).
  const inBand = new Set<Element>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inBand.add(entry.target);
        else inBand.delete(entry.target);
      }
      const inside = headings.filter((heading) => inBand.has(heading));
      const entered = inside[inside.length - 1];
      if (entered) markCurrent(toc, entered.id);
    },
    { rootMargin: TOC_ROOT_MARGIN },
  );
  headings.forEach((heading) => observer.observe(heading));
}
