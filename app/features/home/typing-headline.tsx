import { useEffect, useState } from "react";
import { useTranslate } from "../../i18n/use-translate";
import { nextTypingStep, type TypingState } from "./typing-sequence";
import "../../../core/i18n/messages/home";

/**
 * "Compare [Car|Home|…] Insurance Quotes in 60 Seconds", typing the category names in turn.
 * Screen readers get one stable sentence; the animation is hidden from them and stops (showing the
 * first word) when the visitor prefers reduced motion.
 */
export function TypingHeadline({ words }: { words: readonly string[] }) {
  const t = useTranslate();
  const first = words[0] ?? "";
  const [state, setState] = useState<TypingState>({ wordIndex: 0, length: first.length, phase: "deleting" });
  const [isAnimating, setAnimating] = useState(false);

  useEffect(() => {
    const reduceMotion = window.matchMedia("(prefers-reduced-motion: reduce)");
    if (reduceMotion.matches || words.length === 0) return;
    setAnimating(true);
    let current: TypingState = { wordIndex: 0, length: first.length, phase: "typing" };
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const next = nextTypingStep(current, words);
      timer = setTimeout(() => {
        current = next.state;
        setState(current);
        tick();
      }, next.delayMs);
    };
    tick();
    const stop = () => {
      clearTimeout(timer);
      setAnimating(false);
      setState({ wordIndex: 0, length: first.length, phase: "deleting" });
    };
    reduceMotion.addEventListener("change", stop);
    return () => {
      clearTimeout(timer);
      reduceMotion.removeEventListener("change", stop);
    };
  }, [words, first.length]);

  const typed = (words[state.wordIndex] ?? "").slice(0, state.length);
  return (
    <h1 className="text-4xl font-bold leading-[1.1] tracking-tight text-navy-900 sm:text-5xl lg:text-6xl">
      <span className="sr-only">{t("home.headlineAccessible")}</span>
      {/* One line per block, so the changing word never reflows what follows it. */}
      <span aria-hidden="true" data-testid="typing-headline">
        <span className="block whitespace-nowrap">
          {t("home.headlineBefore")}{" "}
          <span className="text-maple-600" data-typed-word>
            {typed}
          </span>
          <span
            className={`ml-0.5 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] bg-maple-500 ${isAnimating ? "animate-pulse" : "opacity-0"}`}
          />
        </span>
        <span className="block">
          {t("home.headlineAfter")} {t("home.headlineLine2")}
        </span>
      </span>
    </h1>
  );
}
