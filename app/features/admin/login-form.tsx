import { CircleAlert, LockKeyhole } from "lucide-react";
import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { Field, inputClass } from "../../components/ui/form-field";
import { API } from "../../../core/shared/api/endpoints";
import { useTranslate } from "../../i18n/use-translate";
import { callApi } from "../../lib/api-client";
import "../../../core/i18n/messages/staff";

const AFTER_LOGIN_PATH = "/admin/blog";

/**
 * Staff sign-in. Plain named inputs with the autocomplete hints password managers look for; the
 * browser checks the required fields, the server checks the rest and answers with one message for
 * an unknown e-mail and a wrong password alike.
 */
export function LoginForm() {
  const t = useTranslate();
  const navigate = useNavigate();
  const [isSubmitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setError(null);
    const answer = await callApi(API.staffLogin, {
      email: String(form.get("email") ?? ""),
      password: String(form.get("password") ?? ""),
    });
    if (answer.ok) {
      await navigate(AFTER_LOGIN_PATH, { replace: true });
      return;
    }
    // The first field problem when the server names one, else its message.
    const message = Object.values(answer.fields)[0] ?? answer.message;
    setError(message || t("admin.login.failed"));
    setSubmitting(false);
  };

  return (
    <form
      method="post"
      onSubmit={submit}
      className="mt-8 space-y-5"
      aria-describedby={error ? "login-error" : undefined}
    >
      {error && (
        <p
          id="login-error"
          role="alert"
          className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span>{error}</span>
        </p>
      )}
      <Field id="login-email" label={t("admin.login.email")}>
        <input
          id="login-email"
          name="email"
          type="email"
          required
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          inputMode="email"
          maxLength={254}
          className={inputClass}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <Field id="login-password" label={t("admin.login.password")}>
        <input
          id="login-password"
          name="password"
          type="password"
          required
          autoComplete="current-password"
          maxLength={1024}
          className={inputClass}
          aria-invalid={error ? true : undefined}
        />
      </Field>
      <button type="submit" className="button-primary w-full" disabled={isSubmitting} aria-busy={isSubmitting}>
        <LockKeyhole aria-hidden="true" className="h-4 w-4" />
        {isSubmitting ? t("admin.login.submitting") : t("admin.login.submit")}
      </button>
    </form>
  );
}
