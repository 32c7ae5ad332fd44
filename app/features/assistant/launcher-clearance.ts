import { useLayoutEffect, useState, type RefObject } from "react";

// The concierge's floating button never covers a form (issue 24, decision 0049): it steps aside while a
// form lies under where it rests, and on a phone while a form field has focus (app.css). Pressing Tab
// onto it, or reaching the room left for it at the bottom of every page, brings it back. The pill of a
// minimized conversation stays in sight over a form, but steps aside while one of the form's controls
// lies under it (decision 0069: it covered a review "Edit" button on a phone).

/** What the closed button keeps clear of: every form of the page. */
export const FORMS = "main form";

/**
 * What the minimized conversation's pill keeps clear of: whatever the visitor presses or types in a
 * form of the page (over a page's text and links it stays in sight, to be restored with one tap).
 */
export const CONTROLS =
  "main form :is(a[href], button, input:not([type=hidden]), select, textarea, summary, label, [role=button])";

/** How far from the button a form must stay, in CSS pixels. */
const CLEARANCE_PX = 8;

/**
 * Whether something of the page (`targets`, a selector) lies under where this floating button rests.
 * Measured where it rests, not where it is drawn, so stepping aside (a transform) does not change the
 * answer.
 */
export function coversPage(floating: HTMLElement, targets: string): boolean {
  const style = getComputedStyle(floating);
  const viewport = document.documentElement;
  const right = viewport.clientWidth - parseFloat(style.right);
  const bottom = viewport.clientHeight - parseFloat(style.bottom);
  const left = right - floating.offsetWidth;
  const top = bottom - floating.offsetHeight;
  return [...document.querySelectorAll(targets)].some((target) => {
    const box = target.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return false;
    return (
      box.left < right + CLEARANCE_PX &&
      box.right > left - CLEARANCE_PX &&
      box.top < bottom + CLEARANCE_PX &&
      box.bottom > top - CLEARANCE_PX
    );
  });
}

/**
 * Whether the floating button should step aside now: checked once a frame at most, on scroll, on a
 * resize and when the page's content changes size (a wizard step, a summary drawn).
 */
export function useStepsAside(floating: RefObject<HTMLElement | null>, targets: string = FORMS): boolean {
  const [isTucked, setTucked] = useState(false);
  // Before the first paint, so a button drawn over a form is not seen moving away.
  useLayoutEffect(() => {
    const element = floating.current;
    if (!element) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      setTucked(coversPage(element, targets));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule, { passive: true });
    const resized = new ResizeObserver(schedule);
    resized.observe(document.body);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      resized.disconnect();
    };
  }, [floating, targets]);
  return isTucked;
}
