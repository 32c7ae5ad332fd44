/** The element an event happened on or inside that matches `selector`, if any. */
export function closestTarget<T extends Element = HTMLElement>(event: Event, selector: string): T | null {
  const target = event.target;
  return target instanceof Element ? (target.closest(selector) as T | null) : null;
}

/** Runs `run` once the document has been parsed (at once if it has). */
export function whenParsed(run: () => void): void {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", run, { once: true });
  else run();
}

/** Runs each behaviour apart: one that throws (an old browser) leaves the others working. */
export function each(steps: (() => void)[]): void {
  for (const step of steps) {
    try {
      step();
    } catch (error) {
      console.warn("A page behaviour did not start.", error);
    }
  }
}

/**
 * Runs `run` in a task of its own once the page has been drawn. A behaviour that reads the layout
 * (the scroll position) when the document is parsed forces the browser to lay the page out inside
 * the parsing task, one long task where there would be two short ones; the first frame lays it out
 * anyway. The server draws every such element as it is at the top of the page.
 */
export function afterFirstPaint(run: () => void): void {
  requestAnimationFrame(() => setTimeout(run, 0));
}
