import { CircleAlert, KeyRound, LockKeyhole } from "lucide-react";
import { useState, type InputHTMLAttributes } from "react";
import { Form } from "react-router";
import { Field, inputClass } from "../../components/ui/form-field";
import { useTranslate } from "../../i18n/use-translate";
import "../../../core/i18n/messages/staff";

const ERROR_ID = "login-error";

function LoginError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <p
      id={ERROR_ID}
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <span>{error}</span>
    </p>
  );
}

/** A required sign-in field (`login-email`, `login-password`) that points at the form's error, when shown. */
function LoginInput({
  field,
  hasError,
  ...inputProps
}: InputHTMLAttributes<HTMLInputElement> & { field: "email" | "password"; hasError: boolean }) {
  const t = useTranslate();
  const id = `login-${field}`;
  return (
    <Field id={id} label={t(`admin.login.${field}`)}>
      <input
        id={id}
        name={field}
        type={field}
        required
        {...inputProps}
        className={inputClass}
        aria-invalid={hasError ? true : undefined}
        aria-describedby={hasError ? ERROR_ID : undefined}
      />
    </Field>
  );
}

/**
 * Staff sign-in. Plain named inputs with the autocomplete hints password managers look for; the
 * browser checks the required fields, the server checks the rest and answers with one message for
 * an unknown e-mail and a wrong password alike.
 */
export function LoginForm({ error, email }: { error: string | null; email: string }) {
  const t = useTranslate();
  // With JavaScript the button says the form is on its way; the browser posts the form either way.
  const [isSubmitting, setSubmitting] = useState(false);
  return (
    // A plain form post to the page's own action, with or without JavaScript: one way to sign in,
    // sharing the API's limits, messages and log (server/http/staff-sign-in.ts).
    <Form
      method="post"
      reloadDocument
      onSubmit={() => setSubmitting(true)}
      className="mt-8 space-y-5"
      aria-describedby={error ? ERROR_ID : undefined}
    >
      <input type="hidden" name="intent" value="password" />
      <LoginError error={error} />
      <LoginInput
        field="email"
        hasError={Boolean(error)}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        inputMode="email"
        maxLength={254}
        defaultValue={email}
      />
      <LoginInput
        field="password"
        hasError={Boolean(error)}
        autoComplete="current-password"
        maxLength={1024}
        // After a refusal the page comes back with the e-mail kept: the password is next to type.
        autoFocus={Boolean(error)}
      />
      <button type="submit" className="button-primary w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        <LockKeyhole aria-hidden="true" className="h-4 w-4" />
        {isSubmitting ? t("admin.login.submitting") : t("admin.login.submit")}
      </button>
    </Form>
  );
}

/**
 * The second step (decision 0053): the code from the authenticator app, or a recovery code, for the
 * session a right password made. "Start over" ends that session and shows the password form again.
 */
export function CodeForm({ error }: { error: string | null }) {
  const t = useTranslate();
  const [isSubmitting, setSubmitting] = useState(false);
  const hintId = "login-code-hint";
  return (
    <div className="mt-8 space-y-5">
      <Form
        method="post"
        reloadDocument
        onSubmit={() => setSubmitting(true)}
        className="space-y-5"
        aria-describedby={error ? ERROR_ID : undefined}
      >
        <input type="hidden" name="intent" value="code" />
        <LoginError error={error} />
        <Field id="login-code" label={t("admin.login.code")}>
          <input
            id="login-code"
            name="code"
            type="text"
            required
            autoFocus
            autoComplete="one-time-code"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={40}
            className={inputClass}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${ERROR_ID} ${hintId}` : hintId}
          />
        </Field>
        <p id={hintId} className="-mt-3 text-sm text-slate-600">
          {t("admin.login.codeHint")}
        </p>
        <button type="submit" className="button-primary w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
          <KeyRound aria-hidden="true" className="h-4 w-4" />
          {isSubmitting ? t("admin.login.verifying") : t("admin.login.verify")}
        </button>
      </Form>
      <Form method="post" reloadDocument>
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="button-secondary w-full">
          {t("admin.login.startOver")}
        </button>
      </Form>
    </div>
  );
}
