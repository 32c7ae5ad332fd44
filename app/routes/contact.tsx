import { CheckCircle2, Clock, Mail, MapPin } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { data, Form, useActionData, useNavigation } from "react-router";
import { BRAND } from "../../core/shared/brand";
import { CONTACT_LIMITS, CONTACT_SUBJECTS, contactMessageSchema } from "../../core/shared/contact";
import { isAppError, retryAfterHeaders, retryAfterOf } from "../../core/shared/errors";
import { PATHS } from "../../core/shared/paths";
import { staticPageMeta } from "../components/seo/meta";
import { Field, inputClass } from "../components/ui/form-field";
import { useTranslate, useLocalizePath } from "../i18n/use-translate";
import { readPageForm } from "../lib/page-form.server";
import type { Route } from "./+types/contact";
import "../../core/i18n/messages/contact";
import { publicPageHeaders } from "../../core/shared/page-cache-header";
import { PageHeader } from "../components/layout/page-header";
import { loadWithMessages } from "../lib/page-messages";

/**
 * The same page for every visitor: the server may keep it for a minute (ADR 0023; form posts are
 * never kept). A refusal for the limit says when to come back.
 */
export function headers({ actionHeaders }: Route.HeadersArgs): Record<string, string> {
  const retryAfter = actionHeaders.get("Retry-After");
  return { ...publicPageHeaders(), ...(retryAfter ? { "Retry-After": retryAfter } : {}) };
}

type FieldErrors = Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>>;
type ContactField = keyof FieldErrors;
/** What the visitor typed, sent back with every refusal so nothing is lost without JavaScript. */
type SubmittedValues = Partial<Record<ContactField, string>>;
type ActionResult =
  | { status: "sent" }
  | { status: "invalid"; errors: FieldErrors; values: SubmittedValues }
  | { status: "limited"; retryAfterSeconds: number; values: SubmittedValues }
  | { status: "failed"; values: SubmittedValues };

const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const satisfies readonly ContactField[];

function fieldErrors(problems: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const problem of problems) {
    const field = problem.field as ContactField;
    if ((CONTACT_FIELDS as readonly string[]).includes(field) && !errors[field]) errors[field] = problem.message;
  }
  return errors;
}

/**
 * The form posts here, with or without JavaScript (with it, React Router submits it for the page).
 * The service holds the validation, the honeypot and the limit, shared with POST /api/contact.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readPageForm(request);
  const input = Object.fromEntries(
    [...CONTACT_FIELDS, "website"].map((field) => [field, String(form.get(field) ?? "")]),
  );
  const values: SubmittedValues = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, input[field]]));
  try {
    await context.services.submitContactMessage(input, { limit: context.limit });
    return data<ActionResult>({ status: "sent" });
  } catch (error) {
    if (isAppError(error) && error.code === "validation_failed") {
      const errors = fieldErrors(error.details as { field: string; message: string }[]);
      return data<ActionResult>({ status: "invalid", errors, values }, { status: 400 });
    }
    if (isAppError(error) && error.code === "rate_limited") {
      return data<ActionResult>(
        { status: "limited", retryAfterSeconds: retryAfterOf(error) ?? 60, values },
        { status: 429, headers: retryAfterHeaders(error) },
      );
    }
    return data<ActionResult>({ status: "failed", values }, { status: 503 });
  }
}

/**
 * With JavaScript the same server action runs; only a failure to reach it (the network, a restart)
 * is handled here, as the page's own message with what was typed kept, instead of an error page.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const form = await request.clone().formData();
  try {
    return await serverAction();
  } catch {
    const values: SubmittedValues = Object.fromEntries(
      CONTACT_FIELDS.map((field) => [field, String(form.get(field) ?? "")]),
    );
    return { status: "failed", values } satisfies ActionResult;
  }
}

/** No data of its own: a loader so that an in-app visit has one to wait on beside its messages. */
export function loader() {
  return null;
}

/** Reached in the app, the page waits for its parts of the catalogue (decision 0035). */
export const clientLoader = (args: Route.ClientLoaderArgs) => loadWithMessages(args);

export const meta = staticPageMeta("contact.metaTitle", "contact.description", PATHS.contact);

