import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/blog";

/** The bar at the top of a post; the page script (reading-progress.ts) follows the scroll. */
export function ReadingProgress() {
  const t = useTranslate();
  return (
    <div
      role="progressbar"
      aria-label={t("blog.readingProgress")}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={0}
      data-reading-progress=""
      className="fixed inset-x-0 top-0 z-50 h-1 bg-transparent"
    >
      <div className="h-full w-0 bg-maple-500" />
    </div>
  );
}
