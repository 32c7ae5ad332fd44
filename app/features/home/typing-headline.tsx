import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/home";

/**
 * "Compare [Car|Home|…] Insurance Quotes in 60 Seconds", typing the category names in turn (the
 * page script does it, app/page-script/typing-headline.ts, at typing-sequence.ts's timings).
 * Screen readers get one stable sentence; the animation is hidden from them and stops (showing the
 * first word) when the visitor prefers reduced motion.
 */
export function TypingHeadline({ words }: { words: readonly string[] }) {
  const t = useTranslate();
  return (
    <h1 className="text-4xl font-bold leading-[1.1] tracking-tight text-navy-900 sm:text-5xl lg:text-6xl">
      <span className="sr-only">{t("home.headlineAccessible")}</span>
      {/* One line per block, so the changing word never reflows what follows it. */}
      <span aria-hidden="true" data-testid="typing-headline">
        <span className="block whitespace-nowrap">
          {t("home.headlineBefore")}{" "}
          <span className="text-maple-600" data-typed-word="" data-words={words.join("|")}>
            {words[0] ?? ""}
          </span>
          <span
            data-typed-caret=""
            className="ml-0.5 inline-block h-[0.9em] w-[3px] translate-y-[0.1em] bg-maple-500 opacity-0"
          />
        </span>
        <span className="block">
          {t("home.headlineAfter")} {t("home.headlineLine2")}
        </span>
      </span>
    </h1>
  );
}
