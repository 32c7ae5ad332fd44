import { KeyRound } from "lucide-react";
import { useState, type FormEvent } from "react";
import { Form, useNavigation } from "react-router";
import { PRIVACY_RESPONSE_DAYS, privacyRequestSchema } from "../../../core/shared/privacy-request";
import { describedBy, Field, inputClass } from "../../components/ui/form-field";
import { useTranslate } from "../../i18n/use-translate";
import type { PrivacyActionResult, PrivacyChannel, PrivacyField } from "./privacy-action";
import { PrivacyOutcome } from "./privacy-outcome";
import "../../../core/i18n/messages/privacy";

type Kind = "access" | "deletion";

const radioClass = "h-5 w-5 border-slate-400 text-maple-600 focus:ring-maple-600";

const CHANNEL_LABELS = {
  browser: "privacy.form.channelBrowser",
  code: "privacy.form.channelCode",
  email: "privacy.form.channelEmail",
} as const;

/**
 * This browser's privacy code for another device: shown only when its visitor asks (a form post, so
 * it works without JavaScript), never part of the page as first served (ADR 0027).
 */
function PrivacyCodePanel({ code }: { code: string | null }) {
  const t = useTranslate();
  const navigation = useNavigation();
  return (
    <section aria-labelledby="privacy-code-title" className="mt-8 border-t border-slate-200 pt-6">
      <h3 id="privacy-code-title" className="text-lg font-semibold text-navy-900">
        {t("privacy.code.title")}
      </h3>
      <p className="mt-1 text-sm text-slate-700">{t("privacy.code.intro")}</p>
      {code ? (
        <div role="status" className="mt-3">
          <p className="text-sm font-semibold text-slate-800">{t("privacy.code.label")}</p>
          <p className="mt-1 font-mono text-xl tracking-wider text-slate-900" data-testid="privacy-code">
            {code}
          </p>
          <p className="mt-1 text-sm text-slate-600">{t("privacy.code.note")}</p>
        </div>
      ) : (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="show-code" />
          <button type="submit" className="button-secondary" disabled={navigation.state === "submitting"}>
            <KeyRound aria-hidden="true" className="h-4 w-4" />
            {t("privacy.code.show")}
          </button>
        </Form>
      )}
    </section>
  );
}

/**
 * The visitor's request: what (a copy or deletion) and how we find the data: the quotes and chats
 * made in this browser (when it holds a privacy key), the privacy code from that browser, or an
 * e-mail address.
 */
export function PrivacyRequestForm({
  result,
  hasBrowserKey,
}: {
  result: PrivacyActionResult | undefined;
  hasBrowserKey: boolean;
}) {
  const t = useTranslate();
  const navigation = useNavigation();
  const channels: readonly PrivacyChannel[] = hasBrowserKey ? ["browser", "code", "email"] : ["code", "email"];
  // After a refusal without JavaScript the page is rendered again with what was chosen and typed.
  const values = result && "values" in result ? result.values : {};
  const [kind, setKind] = useState<Kind>(values.kind === "deletion" ? "deletion" : "access");
  const [channel, setChannel] = useState<PrivacyChannel>(
    channels.find((value) => value === values.channel) ?? channels[0] ?? "code",
  );
  const isSending = navigation.state === "submitting";
  const [clientErrors, setClientErrors] = useState<Partial<Record<PrivacyField, string>> | null>(null);
  const errors = clientErrors ?? (result?.status === "invalid" ? result.errors : {});
  const needsAcknowledgement = kind === "deletion" && channel !== "email";

  // The same checks as the service, before anything is sent.
  const check = (event: FormEvent<HTMLFormElement>) => {
    const form = new FormData(event.currentTarget);
    const found: Partial<Record<PrivacyField, string>> = {};
    const subject = channel === "browser" ? { thisBrowser: true } : { [channel]: String(form.get(channel) ?? "") };
    const parsed = privacyRequestSchema.safeParse({ kind, ...subject });
    if (!parsed.success) found[channel === "email" ? "email" : "code"] = parsed.error.issues[0]?.message ?? "";
    if (needsAcknowledgement && form.get("confirm") !== "yes") {
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
            {channels.map((value) => (
              <label key={value} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="radio"
                  name="channel"
                  value={value}
                  checked={channel === value}
                  onChange={() => setChannel(value)}
                  className={radioClass}
                />
                {t(CHANNEL_LABELS[value])}
              </label>
            ))}
          </div>
        </fieldset>
        {channel === "browser" && <p className="text-sm text-slate-600">{t("privacy.form.browserHint")}</p>}
        {channel === "code" && (
          <Field
            id="privacy-code-input"
            label={t("privacy.form.codeLabel")}
            hint={t("privacy.form.codeHint")}
            error={errors.code}
          >
            <input
              id="privacy-code-input"
              name="code"
              defaultValue={values.code}
              autoComplete="off"
              spellCheck={false}
              required
              maxLength={64}
              aria-invalid={errors.code ? true : undefined}
              aria-describedby={describedBy("privacy-code-input", { hint: true, error: errors.code })}
              className={`${inputClass} font-mono`}
            />
          </Field>
        )}
        {channel === "email" && (
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
        {needsAcknowledgement && (
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
      {hasBrowserKey && <PrivacyCodePanel code={result?.status === "code" ? result.code : null} />}
    </>
  );
}
