import { Info, Lightbulb, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import type { CalloutType } from "../../../core/content/shortcodes";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/shell";

const STYLES: Record<
  CalloutType,
  {
    box: string;
    icon: typeof Info;
    titleKey: "content.calloutNote" | "content.calloutTip" | "content.calloutDisclaimer";
  }
> = {
  note: { box: "border-sky-200 bg-sky-50", icon: Info, titleKey: "content.calloutNote" },
  tip: { box: "border-emerald-200 bg-emerald-50", icon: Lightbulb, titleKey: "content.calloutTip" },
  warning: { box: "border-amber-200 bg-amber-50", icon: TriangleAlert, titleKey: "content.calloutDisclaimer" },
};

/** Note, Tip and Disclaimer boxes (a "warning" callout is titled Disclaimer, as the spec says). */
export function Callout({ type, children }: { type: CalloutType; children: ReactNode }) {
  const t = useTranslate();
  const style = STYLES[type];
  const Icon = style.icon;
  return (
    <aside className={`callout not-prose my-6 rounded-xl border p-5 ${style.box}`} aria-label={t(style.titleKey)}>
      <p className="flex items-center gap-2 font-semibold text-navy-900">
        <Icon aria-hidden="true" className="h-5 w-5 shrink-0" />
        {t(style.titleKey)}
      </p>
      <div className="callout-body mt-2 space-y-3 text-[16px] leading-relaxed text-slate-800">{children}</div>
    </aside>
  );
}
