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
