import { CheckCircle2, CircleAlert } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { NOTICE_DURATION_MS } from "./notice-duration";

export interface NoticeMessage {
  text: string;
  tone: "success" | "error";
}

/**
 * Where the spec says "alert", we show this accessible notice instead of window.alert: the same
 * text, announced by screen readers, without blocking the page (docs/decisions/0009).
 */
export function useNotice() {
  const [notice, setNotice] = useState<NoticeMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback((text: string, tone: NoticeMessage["tone"] = "success") => {
    clearTimeout(timer.current);
    setNotice({ text, tone });
    timer.current = setTimeout(() => setNotice(null), NOTICE_DURATION_MS);
  }, []);
  return { notice, show };
}

const NOTICE_REGION_CLASS = "pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4";

function NoticeBody({ notice }: { notice: NoticeMessage }) {
  return (
    <p
      className={`pointer-events-auto flex items-center gap-2 rounded-lg px-4 py-3 text-sm font-medium text-white shadow-lg ${
        notice.tone === "success" ? "bg-navy-900" : "bg-red-700"
      }`}
    >
      {notice.tone === "success" ? (
        <CheckCircle2 aria-hidden="true" className="h-5 w-5 text-green-400" />
      ) : (
        <CircleAlert aria-hidden="true" className="h-5 w-5" />
      )}
      {notice.text}
    </p>
  );
}

export function Notice({ notice }: { notice: NoticeMessage | null }) {
  return (
    <div role="status" aria-live="polite" className={NOTICE_REGION_CLASS}>
      {notice && <NoticeBody notice={notice} />}
    </div>
  );
}

/**
 * The same notice on a page that does not hydrate (decision 0032): an empty live region and each
 * message ready in a template; the page script shows one for NOTICE_DURATION_MS. `name` ties the
 * region to the control that announces it.
 */
export function StaticNotice({ name, messages }: { name: string; messages: Record<string, NoticeMessage> }) {
  return (
    <>
      <div role="status" aria-live="polite" className={NOTICE_REGION_CLASS} data-notice={name} />
      {Object.entries(messages).map(([key, message]) => (
        <template key={key} data-notice-message={`${name}:${key}`}>
          <NoticeBody notice={message} />
        </template>
      ))}
    </>
  );
}
