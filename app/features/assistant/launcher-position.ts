// Where the concierge's closed button sits (quote-side spec, section 9): on the home page it rises
// once the visitor has scrolled 1.5 viewport heights. Plain functions, shared by the app's button
// (assistant-launcher.tsx) and the page script's (app/page-script/assistant.ts).

export const RAISE_AFTER_VIEWPORTS = 1.5;

/** Whether the button is raised at this scroll position (home page only; callers decide that). */
export function isRaisedAt(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight * RAISE_AFTER_VIEWPORTS;
}

/** The button's position classes, resting or raised. */
export function launcherPosition(isRaised: boolean): string {
  return isRaised ? "bottom-24" : "bottom-4 sm:bottom-6";
}
