import { nextTypingStep, type TypingState } from "../features/home/typing-sequence";

// Home page: the headline types the category names in turn at the spec's timings
// (typing-sequence.ts), and stays on the first word for visitors who prefer reduced motion.

export function startTypingHeadline(): void {
  const word = document.querySelector<HTMLElement>("[data-typed-word]");
  const caret = document.querySelector<HTMLElement>("[data-typed-caret]");
  const words = (word?.dataset.words ?? "").split("|").filter(Boolean);
  if (!word || words.length === 0) return;
  const first = words[0] ?? "";
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(timer);
    word.textContent = first;
    caret?.classList.replace("animate-pulse", "opacity-0");
  };
  const start = () => {
    caret?.classList.replace("opacity-0", "animate-pulse");
    let current: TypingState = { wordIndex: 0, length: first.length, phase: "typing" };
    const tick = () => {
      const next = nextTypingStep(current, words);
      timer = setTimeout(() => {
        current = next.state;
        word.textContent = (words[current.wordIndex] ?? "").slice(0, current.length);
        tick();
      }, next.delayMs);
    };
    tick();
  };
  if (!motion.matches) start();
  motion.addEventListener("change", () => (motion.matches ? stop() : start()));
}
