import { CheckCircle2, CircleAlert } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";

export interface NoticeMessage {
  text: string;
  tone: "success" | "error";
}

const NOTICE_DURATION_MS = 3500;

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

export function Notice({ notice }: { notice: NoticeMessage | null }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-6 z-50 flex justify-center px-4"
    >
      {notice && (
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
      )}
    </div>
  );
}
