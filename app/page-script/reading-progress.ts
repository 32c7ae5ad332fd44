import { scrollProgress } from "../features/blog/scroll-progress";

// A blog post's reading-progress bar (content spec, "Blog post"): its width and aria-valuenow follow
// the share of the page scrolled, once a frame at most.

export function startReadingProgress(): void {
  const bar = document.querySelector<HTMLElement>("[data-reading-progress]");
  const fill = bar?.firstElementChild as HTMLElement | null | undefined;
  if (!bar || !fill) return;
  let frame = 0;
  const draw = () => {
    const progress = scrollProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight);
    fill.style.width = `${progress}%`;
    bar.setAttribute("aria-valuenow", String(Math.round(progress)));
  };
  const update = () => {
    cancelAnimationFrame(frame);
    frame = requestAnimationFrame(draw);
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
  window.addEventListener("resize", update);
}
