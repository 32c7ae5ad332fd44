import { TriangleAlert } from "lucide-react";
import { useDeferredValue, useMemo } from "react";
import { contentWarnings, hasContentWarnings } from "../../../core/content/content-warnings";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/staff";

/**
 * The live yellow 'Content Warnings' box: what publishing will remove from the markdown (content
 * spec, section 5). It uses the very function publishing uses, so the two cannot disagree.
 */
export function ContentWarningsBox({ markdown }: { markdown: string }) {
  const t = useTranslate();
  const deferredMarkdown = useDeferredValue(markdown);
  const warnings = useMemo(() => contentWarnings(deferredMarkdown), [deferredMarkdown]);
  if (!hasContentWarnings(warnings)) return null;
  return (
    <section
      aria-labelledby="content-warnings-title"
      className="rounded-xl border border-yellow-300 bg-yellow-50 p-4 text-yellow-900"
    >
      <h2 id="content-warnings-title" className="flex items-center gap-2 text-base font-semibold text-yellow-900">
        <TriangleAlert aria-hidden="true" className="h-5 w-5" />
        {t("admin.ui.warnings.title")}
      </h2>
      <ul className="mt-2 list-disc space-y-1 pl-6 text-sm">
        {warnings.leadingHeading && <li>{t("admin.ui.warnings.leadingHeading")}</li>}
        {warnings.leadingImage && <li>{t("admin.ui.warnings.leadingImage")}</li>}
        {warnings.ctaMarkers > 0 && (
          <li>
            {t(warnings.ctaMarkers === 1 ? "admin.ui.warnings.ctaMarkersOne" : "admin.ui.warnings.ctaMarkersMany", {
              count: warnings.ctaMarkers,
            })}
          </li>
        )}
        {warnings.extraImages > 0 && <li>{t("admin.ui.warnings.extraImages", { count: warnings.extraImages })}</li>}
      </ul>
    </section>
  );
}
