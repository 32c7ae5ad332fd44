import { useEffect, useState } from "react";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/blog";
import { scrollProgress } from "./scroll-progress";

export function ReadingProgress() {
  const t = useTranslate();
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setProgress(scrollProgress(window.scrollY, document.documentElement.scrollHeight, window.innerHeight)),
      );
    };
    update();
    window.addEventListener("scroll", update, { passive: true });
    window.addEventListener("resize", update);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  return (
    <div
      role="progressbar"
      aria-label={t("blog.readingProgress")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
    >
      <div className="h-full bg-maple-500" style={{ width: `${progress}%` }} />
    </div>
  );
}
