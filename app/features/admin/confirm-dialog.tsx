import * as AlertDialog from "radix-ui/alert-dialog";
import { useCallback, useRef, useState, type ReactNode } from "react";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/staff";

interface PendingConfirmation {
  message: string;
  confirmLabel: string;
  tone: "danger" | "primary";
}

/**
 * The spec's confirmations ('Are you sure you want to delete this post?') as an accessible Radix
 * alert dialog instead of window.confirm (docs/decisions/0009). `confirm()` resolves true when the
 * user confirms, false when they cancel or press Escape.
 */
export function useConfirmDialog(): {
  confirm: (message: string, options: { confirmLabel: string; tone?: "danger" | "primary" }) => Promise<boolean>;
  dialog: ReactNode;
} {
  const t = useTranslate();
  const [pending, setPending] = useState<PendingConfirmation | null>(null);
  const resolver = useRef<((answer: boolean) => void) | undefined>(undefined);

  const settle = useCallback((answer: boolean) => {
    resolver.current?.(answer);
    resolver.current = undefined;
    setPending(null);
  }, []);

  const confirm = useCallback(
    (message: string, options: { confirmLabel: string; tone?: "danger" | "primary" }) =>
      new Promise<boolean>((resolve) => {
        resolver.current?.(false);
        resolver.current = resolve;
        setPending({ message, confirmLabel: options.confirmLabel, tone: options.tone ?? "primary" });
      }),
    [],
  );

  const dialog = (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && settle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-navy-900/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-xl bg-white p-6 shadow-xl">
          <AlertDialog.Title className="text-lg font-semibold text-navy-900">
            {t("admin.ui.confirm.title")}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-slate-700">{pending?.message}</AlertDialog.Description>
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className="button-secondary">{t("admin.ui.confirm.cancel")}</AlertDialog.Cancel>
            <AlertDialog.Action
              className={
                pending?.tone === "danger"
                  ? "inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-5 py-2.5 text-[15px] font-semibold text-white hover:bg-red-800"
                  : "button-primary"
              }
              onClick={() => settle(true)}
            >
              {pending?.confirmLabel}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );

  return { confirm, dialog };
}
