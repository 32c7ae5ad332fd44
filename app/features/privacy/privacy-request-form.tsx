import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { PRIVACY_RESPONSE_DAYS, privacyRequestSchema } from "../../../core/shared/privacy-request";
import { describedBy, Field, inputClass } from "../../components/ui/form-field";
import { useTranslate } from "../../i18n/use-translate";
import type { PrivacyActionResult, PrivacyField } from "./privacy-action";
import { PrivacyOutcome } from "./privacy-outcome";
import "../../../core/i18n/messages/privacy";

type Kind = "access" | "deletion";
type Channel = "reference" | "email";

const radioClass = "h-5 w-5 border-slate-400 text-maple-600 focus:ring-maple-600";

/** The visitor's request: what (a copy or deletion) and how we find the data (reference or e-mail). */
export function PrivacyRequestForm({
  result,
  defaultReference = "",
}: {
  result: PrivacyActionResult | undefined;
  defaultReference?: string;
}) {
  const t = useTranslate();
  const navigation = useNavigation();
  // After a refusal without JavaScript the page is rendered again with what was chosen and typed.
  const values = result && "values" in result ? result.values : {};
  const [kind, setKind] = useState<Kind>(values.kind === "deletion" ? "deletion" : "access");
  const [channel, setChannel] = useState<Channel>(values.channel === "email" ? "email" : "reference");
  const isSending = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<Partial<Record<PrivacyField, string>> | null>(null);
  const errors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});

  // The same checks as the action, before anything is sent.
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found: Partial<Record<PrivacyField, string>> = {};
    const parsed = privacyRequestSchema.safeParse({ kind, [channel]: String(form.get(channel) ?? "") });
    if (!parsed.success) found[channel] = parsed.error.issues[0]?.message ?? "";
    if (kind === "deletion" && channel === "reference" && form.get("confirm") !== "yes") {
      found.confirm = t("privacy.error.confirm");
    }
    if (Object.keys(found).length > 0) {
      event.preventDefault();
      setClientErrors(found);
    } else {
      setClientErrors(null);
    }
  };

  if (
    result &&
    (result.status === "exported" || result.status === "deleted" || result.status === "awaiting_confirmation")
  ) {
    return <PrivacyOutcome result={result} />;
  }

  const submitLabel =
    channel === "email"
      ? t("privacy.form.submitEmail")
      : kind === "access"
        ? t("privacy.form.submitAccess")
        : t("privacy.form.submitDeletion");

  return (
    <>
      <h2 id="privacy-form-title" className="text-2xl font-bold">
        {t("privacy.form.title")}
      </h2>
      {result?.status === "limited" && !clientErrors && (
        <p role="alert" className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t("privacy.error.rateLimited", { minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)) })}
        </p>
      )}
      {result?.status === "error" && !clientErrors && (
        <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {result.message}
        </p>
      )}
      {Object.keys(errors).length > 0 && (
        <p role="alert" className="mt-4 text-sm font-medium text-red-700">
          {t("privacy.form.fixErrors")}
        </p>
      )}
      <Form method="post" noValidate onSubmit={check} className="mt-6 space-y-6">
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t("privacy.form.kindLegend")}</legend>
          <div className="mt-2 space-y-2">
            {(["access", "deletion"] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="radio"
                  name="kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  className={radioClass}
                />
                {value === "access" ? t("privacy.form.kindAccess") : t("privacy.form.kindDeletion")}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t("privacy.form.channelLegend")}</legend>
          <div className="mt-2 space-y-2">
            {(["reference", "email"] as const).map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="radio"
                  name="channel"
                  value={value}
                  checked={channel === value}
                  onChange={() => setChannel(value)}
                  className={radioClass}
                />
                {value === "reference" ? t("privacy.form.channelReference") : t("privacy.form.channelEmail")}
              </label>
            ))}
          </div>
        </fieldset>
        {channel === "reference" ? (
          <Field
            id="privacy-reference"
            label={t("privacy.form.referenceLabel")}
            hint={t("privacy.form.referenceHint")}
            error={errors.reference}
          >
            <input
              id="privacy-reference"
              name="reference"
              defaultValue={values.reference ?? defaultReference}
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={100}
              aria-invalid={errors.reference ? true : undefined}
              aria-describedby={describedBy("privacy-reference", { hint: true, error: errors.reference })}
              className={`${inputClass} font-mono`}
            />
          </Field>
        ) : (
          <Field
            id="privacy-email"
            label={t("privacy.form.emailLabel")}
            hint={t("privacy.form.emailHint")}
            error={errors.email}
          >
            <input
              id="privacy-email"
              name="email"
              type="email"
              defaultValue={values.email}
              autoComplete="email"
              required
              maxLength={254}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy("privacy-email", { hint: true, error: errors.email })}
              className={inputClass}
            />
          </Field>
        )}
        {kind === "deletion" && channel === "reference" && (
          <div>
            <label className="flex items-start gap-3 text-slate-800">
              <input
                type="checkbox"
                name="confirm"
                value="yes"
                required
                aria-invalid={errors.confirm ? true : undefined}
                aria-describedby={errors.confirm ? "privacy-confirm-error" : undefined}
                className="mt-1 h-5 w-5 rounded border-slate-400 text-maple-600 focus:ring-maple-600"
              />
              {t("privacy.form.confirmDeletion")}
            </label>
            {errors.confirm && (
              <p id="privacy-confirm-error" className="mt-1.5 text-sm text-red-700">
                {errors.confirm}
              </p>
            )}
          </div>
        )}
        <button type="submit" className="button-primary" disabled={isSending}>
          {submitLabel}
        </button>
        <p className="text-sm text-slate-600">{t("privacy.form.deadline", { days: PRIVACY_RESPONSE_DAYS })}</p>
      </Form>
    </>
  );
}
