import { CONSENT_WORDINGS } from "../../../core/shared/consent";
import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import {
  comeBackFromForm,
  comeBackRequestSchema,
  currentMonth,
  exampleMonth,
  monthInWords,
} from "../../../core/shared/come-back";
import { describedBy, Field, inputClass } from "../../components/ui/form-field";
import { useLanguage, useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/come-back";

/** What the results page's action answers to the e-mail form (decision 0058). */
export type ComeBackActionData =
  | { kind: "emailSent"; email: string; renewalMonth: string | null }
  | {
      kind: "emailInvalid";
      errors: FieldErrors;
      values: { email: string; renewalMonth: string };
    }
  | { kind: "emailFailed"; values: { email: string; renewalMonth: string } };

type FieldErrors = Partial<Record<"email" | "consent" | "renewalMonth", string>>;

const FIELD_IDS = { email: "come-back-email", renewalMonth: "come-back-month", consent: "come-back-consent" } as const;

/**
 * "E-mail me my quotes" and "Remind me before renewal", under the results (issue 25, part 4): the
 * address, the renewal month (for priced lines) and a consent of its own, never ticked in advance.
 * A plain form post to the results page's action, so it works without JavaScript. The consent's
 * words are those CONSENT_WORDINGS.comeBack stores, drawn in the page's language.
 */
export function ComeBackPanel({
  aggregatorSessionId,
  offersReminder,
  outcome,
  now,
  suggestedMonth = null,
}: {
  aggregatorSessionId: string;
  /** Whether the line is priced (car, home): only then is there a fresh estimate to send before renewal. */
  offersReminder: boolean;
  outcome: ComeBackActionData | undefined;
  /** The server's time when the page was made, so the month's limit is the same on both sides. */
  now: string;
  /** The renewal month the policy analyzer read (decision 0062), offered in the month field; editable. */
  suggestedMonth?: string | null;
}) {
  const t = useTranslate();
  const language = useLanguage();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formData?.get("intent") === "email";
  const today = new Date(now);
  // With JavaScript the form is checked here first, by the same rules, so a mistake is shown at once.
  const [checked, setChecked] = useState<{ errors: FieldErrors; answered: typeof outcome } | null>(null);
  const serverErrors = outcome?.kind === "emailInvalid" ? outcome.errors : {};
  const errors = checked && checked.answered === outcome ? checked.errors : serverErrors;
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const parsed = comeBackRequestSchema(today).safeParse(comeBackFromForm((field) => form.get(field), "this-session"));
    if (parsed.success) {
      setChecked(null);
      return;
    }
    event.preventDefault();
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if (field === "email" || field === "consent" || field === "renewalMonth") found[field] ??= issue.message;
    }
    setChecked({ errors: found, answered: outcome });
    const first = (["email", "renewalMonth", "consent"] as const).find((field) => found[field]);
    if (first) document.getElementById(FIELD_IDS[first])?.focus();
  };
  const hasErrors = Object.keys(errors).length > 0;
  const values =
    outcome && outcome.kind !== "emailSent" ? outcome.values : { email: "", renewalMonth: suggestedMonth ?? "" };
  return (
    <section
      aria-labelledby="come-back-title"
      className="mt-10 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      data-come-back
    >
      <h2 id="come-back-title" className="text-2xl font-bold text-slate-900">
        {t("comeBack.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-slate-700">{t("comeBack.intro")}</p>
      {outcome?.kind === "emailSent" ? (
        <div role="status" className="mt-6 rounded-lg border border-green-200 bg-green-50 p-4 text-green-900">
          <p>{t("comeBack.sent", { email: outcome.email })}</p>
          {outcome.renewalMonth && (
            <p className="mt-1">
              {t("comeBack.sentReminder", { month: monthInWords(outcome.renewalMonth, language) })}
            </p>
          )}
        </div>
      ) : (
        <Form method="post" noValidate preventScrollReset onSubmit={check} className="mt-6 max-w-2xl space-y-5">
          <input type="hidden" name="intent" value="email" />
          <input type="hidden" name="aggregatorSessionId" value={aggregatorSessionId} />
          {hasErrors && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {t("comeBack.fixErrors")}
            </p>
          )}
          {outcome?.kind === "emailFailed" && (
            <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
              {t("comeBack.failed")}
            </p>
          )}
          <Field id="come-back-email" label={t("comeBack.emailLabel")} error={errors.email}>
            <input
              id="come-back-email"
              name="email"
              type="email"
              defaultValue={values.email}
              autoComplete="email"
              maxLength={254}
              aria-invalid={errors.email ? true : undefined}
              aria-describedby={describedBy("come-back-email", { error: errors.email })}
              className={inputClass}
            />
          </Field>
          {offersReminder && (
            <Field
              id="come-back-month"
              label={t("comeBack.renewalLabel")}
              hint={t("comeBack.renewalHint", { example: exampleMonth(today) })}
              error={errors.renewalMonth}
            >
              <input
                id="come-back-month"
                name="renewalMonth"
                type="month"
                min={currentMonth(today)}
                defaultValue={values.renewalMonth}
                placeholder={exampleMonth(today)}
                aria-invalid={errors.renewalMonth ? true : undefined}
                aria-describedby={describedBy("come-back-month", { hint: true, error: errors.renewalMonth })}
                className={`${inputClass} sm:max-w-xs`}
              />
            </Field>
          )}
          <div className="rounded-lg border border-slate-200 p-4">
            <div className="flex items-start gap-3">
              <input
                id="come-back-consent"
                name="consent"
                type="checkbox"
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={describedBy("come-back-consent", { hint: true, error: errors.consent })}
                className="mt-0.5 h-5 w-5 shrink-0 rounded border-slate-400 accent-maple-600"
              />
              <div>
                <label htmlFor="come-back-consent" className="text-slate-900">
                  {t(CONSENT_WORDINGS.comeBack.key, CONSENT_WORDINGS.comeBack.params)}
                </label>
                <p id="come-back-consent-hint" className="mt-1 text-sm text-slate-600">
                  {t("comeBack.consentNote")}
                </p>
                {errors.consent && (
                  <p id="come-back-consent-error" className="mt-1.5 text-sm text-red-700">
                    {errors.consent}
                  </p>
                )}
              </div>
            </div>
          </div>
          <button type="submit" className="button-primary" disabled={sending}>
            {sending ? t("comeBack.sending") : t("comeBack.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
