import { useId, useState, type KeyboardEvent, type MouseEvent } from "react";
import { useActionData, useNavigation } from "react-router";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/quote-steps";

/** What the page's action answers to "E-mail me a link" (decision 0062). */
export type ResumeActionData =
  | { kind: "emailResumeSent"; email: string }
  | { kind: "emailResumeInvalid"; error: string; email: string }
  | { kind: "emailResumeFailed"; email: string };

const isResumeAnswer = (value: unknown): value is ResumeActionData =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as { kind?: unknown }).kind === "string" &&
  (value as { kind: string }).kind.startsWith("emailResume");

/**
 * "Finish later on any device", inside the wizard's form so that its button posts every answer
 * (with or without JavaScript): one e-mailed link that opens these answers for 24 hours.
 */
export function ResumeLater() {
  const t = useTranslate();
  const id = useId();
  const answer = useActionData();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "resume";
  const outcome = isResumeAnswer(answer) ? answer : null;
  // With JavaScript an address that cannot be one is said at once, without a request; the server
  // checks every address again (and its domain, in production).
  const [checked, setChecked] = useState<{ error: string | null; answered: unknown } | null>(null);
  const serverError = outcome?.kind === "emailResumeInvalid" ? outcome.error : null;
  const error = checked && checked.answered === answer ? checked.error : serverError;
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const check = (event: MouseEvent<HTMLButtonElement>) => {
    const input = document.getElementById(inputId) as HTMLInputElement | null;
    const value = input?.value.trim() ?? "";
    if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) && value.length <= 254) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    setChecked({ error: t("quoteSteps.resume.emailInvalid"), answered: answer });
    input?.focus();
  };
  // Enter in the address sends the link, not the step's Continue.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    event.currentTarget.form?.querySelector<HTMLButtonElement>('button[value="resume"]')?.click();
  };
  return (
    <details className="mt-6 rounded-xl border border-slate-200 p-4" open={outcome !== null} data-resume-later>
      <summary className="min-h-11 cursor-pointer py-2 font-semibold text-maple-700">
        {t("quoteSteps.resume.title")}
      </summary>
      <p className="mt-2 text-sm text-slate-700">{t("quoteSteps.resume.text")}</p>
      <label htmlFor={inputId} className="mt-4 block text-sm font-medium text-slate-900">
        {t("quoteSteps.resume.emailLabel")}
      </label>
      <input
        id={inputId}
        name="resumeEmail"
        type="email"
        autoComplete="email"
        defaultValue={outcome && outcome.kind !== "emailResumeSent" ? outcome.email : ""}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onKeyDown={onKeyDown}
        className="mt-1 block min-h-11 w-full rounded-lg border border-slate-400 px-3 text-base"
      />
      {error && (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
      <button
        type="submit"
        name="intent"
        value="resume"
        className="button-secondary mt-3"
        disabled={sending}
        onClick={check}
      >
        {t("quoteSteps.resume.send")}
      </button>
      <p role="status" className="mt-2 text-sm text-slate-800">
        {outcome?.kind === "emailResumeSent" ? t("quoteSteps.resume.sent", { email: outcome.email }) : ""}
        {outcome?.kind === "emailResumeFailed" ? t("quoteSteps.resume.failed") : ""}
      </p>
    </details>
  );
}
