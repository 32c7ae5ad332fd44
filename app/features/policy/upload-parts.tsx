import { CircleAlert, Clock, Lock } from "lucide-react";
import { POLICY_UPLOAD } from "../../../core/shared/policy-upload";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/analyzer";

/**
 * The pieces every policy upload shows, on the analyzer page and in the assistant alike (with
 * usePolicyUpload, the one client): what a file input accepts, the consent, the busy and problem
 * notices and the security note. `compact` is the assistant's narrower panel.
 */

/** What a file input offers to pick: the types the analyzer reads. */
export const ACCEPTED_FILES = [...POLICY_UPLOAD.extensions, ...POLICY_UPLOAD.mimeTypes].join(",");

export function PolicyConsent({
  id,
  checked,
  disabled,
  compact = false,
  onChange,
}: {
  id: string;
  checked: boolean;
  disabled?: boolean;
  compact?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const t = useTranslate();
  return (
    <div className={`${compact ? "mt-4" : "mt-5"} flex items-start gap-3`}>
      <input
        id={id}
        name="consent"
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-maple-600"
      />
      <label htmlFor={id} className={`${compact ? "text-sm" : "text-[15px]"} text-slate-800`}>
        {t("analyzer.consent")}
      </label>
    </div>
  );
}

/** A busy server (come back in a moment) and a refused file, each only when there is one. */
export function UploadNotices({
  busy,
  problem,
  compact = false,
}: {
  busy: string | null;
  problem: string | null;
  compact?: boolean;
}) {
  const box = `${compact ? "mt-3 px-3 py-2" : "mt-4 px-4 py-3"} flex items-start gap-2 rounded-lg text-sm font-medium`;
  return (
    <>
      {busy && (
        <p role="status" className={`${box} bg-amber-50 text-amber-900`}>
          <Clock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {busy}
        </p>
      )}
      {problem && (
        <p role="alert" className={`${box} bg-red-50 text-red-800`}>
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {problem}
        </p>
      )}
    </>
  );
}

export function SecurityNote({ text }: { text: string }) {
  return (
    <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
      <Lock aria-hidden="true" className="h-4 w-4 shrink-0" />
      {text}
    </p>
  );
}
