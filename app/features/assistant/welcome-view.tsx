import { Car, ChevronRight, FileSearch, Mail, MessageSquare, type LucideIcon } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/widget";

/** Quote-side spec, section 3 "Quick action". */
export const QUICK_ACTIONS = ["start_quote_flow", "switch_to_chat", "contact_us", "open_policy_analyzer"] as const;
export type QuickAction = (typeof QUICK_ACTIONS)[number];

const ICONS: Record<QuickAction, LucideIcon> = {
  start_quote_flow: Car,
  switch_to_chat: MessageSquare,
  contact_us: Mail,
  open_policy_analyzer: FileSearch,
};

const LABELS = {
  start_quote_flow: ["widget.action.start_quote_flow", "widget.action.start_quote_flow.hint"],
  switch_to_chat: ["widget.action.switch_to_chat", "widget.action.switch_to_chat.hint"],
  contact_us: ["widget.action.contact_us", "widget.action.contact_us.hint"],
  open_policy_analyzer: ["widget.action.open_policy_analyzer", "widget.action.open_policy_analyzer.hint"],
} as const;

export function WelcomeView({
  hasSession,
  onAction,
  onStartNew,
  onResume,
}: {
  hasSession: boolean;
  onAction: (action: QuickAction) => void;
  onStartNew: () => void;
  onResume: () => void;
}) {
  const t = useTranslate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (headingRef.current && headingRef.current.closest("[hidden]") === null) headingRef.current.focus();
  }, []);
  return (
    <div className="flex flex-1 flex-col overflow-y-auto">
      <div className="flex-1 p-5">
        <h3 ref={headingRef} tabIndex={-1} className="text-lg font-semibold outline-none">
          {t("widget.welcome.greeting")}
        </h3>
        <p className="mt-1 text-slate-700">{t("widget.welcome.intro")}</p>
        <ul aria-label={t("widget.welcome.actionsLabel")} className="mt-4 space-y-2.5">
          {QUICK_ACTIONS.map((action) => {
            const Icon = ICONS[action];
            const [label, hint] = LABELS[action];
            return (
              <li key={action}>
                <button
                  type="button"
                  onClick={() => onAction(action)}
                  data-action={action}
                  className="flex w-full items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-left transition-colors duration-150 hover:border-maple-300 hover:bg-maple-50 motion-reduce:transition-none"
                >
                  <span
                    aria-hidden="true"
                    className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-maple-50 text-maple-700"
                  >
                    <Icon className="h-5 w-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-slate-900">{t(label)}</span>
                    <span className="block text-sm text-slate-600">{t(hint)}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="h-5 w-5 shrink-0 text-slate-500" />
                </button>
              </li>
            );
          })}
        </ul>
        {hasSession && (
          <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
            <button
              type="button"
              onClick={onResume}
              className="font-medium text-maple-700 underline underline-offset-2"
            >
              {t("widget.welcome.resume")}
            </button>
            <button
              type="button"
              onClick={onStartNew}
              className="font-medium text-maple-700 underline underline-offset-2"
            >
              {t("widget.welcome.startNew")}
            </button>
          </div>
        )}
      </div>
      <p className="border-t border-slate-200 px-5 py-3 text-center text-sm text-slate-600">
        {t("widget.welcome.footer")}
      </p>
    </div>
  );
}
