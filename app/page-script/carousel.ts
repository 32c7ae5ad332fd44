import { closestTarget } from "./dom";

// Home page testimonials: one slide at a time that wraps both ways, by the previous and next
// buttons, the dots, the arrow keys and a swipe. Slides the visitor cannot see are hidden from
// screen readers (aria-hidden), as the app's carousel did.

const SWIPE_PX = 40;

function startCarousel(carousel: HTMLElement): void {
  const track = carousel.querySelector<HTMLElement>("[data-carousel-track]");
  const slides = Array.from(carousel.querySelectorAll<HTMLElement>("[data-carousel-slide]"));
  const dots = Array.from(carousel.querySelectorAll<HTMLElement>("[data-carousel-dot]"));
  if (!track || slides.length === 0) return;
  let selected = 0;
  const goTo = (index: number) => {
    selected = (index + slides.length) % slides.length;
    track.style.transform = `translateX(-${selected * 100}%)`;
    slides.forEach((slide, position) => {
      if (position === selected) slide.removeAttribute("aria-hidden");
      else slide.setAttribute("aria-hidden", "true");
    });
    dots.forEach((dot, position) => {
      if (position === selected) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
      const mark = dot.querySelector<HTMLElement>("[data-carousel-mark]");
      mark?.classList.toggle("bg-maple-600", position === selected);
      mark?.classList.toggle("bg-slate-300", position !== selected);
    });
  };
  carousel.addEventListener("click", (event) => {
    const control = closestTarget(event, "[data-carousel-go]");
    if (!control) return;
    const go = control.dataset.carouselGo ?? "";
    goTo(go === "previous" ? selected - 1 : go === "next" ? selected + 1 : Number(go));
  });
  carousel.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    goTo(selected + (event.key === "ArrowLeft" ? -1 : 1));
  });
  let startX: number | null = null;
  track.addEventListener("pointerdown", (event) => (startX = event.clientX));
  track.addEventListener("pointercancel", () => (startX = null));
  track.addEventListener("pointerup", (event) => {
    if (startX === null) return;
    const moved = event.clientX - startX;
    startX = null;
    if (Math.abs(moved) >= SWIPE_PX) goTo(selected + (moved < 0 ? 1 : -1));
  });
}

export function startCarousels(): void {
  document.querySelectorAll<HTMLElement>("[data-carousel]").forEach(startCarousel);
}
