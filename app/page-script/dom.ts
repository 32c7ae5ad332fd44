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
