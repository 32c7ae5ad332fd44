import { CheckCircle2, Download, MailCheck } from "lucide-react";
import { useEffect, useMemo, useRef } from "react";
import { useTranslate } from "../../i18n/use-translate";
import type { PrivacyActionResult } from "./privacy-action";
import "../../../core/i18n/messages/privacy";

type Done = Extract<PrivacyActionResult, { status: "exported" | "deleted" | "awaiting_confirmation" }>;

/** The file link for an export: a data: URL, so it also works without JavaScript. */
function useExportHref(json: string): string {
  return useMemo(() => `data:application/json;charset=utf-8,${encodeURIComponent(json)}`, [json]);
}

function ExportReady({ result }: { result: Extract<Done, { status: "exported" }> }) {
  const t = useTranslate();
  const href = useExportHref(result.json);
  const link = useRef<HTMLAnchorElement>(null);
  // With JavaScript the download starts by itself once; the link stays for another copy.
  useEffect(() => {
    link.current?.click();
  }, [href]);
  return (
    <>
      <h2 className="mt-4 text-2xl font-bold">{t("privacy.outcome.exportedTitle")}</h2>
      <p className="mt-2 max-w-lg text-slate-700">{t("privacy.outcome.exportedText")}</p>
      <a ref={link} href={href} download={result.fileName} className="button-primary mt-6">
        <Download aria-hidden="true" className="h-4 w-4" />
        {t("privacy.outcome.download", { file: result.fileName })}
      </a>
      <p className="mt-4 text-sm text-slate-600">{t("privacy.outcome.requestNumber", { id: result.requestId })}</p>
    </>
  );
}

/** What happened after a request: the download, the deletion (with counts), or "check your inbox". */
export function PrivacyOutcome({ result }: { result: Done }) {
  const t = useTranslate();
  return (
    <div role="status" className="flex flex-col items-center py-6 text-center" data-testid="privacy-outcome">
      {result.status === "awaiting_confirmation" ? (
        <MailCheck aria-hidden="true" className="h-12 w-12 text-green-700" />
      ) : (
        <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-green-700" />
      )}
      {result.status === "exported" && <ExportReady result={result} />}
      {result.status === "deleted" && (
        <>
          <h2 className="mt-4 text-2xl font-bold">{t("privacy.outcome.deletedTitle")}</h2>
          <p className="mt-2 max-w-lg text-slate-700">
            {t("privacy.outcome.deletedText", {
              sessions: result.deleted.quote_sessions + result.deleted.chat_sessions,
              messages: result.deleted.chat_messages + result.deleted.contact_messages,
              events: result.deleted.analytics_events,
            })}
          </p>
          {result.deleted.consent_records_kept > 0 && (
            <p className="mt-2 max-w-lg text-slate-700">
              {t("privacy.outcome.consentKept", { count: result.deleted.consent_records_kept })}
            </p>
          )}
          <p className="mt-4 text-sm text-slate-600">{t("privacy.outcome.requestNumber", { id: result.requestId })}</p>
        </>
      )}
      {result.status === "awaiting_confirmation" && (
        <>
          <h2 className="mt-4 text-2xl font-bold">{t("privacy.outcome.checkInboxTitle")}</h2>
          <p className="mt-2 max-w-lg text-slate-700">{t("privacy.outcome.checkInboxText")}</p>
        </>
      )}
    </div>
  );
}