export default function ContactPage() {
  const t = useTranslate();
  const localize = useLocalizePath();
  const result = useActionData<typeof action>() ?? null;
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [dismissedResult, setDismissedResult] = useState<ActionResult | null>(null);
  const isSending = navigation.state === "submitting" && navigation.formAction === localize(PATHS.contact);
  const errors = result?.status === "invalid" ? { ...result.errors, ...clientErrors } : clientErrors;
  const values = result && "values" in result ? result.values : {};
  const isSent = result?.status === "sent" && result !== dismissedResult;

  useEffect(() => {
    if (result?.status === "sent") formRef.current?.reset();
  }, [result]);

  // With JavaScript the schema checks the fields before anything is sent; the action checks again.
  const checkBeforeSending = (event: FormEvent<HTMLFormElement>) => {
    const parsed = contactMessageSchema.safeParse(Object.fromEntries(new FormData(event.currentTarget).entries()));
    const problems = parsed.success
      ? []
      : parsed.error.issues.map((issue) => ({ field: String(issue.path[0]), message: issue.message }));
    setClientErrors(fieldErrors(problems));
    if (problems.length > 0) event.preventDefault();
  };

  const describedBy = (field: keyof FieldErrors) => (errors[field] ? `${field}-error` : undefined);
  const cards = [
    {
      icon: Mail,
      title: t("contact.emailCard"),
      value: BRAND.supportEmail,
      href: `mailto:${BRAND.supportEmail}`,
      note: null,
    },
    {
      icon: Clock,
      title: t("contact.phoneCard"),
      value: t("contact.phoneHours"),
      href: null,
      note: t("contact.phoneNote"),
    },
    {
      icon: MapPin,
      title: t("contact.locationCard"),
      value: t("contact.location"),
      href: null,
      note: t("contact.locationNote"),
    },
  ];

  /** What every control of the form says the same way: its name, what was typed, its error's link. */
  const control = (name: ContactField) => ({
    id: name,
    name,
    defaultValue: values[name] ?? "",
    className: inputClass,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": describedBy(name),
  });

  return (
    <div className="page-container py-12 sm:py-16">
      <PageHeader title={t("contact.title")} intro={t("contact.intro")} />
      <ul className="mt-10 grid gap-4 md:grid-cols-3">
        {cards.map(({ icon: Icon, title, value, href, note }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Icon aria-hidden="true" className="h-6 w-6 text-maple-600" />
            <h2 className="mt-3 font-semibold text-navy-900">{title}</h2>
            {href ? (
              <a href={href} className="mt-1 block font-medium text-maple-700 underline-offset-4 hover:underline">
                {value}
              </a>
            ) : (
              <p className="mt-1 text-slate-700">{value}</p>
            )}
            {note && <p className="mt-1 text-sm text-slate-600">{note}</p>}
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="contact-form-title"
        className="mt-12 max-w-2xl rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        {isSent ? (
          <div role="status" className="flex flex-col items-center py-8 text-center">
            <CheckCircle2 aria-hidden="true" className="h-12 w-12 text-green-700" />
            <h2 id="contact-form-title" className="mt-4 text-2xl font-bold">
              {t("contact.successTitle")}
            </h2>
            <p className="mt-2 max-w-md text-slate-700">{t("contact.successMessage")}</p>
            <button type="button" onClick={() => setDismissedResult(result)} className="button-secondary mt-6">
              {t("contact.sendAnother")}
            </button>
          </div>
        ) : (
          <>
            <h2 id="contact-form-title" className="text-2xl font-bold">
              {t("contact.formTitle")}
            </h2>
            {result?.status === "limited" && (
              <p
                role="alert"
                className="mt-4 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
              >
                {t("contact.rateLimited", {
                  minutes: Math.max(1, Math.ceil(result.retryAfterSeconds / 60)),
                  email: BRAND.supportEmail,
                })}
              </p>
            )}
            {result?.status === "failed" && (
              <p role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
                {t("contact.failed", { email: BRAND.supportEmail })}
              </p>
            )}
            {Object.keys(errors).length > 0 && (
              <p role="alert" className="mt-4 text-sm font-medium text-red-700">
                {t("contact.fixErrors")}
              </p>
            )}
            <Form
              ref={formRef}
              method="post"
              action={localize(PATHS.contact)}
              noValidate
              onSubmit={checkBeforeSending}
              className="mt-6 space-y-5"
            >
              <Field id="name" label={`${t("contact.name")} *`} error={errors.name}>
                <input {...control("name")} required autoComplete="name" maxLength={CONTACT_LIMITS.name} />
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field id="email" label={`${t("contact.email")} *`} error={errors.email}>
                  <input
                    {...control("email")}
                    type="email"
                    required
                    autoComplete="email"
                    maxLength={CONTACT_LIMITS.email}
                    placeholder="name@example.com"
                  />
                </Field>
                <Field id="phone" label={t("contact.phone")} error={errors.phone}>
                  <input
                    {...control("phone")}
                    type="tel"
                    autoComplete="tel"
                    maxLength={CONTACT_LIMITS.phone}
                    placeholder="416 555 0123"
                  />
                </Field>
              </div>
              <Field id="subject" label={`${t("contact.subject")} *`} error={errors.subject}>
                <select {...control("subject")} required>
                  <option value="" disabled>
                    {t("contact.subjectPlaceholder")}
                  </option>
                  {CONTACT_SUBJECTS.map((subject) => (
                    <option key={subject} value={subject}>
                      {t(`contact.subject.${subject}`)}
                    </option>
                  ))}
                </select>
              </Field>
              <Field id="message" label={`${t("contact.message")} *`} error={errors.message}>
                <textarea {...control("message")} required rows={6} maxLength={CONTACT_LIMITS.message} />
              </Field>
              <div className="hidden" aria-hidden="true">
                <label htmlFor="website">{t("contact.honeypot")}</label>
                <input id="website" name="website" tabIndex={-1} autoComplete="off" />
              </div>
              <p className="text-sm text-slate-600">
                <a href={localize(PATHS.legal("privacy"))} className="underline underline-offset-2">
                  {t("contact.privacyNote")}
                </a>
              </p>
              <button
                type="submit"
                disabled={isSending}
                className="button-primary w-full sm:w-auto disabled:cursor-wait disabled:opacity-70"
              >
                {isSending ? t("contact.sending") : t("contact.send")}
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  );
}
